/**
 * A short-lived in-memory copy of each built page, in front of Next's request handler.
 *
 * Why: every page of this site is built ahead (static or ISR), yet `next start` runs its
 * whole request pipeline for each hit (routing, the proxy, the incremental cache, an ETag
 * over the body): about 1.2 ms of CPU, so on a 2-core machine it answered ~900 requests a
 * second with a p99 of 120–160 ms at 50 connections (`npm run load`, issue #11). Keeping the
 * answer for a few seconds, as a CDN's micro-cache would, serves the same bytes and headers
 * (Next made them) at a fraction of the cost.
 *
 * What may differ from Next answering itself: a page can be up to `ttlMs` older than Next's
 * copy (ISR pages regenerate hourly, so seconds do not matter), and an expired copy is served
 * once more while one refresh runs. Only answers Next marks as shareable are kept: 200, HTML,
 * no Set-Cookie, not private or no-store. The query string is not part of the key: a built page's HTML never depends on
 * it, so the origin is asked for the bare path. The exception is a calculator link with a
 * query: it may carry the calculator's inputs, which the proxy renders on the server, so it
 * goes to Next.
 */
import { gzipSync } from "node:zlib";

/** Hop-by-hop and per-response headers: Node sets its own for each answer. */
const DROPPED_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

/**
 * Requests Next answers with something other than the page's HTML (data and router
 * requests) or for one visitor only (preview/draft cookies) go straight to Next.
 */
const BYPASS_REQUEST_HEADERS = ["x-nextjs-data", "rsc", "next-router-state-tree", "next-router-prefetch", "x-middleware-prefetch"];
const BYPASS_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

const CALCULATOR_PAGE = /^\/tools-and-calculators\/[^/]+\/?$/;

/** The path a request may be answered from the cache for, or null. */
export function cacheKeyFor(request, pagePaths) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (BYPASS_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  if (BYPASS_COOKIES.test(request.headers.cookie ?? "")) return null;
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (query !== -1 && query < url.length - 1 && CALCULATOR_PAGE.test(path)) return null;
  return pagePaths.has(path) ? path : null;
}

/**
 * Whether an origin answer may be shared with every visitor: a 200 HTML page without
 * cookies that the cache policy (lib/site/cache-control.ts) does not mark private or
 * no-store, as the signed-in screens are.
 */
export function isShareable(answer) {
  const type = String(answer.headers["content-type"] ?? "");
  const cacheControl = String(answer.headers["cache-control"] ?? "");
  return answer.status === 200 && answer.headers["set-cookie"] === undefined && type.startsWith("text/html") && !/\b(?:private|no-store)\b/.test(cacheControl);
}

function storedHeaders(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !DROPPED_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * @param {object} options
 * @param {(path: string) => Promise<{status: number, headers: Record<string, string | string[]>, body: Buffer}>} options.fetchOrigin
 *   asks Next for the page (no Accept-Encoding: the cache keeps the plain body)
 * @param {number} [options.ttlMs] how long a copy is served without asking Next again
 * @param {number} [options.staleMs] how long after that an expired copy may still be served while it refreshes
 * @param {() => number} [options.now]
 */
export function createPageCache({ fetchOrigin, ttlMs = 10_000, staleMs = 60_000, now = Date.now }) {
  /** path -> { answer, storedAt, gzipped? } */
  const entries = new Map();
  /** path -> the origin request in flight, so a burst of misses makes one request. */
  const inFlight = new Map();

  function refresh(path) {
    let pending = inFlight.get(path);
    if (!pending) {
      pending = fetchOrigin(path)
        .then((answer) => {
          if (isShareable(answer)) {
            const entry = { answer: { ...answer, headers: storedHeaders(answer.headers) }, storedAt: now() };
            entries.set(path, entry);
            return entry;
          }
          // Not for sharing (an error page, a redirect): answer this burst with it, keep nothing.
          entries.delete(path);
          return { answer: { ...answer, headers: storedHeaders(answer.headers) }, storedAt: now(), unshared: true };
        })
        .finally(() => inFlight.delete(path));
      inFlight.set(path, pending);
    }
    return pending;
  }

  /** The entry to answer `path` with: fresh from memory, stale while refreshing, or from Next. */
  async function lookup(path) {
    const entry = entries.get(path);
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < ttlMs) return entry;
    if (entry && age < ttlMs + staleMs) {
      // A failed refresh keeps the old copy; the next request past the window tries again.
      refresh(path).catch(() => undefined);
      return entry;
    }
    return refresh(path);
  }

  function gzipped(entry) {
    entry.gzipped ??= gzipSync(entry.answer.body);
    return entry.gzipped;
  }

  return { lookup, gzipped, size: () => entries.size };
}

const acceptsGzip = (request) => /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));

/** Writes a cached answer to the visitor: 304 for a matching ETag, gzip when accepted, no body for HEAD. */
export function sendCached(request, response, entry, cache) {
  const { status, headers, body } = entry.answer;
  const etag = headers.etag;
  if (!entry.unshared && etag && request.headers["if-none-match"] === etag) {
    const { "content-type": _type, ...rest } = headers;
    response.writeHead(304, rest);
    response.end();
    return;
  }
  const compress = !entry.unshared && acceptsGzip(request) && body.length > 1024;
  const payload = compress ? cache.gzipped(entry) : body;
  response.writeHead(status, {
    ...headers,
    // The body depends on Accept-Encoding, whether or not this answer is compressed.
    vary: headers.vary ?? "Accept-Encoding",
    ...(compress ? { "content-encoding": "gzip" } : {}),
    "content-length": String(payload.length),
  });
  response.end(request.method === "HEAD" ? undefined : payload);
}
