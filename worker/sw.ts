/// <reference lib="webworker" />
/*
 * The service worker (issue 24): the site opens offline, and a calculator opened before
 * works with the network cut. Built after `next build` by scripts/service-worker.mjs, which
 * fills in the precache list and the build id, and served at /sw.js (pages/api/service-worker.ts).
 *
 * - The shell (home, the calculator catalogue, the offline page and their files) is fetched
 *   at install. Those pages change only with a deployment, and the list carries the build
 *   id, so a new deployment installs a new worker with a new list.
 * - Pages and their `/_next/data` twins: network first, the kept copy after a few seconds
 *   or with no network, then the offline page. Only what the server marks `public` is kept
 *   (lib/offline/policy.ts); signed-in screens and API answers never are.
 * - Built files are named by their content: kept once fetched, served from the cache.
 * - A new worker waits until every tab of the old one is closed (no skipWaiting), so an
 *   open page never mixes the old build's files with the new build's.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, type PrecacheEntry, type SerwistPlugin } from "serwist";
import {
  ASSETS_CACHE,
  ASSETS_MAX_ENTRIES,
  isBuiltAsset,
  isKeepablePage,
  mayKeep,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PATH,
  PAGES_CACHE,
  PAGES_MAX_AGE_SECONDS,
  PAGES_MAX_ENTRIES,
} from "../lib/offline/policy";

declare const self: ServiceWorkerGlobalScope;
/** Filled in by scripts/service-worker.mjs. */
declare const __PRECACHE__: PrecacheEntry[];

const origin = self.location.origin;

/** Keeps only what the server allows to be kept. */
const onlyWhatMayBeKept: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
};

/**
 * No network and no kept copy: a calculator link with inputs falls back to the bare
 * calculator kept before (it reads the inputs from the address itself); any other page
 * gets the offline page, which lists what is kept.
 */
const offlineAnswer: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const pages = await caches.open(PAGES_CACHE);
    const bare = await pages.match(request, { ignoreSearch: true, ignoreVary: true });
    if (bare) return bare;
    if (request.mode !== "navigate") return undefined;
    // A Hindi page's visitor gets the Hindi offline page.
    const hindi = /^\/hi(?:\/|$)/.test(new URL(request.url).pathname);
    return (await serwist.matchPrecache(hindi ? `/hi${OFFLINE_PATH}` : OFFLINE_PATH)) ?? undefined;
  },
};

const serwist: Serwist = new Serwist({
  precacheEntries: __PRECACHE__,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ url, request }) => request.method === "GET" && isBuiltAsset(url, origin),
      handler: new CacheFirst({
        cacheName: ASSETS_CACHE,
        plugins: [onlyWhatMayBeKept, new ExpirationPlugin({ maxEntries: ASSETS_MAX_ENTRIES, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: ({ url, request }) =>
        request.method === "GET" && (request.mode === "navigate" || url.pathname.startsWith("/_next/data/")) && isKeepablePage(url, origin),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          onlyWhatMayBeKept,
          new ExpirationPlugin({ maxEntries: PAGES_MAX_ENTRIES, maxAgeSeconds: PAGES_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
          offlineAnswer,
        ],
      }),
    },
    {
      // The site's own icons and images (public/), which may change between deployments.
      matcher: ({ url, request }) => request.method === "GET" && url.origin === origin && ["image", "manifest"].includes(request.destination),
      handler: new StaleWhileRevalidate({ cacheName: ASSETS_CACHE, plugins: [onlyWhatMayBeKept] }),
    },
  ],
});

serwist.addEventListeners();
