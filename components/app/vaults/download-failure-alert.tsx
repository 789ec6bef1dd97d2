import type { DownloadFailure } from "./use-file-download";

/** Which file failed, the catalogue's words for it, and what to do. */
export function DownloadFailureAlert({ failure, onDismiss }: { failure: DownloadFailure; onDismiss: () => void }) {
  return (
    <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-start justify-content-between gap-2">
      <div>
        <p className="mb-1">
          <strong>{failure.fileName}</strong> was not downloaded.{failure.headline ? ` ${failure.headline}.` : ""}
        </p>
        <p className="mb-0">{failure.advice}</p>
      </div>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
