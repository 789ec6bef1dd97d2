import { calculatorCatalogue } from "@/lib/calculators/catalogue";
import { readInputs, resultFor } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import { sampledSlugs } from "../support/calculator-sample";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { expectedFigures, sharedLinkCase } from "./shared-link-cases";

/*
 * A shared calculator link is rendered on the server with its inputs (proxy.ts rewrites it
 * to pages/tools-and-calculators/[slug]/with-inputs.tsx), so its first HTML, a link preview
 * and a browser without scripts show its own figures, and hydration changes none of them.
 * Every calculator's link is fetched once and the HTML it was sent is parsed as a browser
 * with scripts off would parse it; a sample is also opened and hydrated in Chromium (jsdom
 * hydrates every calculator's HTML, issue 19). The journeys without scripts (typing,
 * Calculate, a toggle, a bad value, personal details) run with scripts really off.
 */

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

/** Run in the page: the figures, canonical address and robots rule of an HTML text, parsed as a browser with scripts off parses it. */
const servedPage = (html: string) => {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return {
    outputs: Object.fromEntries([...doc.querySelectorAll("output[name]")].map((output) => [output.getAttribute("name") ?? "", output.textContent ?? ""])),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    robots: doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "",
  };
};

const readOutputs = (page: import("@playwright/test").Page) =>
  page
    .locator("output[name]")
    .evaluateAll((outputs) => Object.fromEntries(outputs.map((output) => [output.getAttribute("name") ?? "", output.textContent ?? ""])));

test.describe("shared links with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("income tax works end to end: type, Calculate, and the server answers with the figures", async ({ page }) => {
    const calculator = calculatorsBySlug["income-tax"]!;
    await page.goto("/tools-and-calculators/income-tax");
    await page.getByLabel("Gross salary (yearly)", { exact: true }).fill("9,00,000");
    await page.getByLabel("Section 80C investments", { exact: true }).fill("0");
    await page.getByLabel("Section 80D health insurance", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/[?&]salary=9%2C00%2C000(&|$)/);
    const raw = { salary: "900000", ded80c: "0", ded80d: "0" };
    const expected = expectedFigures(calculator, { ...Object.fromEntries(Object.entries(calculator.fields).map(([n, f]) => [n, f.defaultRaw])), ...raw });
    expect(await readOutputs(page)).toEqual(expected);
    // Worked by hand (new regime, tax year 2026-27): ₹9,00,000 − ₹75,000 standard deduction = ₹8,25,000, tax ₹22,500, all rebated under s.156.
    await expect(page.locator('output[name="newTax"]')).toHaveText("₹0");
    await expect(page.getByLabel("Gross salary (yearly)", { exact: true })).toHaveValue("9,00,000");
  });

  test("a toggle switched off without scripts stays off", async ({ page }) => {
    await page.goto("/tools-and-calculators/hra?basic=600000&hraReceived=240000&rent=240000&metro=1");
    await page.getByRole("switch").uncheck();
    await page.getByRole("button", { name: "Calculate" }).click();
    // An unticked box sends nothing; Calculate's own parameter tells the server it means "0".
    await expect(page).toHaveURL(/[?&]calculate=1(&|$)/);
    expect(page.url()).not.toMatch(/metro=/);
    await expect(page.getByRole("switch")).not.toBeChecked();
    const hra = calculatorsBySlug.hra!;
    const raw = { ...Object.fromEntries(Object.entries(hra.fields).map(([n, f]) => [n, f.defaultRaw])), metro: "0" };
    expect(await readOutputs(page)).toEqual(expectedFigures(hra, raw));
  });

  test("a bad value in the link: its message in the HTML, no figure, nothing else lost", async ({ page }) => {
    await page.goto("/tools-and-calculators/income-tax?salary=12abc&other=5000");
    const salary = page.getByLabel("Gross salary (yearly)", { exact: true });
    await expect(salary).toHaveValue("12abc");
    await expect(salary).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await salary.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toContainText(/digits/);
    await expect(page.getByLabel("Income from other sources (yearly)", { exact: true })).toHaveValue("5,000");
    await expect(page.locator("output[name]")).toHaveCount(0);
    // No figure to describe: the preview keeps the calculator's own description.
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:title"]')).not.toHaveAttribute("content", /regime ₹/);
  });

  test("personal details never reach the address, even from a form sent without scripts", async ({ page }) => {
    await page.goto("/tools-and-calculators/rent-receipt?tenant=Asha&landlord=Ravi&rent=15000");
    // Not read from the address, and disabled without scripts (they only feed the receipts the browser makes).
    await expect(page.getByLabel("Landlord's name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Landlord's name", { exact: true })).toBeDisabled();
    await page.getByLabel("Monthly rent", { exact: true }).fill("9,000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/[?&]rent=9%2C000(&|$)/);
    expect(page.url()).not.toMatch(/Ravi|Asha|landlord=|tenant=/);
  });
});

