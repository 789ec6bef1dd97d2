import type { ErrorDetails } from "@/services/error-catalogue";

/** How a screen sees one piece of server data: loading, failed (with a retry) or there. */
export type LoadView<Value> =
  | { status: "loading"; value?: undefined; error: null; retry: () => void }
  | { status: "failed"; value?: undefined; error: ErrorDetails; retry: () => void }
  | { status: "succeeded"; value: Value; error: null; retry: () => void };

/** The parts of an RTK Query hook's result a LoadView is read from. */
export interface QueryState<Value> {
  currentData?: Value;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A query's result as a LoadView. It reads `currentData`, the answer for the current
 * argument only, so a slow answer for one record never shows under another's heading; a
 * retry after a failure shows loading until its own answer comes.
 */
export function loadView<Value>(query: QueryState<Value>): LoadView<Value> {
  const retry = () => void query.refetch();
  if (query.isError && !query.isFetching) return { status: "failed", error: asErrorDetails(query.error), retry };
  if (query.currentData !== undefined) return { status: "succeeded", value: query.currentData, error: null, retry };
  return { status: "loading", error: null, retry };
}

/** Endpoints settle to ErrorDetails; anything else (a bug in a query function) still gets words. */
export function asErrorDetails(error: unknown): ErrorDetails {
  if (typeof error === "object" && error !== null && "kind" in error && "message" in error) return error as ErrorDetails;
  const message = typeof error === "object" && error !== null && "message" in error ? String(error.message) : "The request failed";
  return { kind: "unknown", message };
}
