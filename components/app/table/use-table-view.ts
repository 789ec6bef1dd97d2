import { useMemo, useState } from "react";

import { matchesSearch, nextSort, pageOf, sortRows, type SortState, type TablePage, type TableRow } from "./table-view";

export const PAGE_SIZE = 10;

export interface TableView<Row> extends TablePage<Row> {
  query: string;
  setQuery: (query: string) => void;
  sort: SortState;
  sortBy: (key: string) => void;
  goTo: (page: number) => void;
  /** How many rows match the search, over all pages. */
  matched: number;
}

/**
 * The state of a sortable, paged table, searchable when the screen shows a search box.
 * The rows passed in are never changed. A new search or sort starts again at the first
 * page, so the person never lands on a page that no longer holds anything; a page past
 * the end (the rows shrank) shows the last one.
 */
export function useTableView<Row extends TableRow>(rows: readonly Row[], defaultSort: SortState, pageSize = PAGE_SIZE): TableView<Row> {
  const [query, setQueryState] = useState("");
  const [sort, setSort] = useState(defaultSort);
  const [page, setPage] = useState(1);

  const matching = useMemo(() => sortRows(rows.filter((row) => matchesSearch(row, query)), sort), [rows, query, sort]);
  const shown = pageOf(matching, page, pageSize);

  return {
    ...shown,
    query,
    setQuery: (next) => {
      setQueryState(next);
      setPage(1);
    },
    sort,
    sortBy: (key) => {
      setSort((current) => nextSort(current, key));
      setPage(1);
    },
    goTo: setPage,
    matched: matching.length,
  };
}
