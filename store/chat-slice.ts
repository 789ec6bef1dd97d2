import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";

import type { ChatService, ChatServiceType, VaultDocument, VaultQuery } from "@/services/chat";
import type { ErrorDetails } from "@/services/error-catalogue";
import type { Itr, ReturnErrors, TdsReturn } from "@/services/returns";

/*
 * What the signed-in screens share about the person's chats with experts: their chat
 * services by type, the list of service types, the vault documents of one service, and
 * the TDS/ITR errors map.
 *
 * The errors map: the app reports a return's problems in the return itself, as `errors`
 * `{ section: ["message", …] }` on each ITR (GET /itr/api/itr/{id}/, /itr/api/itr-all/)
 * and each TDS return (/tds/api/tds-all/). The map keeps them by return id, one map per
 * kind, so a list shows a badge and a return's page its messages without a second call.
 * A return with no errors has no entry.
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

export interface ReturnErrorsState {
  status: LoadStatus;
  error: ErrorDetails | null;
  /** ITR id → its errors. */
  itr: Record<string, ReturnErrors>;
  /** TDS return id → its errors. */
  tds: Record<string, ReturnErrors>;
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
  returnErrors: { status: "idle", error: null, itr: {}, tds: {} },
};

interface ChatRootState {
  chat: ChatState;
}

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
  { condition: (serviceType, { getState }) => getState().chat.servicesByType[serviceType]?.status !== "loading" },
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
  { condition: (_arg, { getState }) => getState().chat.serviceTypes.status !== "loading" },
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

/** Both lists of returns, for the whole errors map. */
export const fetchReturnErrors = createAsyncThunk<{ itr: Itr[]; tds: TdsReturn[] }, void, ThunkConfig>(
  "chat/fetchReturnErrors",
  async (_arg, { rejectWithValue }) => {
    try {
      const { getAllItr, getAllTds } = await import("@/services/returns");
      const [itr, tds] = await Promise.all([getAllItr(), getAllTds()]);
      return { itr, tds };
    } catch (error) {
      return rejectWithValue(await failure(error));
    }
  },
);

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
        state.returnErrors.status = "loading";
      })
      .addCase(fetchReturnErrors.fulfilled, (state, action) => {
        state.returnErrors = {
          status: "succeeded",
          error: null,
          itr: errorsById(action.payload.itr),
          tds: errorsById(action.payload.tds),
        };
      })
      .addCase(fetchReturnErrors.rejected, (state, action) => {
        state.returnErrors.status = "failed";
        state.returnErrors.error = rejected(action);
      })
      .addCase(fetchItrErrors.fulfilled, (state, action) => {
        const { id, errors } = action.payload;
        if (errors && Object.keys(errors).length > 0) state.returnErrors.itr[String(id)] = errors;
        else delete state.returnErrors.itr[String(id)];
      })
      .addCase(fetchItrErrors.rejected, (state, action) => {
        state.returnErrors.error = rejected(action);
      });
  },
});

function sameQuery(a: VaultQuery, b: VaultQuery): boolean {
  return a.email === b.email && a.serviceType === b.serviceType;
}

export const chatReducer = chatSlice.reducer;
export const { chatCleared } = chatSlice.actions;

const NO_ITEMS: never[] = [];
const NO_ERRORS: ReturnErrors = {};

export const selectChatServices = (state: ChatRootState, serviceType: string): ChatService[] =>
  state.chat.servicesByType[serviceType]?.items ?? NO_ITEMS;
export const selectChatServicesStatus = (state: ChatRootState, serviceType: string): LoadStatus =>
  state.chat.servicesByType[serviceType]?.status ?? "idle";
export const selectChatServicesError = (state: ChatRootState, serviceType: string): ErrorDetails | null =>
  state.chat.servicesByType[serviceType]?.error ?? null;
export const selectChatServiceTypes = (state: ChatRootState) => state.chat.serviceTypes;
export const selectVault = (state: ChatRootState) => state.chat.vault;
export const selectReturnErrors = (state: ChatRootState) => state.chat.returnErrors;
export const selectItrErrors = (state: ChatRootState, id: number): ReturnErrors =>
  state.chat.returnErrors.itr[String(id)] ?? NO_ERRORS;
export const selectTdsErrors = (state: ChatRootState, id: number): ReturnErrors =>
  state.chat.returnErrors.tds[String(id)] ?? NO_ERRORS;
/** How many returns have errors, for a badge. */
export const selectReturnsWithErrorsCount = (state: ChatRootState): number =>
  Object.keys(state.chat.returnErrors.itr).length + Object.keys(state.chat.returnErrors.tds).length;
