import { createAsyncThunk, createSlice, type WithSlice } from "@reduxjs/toolkit";
import { checkEmail, checkMobile, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import { readJson, removeKey, writeJson } from "@/lib/storage";
import type { ErrorDetails, ErrorKind, FieldErrors } from "@/services/error-catalogue";
import type { TaxReportRequest } from "@/services/reports";
import { rootReducer } from "./index";
import { persistWhen } from "./persistence";

/** Where the last report survives a reload; this module's persistence rule writes it. */
export const TAX_REPORT_STORAGE_KEY = "ToReport";

export const DEFAULT_TAX_REPORT_ERROR = "Something went wrong";

/** The report the tax optimiser made for this person: who asked, and the report's id. */
export interface SubmittedTaxReport {
  email: string;
  phone: string;
  name: string;
  /** `to_diy_report_uuid` from POST /calculate_tax/. */
  uuid: string;
}

/**
 * Why a request failed, as plain data (the store keeps only serialisable values):
 * - `message`: the server's own message when its body carries one, else the default;
 * - `status`, `data`, `headers`: the HTTP answer, when there was one;
 * - `kind` and `fieldErrors`: the error catalogue's reading of the failure (a time-out, a
 *   refused field), so the form can pass this object to `userMessage(error, "taxReport")`
 *   and show a sentence a person can act on rather than `message`.
 */
export interface TaxReportError {
  message: string;
  kind: ErrorKind;
  status: number | null;
  data: unknown;
  headers: Record<string, string>;
  fieldErrors?: FieldErrors;
}

export type TaxReportStatus = "idle" | "pending" | "done" | "failed";

export interface TaxReportState {
  status: TaxReportStatus;
  report: SubmittedTaxReport | null;
  error: TaxReportError | null;
}

export function parseSubmittedTaxReport(value: unknown): SubmittedTaxReport | null {
  if (typeof value !== "object" || value === null) return null;
  const { email, phone, name, uuid } = value as Record<string, unknown>;
  if (typeof email !== "string" || typeof phone !== "string" || typeof name !== "string") return null;
  if (typeof uuid !== "string" || uuid === "") return null;
  return { email, phone, name, uuid };
}

/** A fresh store shows the saved report, if a valid one is saved, so a reload keeps it. */
function loadTaxReportState(): TaxReportState {
  const report = readJson(TAX_REPORT_STORAGE_KEY, parseSubmittedTaxReport);
  return report ? { status: "done", report, error: null } : { status: "idle", report: null, error: null };
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;

/** Axios keeps headers in an AxiosHeaders instance; the store gets a plain, lower-cased copy. */
function plainHeaders(raw: unknown): Record<string, string> {
  const record = asRecord(raw);
  if (!record) return {};
  const source = typeof record.toJSON === "function" ? asRecord((record.toJSON as () => unknown).call(record)) : record;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(source ?? {})) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      headers[name.toLowerCase()] = String(value);
    } else if (Array.isArray(value)) {
      headers[name.toLowerCase()] = value.map(String).join(", ");
    }
  }
  return headers;
}

/** A short message the server wrote for people (Django REST uses `detail`), if any. */
function serverMessage(data: unknown): string | null {
  const body = asRecord(data);
  if (!body) return null;
  for (const key of ["message", "detail", "error"]) {
    const text = body[key];
    if (typeof text === "string" && text.trim() !== "" && text.length <= 300) return text.trim();
  }
  return null;
}

/**
 * Turns what createTaxReport threw into plain data. The services wrap every HTTP failure
 * in an ApiError whose `cause` is the AxiosError, so the answer, if there was one, is on
 * `error.cause.response`; it is read by shape, not by class, so axios stays out of this
 * module. `details` is the catalogue's reading of the same error, when it could be loaded.
 */
export function toTaxReportError(error: unknown, details: ErrorDetails | null = null): TaxReportError {
  const thrown = asRecord(error);
  const response = asRecord(asRecord(thrown?.cause)?.response);
  const status =
    typeof response?.status === "number" ? response.status : typeof thrown?.status === "number" ? thrown.status : null;
  const data = response && "data" in response ? (response.data ?? null) : null;
  return {
    message: serverMessage(data) ?? DEFAULT_TAX_REPORT_ERROR,
    kind: details?.kind ?? "unknown",
    status,
    data,
    headers: plainHeaders(response?.headers),
    ...(details?.fieldErrors ? { fieldErrors: details.fieldErrors } : {}),
  };
}

