/**
 * `npm start`: the production server, run from the standalone folder the build completes
 * (`node .next/standalone/server/start.mjs`: scripts/standalone.mjs copies this file there). Next's own request handler answers every request;
 * keeping copies of pages is the job of nginx and the CDN in front (deploy/nginx/) and of
 * Next's regeneration cache (server/cache-handler.mjs). Takes `next start`'s flags:
 * -p/--port (or PORT, default 3000) and -H/--hostname (or HOSTNAME, default all interfaces).
 *
 * It refuses to start on an incomplete build (no CSP hash manifest), logs one JSON line per
 * request and per error (server/log.mjs), and on SIGTERM or SIGINT stops accepting
 * connections, lets the requests in flight finish (at most SHUTDOWN_TIMEOUT_MS, 10 s by
 * default) and exits 0 (server/shutdown.mjs).
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { logger, reportServerError, withRequestLog } from "./log.mjs";
import { assertBuildComplete, gracefulClose, shutdownTimeoutMs } from "./shutdown.mjs";

export function parseArgs(argv, env = process.env) {
  const options = { port: Number(env.PORT) || 3000, hostname: env.HOSTNAME || undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = argv[index + 1];
    if ((flag === "-p" || flag === "--port") && value) options.port = Number(value);
    else if ((flag === "-H" || flag === "--hostname") && value) options.hostname = value;
    else continue;
    index += 1;
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error(`Not a port: ${options.port}`);
  return options;
}

const listen = (server, port, hostname) =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve(server.address()));
  });

/**
 * Lets Next answer, and turns a failure of its handler (rare: Next answers its own errors
 * with the error page) into a logged error and a plain 500.
 * @param {(request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>} handle
 */
const answeredByNext = (handle) => (/** @type {http.IncomingMessage} */ request, /** @type {http.ServerResponse} */ response) =>
  handle(request, response).catch((/** @type {unknown} */ error) => {
    reportServerError(error, { requestId: request.headers["x-request-id"], method: request.method, path: (request.url ?? "/").split("?")[0] });
    if (!response.headersSent) {
      response.statusCode = 500;
      response.setHeader("content-type", "text/plain; charset=utf-8");
      response.setHeader("cache-control", "private, no-store");
    }
    response.end(response.headersSent ? undefined : "Internal Server Error");
  });

/**
 * The configuration the build used, as `next build` recorded it for standalone servers. A
 * standalone folder has no next.config.ts (nor the code it imports), and reading the record
 * means every instance runs with exactly its build's settings.
 * @param {string} distDir
 */
export function builtConfig(distDir) {
  const file = join(distDir, "required-server-files.json");
  if (!existsSync(file)) throw new Error(`No ${file}: build the site first (npm run build).`);
  return JSON.parse(readFileSync(file, "utf8")).config;
}

async function main() {
  const { port, hostname } = parseArgs(process.argv.slice(2));
  // Paths are the project's: the repository, or the standalone folder this file was copied into.
  process.chdir(fileURLToPath(new URL("..", import.meta.url)));
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  assertBuildComplete(distDir);
  const log = logger();
  const conf = builtConfig(distDir);
  // As Next's own standalone server.js does: its modules read the configuration from here.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
  // Next's own idea of its host stays "localhost" whatever address it listens on (-H): the
  // proxy's rewrite of a calculator link then stays inside this process instead of being
  // fetched again over HTTP from the listening address (which fails while draining).
  const app = next({ dev: false, dir: ".", conf, hostname: "localhost", port });
  const handle = answeredByNext(app.getRequestHandler());
  await app.prepare();

  const front = http.createServer(withRequestLog((request, response) => void handle(request, response), { log }));
  await listen(front, port, hostname);
  log.info({ url: `http://${hostname ?? "localhost"}:${port}`, distDir }, `Ready on http://${hostname ?? "localhost"}:${port}`);

  let stopping = false;
  /** @param {string} reason @param {number} exitCode */
  const stop = async (reason, exitCode) => {
    if (stopping) {
      // A second signal while draining: stop now.
      log.warn({ reason }, "forced shutdown");
      process.exit(exitCode || 1);
    }
    stopping = true;
    const timeoutMs = shutdownTimeoutMs();
    log.info({ reason, timeoutMs }, "shutting down: no new connections, finishing requests in flight");
    const { timedOut } = await gracefulClose(front, timeoutMs);
    log.info({ timedOut }, timedOut ? "shut down: requests still open were cut" : "shut down");
    process.exit(exitCode);
  };
  process.on("SIGTERM", () => void stop("SIGTERM", 0));
  process.on("SIGINT", () => void stop("SIGINT", 0));
  process.on("uncaughtException", (error) => {
    reportServerError(error, { kind: "uncaughtException" });
    void stop("uncaughtException", 1);
  });
  process.on("unhandledRejection", (reason) => reportServerError(reason, { kind: "unhandledRejection" }));
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  main().catch((error) => {
    // Before the server is up (an incomplete build, a port in use): say why in plain words too.
    reportServerError(error, { phase: "startup" });
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
