import type { Page } from "@playwright/test";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { STAND_IN_URL } from "./e2e-env.mjs";

/*
 * The tax optimiser, the Form 16 merge and the financial years, against the stand-in
 * (tests/support/routes/app-api.mjs). These calls are public: they carry no cookie, so a
 * stand-in fault scope cannot reach them; failures are made with page.route instead.
 */

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

/** The browser's own line for a response the test answered with a 500. */
const SERVER_500 = /status of 500/;
/** The browser's own line for a request the test refused. */
const ABSENT = /Failed to load resource|ERR_FAILED|net::/;

/** A tiny but well-formed PDF: the stand-in checks the type and the "%PDF-" start. */
const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
  ),
});

async function fillTaxForm(page: Page) {
  const form = page.getByRole("form", { name: "Get your tax report" });
  await form.getByLabel("Name", { exact: true }).fill("Priya Sharma");
  await form.getByLabel("Email address").fill("priya.sharma@example.in");
  await form.getByLabel("Mobile number").fill("+91 98765 43210");
  return form;
}

test.describe("tax optimiser @mobile", () => {
  test("name, email and mobile give the report's figures; it can be emailed, survives a reload, and Start again clears it", async ({ page }) => {
    await page.goto("/campaigns/tax-optimizer");
    const form = await fillTaxForm(page);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Get my report" }).click();

    // The stand-in's report (fixtures/app-api.json, worked in its note): old regime ₹2,02,800,
    // new regime ₹97,500; the form shows the gap, 2,02,800 − 97,500 = ₹1,05,300.
    const report = page.getByRole("region", { name: "Your tax report", exact: true });
    await expect(report).toContainText("Tax under the old regime₹2,02,800");
    await expect(report).toContainText("Tax under the new regime₹97,500");
    await expect(report).toContainText("Better for youNew regime");
    await expect(report).toContainText("You save with the new regime₹1,05,300");
    await expect(report).toContainText("Prepared for Priya Sharma (priya.sharma@example.in).");
    expect(await axeViolations(page)).toEqual([]);

    await report.getByRole("button", { name: "Email me this report" }).click();
    await expect(report.getByRole("status")).toHaveText("We've emailed this report to priya.sharma@example.in.");

    await page.reload();
    await expect(page.getByRole("region", { name: "Your tax report", exact: true })).toContainText("₹97,500");
    await page.getByRole("button", { name: "Start again" }).click();
    await expect(page.getByRole("form", { name: "Get your tax report" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("form", { name: "Get your tax report" }).getByLabel("Name", { exact: true })).toBeEnabled();
    await expect(page.getByRole("region", { name: "Your tax report", exact: true })).toHaveCount(0);
  });

  test("a mistyped mobile is caught beside the field and nothing is sent", async ({ page }) => {
    let sent = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/calculate_tax/")) sent += 1;
    });
    await page.goto("/campaigns/tax-optimizer");
    const form = await fillTaxForm(page);
    const mobile = form.getByLabel("Mobile number");
    await mobile.fill("12345 67890");
    await form.getByRole("button", { name: "Get my report" }).click();
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await expect(mobile).toBeFocused();
    await expect(mobile).toHaveAccessibleDescription(/Enter a 10-digit mobile number starting with 6, 7, 8 or 9/);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Priya Sharma");
    expect(sent).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a server error keeps everything typed, and sending again gives the report", async ({ page, allowConsole }) => {
    allowConsole(SERVER_500);
    let fail = true;
    await page.route(`${STAND_IN_URL}/calculate_tax/**`, (route) =>
      fail && route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server Error (500)</h1>" })
        : route.continue(),
    );
    await page.goto("/campaigns/tax-optimizer");
    const form = await fillTaxForm(page);
    await form.getByRole("button", { name: "Get my report" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Preparing your tax report didn't work because of a problem on our side. Please try again in a few minutes; what you typed is still here.",
    );
    await expect(page.getByText("Server Error (500)")).toHaveCount(0);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Priya Sharma");
    await expect(form.getByLabel("Email address")).toHaveValue("priya.sharma@example.in");
    await expect(form.getByLabel("Mobile number")).toHaveValue("+91 98765 43210");
    expect(await axeViolations(page)).toEqual([]);

    fail = false;
    await form.getByRole("button", { name: "Get my report" }).click();
    await expect(page.getByRole("region", { name: "Your tax report", exact: true })).toContainText("₹2,02,800");
  });
});

test.describe("Form 16 merge @mobile", () => {
  test("a PDF made here goes up with a progress bar, a non-PDF is refused by name, and the merged figures come back labelled", async ({ page }) => {
    await page.goto("/business/merge-form16");
    const form = page.getByRole("form", { name: "Merge your Form 16 PDFs" });
    await form.getByLabel("Email address").fill("priya.sharma@example.in");
    await form.getByLabel("Form 16 PDF files").setInputFiles([
      pdf("part-a.pdf"),
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a Form 16") },
    ]);
    await expect(form.getByText("notes.txt: not a PDF. Choose the PDF of your Form 16.")).toBeVisible();
    await expect(form.getByRole("listitem").filter({ hasText: /^part-a\.pdf \(\d+ kB\)$/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The upload is held until the bar has been seen.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${STAND_IN_URL}/v1/form16/upload/**`, async (route) => {
      await gate;
      await route.continue();
    });
    await form.getByRole("button", { name: "Upload and merge" }).click();
    await expect(form.getByRole("progressbar", { name: "Uploading your files" })).toBeVisible();
    await expect(form.getByText(/^\d{1,3}% sent$/)).toBeVisible();
    await expect(form.getByRole("button", { name: "Uploading…" })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    release();

    const result = page.getByRole("region", { name: "Your merged Form 16 figures" });
    await expect(result).toContainText("From part-a.pdf, for priya.sharma@example.in.");
    await expect(result).toContainText("Employer nameSahyadri Software Private Limited");
    await expect(result).toContainText("Employer TANBLRI01234C");
    await expect(result).toContainText("Gross salary15,00,000");
    await expect(result).toContainText("TDS deducted97,500");
    await expect(result).toContainText("New regimeYes");
    await expect(result).not.toContainText("gross_salary");
    await expect(form.getByRole("progressbar")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a server error keeps the email and the chosen file, and sending again merges it", async ({ page, allowConsole }) => {
    allowConsole(SERVER_500);
    let fail = true;
    await page.route(`${STAND_IN_URL}/v1/form16/upload/**`, (route) =>
      fail ? route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Server Error (500)</h1>" }) : route.continue(),
    );
    await page.goto("/business/merge-form16");
    const form = page.getByRole("form", { name: "Merge your Form 16 PDFs" });
    await form.getByLabel("Email address").fill("priya.sharma@example.in");
    const files = form.getByLabel("Form 16 PDF files");
    await files.setInputFiles(pdf("part-b.pdf"));
    await form.getByRole("button", { name: "Upload and merge" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Uploading your Form 16 didn't work because of a problem on our side. Please try again in a few minutes; what you typed is still here.",
    );
    await expect(form.getByLabel("Email address")).toHaveValue("priya.sharma@example.in");
    await expect(form.getByRole("listitem").filter({ hasText: /^part-b\.pdf/ })).toBeVisible();
    expect(await files.evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (file) => file.name))).toEqual(["part-b.pdf"]);
    expect(await axeViolations(page)).toEqual([]);

    fail = false;
    await form.getByRole("button", { name: "Upload and merge" }).click();
    await expect(page.getByRole("region", { name: "Your merged Form 16 figures" })).toContainText("From part-b.pdf");
  });
});

test.describe("financial years @mobile", () => {
  test("the years are listed with their assessment years and due dates as long dates", async ({ page }) => {
    await page.goto("/itr-filing-fy24-25");
    const years = page.getByRole("region", { name: "Financial years and return due dates" });
    // Due 31 July of the assessment year for individuals not under audit (s.139(1)), as the stand-in lists them.
    await expect(years.getByRole("row", { name: /FY 2025-26\s+AY 2026-27\s+1 April 2025 to 31 March 2026\s+31 July 2026/ })).toBeVisible();
    await expect(years.getByRole("row", { name: /FY 2026-27\s*Current/ })).toContainText("31 July 2027");
    await expect(years).not.toContainText("Loading");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with the API unreachable it says so, and Try again loads the years", async ({ page, allowConsole }) => {
    allowConsole(ABSENT);
    let refuse = true;
    await page.route(`${STAND_IN_URL}/tsmisc/api/financial-year/**`, (route) => (refuse ? route.abort("connectionrefused") : route.continue()));
    await page.goto("/itr-filing-fy24-25");
    const years = page.getByRole("region", { name: "Financial years and return due dates" });
    await expect(years).toContainText("We couldn't reach our server. Check your internet connection and try again.");
    expect(await axeViolations(page)).toEqual([]);
    refuse = false;
    await years.getByRole("button", { name: "Try again" }).click();
    await expect(years).toContainText("31 July 2026");
  });
});
