// `npm run bench`: serves the production build and measures representative routes.
// For each: Lighthouse (mobile settings, simulated slow 4G and CPU slowdown) scores and
// LCP/CLS/TBT as medians of several runs, and the compressed JavaScript the route loads
// on first load (every <script src> in its HTML, fetched gzip-encoded as a browser would).
// Budgets come from the issues; a route over budget makes the script exit 1.
import { startProductionServer } from "./serve-production.mjs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { gzipSync } from "node:zlib";
import { JS_BUDGET_KB, scriptSources } from "./first-load-js.mjs";

const PORT = Number(process.env.BENCH_PORT || 3200);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS || 3);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** The routes measured and each one's budget; routes not built yet are reported and skipped. */
const shellBudget = { performance: 95, accessibility: 100, cls: 0, jsKb: JS_BUDGET_KB.shell };
const calculatorBudget = { performance: 95, accessibility: 100, cls: 0, jsKb: JS_BUDGET_KB.calculator };
const ROUTES = [
  { path: "/", budget: shellBudget },
  { path: "/tools-and-calculators", budget: calculatorBudget },
  { path: "/tools-and-calculators/income-tax", budget: calculatorBudget },
  { path: "/tools-and-calculators/hra", budget: calculatorBudget },
  { path: "/tools-and-calculators/capital-gains", budget: calculatorBudget },
  { path: "/tools-and-calculators/rent-receipt", budget: calculatorBudget },
  { path: "/tools-and-calculators/sip", budget: calculatorBudget },
  { path: "/tools-and-calculators/home-loan", budget: calculatorBudget },
  { path: "/individual", budget: shellBudget },
  { path: "/individual/file-tax", budget: shellBudget },
  { path: "/learning-resource/blog-articles/old-vs-new-tax-regime-fy-2025-26", budget: shellBudget },
  { path: "/learning-resource/learning-resource-glossary", budget: shellBudget },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function startServer() {
  // localhost rather than 127.0.0.1: Lighthouse and the budgets were measured that way.
  const { server } = await startProductionServer(PORT, { host: "localhost" });
  return server;
}

/** Compressed bytes of every script the HTML loads up front (Next's first-load JS). */
async function firstLoadScriptBytes(path) {
  const html = await (await fetch(ORIGIN + path)).text();
  const sources = scriptSources(html);
  let total = 0;
  for (const source of sources) {
    // fetch hands back the decoded body, and the server streams compressed scripts
    // without a length, so the bytes on the wire are measured by gzipping each script at
    // zlib's default level, as the server's compression does.
    const response = await fetch(new URL(source, ORIGIN));
    total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return { total, count: sources.length };
}

async function lighthouseRun(chrome, path) {
  const result = await lighthouse(ORIGIN + path, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  // The audits that cost points outside performance, so a score below 100 says why.
  const failing = ["accessibility", "best-practices", "seo"].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audits["largest-contentful-paint"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    failing,
  };
}

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    ],
  });
  const rows = [];
  let failures = 0;
  try {
    // BENCH_ONLY=/a,/b measures just those routes (for comparing one change).
    const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
    for (const route of ROUTES.filter((candidate) => !only || only.includes(candidate.path))) {
      const status = (await fetch(ORIGIN + route.path)).status;
      if (status !== 200) {
        console.log(`skip ${route.path}: answers ${status} (not built yet)`);
        continue;
      }
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(chrome, route.path));
      const pick = (key) => median(runs.map((r) => r[key]));
      const js = await firstLoadScriptBytes(route.path);
      const row = {
        route: route.path,
        perf: pick("performance"),
        a11y: pick("accessibility"),
        bestPr: pick("bestPractices"),
        seo: pick("seo"),
        "LCP ms": Math.round(pick("lcpMs")),
        CLS: Number(pick("cls").toFixed(3)),
        "TBT ms": Math.round(pick("tbtMs")),
        "JS kB gz": Number((js.total / 1024).toFixed(1)),
        scripts: js.count,
        failing: [...new Set(runs.flatMap((r) => r.failing))].join(" ") || "-",
      };
      const over = [];
      if (row.perf < route.budget.performance) over.push(`performance ${row.perf} < ${route.budget.performance}`);
      if (row.a11y < route.budget.accessibility) over.push(`accessibility ${row.a11y} < ${route.budget.accessibility}`);
      if (row.CLS > route.budget.cls) over.push(`CLS ${row.CLS} > ${route.budget.cls}`);
      if (row["JS kB gz"] > route.budget.jsKb) over.push(`JS ${row["JS kB gz"]} kB > ${route.budget.jsKb} kB`);
      row.budget = over.length ? `OVER: ${over.join("; ")}` : "ok";
      failures += over.length ? 1 : 0;
      rows.push(row);
      console.log(`measured ${route.path} (${RUNS} Lighthouse runs)`);
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  console.log(`\nLighthouse ${RUNS} runs per route, medians; mobile settings; JS is first-load, gzip.`);
  console.table(rows);
  if (failures) {
    console.error(`${failures} route(s) over budget.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