/** The catalogue comes with the services chunk; if even that cannot load, the failure is "unknown". */
async function describeFailure(error: unknown): Promise<TaxReportError> {
  let details: ErrorDetails | null = null;
  try {
    details = (await import("@/services/error-catalogue")).errorDetails(error);
  } catch {
    details = null;
  }
  return toTaxReportError(error, details);
}

const cleaned = (result: FieldResult, typed: string): string => (result.ok ? result.value : typed);

/**
 * Any root state: in a store made before this module loaded, `taxReport` is missing until
 * the next action, and the selectors then read the slice's starting state instead.
 */
interface TaxReportRootState {
  taxReport?: TaxReportState;
}

/** Before the slice's state exists nothing can be pending, so the first submit goes out. */
const isPending = (state: TaxReportRootState) => state.taxReport?.status === "pending";

export const submitTaxReport = createAsyncThunk<
  SubmittedTaxReport,
  TaxReportRequest,
  { rejectValue: TaxReportError; state: TaxReportRootState }
>(
  "taxReport/submit",
  async (body, { rejectWithValue }) => {
    try {
      // Loaded on demand: axios and the API clients stay out of the page's first load.
      // Inside the try, so a chunk that fails to load (offline) fails like a request.
      const { createTaxReport } = await import("@/services/reports");
      const { to_diy_report_uuid } = await createTaxReport(body);
      // The service sent the cleaned-up values (the same rules); the saved report holds them too.
      return {
        email: cleaned(checkEmail(body.email), body.email),
        phone: cleaned(checkMobile(body.mobile_number), body.mobile_number),
        name: cleaned(checkName(body.name), body.name),
        uuid: to_diy_report_uuid,
      };
    } catch (error) {
      return rejectWithValue(await describeFailure(error));
    }
  },
  {
    // A second click while the first request is out does not send the form twice.
    condition: (_body, { getState }) => !isPending(getState()),
  },
);

const taxReportSlice = createSlice({
  name: "taxReport",
  initialState: loadTaxReportState,
  reducers: {
    /** Forgets the report ("start again"); the persistence listener removes the saved copy. */
    taxReportCleared() {
      return { status: "idle", report: null, error: null } satisfies TaxReportState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitTaxReport.pending, (state) => {
        // The previous report stays (and stays saved) until the new answer replaces it.
        state.status = "pending";
        state.error = null;
      })
      .addCase(submitTaxReport.fulfilled, (state, action) => {
        state.status = "done";
        state.report = action.payload;
        state.error = null;
      })
      .addCase(submitTaxReport.rejected, (state, action) => {
        state.status = "failed";
        state.report = null;
        state.error = action.payload ?? toTaxReportError(action.error);
      });
  },
});

export const { taxReportCleared } = taxReportSlice.actions;
export const taxReportReducer = taxReportSlice.reducer;

// Loaded only by the pages that use it (see store/index.ts): importing this module adds
// the slice to the root reducer, and its state to RootState's type.
const injectedTaxReport = taxReportSlice.injectInto(rootReducer);

declare module "./index" {
  export interface LazyLoadedSlices extends WithSlice<typeof taxReportSlice> {}
}

/** The tax report state, or its starting state where the store does not hold it yet. */
const selectTaxReportState = (state: TaxReportRootState): TaxReportState => injectedTaxReport.selectSlice(state);

export const selectTaxReportStatus = (state: TaxReportRootState) => selectTaxReportState(state).status;
export const selectTaxReport = (state: TaxReportRootState) => selectTaxReportState(state).report;
export const selectTaxReportError = (state: TaxReportRootState) => selectTaxReportState(state).error;

/**
 * The report is written under "ToReport" when a request succeeds and removed when one
 * fails or the report is cleared. A failure or a clear is also matched by name, so the
 * saved copy goes even when this store never held it (another tab may have saved one
 * since this store read storage). When the slice first appears in a store, the report
 * just read from storage is written back (or the key, holding nothing valid, removed).
 * Writes never throw (lib/storage): a full or disabled storage only loses the copy.
 */
persistWhen<TaxReportRootState>({
  predicate: (action, current, previous) =>
    submitTaxReport.rejected.match(action) ||
    taxReportCleared.match(action) ||
    current.taxReport?.report !== previous.taxReport?.report,
  effect: (current) => {
    const report = current.taxReport?.report;
    if (report) writeJson(TAX_REPORT_STORAGE_KEY, report);
    else removeKey(TAX_REPORT_STORAGE_KEY);
  },
});
