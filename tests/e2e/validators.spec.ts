import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { routes } from "@/lib/site/routes";
import { cspViolations, recordCspViolations } from "./csp-watch";
import { axeViolations, expect, layOutEverything, PROFILE_401, test } from "./fixtures";

/*
 * A second opinion on every built page (issue #21), besides axe in the feature specs:
 * - IBM's accessibility-checker-engine (WCAG 2.1 A and AA) and axe, at desktop and phone size;
 * - reflow: no page is wider than a 320 px or 390 px viewport (WCAG 1.4.10);
 * - the Nu Html Checker (vnu-jar) over the HTML the server sends, errors only;
 * - every internal link, anchor and asset of every page resolves.
 * The pages: the sitemap, the app screens signed out, a calculator link rendered on the
 * server, and the 404 page.
 *
 * The one visit of each page at each size also checks (one sweep instead of three, issue 19):
 * - no Content-Security-Policy violation (the page records them; a console error fails any
 *   test, tests/e2e/fixtures.ts);
 * - every calculator's figures: each <output> holds text and none reads NaN, Infinity or
 *   undefined (jsdom checks each figure against the library, every-calculator.test.tsx).
 */

test.beforeEach(async ({ page, allowConsole }) => {
  allowConsole(PROFILE_401);
  await recordCspViolations(page);
});

/** CSP violations the page recorded, and figures that are empty or not numbers. */
async function pageFaults(page: Page): Promise<string[]> {
  const violations = (await cspViolations(page)).map((violation) => `CSP: ${violation}`);
  const figures = await page.evaluate(() => {
    const faults: string[] = [];
    for (const output of document.querySelectorAll("output[name]")) {
      const text = output.textContent?.trim() ?? "";
      if (!text || /NaN|Infinity|undefined/.test(text)) faults.push(`figure ${output.getAttribute("name")}: ${JSON.stringify(text)}`);
    }
    return faults;
  });
  return [...violations, ...figures];
}

const SHARDS = 6;
const EXTRA_PAGES = [...Object.values(routes.app), "/tools-and-calculators/income-tax?fy=2026-27&salary=900000&ded80c=0"];

async function pagesToCheck(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(sitemap.length).toBeGreaterThan(60);
  return [...new Set([...sitemap, ...EXTRA_PAGES])];
}

/**
 * IBM rules left out, each for a stated reason (everything else in WCAG_2_1 counts):
 * - none yet.
 */
const IBM_RULES_OFF = new Set<string>([]);

const ACE_SOURCE = readFileSync(join(process.cwd(), "node_modules/accessibility-checker-engine/ace.js"), "utf8");

/** IBM's findings in the whole document, or only in the element `within` selects. */
async function ibmViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, as axe is: the page's CSP does not apply.
  if (!(await page.evaluate(() => "ace" in window))) await page.evaluate(ACE_SOURCE);
  await layOutEverything(page);
  const results = await page.evaluate(async (selector) => {
    const ace = (window as unknown as { ace: { Checker: new () => { check(node: Node, rules: string[]): Promise<{ results: { ruleId: string; reasonId: string; value: [string, string]; path: { dom: string }; message: string }[] }> } } }).ace;
    const report = await new ace.Checker().check(selector ? document.querySelector(selector)! : document, ["WCAG_2_1"]);
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .map((result) => ({ rule: result.ruleId, where: result.path.dom, message: result.message }));
  }, within);
  return results.filter((result) => !IBM_RULES_OFF.has(result.rule)).map((result) => `${result.rule}: ${result.message} (${result.where})`);
}

/*
 * The frame (skip link, header, footer, chat button: everything of #__next but <main>) is the
 * same on every page. Both engines check it in full on the first page of a shard where its
 * markup is new at that size, which is about half of each check's time (axe 1.0 -> 0.6 s,
 * IBM 1.0 -> 0.45 s per page here); on the other pages axe skips it but still runs the
 * document's own rules (title, lang, landmarks), and IBM reads <main>. Markup that differs in
 * any way (a signed-in slot, a page that changes the frame) is a new frame and checked in full.
 */
const FRAME = "#__next > :not(main)";
const frameMarkup = (page: Page) =>
  page.evaluate((selector) => Array.from(document.querySelectorAll(selector), (element) => element.outerHTML).join(""), FRAME);

