/**
 * Content-Security-Policy violation reports, as browsers send them to POST /api/csp-report:
 * the Reporting API's `application/reports+json` (an array of `{ type: "csp-violation",
 * body }`, from the policy's `report-to`) and the older `application/csp-report`
 * (`{ "csp-report": { … } }`, from `report-uri`). Each violation becomes one log line with
 * the same fields whichever format it came in; addresses lose their query strings and
 * every value is cut to a bounded length, as the sender is anyone on the internet.
 */

/** The largest body read: a browser's report is about 1 kB, a batch of them a few. */
export const MAX_REPORT_BYTES = 16 * 1024;
/** Violations logged from one body at most. */
const MAX_VIOLATIONS = 20;
const MAX_TEXT = 300;

/**
 * Reads a request body up to `limit` bytes.
 * @param {AsyncIterable<Buffer | string>} stream
 * @param {number} [limit]
 * @returns {Promise<string | null>} the body, or null when it is longer than `limit`
 */
export async function readLimitedBody(stream, limit = MAX_REPORT_BYTES) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** @param {unknown} value */
const text = (value) => (typeof value === "string" ? value.slice(0, MAX_TEXT) : typeof value === "number" ? value : undefined);
/** An address without its query or fragment; keywords such as "inline" or "eval" as they are. @param {unknown} value */
const address = (value) => {
  const kept = text(value);
  return typeof kept === "string" ? kept.split(/[?#]/)[0] : kept;
};
/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) => (value && typeof value === "object" && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : {});

/**
 * @typedef {object} Violation
 * @property {string | number | undefined} documentUrl
 * @property {string | number | undefined} blockedUrl
 * @property {string | number | undefined} directive
 * @property {string | number | undefined} disposition
 * @property {string | number | undefined} sourceFile
 * @property {string | number | undefined} line
 * @property {string | number | undefined} column
 * @property {string | number | undefined} sample
 */

/** @param {Record<string, unknown>} body a Reporting API report's body @returns {Violation} */
const fromReportingApi = (body) => ({
  documentUrl: address(body.documentURL),
  blockedUrl: address(body.blockedURL),
  directive: text(body.effectiveDirective),
  disposition: text(body.disposition),
  sourceFile: address(body.sourceFile),
  line: text(body.lineNumber),
  column: text(body.columnNumber),
  sample: text(body.sample),
});

/** @param {Record<string, unknown>} body a report-uri report's "csp-report" @returns {Violation} */
const fromReportUri = (body) => ({
  documentUrl: address(body["document-uri"]),
  blockedUrl: address(body["blocked-uri"]),
  directive: text(body["effective-directive"] ?? body["violated-directive"]),
  disposition: text(body.disposition),
  sourceFile: address(body["source-file"]),
  line: text(body["line-number"]),
  column: text(body["column-number"]),
  sample: text(body["script-sample"]),
});

/**
 * The violations in a report body, in one shape; [] for a body that holds none.
 * @param {string} body
 * @returns {Violation[]} (throws SyntaxError for a body that is not JSON)
 */
export function violationsFrom(body) {
  /** @type {unknown} */
  const parsed = JSON.parse(body);
  if (Array.isArray(parsed)) {
    return parsed
      .filter((report) => record(report).type === "csp-violation")
      .slice(0, MAX_VIOLATIONS)
      .map((report) => fromReportingApi(record(record(report).body)));
  }
  const legacy = record(parsed)["csp-report"];
  return legacy ? [fromReportUri(record(legacy))] : [];
}
