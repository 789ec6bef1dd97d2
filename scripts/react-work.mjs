// @ts-check
// `node scripts/react-work.mjs URL...`: how long React works on a page load, and when. Each URL
// is loaded RUNS times (default 5) in turn, in a fresh Pixel 7-sized Chromium context at 4x
// CPU (Lighthouse's phone), with V8's sampling profiler on. The samples under React's work
// loop (rendering, committing, effects) are summed in bursts; the medians are printed:
//
//   react      all of React's work, load and 6 s after it
//   hydrate    the first burst (hydration and its effects)
//   after      every later burst (renders caused by state that differs from the server's,
//              the router's query update, idle-time loads)
//
// The function names are React's own only in a build made without mangling
// (`next build --no-mangling`); on a mangled build every figure reads 0. Like
// scripts/main-thread.mjs, it is meant for two builds served side by side (and the bench's
// floor), loaded alternately; nothing here judges a time against a fixed threshold.
import { devices } from "@playwright/test";
import { mediansInTurn } from "./in-turn.mjs";

const RUNS = Number(process.env.RUNS || 5);
const REACT_WORK = /^(performWorkOnRoot|performSyncWorkOnRoot|performWorkOnRootViaSchedulerTask|flushSyncWorkAcrossRoots_impl|commitRoot|flushPassiveEffects|flushPendingEffects)$/;
/** Samples further apart than this start a new burst (microseconds). */
const BURST_GAP_US = 30_000;

/** @typedef {{ id: number, callFrame: { functionName: string }, children?: number[] }} ProfileNode */

/** @param {import("@playwright/test").Browser} browser @param {string} url */
async function measure(browser, url) {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(6_000);
  const { profile } = await cdp.send("Profiler.stop");
  await context.close();

  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** @type {Map<number, boolean>} */
  const known = new Map();
  /** @param {number} id @returns {boolean} */
  const underReact = (id) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const parent = parentOf.get(id);
    const result = REACT_WORK.test(nodes.get(id)?.callFrame.functionName ?? "") || (parent !== undefined && underReact(parent));
    known.set(id, result);
    return result;
  };
  /** @type {{ end: number, ms: number }[]} */
  const bursts = [];
  const deltas = profile.timeDeltas ?? [];
  let time = profile.startTime;
  (profile.samples ?? []).forEach((id, index) => {
    time += deltas[index] ?? 0;
    if (!underReact(id)) return;
    const ms = (deltas[index + 1] ?? 0) / 1000;
    const last = bursts.at(-1);
    if (last && time - last.end < BURST_GAP_US) {
      last.end = time;
      last.ms += ms;
    } else bursts.push({ end: time, ms });
  });
  const react = bursts.reduce((sum, burst) => sum + burst.ms, 0);
  const hydrate = bursts[0]?.ms ?? 0;
  return { react, hydrate, after: react - hydrate };
}

async function main() {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error("usage: node scripts/react-work.mjs URL...");
  const rows = await mediansInTurn(urls, RUNS, measure);
  console.log(`Medians of ${RUNS} loads at 4x CPU (ms):`);
  console.table(rows);
}

await main();
