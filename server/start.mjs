/**
 * `npm start`: the production server. Next's own request handler answers everything, with
 * the built pages served from a short-lived in-memory copy in front of it (page-cache.mjs
 * says why). Takes `next start`'s flags: -p/--port (or PORT, default 3000) and
 * -H/--hostname (or HOSTNAME, default all interfaces).
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import next from "next";
import { cacheKeyFor, createPageCache, sendCached } from "./page-cache.mjs";

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

/**
 * The paths of the built pages: pages without data (built to .html) and every path
 * prerendered by getStaticProps. Error pages and framework files are left out, and so are
 * paths a dynamic route builds on first request (Next answers those itself).
 */
export function builtPagePaths(distDir) {
  const readJson = (file) => JSON.parse(readFileSync(join(distDir, file), "utf8"));
  const pages = readJson("server/pages-manifest.json");
  const prerendered = existsSync(join(distDir, "prerender-manifest.json")) ? readJson("prerender-manifest.json").routes ?? {} : {};
  const paths = [...Object.keys(pages).filter((path) => pages[path].endsWith(".html")), ...Object.keys(prerendered)];
  return new Set(paths.filter((path) => !/^\/(?:_|404$|500$|api\/)/.test(path)));
}

/** Asks Next, on its loopback port, for a page's plain HTML. */
function originFetcher(originPort, timeoutMs = 30_000) {
  return (path) =>
    new Promise((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port: originPort, path, timeout: timeoutMs, headers: { accept: "text/html" } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      });
      request.on("timeout", () => request.destroy(new Error(`No answer from Next for ${path} within ${timeoutMs} ms`)));
      request.on("error", reject);
    });
}

const listen = (server, port, hostname) =>
  new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve(server.address()));
  });

async function main() {
  const { port, hostname } = parseArgs(process.argv.slice(2));
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const app = next({ dev: false, hostname: hostname ?? "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Next on a private loopback port: the cache asks it for pages there.
  const origin = http.createServer((request, response) => handle(request, response));
  const { port: originPort } = await listen(origin, 0, "127.0.0.1");

  const pagePaths = builtPagePaths(distDir);
  const cache = createPageCache({ fetchOrigin: originFetcher(originPort) });
  const front = http.createServer((request, response) => {
    const key = cacheKeyFor(request, pagePaths);
    if (!key) return handle(request, response);
    cache.lookup(key).then(
      (entry) => sendCached(request, response, entry, cache),
      // Next did not answer the cache; let it answer the visitor directly instead.
      () => handle(request, response),
    );
  });
  await listen(front, port, hostname);
  console.log(`Ready on http://${hostname ?? "localhost"}:${port} (${pagePaths.size} built pages cached in memory)`);

  const stop = () => {
    front.close();
    origin.close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
