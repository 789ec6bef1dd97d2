import type { Page } from "@playwright/test";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { requestsOf, setFault, signIn, useScope, withCsrf } from "./stand-in-control";

/*
 * The dashboard, the ITR/TDS/GST panels and vaults against the stand-in
 * (tests/support/routes/app-api.mjs, fixtures/app-api.json):
 * - ITRs 501 (ITR-1, AY 2026-27, draft, two problems) and 502 (AY 2025-26, filed);
 * - TDS returns 601 (24Q Q2 2026-27, one challan problem) and 602 (26Q Q1, filed);
 * - no GST chat services and no GST documents: the empty states;
 * - ITR vault: form16-2025-26.pdf (12 June 2026) and rent-receipts-2025-26.pdf (14 June).
 * The stand-in's DELETE checks the uuids but keeps no state, so after a delete the
 * refreshed list shows the document again: the tests check what was sent, not that it went.
 */

const APP = "https://app.taxsathi.example";
const RENT_UUID = "a81d4f3e-52c7-4e90-b6d2-7f1a3c9e0b58";

/** The browser's own console line for an answer the test made fail. */
const FAILED_LOAD = /status of 500|Failed to load resource|ERR_EMPTY_RESPONSE/;


const tableRowNames = (page: Page) => page.getByRole("table").getByRole("rowheader").allTextContents();

