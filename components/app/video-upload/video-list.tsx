import { useMemo } from "react";

import { formatIstDateTime } from "@/lib/format";
import type { VaultItem } from "@/services/vault";

import { Pager } from "../table/pager";
import { SortHeader } from "../table/sort-header";
import type { TableRow } from "../table/table-view";
import { useTableView } from "../table/use-table-view";
import type { VaultList } from "./use-vault-list";

const PAGE_SIZE = 20;

/** A vault file as a table row. An unknown upload time sorts as -Infinity: first (oldest) in date order. */
function fileRow(item: VaultItem): TableRow {
  const time = item.uploaded_at ? Date.parse(item.uploaded_at) : Number.NaN;
  const known = Number.isFinite(time);
  return {
    id: item.uuid,
    cells: {
      name: { text: item.file_name, sortValue: item.file_name },
      type: { text: item.file_type || "Not known", sortValue: item.file_type ?? "" },
      uploaded: { text: known ? formatIstDateTime(time) : "Not known", sortValue: known ? time : Number.NEGATIVE_INFINITY },
    },
  };
}

/** The vault's files, newest first, sortable by name or date. */
export function VideoList({ list, onRetry }: { list: VaultList; onRetry: () => void }) {
  return (
    <section aria-labelledby="vault-files">
      <h2 id="vault-files" className="h4">
        Files in the vault
      </h2>
      {list.state === "loading" && <p role="status">Loading the files…</p>}
      {list.state === "failed" && (
        <div role="alert" className="alert alert-danger">
          <p>{list.message}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {list.state === "loaded" && (list.items.length === 0 ? <p>No files yet. Videos you upload appear here.</p> : <FileTable items={list.items} />)}
    </section>
  );
}

function FileTable({ items }: { items: VaultItem[] }) {
  const rows = useMemo(() => items.map(fileRow), [items]);
  const view = useTableView(rows, { key: "uploaded", direction: "descending" }, PAGE_SIZE);
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">Files in the vault</caption>
          <thead>
            <tr>
              <SortHeader columnKey="name" label="File" sort={view.sort} onSort={view.sortBy} />
              <th scope="col">Type</th>
              <SortHeader columnKey="uploaded" label="Uploaded" sort={view.sort} onSort={view.sortBy} />
            </tr>
          </thead>
          <tbody>
            {view.rows.map(({ id, cells }) => (
              <tr key={id}>
                <td>{cells.name?.text}</td>
                <td>{cells.type?.text}</td>
                <td>{cells.uploaded?.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* No status line says which rows show, so the pager reads its page out. */}
      <Pager label="Files in the vault: pages" page={view.page} pageCount={view.pageCount} onPage={view.goTo} announce />
    </>
  );
}
