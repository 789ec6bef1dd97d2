/**
 * A local stand-in for the app, CMS and chat-bot APIs, for development and tests.
 *
 * Plain Node (standard library only), so unit tests import it, browser tests start it in
 * another process, and `npm run stand-in` runs it for a signed-in demo:
 *
 *   PORT=4010 NEXT_PUBLIC_PRODUCT_SLUG=taxsathi node tests/support/stand-in.mjs
 *
 * Sessions: the session cookie is named after the product slug. Browsers share cookies
 * between ports of one host name, so a browser test sets the cookie on the site's origin
 * and it reaches the stand-in; the site and the stand-in must therefore use the same host
 * name (both `127.0.0.1` or both `localhost`). The cookie's value picks the user:
 * `staff`, `noname`, or anything else for the regular user (fixtures/profiles.json).
 *
 * Control routes (not logged, never faulted), so a test in another process can steer it:
 *   GET  /__stand-in/health            -> 200 "ok"
 *   GET  /__stand-in/requests          -> [{ method, path, query, headers }] since the last reset
 *   POST /__stand-in/fault             <- { path, fault }: every request whose path starts
 *                                         with `path` gets the fault until reset
 *   POST /__stand-in/cms-page          <- a CMS page (fixtures/cms-pages.json's shape): replaces
 *                                         the page with its `id`, or adds it, until reset (a
 *                                         CMS edit, for the revalidation webhook's tests)
 *   POST /__stand-in/reset             -> clears faults and the request log, and restores the
 *                                         CMS pages of the fixture
 *
 * Faults are described in faults.mjs. CORS preflights are never faulted: a browser would
 * then report a CORS failure instead of the fault being tested.
 */
import { readFileSync, realpathSync } from "node:fs";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

import { listPages } from "./cms-pages.mjs";
import { validateFault } from "./faults.mjs";
import { matchRoute, mergeRoutes } from "./route-table.mjs";
import { appApiRoutes } from "./routes/app-api.mjs";
import { lookupRoutes } from "./routes/lookups.mjs";

const readFixture = (name) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8"));
const profiles = readFixture("profiles.json");
const fixtureCmsPages = readFixture("cms-pages.json").items;

const CORS_ALLOWED_HEADERS = "Authorization, Content-Type, X-CSRFToken, X-Csrftoken";
const CORS_ALLOWED_METHODS = "GET, POST, PUT, DELETE, OPTIONS";
const CONTROL_PREFIX = "/__stand-in/";
/** The cookie that ties a request to one browser test's faults (see setFault). */
export const SCOPE_COOKIE = "stand_in_scope";

function readCookie(header, name) {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) {
      const raw = part.slice(at + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** The request body as text; read once per request and kept, so a handler may read it again. */
function readBody(req) {
  if (req.standInBody !== undefined) return Promise.resolve(req.standInBody);
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      req.standInBody = Buffer.concat(chunks).toString("utf8");
      resolve(req.standInBody);
    });
    req.on("error", reject);
  });
}

function send(res, status, contentType, body, headers = {}) {
  if (res.destroyed || res.headersSent) return;
  res.writeHead(status, { "Content-Type": contentType, ...headers });
  res.end(body);
}

const sendJson = (res, status, body, headers) => send(res, status, "application/json; charset=utf-8", JSON.stringify(body), headers);

