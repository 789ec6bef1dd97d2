import { useCallback, useEffect, useMemo, useState } from "react";
import { config } from "@/lib/site/config";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import type { LookupAnswer, LookupArg, LookupName, LookupRequest } from "@/store/server-data/lookups";

export type LiveLookupState<T> =
  | { phase: "unconfigured" }
  | { phase: "idle" }
  /** Typing is settling (or the look-up's code loading): nothing sent yet for this argument. */
  | { phase: "waiting" }
  | { phase: "loading" }
  | { phase: "done"; data: T }
  | { phase: "failed"; kind: string };

/** Typing settles before a look-up is sent, so a code typed character by character costs one request. */
export const LOOKUP_DEBOUNCE_MS = 400;

/*
 * The look-ups live in the server-data API (store/server-data/lookups.ts), which this hook
 * loads with import() when a look-up is first due: the public calculator pages that show
 * them import this file statically, and RTK Query must stay out of their first load.
 */
type LookupsModule = typeof import("@/store/server-data/lookups");
const loadLookups = (): Promise<LookupsModule> => import("@/store/server-data/lookups");

const noEntry = () => undefined;

/** What this hook sent for its current look-up: the request, or null when the look-up's code could not load. */
interface Sent {
  attempt: number;
  request: LookupRequest | null;
}

const kindOf = (error: unknown) => (typeof error === "object" && error !== null && "kind" in error ? String(error.kind) : "network");

/**
 * Runs the live look-up `name` for `arg` (null: nothing to look up) after typing settles,
 * cancelling the one for an earlier argument. With no API configured it never calls (nor
 * loads the API) and says so; a failure is a state the page shows (never an endless
 * spinner: the service sets a short time-out), with `retry` to try again. The answer shown
 * is always the one for the current argument, from the RTK Query cache.
 */
export function useLiveLookup<Name extends LookupName>(
  name: Name,
  arg: LookupArg<Name> | null,
): { state: LiveLookupState<LookupAnswer<Name>>; retry: () => void } {
  const configured = Boolean(config.apiUrl);
  const due = configured && arg !== null;
  const dispatch = useAppDispatch();
  const [lookups, setLookups] = useState<LookupsModule | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState<Sent | null>(null);

  // A new argument has sent nothing yet: forget the last one's request while rendering
  // (React's pattern for state that follows a prop), so its failure, or its abort, never
  // shows under the new argument while typing settles.
  const [previousArg, setPreviousArg] = useState(arg);
  if (arg !== previousArg) {
    setPreviousArg(arg);
    setSent(null);
  }

  useEffect(() => {
    if (!due) return;
    let current = true;
    let request: LookupRequest | null = null;
    const timer = setTimeout(() => {
      loadLookups()
        .then((module) => {
          if (!current) return;
          request = dispatch(module.startLookup(name, arg));
          setLookups(module);
          setSent({ attempt, request });
        })
        // The code did not load (offline) or could not start: a failure with a retry, never an endless wait.
        .catch(() => current && setSent({ attempt, request: null }));
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      request?.abort();
      request?.unsubscribe();
    };
  }, [due, dispatch, name, arg, attempt]);

  const select = useMemo(() => (lookups && arg !== null ? lookups.selectLookup(name, arg) : noEntry), [lookups, name, arg]);
  const entry = useAppSelector(select);

  // A failed request is asked again at once; code that failed to load is loaded again after the usual pause.
  const retry = useCallback(() => {
    if (sent?.request) sent.request.refetch();
    else setAttempt((count) => count + 1);
  }, [sent]);

  let state: LiveLookupState<LookupAnswer<Name>>;
  if (!configured) state = { phase: "unconfigured" };
  else if (arg === null) state = { phase: "idle" };
  else if (sent?.attempt === attempt) {
    // This argument's own request: its cache entry says how it went.
    if (!sent.request) state = { phase: "failed", kind: "network" };
    else if (entry?.status === "fulfilled" && entry.data !== undefined) state = { phase: "done", data: entry.data };
    else if (entry?.status === "rejected") state = { phase: "failed", kind: kindOf(entry.error) };
    else state = { phase: "loading" };
  }
  // While typing settles, an answer the cache still holds for this very argument shows at once.
  else if (entry?.status === "fulfilled" && entry.data !== undefined) state = { phase: "done", data: entry.data };
  else state = { phase: "waiting" };

  return { state, retry };
}
