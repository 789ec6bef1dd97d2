import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { ApiEndpointQuery, DefinitionsFromApi, QueryArgFrom, QueryStatus, ResultTypeFrom } from "@reduxjs/toolkit/query";
import type { ExchangeRates, GoldRates, GstinRegistration, HsnAnswer, IfscBranch } from "@/services/lookups";
import type { RootState } from "../index";
import { loadLookupsService } from "../api/lookups";
import { serverData, settle } from "./api";

/*
 * The calculators' live look-ups (a GSTIN's registration, an IFSC's branch, finer HSN codes,
 * today's exchange and gold rates). Public calculator pages show them, and those pages'
 * first load must stay without RTK Query: only components/calculators/lookups/
 * use-live-lookup.ts loads this module, with import(), once a look-up is due. It drives the
 * endpoints with startLookup and selectLookup rather than generated hooks, which a
 * statically imported component could not call before the module is there.
 */
export const lookupsData = serverData.injectEndpoints({
  endpoints: (build) => ({
    gstinRegistration: build.query<GstinRegistration, string>({
      queryFn: (gstin, { signal }) => settle(async () => (await loadLookupsService()).lookUpGstin(gstin, signal)),
    }),
    ifscBranch: build.query<IfscBranch, string>({
      queryFn: (ifsc, { signal }) => settle(async () => (await loadLookupsService()).lookUpIfsc(ifsc, signal)),
    }),
    hsnEntries: build.query<HsnAnswer, string>({
      queryFn: (q, { signal }) => settle(async () => (await loadLookupsService()).lookUpHsn(q, signal)),
    }),
    exchangeRates: build.query<ExchangeRates, void>({
      queryFn: (_arg, { signal }) => settle(async () => (await loadLookupsService()).getExchangeRates(signal)),
    }),
    goldRates: build.query<GoldRates, void>({
      queryFn: (_arg, { signal }) => settle(async () => (await loadLookupsService()).getGoldRates(signal)),
    }),
  }),
});

type Definitions = DefinitionsFromApi<typeof lookupsData>;
export type LookupName = keyof Definitions;
export type LookupArg<Name extends LookupName> = QueryArgFrom<Definitions[Name]>;
export type LookupAnswer<Name extends LookupName> = ResultTypeFrom<Definitions[Name]>;

/** A look-up's cache entry as the calculators read it; `error` is the catalogue's ErrorDetails. */
export interface LookupEntry<Answer> {
  status: QueryStatus;
  data?: Answer;
  error?: unknown;
}

/** A started look-up: `refetch` asks again (a retry), `abort` drops the answer under way, `unsubscribe` lets the cache forget it. */
export interface LookupRequest {
  refetch: () => unknown;
  abort: () => void;
  unsubscribe: () => void;
}

// TypeScript cannot follow a generic name through the endpoints' mapped type on its own.
const endpointOf = <Name extends LookupName>(name: Name) => lookupsData.endpoints[name] as unknown as ApiEndpointQuery<Definitions[Name], Definitions>;

/**
 * Starts a look-up, or joins the same one under way, and holds its answer until
 * unsubscribed. An answer already in the cache is not asked for again (forceRefetch: false
 * overrides the API's refetchOnMountOrArgChange): going back to a code typed a moment ago
 * shows its answer at once, and the rates are asked for once however often a panel mounts.
 */
export function startLookup<Name extends LookupName>(name: Name, arg: LookupArg<Name>): ThunkAction<LookupRequest, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    // A store made before this module loaded holds the API's state only after its next
    // action, and RTK Query reads that state before it dispatches any: so one goes first.
    if (!getState().serverData) dispatch({ type: `${serverData.reducerPath}/stateAdded` });
    return dispatch(endpointOf(name).initiate(arg, { forceRefetch: false }));
  };
}

/** The cache entry for one look-up; undefined before the store holds any server data. */
export function selectLookup<Name extends LookupName>(name: Name, arg: LookupArg<Name>) {
  const select = endpointOf(name).select(arg);
  // RootState types the API's state without these endpoints (they are injected later).
  return (state: RootState): LookupEntry<LookupAnswer<Name>> | undefined =>
    state.serverData ? select(state as unknown as Parameters<typeof select>[0]) : undefined;
}
