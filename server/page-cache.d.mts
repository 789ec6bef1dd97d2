import type { IncomingMessage, ServerResponse } from "node:http";

export interface OriginAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
export interface CacheEntry {
  answer: OriginAnswer;
  storedAt: number;
  gzipped?: Buffer;
  /** An answer passed on to one burst of requests and not kept. */
  unshared?: boolean;
}
export interface PageCache {
  lookup(path: string): Promise<CacheEntry>;
  gzipped(entry: CacheEntry): Buffer;
  size(): number;
}

export function cacheKeyFor(request: Pick<IncomingMessage, "method" | "url" | "headers">, pagePaths: ReadonlySet<string>): string | null;
export function isShareable(answer: OriginAnswer): boolean;
export function createPageCache(options: {
  fetchOrigin: (path: string) => Promise<OriginAnswer>;
  ttlMs?: number;
  staleMs?: number;
  now?: () => number;
}): PageCache;
export function sendCached(request: IncomingMessage, response: ServerResponse, entry: CacheEntry, cache: PageCache): void;
