import type { APIRequestContext, BrowserContext, Locator, Page, Request, Route, TestInfo } from "@playwright/test";

import { SITE_URL, STAND_IN_URL } from "./e2e-env.mjs";
import { expect, PROFILE_401, test } from "./fixtures";
import { setFault, signIn, useScope, withCsrf } from "./stand-in-control";
import { askForCaptcha } from "./pan-check-steps";

/*
 * Issue #11, item 3, in the browser: for each call a page makes that no other spec faults,
 * one fault, what the person then reads, and proof the page still works (what was typed is
 * still there, and a retry or another control works once the fault is gone).
 *
 * Signed-in calls carry cookies, so the stand-in plays the fault for this test's scope
 * only (stand-in-control.ts). Public calls go without cookies, so a scope cannot reach
 * them: the browser plays the same faults itself (page.route), with the stand-in's bodies
 * (tests/support/faults.mjs and stand-in.mjs), a dropped connection being an aborted one.
 * Time-outs are left to the unit fault matrix (tests/unit/services/fault-matrix.test.ts):
 * the shortest is 15 s.
 *
 * The expected sentences are the error catalogue's (services/error-catalogue.ts,
 * userMessage), written out here so a change of wording fails this spec too.
 */

type FaultKind = "500" | "drop" | "html" | "badJson";

/** The stand-in's faults (tests/support/faults.mjs). */
const STAND_IN_FAULTS: Record<FaultKind, Record<string, unknown>> = {
  "500": { status: 500 },
  drop: { drop: true },
  html: { html: true },
  badJson: { badJson: true },
};

/** The stand-in's own bodies for the two faults that answer 200 (stand-in.mjs, playFault). */
const HTML_ERROR_PAGE =
  "<!doctype html><html><head><title>Service unavailable</title></head><body><h1>Service temporarily unavailable</h1><p>Please try again later.</p></body></html>";
const WRONG_SHAPE = { unexpected: "shape", items: null, userProfile: "not-an-object" };

/*
 * The browser's own console lines for the failures this spec provokes, anchored so they can
 * never hide a page error (the fixture records those as "pageerror: …").
 */
const HTTP_500 = /^Failed to load resource: the server responded with a status of 500/;
const DROPPED = /^Failed to load resource: net::ERR_(EMPTY_RESPONSE|CONNECTION_RESET)/;

/* The catalogue's sentences. */
const UNREADABLE = "We got an answer from our server that we couldn't read. Please try again in a few minutes; if it keeps happening, contact us.";
const UNREACHABLE = "We couldn't reach our server. Check your internet connection and try again.";
const UNREACHABLE_KEPT = "We couldn't reach our server. Check your internet connection and try again; what you typed is still here.";
/** An error status other than 400-429: `{doing} didn't work because of a problem on our side…`. */
const onOurSide = (doing: string, typed: boolean) =>
  `${doing} didn't work because of a problem on our side. Please try again in a few minutes${typed ? "; what you typed is still here." : "."}`;

/** A fault on this test's signed-in calls under `path`; `clear` gives the normal answer back. */
async function signedInFault(request: APIRequestContext, context: BrowserContext, testInfo: TestInfo, path: string, kind: FaultKind) {
  const scope = await useScope(context, testInfo);
  await setFault(request, scope, path, STAND_IN_FAULTS[kind]);
  // A fault of no delay is the normal answer: the server is back.
  return { clear: () => setFault(request, scope, path, { delayMs: 0 }) };
}

/** Answers a public call with the fault, and the CORS headers the stand-in would send so the page can read it. */
function playFault(route: Route, kind: FaultKind) {
  if (kind === "drop") return route.abort("connectionreset");
  const headers = { "Access-Control-Allow-Origin": route.request().headers()["origin"] ?? SITE_URL, "Access-Control-Allow-Credentials": "true" };
  if (kind === "500") {
    return route.fulfill({ status: 500, headers, contentType: "application/json", body: JSON.stringify({ detail: "Injected fault: HTTP 500" }) });
  }
  if (kind === "html") return route.fulfill({ status: 200, headers, contentType: "text/html; charset=utf-8", body: HTML_ERROR_PAGE });
  return route.fulfill({ status: 200, headers, contentType: "application/json", body: JSON.stringify(WRONG_SHAPE) });
}

