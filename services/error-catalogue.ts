// No axios and no zod here (api-error.ts imports axios, so ApiError is recognised by shape
// below; the zod-based request checks are in request-check.ts): pages import userMessage()
// and fieldErrorsFrom() to show an error, and these must not pull either into their first
// load. zod alone would add about 20 kB gzip to every page with a form.
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { ApiError, ApiErrorKind } from "./api-error";
import { ERROR_TEXT, type ActionName, type ActionWords } from "@/lib/errors/error-text";

/*
 * The error catalogue: every failure a service can report, the exact messages the issue
 * fixes, the serialisable details the store keeps, and the words a person reads.
 *
 * Services throw three kinds of error:
 * - ApiError (services/api-error): the call went out and failed;
 * - RequestValidationError: the request was refused before it left (a bad request never
 *   leaves; request-check.ts), with Django-shaped field errors so a form treats it like a
 *   server's 400;
 * - FileFetchError and InvalidCsvError: the download failures whose messages are fixed.
 */

/** Field name → messages, as Django REST framework answers a 400 ("non_field_errors" for the rest). */
export type FieldErrors = Record<string, string[]>;

export const NON_FIELD_ERRORS = "non_field_errors";

/** A request the service refused to send; `fieldErrors` says which field is wrong and why. */
export class RequestValidationError extends Error {
  readonly fieldErrors: FieldErrors;

  constructor(fieldErrors: FieldErrors) {
    const summary = Object.entries(fieldErrors)
      .map(([field, messages]) => `${field}: ${messages.join(" ")}`)
      .join("; ");
    super(`Request not sent: ${summary}`);
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "RequestValidationError";
    this.fieldErrors = fieldErrors;
  }
}

/** "Failed to fetch the file: {status text}" — the wording; the ApiError is the cause. */
export class FileFetchError extends Error {
  constructor(statusText: string, options: { cause?: unknown } = {}) {
    super(`Failed to fetch the file: ${statusText}`, { cause: options.cause });
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "FileFetchError";
  }
}

export const INVALID_CSV_MESSAGE = "The fetched file is not a valid CSV file.";

export class InvalidCsvError extends Error {
  constructor() {
    super(INVALID_CSV_MESSAGE);
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "InvalidCsvError";
  }
}

/* ------------------------------------------------------------------------------------ */
/* What the store keeps                                                                 */
/* ------------------------------------------------------------------------------------ */

const API_ERROR_KINDS: readonly string[] = ["not-configured", "network", "timeout", "http", "bad-response"];

/** An ApiError, recognised by its name and kind rather than instanceof (see the imports). */
function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === "ApiError" && API_ERROR_KINDS.includes((error as ApiError).kind);
}

export type ErrorKind = ApiErrorKind | "invalid-request" | "file" | "invalid-csv" | "unknown";

/**
 * A failure as plain data, for a thunk's rejectValue (Redux state must be serialisable):
 * the ApiError's kind, status and message, plus the field errors a form shows.
 */
export interface ErrorDetails {
  kind: ErrorKind;
  status?: number;
  message: string;
  fieldErrors?: FieldErrors;
}

function isErrorDetails(value: unknown): value is ErrorDetails {
  return (
    typeof value === "object" &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as ErrorDetails).kind === "string" &&
    typeof (value as ErrorDetails).message === "string"
  );
}

/** Anything a service threw (or details already taken from it), as ErrorDetails. */
export function errorDetails(error: unknown): ErrorDetails {
  if (isErrorDetails(error)) return error;
  if (isApiError(error)) {
    const fieldErrors = error.status === 400 ? fieldErrorsFrom(error) : {};
    return {
      kind: error.kind,
      ...(error.status !== undefined ? { status: error.status } : {}),
      message: error.message,
      ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
    };
  }
  if (error instanceof RequestValidationError) {
    return { kind: "invalid-request", message: error.message, fieldErrors: error.fieldErrors };
  }
  if (error instanceof FileFetchError) {
    // The ApiError behind a failed download still says whether it was a time-out or a 404,
    // which is what the person needs to know; the message stays the catalogue's.
    if (isApiError(error.cause)) return { ...errorDetails(error.cause), message: error.message };
    return { kind: "file", message: error.message };
  }
  if (error instanceof InvalidCsvError) return { kind: "invalid-csv", message: error.message };
  return { kind: "unknown", message: error instanceof Error ? error.message : String(error) };
}

