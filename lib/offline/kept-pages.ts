import { isKeepablePage, titleOf } from "./policy";

/** A page this device can open offline, as the offline page lists it. */
export interface KeptPage {
  path: string;
  title: string;
}

export interface KeptPageGroups {
  calculators: KeptPage[];
  pages: KeptPage[];
}

const CALCULATOR = /^\/tools-and-calculators\/[^/]+$/;

/**
 * The offline page's list from what the caches hold: each page once (a calculator link
 * with inputs opens its calculator, so the bare path stands for both), the offline page
 * itself and `/_next/data` twins left out, calculators first, each group by title.
 */
export function groupKeptPages(kept: readonly KeptPage[], offlinePath: string): KeptPageGroups {
  const byPath = new Map<string, KeptPage>();
  for (const page of kept) {
    const path = page.path.split(/[?#]/)[0] || "/";
    if (path === offlinePath || path.startsWith("/_next/")) continue;
    const title = page.title || path;
    if (!byPath.has(path) || byPath.get(path)!.title === path) byPath.set(path, { path, title });
  }
  const sorted = [...byPath.values()].sort((a, b) => a.title.localeCompare(b.title, "en-IN"));
  return {
    calculators: sorted.filter((page) => CALCULATOR.test(page.path)),
    pages: sorted.filter((page) => !CALCULATOR.test(page.path)),
  };
}

/** What the browser's caches hold that opens offline: the shell and each kept page, with titles. */
export async function readKeptPages(cacheStorage: CacheStorage, origin: string): Promise<KeptPage[]> {
  const kept: KeptPage[] = [];
  for (const name of await cacheStorage.keys()) {
    const cache = await cacheStorage.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      // Serwist's precache adds its revision to the address it stores.
      url.searchParams.delete("__WB_REVISION__");
      if (!isKeepablePage(url, origin) || url.pathname.startsWith("/_next/")) continue;
      const response = await cache.match(request);
      if (!response || !(response.headers.get("content-type") ?? "").includes("text/html")) continue;
      kept.push({ path: `${url.pathname}${url.search}`, title: titleOf(await response.text()) });
    }
  }
  return kept;
}
