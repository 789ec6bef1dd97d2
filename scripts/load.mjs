// `npm run load`: a bounded load test of the production arrangement, on loopback only. It
// starts the local cluster (scripts/cluster.mjs: Redis, two instances, nginx) on free ports
// and measures two mixes, built pages (public pages and bare calculators) and shared
// calculator links with inputs (rendered per request by an instance, issue #17), each at
// 10, 25 and 50 concurrent connections for 10 s, twice:
//   - cached: through nginx, every page already in its cache (checked before and after);
//   - origin: straight to one instance, nothing in front (what nginx and the CDN spare it).
// It prints requests per second, p50/p99 latency and errors per step, and stops everything.
//
// It exits 1 when a goal is missed: no errors and no answer other than 2xx anywhere, the
// cached pages answered from nginx's cache, and nginx's cache at least CACHED_SPEEDUP times the origin's requests
// per second at 50 connections, for both mixes. Those hold on a loaded 2-core machine. The
// latency target of issue #11 (p99 < 100 ms at 50 connections for built pages, now through
// nginx) is reported, not enforced: on a machine shared with other work it measures the
// machine as much as the site.
//
// NEXT_DIST_DIR: the build (default .next); LOAD_CONNECTIONS (10,25,50), LOAD_SECONDS (10).
import autocannon from "autocannon";
import { ensureClusterPackages, startCluster } from "./cluster.mjs";

const STEPS = (process.env.LOAD_CONNECTIONS || "10,25,50").split(",").map(Number);
const SECONDS_PER_STEP = Number(process.env.LOAD_SECONDS || 10);
/** nginx answering from its cache against an instance rendering: a floor, far below what it measures. */
const CACHED_SPEEDUP = 2;
const TARGET_P99_MS = 100;
const BUILT_PAGES = [
  "/",
  "/individual/file-tax",
  "/business/tds-returns-compliance",
  "/learning-resource/learning-resource-glossary",
  "/tools-and-calculators",
  "/tools-and-calculators/income-tax",
  "/tools-and-calculators/hra",
  "/tools-and-calculators/sip?utm_source=load",
  "/tools-and-calculators/gst-calculator",
  "/tools-and-calculators/capital-gains",
];
/** Shared links as people send them: every calculator kind, rendered on the server with their inputs. */
const CALCULATOR_LINKS = [
  "/tools-and-calculators/income-tax?fy=2026-27&age=below60&salary=1800000&other=50000&hra=0&ded80c=150000&ded80d=25000&ded80ccd1b=0&hl=0",
  "/tools-and-calculators/income-tax?fy=2025-26&salary=900000",
  "/tools-and-calculators/hra?fy=2026-27&entry=monthly&basicMonthly=60000&hraReceivedMonthly=25000&rentMonthly=22000&metro=1",
  "/tools-and-calculators/salary?ctc=2400000&regime=new",
  "/tools-and-calculators/capital-gains?asset=equity&buy=2020-04-01&sell=2026-06-30&sale=900000&cost=400000",
  "/tools-and-calculators/advance-tax?salary=2500000&business=600000",
  "/tools-and-calculators/sip?monthly=15000&rate=12&years=20",
  "/tools-and-calculators/emi?amount=4500000&rate=8.6&years=25",
  "/tools-and-calculators/gst-calculator?amount=20000&rate=18&mode=remove",
  "/tools-and-calculators/gst-number-search?gstin=27AAPFU0939F1ZV",
];
/** As a browser asks (nginx compresses; the instances answer plain, whatever is asked). */
const HEADERS = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };

/**
 * @typedef {{ connections: number, rps: number, p50: number, p99: number, errors: number, non2xx: number }} Row
 */

/**
 * @param {string} origin
 * @param {number} connections
 * @param {string[]} paths
 * @returns {Promise<autocannon.Result>}
 */
