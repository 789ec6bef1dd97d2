import { useState } from "react";

import { userMessage, type ErrorDetails, type UserAction } from "@/services/error-catalogue";
import type { Itr } from "@/services/returns";
import { loadView } from "@/store/server-data/load-view";
import { useItrQuery, usePrefillItrMutation } from "@/store/server-data/returns";

import { useReturnsLists } from "../panels/use-returns-lists";

/*
 * One return for the ITR-2 pre-fill view, and the pre-fill itself. The link names the
 * return by its uuid (?uuid=), but the app reads a return by its number
 * (GET /itr/api/itr/{id}/, services/returns.ts), so the uuid is first found among the
 * person's returns (the panels' lists, GET /itr/api/itr-all/). A number in ?uuid= is taken
 * as the id. Both reads are the server-data API's, so a return opened from the ITR panel
 * is found in the list it already holds, and a pre-fill updates the panels' badges too.
 */

export type ItrLoad =
  { state: "missing" } | { state: "loading" } | { state: "not-found" } | { state: "failed"; message: string } | { state: "loaded"; itr: Itr };

export type PrefillState = { state: "idle" | "working" } | { state: "done"; message: string } | { state: "failed"; message: string };

const prefillAction: UserAction = { doing: "Pre-filling the return", feature: "Pre-filling", form: false };

const isNotFound = (error: ErrorDetails) => error.kind === "http" && error.status === 404;

export function useItr2(reference: string | null) {
  const byId = reference !== null && /^\d+$/.test(reference);
  const list = useReturnsLists({ skip: reference === null || byId }).itr;
  const listedId = list.status === "succeeded" ? list.value.find((itr) => itr.uuid === reference)?.id : undefined;
  const id = byId ? Number(reference) : listedId;
  const itr = loadView(useItrQuery(id ?? 0, { skip: id === undefined }));
  const [prefillItr] = usePrefillItrMutation();
  const [prefill, setPrefill] = useState<PrefillState>({ state: "idle" });

  let load: ItrLoad;
  if (!reference) load = { state: "missing" };
  else if (!byId && list.status === "loading") load = { state: "loading" };
  else if (!byId && list.status === "failed") load = { state: "failed", message: userMessage(list.error, "load") };
  else if (id === undefined) load = { state: "not-found" };
  else if (itr.status === "loading") load = { state: "loading" };
  else if (itr.status === "failed") load = isNotFound(itr.error) ? { state: "not-found" } : { state: "failed", message: userMessage(itr.error, "load") };
  else load = { state: "loaded", itr: itr.value };

  // Whichever read failed is asked again.
  const retry = !byId && list.status === "failed" ? list.retry : itr.retry;

  const runPrefill = async () => {
    if (load.state !== "loaded") return;
    setPrefill({ state: "working" });
    // The answer becomes the return shown (the mutation writes it to the cache).
    const result = await prefillItr(load.itr.id);
    if ("error" in result) setPrefill({ state: "failed", message: userMessage(result.error, prefillAction) });
    else setPrefill({ state: "done", message: "Pre-filled with the details the Income Tax Department holds." });
  };

  return { load, prefill, retry, runPrefill };
}
