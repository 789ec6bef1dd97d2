// @ts-check
// Loads each URL in turn, RUNS times, and gives the medians of each figure a measure returns:
// the side-by-side loop of scripts/main-thread.mjs and scripts/react-work.mjs. In turn, so
// every URL sees the same hours of this drifting machine.
import { chromium } from "@playwright/test";
import { median } from "./bench.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-flags.mjs";

/**
 * @template {Record<string, number>} Figures
 * @param {string[]} urls
 * @param {number} runs
 * @param {(browser: import("@playwright/test").Browser, url: string) => Promise<Figures>} measure
 * @returns {Promise<Record<string, string | number>[]>} one row per URL: the URL, and each figure its rounded median
 */
export async function mediansInTurn(urls, runs, measure) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  /** @type {Map<string, Figures[]>} */
  const results = new Map(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run += 1) for (const url of urls) results.get(url)?.push(await measure(browser, url));
  } finally {
    await browser.close();
  }
  return urls.map((url) => {
    const loads = results.get(url) ?? [];
    const names = Object.keys(loads[0] ?? {});
    return { url, ...Object.fromEntries(names.map((name) => [name, Math.round(median(loads.map((load) => load[name] ?? Number.NaN)))])) };
  });
}
