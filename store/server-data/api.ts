import { createApi, fakeBaseQuery } from "@reduxjs/toolkit/query/react";

import type { ErrorDetails } from "@/services/error-catalogue";
import { rootReducer } from "../index";
import { addLateMiddleware } from "../late-middleware";

/*
 * The one home of server data (lists and records the screens show): an RTK Query API with
 * no endpoints of its own. Each screen's module injects its endpoints (injectEndpoints), and
 * this module is imported only by those modules, so neither RTK Query nor any endpoint is in
 * a page's first load. Endpoints call the typed services (which parse every answer with zod)
 * through `settle`, so a failure is always the catalogue's ErrorDetails, plain data a screen
 * turns into words with userMessage().
 *
 * Importing this module adds the API's state to the root reducer and its middleware (cache
 * lifetimes, tag invalidation) to every store, including one made before it loaded.
 */
export const serverData = createApi({
  reducerPath: "serverData",
  baseQuery: fakeBaseQuery<ErrorDetails>(),
  tagTypes: ["Vault", "Returns", "ChatServices"],
  // A screen opened again shows what it last knew at once and asks again: prices, returns
  // and documents change on the app's side.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

rootReducer.inject(serverData);
addLateMiddleware(serverData.middleware);

declare module "../index" {
  export interface LazyLoadedSlices {
    [serverData.reducerPath]: ReturnType<typeof serverData.reducer>;
  }
}

/** What a failure keeps; when even the catalogue cannot load (offline), a network failure. */
export async function failure(error: unknown): Promise<ErrorDetails> {
  try {
    const { errorDetails } = await import("@/services/error-catalogue");
    return errorDetails(error);
  } catch {
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  }
}

/** A service call as an endpoint's answer: its value, or the failure as ErrorDetails. Never throws. */
export async function settle<Value>(call: () => Promise<Value>): Promise<{ data: Value } | { error: ErrorDetails }> {
  try {
    return { data: await call() };
  } catch (error) {
    return { error: await failure(error) };
  }
}
