import { createAsyncThunk, createSlice, type WithSlice } from "@reduxjs/toolkit";

import type { ChatService, ChatServiceType, VaultDocument, VaultQuery } from "@/services/chat";
import type { ErrorDetails } from "@/services/error-catalogue";
import type { Itr, ReturnErrors, TdsReturn } from "@/services/returns";
import { rootReducer } from "./index";

/*
 * What the signed-in screens share about the person's chats with experts: their chat
 * services by type, the list of service types, the vault documents of one service, and
 * the TDS/ITR errors map.
 *
 * The errors map: the app reports a return's problems in the return itself, as `errors`
 * `{ section: ["message", …] }` on each ITR (GET /itr/api/itr/{id}/, /itr/api/itr-all/)
 * and each TDS return (/tds/api/tds-all/). The map keeps them by return id, one map per
 * kind, so a list shows a badge and a return's page its messages without a second call.
 * A return with no errors has no entry. The two lists are fetched side by side and kept
 * apart: one failing leaves the other, and its part of the map, in place.
 *
 * Failures are kept as ErrorDetails (kind, status, message, field errors): plain data,
 * and what userMessage() turns into words. Services are imported when a thunk runs, so
 * axios and zod stay out of the first load of every page.
 */

export type LoadStatus = "idle" | "loading" | "succeeded" | "failed";

export interface Loadable<Item> {
  status: LoadStatus;
  error: ErrorDetails | null;
  items: Item[];
}

export interface VaultState extends Loadable<VaultDocument> {
  /** Whose documents `items` are. */
  query: VaultQuery | null;
  deleting: boolean;
  deleteError: ErrorDetails | null;
}

/** One list's part of the errors map: how its last fetch went, and its returns' errors. */
export interface ReturnErrorsList {
  status: LoadStatus;
  error: ErrorDetails | null;
  /** Return id → its errors; only returns that have some. */
  byId: Record<string, ReturnErrors>;
}

export interface ReturnErrorsState {
  itr: ReturnErrorsList;
  tds: ReturnErrorsList;
}

/** How one list's fetch went: its returns, or why it failed (the same shape as a LoadResult). */
export type ListOutcome<Item> = { ok: true; value: Item[] } | { ok: false; error: ErrorDetails };

export interface ReturnsListsOutcome {
  itr: ListOutcome<Itr>;
  tds: ListOutcome<TdsReturn>;
}

export interface ChatState {
  /** Keyed by the service type asked for ("ITR", "TDS", …). */
  servicesByType: Record<string, Loadable<ChatService>>;
  serviceTypes: Loadable<ChatServiceType>;
  vault: VaultState;
  returnErrors: ReturnErrorsState;
}

const idle = <Item>(): Loadable<Item> => ({ status: "idle", error: null, items: [] });

export const initialChatState: ChatState = {
  servicesByType: {},
  serviceTypes: idle(),
  vault: { ...idle<VaultDocument>(), query: null, deleting: false, deleteError: null },
  returnErrors: { itr: { status: "idle", error: null, byId: {} }, tds: { status: "idle", error: null, byId: {} } },
};

/**
 * Any root state: in a store made before this module loaded, `chat` is missing until the
 * next action, and the selectors (and thunk conditions) then read the starting state.
 */
interface ChatRootState {
  chat?: ChatState;
}

/** The chat state, or the starting state where the store does not hold it yet. */
const chatState = (state: ChatRootState): ChatState => injectedChat.selectSlice(state);

interface ThunkConfig {
  rejectValue: ErrorDetails;
  state: ChatRootState;
}

/** What a failed thunk keeps; when even the catalogue cannot load (offline), a network failure. */
async function failure(error: unknown): Promise<ErrorDetails> {
  try {
    const { errorDetails } = await import("@/services/error-catalogue");
    return errorDetails(error);
  } catch {
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  }
}

/** The errors of each return that has some, by id. */
function errorsById(returns: ReadonlyArray<Pick<Itr | TdsReturn, "id" | "errors">>): Record<string, ReturnErrors> {
  const map: Record<string, ReturnErrors> = {};
  for (const { id, errors } of returns) {
    if (errors && Object.keys(errors).length > 0) map[String(id)] = errors;
  }
  return map;
}

export const fetchChatServices = createAsyncThunk<ChatService[], string, ThunkConfig>(
  "chat/fetchServices",
  async (serviceType, { rejectWithValue }) => {
    try {
      const { getChatServices } = await import("@/services/chat");
      return await getChatServices(serviceType);
    } catch (error) {
      return rejectWithValue(await failure(error));
    }
  },
  // One request per type at a time; a later call (a refresh) goes through.
  { condition: (serviceType, { getState }) => chatState(getState()).servicesByType[serviceType]?.status !== "loading" },
);

