// @ts-check
/**
 * Next's `cacheHandler` for the pages router's regeneration (ISR) cache: one copy of each
 * regenerated page in Redis, shared by every instance, so a page regenerated on one
 * instance (on its own, or by POST /api/revalidate) is the page every instance serves.
 *
 * - REDIS_URL unset: exactly Next's own cache (its file-system cache and memory LRU).
 * - REDIS_URL set: reads Redis first, then the instance's local cache (Next's file-system
 *   cache, which also reads the pages prerendered by the build); writes both. The local
 *   copy is kept in memory only (no writes into the build folder, which several instances
 *   may share and a container may mount read-only).
 * - Redis down or slow: every operation gives up after REDIS_OPERATION_TIMEOUT_MS and the
 *   instance answers from its local cache; a request never fails because of Redis. The
 *   client reconnects in the background; `cacheHandlerState()` says which mode is in use
 *   (GET /api/health reports it).
 *
 * Entries are keyed by build id: a new deployment never reads pages rendered by the old
 * one (their script names differ), and old entries expire after ENTRY_TTL_SECONDS.
 *
 * Written on `redis` directly rather than on @fortedigital/nextjs-cache-handler's
 * composite handler, whose read returns the first handler's answer, a Redis miss included,
 * and asks the next one only when the first throws: the build's prerendered pages would not
 * be served (each page rendered again on its first request) unless its
 * `registerInitialCache` copied the whole build into Redis at every start. Here a Redis miss
 * falls through to Next's own cache, which reads them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { createClient } from "redis";
import { handlerState as state } from "./cache-handler-state.mjs";
import { logger } from "./log.mjs";

/** @typedef {import("next/dist/server/lib/incremental-cache").CacheHandlerContext} CacheHandlerContext */
/** @typedef {import("next/dist/server/lib/incremental-cache").CacheHandlerValue} CacheHandlerValue */
/** @typedef {import("next/dist/server/lib/incremental-cache").CacheHandler} NextCacheHandler */
/** @typedef {Parameters<NextCacheHandler["get"]>[1]} GetContext */
/** @typedef {Parameters<NextCacheHandler["set"]>[1]} SetValue */
/** @typedef {Parameters<NextCacheHandler["set"]>[2]} SetContext */
/** @typedef {import("./cache-handler-state.mjs").RedisLike} RedisLike */
/**
 * The local cache: Next's file-system cache, or any object with its methods.
 * @typedef {Pick<NextCacheHandler, "get" | "set" | "revalidateTag" | "resetRequestCache">} LocalCache
 */

/** A page render waits on Redis at most this long before answering from the local copy. */
export const REDIS_OPERATION_TIMEOUT_MS = 500;
/** Entries of a build nobody serves any more disappear on their own. */
export const ENTRY_TTL_SECONDS = 14 * 86_400;
const KEY_PREFIX = "isr:";

export { cacheHandlerState } from "./cache-handler-state.mjs";

/** At most one log line per this many ms about Redis being away: it may be away for a while. */
const ERROR_LOG_INTERVAL_MS = 30_000;

/** @param {unknown} error @param {string} during */
function logRedisError(error, during) {
  const current = state();
  const now = Date.now();
  if (now - current.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
  current.lastErrorLoggedAt = now;
  logger().warn(
    { during, err: { message: error instanceof Error ? error.message : String(error) } },
    "shared cache (Redis) unavailable: serving from the local cache",
  );
}

/**
 * The process's Redis client for `url`, connecting in the background. It never queues
 * commands while disconnected (they fail at once, and the handler falls back) and retries
 * the connection with a growing pause, up to 5 s.
 * @param {string} url
 * @returns {RedisLike}
 */
export function sharedRedisClient(url) {
  const current = state();
  const existing = current.connections.get(url);
  if (existing) return existing;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
  // Without a listener an unreachable server's error would crash the process.
  client.on("error", (error) => logRedisError(error, "connection"));
  client.on("ready", () => {
    current.lastErrorLoggedAt = 0;
    logger().info({}, "shared cache (Redis) connected");
  });
  client.connect().catch((error) => logRedisError(error, "connect"));
  const redis = /** @type {RedisLike} */ (/** @type {unknown} */ (client));
  current.connections.set(url, redis);
  return redis;
}

/**
 * Rejects after `timeoutMs`: a Redis that accepts connections but never answers must not
 * hold a page.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} timeoutMs
 * @returns {Promise<T>}
 */
function within(promise, timeoutMs) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
}

/*
 * Entries hold strings and plain objects for the pages router, but Next's other kinds
 * carry Buffers and Maps (route bodies, RSC data): JSON keeps them with a type tag.
 */
/** @param {unknown} entry */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replacer(key, value) {
    const original = /** @type {Record<string, unknown>} */ (this)[key];
    if (original instanceof Uint8Array) return { $binary: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString("base64") };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return value;
  });
}