/** A fault on the public call `method path` (and, with `when`, only the requests it picks) until `clear`. */
async function publicFault(page: Page, method: string, path: string, kind: FaultKind, when: (request: Request) => boolean = () => true) {
  let active = true;
  await page.route(
    (url) => url.origin === STAND_IN_URL && url.pathname === path,
    (route) => (active && route.request().method() === method && when(route.request()) ? playFault(route, kind) : route.continue()),
  );
  return {
    clear: () => {
      active = false;
    },
  };
}


/** The page's one non-empty alert (forms keep an empty role="alert" ready). */
const shownAlert = (scope: Page | Locator) => scope.getByRole("alert").filter({ hasText: /\S/ });

/* ------------------------------------------------------------------------------------ */

test.describe("checkout", () => {
  const SALARY = "ITR filing: salary income";
  const ADDRESS = "Flat 12, Shanti Apartments, Baner Road, Pune 411045";
  // One salary filing: ₹999 + 18% GST ₹179.82 = ₹1,178.82.
  const PAY = "Pay ₹1,178.82";

  /**
   * Stands in for Razorpay's checkout.js (the real one cannot load here): the window opens
   * and waits; the test pays with window.razorpayPays(), so it can fault the call after it.
   */
  const FAKE_RAZORPAY = `
window.Razorpay = function (options) {
  window.razorpayOpened = true;
  this.on = function () {};
  this.open = function () {
    window.razorpayPays = function () {
      options.handler({ razorpay_payment_id: "pay_StandIn1", razorpay_order_id: options.order_id, razorpay_signature: "sig_standin" });
    };
  };
};
`;

  test.beforeEach(async ({ page, context }) => {
    await signIn(context, "regular");
    await withCsrf(context);
    await page.route("https://checkout.razorpay.com/v1/checkout.js", (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_RAZORPAY }),
    );
  });

  async function fillDetails(page: Page) {
    await page.goto("/checkout");
    await page.getByRole("button", { name: `Add to cart: ${SALARY}` }).click();
    await page.getByLabel("Mobile number").fill("+91 98765 43210");
    await page.getByLabel("Billing address").fill(ADDRESS);
  }

  const payment = (page: Page) => page.getByRole("region", { name: "Payment" });

  test("createSubscription, connection dropped: the details stay, and Continue places the order once the server answers", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(DROPPED);
    const fault = await signedInFault(request, context, testInfo, "/v1_2/subscription/", "drop");
    await fillDetails(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();

    const details = page.getByRole("region", { name: "Your details" });
    await expect(shownAlert(details)).toHaveText(UNREACHABLE_KEPT);
    await expect(page.getByLabel("Mobile number")).toHaveValue("+91 98765 43210");
    await expect(page.getByLabel("Billing address")).toHaveValue(ADDRESS);
    await expect(page.getByRole("region", { name: "Your cart" }).getByText("1 item, ₹1,178.82 with GST.")).toBeVisible();

    await fault.clear();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(payment(page)).toContainText("Order 9301 is ready.");
  });

  test("getBillingAddress, HTTP 500: the address is said to be missing, Pay stays, and the address loads again", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(HTTP_500);
    const fault = await signedInFault(request, context, testInfo, "/billing/v1/billing_address/", "500");
    await fillDetails(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await expect(payment(page)).toContainText(`${onOurSide("Loading the billing address", false)} You can still pay.`);
    await expect(payment(page)).not.toContainText("Injected fault");
    await expect(page.getByRole("button", { name: PAY })).toBeEnabled();
    // The details typed for the order are the ones shown with it.
    await expect(payment(page).getByRole("definition").nth(2)).toHaveText("9876543210");

    await fault.clear();
    await page.getByRole("button", { name: "Load the address again" }).click();
    await expect(payment(page).locator("address")).toContainText(ADDRESS);
  });

  test("payWithRazorpay, JSON of the wrong shape: no payment window opens, the cart is kept, and Pay works again", async ({
    page,
    context,
    request,
  }, testInfo) => {
    await fillDetails(page);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(payment(page)).toContainText("Order 9301 is ready.");
    // Only now: the same path records the payment later.
    const fault = await signedInFault(request, context, testInfo, "/billing/v1/payrazorpay/", "badJson");
    await page.getByRole("button", { name: PAY }).click();

    await expect(shownAlert(payment(page))).toHaveText(UNREADABLE);
    expect(await page.evaluate(() => "razorpayOpened" in window)).toBe(false);
    await expect(page.getByRole("button", { name: PAY })).toBeEnabled();

    await fault.clear();
    await page.getByRole("button", { name: PAY }).click();
    await page.waitForFunction(() => "razorpayPays" in window);
    await page.evaluate(() => (window as unknown as { razorpayPays: () => void }).razorpayPays());
    await expect(page.getByRole("heading", { name: "Payment received" })).toBeFocused();
  });

  // A dropped answer, and a proxy's web page with a 200: neither is the API accepting the payment.
  for (const [kind, said] of [
    ["drop", UNREACHABLE],
    ["html", UNREADABLE],
  ] as const) {
    test(`confirmRazorpayPayment, ${kind === "drop" ? "connection dropped" : "an HTML page with a 200"}: paid but not recorded, no second Pay, and Record my payment records it`, async ({
      page,
      context,
      request,
      allowConsole,
    }, testInfo) => {
      allowConsole(DROPPED);
      await fillDetails(page);
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await page.getByRole("button", { name: PAY }).click();
      await page.waitForFunction(() => "razorpayPays" in window);
      // Razorpay has taken the money; now the call that tells our server fails.
      const fault = await signedInFault(request, context, testInfo, "/billing/v1/payrazorpay/", kind);
      await page.evaluate(() => (window as unknown as { razorpayPays: () => void }).razorpayPays());

      await expect(shownAlert(payment(page))).toHaveText(
        `Your payment went through (reference pay_StandIn1), but we haven't recorded it yet. ${said} Please don't pay again: press "Record my payment", or contact us with the reference.`,
      );
      await expect(page.getByRole("button", { name: PAY })).toHaveCount(0);

      await fault.clear();
      await page.getByRole("button", { name: "Record my payment" }).click();
      await expect(page.getByRole("heading", { name: "Payment received" })).toBeFocused();
      await expect(page.getByText("pay_StandIn1")).toBeVisible();
    });
  }
});

