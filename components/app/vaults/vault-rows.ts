import type { VaultDocument } from "@/services/chat";

import { dateLabel, dateSortValue } from "../panels/labels";
import type { PanelColumns } from "../panels/panel-rows";
import type { TableRow } from "../table/table-view";

export const vaultColumns: PanelColumns = {
  columns: [
    { key: "name", label: "File" },
    { key: "uploaded", label: "Uploaded" },
  ],
  // The newest first: usually the document the person has just shared.
  defaultSort: { key: "uploaded", direction: "descending" },
};

/** A vault document as a table row, keyed by its uuid (what a delete sends). */
export function vaultRow(document: VaultDocument): TableRow {
  return {
    id: document.uuid,
    cells: {
      name: { text: document.file_name, sortValue: document.file_name },
      uploaded: { text: dateLabel(document.uploaded_at, true), sortValue: dateSortValue(document.uploaded_at) },
    },
  };
}
