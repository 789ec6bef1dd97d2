import type { Page, Route } from "@playwright/test";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { SITE_URL, STAND_IN_URL } from "./e2e-env.mjs";
import { requestsOf, signIn, useScope, type LoggedRequest } from "./stand-in-control";

/*
 * /checkout against the stand-in (tests/support/routes/app-api.mjs): packages 11 (₹999),
 * 12 (₹2,499) and 13 (₹1,499), each with 18% GST. The package list is public and goes
 * without cookies, so a stand-in fault scope cannot reach it: its failures are made with
 * page.route. The browser resolves no outside host (playwright.config.ts), so Razorpay's
 * script always fails to load here, which is the failure the page must survive.
 */

const SALARY = "ITR filing: salary income";
const TDS = "TDS return (one quarter)";
const RAZORPAY_HOST = "checkout.razorpay.com";

/** Stands in for Razorpay's checkout.js: records the options it was given and pays at once. */
const FAKE_RAZORPAY = `
window.Razorpay = function (options) {
  window.razorpayOptions = { key: options.key, amount: options.amount, currency: options.currency, order_id: options.order_id };
  this.on = function () {};
  this.open = function () {
    setTimeout(function () {
      options.handler({ razorpay_payment_id: "pay_StandIn1", razorpay_order_id: options.order_id, razorpay_signature: "sig_standin" });
    }, 0);
  };
};
`;

/** The browser's own console line for the script it could not fetch. */
const SCRIPT_FAILED = /Failed to load resource|net::ERR/;

/** Every request the page makes to Razorpay's host, from now on. */
function razorpayRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname === RAZORPAY_HOST) seen.push(request.url());
  });
  return seen;
}

/** Answers the package list's GET as the test says, with the CORS headers the stand-in would send. */
async function answerPackages(page: Page, answer: { status: number; body: string }) {
  await page.route(`${STAND_IN_URL}/v1_2/package/`, (route: Route) => {
    if (route.request().method() !== "GET") return route.continue();
    const cors = { "Access-Control-Allow-Origin": route.request().headers()["origin"] ?? SITE_URL };
    return route.fulfill({ status: answer.status, contentType: "application/json", headers: cors, body: answer.body });
  });
}

const summaryRow = (page: Page, name: string | RegExp) => page.getByRole("region", { name: "Order summary" }).getByRole("row", { name });
const cart = (page: Page) => page.getByRole("region", { name: "Your cart" });

