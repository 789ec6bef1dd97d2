import type { ErrorDetails } from "@/services/error-catalogue";

import { Pager } from "../table/pager";
import { SearchField } from "../table/search-field";
import { useTableView } from "../table/use-table-view";
import { Loading, LoadFailed } from "./load-state";
import type { PanelKind } from "./panel-kinds";
import type { PanelColumns, PanelRow } from "./panel-rows";
import { PanelTable } from "./panel-table";
import { useHeadingFocus } from "./use-heading-focus";
import styles from "./panels.module.scss";

export type ListStatus = "loading" | "failed" | "succeeded";

interface PanelListProps {
  kind: PanelKind;
  layout: PanelColumns;
  rows: PanelRow[];
  status: ListStatus;
  error: ErrorDetails | null;
  onRetry: () => void;
  /** True when the person came back from an item: the list's heading takes focus. */
  focusOnOpen: boolean;
}

/** A panel's list: loading, failure with a retry, empty, or the searchable, sortable, paged table. */
export function PanelList({ kind, layout, rows, status, error, onRetry, focusOnOpen }: PanelListProps) {
  const view = useTableView(rows, layout.defaultSort);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(focusOnOpen);
  const many = kind.noun.many;

  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading" ref={headingRef} tabIndex={-1} className="h4 mt-4">
        All your {many}
      </h2>
      {status === "loading" && <Loading>Loading your {many}…</Loading>}
      {status === "failed" && error && <LoadFailed error={error} onRetry={onRetry} />}
      {status === "succeeded" && rows.length === 0 && <p>{kind.emptyText}</p>}
      {status === "succeeded" && rows.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <SearchField label={kind.searchLabel} value={view.query} onChange={view.setQuery} />
            <p role="status" className="mb-0">
              {view.matched === 0 ? `No ${many} match your search.` : `Showing ${view.first}–${view.last} of ${view.matched} ${many}`}
            </p>
          </div>
          {view.matched === 0 ? (
            <button type="button" className="btn btn-outline-primary" onClick={() => view.setQuery("")}>
              Clear the search
            </button>
          ) : (
            <>
              <PanelTable
                caption={`Your ${many}`}
                columns={layout.columns}
                rows={view.rows}
                sort={view.sort}
                onSort={view.sortBy}
                hrefFor={(row) => ({ pathname: kind.path, query: { id: row.id } })}
              />
              <Pager page={view.page} pageCount={view.pageCount} label={`Pages of your ${many}`} onPage={view.goTo} />
            </>
          )}
        </>
      )}
    </section>
  );
}
