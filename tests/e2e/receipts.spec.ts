import { readFile } from "node:fs/promises";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { pdfPagesText } from "./pdf-text";

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

test.describe("rent receipts and Form 12BB @mobile", () => {
  test("the receipts are made and downloaded as a PDF in the browser, with nothing sent anywhere", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
    await page.goto("/tools-and-calculators/rent-receipt?rent=9000&freq=quarterly");
    await page.getByLabel("Your name (tenant)").fill("Asha Rao");
    await page.getByLabel("Landlord's name").fill("K. Menon");
    await page.getByLabel("Address of the rented house").fill("12 MG Road, Pune 411001");
    await page.getByLabel("Landlord's PAN").fill("abcpe1234f");
    const receipts = page.getByRole("article");
    await expect(receipts).toHaveCount(4);
    await expect(receipts.first()).toContainText("Asha Rao");
    await expect(receipts.first()).toContainText("₹27,000");
    await expect(page).not.toHaveURL(/Asha|Menon|ABCPE/i);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const file = await (await download).path();
    const bytes = await readFile(file!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Read back as a reader would: four quarterly receipts for the financial year.
    const text = (await pdfPagesText(file!)).join(" ");
    expect(text.match(/Received with thanks from Asha Rao the sum of ₹\s?27,000/g)).toHaveLength(4);
    expect(text).toContain("Twenty-seven thousand");
    expect(text).toContain("K. Menon");
    expect(text).toContain("12 MG Road, Pune 411001");
    expect(text).toContain("ABCPE1234F");
    // No personal detail left the page, in any address or body.
    expect(sent.filter((line) => /Asha|Menon|MG Road|ABCPE1234F/i.test(line))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a yearly rent above ₹1,00,000 needs the landlord's PAN, with a message beside the field", async ({ page }) => {
    await page.goto("/tools-and-calculators/rent-receipt?rent=9000");
    const pan = page.getByLabel("Landlord's PAN");
    await expect(pan).toHaveAttribute("aria-invalid", "true");
    await pan.fill("ABCDE12345");
    await expect(pan).toHaveAttribute("aria-invalid", "true");
    await pan.fill("ABCPE1234F");
    await expect(pan).toHaveAttribute("aria-invalid", "false");
    await expect(page.locator('output[name="panRequired"]')).toHaveText("Yes");
  });

  test("the declaration for tax year 2026-27 downloads as Form 124 and compares the regimes", async ({ page }) => {
    await page.goto("/tools-and-calculators/form-12bb");
    await expect(page.locator('output[name="newTax"]')).toHaveText("₹97,500");
    await page.getByLabel("Your name").fill("Asha Rao");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const file = (await (await download).path())!;
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = (await pdfPagesText(file)).join(" ");
    expect(text).toContain("FORM NO. 124");
    expect(text).toContain("(See rule 205)");
    expect(text).toContain("Asha Rao");
    await expect(page).not.toHaveURL(/Asha/);
  });
});

test.describe("rent-receipt dates @mobile", () => {
  test("an impossible month or a last month before the first gets a message beside the field, and the typing stays", async ({ page }) => {
    await page.goto("/tools-and-calculators/rent-receipt");
    const from = page.getByLabel("First month");
    await from.fill("2026-13");
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "There is no month 13: use 01 (January) to 12 (December)." })).toBeVisible();
    await expect(from).toHaveValue("2026-13");

    await from.fill("2026-06");
    await expect(from).toHaveAttribute("aria-invalid", "false");
    const to = page.getByLabel("Last month");
    await to.fill("2026-05");
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The last month is before the first (June 2026).")).toBeVisible();
    await to.fill("2027-03");
    await expect(to).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByRole("article")).toHaveCount(10);
  });
});
