import { useCallback } from "react";

import type { Itr, TdsReturn } from "@/services/returns";
import { fetchReturnErrors } from "@/store/chat-slice";
import { useAppDispatch } from "@/store/hooks";

import { thunkResult } from "./thunk-result";
import { useLoad, type LoadView } from "./use-load";

export interface ReturnsLists {
  itr: Itr[];
  tds: TdsReturn[];
}

/**
 * The person's ITRs (/itr/api/itr-all/) and TDS returns (/tds/api/tds-all/), fetched
 * through the chat slice's fetchReturnErrors: the one call that fills the TDS/ITR errors
 * map also hands back the lists, so the lists and the messages beside them always agree.
 * The slice keeps only the map; the lists stay with the screen that asked.
 * Both are asked together, so either failing fails both (the slice's design).
 */
export function useReturnsLists(): LoadView<ReturnsLists> {
  const dispatch = useAppDispatch();
  const load = useCallback(async () => thunkResult<ReturnsLists>(await dispatch(fetchReturnErrors())), [dispatch]);
  return useLoad(load);
}