/* ------------------------------------------------------------------------------------ */

test.describe("public forms", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  // The stand-in's calendar has 4:00 pm on 2 December 2026 (a Wednesday); its SMS code is 123456.
  const WEDNESDAY = "Wednesday, December 2, 2026";

  test("getBookingSlots, an HTML error page: the times are said to be unreadable, and Load the times again shows them with the name kept", async ({
    page,
  }) => {
    const fault = await publicFault(page, "GET", "/v1/gst-demo-booking/", "html");
    await page.goto("/gst-api");
    const form = page.getByRole("form", { name: "Book a GST demo" });
    await expect(form.getByText(UNREADABLE)).toBeVisible();
    await expect(form).not.toContainText("Service temporarily unavailable");
    await form.getByLabel("Your name").fill("Anil Kumar");

    fault.clear();
    await form.getByRole("button", { name: "Load the times again" }).click();
    const day = form.getByRole("group", { name: WEDNESDAY });
    await day.getByText("4:00 pm", { exact: true }).click();
    await expect(day.getByRole("radio", { name: "4:00 pm" })).toBeChecked();
    await expect(form.getByLabel("Your name")).toHaveValue("Anil Kumar");
    await expect(form.getByText(UNREADABLE)).toHaveCount(0);
  });

  async function dezervForm(page: Page) {
    await page.goto("/dezerv");
    const form = page.getByRole("form", { name: "Book a call with our tax team" });
    await form.getByLabel("Your name").fill("Anil Kumar");
    await form.getByLabel("Mobile number", { exact: true }).fill("+91 98765 43210");
    return { form, verification: form.getByRole("group", { name: "Verify your mobile number" }) };
  }

  test("sendMobileOtp, HTTP 500: the number stays, and Send code sends it once the server answers", async ({ page, allowConsole }) => {
    allowConsole(HTTP_500);
    const fault = await publicFault(page, "POST", "/v1/telecom/mobile_number_verification/", "500");
    const { form, verification } = await dezervForm(page);
    await verification.getByRole("button", { name: "Send code" }).click();

    await expect(shownAlert(verification)).toHaveText(onOurSide("Checking your mobile number", true));
    await expect(form.getByLabel("Mobile number", { exact: true })).toHaveValue("+91 98765 43210");
    await expect(form.getByLabel("Your name")).toHaveValue("Anil Kumar");

    fault.clear();
    await verification.getByRole("button", { name: "Send code" }).click();
    await expect(verification.getByRole("status")).toHaveText("We've sent a 6-digit code by SMS to 98765 43210. The code is valid for 5 minutes.");
  });

  test("verifyMobileOtp, connection dropped: the code stays, and Verify accepts it once the server answers", async ({ page, allowConsole }) => {
    allowConsole(DROPPED);
    const isVerify = (request: Request) => (request.postDataJSON() as { step?: string } | null)?.step === "verify";
    const fault = await publicFault(page, "POST", "/v1/telecom/mobile_number_verification/", "drop", isVerify);
    const { verification } = await dezervForm(page);
    await verification.getByRole("button", { name: "Send code" }).click();
    const code = verification.getByLabel("Code from the SMS");
    await code.fill("123456");
    await verification.getByRole("button", { name: "Verify" }).click();

    await expect(shownAlert(verification)).toHaveText(UNREACHABLE_KEPT);
    await expect(code).toHaveValue("123456");

    fault.clear();
    await verification.getByRole("button", { name: "Verify" }).click();
    await expect(verification.getByRole("status")).toHaveText("Mobile number 98765 43210 verified.");
  });

  async function getReport(page: Page) {
    await page.goto("/campaigns/tax-optimizer");
    const form = page.getByRole("form", { name: "Get your tax report" });
    await form.getByLabel("Name", { exact: true }).fill("Priya Sharma");
    await form.getByLabel("Email address").fill("priya.sharma@example.in");
    await form.getByLabel("Mobile number").fill("+91 98765 43210");
    await form.getByRole("button", { name: "Get my report" }).click();
    return page.getByRole("region", { name: "Your tax report", exact: true });
  }

  test("getTaxReport, JSON of the wrong shape: the report is said to be unreadable, the details stay, and Try again shows it", async ({ page }) => {
    const fault = await publicFault(page, "GET", "/calculate_tax/", "badJson");
    const report = await getReport(page);

    await expect(report).toContainText(UNREADABLE);
    await expect(report).not.toContainText("unexpected");
    await expect(report).toContainText("Prepared for Priya Sharma (priya.sharma@example.in).");
    await expect(report.getByRole("button", { name: "Email me this report" })).toBeEnabled();

    fault.clear();
    await report.getByRole("button", { name: "Try again" }).click();
    // The stand-in's report (fixtures/app-api.json): old regime ₹2,02,800, new regime ₹97,500.
    await expect(report).toContainText("Tax under the old regime₹2,02,800");
    await expect(report).toContainText("Tax under the new regime₹97,500");
  });

  test("emailTaxReport, an HTML error page: the figures stay, and the email goes on the next press", async ({ page }) => {
    const fault = await publicFault(page, "POST", "/send-tax-report-email/", "html");
    const report = await getReport(page);
    await expect(report).toContainText("Tax under the new regime₹97,500");
    await report.getByRole("button", { name: "Email me this report" }).click();

    await expect(shownAlert(report)).toHaveText(UNREADABLE);
    await expect(report).toContainText("Tax under the new regime₹97,500");

    fault.clear();
    await report.getByRole("button", { name: "Email me this report" }).click();
    await expect(report.getByRole("status")).toHaveText("We've emailed this report to priya.sharma@example.in.");
    await expect(shownAlert(report)).toHaveCount(0);
  });

  test("getGoldRates, an HTML error page: the calculator works on the typed rate, which the retried look-up leaves alone", async ({ page }) => {
    const fault = await publicFault(page, "GET", "/tsmisc/api/gold-rates/", "html");
    await page.goto("/tools-and-calculators/gold-rate?karat=24&weight=10&unit=g");
    const live = page.getByRole("region", { name: "Today's gold rates (live look-up)" });
    await expect(live).toContainText(
      "The live look-up service sent an answer we could not read. Enter today's 24K rate yourself, from IBJA's published rates or your jeweller's rate board.",
    );
    const rate = page.getByLabel("Today's 24K gold rate, ₹ per gram", { exact: true });
    await rate.fill("9500");
    // 10 g of 24K at ₹9,500 a gram = ₹95,000; no making or hallmarking; GST 3% = ₹2,850; total ₹97,850.
    await expect(page.locator('output[name="total"]')).toHaveText("₹97,850.00");

    fault.clear();
    await live.getByRole("button", { name: "Try the look-up again" }).click();
    const useLive = live.getByRole("button", { name: "Use today's 24K rate: ₹10,000 a gram" });
    await expect(useLive).toBeVisible();
    await expect(rate).toHaveValue("9,500");
    await expect(page.locator('output[name="total"]')).toHaveText("₹97,850.00");
    // 10 g at the stand-in's ₹10,000 = ₹1,00,000; GST 3% = ₹3,000; total ₹1,03,000.
    await useLive.click();
    await expect(page.locator('output[name="total"]')).toHaveText("₹1,03,000.00");
  });
});

