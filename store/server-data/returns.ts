import { createSelector } from "@reduxjs/toolkit";

import type { ErrorDetails } from "@/services/error-catalogue";
import type { Itr, ReturnErrors, TdsReturn } from "@/services/returns";
import type { RootState } from "../index";
import { loadReturnsService } from "../api/returns";
import { failure, serverData, settle } from "./api";

/*
 * The person's returns for the ITR and TDS panels, the dashboard and the ITR-2 pre-fill:
 * both lists, one ITR by id, and the pre-fill.
 *
 * The errors map: the app reports a return's problems in the return itself, as `errors`
 * `{ section: ["message", …] }` on each ITR (GET /itr/api/itr/{id}/, /itr/api/itr-all/)
 * and each TDS return (/tds/api/tds-all/). selectReturnErrors derives the map (return id →
 * errors, only returns that have some) from what these endpoints hold, so a list shows a
 * badge and a return's page its messages without a second call, and nothing keeps a copy.
 */

/** How one list's fetch went: its returns, or why it failed. */
export type ListOutcome<Item> = { ok: true; value: Item[] } | { ok: false; error: ErrorDetails };

export interface ReturnsLists {
  itr: ListOutcome<Itr>;
  tds: ListOutcome<TdsReturn>;
}

const LISTS = "LISTS";

async function outcome<Item>(settled: PromiseSettledResult<Item[]>): Promise<ListOutcome<Item>> {
  return settled.status === "fulfilled" ? { ok: true, value: settled.value } : { ok: false, error: await failure(settled.reason) };
}

/**
 * Both lists, side by side and kept apart (Promise.allSettled): a failed TDS list does not
 * hide the ITRs, and the other way round. When the service module itself cannot load
 * (offline), both fail with that reason.
 */
async function bothLists(): Promise<ReturnsLists> {
  let service: Awaited<ReturnType<typeof loadReturnsService>>;
  try {
    service = await loadReturnsService();
  } catch (error) {
    const failed = { ok: false as const, error: await failure(error) };
    return { itr: failed, tds: failed };
  }
  const [itr, tds] = await Promise.allSettled([service.getAllItr(), service.getAllTds()]);
  return { itr: await outcome(itr), tds: await outcome(tds) };
}

const returnsQueries = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** Never an error as a whole: each list's outcome is in the answer. */
    returnsLists: build.query<ReturnsLists, void>({
      queryFn: async () => ({ data: await bothLists() }),
      providesTags: [{ type: "Returns", id: LISTS }],
    }),
    itr: build.query<Itr, number>({
      queryFn: (id) => settle(async () => (await loadReturnsService()).getItr(id)),
      providesTags: (_itr, _error, id) => [{ type: "Returns", id: `itr-${id}` }],
    }),
  }),
});

/** Mutations apart from the queries, so they can write to the queries' cache by name. */
export const returnsData = returnsQueries.injectEndpoints({
  endpoints: (build) => ({
    prefillItr: build.mutation<Itr, number>({
      queryFn: (id) => settle(async () => (await loadReturnsService()).prefillItr(id)),
      // The answer is the pre-filled return: it is the ITR's cached value at once (as new,
      // so the errors map takes it), and the lists, whose badges count its errors, ask again.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(returnsQueries.util.upsertQueryEntries([{ endpointName: "itr", arg: id, value: data }]));
        } catch {
          // A failed pre-fill is the screen's to show; the cached return is still the app's.
        }
      },
      invalidatesTags: (_itr, error) => (error ? [] : [{ type: "Returns", id: LISTS }]),
    }),
  }),
});

export const { useReturnsListsQuery, useItrQuery, usePrefillItrMutation } = returnsData;

/* The errors map */

export interface ReturnErrorsMap {
  /** ITR id → its errors; only returns that have some. */
  itr: Record<string, ReturnErrors>;
  tds: Record<string, ReturnErrors>;
}

const NO_RETURN_ERRORS: ReturnErrorsMap = { itr: {}, tds: {} };
const NO_ERRORS: ReturnErrors = {};

const hasErrors = (errors: ReturnErrors | null | undefined): errors is ReturnErrors => Boolean(errors && Object.keys(errors).length > 0);

/** The errors of each return that has some, by id. */
function errorsById(returns: ReadonlyArray<Pick<Itr | TdsReturn, "id" | "errors">>): Record<string, ReturnErrors> {
  const map: Record<string, ReturnErrors> = {};
  for (const { id, errors } of returns) if (hasErrors(errors)) map[String(id)] = errors;
  return map;
}

/**
 * The errors map, from the cached answers: each list's returns, and every ITR read on its
 * own (GET /itr/api/itr/{id}/, after a pre-fill or an edit) that answered after the ITR
 * list did, which replaces that return's entry. A list that failed adds nothing.
 * Undefined state (a store made before this module loaded) reads as no errors.
 */
export const selectReturnErrors = createSelector([(state: RootState) => state.serverData?.queries], (queries): ReturnErrorsMap => {
  if (!queries) return NO_RETURN_ERRORS;
  const entries = Object.values(queries);
  const listsEntry = entries.find((entry) => entry?.endpointName === "returnsLists");
  const lists = listsEntry?.data as ReturnsLists | undefined;
  const itr = lists?.itr.ok ? errorsById(lists.itr.value) : {};
  const tds = lists?.tds.ok ? errorsById(lists.tds.value) : {};
  const itrListedAt = lists?.itr.ok ? (listsEntry?.fulfilledTimeStamp ?? 0) : 0;
  for (const entry of entries) {
    if (entry?.endpointName !== "itr" || entry.data === undefined || (entry.fulfilledTimeStamp ?? 0) <= itrListedAt) continue;
    const { id, errors } = entry.data as Itr;
    if (hasErrors(errors)) itr[String(id)] = errors;
    else delete itr[String(id)];
  }
  return { itr, tds };
});

export const selectItrErrors = (state: RootState, id: number): ReturnErrors => selectReturnErrors(state).itr[String(id)] ?? NO_ERRORS;
export const selectTdsErrors = (state: RootState, id: number): ReturnErrors => selectReturnErrors(state).tds[String(id)] ?? NO_ERRORS;

/** How many returns have errors, for a badge. */
export const selectReturnsWithErrorsCount = (state: RootState): number => {
  const { itr, tds } = selectReturnErrors(state);
  return Object.keys(itr).length + Object.keys(tds).length;
};
