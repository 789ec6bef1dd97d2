/*
 * Search, sorting and paging of a table held whole in the browser. The app's list calls
 * (/itr/api/itr-all/, /tds/api/tds-all/, /chat/services/, /chat/vaultdetails/,
 * /vault/api/vault/) take no page or search parameters, and a PAN list is read from a
 * file, so all three happen here over what is on hand. Pure functions: no React.
 *
 * A row is its cells, each with what is shown and what it sorts by; a screen keeps
 * whatever else it needs on its own row type (which extends TableRow).
 */

/** One cell: what is shown, and what it sorts by (a date sorts by its time, not its words). */
export interface Cell {
  text: string;
  sortValue: string | number;
}

export interface TableRow {
  /** Unique in the table: the React key, and the last word when rows tie. */
  id: string;
  cells: Readonly<Record<string, Cell>>;
}

export interface TableColumn {
  key: string;
  label: string;
}

export type SortDirection = "ascending" | "descending";

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface TablePage<Row> {
  rows: Row[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when there are none. */
  first: number;
  last: number;
}

const collator = new Intl.Collator("en-IN", { numeric: true, sensitivity: "base" });

/** Every word of the query appears somewhere in the row's text, in any case and order. */
export function matchesSearch(row: TableRow, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = Object.values(row.cells)
    .map((cell) => cell.text)
    .join(" ")
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

function compareValues(a: string | number, b: string | number): number {
  // Compared, not subtracted: an unknown date may sort as -Infinity, and -Infinity minus itself is NaN.
  if (typeof a === "number" && typeof b === "number") return a === b ? 0 : a < b ? -1 : 1;
  // "2025-26" before "2026-27", "Q2" before "Q10": numeric-aware, case-blind.
  return collator.compare(String(a), String(b));
}

/** A sorted copy; rows that tie keep their order by id (in either direction), so the order never flickers. */
export function sortRows<Row extends TableRow>(rows: readonly Row[], sort: SortState): Row[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = left.cells[sort.key]?.sortValue ?? "";
    const b = right.cells[sort.key]?.sortValue ?? "";
    return sign * compareValues(a, b) || collator.compare(left.id, right.id);
  });
}

export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): TablePage<Row> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return {
    rows: shown,
    page: current,
    pageCount,
    first: shown.length ? start + 1 : 0,
    last: start + shown.length,
  };
}

/** A second press on the sorted column turns it round; a new column starts ascending. */
export function nextSort(current: SortState, key: string): SortState {
  if (current.key !== key) return { key, direction: "ascending" };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}