test("every calculator's shared link: the server's HTML holds the link's own figures, as a browser without scripts reads them", async ({
  page,
  request,
}) => {
  await page.goto("about:blank");
  const wrong: Record<string, unknown> = {};
  for (const entry of calculatorCatalogue) {
    const calculator = calculatorsBySlug[entry.id]!;
    const { raw, query } = sharedLinkCase(entry.id, calculator);
    const expected = expectedFigures(calculator, raw);
    expect(Object.keys(expected).length, entry.id).toBeGreaterThan(0);
    const response = await request.get(`${entry.path}${query}`);
    expect(response.status(), entry.id).toBe(200);
    // The HTML as sent, parsed by the browser's parser with scripting off: what a visitor
    // without scripts, or a link preview, gets.
    const served = await page.evaluate(servedPage, await response.text());
    const seen = { outputs: served.outputs, canonicalIsThePage: new RegExp(`${entry.path}$`).test(served.canonical), robots: served.robots };
    const wanted = { outputs: expected, canonicalIsThePage: true, robots: "noindex, follow" };
    if (JSON.stringify(seen) !== JSON.stringify(wanted)) wrong[entry.id] = { seen, wanted };
  }
  expect(wrong).toEqual({});
});

/*
 * Hydration in Chromium, on a sample: the calculators the browser samples by field kind and
 * own block (tests/support/calculator-sample.ts), and the first with each kind of figure
 * (rupees, paise, percent, years, numbers, text), since the browser formats numbers with
 * its own ICU. That hydration changes nothing for every calculator is checked in jsdom
 * (tests/unit/components/calculators/every-calculator-hydration.test.tsx), where React
 * reports any difference between the server's HTML and the client's render.
 */
function hydrationSample(): string[] {
  const chosen = new Set(sampledSlugs());
  const formats = new Set<string>();
  for (const entry of calculatorCatalogue) {
    const calculator = calculatorsBySlug[entry.id]!;
    const { raw } = sharedLinkCase(entry.id, calculator);
    const result = resultFor(calculator, readInputs(calculator, raw), raw);
    for (const figure of result?.groups.flatMap((group) => group.figures) ?? []) {
      const kind = typeof figure.value === "string" ? "text" : figure.format;
      if (formats.has(kind)) continue;
      formats.add(kind);
      chosen.add(entry.id);
    }
  }
  return calculatorCatalogue.map((entry) => entry.id).filter((slug) => chosen.has(slug));
}

test.describe("shared links with scripts on, sampled calculators", () => {
  for (const slug of hydrationSample()) {
    const calculator = calculatorsBySlug[slug]!;
    const entry = calculatorCatalogue.find((candidate) => candidate.id === slug)!;
    test(`${slug}: the server's HTML holds the link's own figures and hydration changes none`, async ({ page }) => {
      const { raw, query } = sharedLinkCase(slug, calculator);
      const expected = expectedFigures(calculator, raw);
      // Record every change to a figure from the first byte of the page on.
      await page.addInitScript(() => {
        const changes: string[] = [];
        (window as unknown as { __figureChanges: string[] }).__figureChanges = changes;
        new MutationObserver((records) => {
          for (const record of records) {
            const output = (record.target instanceof Element ? record.target : record.target.parentElement)?.closest("output");
            if (output && document.readyState !== "loading") changes.push(`${output.getAttribute("name")}: ${output.textContent}`);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const response = await page.goto(`${entry.path}${query}`);
      expect((await page.evaluate(servedPage, (await response?.text()) ?? "")).outputs).toEqual(expected);
      const form = page.getByRole("form", { name: `${calculator.meta.title} inputs` });
      await expect
        .poll(() => form.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), { message: "hydrated" })
        .toBe(true);
      await page.waitForLoadState("networkidle");
      expect(await readOutputs(page)).toEqual(expected);
      expect(await page.evaluate(() => (window as unknown as { __figureChanges: string[] }).__figureChanges)).toEqual([]);
    });
  }
});

test("with scripts on, a bad value in the link is marked in the server's HTML and stays marked; axe finds nothing", async ({ page }) => {
  const response = await page.goto("/tools-and-calculators/hra?basic=6L&rent=240000");
  expect(await response?.text()).toContain('aria-invalid="true"');
  const basic = page.getByLabel("Salary: basic + DA, yearly", { exact: true });
  await expect(basic).toHaveValue("6L");
  await expect(basic).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("output[name]")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("link previews", () => {
  test("a link with inputs states its result; the bare page keeps its own meta", async ({ page, request }) => {
    const link = "/tools-and-calculators/income-tax?fy=2026-27&age=below60&salary=900000&other=0&hra=0&ded80c=0&ded80d=0&ded80ccd1b=0&hl=0";
    const html = await (await request.get(link)).text();
    // By hand: old regime ₹9,00,000 − ₹50,000 = ₹8,50,000; 5% of ₹2,50,000 + 20% of ₹3,50,000 = ₹82,500; with 4% cess ₹85,800.
    const title = "Tax year 2026-27, salary ₹9,00,000: new regime ₹0, old regime ₹85,800";
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}"`);
    expect(html).toContain(`<meta property="og:description" content="The new regime saves you ₹85,800 for tax year 2026-27."`);
    expect(html).toContain(`<meta name="twitter:description" content="The new regime saves you ₹85,800 for tax year 2026-27."`);

    const bare = await (await request.get("/tools-and-calculators/income-tax")).text();
    expect(bare).not.toContain("noindex");
    expect(bare).not.toMatch(/<meta [^>]*content="[^"]*salary ₹/);
    await page.goto("/tools-and-calculators/income-tax");
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", calculatorsBySlug["income-tax"]!.meta.description);
  });

  test("unknown parameters alone keep the static page, and are ignored", async ({ request }) => {
    const answer = await request.get("/tools-and-calculators/sip?utm_source=mail&foo=1");
    expect(answer.headers()["cache-control"] ?? "").not.toMatch(/s-maxage=3600/);
    expect(await answer.text()).not.toContain("noindex");
  });
});