test.describe("signed out", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  for (const [path, title] of [
    ["/dashboard", "Dashboard"],
    ["/dashboard/itr-panel", "ITR panel"],
    ["/dashboard/tds-panel", "TDS panel"],
    ["/dashboard/gst-panel", "GST panel"],
    ["/dashboard/itr-vault", "ITR vault"],
    ["/dashboard/tds-vault", "TDS vault"],
    ["/dashboard/gst-vault", "GST vault"],
  ] as const) {
    test(`${path} explains itself and offers the login link, asking the API for nothing of the person's`, async ({ page }) => {
      const calls: string[] = [];
      page.on("request", (request) => {
        if (/\/(itr|tds)\/api\/|\/chat\//.test(request.url())) calls.push(request.url());
      });
      await page.goto(`${path}?utm_source=mail`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Please log in to continue.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", `${APP}/login?utm_source=mail`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      expect(calls).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("dashboard", () => {
  test("welcomes Priya with her panels and vaults, her returns with their issues, and the financial years", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Priya" })).toBeVisible();
    const places = page.getByRole("navigation", { name: "Your panels and vaults" });
    for (const [name, href] of [
      ["ITR panel", "/dashboard/itr-panel"],
      ["TDS vault", "/dashboard/tds-vault"],
      ["GST panel", "/dashboard/gst-panel"],
    ] as const) {
      await expect(places.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const itr = page.getByRole("region", { name: "Income-tax returns" });
    await expect(itr.getByRole("link", { name: "ITR-1 for AY 2026-27" })).toHaveAttribute("href", "/dashboard/itr-panel?id=501");
    await expect(itr.getByRole("listitem").first()).toContainText("2 issues to fix");
    const tds = page.getByRole("region", { name: "TDS returns" });
    await expect(tds.getByRole("link", { name: "24Q for Q2 FY 2026-27" })).toBeVisible();
    await expect(tds.getByText("1 issue to fix")).toBeVisible();
    const years = page.getByRole("region", { name: "Financial years" });
    await expect(years.getByRole("listitem").first()).toContainText("FY 2026-27");
    await expect(years.getByRole("listitem").first()).toContainText("Return due by 31 July 2027");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a staff member gets the same dashboard under their own name", async ({ page, context }) => {
    await signIn(context, "staff");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Arjun" })).toBeVisible();
    await expect(page.getByRole("link", { name: "ITR-1 for AY 2026-27" })).toBeVisible();
  });

  test("a dropped returns call says so with a retry, and the years still show", async ({ page, context, request, allowConsole }, testInfo) => {
    allowConsole(FAILED_LOAD);
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/tds/api/tds-all/", { drop: true });
    await signIn(context, "regular");
    await page.goto("/dashboard");
    const returns = page.getByRole("region", { name: "Your returns" });
    await expect(returns.getByRole("alert")).toContainText("We couldn't reach our server. Check your internet connection and try again.");
    await expect(page.getByRole("region", { name: "Financial years" }).getByText("FY 2026-27")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("panels", () => {
  test("the ITR panel lists, sorts by keyboard, searches and opens a return with its problems beside it", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/dashboard/itr-panel");
    await expect(page.getByRole("heading", { level: 1, name: "ITR panel" })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    expect(await tableRowNames(page)).toEqual(["ITR-1 for AY 2026-27", "ITR-1 for AY 2025-26"]);
    expect(await axeViolations(page)).toEqual([]);

    const year = page.getByRole("columnheader", { name: /Assessment year/ });
    await expect(year).toHaveAttribute("aria-sort", "descending");
    await year.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(year).toHaveAttribute("aria-sort", "ascending");
    expect(await tableRowNames(page)).toEqual(["ITR-1 for AY 2025-26", "ITR-1 for AY 2026-27"]);

    await page.getByRole("searchbox", { name: "Search your income-tax returns" }).fill("draft");
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 1–1 of 1 returns");

    await page.getByRole("link", { name: "ITR-1 for AY 2026-27" }).click();
    await expect(page).toHaveURL(/\/dashboard\/itr-panel\?id=501$/);
    const heading = page.getByRole("heading", { level: 2, name: "ITR-1 for AY 2026-27" });
    await expect(heading).toBeFocused();
    const issues = page.getByRole("region", { name: "What needs fixing" });
    await expect(issues.getByText("Gross salary does not match Form 16 Part B.")).toBeVisible();
    await expect(issues.getByText("Add at least one bank account for the refund.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "← All your income-tax returns" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "All your returns" })).toBeFocused();
  });

  test("a return the API does not know shows the not-found message and the way back", async ({ page, context, allowConsole }) => {
    allowConsole(/status of 404/);
    await signIn(context, "regular");
    await page.goto("/dashboard/itr-panel?id=999");
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText("We couldn't find what you asked for.");
    await expect(page.getByRole("link", { name: "← All your income-tax returns" })).toBeVisible();
  });

  test("a server error on the ITR list gives the catalogue's message and a retry that works once the server is back", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(FAILED_LOAD);
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/itr/api/itr-all/", { status: 500 });
    await signIn(context, "regular");
    await page.goto("/dashboard/itr-panel");
    const alert = page.getByRole("alert").filter({ hasText: /\S/ });
    await expect(alert).toContainText("Loading this information didn't work because of a problem on our side.");
    await expect(alert).not.toContainText("500");
    expect(await axeViolations(page)).toEqual([]);
    // A fault of no delay is the normal answer: the server is back.
    await setFault(request, scope, "/itr/api/itr-all/", { delayMs: 0 });
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("table")).toBeVisible();
  });

  test("a slow answer shows the loading line first", async ({ page, context, request }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/tds/api/tds-all/", { delayMs: 1500 });
    await signIn(context, "regular");
    await page.goto("/dashboard/tds-panel");
    await expect(page.getByText("Loading your returns…")).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
  });

  test("the TDS panel opens a return with the challan problem beside it", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/dashboard/tds-panel");
    await page.getByRole("link", { name: "24Q for Q2 FY 2026-27" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "24Q for Q2 FY 2026-27" })).toBeFocused();
    await expect(page.getByRole("region", { name: "What needs fixing" })).toContainText("Challan 0510308 is not matched with any deductee row.");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the GST panel, with no GST services, says there are none", async ({ page, context }) => {
    await signIn(context, "staff");
    await page.goto("/dashboard/gst-panel");
    await expect(page.getByText("You have no GST services with us yet.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("vaults", () => {
  test("the ITR vault lists the documents newest first and downloads one under its own name", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/dashboard/itr-vault");
    await expect(page.getByRole("table")).toBeVisible();
    expect(await tableRowNames(page)).toEqual(["rent-receipts-2025-26.pdf", "form16-2025-26.pdf"]);
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download form16-2025-26.pdf" }).click();
    expect((await download).suggestedFilename()).toBe("form16-2025-26.pdf");
  });

  test("a failed download says 'Failed to fetch the file' with the status text", async ({ page, context, request, allowConsole }, testInfo) => {
    allowConsole(FAILED_LOAD);
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/chat/upload/", { status: 500 });
    await signIn(context, "regular");
    await page.goto("/dashboard/itr-vault");
    await page.getByRole("button", { name: "Download rent-receipts-2025-26.pdf" }).click();
    const alert = page.getByRole("alert").filter({ hasText: /\S/ });
    await expect(alert).toContainText("Failed to fetch the file: Internal Server Error");
    await expect(alert).toContainText("Please try again in a few minutes");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("deleting asks first: Escape keeps everything, confirming sends DELETE with the uuid", async ({ page, context, request }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await signIn(context, "regular");
    await withCsrf(context);
    await page.goto("/dashboard/itr-vault");
    await page.getByRole("checkbox", { name: "Select rent-receipts-2025-26.pdf" }).check();
    const open = page.getByRole("button", { name: "Delete selected (1)" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Delete 1 document?" });
    await expect(dialog).toContainText("rent-receipts-2025-26.pdf");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect((await requestsOf(request, scope)).filter((entry) => entry.method === "DELETE")).toEqual([]);

    await open.click();
    const sent = page.waitForRequest((call) => call.method() === "DELETE" && call.url().includes("/chat/vaultdetails/"));
    await dialog.getByRole("button", { name: "Delete 1 document" }).click();
    const call = await sent;
    expect(call.postDataJSON()).toEqual({ uuids: [RENT_UUID] });
    const query = new URL(call.url()).searchParams;
    expect([query.get("email"), query.get("service_type")]).toEqual(["priya.sharma@example.in", "ITR"]);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Deleted 1 document." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Your documents" })).toBeFocused();
  });

  test("a failed delete keeps the dialog open with the reason", async ({ page, context, request, allowConsole }, testInfo) => {
    allowConsole(FAILED_LOAD);
    const scope = await useScope(context, testInfo);
    await signIn(context, "regular");
    await withCsrf(context);
    await page.goto("/dashboard/itr-vault");
    await page.getByRole("checkbox", { name: "Select form16-2025-26.pdf" }).check();
    await page.getByRole("button", { name: "Delete selected (1)" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 1 document?" });
    await expect(dialog).toBeVisible();
    // Only now: the list itself came from the same path.
    await setFault(request, scope, "/chat/vaultdetails/", { status: 500 });
    await dialog.getByRole("button", { name: "Delete 1 document" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Deleting your documents didn't work because of a problem on our side.");
    // Behind the open dialog the list may be hidden from the accessibility tree, hence includeHidden.
    await expect(page.getByRole("rowheader", { name: "form16-2025-26.pdf", includeHidden: true })).toBeAttached();
  });

  test("the GST vault, with no GST documents, says it is empty", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/dashboard/gst-vault");
    await expect(page.getByText("There are no documents in your GST vault yet.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a server error on the vault gives the catalogue's message and a retry", async ({ page, context, request, allowConsole }, testInfo) => {
    allowConsole(FAILED_LOAD);
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/chat/vaultdetails/", { status: 500 });
    await signIn(context, "regular");
    await page.goto("/dashboard/tds-vault");
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toContainText("Loading this information didn't work because of a problem on our side.");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
