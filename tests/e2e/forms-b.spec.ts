import type { Locator, Page } from "@playwright/test";

import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { SITE_URL, STAND_IN_URL } from "./e2e-env.mjs";

/*
 * The demo and slot bookings against the stand-in (tests/support/routes/app-api.mjs):
 * its calendar has 10:00 and 15:30 on 1 December 2026 and 16:00 on 2 December, with
 * 11:00 on 2 December taken; its one-time code is 123456. 1 December 2026 is a Tuesday.
 */

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

const TUESDAY = "Tuesday, December 1, 2026";
const WEDNESDAY = "Wednesday, December 2, 2026";
const WRONG_CODE = "The code is wrong or has expired. Check the SMS or ask for a new code.";

/** Types the contact details as a person would. */
async function fillContact(form: Locator) {
  await form.getByLabel("Your name").fill("Anil Kumar");
  await form.getByLabel("Email address").fill("anil@example.com");
  await form.getByLabel("Mobile number", { exact: true }).fill("+91 98765 43210");
}

/** Picks a time the way a person does: by its visible label, inside its day. */
async function chooseSlot(form: Locator, day: string, time: string) {
  const group = form.getByRole("group", { name: day });
  await group.getByText(time, { exact: true }).click();
  await expect(group.getByRole("radio", { name: time })).toBeChecked();
}

const bookingPost = (page: Page, path: string) =>
  page.waitForRequest((request) => request.method() === "POST" && request.url() === `${STAND_IN_URL}${path}`);

