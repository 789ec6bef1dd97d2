/**
 * JSON log lines, one per request and one per error, on standard output (pino), for the
 * platform's log collector. Every line has `level`, `time` (ISO 8601), `msg` and its own
 * fields; nothing personal (no query strings, no cookies, no request bodies).
 *
 * `reportServerError` is the one way a server error leaves the process: server/start.mjs
 * (errors around Next's handler, a crash) and instrumentation.ts (Next's onRequestError)
 * both call it. A deployment that has an error service (Sentry, Cloud Error Reporting…)
 * forwards from here, in this one function.
 */
import { randomUUID } from "node:crypto";
import pino from "pino";

/** @typedef {import("pino").Logger} Logger */
/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/**
 * @param {import("pino").DestinationStream} [destination] where the lines go (standard output by default)
 * @returns {Logger}
 */
export function createLogger(destination) {
  const options = {
    level: process.env.LOG_LEVEL || "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (/** @type {string} */ label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** @type {Logger | undefined} */
let sharedLogger;
/** The process's logger, made on first use. */
export function logger() {
  sharedLogger ??= createLogger();
  return sharedLogger;
}

/** A request id a proxy may send: letters, digits and `._:-`, at most 128 (anything else could forge log lines or headers). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The request's id: the `x-request-id` a proxy in front (nginx, the CDN) sent, or a new one.
 * @param {IncomingMessage["headers"]} headers
 */
export function requestIdFrom(headers) {
  const sent = headers["x-request-id"];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** The path without its query: the query may carry a calculator's figures or a campaign, which logs do not keep. */
const pathOf = (/** @type {string | undefined} */ url) => (url ?? "/").split("?")[0] || "/";

/**
 * Wraps a request handler: gives each request its id (echoed in the `x-request-id` response
 * header and passed on to Next in the request's headers), and logs one line when the
 * response has been sent, or the connection closed before that.
 *
 * @param {(request: IncomingMessage, response: ServerResponse) => void} handler
 * @param {{ log?: Logger, now?: () => number }} [options]
 * @returns {(request: IncomingMessage, response: ServerResponse) => void}
 */
export function withRequestLog(handler, { log = logger(), now = () => performance.now() } = {}) {
  return (request, response) => {
    const startedAt = now();
    const requestId = requestIdFrom(request.headers);
    request.headers["x-request-id"] = requestId;
    response.setHeader("x-request-id", requestId);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      log.info(
        {
          requestId,
          method: request.method,
          path: pathOf(request.url),
          status: response.statusCode,
          durationMs: Math.round((now() - startedAt) * 10) / 10,
          ...(response.writableFinished ? {} : { aborted: true }),
        },
        "request",
      );
    };
    response.once("finish", done);
    response.once("close", done);
    handler(request, response);
  };
}

/**
 * Logs a server error as one JSON line (`msg: "server error"`, the error's type, message and
 * stack under `err`, and what is known of the request). The place to forward errors to an
 * error service.
 *
 * @param {unknown} error
 * @param {Record<string, unknown>} [context] e.g. { requestId, method, path, routePath, routeType }
 * @param {Logger} [log]
 */
export function reportServerError(error, context = {}, log = logger()) {
  const err = error instanceof Error ? error : new Error(String(error));
  log.error({ ...context, err }, "server error");
}
