import Modal from "react-bootstrap/Modal";

import type { VaultDocument } from "@/services/chat";
import { userMessage, type ErrorDetails, type UserAction } from "@/services/error-catalogue";

const deleting: UserAction = { doing: "Deleting your documents", feature: "Deleting documents", form: false };

interface DeleteDialogProps {
  show: boolean;
  documents: VaultDocument[];
  vaultTitle: string;
  busy: boolean;
  /** The failure of this dialog's last attempt, if any. */
  error: ErrorDetails | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Once the dialog has gone (focus can move only then: the open dialog holds it). */
  onClosed: () => void;
}

/**
 * Asks before deleting, naming every file that will go. The dialog keeps the focus inside
 * it and closes on Escape (react-bootstrap's Modal), except while the delete is under way.
 * A failure stays in the dialog, so the person can try again or cancel.
 */
export function DeleteDialog({ show, documents, vaultTitle, busy, error, onCancel, onConfirm, onClosed }: DeleteDialogProps) {
  const count = documents.length;
  const what = count === 1 ? "1 document" : `${count} documents`;
  return (
    <Modal
      show={show}
      onHide={() => !busy && onCancel()}
      aria-labelledby="delete-title"
      aria-describedby="delete-summary"
      centered
      // The screen puts the focus back itself: on the button after a cancel, on the list after a delete.
      restoreFocus={false}
      onExited={onClosed}
    >
      <Modal.Header>
        <Modal.Title id="delete-title" as="h2" className="h5">
          Delete {what}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="delete-summary">
          {count === 1 ? "This document" : "These documents"} will be removed from your {vaultTitle}:
        </p>
        <ul className="text-break">
          {documents.map((document) => (
            <li key={document.uuid}>{document.file_name}</li>
          ))}
        </ul>
        {error && (
          <div role="alert" className="alert alert-danger mb-0">
            {userMessage(error, deleting)}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} aria-disabled={busy}>
          {busy ? "Deleting…" : `Delete ${what}`}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