test.describe("TDS demo booking @mobile", () => {
  test("a demo at 3:30 pm on 1 December is booked end to end and confirmed in words", async ({ page }) => {
    await page.goto("/business/tds-returns-compliance");
    const form = page.getByRole("form", { name: "Book a TDS demo" });
    await expect(form.getByRole("group", { name: WEDNESDAY }).getByRole("radio", { name: "11:00 am (booked)" })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    await fillContact(form);
    await form.getByLabel("Company or firm (optional)").fill("Kumar & Co");
    await chooseSlot(form, TUESDAY, "3:30 pm");
    const sent = bookingPost(page, "/v1/tds-demo-booking/");
    await form.getByRole("button", { name: "Book the demo" }).click();
    // The service sends the number as 10 digits, whatever was typed around it.
    expect((await sent).postDataJSON()).toEqual({
      name: "Anil Kumar",
      email: "anil@example.com",
      mobile_number: "9876543210",
      date: "2026-12-01",
      time: "15:30",
      company_name: "Kumar & Co",
    });
    await expect(form.getByRole("status")).toHaveText(`Your TDS demo is booked for ${TUESDAY} at 3:30 pm IST.`);
    await expect(form).toContainText("Booking reference: 4401");
    await expect(form).toContainText("anil@example.com or on 98765 43210 before the TDS demo");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an empty form says what each field needs and sends nothing", async ({ page }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/v1/tds-demo-booking/")) posts += 1;
    });
    await page.goto("/business/tds-returns-compliance");
    const form = page.getByRole("form", { name: "Book a TDS demo" });
    await expect(form.getByRole("group", { name: TUESDAY })).toBeVisible();
    await form.getByRole("button", { name: "Book the demo" }).click();
    await expect(form.getByLabel("Your name")).toBeFocused();
    await expect(form.getByLabel("Your name")).toHaveAccessibleDescription("Enter your name");
    await expect(form.getByLabel("Mobile number", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("radio", { name: "10:00 am" })).toHaveAccessibleDescription("Choose a date and time");
    expect(posts).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("GST demo booking", () => {
  test("a server error, then no connection: everything typed stays, and the third try books", async ({ page, allowConsole }) => {
    allowConsole(/status of 500|Failed to load resource|ERR_FAILED|net::/);
    const faults: ("500" | "abort")[] = ["500", "abort"];
    await page.route(`${STAND_IN_URL}/v1/gst-demo-booking/`, (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const fault = faults.shift();
      // The CORS headers the stand-in would send, so the browser lets the page read the 500.
      const cors = { "Access-Control-Allow-Origin": route.request().headers()["origin"] ?? SITE_URL, "Access-Control-Allow-Credentials": "true" };
      if (fault === "500") return route.fulfill({ status: 500, contentType: "text/html", headers: cors, body: "<html><h1>Server Error (500)</h1></html>" });
      if (fault === "abort") return route.abort("connectionrefused");
      return route.continue();
    });
    await page.goto("/gst-api");
    const form = page.getByRole("form", { name: "Book a GST demo" });
    expect(await axeViolations(page)).toEqual([]);
    await fillContact(form);
    await form.getByLabel("Company or firm (optional)").fill("Kumar & Co");
    await form.getByLabel("Anything you'd like the demo to cover (optional)").fill("E-invoices from our ERP");
    await chooseSlot(form, WEDNESDAY, "4:00 pm");
    const book = form.getByRole("button", { name: "Book the demo" });

    await book.click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText(
      "Booking your slot didn't work because of a problem on our side. Please try again in a few minutes; what you typed is still here.",
    );
    await expect(alert).not.toContainText(/<html>|Server Error|HTTP 500/);
    const kept = async () => {
      await expect(form.getByLabel("Your name")).toHaveValue("Anil Kumar");
      await expect(form.getByLabel("Email address")).toHaveValue("anil@example.com");
      await expect(form.getByLabel("Mobile number", { exact: true })).toHaveValue("+91 98765 43210");
      await expect(form.getByLabel("Company or firm (optional)")).toHaveValue("Kumar & Co");
      await expect(form.getByLabel("Anything you'd like the demo to cover (optional)")).toHaveValue("E-invoices from our ERP");
      await expect(form.getByRole("radio", { name: "4:00 pm" })).toBeChecked();
    };
    await kept();
    expect(await axeViolations(page)).toEqual([]);

    await book.click();
    await expect(alert).toHaveText("We couldn't reach our server. Check your internet connection and try again; what you typed is still here.");
    await kept();

    await book.click();
    await expect(form.getByRole("status")).toHaveText(`Your GST demo is booked for ${WEDNESDAY} at 4:00 pm IST.`);
  });
});

test.describe("Dezerv slot booking @mobile", () => {
  test("the number is verified by SMS code, a wrong code first, then the slot is booked", async ({ page, allowConsole }) => {
    // A whole journey with axe passes: on a loaded 2-core CI machine it outlasted 30 s.
    test.slow();
    allowConsole(/status of 400/);
    await page.goto("/dezerv");
    const form = page.getByRole("form", { name: "Book a call with our tax team" });
    await expect(form.getByRole("group", { name: TUESDAY })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await fillContact(form);
    await chooseSlot(form, TUESDAY, "10:00 am");
    // Booking before verifying is refused in the form, and the way on is focused.
    await form.getByRole("button", { name: "Book this slot" }).click();
    const verification = form.getByRole("group", { name: "Verify your mobile number" });
    await expect(verification).toHaveAccessibleDescription(/^Verify your mobile number before booking/);
    await expect(verification.getByRole("button", { name: "Send code" })).toBeFocused();

    await verification.getByRole("button", { name: "Send code" }).click();
    await expect(verification.getByRole("status")).toHaveText("We've sent a 6-digit code by SMS to 98765 43210. The code is valid for 5 minutes.");
    const code = verification.getByLabel("Code from the SMS");
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(verification.getByRole("button", { name: "Send a new code" })).toBeDisabled();

    await code.fill("654321");
    await verification.getByRole("button", { name: "Verify" }).click();
    await expect(verification.getByRole("alert")).toHaveText(`Please check: Code: ${WRONG_CODE}`);
    await expect(code).toHaveAccessibleDescription(WRONG_CODE);
    expect(await axeViolations(page)).toEqual([]);

    await code.fill("123456");
    await code.press("Enter"); // checks the code; does not submit the booking
    await expect(verification.getByRole("status")).toHaveText("Mobile number 98765 43210 verified.");

    const sent = bookingPost(page, "/v1/dezerv-slot-booking/");
    await form.getByRole("button", { name: "Book this slot" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ mobile_number: "9876543210", date: "2026-12-01", time: "10:00" });
    // Until the answer comes, the verification's status and the booking's (still empty) status are
    // both in the form: wait for the booking's own. The round trip (a CORS preflight, then the POST)
    // took over 5 s once on a loaded 2-core CI machine, so it is given 15.
    await expect(form.getByRole("status").filter({ hasText: /booked/ })).toHaveText(`Your call is booked for ${TUESDAY} at 10:00 am IST.`, { timeout: 15_000 });
    await expect(form.getByRole("status")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("changing the number after verifying asks for a new code", async ({ page }) => {
    await page.goto("/dezerv");
    const form = page.getByRole("form", { name: "Book a call with our tax team" });
    const verification = form.getByRole("group", { name: "Verify your mobile number" });
    await form.getByLabel("Mobile number", { exact: true }).fill("9876543210");
    await verification.getByRole("button", { name: "Send code" }).click();
    await verification.getByLabel("Code from the SMS").fill("123456");
    await verification.getByRole("button", { name: "Verify" }).click();
    await expect(verification.getByRole("status")).toHaveText("Mobile number 98765 43210 verified.");
    await form.getByLabel("Mobile number", { exact: true }).fill("9123456789");
    await expect(verification.getByRole("button", { name: "Send code" })).toBeVisible();
    await expect(verification).not.toContainText("verified");
  });
});

test.describe("Product demo booking", () => {
  test("choosing the GST demo loads its calendar, keeps what was typed, and books it", async ({ page }) => {
    await page.goto("/product-resource/product-demo");
    const form = page.getByRole("form", { name: "Book your demo" });
    await expect(form.getByRole("radio", { name: "TDS returns and compliance" })).toBeChecked();
    await expect(form.getByRole("group", { name: TUESDAY })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await fillContact(form);
    const slots = page.waitForRequest((request) => request.method() === "GET" && request.url() === `${STAND_IN_URL}/v1/gst-demo-booking/`);
    await form.getByRole("radio", { name: "GST returns and GST APIs" }).check();
    await slots;
    await expect(form.getByLabel("Your name")).toHaveValue("Anil Kumar");
    await chooseSlot(form, TUESDAY, "10:00 am");
    const sent = bookingPost(page, "/v1/gst-demo-booking/");
    await form.getByRole("button", { name: "Book the demo" }).click();
    await sent;
    await expect(form.getByRole("status")).toHaveText(`Your GST demo is booked for ${TUESDAY} at 10:00 am IST.`);
    expect(await axeViolations(page)).toEqual([]);
  });
});