export const fetchChatServiceTypes = createAsyncThunk<ChatServiceType[], void, ThunkConfig>(
  "chat/fetchServiceTypes",
  async (_arg, { rejectWithValue }) => {
    try {
      const { getChatServiceTypes } = await import("@/services/chat");
      return await getChatServiceTypes();
    } catch (error) {
      return rejectWithValue(await failure(error));
    }
  },
  { condition: (_arg, { getState }) => chatState(getState()).serviceTypes.status !== "loading" },
);

export const fetchVaultDetails = createAsyncThunk<VaultDocument[], VaultQuery, ThunkConfig>(
  "chat/fetchVaultDetails",
  async (query, { rejectWithValue }) => {
    try {
      const { getVaultDetails } = await import("@/services/chat");
      return await getVaultDetails(query);
    } catch (error) {
      return rejectWithValue(await failure(error));
    }
  },
);

export const deleteVaultDocuments = createAsyncThunk<string[], VaultQuery & { uuids: string[] }, ThunkConfig>(
  "chat/deleteVaultDocuments",
  async (request, { rejectWithValue }) => {
    try {
      const service = await import("@/services/chat");
      await service.deleteVaultDocuments(request);
      return request.uuids;
    } catch (error) {
      return rejectWithValue(await failure(error));
    }
  },
);

async function outcome<Item>(settled: PromiseSettledResult<Item[]>): Promise<ListOutcome<Item>> {
  return settled.status === "fulfilled" ? { ok: true, value: settled.value } : { ok: false, error: await failure(settled.reason) };
}

/**
 * Both lists of returns, for the whole errors map. Never rejects: each list settles on its
 * own (Promise.allSettled), so a failed TDS list does not hide the ITRs, and the other way
 * round. When the service module itself cannot load (offline), both fail with that reason.
 */
export const fetchReturnErrors = createAsyncThunk<ReturnsListsOutcome, void, ThunkConfig>("chat/fetchReturnErrors", async () => {
  let service: typeof import("@/services/returns");
  try {
    service = await import("@/services/returns");
  } catch (error) {
    const failed = { ok: false as const, error: await failure(error) };
    return { itr: failed, tds: failed };
  }
  const [itr, tds] = await Promise.allSettled([service.getAllItr(), service.getAllTds()]);
  return { itr: await outcome(itr), tds: await outcome(tds) };
});

/** One ITR, after it changed (a pre-fill, an edit): refreshes only its entry. */
export const fetchItrErrors = createAsyncThunk<Itr, number, ThunkConfig>("chat/fetchItrErrors", async (id, { rejectWithValue }) => {
  try {
    const { getItr } = await import("@/services/returns");
    return await getItr(id);
  } catch (error) {
    return rejectWithValue(await failure(error));
  }
});

const rejected = (action: { payload?: ErrorDetails; error: { message?: string } }): ErrorDetails =>
  action.payload ?? { kind: "unknown", message: action.error.message ?? "The request failed" };

