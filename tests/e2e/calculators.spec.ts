import { calculatorCatalogue } from "@/lib/calculators/catalogue";
import { defaultRawInputs, queryStringFor, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import type { Calculator, Field } from "@/lib/calculators/types";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { expectedFigures } from "./shared-link-cases";

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

test.describe("every calculator @mobile", () => {
  for (const entry of calculatorCatalogue) {
    test(`${entry.id}: opens with its default result, and axe finds nothing`, async ({ page }) => {
      await page.goto(entry.path);
      await expect(page.getByRole("heading", { level: 1, name: entry.title })).toBeVisible();
      const outputs = page.locator("output[name]");
      // The currency converter has no figure until a rate is typed or the live rates arrive.
      await expect(outputs.first()).toBeAttached();
      for (const text of await outputs.allTextContents()) {
        expect(text.trim()).not.toBe("");
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const entry of calculatorCatalogue) {
    const calculator = calculatorsBySlug[entry.id];
    const amountField = Object.entries(calculator?.fields ?? {}).find(([, field]) => field.kind === "amount");
    if (!amountField) continue;
    const [name, field] = amountField;
    test(`${entry.id}: an invalid ${name} in the link is shown in its field with a message, and no figure`, async ({ page }) => {
      await page.goto(`${entry.path}?${name}=12abc`);
      const input = page.getByLabel(field.label, { exact: true });
      await expect(input).toHaveValue("12abc");
      await expect(input).toHaveAttribute("aria-invalid", "true");
      const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
      const message = page.locator(`[id="${describedBy.split(" ")[0]}"]`);
      await expect(message).toContainText(/digits/);
      await expect(page.locator("output[name]")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/** The defaults with the first amount field changed, so the page cannot pass by showing defaults. */
function changedInputs(calculator: Calculator<Record<string, Field>>): { raw: RawInputs; name: string; value: string } | null {
  const entry = Object.entries(calculator.fields).find(([, field]) => field.kind === "amount" && !field.visibleWhen);
  if (!entry) return null;
  const [name, field] = entry;
  if (field.kind !== "amount") return null;
  const current = Number(field.defaultRaw);
  let candidate = Math.min(field.max, Math.max(field.min, Math.round(current * 1.5) + 1000));
  // At the top of its range already: step down instead, so the value really changes.
  if (candidate === current) candidate = Math.max(field.min, Math.floor((field.min + current) / 2));
  if (candidate === current) return null;
  const raw = { ...defaultRawInputs(calculator), [name]: String(candidate) };
  return readInputs(calculator, raw).input ? { raw, name, value: String(candidate) } : null;
}

test.describe("shared links and typing, every calculator", () => {
  for (const entry of calculatorCatalogue) {
    const calculator = calculatorsBySlug[entry.id]!;
    const changed = changedInputs(calculator);
    if (!changed) continue;

    test(`${entry.id}: a shared link reproduces its result with no typing`, async ({ page }) => {
      await page.goto(`${entry.path}${queryStringFor(calculator, changed.raw)}`);
      for (const [name, text] of Object.entries(expectedFigures(calculator, changed.raw))) {
        await expect(page.locator(`output[name="${name}"]`)).toHaveText(text);
      }
    });

    test(`${entry.id}: typing ${changed.name} updates the figures and the address`, async ({ page }) => {
      await page.goto(entry.path);
      const input = page.getByLabel(calculator.fields[changed.name]!.label, { exact: true });
      await input.fill(changed.value);
      await expect(page).toHaveURL(new RegExp(`[?&]${changed.name}=${changed.value}(&|$)`));
      for (const [name, text] of Object.entries(expectedFigures(calculator, changed.raw))) {
        await expect(page.locator(`output[name="${name}"]`)).toHaveText(text);
      }
    });
  }
});

test.describe("the catalogue @mobile", () => {
  test("lists every calculator that exists, grouped, and the search filters as you type", async ({ page }) => {
    await page.goto("/tools-and-calculators");
    for (const entry of calculatorCatalogue) {
      await expect(page.getByRole("link", { name: entry.title, exact: true }).first()).toHaveAttribute("href", entry.path);
    }
    const search = page.getByLabel("Search calculators");
    await search.fill("zzzz nothing");
    await expect(page.getByRole("status")).toContainText(`0 of ${calculatorCatalogue.length}`);
    await expect(page.getByText("No calculator matches")).toBeVisible();
    await search.fill("regime");
    await expect(page.getByRole("main").getByRole("link", { name: "Income tax calculator", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