/**
 * Waits until the page has drawn a frame and its main thread has gone idle: hydration and the
 * effects it starts have run, so the engines read what a visitor sees. (A fixed 300 ms wait
 * before, which was longer than needed on most pages and gave no guarantee on a slow one.)
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 }))),
      ),
  );

/** How far the page is wider than its viewport, in CSS pixels (0 when it reflows). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("every page, both engines @mobile", () => {
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`pages ${shard + 1} of ${SHARDS}: axe and IBM's engine find nothing, the policy is kept and every figure is a number`, async ({ page, request }, testInfo) => {
      test.setTimeout(300_000);
      const phone = testInfo.project.name === "mobile";
      const paths = (await pagesToCheck(request)).filter((_, index) => index % SHARDS === shard);
      const problems: Record<string, string[]> = {};
      const framesChecked = new Set<string>();
      for (const path of paths) {
        const found: string[] = [];
        await page.goto(path, { waitUntil: "load" });
        await settled(page);
        const frame = await frameMarkup(page);
        const frameSeen = framesChecked.has(frame);
        framesChecked.add(frame);
        const axe = await axeViolations(page, { exclude: frameSeen ? FRAME : undefined });
        found.push(...axe.map((violation) => `axe ${violation.id}: ${violation.nodes.join(", ")}`));
        found.push(...(await ibmViolations(page, frameSeen ? "main" : undefined)).map((violation) => `IBM ${violation}`));
        found.push(...(await pageFaults(page)));
        if (phone) {
          // WCAG 1.4.10: content reflows at 320 CSS px; 390 px is a common phone.
          for (const width of [320, 390]) {
            await page.setViewportSize({ width, height: 800 });
            await settled(page);
            const extra = await overflow(page);
            if (extra > 0) found.push(`${extra} px wider than a ${width} px viewport`);
          }
          await page.setViewportSize({ width: 412, height: 839 });
        }
        if (found.length > 0) problems[path] = found;
      }
      testInfo.annotations.push({ type: "frames checked in full", description: `${framesChecked.size} of ${paths.length} pages` });
      expect(problems).toEqual({});
    });
  }
});

// The sweep passes when both engines report nothing, so each must be seen to report a fault.
test("both engines report a fault planted in a built page", async ({ page }) => {
  await page.goto("/tools-and-calculators/hra");
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const image = document.createElement("img");
    image.src = document.querySelector("img")!.src; // an icon the page already loads
    main.prepend(image);
    const faint = document.createElement("p");
    faint.textContent = "Faint text";
    faint.style.cssText = "color:#eee;background:#fff";
    main.prepend(faint);
  });
  // Both as the first page of a shard sees it (the whole document) and as later ones do (the frame left out).
  for (const exclude of [undefined, FRAME]) {
    const axe = (await axeViolations(page, { exclude })).map((violation) => violation.id);
    expect(axe, `axe, frame ${exclude ? "left out" : "in"}`).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
  }
  for (const within of [undefined, "main"]) expect((await ibmViolations(page, within)).join("\n"), `IBM within ${within ?? "the document"}`).toMatch(/img_alt_valid/);
});

/** The HTML of every page as the server sends it. */
async function servedHtml(request: APIRequestContext, paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const path of paths) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    pages.set(path, await answer.text());
  }
  return pages;
}

/**
 * The one framework pattern the checker may report: React streams a Suspense boundary's
 * content into a hidden <div> before moving it into place, so a boundary inside a list
 * arrives as <li> in a <div>. Filtered by its exact message, nothing broader.
 */
const FRAMEWORK_PATTERN = "Element “li” not allowed as child of element “div” in this context. (Suppressing further errors from this subtree.)";

