// `npm run load`: a bounded load test of the production build, on loopback only. It serves
// a mix of public pages and calculators for 30 seconds in all (10 s at each of 10, 25 and
// 50 concurrent connections), prints requests per second, p50/p99 latency and errors per
// step, and stops by itself. The target (issue #11): no errors and p99 under 100 ms at 50
// connections for static pages on a 2-core machine. LOAD_PAGE_CACHE=off measures plain
// `next start` instead, without server/page-cache.mjs in front.
import autocannon from "autocannon";
import { startProductionServer } from "./serve-production.mjs";

const PORT = Number(process.env.LOAD_PORT || 3300);
const STEPS = (process.env.LOAD_CONNECTIONS || "10,25,50").split(",").map(Number);
const SECONDS_PER_STEP = Number(process.env.LOAD_SECONDS || 10);
const PATHS = [
  "/",
  "/individual/file-tax",
  "/business/tds-returns-compliance",
  "/learning-resource/learning-resource-glossary",
  "/tools-and-calculators",
  "/tools-and-calculators/income-tax?salary=1800000&fy=2026-27",
  "/tools-and-calculators/hra",
  "/tools-and-calculators/sip?monthly=15000&rate=12&years=20",
  "/tools-and-calculators/gst-calculator?amount=1000&rate=18&mode=remove",
  "/tools-and-calculators/gst-number-search?gstin=27AAPFU0939F1ZV",
];

function runStep(origin, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration: SECONDS_PER_STEP,
        // Each connection walks the list of pages in turn, asking as a browser does (compressed).
        headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
        requests: PATHS.map((path) => ({ method: "GET", path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main() {
  const pageCache = process.env.LOAD_PAGE_CACHE !== "off";
  const { server, origin } = await startProductionServer(PORT, { pageCache });
  try {
    // One pass first, so the numbers are of a warm server (compiled routes in memory).
    for (const path of PATHS) await (await fetch(origin + path)).arrayBuffer();
    console.log(`Load on ${origin} (${pageCache ? "npm start" : "next start"}), ${PATHS.length} pages, ${SECONDS_PER_STEP} s per step\n`);
    console.log("connections  req/s   p50 ms  p99 ms  errors  non-2xx");
    const rows = [];
    for (const connections of STEPS) {
      const result = await runStep(origin, connections);
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
    const at50 = rows.find((row) => row.connections === 50);
    if (at50) {
      const ok = at50.errors === 0 && at50.non2xx === 0 && at50.p99 < 100;
      console.log(`\nTarget at 50 connections (no errors, p99 < 100 ms): ${ok ? "met" : "NOT met"}`);
      process.exitCode = ok ? 0 : 1;
    }
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
