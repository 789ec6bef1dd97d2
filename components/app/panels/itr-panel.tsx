import { useMemo } from "react";

import { useAppSelector } from "@/store/hooks";
import { selectReturnErrors } from "@/store/server-data/returns";

import { ItrDetail } from "./itr-detail";
import { Loading } from "./load-state";
import { panelKinds } from "./panel-kinds";
import { PanelList } from "./panel-list";
import { itrColumns, itrRow } from "./panel-rows";
import { useOpenedId } from "./use-opened-id";
import { useReturnsLists } from "./use-returns-lists";

/** The ITR panel: the list of returns with their issues from the errors map, or one return. */
export function ItrPanel() {
  // Only the ITR list: a failed TDS list does not stop this panel.
  const list = useReturnsLists().itr;
  const errorsById = useAppSelector((state) => selectReturnErrors(state).itr);
  const rows = useMemo(() => (list.value ?? []).map((itr) => itrRow(itr, errorsById[String(itr.id)])), [list.value, errorsById]);
  const opened = useOpenedId();

  if (!opened.ready) return <Loading>Loading…</Loading>;
  if (opened.id) return <ItrDetail key={opened.id} id={opened.id} focusOnOpen={opened.navigated} />;
  return (
    <PanelList
      kind={panelKinds.ITR}
      layout={itrColumns}
      rows={rows}
      status={list.status}
      error={list.error}
      onRetry={list.retry}
      focusOnOpen={opened.navigated}
    />
  );
}
