/**
 * What GET /api/health reports: the build this instance serves and whether it reaches the
 * shared cache (Redis, REDIS_URL). Nothing secret: never the Redis address or its password.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "redis";
import { cacheHandlerState } from "./cache-handler-state.mjs";

/** @typedef {"reachable" | "unreachable" | "not-configured"} SharedCacheStatus */

/** How long the health check waits for Redis to answer PING: a load balancer's probe must not hang. */
export const SHARED_CACHE_TIMEOUT_MS = 1000;

/**
 * The build id Next wrote to `{distDir}/BUILD_ID`, or null when it cannot be read.
 * @param {string} distDir
 */
export function readBuildId(distDir) {
  try {
    return readFileSync(join(distDir, "BUILD_ID"), "utf8").trim() || null;
  } catch {
    return null;
  }
}

/**
 * Connects to Redis, sends PING and disconnects, within `timeoutMs`.
 * @param {string | undefined} url REDIS_URL; unset or blank: "not-configured"
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<SharedCacheStatus>}
 */
export async function sharedCacheStatus(url, { timeoutMs = SHARED_CACHE_TIMEOUT_MS } = {}) {
  if (!url || !url.trim()) return "not-configured";
  /** @type {ReturnType<typeof createClient> | undefined} */
  let client;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
  });
  try {
    client = createClient({ url: url.trim(), socket: { connectTimeout: timeoutMs, reconnectStrategy: false } });
    // Without a listener an unreachable server's error would be thrown at the process.
    client.on("error", () => undefined);
    const pinged = (async () => {
      await client.connect();
      return client.ping();
    })();
    pinged.catch(() => undefined);
    const answer = await Promise.race([pinged, timedOut]);
    return answer === "PONG" ? "reachable" : "unreachable";
  } catch {
    return "unreachable";
  } finally {
    clearTimeout(timer);
    try {
      client?.destroy();
    } catch {
      // Already closed.
    }
  }
}

/**
 * The health answer: `status` is "ok" whenever this instance can answer at all (the shared
 * cache is reported, not required: each instance still serves pages from its own copy).
 * `sharedCache` is a fresh PING; `cacheHandler` is what this process's regeneration cache
 * handler is using right now (server/cache-handler-state.mjs): "shared", "local-fallback"
 * (Redis away), "local" (no REDIS_URL) or "not-loaded" (no regenerated page served yet, or
 * next.config.ts does not name the handler).
 * @param {{ distDir: string, redisUrl: string | undefined, timeoutMs?: number }} options
 */
export async function healthReport({ distDir, redisUrl, timeoutMs }) {
  return {
    status: /** @type {const} */ ("ok"),
    buildId: readBuildId(distDir),
    sharedCache: await sharedCacheStatus(redisUrl, { timeoutMs }),
    cacheHandler: cacheHandlerState(),
  };
}
