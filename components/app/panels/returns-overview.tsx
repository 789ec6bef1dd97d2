import Link from "@/components/layout/site-link";

import type { ErrorDetails } from "@/services/error-catalogue";
import { useAppSelector } from "@/store/hooks";
import type { LoadView } from "@/store/server-data/load-view";
import { selectReturnErrors } from "@/store/server-data/returns";

import { sortRows, type SortState } from "../table/table-view";
import { Loading, LoadFailed } from "./load-state";
import { panelKinds } from "./panel-kinds";
import { itrColumns, itrRow, tdsColumns, tdsRow, type PanelRow } from "./panel-rows";
import { IssuesBadge, StatusBadge } from "./status-badge";
import { useReturnsLists } from "./use-returns-lists";
import styles from "./panels.module.scss";

/** How many of each kind the dashboard lists; the panel has them all. */
export const OVERVIEW_LIMIT = 5;

interface ReturnsSummaryProps {
  headingId: string;
  heading: string;
  /** The rows, or, when this list failed, why and how to ask again. */
  list: { rows: PanelRow[] } | { failed: { error: ErrorDetails; retry: () => void } };
  panel: (typeof panelKinds)["ITR"];
}

function ReturnsSummary({ headingId, heading, list, panel }: ReturnsSummaryProps) {
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="h5">
        {heading}
      </h3>
      {"failed" in list ? (
        <LoadFailed error={list.failed.error} onRetry={list.failed.retry} />
      ) : list.rows.length === 0 ? (
        <p>{panel.emptyText}</p>
      ) : (
        <>
          <ul className={styles.summaryList}>
            {list.rows.slice(0, OVERVIEW_LIMIT).map((row) => (
              <li key={row.id}>
                <Link href={{ pathname: panel.path, query: { id: row.id } }}>{row.name}</Link>
                <StatusBadge status={row.status} />
                <IssuesBadge count={row.issues} />
              </li>
            ))}
          </ul>
          <Link href={panel.path}>
            {list.rows.length > OVERVIEW_LIMIT ? `See all ${list.rows.length} in the ${panel.title}` : `Open the ${panel.title}`}
          </Link>
        </>
      )}
    </section>
  );
}

/** A list's part of the overview: its rows, latest first, or its failure. */
function summaryOf<Item>(view: LoadView<Item[]>, toRow: (item: Item) => PanelRow, sort: SortState): ReturnsSummaryProps["list"] {
  if (view.status === "failed") return { failed: view };
  return { rows: sortRows((view.value ?? []).map(toRow), sort) };
}

/**
 * The person's ITRs and TDS returns with their status and issues, latest first. Each list
 * stands alone: one that fails shows its message and retry in its own place while the
 * other is listed; when both fail, one message and one retry say it once.
 */
export function ReturnsOverview() {
  const { itr, tds } = useReturnsLists();
  const errors = useAppSelector(selectReturnErrors);

  return (
    <section className={styles.section} aria-labelledby="returns-heading">
      <h2 id="returns-heading" className="h4">
        Your returns
      </h2>
      {/* The two lists are asked for together, so they load together. */}
      {(itr.status === "loading" || tds.status === "loading") && <Loading>Loading your returns…</Loading>}
      {itr.status === "failed" && tds.status === "failed" && <LoadFailed error={itr.error} onRetry={itr.retry} />}
      {itr.status !== "loading" && tds.status !== "loading" && !(itr.status === "failed" && tds.status === "failed") && (
        <>
          <ReturnsSummary
            headingId="itr-summary"
            heading="Income-tax returns"
            list={summaryOf(itr, (item) => itrRow(item, errors.itr[String(item.id)]), itrColumns.defaultSort)}
            panel={panelKinds.ITR}
          />
          <ReturnsSummary
            headingId="tds-summary"
            heading="TDS returns"
            list={summaryOf(tds, (item) => tdsRow(item, errors.tds[String(item.id)]), tdsColumns.defaultSort)}
            panel={panelKinds.TDS}
          />
        </>
      )}
    </section>
  );
}
