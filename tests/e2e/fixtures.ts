import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/**
 * The shared test fixture: every test fails if the page logged an error to the console
 * or threw, apart from lines a test declares expected (documented log lines, or the
 * browser's own report of a failed request that the test provoked).
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsole: (pattern: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  allowConsole: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Parts of a page below the fold (a glossary letter, a calculator's FAQ) carry
 * `content-visibility: auto`: the browser lays them out only when they come near the viewport
 * (styles/_theme.scss, render-on-approach). A checker that reads layout (contrast reads the
 * colours behind the text from the boxes under it) would see them unrendered, so they are laid
 * out first, as scrolling to them would. Nothing else about the page changes.
 */
export async function layOutEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

/**
 * axe-core's minified build. @axe-core/playwright injects the package's `source`, the
 * unminified 1.3 MB build, into every new document: evaluating it in a fresh page took about
 * 400 ms here, this one (the same rules without comments and whitespace) 250-310 ms (medians
 * of 8 fresh pages, side by side, two runs).
 */
const AXE_SOURCE = readFileSync(join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8");

/**
 * Runs axe with the WCAG 2.1 A and AA rules and returns a readable list of violations.
 * Legacy mode runs axe.run in the page itself: the default mode opens a blank page for
 * axe.finishRun on every call, about 1.8 s of a 2.4 s check here. What legacy mode gives up
 * is cross-origin frames, and the only ones the site has are third parties' (the chat).
 * `exclude` is a CSS selector of parts already checked elsewhere.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  await layOutEverything(page);
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).options({ resultTypes: ["violations"] });
  // Excluded nodes are skipped; the document's own rules (title, lang, landmarks) still run.
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * A signed-out visitor's profile call answers 401: the browser itself reports that
 * failed request on the console, which is expected and not the site's log.
 */
export const PROFILE_401 = /status of 401/;