/** @param {string} text */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value.$binary === "string" && Object.keys(value).length === 1) return Buffer.from(value.$binary, "base64");
      if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
    }
    return value;
  });
}

/** @param {string | undefined} serverDistDir */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return null;
  try {
    return readFileSync(join(serverDistDir, "..", "BUILD_ID"), "utf8").trim() || null;
  } catch {
    return null;
  }
}

const FileSystemCache = /** @type {new (ctx: CacheHandlerContext) => LocalCache} */ (
  // Node's ESM import of a CommonJS module nests the class one level deeper than Jest's.
  /** @type {any} */ (fileSystemCacheModule).default?.default ?? /** @type {any} */ (fileSystemCacheModule).default
);

/** A local cache for when Next gives no file system (never in production): a plain Map. */
class MemoryCache {
  /** @type {Map<string, CacheHandlerValue>} */
  entries = new Map();
  /** @param {string} key */
  async get(key) {
    return this.entries.get(key) ?? null;
  }
  /** @param {string} key @param {SetValue} value @param {SetContext} ctx */
  async set(key, value, ctx) {
    this.entries.set(key, { lastModified: Date.now(), value, cacheControl: "cacheControl" in ctx ? ctx.cacheControl : undefined });
  }
  async revalidateTag() {}
  resetRequestCache() {}
}

/**
 * @typedef {object} HandlerOptions
 * @property {string | undefined} [redisUrl] REDIS_URL (unset or blank: Next's own cache only)
 * @property {RedisLike} [redis] a client to use instead of connecting to `redisUrl` (tests)
 * @property {LocalCache} [local] the local cache (default: Next's file-system cache)
 * @property {string | null} [buildId] default: `{distDir}/BUILD_ID`
 * @property {number} [timeoutMs]
 */

/** The options Next's constructor call gives none of: from the environment. */
function optionsFromEnvironment() {
  // `next build` has no BUILD_ID yet and must write the prerendered pages to disk as usual.
  const building = process.env.NEXT_PHASE === "phase-production-build";
  return { redisUrl: building ? undefined : process.env.REDIS_URL };
}

export default class SharedCacheHandler {
  /**
   * @param {CacheHandlerContext} ctx what Next gives every handler
   * @param {HandlerOptions} [options]
   */
  constructor(ctx, options = optionsFromEnvironment()) {
    const redisUrl = options.redisUrl?.trim() || undefined;
    const buildId = options.buildId === undefined ? buildIdOf(ctx.serverDistDir) : options.buildId;
    const current = state();
    /** @type {RedisLike | undefined} */
    this.redis = redisUrl && buildId ? (options.redis ?? sharedRedisClient(redisUrl)) : undefined;
    // The proxy's bundle makes a handler of its own on each request, with no build folder; only
    // the server's handler (which has one) says what health reports.
    if (ctx.serverDistDir) {
      current.loaded = true;
      current.active = this.redis;
    }
    this.keyPrefix = `${KEY_PREFIX}${buildId}:`;
    this.timeoutMs = options.timeoutMs ?? REDIS_OPERATION_TIMEOUT_MS;
    /** @type {LocalCache} */
    this.local =
      options.local ??
      (ctx.fs && ctx.serverDistDir
        ? // With Redis, the local copy stays in memory: no instance writes into the build folder.
          new FileSystemCache({ ...ctx, flushToDisk: this.redis ? false : ctx.flushToDisk })
        : new MemoryCache());
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, ctx) {
    const redis = this.redis;
    if (redis?.isReady) {
      try {
        const stored = await within(redis.get(this.keyPrefix + key), this.timeoutMs);
        if (stored) return /** @type {CacheHandlerValue} */ (decodeEntry(stored));
      } catch (error) {
        logRedisError(error, "get");
      }
    }
    // Not in Redis (first request after a deployment: the build's own copy), or Redis away.
    return this.local.get(key, ctx);
  }

  /**
   * @param {string} key
   * @param {SetValue} value
   * @param {SetContext} ctx
   */
  async set(key, value, ctx) {
    const entry = { lastModified: Date.now(), value, cacheControl: "cacheControl" in ctx ? ctx.cacheControl : undefined };
    const redis = this.redis;
    const shared =
      redis?.isReady &&
      within(redis.set(this.keyPrefix + key, encodeEntry(entry), { expiration: { type: "EX", value: ENTRY_TTL_SECONDS } }), this.timeoutMs).catch(
        (error) => logRedisError(error, "set"),
      );
    await Promise.all([this.local.set(key, value, ctx), shared]);
  }

  /**
   * Tags are an app-router feature (this site's pages router regenerates by path): kept
   * per instance, by Next's own cache.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await this.local.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
