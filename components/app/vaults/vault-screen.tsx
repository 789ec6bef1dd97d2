import { useMemo, useRef, useState } from "react";

import type { VaultDocument } from "@/services/chat";
import type { Profile } from "@/services/profile";

import { Loading, LoadFailed } from "../panels/load-state";
import { PanelFrame } from "../panels/panel-frame";
import { vaultKinds, type ServiceKind } from "../panels/panel-kinds";
import panelStyles from "../panels/panels.module.scss";
import { Pager } from "../table/pager";
import { SearchField } from "../table/search-field";
import { useTableView } from "../table/use-table-view";
import { DeleteDialog } from "./delete-dialog";
import { DownloadFailureAlert } from "./download-failure-alert";
import { useFileDownload } from "./use-file-download";
import { useSelection } from "./use-selection";
import { useVault } from "./use-vault";
import { vaultColumns, vaultRow } from "./vault-rows";
import { VaultTable } from "./vault-table";

const documentsWord = (count: number) => (count === 1 ? "1 document" : `${count} documents`);

/**
 * A service's vault: the person's documents (searchable, sortable, paged), each to
 * download, and a delete of the ticked ones after a confirmation, then a fresh list.
 */
export function VaultScreen({ kind, profile }: { kind: ServiceKind; profile: Profile }) {
  const config = vaultKinds[kind];
  const vault = useVault(profile.email, config.serviceType);
  const rows = useMemo(() => vault.documents.map(vaultRow), [vault.documents]);
  const byId = useMemo(() => new Map(vault.documents.map((document) => [document.uuid, document])), [vault.documents]);
  const ids = useMemo(() => vault.documents.map((document) => document.uuid), [vault.documents]);
  const view = useTableView(rows, vaultColumns.defaultSort);
  const selection = useSelection(ids);
  const downloads = useFileDownload();

  const [confirming, setConfirming] = useState(false);
  // What the dialog asks about is fixed when it opens: what the person confirms is what goes.
  const [toDelete, setToDelete] = useState<VaultDocument[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState("");
  const deleteButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once the dialog has closed: back to the button, or to the list after a delete.
  const focusAfterDialog = useRef<"button" | "heading">("button");

  const chosen = vault.documents.filter((document) => selection.selected.has(document.uuid));

  const openDialog = () => {
    focusAfterDialog.current = "button";
    setToDelete(chosen);
    setAttempted(false);
    setNotice("");
    setConfirming(true);
  };
  const cancel = () => setConfirming(false);
  const afterDialog = () => (focusAfterDialog.current === "heading" ? heading : deleteButton).current?.focus();
  const confirm = async () => {
    if (vault.deleting || toDelete.length === 0) return;
    setAttempted(true);
    const result = await vault.remove(toDelete.map((document) => document.uuid));
    if (!result.ok) return;
    focusAfterDialog.current = "heading";
    setConfirming(false);
    selection.clear();
    // The list asks again by itself (the delete's tag).
    setNotice(`Deleted ${documentsWord(result.value.length)}.`);
  };

  return (
    <PanelFrame kind={config}>
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading" ref={heading} tabIndex={-1} className="h4 mt-4">
          Your documents
        </h2>
        <p role="status" className={notice ? "alert alert-success" : "visually-hidden"}>
          {notice}
        </p>
        {downloads.failure && <DownloadFailureAlert failure={downloads.failure} onDismiss={downloads.dismiss} />}
        {vault.status === "loading" && <Loading>Loading your documents…</Loading>}
        {vault.status === "failed" && vault.error && <LoadFailed error={vault.error} onRetry={vault.refresh} />}
        {vault.status === "succeeded" && vault.documents.length === 0 && <p>There are no documents in your {config.title} yet.</p>}
        {vault.status === "succeeded" && vault.documents.length > 0 && (
          <>
            <div className={panelStyles.toolbar}>
              <SearchField label="Search your documents" value={view.query} onChange={view.setQuery} />
              <button ref={deleteButton} type="button" className="btn btn-outline-danger" disabled={chosen.length === 0} onClick={openDialog}>
                {chosen.length ? `Delete selected (${chosen.length})` : "Delete selected"}
              </button>
            </div>
            <p className="text-secondary" aria-live="polite">
              {view.matched === 0
                ? "No documents match your search."
                : `Showing ${view.first}–${view.last} of ${documentsWord(view.matched)}${chosen.length ? `, ${chosen.length} selected` : ""}.`}
              {vault.refreshing && " Refreshing…"}
            </p>
            {view.matched > 0 && (
              <>
                <VaultTable
                  caption={`Documents in your ${config.title}`}
                  rows={view.rows}
                  documents={byId}
                  selected={selection.selected}
                  onToggle={selection.toggle}
                  onToggleAll={selection.setMany}
                  sort={view.sort}
                  onSort={view.sortBy}
                  busy={downloads.busy}
                  onDownload={downloads.download}
                />
                <Pager page={view.page} pageCount={view.pageCount} label="Pages of your documents" onPage={view.goTo} />
              </>
            )}
          </>
        )}
      </section>
      <DeleteDialog
        show={confirming}
        documents={toDelete}
        vaultTitle={config.title}
        busy={vault.deleting}
        error={attempted && !vault.deleting ? vault.deleteError : null}
        onCancel={cancel}
        onConfirm={confirm}
        onClosed={afterDialog}
      />
    </PanelFrame>
  );
}
