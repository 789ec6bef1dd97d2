import { calculatorCatalogue } from "@/lib/calculators/catalogue";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

test.describe("every calculator @mobile", () => {
  for (const entry of calculatorCatalogue) {
    test(`${entry.id}: opens with its default result, and axe finds nothing`, async ({ page }) => {
      await page.goto(entry.path);
      await expect(page.getByRole("heading", { level: 1, name: entry.title })).toBeVisible();
      const outputs = page.locator("output[name]");
      expect(await outputs.count()).toBeGreaterThan(0);
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
