import type { ErrorDetails } from "@/services/error-catalogue";

import type { LoadResult } from "./use-load";

/** What dispatching one of the chat slice's thunks settles to: its fulfilled or rejected action. */
export type ThunkOutcome<Returned> = { payload: Returned } | { payload?: ErrorDetails; error: { message?: string } };

/**
 * A settled thunk as a LoadResult: its value, or the ErrorDetails the slice rejects with
 * (or, for a failure outside the service, the thunk's own message).
 */
export function thunkResult<Returned>(action: ThunkOutcome<Returned>): LoadResult<Returned> {
  if (!("error" in action)) return { ok: true, value: action.payload };
  return { ok: false, error: action.payload ?? { kind: "unknown", message: action.error.message ?? "The request failed" } };
}
