// @ts-check
// `node scripts/main-thread.mjs URL...`: where a page load spends the main thread, measured
// side by side. Each URL is loaded RUNS times (default 7) in turn, in a fresh Pixel 7-sized
// Chromium context with a performance trace, unthrottled; the medians are printed:
//
//   busy    the renderer's main-thread task time, load and 2.5 s after it
//   style   style, layout and paint within it
//   tbt×4   the blocking time Lighthouse's 4x CPU would see: each task after the first
//           contentful paint, times 4, less 50 ms
//
// SCRIPTS=off loads the pages without JavaScript: what is left is the rendering of the
// server's HTML and CSS, measured apart from the scripts compiling beside it.
//
// Lighthouse's own medians swing by a third on this 2-core machine; these move less, so a
// change is measured by loading the previous build and the new one alternately (serve each
// on its own port) with the bench's floor beside them. docs/performance.md says what they
// showed. Nothing here judges a time against a fixed threshold.
import { devices } from "@playwright/test";
import { mediansInTurn } from "./in-turn.mjs";

const RUNS = Number(process.env.RUNS || 7);
const SCRIPTS = process.env.SCRIPTS !== "off";
const STYLE_EVENTS = new Set(["UpdateLayoutTree", "Layout", "PrePaint", "Paint"]);

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number }} TraceEvent */

/** @param {import("@playwright/test").Browser} browser @param {string} url */
async function measure(browser, url) {
  const context = await browser.newContext({ ...devices["Pixel 7"], javaScriptEnabled: SCRIPTS });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline", "loading", "blink.user_timing", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(2_500);
  /** @type {TraceEvent[]} */
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const start = events.find((event) => event.name === "navigationStart");
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!start || !paint) throw new Error(`${url}: no navigation or first paint in the trace`);
  const onMain = (/** @type {TraceEvent} */ event) => event.pid === start.pid && event.tid === start.tid && event.ph === "X" && Boolean(event.dur);
  const ms = (/** @type {TraceEvent} */ event) => (event.dur ?? 0) / 1000;
  const tasks = events.filter((event) => onMain(event) && event.name === "RunTask");
  return {
    busy: tasks.reduce((sum, task) => sum + ms(task), 0),
    style: events.filter((event) => onMain(event) && STYLE_EVENTS.has(event.name)).reduce((sum, event) => sum + ms(event), 0),
    "tbt×4": tasks.filter((task) => task.ts > paint.ts).reduce((sum, task) => sum + Math.max(0, ms(task) * 4 - 50), 0),
  };
}

async function main() {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error("usage: node scripts/main-thread.mjs URL [URL...] (RUNS=7)");
  const rows = await mediansInTurn(urls, RUNS, measure);
  console.log(`Medians of ${RUNS} loads each (unthrottled, Pixel 7 size${SCRIPTS ? "" : ", scripts off"}), in ms:`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
