import { firstSecondsBudgetFor, FIRST_SECONDS_MS, KEY_ROUTES } from "../../scripts/first-load-js.mjs";
import { expect, PROFILE_401, test } from "./fixtures";

/*
 * What a phone really fetches: every script in the first seconds of a visit (the HTML's,
 * lazily imported chunks, prefetched pages), not only the HTML's <script> tags, which
 * bundle.spec.ts holds to their own budget. And no request left hanging, which would hold
 * one of the phone's few connections.
 */
test.describe("a phone's first seconds", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  for (const path of KEY_ROUTES) {
    test(`${path} fetches at most ${firstSecondsBudgetFor(path)} kB of script in ${FIRST_SECONDS_MS / 1000} s @phone`, async ({ page }) => {
      const sizes: Promise<number>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname)) {
          sizes.push(request.sizes().then((size) => size.responseBodySize));
        }
      });
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForTimeout(FIRST_SECONDS_MS);
      const kb = (await Promise.all(sizes)).reduce((total, size) => total + size, 0) / 1024;
      expect(sizes.length).toBeGreaterThan(3);
      expect(kb, `${sizes.length} scripts`).toBeLessThanOrEqual(firstSecondsBudgetFor(path));
    });
  }

  test("moving between pages leaves no request open for more than a few seconds @phone", async ({ page }) => {
    const open = new Map<string, number>();
    const key = (url: string, method: string) => `${method} ${url}`;
    page.on("request", (request) => open.set(key(request.url(), request.method()), Date.now()));
    const done = (request: { url(): string; method(): string }) => open.delete(key(request.url(), request.method()));
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    await page.goto("/tools-and-calculators/hra");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Tools and calculators" }).click();
    await page.waitForURL("**/tools-and-calculators");
    await page.getByRole("main").getByRole("link", { name: "SIP calculator" }).first().click();
    await page.waitForURL("**/tools-and-calculators/sip");
    await page.waitForTimeout(4_000);
    const stale = [...open].filter(([, since]) => Date.now() - since > 3_000).map(([request]) => request);
    expect(stale).toEqual([]);
  });
});
