import { SortableHeader } from "@/components/app/pan-validate/sortable-header";
import { TablePager } from "@/components/app/pan-validate/table-pager";
import { useTableView } from "@/components/app/pan-validate/use-table-view";
import { formatIstDateTime } from "@/lib/format";
import type { VaultItem } from "@/services/vault";

import type { VaultList } from "./use-vault-list";

const PAGE_SIZE = 20;

/** Milliseconds of an upload time, or -Infinity when unknown, so undated files sort first (oldest). */
const uploadedAt = (item: VaultItem) => {
  const time = item.uploaded_at ? Date.parse(item.uploaded_at) : Number.NaN;
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
};

const compare = {
  name: (a: VaultItem, b: VaultItem) => a.file_name.localeCompare(b.file_name),
  uploaded: (a: VaultItem, b: VaultItem) => {
    const difference = uploadedAt(a) - uploadedAt(b);
    return Number.isNaN(difference) ? 0 : difference;
  },
};

function when(item: VaultItem): string {
  const time = uploadedAt(item);
  return Number.isFinite(time) ? formatIstDateTime(time) : "Not known";
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
  const view = useTableView(items, compare, { key: "uploaded", direction: "descending" }, PAGE_SIZE);
  const directionOf = (key: keyof typeof compare) => (view.sort.key === key ? view.sort.direction : undefined);
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">Files in the vault</caption>
          <thead>
            <tr>
              <SortableHeader label="File" direction={directionOf("name")} onSort={() => view.sortBy("name")} />
              <th scope="col">Type</th>
              <SortableHeader label="Uploaded" direction={directionOf("uploaded")} onSort={() => view.sortBy("uploaded")} />
            </tr>
          </thead>
          <tbody>
            {view.pageRows.map((item) => (
              <tr key={item.uuid}>
                <td>{item.file_name}</td>
                <td>{item.file_type || "Not known"}</td>
                <td>{when(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePager label="Files in the vault" page={view.page} pageCount={view.pageCount} onPage={view.setPage} />
    </>
  );
}
