import { axeViolations, expect, PROFILE_401, test } from "./fixtures";

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

const PATH = "/tools-and-calculators/income-tax";

// New regime, tax year 2026-27, salary 25,00,000: 25,00,000 − 75,000 = 24,25,000;
// 4–8 L 5% 20,000 + 8–12 L 10% 40,000 + 12–16 L 15% 60,000 + 16–20 L 20% 80,000
// + 20–24 L 25% 1,00,000 + 30% × 25,000 = 7,500 → 3,07,500; +4% cess = 3,19,800.
// The old regime's figure depends on the form's default deductions; the bar must show one.
const BAR_NAME = /^See the full result: Tax year 2026-27, salary ₹25,00,000: new regime ₹3,19,800, old regime ₹\d[\d,]*$/;

async function typeSalary(page: import("@playwright/test").Page) {
  await page.goto(PATH);
  const salary = page.getByLabel("Gross salary (yearly)");
  await salary.fill("");
  await salary.pressSequentially("2500000");
  await expect(page.locator('output[name="newTax"]')).toHaveText("₹3,19,800");
  return salary;
}

test.describe("the result bar @phone", () => {
  test("with the result scrolled away, a bar states both regimes' tax; tapping it brings back the result", async ({ page }) => {
    const salary = await typeSalary(page);
    const bar = page.getByRole("button", { name: BAR_NAME });

    // While the salary field has focus the on-screen keyboard is up: no bar over it.
    await expect(bar).toBeHidden();
    await salary.blur();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const result = page.getByRole("region", { name: "Result" });
    await expect(result).not.toBeInViewport();

    await expect(bar).toBeVisible();
    await expect(bar).toContainText("new regime ₹3,19,800");
    // Fixed to the viewport (no layout shift), and a touch target of at least 44 px.
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    const box = await bar.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);

    await bar.tap();
    await expect(result).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Result", level: 2 })).toBeFocused();
    await expect(bar).toBeHidden();
  });

  test("focusing a field hides the bar; leaving it shows the bar again", async ({ page }) => {
    const salary = await typeSalary(page);
    await salary.blur();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.getByRole("button", { name: BAR_NAME });
    await expect(bar).toBeVisible();
    await page.getByLabel("Financial year").focus();
    await expect(bar).toBeHidden();
    await page.getByLabel("Financial year").blur();
    await expect(bar).toBeVisible();
  });

  test("an invalid salary shows no figure in the bar", async ({ page }) => {
    const salary = await typeSalary(page);
    await salary.fill("25 lakh");
    await salary.blur();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("button", { name: /^See the full result/ })).toBeHidden();
  });
});

test.describe("the result bar on a desktop", () => {
  test("is never shown: the result sits beside the form", async ({ page }) => {
    const salary = await typeSalary(page);
    await salary.blur();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("region", { name: "Result" })).not.toBeInViewport();
    // Hidden by CSS above the lg breakpoint: no such button for a person (or assistive technology) to reach.
    await expect(page.getByRole("button", { name: /^See the full result/ })).toHaveCount(0);
  });
});