function runStep(origin, connections, paths) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration: SECONDS_PER_STEP,
        // As long as nginx waits for an instance (proxy_read_timeout): slower is slow, not failed.
        timeout: 30,
        // Each connection walks the list of pages in turn.
        headers: HEADERS,
        requests: paths.map((path) => ({ method: "GET", path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * @param {string} origin
 * @param {string} title
 * @param {string[]} paths
 * @returns {Promise<Row[]>}
 */
async function runMix(origin, title, paths) {
  console.log(`\n${title}, ${SECONDS_PER_STEP} s per step\n`);
  console.log("connections  req/s   p50 ms  p99 ms  errors  non-2xx");
  const rows = [];
  for (const connections of STEPS) {
    const result = await runStep(origin, connections, paths);
    const row = {
      connections,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
    rows.push(row);
    console.log(
      `${String(connections).padStart(11)}  ${String(row.rps).padStart(5)}  ${String(row.p50).padStart(7)}  ${String(row.p99).padStart(6)}  ${String(row.errors).padStart(6)}  ${String(row.non2xx).padStart(7)}`,
    );
  }
  return rows;
}

/**
 * Every path's cache status through nginx; throws on an answer other than 200.
 * @param {string} url nginx
 * @param {string[]} paths
 */
async function cacheStatuses(url, paths) {
  /** @type {Record<string, string>} */
  const statuses = {};
  for (const path of paths) {
    const answer = await fetch(url + path, { headers: HEADERS });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} through nginx`);
    statuses[path] = answer.headers.get("x-cache-status") ?? "none";
  }
  return statuses;
}

/** Answers from nginx's cache: a fresh copy, or the old one while it fetches the next (CMS pages keep a minute). */
const FROM_CACHE = new Set(["HIT", "STALE", "UPDATING", "REVALIDATED"]);
/**
 * Paths that nginx did not answer from its cache.
 * @param {Record<string, string>} statuses
 */
const notHits = (statuses) => Object.entries(statuses).filter(([, status]) => !FROM_CACHE.has(status));

/**
 * The step at 50 connections (or the last one, with other LOAD_CONNECTIONS).
 * @param {Row[]} rows
 * @returns {Row}
 */
const at50 = (rows) => {
  const row = rows.find((step) => step.connections === 50) ?? rows[rows.length - 1];
  if (!row) throw new Error("LOAD_CONNECTIONS names no step");
  return row;
};

async function main() {
  ensureClusterPackages();
  const cluster = await startCluster({ port: 0, output: "ignore", distDir: process.env.NEXT_DIST_DIR || ".next" });
  const instance = `http://127.0.0.1:${cluster.instancePorts[0]}`;
  /** @type {string[]} */
  const missed = [];
  try {
    const all = [...BUILT_PAGES, ...CALCULATOR_LINKS];
    // Warm: each instance has its routes in memory, and nginx has every page in its cache.
    for (const origin of [instance, `http://127.0.0.1:${cluster.instancePorts[1]}`]) {
      for (const path of all) {
        const answer = await fetch(origin + path, { headers: HEADERS });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} on ${origin}`);
      }
    }
    await cacheStatuses(cluster.url, all);
    const before = notHits(await cacheStatuses(cluster.url, all));
    if (before.length) throw new Error(`nginx does not keep these pages: ${before.map(([path, status]) => `${path} (${status})`).join(", ")}`);

    console.log(`The cluster: nginx ${cluster.url} in front of instances :${cluster.instancePorts.join(" and :")}, Redis :${cluster.redisPort}`);
    const builtCached = await runMix(cluster.url, `Built pages, cached: through nginx (HIT), ${BUILT_PAGES.length} pages`, BUILT_PAGES);
    const linksCached = await runMix(
      cluster.url,
      `Calculator links with inputs, cached: through nginx (HIT), ${CALCULATOR_LINKS.length} links`,
      CALCULATOR_LINKS,
    );
    const after = notHits(await cacheStatuses(cluster.url, all));
    if (after.length)
      missed.push(`every cached request from nginx's cache: after the load, ${after.map(([path, status]) => `${path} was ${status}`).join(", ")}`);
    const builtOrigin = await runMix(instance, `Built pages, origin: one instance directly (${instance}), ${BUILT_PAGES.length} pages`, BUILT_PAGES);
    const linksOrigin = await runMix(
      instance,
      `Calculator links with inputs, origin: one instance directly, rendered per request, ${CALCULATOR_LINKS.length} links`,
      CALCULATOR_LINKS,
    );

    console.log("\nAt 50 connections:");
    for (const [kind, cached, origin] of /** @type {const} */ ([
      ["built pages", builtCached, builtOrigin],
      ["calculator links", linksCached, linksOrigin],
    ])) {
      const c = at50(cached);
      const o = at50(origin);
      const speedup = o.rps > 0 ? c.rps / o.rps : Infinity;
      console.log(
        `  ${kind}: cached ${c.rps} req/s, p50 ${c.p50} ms, p99 ${c.p99} ms; origin ${o.rps} req/s, p50 ${o.p50} ms, p99 ${o.p99} ms; ` +
          `nginx's cache answers ${speedup.toFixed(1)}x the origin's requests per second`,
      );
      if (speedup < CACHED_SPEEDUP)
        missed.push(`${kind}: the cache at least ${CACHED_SPEEDUP}x the origin's req/s at 50 connections (${speedup.toFixed(1)}x)`);
    }
    for (const [title, rows] of /** @type {const} */ ([
      ["built pages, cached", builtCached],
      ["calculator links, cached", linksCached],
      ["built pages, origin", builtOrigin],
      ["calculator links, origin", linksOrigin],
    ])) {
      for (const row of rows) {
        if (row.errors || row.non2xx)
          missed.push(`${title} at ${row.connections} connections: ${row.errors} errors, ${row.non2xx} answers other than 2xx`);
      }
    }
    const builtP99 = at50(builtCached).p99;
    console.log(
      `Issue #11's target, built pages through nginx at 50 connections, p99 < ${TARGET_P99_MS} ms: ${builtP99 < TARGET_P99_MS ? "met" : "NOT met"} (${builtP99} ms; reported only: it depends on what else the machine runs)`,
    );
  } finally {
    await cluster.stop();
  }
  if (missed.length) {
    console.log(`\nGoals missed:\n${missed.map((line) => `  - ${line}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\nGoals met: no errors, the cached pages answered by nginx, the cache well ahead of the origin.");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
