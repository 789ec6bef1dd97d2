import { useMemo } from "react";

import { selectReturnErrors } from "@/store/chat-slice";
import { useAppSelector } from "@/store/hooks";

import { ItrDetail } from "./itr-detail";
import { Loading } from "./load-state";
import { panelKinds } from "./panel-kinds";
import { PanelList } from "./panel-list";
import { itrColumns, itrRow } from "./panel-rows";
import { useOpenedId } from "./use-opened-id";
import { useReturnsLists } from "./use-returns-lists";

/** The ITR panel: the list of returns with their issues from the errors map, or one return. */
export function ItrPanel() {
  const lists = useReturnsLists();
  const errorsById = useAppSelector((state) => selectReturnErrors(state).itr);
  const rows = useMemo(() => (lists.value?.itr ?? []).map((itr) => itrRow(itr, errorsById[String(itr.id)])), [lists.value, errorsById]);
  const opened = useOpenedId();

  if (!opened.ready) return <Loading>Loading…</Loading>;
  if (opened.id) return <ItrDetail key={opened.id} id={opened.id} focusOnOpen={opened.navigated} />;
  return (
    <PanelList
      kind={panelKinds.ITR}
      layout={itrColumns}
      rows={rows}
      status={lists.status}
      error={lists.error}
      onRetry={lists.retry}
      focusOnOpen={opened.navigated}
    />
  );
}
