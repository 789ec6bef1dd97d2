// @ts-check
/**
 * The process-wide state of the regeneration cache handler (server/cache-handler.mjs), on
 * its own so the health route can read it without bundling the handler (which pulls in
 * Next's file-system cache). Next imports the handler itself and the route's bundle may
 * carry another copy of this file: the state lives on globalThis so every copy sees it.
 */

/**
 * The few Redis commands the handler uses; a `redis` client satisfies it.
 * @typedef {{ isReady: boolean, get(key: string): Promise<string | null>, set(key: string, value: string, options: { expiration: { type: "EX", value: number } }): Promise<unknown> }} RedisLike
 */
/**
 * `connections`: one client per Redis address, made on first use; `active`: the client the
 * latest handler uses (none without REDIS_URL); `loaded`: a handler has been made.
 * @typedef {{ connections: Map<string, RedisLike>, active: RedisLike | undefined, loaded: boolean, lastErrorLoggedAt: number }} HandlerState
 */
/** @typedef {"shared" | "local-fallback" | "local" | "not-loaded"} CacheHandlerMode */

const STATE = Symbol.for("tax-site.cache-handler");

/** @returns {HandlerState} */
export function handlerState() {
  const holder = /** @type {{ [STATE]?: HandlerState }} */ (/** @type {unknown} */ (globalThis));
  holder[STATE] ??= { connections: new Map(), active: undefined, loaded: false, lastErrorLoggedAt: 0 };
  return holder[STATE];
}

/**
 * Which cache this process's regenerated pages come from: "shared" (Redis is connected),
 * "local-fallback" (REDIS_URL is set but Redis is unreachable: this instance serves its own
 * copies), "local" (no REDIS_URL: Next's own cache), or "not-loaded" (no page has used the
 * handler yet, or next.config.ts does not name it).
 * @returns {CacheHandlerMode}
 */
export function cacheHandlerState() {
  const current = handlerState();
  if (!current.loaded) return "not-loaded";
  if (!current.active) return "local";
  return current.active.isReady ? "shared" : "local-fallback";
}