// Untagged, so desktop only (playwright.config.ts): the HTML and the links are the same at every size.
test("the Nu Html Checker finds no error in any page's HTML", async ({ request }) => {
  test.setTimeout(240_000);
  const paths = await pagesToCheck(request);
  const pages = await servedHtml(request, paths);
  const notFound = await request.get("/no-such-page");
  pages.set("/no-such-page", await notFound.text());
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  try {
    [...pages].forEach(([path, html], index) => {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, path);
    });
    const vnu = join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");
    // vnu writes its JSON report to stderr.
    const run = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "json", "--exit-zero-always", ...[...files.keys()].map((url) => url.slice(5))], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, run.stderr.slice(0, 500)).toBe(0);
    const report = JSON.parse(run.stderr) as { messages: { type: string; url: string; message: string; extract?: string }[] };
    const errors = report.messages
      .filter((message) => message.type === "error" && message.message !== FRAMEWORK_PATTERN)
      .map((message) => `${files.get(message.url) ?? message.url}: ${message.message} «${message.extract ?? ""}»`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("every internal link, anchor and asset of every page resolves", async ({ request }) => {
  test.setTimeout(240_000);
  const paths = await pagesToCheck(request);
  const pages = await servedHtml(request, paths);
  const broken: string[] = [];
  const statusOf = new Map<string, number>();
  const idsOf = new Map<string, Set<string>>();
  const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));

  for (const [from, html] of pages) {
    const references = [
      ...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g),
      ...html.matchAll(/<(?:script|img|source|iframe)\b[^>]*?\ssrc="([^"]*)"/g),
      ...html.matchAll(/<link\b(?![^>]*rel="(?:canonical|alternate)")[^>]*?\shref="([^"]*)"/g),
    ].map((match) => match[1]!.replace(/&amp;/g, "&"));
    for (const reference of new Set(references)) {
      if (!reference || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(reference)) continue; // another host, mailto:, tel:
      const url = new URL(reference, `http://site${from}`);
      const target = `${url.pathname}${url.search}`;
      if (!statusOf.has(target)) {
        const answer = await request.get(target, { maxRedirects: 5 });
        statusOf.set(target, answer.status());
        if (answer.ok() && (answer.headers()["content-type"] ?? "").includes("text/html")) idsOf.set(target, ids(await answer.text()));
      }
      const status = statusOf.get(target)!;
      if (status >= 400) broken.push(`${from}: ${reference} answers ${status}`);
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && status < 400) {
        const targetIds = target === `${new URL(from, "http://site").pathname}` ? ids(html) : idsOf.get(target);
        if (targetIds && !targetIds.has(anchor)) broken.push(`${from}: ${reference} names no element on ${target}`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(statusOf.size).toBeGreaterThan(100);
});

test.describe("without scripts @mobile", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/individual/file-tax", "/tools-and-calculators/income-tax", "/learning-resource/learning-resource-faq"]) {
    test(`${path}: the footer, the menus' links and the page's own content are shown, none left in a hidden streamed block`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // React streams a late Suspense boundary into <div hidden id="S:n"> and reveals it with an
      // inline script; without scripts whatever is in one stays hidden.
      const hiddenStreamed = await page.locator('div[hidden][id^="S:"]').evaluateAll((blocks) =>
        blocks.map((block) => block.querySelector("h1, h2, footer, nav, form, output, .dropdown-menu")?.outerHTML.slice(0, 80)).filter(Boolean),
      );
      expect(hiddenStreamed).toEqual([]);
      if (testInfo.project.name === "desktop") {
        // The header's menus: their links are in the page, and a pointer or the keyboard opens a panel.
        const main = page.getByRole("navigation", { name: "Main" });
        const firstMenu = main.locator(".dropdown").first();
        await firstMenu.hover();
        await expect(firstMenu.locator(".dropdown-menu a").first()).toBeVisible();
      }
    });
  }
});

test.describe("structured data and previews", () => {
  const blocks = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

  test("the home page says who runs the site (Organization, WebSite)", async ({ page }) => {
    await page.goto("/");
    const data = await blocks(page);
    const organization = data.find((block) => block["@type"] === "Organization")!;
    expect(organization).toMatchObject({ name: "TaxSathi", url: "https://www.taxsathi.example/" });
    expect(data.find((block) => block["@type"] === "WebSite")).toMatchObject({ name: "TaxSathi" });
  });

  test("a calculator's breadcrumb is also a BreadcrumbList, and an article names its image", async ({ page }) => {
    await page.goto("/tools-and-calculators/hra");
    const trail = (await blocks(page)).find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.map((item) => item.name)).toEqual(["Home", "Tools and calculators", "HRA exemption calculator"]);
    await page.goto("/learning-resource/blog-articles/old-vs-new-tax-regime-fy-2025-26");
    const article = (await blocks(page)).find((block) => block["@type"] === "Article")!;
    expect(String(article.image)).toMatch(/^https:\/\/www\.taxsathi\.example\/.+\.(png|jpe?g|webp)$/);
  });

  test("every preview image is described (og:image:alt, twitter:image:alt)", async ({ request }) => {
    for (const path of ["/", "/tools-and-calculators/income-tax", "/individual/file-tax", "/learning-resource/blog-articles/old-vs-new-tax-regime-fy-2025-26"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"/);
      expect(html, path).toMatch(/<meta name="twitter:image:alt" content="[^"]{10,}"/);
    }
  });
});
