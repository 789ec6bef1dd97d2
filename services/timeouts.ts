/**
 * How long the site waits for the APIs, in milliseconds. The values are fixed by the
 * site's specification; they live here so every client and every test reads the same
 * numbers.
 *
 * They are far above the usual 10-30 s client defaults on purpose: some of the app's
 * calls do slow work on the server before answering, and many visitors are on slow
 * mobile connections, so a short limit would abandon calls that were going to succeed.
 */
export const REQUEST_TIMEOUT_MS = 110_000;

/**
 * Uploads get longer than other calls because sending the file body alone can take
 * much of the time on a slow connection, before the server even starts its work.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The calculators' look-ups (GSTIN, IFSC, HSN, rates) are quick reads that only add to a
 * page that already works without them, so a visitor never waits long for one: past
 * this, the page says the look-up is unavailable and offers to try again.
 */
export const LOOKUP_TIMEOUT_MS = 15_000;
