import { CsvDownload } from "@/components/calculators/csv-download";

import type { BadPanRow } from "./read-pan-list";
import { SortableHeader } from "./sortable-header";
import { TablePager } from "./table-pager";
import { useTableView } from "./use-table-view";

const PAGE_SIZE = 25;

const compare = {
  row: (a: BadPanRow, b: BadPanRow) => a.row - b.row,
  value: (a: BadPanRow, b: BadPanRow) => a.value.localeCompare(b.value) || a.row - b.row,
  reason: (a: BadPanRow, b: BadPanRow) => a.reason.localeCompare(b.reason) || a.row - b.row,
};

/** The rows of the list that are not well-formed PANs, with the row number and why, to correct in the file. */
export function BadRowsTable({ rows, fileName }: { rows: readonly BadPanRow[]; fileName: string }) {
  const view = useTableView(rows, compare, { key: "row", direction: "ascending" }, PAGE_SIZE);
  const directionOf = (key: keyof typeof compare) => (view.sort.key === key ? view.sort.direction : undefined);
  const caption = `Rows to correct in ${fileName}`;
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="caption-top">{caption}</caption>
          <thead>
            <tr>
              <SortableHeader label="Row" direction={directionOf("row")} onSort={() => view.sortBy("row")} />
              <SortableHeader label="What it has" direction={directionOf("value")} onSort={() => view.sortBy("value")} />
              <SortableHeader label="Problem" direction={directionOf("reason")} onSort={() => view.sortBy("reason")} />
            </tr>
          </thead>
          <tbody>
            {view.pageRows.map((bad) => (
              <tr key={bad.row}>
                <td>{bad.row}</td>
                <td>{bad.value === "" ? <span className="text-body-secondary">(empty)</span> : <code>{bad.value}</code>}</td>
                <td>{bad.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager label={caption} page={view.page} pageCount={view.pageCount} onPage={view.setPage} />
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
