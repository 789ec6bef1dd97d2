// @ts-check
/**
 * How long a page reached by a link shows an empty <main>, on a throttled network: the Hindi
 * catalogue → the Hindi HRA page, and the same in English, each run once in Debian's Chromium.
 * Against a running production server (default http://localhost:3999, as the browser tests'):
 *   NEXT_DIST_DIR=.next-e2e PORT=3999 node .next-e2e/standalone/server/start.mjs &
 *   node scripts/link-render-probe.mjs [base URL]
 * The network is slowed after the first page has loaded and gone idle (400 ms latency,
 * 200 kB/s), then the link is clicked as a person would. Prints, for each language, how long
 * the new page's main was empty (docs/i18n.md, "Following a link on a Hindi page").
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-flags.mjs";

const base = process.argv[2] ?? "http://localhost:3999";
const JOURNEYS = [
  { language: "hi", from: "/hi/tools-and-calculators", link: "HRA छूट कैलकुलेटर", to: "/hi/tools-and-calculators/hra" },
  { language: "en", from: "/tools-and-calculators", link: "HRA exemption calculator", to: "/tools-and-calculators/hra" },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { language, from, link, to } of JOURNEYS) {
    const page = await browser.newPage();
    await page.goto(base + from, { waitUntil: "networkidle" });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 400, downloadThroughput: 200_000, uploadThroughput: 100_000 });
    // Every change to the page records how much text its main holds, and where it is.
    await page.evaluate(() => {
      const samples = /** @type {[number, string, number][]} */ ([]);
      Object.assign(window, { __samples: samples });
      new MutationObserver(() => samples.push([performance.now(), location.pathname, document.querySelector("main")?.innerText.trim().length ?? 0])).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("main").getByRole("link", { name: link, exact: true }).first().click();
    await page.waitForURL(base + to);
    await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
    await page.waitForTimeout(1_000);
    const samples = /** @type {[number, string, number][]} */ (await page.evaluate(() => /** @type {{ __samples: [number, string, number][] }} */ (/** @type {unknown} */ (window)).__samples));
    const onPage = samples.filter(([, path]) => path === to);
    const empty = onPage.filter(([, , length]) => length === 0);
    const filled = onPage.find(([, , length]) => length > 0);
    const emptyMs = empty.length > 0 && filled ? Math.round(filled[0] - (empty[0]?.[0] ?? filled[0])) : 0;
    console.log(`${language}: ${from} → ${to}: main empty for ${emptyMs} ms after the page changed`);
    await page.close();
  }
} finally {
  await browser.close();
}
