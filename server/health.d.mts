import type { CacheHandlerMode } from "./cache-handler-state.mjs";

export type SharedCacheStatus = "reachable" | "unreachable" | "not-configured";
export const SHARED_CACHE_TIMEOUT_MS: number;
export function readBuildId(distDir: string): string | null;
export function sharedCacheStatus(url: string | undefined, options?: { timeoutMs?: number }): Promise<SharedCacheStatus>;
export function healthReport(options: { distDir: string; redisUrl: string | undefined; timeoutMs?: number }): Promise<{
  status: "ok";
  buildId: string | null;
  sharedCache: SharedCacheStatus;
  cacheHandler: CacheHandlerMode;
}>;
