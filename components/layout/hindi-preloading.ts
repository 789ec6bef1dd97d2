import type { NextRouter } from "next/router";
import { splitLocale } from "@/lib/i18n/paths";
import { onPrefetchPage } from "./site-link";

/** The build's table of the scripts each Hindi page loads beyond its English twin (scripts/hindi-preloads.mjs). */
interface HindiWordsTable {
  chunks: string[];
  pages: Record<string, number[]>;
}

const CHUNK = /^\/_next\/static\/chunks\/[\w.-]+\.js$/;

/** The table as the build wrote it, or null for anything else: only this site's chunk addresses are kept. */
export function parseHindiWordsTable(data: unknown): HindiWordsTable | null {
  if (typeof data !== "object" || data === null) return null;
  const { chunks, pages } = data as Partial<HindiWordsTable>;
  if (!Array.isArray(chunks) || !chunks.every((chunk) => typeof chunk === "string" && CHUNK.test(chunk))) return null;
  if (typeof pages !== "object" || pages === null) return null;
  const valid = Object.values(pages).every((indexes) => Array.isArray(indexes) && indexes.every((index) => Number.isInteger(index) && index >= 0 && index < chunks.length));
  return valid ? { chunks, pages } : null;
}

/**
 * Fetches a script into the browser's cache unless the page has it already: a prefetch link
 * where the browser has them, else a plain request (Safari), whose answer the cache keeps as
 * well (the chunks are immutable).
 */
function prefetchScript(href: string, asked: Set<string>): void {
  if (asked.has(href) || document.querySelector(`script[src="${href}"]`)) return;
  asked.add(href);
  const link = document.createElement("link");
  if (link.relList.supports?.("prefetch")) {
    link.rel = "prefetch";
    link.as = "script";
    link.href = href;
    document.head.appendChild(link);
  } else {
    void fetch(href, { credentials: "same-origin" }).catch(() => asked.delete(href));
  }
}

/**
 * Fetches a Hindi page's own words (its calculator's, its forms', the content pages') as soon as
 * a visitor shows she will follow a link to it: on the intent that prefetches the page's code (a
 * finger on the link, the pointer resting; not for a visitor saving data, as the router skips it
 * then), or at the latest when the route change starts. The page then finds them in the cache
 * instead of rendering empty for a round trip (docs/i18n.md). Loaded by the Hindi frame once the
 * page is idle (hindi-words.tsx), with the build's table; answers the stop.
 */
export function preloadHindiWords(events: NextRouter["events"], table: HindiWordsTable): () => void {
  const asked = new Set<string>();
  const preload = (url: string) => {
    const { locale, path } = splitLocale(url.split(/[?#]/)[0] ?? "");
    if (locale !== "hi") return;
    for (const index of table.pages[path.replace(/(.)\/$/, "$1")] ?? []) {
      const chunk = table.chunks[index];
      if (chunk) prefetchScript(chunk, asked);
    }
  };
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  const stopIntent = saveData ? () => undefined : onPrefetchPage(preload);
  events.on("routeChangeStart", preload);
  return () => {
    stopIntent();
    events.off("routeChangeStart", preload);
  };
}

/** The table of this build (its id is in the page's data), or null where it cannot be read. */
export async function fetchHindiWordsTable(buildId: string): Promise<HindiWordsTable | null> {
  try {
    const response = await fetch(`/_next/static/${encodeURIComponent(buildId)}/hindi-words.json`);
    return response.ok ? parseHindiWordsTable(await response.json()) : null;
  } catch {
    return null;
  }
}