/**
 * The field errors of a Django REST framework 400 answer, `{field: ["msg", …]}`, flattened
 * to dotted names for nested ones (`packages.0.quantity`); a refused request's own field
 * errors likewise. Empty when there are none.
 *
 * ApiError does not keep the response body, so it is read from `error.cause`: the
 * AxiosError the client's interceptor wrapped (services/api-error, toApiError). It is read
 * by shape (`cause.response.data`), so this module needs no axios.
 */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  if (error instanceof RequestValidationError) return error.fieldErrors;
  // Details kept in a store: ours carry fieldErrors; a slice that kept the answer's body
  // as `data` (the tax-report slice does) has it read like the body itself.
  if (isErrorDetails(error)) return error.fieldErrors ?? bodyFieldErrors(error.status, (error as { data?: unknown }).data);
  if (!isApiError(error)) return {};
  return bodyFieldErrors(error.status, responseOf(error.cause)?.data);
}

function bodyFieldErrors(status: number | null | undefined, body: unknown): FieldErrors {
  const fieldErrors: FieldErrors = {};
  // Only a 400 is about what was typed. Only a JSON object or list is Django's; a bare
  // string is a proxy's page (HTML), never shown.
  if (status === 400 && typeof body === "object" && body !== null) collectFieldErrors(body, [], fieldErrors);
  return fieldErrors;
}

/** The HTTP answer an AxiosError carries, read by shape. */
function responseOf(cause: unknown): { data?: unknown } | undefined {
  if (typeof cause !== "object" || cause === null || !("response" in cause)) return undefined;
  const { response } = cause as { response?: unknown };
  return typeof response === "object" && response !== null ? (response as { data?: unknown }) : undefined;
}

function collectFieldErrors(value: unknown, path: string[], into: FieldErrors): void {
  const field = path.length ? path.join(".") : NON_FIELD_ERRORS;
  if (typeof value === "string") {
    (into[field] ??= []).push(value);
  } else if (Array.isArray(value)) {
    // ["msg", "msg"] is one field's messages; [{…}, {…}] are the errors of list items.
    value.forEach((item, index) =>
      typeof item === "string" ? collectFieldErrors(item, path, into) : collectFieldErrors(item, [...path, String(index)], into),
    );
  } else if (typeof value === "object" && value !== null) {
    for (const [key, nested] of Object.entries(value)) {
      // DRF puts a general failure under "detail"; it is a non-field error to a form.
      collectFieldErrors(nested, key === "detail" && path.length === 0 ? [] : [...path, key], into);
    }
  }
}

/* ------------------------------------------------------------------------------------ */
/* What a person reads                                                                  */
/* ------------------------------------------------------------------------------------ */

export interface UserAction extends ActionWords {
  /** True when the person typed something we keep for them: the messages say so. */
  form: boolean;
}

/** Whether each action is a form whose typed values are kept when it fails. */
const ACTION_FORMS: Readonly<Record<ActionName, boolean>> = {
  booking: true,
  mobileVerification: true,
  taxReport: true,
  emailReport: true,
  form16Upload: true,
  videoUpload: true,
  checkout: true,
  save: true,
  message: true,
  download: false,
  load: false,
};

/** The actions' English words (error-text.ts), for a caller that builds its own action from one. */
export const userActions = Object.fromEntries(
  (Object.keys(ACTION_FORMS) as ActionName[]).map((name) => [name, { doing: ERROR_TEXT.en.doing[name], feature: ERROR_TEXT.en.feature[name], form: ACTION_FORMS[name] }]),
) as Readonly<Record<ActionName, UserAction>>;

export type UserActionName = ActionName;