/* ------------------------------------------------------------------------------------ */

test.describe("WhatsApp ITR update (chat-bot host)", () => {
  test.beforeEach(async ({ context }) => signIn(context, "regular"));

  test("getChatbotItr, HTTP 500: the number stays, and Try again finds the return", async ({ page, allowConsole }) => {
    allowConsole(HTTP_500);
    const fault = await publicFault(page, "GET", "/api/get_itr", "500");
    await page.goto("/whatsapp?phone=919876543210");

    await expect(shownAlert(page)).toContainText(onOurSide("Finding your return", true));
    await expect(page.getByLabel("WhatsApp mobile number")).toHaveValue("919876543210");

    fault.clear();
    await shownAlert(page).getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Your return for +91 98765 43210" })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Priya Sharma");
  });

  test("updateChatbotItr, JSON of the wrong shape: the correction stays, and Save changes saves it", async ({ page }) => {
    const fault = await publicFault(page, "PUT", "/api/update_itr", "badJson");
    await page.goto("/whatsapp?phone=919876543210");
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveValue("priya.sharma@example.in");
    await email.fill("priya.s@example.in");
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(shownAlert(page)).toHaveText(UNREADABLE);
    await expect(email).toHaveValue("priya.s@example.in");

    fault.clear();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your changes are saved. The WhatsApp assistant will use them from now on.")).toBeVisible();
    await expect(email).toHaveValue("priya.s@example.in");
  });
});

