import Link from "@/components/layout/site-link";

import { SortHeader } from "../table/sort-header";
import type { SortState, TableColumn } from "../table/table-view";
import type { PanelRow } from "./panel-rows";
import { IssuesBadge, StatusBadge } from "./status-badge";

interface PanelTableProps {
  caption: string;
  columns: TableColumn[];
  rows: PanelRow[];
  sort: SortState;
  onSort: (key: string) => void;
  /** Where a row's first cell leads: the panel with `?id=`. */
  hrefFor: (row: PanelRow) => { pathname: string; query: { id: string } };
}

/**
 * The panel's items. The first cell names the row and opens it; the `status` and
 * `issues` columns are drawn as badges, the rest as text.
 */
export function PanelTable({ caption, columns, rows, sort, onSort, hrefFor }: PanelTableProps) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortHeader key={column.key} columnKey={column.key} label={column.label} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link href={hrefFor(row)}>
                  {row.cells[first.key]?.text}
                  <NameRest visible={row.cells[first.key]?.text ?? ""} name={row.name} />
                </Link>
              </th>
              {rest.map((column) => (
                <td key={column.key}>
                  {column.key === "status" ? (
                    <StatusBadge status={row.status} />
                  ) : column.key === "issues" ? (
                    <IssuesBadge count={row.issues} />
                  ) : (
                    row.cells[column.key]?.text
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The visible cell may repeat between rows ("ITR-1"); the row's full name never does. What
 * the cell leaves out of the name is read to screen readers only: "ITR-1 for AY 2026-27".
 */
function NameRest({ visible, name }: { visible: string; name: string }) {
  if (name === visible) return null;
  const rest = name.startsWith(visible) ? name.slice(visible.length) : `, ${name}`;
  return <span className="visually-hidden">{rest}</span>;
}
