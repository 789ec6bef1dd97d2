import { useCallback } from "react";

import type { Itr, TdsReturn } from "@/services/returns";
import { fetchReturnErrors, type ListOutcome, type ReturnsListsOutcome } from "@/store/chat-slice";
import { useAppDispatch } from "@/store/hooks";

import { thunkResult } from "./thunk-result";
import { useLoad, type LoadView } from "./use-load";

export interface ReturnsLists {
  itr: LoadView<Itr[]>;
  tds: LoadView<TdsReturn[]>;
}

/** One list's view of the shared load: loading or failed as a whole, else as its own fetch went. */
function listView<Item>(whole: LoadView<ReturnsListsOutcome>, pick: (lists: ReturnsListsOutcome) => ListOutcome<Item>): LoadView<Item[]> {
  if (whole.status !== "succeeded") return whole;
  const list = pick(whole.value);
  return list.ok
    ? { status: "succeeded", value: list.value, error: null, retry: whole.retry }
    : { status: "failed", error: list.error, retry: whole.retry };
}

/**
 * The person's ITRs (/itr/api/itr-all/) and TDS returns (/tds/api/tds-all/), fetched
 * through the chat slice's fetchReturnErrors: the one call that fills the TDS/ITR errors
 * map also hands back the lists, so the lists and the messages beside them always agree.
 * The slice keeps only the map; the lists stay with the screen that asked.
 *
 * Each list loads or fails on its own: a failed TDS list leaves the ITRs on screen. A
 * retry asks for both again (one call keeps the two halves of the map from the same
 * moment); the list that had loaded shows its loading line again meanwhile.
 */
export function useReturnsLists(): ReturnsLists {
  const dispatch = useAppDispatch();
  const load = useCallback(async () => thunkResult<ReturnsListsOutcome>(await dispatch(fetchReturnErrors())), [dispatch]);
  const whole = useLoad(load);
  return { itr: listView(whole, (lists) => lists.itr), tds: listView(whole, (lists) => lists.tds) };
}