/* ------------------------------------------------------------------------------------ */

test.describe("panels, vaults and the ITR-2 pre-fill", () => {
  const ITR_501_UUID = "e3b7a4f2-1c8d-4d6e-a5f9-0b2c7e9d4a18";

  test.beforeEach(async ({ context }) => {
    await signIn(context, "regular");
    await withCsrf(context);
  });

  test("getChatServices, JSON of the wrong shape: the GST panel says so, and Try again shows the empty list", async ({ page, context, request }, testInfo) => {
    const fault = await signedInFault(request, context, testInfo, "/chat/services/", "badJson");
    await page.goto("/dashboard/gst-panel");
    await expect(shownAlert(page)).toContainText(UNREADABLE);
    await expect(shownAlert(page)).not.toContainText("not-an-object");

    await fault.clear();
    await shownAlert(page).getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("You have no GST services with us yet.")).toBeVisible();
  });

  test("deleteVaultDocuments, an HTML error page: the dialog keeps the choice, and the second press deletes", async ({ page, context, request }, testInfo) => {
    await page.goto("/dashboard/itr-vault");
    await page.getByRole("checkbox", { name: "Select form16-2025-26.pdf" }).check();
    await page.getByRole("button", { name: "Delete selected (1)" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 1 document?" });
    await expect(dialog).toContainText("form16-2025-26.pdf");
    // Only now: the list itself came from the same path.
    const fault = await signedInFault(request, context, testInfo, "/chat/vaultdetails/", "html");
    await dialog.getByRole("button", { name: "Delete 1 document" }).click();

    await expect(shownAlert(dialog)).toHaveText(UNREADABLE);
    await expect(dialog).toContainText("form16-2025-26.pdf");

    await fault.clear();
    await dialog.getByRole("button", { name: "Delete 1 document" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Deleted 1 document." })).toBeVisible();
  });

  test("getItr, connection dropped: the return's page says so with the way back, and Try again opens it", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(DROPPED);
    const fault = await signedInFault(request, context, testInfo, "/itr/api/itr/501/", "drop");
    await page.goto("/dashboard/itr-panel?id=501");
    await expect(shownAlert(page)).toContainText(UNREACHABLE);
    await expect(page.getByRole("link", { name: "← All your income-tax returns" })).toBeVisible();

    await fault.clear();
    await shownAlert(page).getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "ITR-1 for AY 2026-27" })).toBeVisible();
    await expect(page.getByRole("region", { name: "What needs fixing" })).toContainText("Gross salary does not match Form 16 Part B.");
  });

  test("prefillItr, HTTP 500: the return stays on screen, and the second press pre-fills it", async ({ page, context, request, allowConsole }, testInfo) => {
    allowConsole(HTTP_500);
    const fault = await signedInFault(request, context, testInfo, "/itr/prefilltoitr/", "500");
    await page.goto(`/dashboard/itr-2?uuid=${ITR_501_UUID}`);
    await page.getByRole("button", { name: "Pre-fill this return" }).click();

    await expect(shownAlert(page)).toHaveText(onOurSide("Pre-filling the return", false));
    await expect(page.getByRole("definition").first()).toHaveText("ITR-1");
    await expect(page.getByRole("region", { name: "Needs attention" }).getByRole("listitem")).toHaveCount(2);

    await fault.clear();
    await page.getByRole("button", { name: "Pre-fill this return" }).click();
    await expect(page.getByText("Pre-filled with the details the Income Tax Department holds.")).toBeVisible();
    await expect(page.getByRole("definition").nth(2)).toHaveText("Pre-filled");
  });
});

