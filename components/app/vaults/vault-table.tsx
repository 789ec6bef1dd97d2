import { useEffect, useRef } from "react";

import type { VaultDocument } from "@/services/chat";

import { SortHeader } from "../table/sort-header";
import type { SortState, TableRow } from "../table/table-view";

interface VaultTableProps {
  caption: string;
  rows: TableRow[];
  documents: ReadonlyMap<string, VaultDocument>;
  selected: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
  onToggleAll: (uuids: string[], chosen: boolean) => void;
  sort: SortState;
  onSort: (key: string) => void;
  /** Storage paths being downloaded. */
  busy: ReadonlySet<string>;
  onDownload: (document: VaultDocument) => void;
}

/** The page's documents: a box to tick each, its name and date (sortable), and its download. */
export function VaultTable({ caption, rows, documents, selected, onToggle, onToggleAll, sort, onSort, busy, onDownload }: VaultTableProps) {
  const ids = rows.map((row) => row.id);
  const chosenHere = ids.filter((id) => selected.has(id)).length;
  const allBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // "Some of this page" has no HTML attribute; it is a property only.
    if (allBox.current) allBox.current.indeterminate = chosenHere > 0 && chosenHere < ids.length;
  }, [chosenHere, ids.length]);

  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                ref={allBox}
                type="checkbox"
                className="form-check-input"
                aria-label="Select all documents on this page"
                checked={ids.length > 0 && chosenHere === ids.length}
                onChange={(event) => onToggleAll(ids, event.target.checked)}
              />
            </th>
            <SortHeader columnKey="name" label="File" sort={sort} onSort={onSort} />
            <SortHeader columnKey="uploaded" label="Uploaded" sort={sort} onSort={onSort} />
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const document = documents.get(row.id);
            if (!document) return null;
            const downloading = busy.has(document.s3_path);
            return (
              <tr key={row.id}>
                <td>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={`Select ${document.file_name}`}
                    checked={selected.has(row.id)}
                    onChange={() => onToggle(row.id)}
                  />
                </td>
                <th scope="row" className="fw-normal text-break">
                  {document.file_name}
                </th>
                <td>{row.cells.uploaded?.text}</td>
                <td className="text-end">
                  {/* aria-disabled, not disabled: the button keeps the keyboard focus while the file comes. */}
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    aria-disabled={downloading}
                    onClick={() => !downloading && onDownload(document)}
                  >
                    {downloading ? "Downloading…" : "Download"}
                    <span className="visually-hidden"> {document.file_name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
