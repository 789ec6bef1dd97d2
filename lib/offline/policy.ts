/*
 * What the service worker (worker/sw.ts) keeps for offline use, as pure rules the unit
 * tests read too. The page decides nothing here: the server's Cache-Control does
 * (lib/site/cache-control.ts). Only a response the site marks `public` (the pages anyone
 * may share) is kept; the signed-in screens and every API answer are `private, no-store`
 * and are never stored, and other hosts (the API, the CMS, Google) are never touched.
 */

/** The page shown for an address that was never opened before, offline. */
export const OFFLINE_PATH = "/offline";

/**
 * Fetched when the service worker installs, so the site opens offline even before a
 * visitor has browsed: the home page, the calculator catalogue and the offline page.
 */
export const SHELL_PATHS: readonly string[] = ["/", "/tools-and-calculators", OFFLINE_PATH, "/hi", "/hi/tools-and-calculators", `/hi${OFFLINE_PATH}`];

/** The cache of pages kept as they are visited (HTML and their `/_next/data` twins). */
export const PAGES_CACHE = "pages";
/** Built scripts, styles and fonts: content-hashed, so kept as long as there is room. */
export const ASSETS_CACHE = "assets";

/** How many visited pages are kept (the oldest go first), and for how long. */
export const PAGES_MAX_ENTRIES = 80;
export const PAGES_MAX_AGE_SECONDS = 30 * 86_400;
export const ASSETS_MAX_ENTRIES = 300;

/**
 * How long a page waits for the network before the kept copy is shown. A slow answer still
 * wins when it comes in time; after this a visitor in a tunnel sees yesterday's page.
 */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** Paths never kept even if a response said otherwise: API routes and the signed-in app. */
const NEVER_KEPT = [/^\/api(?:\/|$)/, /^\/dashboard1?(?:\/|$)/, /^\/checkout(?:\/|$)/, /^\/whatsapp(?:\/|$)/];

/** The page a `/_next/data/<build>/<path>.json` request belongs to. */
export function pagePathOf(pathname: string): string {
  const data = /^\/_next\/data\/[^/]+(\/.*)\.json$/.exec(pathname);
  if (!data) return pathname;
  return data[1] === "/index" ? "/" : data[1]!;
}

/** Whether a same-origin GET for this URL may be answered from, and stored in, the pages cache. */
export function isKeepablePage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (url.pathname.startsWith("/_next/") && !url.pathname.startsWith("/_next/data/")) return false;
  const path = pagePathOf(url.pathname);
  return !NEVER_KEPT.some((pattern) => pattern.test(path));
}

/** Built files under /_next/static: named by their content, so a stored copy is always right. */
export function isBuiltAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith("/_next/static/");
}

/** Whether the server allows a response to be kept: a full 200 that it marks `public`. */
export function mayKeep(response: { status: number; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200) return false;
  const directives = (response.headers.get("cache-control") ?? "").toLowerCase().split(",").map((part) => part.trim().split("=")[0]);
  return directives.includes("public") && !directives.includes("private") && !directives.includes("no-store");
}

/** A page's `<title>`, for the offline page's list ("" when it has none). */
export function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return "";
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: " " };
  return match[1]!.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    const key = name.toLowerCase();
    if (key in named) return named[key]!;
    if (key.startsWith("#x")) return String.fromCodePoint(Number.parseInt(key.slice(2), 16));
    if (key.startsWith("#")) return String.fromCodePoint(Number.parseInt(key.slice(1), 10));
    return whole;
  }).trim();
}
