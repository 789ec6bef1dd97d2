/**
 * Stopping and starting safely: a graceful close on SIGTERM (an orchestrator replacing the
 * instance, `docker stop`) that lets requests in flight finish, and a refusal to start on a
 * build that lacks what the server needs.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

/** How long requests in flight may take to finish after SIGTERM, unless SHUTDOWN_TIMEOUT_MS says otherwise. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** @param {Record<string, string | undefined>} env */
export function shutdownTimeoutMs(env = process.env) {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

/**
 * Stops `server` accepting connections, closes its idle keep-alive connections (again as
 * each busy one finishes its response), and resolves once every request in flight has been
 * answered, or when `timeoutMs` has passed, whichever is first; then any connection still
 * open is cut.
 *
 * @param {import("node:http").Server} server
 * @param {number} timeoutMs
 * @returns {Promise<{ timedOut: boolean }>}
 */
export function gracefulClose(server, timeoutMs) {
  return new Promise((resolve) => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const finish = (/** @type {boolean} */ timedOut) => {
      clearTimeout(timer);
      clearInterval(sweeper);
      server.off("request", onRequest);
      if (timedOut) server.closeAllConnections();
      resolve({ timedOut });
    };
    // A keep-alive connection becomes idle when its response ends: close it then, not at the timeout.
    const onRequest = (/** @type {unknown} */ _request, /** @type {import("node:http").ServerResponse} */ response) => {
      response.once("finish", () => setImmediate(() => server.closeIdleConnections()));
    };
    server.on("request", onRequest);
    // Requests already being answered were registered before this: sweep now and then for them.
    const sweeper = setInterval(() => server.closeIdleConnections(), 250);
    sweeper.unref();
    timer = setTimeout(() => finish(true), timeoutMs);
    timer.unref();
    server.close(() => finish(false));
    server.closeIdleConnections();
  });
}

/**
 * Refuses a build without the Content-Security-Policy hash manifest: without it every page
 * would be served with a policy that blocks the framework's inline scripts.
 *
 * @param {string} distDir
 */
export function assertBuildComplete(distDir) {
  const manifest = join(distDir, "csp-hashes.json");
  if (!existsSync(manifest)) {
    throw new Error(
      `No Content-Security-Policy hash manifest at ${manifest}: this build is incomplete. Run \`npm run build\` (next build, then scripts/post-build.mjs) before starting the server.`,
    );
  }
}