/* ------------------------------------------------------------------------------------ */

test.describe("bulk PAN validation (staff)", () => {
  // Header and two well-formed PANs.
  const panListFile = { name: "pans.csv", mimeType: "text/csv", buffer: Buffer.from("PAN\nABCPE1234F\nAAACT5678K\n") };
  // The stand-in accepts this captcha only, and its run ends with 120 PANs: 117 valid, 3 invalid.
  const CAPTCHA = "K7P2Q";

  test.beforeEach(async ({ context }) => {
    await signIn(context, "staff");
    await withCsrf(context);
  });

  async function toCaptcha(page: Page) {
    await page.goto("/dashboard/pan-validate");
    await page.getByLabel("CSV file with the PANs").setInputFiles(panListFile);
    await askForCaptcha(page);
    await expect(page.getByRole("img", { name: /Captcha from TRACES/ })).toBeVisible();
    return page.getByLabel("Characters in the picture");
  }

  const expectSummary = (page: Page) => expect(page.getByRole("definition")).toHaveText(["120", "117", "3"]);

  test("refreshCaptcha, connection dropped: the typed captcha stays, and the check still starts with it", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(DROPPED);
    const captcha = await toCaptcha(page);
    await captcha.fill(CAPTCHA);
    // Only now: the same path started the run.
    const fault = await signedInFault(request, context, testInfo, "/taxid/get_captcha/", "drop");
    await page.getByRole("button", { name: "New picture" }).click();

    await expect(shownAlert(page)).toHaveText(UNREACHABLE);
    await expect(captcha).toHaveValue(CAPTCHA);

    await fault.clear();
    await page.getByRole("button", { name: "New picture" }).click();
    await expect(shownAlert(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Start the check" }).click();
    await expectSummary(page);
  });

  test("submitCaptcha, an HTML error page: the captcha stays, and Start the check starts it", async ({ page, context, request }, testInfo) => {
    const fault = await signedInFault(request, context, testInfo, "/taxid/get_panprocess/", "html");
    const captcha = await toCaptcha(page);
    await captcha.fill(CAPTCHA);
    await page.getByRole("button", { name: "Start the check" }).click();

    await expect(shownAlert(page)).toHaveText(UNREADABLE);
    await expect(captcha).toHaveValue(CAPTCHA);

    await fault.clear();
    await page.getByRole("button", { name: "Start the check" }).click();
    await expectSummary(page);
  });

  test("getPanCheckStatus, HTTP 500: following the run pauses with the reason, and Check again follows it to the end", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(HTTP_500);
    const fault = await signedInFault(request, context, testInfo, "/taxid/get_status/", "500");
    const captcha = await toCaptcha(page);
    await captcha.fill(CAPTCHA);
    await page.getByRole("button", { name: "Start the check" }).click();

    // The first progress check comes 1 s after the start (PAN_RUN_BACKOFF) and fails.
    await expect(shownAlert(page)).toHaveText(onOurSide("Checking the progress", false));
    await expect(page.getByRole("button", { name: "Start again" })).toBeEnabled();

    await fault.clear();
    await page.getByRole("button", { name: "Check again" }).click();
    await expectSummary(page);
  });

  test("getPanCheckSummary, JSON of the wrong shape: the summary is said to be unreadable, and Try again shows it", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const fault = await signedInFault(request, context, testInfo, "/taxid/get_summary/", "badJson");
    const captcha = await toCaptcha(page);
    await captcha.fill(CAPTCHA);
    await page.getByRole("button", { name: "Start the check" }).click();

    await expect(shownAlert(page)).toContainText(UNREADABLE);
    await expect(page.getByRole("button", { name: "Check another list" })).toBeEnabled();

    await fault.clear();
    await shownAlert(page).getByRole("button", { name: "Try again" }).click();
    await expectSummary(page);
    await expect(page.getByRole("button", { name: "Download the invalid PANs (CSV)" })).toBeEnabled();
  });
});

