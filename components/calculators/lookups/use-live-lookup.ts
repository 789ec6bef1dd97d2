import { useCallback, useEffect, useState } from "react";
import { config } from "@/lib/site/config";

export type LiveLookupState<T> =
  | { phase: "unconfigured" }
  | { phase: "idle" }
  | { phase: "loading" }
  | { phase: "done"; data: T }
  | { phase: "failed"; kind: string };

/** Typing settles before a look-up is sent, so a code typed character by character costs one request. */
export const LOOKUP_DEBOUNCE_MS = 400;

/**
 * Runs a live look-up for `key` (null: nothing to look up) against the app's API, after
 * typing settles, cancelling the previous one. With no API configured it never calls
 * and says so; a failure is a state the page shows (never an endless spinner: the
 * service sets a short time-out), with `retry` to try again.
 */
export function useLiveLookup<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const configured = Boolean(config.apiUrl);
  const [state, setState] = useState<LiveLookupState<T>>(configured ? { phase: "idle" } : { phase: "unconfigured" });
  const [attempt, setAttempt] = useState(0);

  // Nothing to look up any more: back to idle at once, while rendering (React's pattern
  // for state that follows a prop), rather than one render late from the effect.
  const [previousKey, setPreviousKey] = useState(key);
  if (key !== previousKey) {
    setPreviousKey(key);
    if (configured && key === null) setState({ phase: "idle" });
  }

  useEffect(() => {
    if (!configured || key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ phase: "loading" });
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ phase: "done", data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const kind = typeof error === "object" && error !== null && "kind" in error ? String((error as { kind: unknown }).kind) : "network";
          setState({ phase: "failed", kind });
        },
      );
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `load` is a new function each render; the key names what is looked up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [configured, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
