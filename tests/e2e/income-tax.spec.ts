import { expect, PROFILE_401, test } from "./fixtures";

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

const PATH = "/tools-and-calculators/income-tax";
const output = (page: import("@playwright/test").Page, name: string) => page.locator(`output[name="${name}"]`);

test.describe("income-tax calculator @mobile", () => {
  test("the server-rendered HTML already holds the default figures", async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    // Each <output> also names itself (aria-labelledby) for screen readers.
    expect(html).toMatch(/<output name="oldTax"[^>]*>₹2,02,800<\/output>/);
    expect(html).toMatch(/<output name="newTax"[^>]*>₹97,500<\/output>/);
    expect(html).toMatch(/<output name="newTaxableIncome"[^>]*>₹14,25,000<\/output>/);
  });

  test("a shared link reproduces its result with no typing", async ({ page }) => {
    // FY 2025-26, salary 12.75 lakh, nothing else: new regime 12,00,000 taxable, nil tax;
    // old regime 12,25,000 taxable, 1,80,000 + 4% = 1,87,200.
    await page.goto(`${PATH}?fy=2025-26&age=below60&salary=1275000&other=0&hra=0&ded80c=0&ded80d=0&ded80ccd1b=0&hl=0&utm_source=x`);
    await expect(output(page, "newTax")).toHaveText("₹0");
    await expect(output(page, "newTaxableIncome")).toHaveText("₹12,00,000");
    await expect(output(page, "oldTaxableIncome")).toHaveText("₹12,25,000");
    await expect(output(page, "oldTax")).toHaveText("₹1,87,200");
    await expect(page.getByLabel("Gross salary (yearly)")).toHaveValue("12,75,000");
    await expect(page.getByLabel("Financial year")).toHaveValue("2025-26");
  });

  test("typing updates the result and the address, grouping digits and spelling the amount", async ({ page }) => {
    await page.goto(PATH);
    const historyLength = await page.evaluate(() => history.length);
    const salary = page.getByLabel("Gross salary (yearly)");
    await salary.fill("");
    await salary.pressSequentially("2500000");
    await expect(salary).toHaveValue("25,00,000");
    await expect(page.getByText("₹ 25 lakh", { exact: true })).toBeVisible();
    // New regime, tax year 2026-27: 25,00,000 − 75,000 = 24,25,000;
    // 4–8 L 5% 20,000 + 8–12 L 10% 40,000 + 12–16 L 15% 60,000 + 16–20 L 20% 80,000
    // + 20–24 L 25% 1,00,000 + 30% × 25,000 = 7,500 → 3,07,500; +4% cess = 3,19,800.
    await expect(output(page, "newTax")).toHaveText("₹3,19,800");
    await expect(page).toHaveURL(/[?&]salary=2500000(&|$)/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.reload();
    await expect(output(page, "newTax")).toHaveText("₹3,19,800");
  });

  test("an invalid amount shows its message beside the field and hides the figures, keeping what was typed", async ({ page }) => {
    await page.goto(PATH);
    const salary = page.getByLabel("Gross salary (yearly)");
    await salary.fill("15 lakh");
    await expect(salary).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter an amount in rupees using digits, like 12,75,000.")).toBeVisible();
    await expect(page.locator("output[name]")).toHaveCount(0);
    await expect(page.getByText("Correct the highlighted field to see the result.")).toBeVisible();
    await expect(page).toHaveURL(/salary=15\+lakh/);
    await salary.fill("1500000");
    await expect(output(page, "newTax")).toHaveText("₹97,500");
  });

  test("an unknown year in the link is named in its field with a message", async ({ page }) => {
    await page.goto(`${PATH}?fy=2019-20`);
    const year = page.getByLabel("Financial year");
    await expect(year).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/Choose one of: Tax year 2026-27/)).toBeVisible();
    await year.selectOption("2024-25");
    await expect(year).toHaveAttribute("aria-invalid", "false");
    await expect(output(page, "newTax")).toBeVisible();
  });

  test("works by keyboard alone", async ({ page }) => {
    await page.goto(PATH);
    await page.getByLabel("Financial year").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: "Below 60" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "60 to 79" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Gross salary (yearly)")).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("800000");
    // New regime: 8,00,000 − 75,000 = 7,25,000 ≤ 12 lakh → rebate → nil.
    await expect(output(page, "newTax")).toHaveText("₹0");
    await expect(page).toHaveURL(/age=60to80/);
  });

  test("the page carries FAQ structured data and share links", async ({ page }) => {
    await page.goto(PATH);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.length).toBeGreaterThan(2);
    await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  });

  test("the print stylesheet puts the result first and leaves out help, sharing and the FAQ", async ({ page }) => {
    await page.goto(PATH);
    await page.emulateMedia({ media: "print" });
    const resultTop = (await page.getByRole("heading", { name: "Result" }).boundingBox())!.y;
    const formTop = (await page.getByRole("form", { name: "Income tax calculator inputs" }).boundingBox())!.y;
    expect(resultTop).toBeLessThan(formTop);
    await expect(page.getByText("Salary before any deduction, as in Form 16 Part B (or pension).")).toBeHidden();
    await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.locator('output[name="newTax"]')).toBeVisible();
  });
});