export interface UserMessageOptions {
  /** Labels for field names in a 400's messages; otherwise "mobile_number" reads "Mobile number". */
  fieldLabels?: Record<string, string>;
  /** Whether the device says it has no network; read from the browser unless given. */
  offline?: boolean;
  /** The page's language (English unless given); a Hindi page has loaded error-text-hi.ts. */
  locale?: Locale;
  /** Overrides whether the action keeps what the person typed (an email sent from a shown report does not). */
  form?: boolean;
}

/** The browser's own word that it has no network (navigator.onLine is false only when it knows). */
const browserIsOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * The sentence shown to a person for any failure: what happened and what to do next,
 * never a stack, a status line or JSON. Accepts the thrown error or its ErrorDetails.
 */
export function userMessage(error: unknown, action: UserActionName | UserAction = "load", options: UserMessageOptions = {}): string {
  const text = messagesFor(ERROR_TEXT, options.locale ?? "en");
  const { doing, feature } = typeof action === "string" ? { doing: text.doing[action], feature: text.feature[action] } : action;
  const form = options.form ?? (typeof action === "string" ? ACTION_FORMS[action] : action.form);
  const end = text.end(form);
  const details = errorDetails(error);

  switch (details.kind) {
    case "not-configured":
      return text.notConfigured(feature);
    case "timeout":
      return text.timeout(doing, end);
    case "network":
      // Offline, the calculators still work (the service worker keeps them); say so instead of blaming our server.
      return (options.offline ?? browserIsOffline()) ? text.offline(doing, end) : text.network(end);
    case "bad-response":
      return text.badResponse;
    case "invalid-request":
      return fieldSummary(fieldErrorsFrom(details), options) ?? text.invalidRequest(end);
    case "invalid-csv":
      return text.invalidCsv;
    case "file":
      return text.file;
    case "http": {
      if (details.status === 400) return fieldSummary(fieldErrorsFrom(details), options) ?? text.notAccepted(doing, end);
      return httpMessage(details.status, text, doing, end);
    }
    default:
      return text.unknown(end);
  }
}

function httpMessage(status: number | undefined, text: TranslationOf<typeof ERROR_TEXT.en>, doing: string, end: string): string {
  switch (status) {
    case 401:
      return text.sessionEnded(end);
    case 403:
      return text.notYou(end);
    case 404:
      return text.notFound;
    case 413:
      return text.tooLarge;
    case 429:
      return text.tooMany(end);
    default:
      return text.ourSide(doing, end);
  }
}

/**
 * A 400's field errors as one sentence. In English: "Please check: Mobile number: Enter … Time:
 * This slot …", one sentence per field, in the server's words. In another language the
 * server's English reasons are not shown: the refused fields are named in the page's language
 * ("कृपया जाँचें: मोबाइल नंबर, समय।"), or, where one has no name there, the general message.
 */
function fieldSummary(fieldErrors: FieldErrors, { fieldLabels = {}, locale = "en" }: UserMessageOptions): string | undefined {
  const fields = Object.keys(fieldErrors);
  if (fields.length === 0) return undefined;
  const text = messagesFor(ERROR_TEXT, locale);
  if (locale !== "en") {
    const labels = fields.map((field) => fieldLabels[field] ?? text.fieldLabels[field]);
    return labels.every((label) => label !== undefined) ? text.checkFields([...new Set(labels)]) || undefined : undefined;
  }
  const parts = Object.entries(fieldErrors).map(([field, messages]) => {
    const reasons = messages.map(endSentence).join(" ");
    if (field === NON_FIELD_ERRORS) return reasons;
    return `${fieldLabels[field] ?? text.fieldLabels[field] ?? humaniseField(field)}: ${reasons}`;
  });
  return text.pleaseCheck(parts);
}

const endSentence = (message: string) => (/[.!?]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`);

/** "mobile_number" → "Mobile number"; "packages.0.quantity" → "Packages 1 quantity". */
function humaniseField(field: string): string {
  const words = field
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/_/g, " ")))
    .join(" ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
