import { isAxiosError } from "axios";
// The core types cover both `zod` and the smaller `zod/mini` that client code uses.
import type { $ZodType, output, util } from "zod/v4/core";

/** Any zod schema, full or mini: both carry their own safeParse (and their own error class). */
type ResponseSchema = $ZodType & { safeParse(data: unknown): util.SafeParseResult<unknown> };

/**
 * What went wrong with an API call, in the terms a caller acts on:
 * - `not-configured`: the host is not set for this deployment; no request was made;
 * - `network`: no answer (DNS, refused or dropped connection, CORS, offline, cancelled);
 * - `timeout`: the request ran past its time-out;
 * - `http`: the server answered with an error status (see `status`);
 * - `bad-response`: a 2xx answer whose body is not the shape the service expects
 *   (an HTML error page from a proxy, a changed API).
 */
export type ApiErrorKind = "not-configured" | "network" | "timeout" | "http" | "bad-response";

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status, for kind `http`. */
  readonly status?: number;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    // Keeps `instanceof ApiError` true even if a compiler downlevels classes to ES5.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "ApiError";
    this.kind = kind;
    if (options.status !== undefined) this.status = options.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Maps anything a request can throw to an ApiError. An ApiError passes through as is,
 * so calling this twice (the client interceptor, then a service) is harmless.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const target = describeTarget(error.config?.method, error.config?.url);
    if (error.response) {
      const { status } = error.response;
      return new ApiError("http", `${target} failed with HTTP ${status}`, { status, cause: error });
    }
    // Axios reports its own time-out as ECONNABORTED (ETIMEDOUT with clarifyTimeoutError);
    // Node reports a socket time-out as ETIMEDOUT.
    if (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT") {
      return new ApiError("timeout", `${target} timed out`, { cause: error });
    }
    return new ApiError("network", `${target} got no answer (${error.code ?? error.message})`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError("network", `Request failed: ${message}`, { cause: error });
}

/**
 * Checks a response body against a zod schema and returns the parsed value. A wrong
 * shape becomes an ApiError of kind `bad-response` (the zod error is kept as `cause`),
 * so callers handle one error type and a changed API never surfaces as a crash.
 */
export function parseResponse<Schema extends ResponseSchema>(schema: Schema, data: unknown): output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data as output<Schema>;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("; ");
  throw new ApiError("bad-response", `Unexpected response shape: ${issues}`, { cause: result.error });
}

function describeTarget(method: string | undefined, url: string | undefined): string {
  return `${(method ?? "get").toUpperCase()} ${url ?? "(no url)"}`;
}
