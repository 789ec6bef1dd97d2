import { useCallback, useEffect, useRef, useState } from "react";

import { errorDetails, userMessage, type UserAction } from "@/services/error-catalogue";
import type { Itr } from "@/services/returns";

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
  const { getAllItr, getItr } = await import("@/services/returns");
  if (/^\d+$/.test(reference)) return getItr(Number(reference));
  const listed = (await getAllItr()).find((itr) => itr.uuid === reference);
  return listed ? getItr(listed.id) : undefined;
}

export function useItr2(reference: string | null) {
  const [load, setLoad] = useState<ItrLoad>(reference ? { state: "loading" } : { state: "missing" });
  const [prefill, setPrefill] = useState<PrefillState>({ state: "idle" });
  // The reference of the latest load: a slower, older answer never replaces a newer one.
  const latest = useRef(reference);

  const fetchItr = useCallback(async () => {
    latest.current = reference;
    if (!reference) {
      setLoad({ state: "missing" });
      return;
    }
    setLoad({ state: "loading" });
    try {
      const itr = await findItr(reference);
      if (latest.current !== reference) return;
      setLoad(itr ? { state: "loaded", itr } : { state: "not-found" });
    } catch (error) {
      if (latest.current !== reference) return;
      setLoad(isNotFound(error) ? { state: "not-found" } : { state: "failed", message: userMessage(error, "load") });
    }
  }, [reference]);

  useEffect(() => {
    void fetchItr();
  }, [fetchItr]);

  const runPrefill = useCallback(async () => {
    if (load.state !== "loaded") return;
    setPrefill({ state: "working" });
    try {
      const { prefillItr } = await import("@/services/returns");
      const itr = await prefillItr(load.itr.id);
      setLoad({ state: "loaded", itr });
      setPrefill({ state: "done", message: "Pre-filled with the details the Income Tax Department holds." });
    } catch (error) {
      setPrefill({ state: "failed", message: userMessage(error, prefillAction) });
    }
  }, [load]);

  return { load, prefill, retry: fetchItr, runPrefill };
}