test.describe("signed out", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  test("explains the page and offers the login link with the UTM values, and is not indexed", async ({ page }) => {
    await page.goto("/checkout?utm_source=newsletter&utm_campaign=itr");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "https://app.taxsathi.example/login?utm_source=newsletter&utm_campaign=itr",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("button", { name: /^Add to cart/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("signed in", () => {
  test("adds packages, changes quantities with GST line by line, and a reload keeps the cart", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/checkout");
    await page.getByRole("button", { name: `Add to cart: ${SALARY}` }).click();
    await page.getByRole("button", { name: `Add to cart: ${TDS}` }).click();
    await cart(page).getByRole("button", { name: `Increase quantity of ${SALARY}` }).click();

    // Salary × 2: ₹1,998.00 + 18% GST ₹359.64; TDS × 1: ₹1,499.00 + ₹269.82.
    // Before GST ₹3,497.00, GST ₹629.46, to pay ₹4,126.46.
    await expect(summaryRow(page, `${SALARY} × 2`)).toContainText("₹1,998.00");
    await expect(summaryRow(page, `GST at 18% on ${SALARY}`)).toContainText("₹359.64");
    await expect(summaryRow(page, `GST at 18% on ${TDS}`)).toContainText("₹269.82");
    await expect(summaryRow(page, "Total GST")).toContainText("₹629.46");
    await expect(summaryRow(page, "Total to pay")).toContainText("₹4,126.46");
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(cart(page).getByText("3 items, ₹4,126.46 with GST.")).toBeVisible();

    // Lowering a quantity at 1 takes the line out, and that too survives a reload.
    await cart(page).getByRole("button", { name: `Decrease quantity of ${TDS}` }).click();
    await expect(cart(page).getByText(TDS)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Your cart" })).toBeFocused();
    await page.reload();
    await expect(cart(page).getByText("2 items, ₹2,357.64 with GST.")).toBeVisible();
    await cart(page).getByRole("button", { name: `Remove ${SALARY}` }).click();
    await expect(cart(page).getByText("Your cart is empty. Add a package to begin.")).toBeVisible();
    await page.reload();
    await expect(cart(page).getByText("Your cart is empty. Add a package to begin.")).toBeVisible();
  });

  test("the details form starts from the profile and says what to type in each field", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/checkout");
    await page.getByRole("button", { name: `Add to cart: ${SALARY}` }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Priya");
    await expect(page.getByLabel("Last name")).toHaveValue("Sharma");
    await expect(page.getByLabel("Email")).toHaveValue("priya.sharma@example.in");

    await page.getByLabel("Mobile number").fill("5123456789");
    await page.getByLabel("Email").fill("priya@");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9")).toBeVisible();
    await expect(page.getByText("Enter an email address like name@example.com")).toBeVisible();
    await expect(page.getByText("Enter your address")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Mobile number")).toHaveValue("5123456789");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("pay: the order is placed, but Razorpay's script cannot load here, so a clear message and the cart kept", async ({
    page,
    context,
    request,
    allowConsole,
  }, testInfo) => {
    allowConsole(SCRIPT_FAILED);
    const scope = await useScope(context, testInfo);
    await signIn(context, "regular");
    await context.addCookies([{ name: "csrftoken", value: "csrf-checkout", url: SITE_URL }]);
    const razorpay = razorpayRequests(page);
    await page.goto("/checkout");
    await page.getByRole("button", { name: `Add to cart: ${SALARY}` }).click();
    await page.getByLabel("Mobile number").fill("+91 98765 43210");
    await page.getByLabel("Billing address").fill("Flat 12, Shanti Apartments, Baner Road, Pune 411045");
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
    await expect(page.getByText("Order 9301 is ready.", { exact: false })).toBeVisible();
    // The billing address as the API holds it for the order (the step shows no typed address).
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("Flat 12, Shanti Apartments, Baner Road, Pune 411045");
    const logged = (await requestsOf(request, scope)) as (LoggedRequest & { body: string })[];
    const subscription = logged.find((entry) => entry.method === "POST" && entry.path === "/v1_2/subscription/");
    expect(subscription?.headers["x-csrftoken"]).toBe("csrf-checkout");
    // One salary filing: ₹999 + 18% GST ₹179.82 = ₹1,178.82.
    expect(JSON.parse(subscription!.body)).toMatchObject({
      mobilenumber: "9876543210",
      packageassigned: [{ id: 11, quantity: 1 }],
      transactionamount: 1178.82,
    });
    expect(razorpay).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Pay ₹1,178.82" }).click();
    const problem = page.getByRole("region", { name: "Payment" }).getByRole("alert");
    await expect(problem).toContainText("The payment window couldn't be loaded.");
    await expect(problem).toContainText("Your cart is kept.");
    expect(razorpay).toEqual(["https://checkout.razorpay.com/v1/checkout.js"]);
    // No Razorpay order is made when its window cannot open.
    expect((await requestsOf(request, scope)).some((entry) => entry.path === "/billing/v1/payrazorpay/")).toBe(false);
    await expect(page.getByRole("button", { name: "Pay ₹1,178.82" })).toBeEnabled();

    await page.reload();
    await expect(cart(page).getByText("1 item, ₹1,178.82 with GST.")).toBeVisible();
  });

  test("pay with a stand-in for Razorpay's window: it opens with the API's key and order, and the result goes back to the API", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await signIn(context, "regular");
    await context.addCookies([{ name: "csrftoken", value: "csrf-checkout", url: SITE_URL }]);
    // The real script cannot be fetched here; this one plays a payer who pays at once.
    await page.route(`https://${RAZORPAY_HOST}/v1/checkout.js`, (route) =>
      route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_RAZORPAY }),
    );
    await page.goto("/checkout");
    await page.getByRole("button", { name: `Add to cart: ${SALARY}` }).click();
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByLabel("Billing address").fill("Flat 12, Shanti Apartments, Baner Road, Pune 411045");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("button", { name: "Pay ₹1,178.82" }).click();

    await expect(page.getByRole("heading", { name: "Payment received" })).toBeFocused();
    await expect(page.getByText("pay_StandIn1")).toBeVisible();
    // The key and the amount (117882 paise = ₹1,178.82) come from the API's order answer.
    expect(await page.evaluate(() => (window as unknown as { razorpayOptions: unknown }).razorpayOptions)).toEqual({
      key: "rzp_test_standin",
      amount: 117882,
      currency: "INR",
      order_id: "order_StandIn9301",
    });
    const posts = ((await requestsOf(request, scope)) as (LoggedRequest & { body: string })[]).filter(
      (entry) => entry.method === "POST" && entry.path === "/billing/v1/payrazorpay/",
    );
    expect(posts.map((entry) => JSON.parse(entry.body))).toEqual([
      { cp_uuid: "b9e4c2a7-3d15-4f8e-a0c6-5e7d1f2b8a93" },
      {
        cp_uuid: "b9e4c2a7-3d15-4f8e-a0c6-5e7d1f2b8a93",
        razorpay_payment_id: "pay_StandIn1",
        razorpay_order_id: "order_StandIn9301",
        razorpay_signature: "sig_standin",
      },
    ]);
    expect(posts.every((entry) => entry.headers["x-csrftoken"] === "csrf-checkout")).toBe(true);

    // Paid: the saved cart is gone.
    await page.reload();
    await expect(cart(page).getByText("Your cart is empty. Add a package to begin.")).toBeVisible();
  });

  test("a staff member can buy too, starting from their own profile", async ({ page, context }) => {
    await signIn(context, "staff");
    await page.goto("/checkout");
    await page.getByRole("button", { name: `Add to cart: ${TDS}` }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Arjun");
    await expect(page.getByLabel("Email")).toHaveValue("arjun.menon@example.com");
  });

  test("a 500 on the package list says what happened and Try again loads it", async ({ page, context, allowConsole }) => {
    allowConsole(/status of 500/);
    let fail = true;
    await page.route(`${STAND_IN_URL}/v1_2/package/`, (route) => {
      if (route.request().method() !== "GET" || !fail) return route.continue();
      fail = false;
      const cors = { "Access-Control-Allow-Origin": route.request().headers()["origin"] ?? SITE_URL };
      return route.fulfill({ status: 500, contentType: "text/html", headers: cors, body: "<h1>Server Error (500)</h1>" });
    });
    await signIn(context, "regular");
    await page.goto("/checkout");
    const packages = page.getByRole("region", { name: "Packages" });
    await expect(packages.getByRole("alert")).toContainText("because of a problem on our side");
    await expect(packages.getByRole("alert")).not.toContainText("Server Error");
    expect(await axeViolations(page)).toEqual([]);
    await packages.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: `Add to cart: ${SALARY}` })).toBeVisible();
  });

  test("an empty package list says nothing is on sale", async ({ page, context }) => {
    await answerPackages(page, { status: 200, body: "[]" });
    await signIn(context, "regular");
    await page.goto("/checkout");
    await expect(page.getByText("No packages are on sale right now.", { exact: false })).toBeVisible();
    await expect(cart(page).getByText("Your cart is empty. Add a package to begin.")).toBeVisible();
  });
});

test.describe("the payment script stays off other pages", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  test("the home page and a calculator never ask for Razorpay's script, signed in or not", async ({ page, context }) => {
    const razorpay = razorpayRequests(page);
    await page.goto("/");
    await page.goto("/tools-and-calculators/income-tax");
    await signIn(context, "regular");
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Account menu for Priya Sharma" })).toBeVisible();
    await page.goto("/tools-and-calculators/income-tax");
    // The chart and the rest load lazily after hydration; give them their moment.
    await expect(page.locator('output[name="newTax"]')).toBeVisible();
    await page.waitForTimeout(500);
    expect(razorpay).toEqual([]);
  });
});
