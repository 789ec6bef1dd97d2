// @ts-check
/**
 * Refreshes paths in nginx's page cache after POST /api/revalidate regenerated them, so a
 * CMS edit shows through nginx within seconds instead of after the cached copy's
 * `s-maxage`.
 *
 * Stock nginx cannot delete an entry; deploy/nginx/nginx.conf.template instead lets a
 * request carrying the secret `X-Cache-Refresh` header, from an allowed address (loopback,
 * the instances), skip the cache (`proxy_cache_bypass`): nginx fetches the page from an
 * instance and stores that answer in place of the old one. The cache key is host + path +
 * query (scheme left out on purpose, see the template), so the refresh asks for the same
 * host visitors use: NGINX_PURGE_HOST, or the Host of the webhook's own request.
 *
 * Settings (server-only, read at request time): NGINX_PURGE_URL, the address the instances
 * reach nginx at (e.g. http://127.0.0.1:8080), and NGINX_PURGE_SECRET, the header's value.
 * Both unset: nothing to refresh (no nginx, or a CDN purged some other way).
 */
import http from "node:http";
import https from "node:https";

export const REFRESH_HEADER = "x-cache-refresh";
export const REFRESH_TIMEOUT_MS = 10_000;

/**
 * @typedef {{ url: string, secret: string, host: string | undefined }} PurgeConfig
 * @typedef {{ refreshed: string[], failed: { path: string, error: string }[] }} PurgeResult
 */

/**
 * The purge settings, or null when refreshing is off. A URL without its secret (or the
 * reverse) is a mistake worth saying, not a silent no-op.
 * @param {Record<string, string | undefined>} [env]
 * @returns {PurgeConfig | null}
 */
export function nginxPurgeConfig(env = process.env) {
  const url = env.NGINX_PURGE_URL?.trim();
  const secret = env.NGINX_PURGE_SECRET?.trim();
  if (!url && !secret) return null;
  if (!url || !secret) throw new Error("NGINX_PURGE_URL and NGINX_PURGE_SECRET must be set together");
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("NGINX_PURGE_URL must be an http(s) address");
  return { url: parsed.origin, secret, host: env.NGINX_PURGE_HOST?.trim() || undefined };
}

/**
 * One refresh: GET the path through nginx with the secret header, read the answer to its end
 * (nginx stores it only once it has all of it).
 * @param {string} path
 * @param {PurgeConfig} config
 * @param {string | undefined} host
 * @param {number} timeoutMs
 * @returns {Promise<number>} the status nginx answered
 */
function refreshOne(path, config, host, timeoutMs) {
  const target = new URL(path, config.url);
  const client = target.protocol === "https:" ? https : http;
  /** @type {Record<string, string>} */
  const headers = { [REFRESH_HEADER]: config.secret, accept: "text/html" };
  if (host) headers.host = host;
  return new Promise((resolve, reject) => {
    // agent: false: a fresh connection each time, never a pooled one nginx may have closed.
    const request = client.request(target, { method: "GET", headers, timeout: timeoutMs, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`nginx did not answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end();
  });
}

/**
 * Refreshes every path in nginx, in parallel. A path nginx answered with a 5xx or not at all
 * is `failed` (its old copy stays); any other answer replaced the entry (or, for an answer
 * nginx may not keep, such as a deleted page's 404, left nothing to serve).
 * @param {string[]} paths site paths such as "/learning-resource/blog"
 * @param {PurgeConfig} config
 * @param {{ host?: string, timeoutMs?: number }} [options] host: used when the config names none
 * @returns {Promise<PurgeResult>}
 */
export async function refreshInNginx(paths, config, { host, timeoutMs = REFRESH_TIMEOUT_MS } = {}) {
  const results = await Promise.allSettled(paths.map((path) => refreshOne(path, config, config.host ?? host, timeoutMs)));
  /** @type {PurgeResult} */
  const outcome = { refreshed: [], failed: [] };
  results.forEach((result, index) => {
    const path = paths[index] ?? "";
    if (result.status === "fulfilled" && result.value < 500) outcome.refreshed.push(path);
    else
      outcome.failed.push({
        path,
        error: result.status === "fulfilled" ? `nginx answered ${result.value}` : String(result.reason?.message ?? result.reason),
      });
  });
  return outcome;
}