/* ------------------------------------------------------------------------------------ */

test.describe("CMS video upload (staff)", () => {
  test("uploadVideo, connection dropped: the title, description and file stay, and the next press uploads", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(DROPPED);
    await signIn(context, "staff");
    await withCsrf(context);
    const fault = await signedInFault(request, context, testInfo, "/vault/api/videos/upload/", "drop");
    await page.goto("/dashboard/video-upload");
    await page.getByLabel("Title").fill("ITR basics");
    await page.getByLabel("Description (optional)").fill("Filing ITR-1 in ten minutes.");
    const file = page.getByLabel("Video file");
    await file.setInputFiles({ name: "itr-basics.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(64 * 1024, 1) });
    await page.getByRole("button", { name: "Upload the video" }).click();

    await expect(shownAlert(page)).toHaveText(UNREACHABLE_KEPT);
    await expect(page.getByLabel("Title")).toHaveValue("ITR basics");
    await expect(page.getByLabel("Description (optional)")).toHaveValue("Filing ITR-1 in ten minutes.");
    expect(await file.evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (chosen) => chosen.name))).toEqual(["itr-basics.mp4"]);

    await fault.clear();
    await page.getByRole("button", { name: "Upload the video" }).click();
    await expect(page.getByText("Uploaded itr-basics.mp4. It is at the top of the list below.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Files in the vault" }).getByRole("row").nth(1)).toContainText("itr-basics.mp4");
  });
});
