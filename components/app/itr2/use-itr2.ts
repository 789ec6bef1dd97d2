import { useCallback, useEffect, useMemo, useState } from "react";

import { errorDetails, userMessage, type UserAction } from "@/services/error-catalogue";
import type { Itr } from "@/services/returns";
import { loadReturnsService } from "@/store/api/returns";

/*
 * One return for the ITR-2 pre-fill view, and the pre-fill itself. The link names the
 * return by its uuid (?uuid=), but the app reads a return by its number
 * (GET /itr/api/itr/{id}/, services/returns.ts), so the uuid is first found among the
 * person's returns (GET /itr/api/itr-all/). A number in ?uuid= is taken as the id.
 */

export type ItrLoad =
  | { state: "missing" }
  | { state: "loading" }
  | { state: "not-found" }
  | { state: "failed"; message: string }
  | { state: "loaded"; itr: Itr };

export type PrefillState = { state: "idle" | "working" } | { state: "done"; message: string } | { state: "failed"; message: string };

const prefillAction: UserAction = { doing: "Pre-filling the return", feature: "Pre-filling", form: false };

const isNotFound = (error: unknown) => {
  const details = errorDetails(error);
  return details.kind === "http" && details.status === 404;
};

async function findItr(reference: string): Promise<Itr | undefined> {
  const { getAllItr, getItr } = await loadReturnsService();
  if (/^\d+$/.test(reference)) return getItr(Number(reference));
  const listed = (await getAllItr()).find((itr) => itr.uuid === reference);
  return listed ? getItr(listed.id) : undefined;
}

type Answer = { reference: string; attempt: number; load: ItrLoad };

export function useItr2(reference: string | null) {
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers the reference and attempt it answers, so a slower, older answer
  // never shows as a newer one's: until its own answer comes, a return is loading.
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [prefill, setPrefill] = useState<PrefillState>({ state: "idle" });

  useEffect(() => {
    if (!reference) return;
    let current = true;
    findItr(reference).then(
      (itr) => current && setAnswer({ reference, attempt, load: itr ? { state: "loaded", itr } : { state: "not-found" } }),
      (error: unknown) =>
        current &&
        setAnswer({
          reference,
          attempt,
          load: isNotFound(error) ? { state: "not-found" } : { state: "failed", message: userMessage(error, "load") },
        }),
    );
    return () => {
      current = false;
    };
  }, [reference, attempt]);

  const load = useMemo<ItrLoad>(
    () =>
      !reference
        ? { state: "missing" }
        : answer && answer.reference === reference && answer.attempt === attempt
          ? answer.load
          : { state: "loading" },
    [reference, answer, attempt],
  );

  const retry = useCallback(async () => setAttempt((count) => count + 1), []);

  const runPrefill = useCallback(async () => {
    if (load.state !== "loaded") return;
    setPrefill({ state: "working" });
    try {
      const { prefillItr } = await loadReturnsService();
      const itr = await prefillItr(load.itr.id);
      setAnswer((current) => (current && current.reference === reference ? { ...current, load: { state: "loaded", itr } } : current));
      setPrefill({ state: "done", message: "Pre-filled with the details the Income Tax Department holds." });
    } catch (error) {
      setPrefill({ state: "failed", message: userMessage(error, prefillAction) });
    }
  }, [load, reference]);

  return { load, prefill, retry, runPrefill };
}
