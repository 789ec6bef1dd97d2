import type { SortDirection } from "./use-table-view";

interface SortableHeaderProps {
  label: string;
  /** The column's direction when the table is sorted by it. */
  direction?: SortDirection;
  onSort: () => void;
}

/** A column header whose button sorts the table; aria-sort tells assistive technology the order. */
export function SortableHeader({ label, direction, onSort }: SortableHeaderProps) {
  const arrow = direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕";
  return (
    <th scope="col" aria-sort={direction ?? "none"}>
      <button type="button" className="btn btn-link p-0 fw-bold text-reset text-decoration-none" onClick={onSort}>
        {label} <span aria-hidden="true">{arrow}</span>
      </button>
    </th>
  );
}