export async function startStandIn({ port = 4010, host = "127.0.0.1", productSlug = "taxsathi" } = {}) {
  /** pathPrefix -> fault; the longest matching prefix wins. */
  const faults = new Map();
  const requestLog = [];
  const pendingTimers = new Set();
  /** This stand-in's CMS pages: the fixture's, with the edits setCmsPage made since the last reset. */
  let cmsPages = [...fixtureCmsPages];

  const sessionCookie = (value, extra = "") => `${productSlug}=${value}; Path=/; SameSite=Lax${extra}`;

  /**
   * method -> pathname -> handler(req, res, url, params). A pathname may hold `:name`
   * segments (`/itr/api/itr/:id/`); their values arrive in `params`. The session, CMS and
   * chat routes are here; each API domain's routes are in their own file under routes/.
   */
  /** Route state to forget on reset (the videos uploaded to the vault). */
  const resetHooks = [];
  const scopeOf = (req) => readCookie(req.headers.cookie, SCOPE_COOKIE) ?? "";
  const tools = { send, sendJson, readBody, readCookie, productSlug, scopeOf, onReset: (hook) => resetHooks.push(hook) };
  const coreRoutes = {
    GET: {
      "/v1/google-login/": (req, res) => {
        const session = readCookie(req.headers.cookie, productSlug);
        if (!session) {
          return sendJson(res, 401, { detail: "Authentication credentials were not provided." });
        }
        const key = session === "staff" || session === "noname" ? session : "regular";
        return sendJson(res, 200, { userProfile: profiles[key] });
      },
      "/api/v2/pages/": (req, res, url) => {
        const { status, body } = listPages(cmsPages, url.searchParams, url.origin);
        return sendJson(res, status, body);
      },
      // The live-chat frame's stand-in: a page the site embeds in its chat panel.
      "/chat-widget": (req, res) =>
        send(
          res,
          200,
          "text/html; charset=utf-8",
          '<!doctype html><html lang="en"><head><title>Live chat</title></head><body><main><h1>Live chat (stand-in)</h1><p>A tax expert will answer here.</p></main></body></html>',
        ),
    },
    POST: {
      "/usermanagement/api/logout": (req, res) =>
        sendJson(
          res,
          200,
          { detail: "Logged out" },
          {
            "Set-Cookie": sessionCookie("", "; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT"),
          },
        ),
      "/social/google/login/token/": (req, res) => sendJson(res, 200, { detail: "Logged in" }, { "Set-Cookie": sessionCookie("regular") }),
    },
  };

  const routes = mergeRoutes(coreRoutes, lookupRoutes(tools), appApiRoutes(tools));

  const controlRoutes = {
    "GET health": (req, res) => send(res, 200, "text/plain; charset=utf-8", "ok"),
    // For the signed-in demo: sets the session cookie (as=regular|staff|noname) on this
    // host name and sends the browser back to the site (`next`, a localhost address only).
    "GET login": (req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const as = ["regular", "staff", "noname"].includes(url.searchParams.get("as") ?? "") ? url.searchParams.get("as") : "regular";
      const next = url.searchParams.get("next") ?? "";
      const target = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(next) ? next : "http://localhost:3000/";
      res.writeHead(302, { Location: target, "Set-Cookie": sessionCookie(as) });
      return res.end();
    },
    "GET requests": (req, res) => sendJson(res, 200, requestLog),
    "POST reset": (req, res) => {
      reset();
      return sendJson(res, 200, { ok: true });
    },
    "POST cms-page": async (req, res) => {
      try {
        setCmsPage(JSON.parse(await readBody(req)));
        return sendJson(res, 200, { ok: true });
      } catch (error) {
        return sendJson(res, 400, { detail: error instanceof Error ? error.message : String(error) });
      }
    },
    "POST fault": async (req, res) => {
      try {
        const { path, fault, scope } = JSON.parse(await readBody(req));
        setFault(path, fault, scope);
        return sendJson(res, 200, { ok: true });
      } catch (error) {
        return sendJson(res, 400, { detail: error instanceof Error ? error.message : String(error) });
      }
    },
  };

  /**
   * A fault for every request whose path starts with `pathPrefix`. With a `scope`, only
   * requests carrying the cookie `stand_in_scope=<scope>` get it: browser tests running in
   * parallel each set their own scope cookie, so one test's fault never reaches another.
   */
  function setFault(pathPrefix, fault, scope) {
    if (typeof pathPrefix !== "string" || !pathPrefix.startsWith("/")) {
      throw new TypeError("path must be a string starting with /");
    }
    if (scope !== undefined && (typeof scope !== "string" || scope === "")) {
      throw new TypeError("scope must be a non-empty string");
    }
    faults.set(scope ? `${scope} ${pathPrefix}` : pathPrefix, { prefix: pathPrefix, scope, fault: validateFault(fault) });
  }

  /** A CMS edit: replaces the page with the same `id`, or adds it. */
  function setCmsPage(page) {
    if (!page || typeof page !== "object" || !Number.isInteger(page.id) || typeof page.title !== "string") {
      throw new TypeError("a CMS page needs an integer id and a title");
    }
    if (!page.meta || typeof page.meta.type !== "string" || typeof page.meta.slug !== "string") {
      throw new TypeError("a CMS page needs meta.type and meta.slug");
    }
    const at = cmsPages.findIndex((existing) => existing.id === page.id);
    cmsPages = at === -1 ? [...cmsPages, page] : cmsPages.map((existing, index) => (index === at ? page : existing));
  }

  function clearFaults() {
    faults.clear();
  }

  function reset() {
    faults.clear();
    requestLog.length = 0;
    cmsPages = [...fixtureCmsPages];
    for (const hook of resetHooks) hook();
  }

  function faultFor(pathname, requestScope) {
    let match;
    for (const { prefix, scope, fault } of faults.values()) {
      if (scope && scope !== requestScope) continue;
      if (pathname.startsWith(prefix) && (!match || prefix.length > match.prefix.length)) match = { prefix, fault };
    }
    return match?.fault;
  }

  function delay(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pendingTimers.delete(timer);
        resolve();
      }, ms);
      pendingTimers.add(timer);
    });
  }

  /** Plays a fault; returns true when it has answered (or dropped) the request. */
  async function playFault(fault, req, res) {
    if (fault.delayMs) await delay(fault.delayMs);
    if (fault.drop) {
      req.socket.destroy();
      return true;
    }
    if (fault.status) {
      sendJson(res, fault.status, { detail: `Injected fault: HTTP ${fault.status}` });
      return true;
    }
    if (fault.html) {
      send(
        res,
        200,
        "text/html; charset=utf-8",
        "<!doctype html><html><head><title>Service unavailable</title></head><body><h1>Service temporarily unavailable</h1><p>Please try again later.</p></body></html>",
      );
      return true;
    }
    if (fault.badJson) {
      sendJson(res, 200, { unexpected: "shape", items: null, userProfile: "not-an-object" });
      return true;
    }
    return false;
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? `${host}:${port}`}`);
    const method = req.method ?? "GET";

    // Credentialed cross-origin calls need the exact origin echoed back, never `*`.
    if (req.headers.origin) {
      res.setHeader("Access-Control-Allow-Origin", req.headers.origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
      res.setHeader("Vary", "Origin");
    }

    const isControl = url.pathname.startsWith(CONTROL_PREFIX);
    if (!isControl) {
      // Bodies are logged (cut at 64 kB) so tests can check what each call sent.
      const body = method === "GET" || method === "HEAD" || method === "OPTIONS" ? "" : await readBody(req);
      requestLog.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...req.headers },
        body: body.slice(0, 65_536),
      });
    }

    if (method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Methods": CORS_ALLOWED_METHODS,
        "Access-Control-Allow-Headers": CORS_ALLOWED_HEADERS,
        "Access-Control-Max-Age": "600",
      });
      return res.end();
    }

    if (isControl) {
      const control = controlRoutes[`${method} ${url.pathname.slice(CONTROL_PREFIX.length)}`];
      return control ? control(req, res) : sendJson(res, 404, { detail: "Not found." });
    }

    const fault = faultFor(url.pathname, readCookie(req.headers.cookie, SCOPE_COOKIE));
    if (fault && (await playFault(fault, req, res))) return;

    const matched = matchRoute(routes[method], url.pathname);
    if (matched) return matched.handler(req, res, url, matched.params);
    const allowed = Object.keys(routes).filter((m) => matchRoute(routes[m], url.pathname));
    if (allowed.length > 0) {
      return sendJson(res, 405, { detail: `Method "${method}" not allowed.` }, { Allow: allowed.join(", ") });
    }
    return sendJson(res, 404, { detail: "Not found." });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => sendJson(res, 500, { detail: `Stand-in error: ${error}` }));
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === "object" && address ? address.port : port}`;

  return {
    url,
    setFault,
    setCmsPage,
    cmsPages: () => cmsPages.map((page) => structuredClone(page)),
    clearFaults,
    reset,
    requests: () => requestLog.map((entry) => ({ ...entry })),
    close() {
      for (const timer of pendingTimers) clearTimeout(timer);
      pendingTimers.clear();
      // Open keep-alive and delayed connections would otherwise hold close() (and jest) open.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function isRunDirectly() {
  try {
    return Boolean(process.argv[1]) && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isRunDirectly()) {
  // No top-level await: Jest compiles this file to CommonJS when tests import it.
  startStandIn({
    port: Number(process.env.PORT || 4010),
    host: process.env.STAND_IN_HOST || "127.0.0.1",
    productSlug: process.env.NEXT_PUBLIC_PRODUCT_SLUG || "taxsathi",
  }).then(
    (standIn) => {
      console.log(`API stand-in listening on ${standIn.url}`);
      const stop = () => standIn.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
