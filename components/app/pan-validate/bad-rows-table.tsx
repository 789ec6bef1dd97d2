import { useMemo } from "react";

import { CsvDownload } from "@/components/calculators/csv-download";

import { Pager } from "../table/pager";
import { SortHeader } from "../table/sort-header";
import type { TableRow } from "../table/table-view";
import { useTableView } from "../table/use-table-view";
import type { BadPanRow } from "./read-pan-list";

const PAGE_SIZE = 25;

interface BadRowView extends TableRow {
  bad: BadPanRow;
}

/** A bad row of the file as a table row, keyed by its row number (one entry per row). */
function badRowView(bad: BadPanRow): BadRowView {
  return {
    id: String(bad.row),
    bad,
    cells: {
      row: { text: String(bad.row), sortValue: bad.row },
      value: { text: bad.value, sortValue: bad.value },
      reason: { text: bad.reason, sortValue: bad.reason },
    },
  };
}

/** The rows of the list that are not well-formed PANs, with the row number and why, to correct in the file. */
export function BadRowsTable({ rows, fileName }: { rows: readonly BadPanRow[]; fileName: string }) {
  const views = useMemo(() => rows.map(badRowView), [rows]);
  const view = useTableView(views, { key: "row", direction: "ascending" }, PAGE_SIZE);
  const caption = `Rows to correct in ${fileName}`;
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">{caption}</caption>
          <thead>
            <tr>
              <SortHeader columnKey="row" label="Row" sort={view.sort} onSort={view.sortBy} />
              <SortHeader columnKey="value" label="What it has" sort={view.sort} onSort={view.sortBy} />
              <SortHeader columnKey="reason" label="Problem" sort={view.sort} onSort={view.sortBy} />
            </tr>
          </thead>
          <tbody>
            {view.rows.map(({ id, bad }) => (
              <tr key={id}>
                <td>{bad.row}</td>
                <td>{bad.value === "" ? <span className="text-body-secondary">(empty)</span> : <code>{bad.value}</code>}</td>
                <td>{bad.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* No status line says which rows show, so the pager reads its page out. */}
      <Pager label={`${caption}: pages`} page={view.page} pageCount={view.pageCount} onPage={view.goTo} announce />
      <p className="mt-2">
        <CsvDownload
          fileName={`rows-to-correct-${fileName.replace(/\.[^.]*$/, "")}.csv`}
          columns={["Row", "What it has", "Problem"]}
          rows={rows.map((bad) => [bad.row, bad.value, bad.reason])}
          what="the rows to correct"
        />
      </p>
    </>
  );
}
