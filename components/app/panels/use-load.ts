import { useCallback, useEffect, useState } from "react";

import type { ErrorDetails } from "@/services/error-catalogue";

export type LoadResult<Value> = { ok: true; value: Value } | { ok: false; error: ErrorDetails };

export type LoadView<Value> =
  | { status: "loading"; value?: undefined; error: null; retry: () => void }
  | { status: "failed"; value?: undefined; error: ErrorDetails; retry: () => void }
  | { status: "succeeded"; value: Value; error: null; retry: () => void };

type Settled<Value> = { status: "loading" } | { status: "failed"; error: ErrorDetails } | { status: "succeeded"; value: Value };

/**
 * Runs `load` when the screen opens, again when `load` changes (a new id) and on retry.
 * An answer that arrives after the screen moved on (another id, unmounted) is dropped, so
 * a slow answer for one return never shows under another's heading.
 * `load` must be stable (useCallback) and must not throw: it reports failure as a result.
 */
export function useLoad<Value>(load: () => Promise<LoadResult<Value>>): LoadView<Value> {
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers the load and attempt it answers: any other is still loading.
  const [answer, setAnswer] = useState<{ load: typeof load; attempt: number; settled: Settled<Value> } | null>(null);

  useEffect(() => {
    let current = true;
    load().then((result) => {
      if (!current) return;
      setAnswer({
        load,
        attempt,
        settled: result.ok ? { status: "succeeded", value: result.value } : { status: "failed", error: result.error },
      });
    });
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const settled: Settled<Value> = answer && answer.load === load && answer.attempt === attempt ? answer.settled : { status: "loading" };

  if (settled.status === "succeeded") return { status: "succeeded", value: settled.value, error: null, retry };
  if (settled.status === "failed") return { status: "failed", error: settled.error, retry };
  return { status: "loading", error: null, retry };
}
