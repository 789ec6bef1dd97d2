import Link from "@/components/layout/site-link";
import { useMemo } from "react";

import { useAppSelector } from "@/store/hooks";
import { selectReturnErrors } from "@/store/server-data/returns";

import { ItemMissing } from "./item-detail";
import { Loading, LoadFailed } from "./load-state";
import { panelKinds } from "./panel-kinds";
import { PanelList } from "./panel-list";
import { tdsColumns, tdsRow } from "./panel-rows";
import { TdsDetail, tdsBack } from "./tds-detail";
import { useOpenedId } from "./use-opened-id";
import { useReturnsLists } from "./use-returns-lists";

/** The TDS panel: the list of TDS returns with their issues from the errors map, or one return. */
export function TdsPanel() {
  // Only the TDS list: a failed ITR list does not stop this panel.
  const list = useReturnsLists().tds;
  const errorsById = useAppSelector((state) => selectReturnErrors(state).tds);
  const returns = useMemo(() => list.value ?? [], [list.value]);
  const rows = useMemo(() => returns.map((tds) => tdsRow(tds, errorsById[String(tds.id)])), [returns, errorsById]);
  const opened = useOpenedId();

  if (!opened.ready) return <Loading>Loading…</Loading>;
  if (opened.id) {
    // The detail is the list's item, so it waits for the list.
    if (list.status === "loading") return <Loading>Loading this return…</Loading>;
    if (list.status === "failed") {
      return (
        <>
          <LoadFailed error={list.error} onRetry={list.retry} />
          <Link href={tdsBack.backHref}>← {tdsBack.backLabel}</Link>
        </>
      );
    }
    const tds = returns.find((item) => String(item.id) === opened.id);
    if (!tds) return <ItemMissing message="This link does not point to one of your TDS returns." focusOnOpen={opened.navigated} {...tdsBack} />;
    return <TdsDetail key={opened.id} tds={tds} focusOnOpen={opened.navigated} />;
  }
  return (
    <PanelList
      kind={panelKinds.TDS}
      layout={tdsColumns}
      rows={rows}
      status={list.status}
      error={list.error}
      onRetry={list.retry}
      focusOnOpen={opened.navigated}
    />
  );
}
