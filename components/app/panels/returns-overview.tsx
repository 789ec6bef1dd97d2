import Link from "next/link";

import { selectReturnErrors } from "@/store/chat-slice";
import { useAppSelector } from "@/store/hooks";

import { Loading, LoadFailed } from "./load-state";
import { panelKinds } from "./panel-kinds";
import { itrColumns, itrRow, tdsColumns, tdsRow, type PanelRow } from "./panel-rows";
import { IssuesBadge, StatusBadge } from "./status-badge";
import { sortRows } from "./table-view";
import { useReturnsLists } from "./use-returns-lists";
import styles from "./panels.module.scss";

/** How many of each kind the dashboard lists; the panel has them all. */
export const OVERVIEW_LIMIT = 5;

interface ReturnsSummaryProps {
  headingId: string;
  heading: string;
  rows: PanelRow[];
  panel: (typeof panelKinds)["ITR"];
}

function ReturnsSummary({ headingId, heading, rows, panel }: ReturnsSummaryProps) {
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="h5">
        {heading}
      </h3>
      {rows.length === 0 ? (
        <p>{panel.emptyText}</p>
      ) : (
        <>
          <ul className={styles.summaryList}>
            {rows.slice(0, OVERVIEW_LIMIT).map((row) => (
              <li key={row.id}>
                <Link href={{ pathname: panel.path, query: { id: row.id } }}>{row.name}</Link>
                <StatusBadge status={row.status} />
                <IssuesBadge count={row.issues} />
              </li>
            ))}
          </ul>
          <Link href={panel.path}>
            {rows.length > OVERVIEW_LIMIT ? `See all ${rows.length} in the ${panel.title}` : `Open the ${panel.title}`}
          </Link>
        </>
      )}
    </section>
  );
}

/** The person's ITRs and TDS returns with their status and issues, latest first. */
export function ReturnsOverview() {
  const lists = useReturnsLists();
  const errors = useAppSelector(selectReturnErrors);
  const itrRows = lists.value ? sortRows(lists.value.itr.map((itr) => itrRow(itr, errors.itr[String(itr.id)])), itrColumns.defaultSort) : [];
  const tdsRows = lists.value ? sortRows(lists.value.tds.map((tds) => tdsRow(tds, errors.tds[String(tds.id)])), tdsColumns.defaultSort) : [];

  return (
    <section className={styles.section} aria-labelledby="returns-heading">
      <h2 id="returns-heading" className="h4">
        Your returns
      </h2>
      {lists.status === "loading" && <Loading>Loading your returns…</Loading>}
      {lists.status === "failed" && <LoadFailed error={lists.error} onRetry={lists.retry} />}
      {lists.status === "succeeded" && (
        <>
          <ReturnsSummary headingId="itr-summary" heading="Income-tax returns" rows={itrRows} panel={panelKinds.ITR} />
          <ReturnsSummary headingId="tds-summary" heading="TDS returns" rows={tdsRows} panel={panelKinds.TDS} />
        </>
      )}
    </section>
  );
}
