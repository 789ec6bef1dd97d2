import type { ReactNode } from "react";

import { userMessage, type ErrorDetails, type UserActionName } from "@/services/error-catalogue";

/** A short line while something loads, announced politely. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-secondary d-flex align-items-center gap-2">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {children}
    </p>
  );
}

interface LoadFailedProps {
  error: ErrorDetails;
  onRetry: () => void;
  action?: UserActionName;
}

/** What went wrong in the catalogue's words (never a status line or JSON), and a way to try again. */
export function LoadFailed({ error, onRetry, action = "load" }: LoadFailedProps) {
  return (
    <div role="alert" className="alert alert-danger">
      <p>{userMessage(error, action)}</p>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
