import { useMemo, useState } from "react";

export type SortDirection = "ascending" | "descending";

export interface TableSort<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/**
 * Sorting and paging of a table held in the browser: sort by one column (a header button
 * toggles between ascending and descending), then show one page. The rows passed in are
 * never changed. A new sort goes back to the first page; a page past the end (the rows
 * shrank) shows the last one.
 */
export function useTableView<Row, Key extends string>(
  rows: readonly Row[],
  compare: Record<Key, (a: Row, b: Row) => number>,
  initial: TableSort<NoInfer<Key>>,
  pageSize: number,
) {
  const [sort, setSort] = useState<TableSort<Key>>(initial);
  const [requestedPage, setPage] = useState(1);

  const sorted = useMemo(() => {
    const order = compare[sort.key];
    const copy = [...rows].sort(order);
    return sort.direction === "ascending" ? copy : copy.reverse();
  }, [rows, compare, sort]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const pageRows = sorted.slice((page - 1) * pageSize, page * pageSize);

  const sortBy = (key: Key) => {
    setSort((current) =>
      current.key === key ? { key, direction: current.direction === "ascending" ? "descending" : "ascending" } : { key, direction: "ascending" },
    );
    setPage(1);
  };

  return { sort, sortBy, page, pageCount, setPage, pageRows, total: sorted.length };
}
