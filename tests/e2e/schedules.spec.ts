import { readFile } from "node:fs/promises";
import { calculatorCatalogue } from "@/lib/calculators/catalogue";
import { defaultRawInputs, readInputs } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

/** The default result of each calculator that draws a chart or offers a CSV schedule. */
const withSchedules = calculatorCatalogue.flatMap((entry) => {
  const calculator = calculatorsBySlug[entry.id]!;
  const { input } = readInputs(calculator, defaultRawInputs(calculator));
  const result = input ? calculator.compute(input) : null;
  return result?.chart || result?.tables?.some((table) => table.csvFileName) ? [{ entry, result }] : [];
});

/*
 * Every chart at a phone's size, where it matters most; the first two also at desktop size.
 * The loader is one component, so a chart that draws at one size draws at the other.
 */
const withCharts = withSchedules.filter(({ result }) => result.chart);

test.describe("charts", () => {
  withCharts.forEach(({ entry, result }, index) => {
    const sizes = index < 2 ? "@mobile" : "@phone";
    test(`${entry.id}: the chart loads only when scrolled into view, beside a table of the same numbers ${sizes}`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(entry.path);
      await page.waitForLoadState("networkidle");
      const chart = page.getByRole("img", { name: new RegExp(`^${result.chart!.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
      await expect(chart).toHaveAttribute("data-chart-state", "waiting");
      await expect(chart.locator("canvas")).toHaveCount(0);
      const loadedBefore = scripts.length;

      await chart.scrollIntoViewIfNeeded();
      await expect(chart).toHaveAttribute("data-chart-state", "drawn");
      await expect(chart.locator("canvas")).toHaveCount(1);
      expect(scripts.length, "the chart's code arrived only on scrolling").toBeGreaterThan(loadedBefore);
      await expect(page.getByRole("region", { name: result.chart!.tableCaption })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

/*
 * Every schedule's file (name, columns, every row) is checked through the shared frame in
 * jsdom (tests/unit/components/calculators/every-calculator-csv.test.tsx); Chromium
 * downloads the first yearly and the first monthly one, the longest. Untagged, so desktop
 * only (playwright.config.ts): a download's bytes do not depend on the screen.
 */
const csvSchedules = withSchedules.flatMap(({ entry, result }) =>
  (result.tables ?? []).filter((table) => table.csvFileName).map((table) => ({ entry, table })),
);
const csvSample = [csvSchedules.find(({ table }) => !/by month/i.test(table.caption))!, csvSchedules.find(({ table }) => /by month/i.test(table.caption))!];

test.describe("CSV schedules", () => {
  for (const { entry, table } of csvSample) {
    test(`${entry.id}: "${table.caption}" downloads as CSV with the numbers of the table`, async ({ page }) => {
      await page.goto(entry.path);
      const download = page.waitForEvent("download");
      const what = table.caption.charAt(0).toLowerCase() + table.caption.slice(1);
      await page.getByRole("button", { name: `Download ${what} (CSV)`, exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(table.csvFileName);
      const lines = (await readFile((await file.path())!, "utf8"))
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      // RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled.
      const cell = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));
      expect(lines[0]).toBe(table.columns.map(cell).join(","));
      expect(lines.slice(1)).toEqual((table.csvRows ?? table.rows).map((row) => row.map(cell).join(",")));
    });
  }
});