const chatSlice = createSlice({
  name: "chat",
  initialState: initialChatState,
  reducers: {
    /** Forgets everything (after logout): the next person must not see these chats. */
    chatCleared: () => initialChatState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchChatServices.pending, (state, action) => {
        const entry = (state.servicesByType[action.meta.arg] ??= idle());
        // Items already shown stay while a refresh is under way.
        entry.status = "loading";
      })
      .addCase(fetchChatServices.fulfilled, (state, action) => {
        state.servicesByType[action.meta.arg] = { status: "succeeded", error: null, items: action.payload };
      })
      .addCase(fetchChatServices.rejected, (state, action) => {
        const entry = (state.servicesByType[action.meta.arg] ??= idle());
        entry.status = "failed";
        entry.error = rejected(action);
      })
      .addCase(fetchChatServiceTypes.pending, (state) => {
        state.serviceTypes.status = "loading";
      })
      .addCase(fetchChatServiceTypes.fulfilled, (state, action) => {
        state.serviceTypes = { status: "succeeded", error: null, items: action.payload };
      })
      .addCase(fetchChatServiceTypes.rejected, (state, action) => {
        state.serviceTypes.status = "failed";
        state.serviceTypes.error = rejected(action);
      })
      .addCase(fetchVaultDetails.pending, (state, action) => {
        const sameVault =
          state.vault.query?.email === action.meta.arg.email && state.vault.query.serviceType === action.meta.arg.serviceType;
        state.vault.status = "loading";
        // Another person's or service's documents must not show while the new ones load.
        if (!sameVault) state.vault.items = [];
        state.vault.query = action.meta.arg;
      })
      .addCase(fetchVaultDetails.fulfilled, (state, action) => {
        // A slower answer for an earlier query must not overwrite the current one.
        if (state.vault.query !== null && !sameQuery(state.vault.query, action.meta.arg)) return;
        state.vault.status = "succeeded";
        state.vault.error = null;
        state.vault.items = action.payload;
      })
      .addCase(fetchVaultDetails.rejected, (state, action) => {
        if (state.vault.query !== null && !sameQuery(state.vault.query, action.meta.arg)) return;
        state.vault.status = "failed";
        state.vault.error = rejected(action);
      })
      .addCase(deleteVaultDocuments.pending, (state) => {
        state.vault.deleting = true;
        state.vault.deleteError = null;
      })
      .addCase(deleteVaultDocuments.fulfilled, (state, action) => {
        const deleted = new Set(action.payload);
        state.vault.deleting = false;
        state.vault.items = state.vault.items.filter((document) => !deleted.has(document.uuid));
      })
      .addCase(deleteVaultDocuments.rejected, (state, action) => {
        state.vault.deleting = false;
        state.vault.deleteError = rejected(action);
      })
      .addCase(fetchReturnErrors.pending, (state) => {
        state.returnErrors.itr.status = "loading";
        state.returnErrors.tds.status = "loading";
      })
      .addCase(fetchReturnErrors.fulfilled, (state, action) => {
        settleList(state.returnErrors.itr, action.payload.itr);
        settleList(state.returnErrors.tds, action.payload.tds);
      })
      .addCase(fetchReturnErrors.rejected, (state, action) => {
        // The thunk catches every service failure; should it still throw (a bug), both lists
        // say so rather than load for ever.
        for (const list of [state.returnErrors.itr, state.returnErrors.tds]) {
          list.status = "failed";
          list.error = rejected(action);
        }
      })
      .addCase(fetchItrErrors.fulfilled, (state, action) => {
        const { id, errors } = action.payload;
        if (errors && Object.keys(errors).length > 0) state.returnErrors.itr.byId[String(id)] = errors;
        else delete state.returnErrors.itr.byId[String(id)];
      });
    // A failed fetchItrErrors is the return's own screen's to show (it reads the thunk's
    // result); the list it came from is still as good as it was, so nothing changes here.
  },
});

/** A list's fetch settled: its map replaced, or, on failure, the last good map kept beside the error. */
function settleList(list: ReturnErrorsList, result: ListOutcome<Pick<Itr | TdsReturn, "id" | "errors">>): void {
  if (result.ok) {
    list.status = "succeeded";
    list.error = null;
    list.byId = errorsById(result.value);
  } else {
    list.status = "failed";
    list.error = result.error;
  }
}

function sameQuery(a: VaultQuery, b: VaultQuery): boolean {
  return a.email === b.email && a.serviceType === b.serviceType;
}

export const chatReducer = chatSlice.reducer;
export const { chatCleared } = chatSlice.actions;

// Loaded only by the app screens (see store/index.ts): importing this module adds the
// slice to the root reducer, and its state to RootState's type.
const injectedChat = chatSlice.injectInto(rootReducer);

declare module "./index" {
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}

const NO_ITEMS: never[] = [];
const NO_ERRORS: ReturnErrors = {};

export const selectChatServices = (state: ChatRootState, serviceType: string): ChatService[] =>
  chatState(state).servicesByType[serviceType]?.items ?? NO_ITEMS;
export const selectChatServicesStatus = (state: ChatRootState, serviceType: string): LoadStatus =>
  chatState(state).servicesByType[serviceType]?.status ?? "idle";
export const selectChatServicesError = (state: ChatRootState, serviceType: string): ErrorDetails | null =>
  chatState(state).servicesByType[serviceType]?.error ?? null;
export const selectChatServiceTypes = (state: ChatRootState) => chatState(state).serviceTypes;
export const selectVault = (state: ChatRootState) => chatState(state).vault;
export const selectReturnErrors = (state: ChatRootState) => chatState(state).returnErrors;
export const selectItrErrors = (state: ChatRootState, id: number): ReturnErrors =>
  chatState(state).returnErrors.itr.byId[String(id)] ?? NO_ERRORS;
export const selectTdsErrors = (state: ChatRootState, id: number): ReturnErrors =>
  chatState(state).returnErrors.tds.byId[String(id)] ?? NO_ERRORS;
/** How many returns have errors, for a badge. */
export const selectReturnsWithErrorsCount = (state: ChatRootState): number =>
  Object.keys(chatState(state).returnErrors.itr.byId).length + Object.keys(chatState(state).returnErrors.tds.byId).length;
