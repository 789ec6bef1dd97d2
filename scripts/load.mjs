// `npm run load`: a bounded load test of the production build, on loopback only. Two mixes,
// each 10 s at 10, 25 and 50 concurrent connections: built pages (public pages and bare
// calculators), then shared calculator links with inputs, which the server renders per
// request (issue #17). It prints requests per second, p50/p99 latency and errors per step,
// and stops by itself. The target (issue #11): no errors and p99 under 100 ms at 50
// connections for built pages on a 2-core machine; the rendered links must have no errors,
// and their latency is reported beside the built pages' of the same run.
// It measures one instance (server/start.mjs, Next's own handler) with nothing in front:
// the origin's figures. Through nginx's cache, pages are answered without reaching it.
import autocannon from "autocannon";
import { startProductionServer } from "./serve-production.mjs";

const PORT = Number(process.env.LOAD_PORT || 3300);
const STEPS = (process.env.LOAD_CONNECTIONS || "10,25,50").split(",").map(Number);
const SECONDS_PER_STEP = Number(process.env.LOAD_SECONDS || 10);
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
        // Each connection walks the list of pages in turn, asking as a browser does (compressed).
        headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
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

async function main() {
  const { server, origin } = await startProductionServer(PORT);
  try {
    // One pass first, so the numbers are of a warm server (compiled routes in memory).
    for (const path of [...BUILT_PAGES, ...CALCULATOR_LINKS]) {
      const answer = await fetch(origin + path);
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    }
    const serverName = "npm start";
    const built = await runMix(origin, `Built pages on ${origin} (${serverName}), ${BUILT_PAGES.length} pages`, BUILT_PAGES);
    const links = await runMix(
      origin,
      `Calculator links with inputs, rendered per request (${serverName}), ${CALCULATOR_LINKS.length} links`,
      CALCULATOR_LINKS,
    );
    const at50 = built.find((row) => row.connections === 50);
    const linksAt50 = links.find((row) => row.connections === 50);
    if (at50 && linksAt50) {
      const ok = at50.errors === 0 && at50.non2xx === 0 && at50.p99 < 100;
      const linksOk = linksAt50.errors === 0 && linksAt50.non2xx === 0;
      console.log(`\nTarget at 50 connections, built pages (no errors, p99 < 100 ms): ${ok ? "met" : "NOT met"}`);
      console.log(
        `Calculator links at 50 connections: p50 ${linksAt50.p50} ms, p99 ${linksAt50.p99} ms (${(linksAt50.p50 / Math.max(at50.p50, 1)).toFixed(1)}x / ${(linksAt50.p99 / Math.max(at50.p99, 1)).toFixed(1)}x the built pages'), ${linksOk ? "no errors" : "ERRORS"}`,
      );
      process.exitCode = ok && linksOk ? 0 : 1;
    }
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
