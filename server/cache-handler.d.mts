import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";

import type { RedisLike } from "./cache-handler-state.mjs";

export type { CacheHandlerMode, RedisLike } from "./cache-handler-state.mjs";
export { cacheHandlerState } from "./cache-handler-state.mjs";
export type LocalCache = Pick<CacheHandler, "get" | "set" | "revalidateTag" | "resetRequestCache">;
export interface HandlerOptions {
  redisUrl?: string | undefined;
  redis?: RedisLike;
  local?: LocalCache;
  buildId?: string | null;
  timeoutMs?: number;
}
export const REDIS_OPERATION_TIMEOUT_MS: number;
export const ENTRY_TTL_SECONDS: number;
export function sharedRedisClient(url: string): RedisLike;
export function encodeEntry(entry: unknown): string;
export function decodeEntry(text: string): unknown;
export default class SharedCacheHandler implements CacheHandler {
  constructor(ctx: CacheHandlerContext, options?: HandlerOptions);
  redis: RedisLike | undefined;
  keyPrefix: string;
  timeoutMs: number;
  local: LocalCache;
  get(...args: Parameters<CacheHandler["get"]>): Promise<CacheHandlerValue | null>;
  set(...args: Parameters<CacheHandler["set"]>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
