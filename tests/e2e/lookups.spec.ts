import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { STAND_IN_URL } from "./e2e-env.mjs";

/*
 * The look-up tools through shared links, with the app's /tsmisc/api/ look-ups answered by
 * the stand-in, and with them absent (the browser's request refused) or answering a shape
 * the site does not expect. The check in the browser must stand in every case.
 */

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

const absent = /Failed to load resource|ERR_FAILED|net::/;

test.describe("GSTIN checker @mobile", () => {
  test("a shared link shows the verdict, the state and PAN, and the registered details with their source and date", async ({ page }) => {
    await page.goto("/tools-and-calculators/gst-number-search?gstin=29aagcb7383j1z4");
    await expect(page.locator('output[name="valid"]')).toHaveText("Valid");
    await expect(page.locator('output[name="state"]')).toHaveText("Karnataka (29)");
    await expect(page.locator('output[name="pan"]')).toHaveText("AAGCB7383J");
    const live = page.getByRole("region", { name: "Registered details (live look-up)" });
    await expect(live).toContainText("BANGALORE SAMPLE PRIVATE LIMITED");
    await expect(live).toContainText("Cancelled (cancelled from 31 March 2024)");
    await expect(live).toContainText("Source: Stand-in reference data (tests only). As of 20 November 2026, 1:30 pm IST.");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a mistyped GSTIN: the field says why, the verdict is Invalid, and nothing is looked up", async ({ page }) => {
    let lookups = 0;
    page.on("request", (request) => {
      if (request.method() === "GET" && request.url().includes("/tsmisc/api/gstin/")) lookups += 1;
    });
    await page.goto("/tools-and-calculators/gst-number-search");
    await expect(page.getByRole("region", { name: "Registered details (live look-up)" })).toContainText("UNIFORM SAMPLE TRADERS LLP");
    const field = page.getByLabel("GSTIN (GST number)", { exact: true });
    await field.fill("27AAPFU0939F1Z");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`[id="${(await field.getAttribute("aria-describedby"))!.split(" ")[0]}"]`)).toContainText("A GSTIN has 15 characters; this has 14.");
    await expect(page.locator('output[name="valid"]')).toHaveText("Invalid");
    await field.fill("27AAPFU0939F1ZW");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('output[name="valid"]')).toHaveText("Invalid");
    await expect(page.getByText('it must be "V", not "W"').first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Registered details (live look-up)" })).toContainText("Enter a valid GSTIN");
    await expect(page).toHaveURL(/gstin=27AAPFU0939F1ZW/);
    expect(lookups).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("with the look-up absent, the verdict stands and the page says the live details are unavailable, with a retry that works", async ({ page, allowConsole }) => {
    allowConsole(absent);
    let refuse = true;
    await page.route(`${STAND_IN_URL}/tsmisc/api/gstin/**`, (route) => (refuse ? route.abort("connectionrefused") : route.continue()));
    await page.goto("/tools-and-calculators/gst-number-search?gstin=27AAPFU0939F1ZV");
    await expect(page.locator('output[name="valid"]')).toHaveText("Valid");
    const live = page.getByRole("region", { name: "Registered details (live look-up)" });
    await expect(live).toContainText("The live look-up service could not be reached. The check above ran in your browser and still stands");
    refuse = false;
    await live.getByRole("button", { name: "Try the look-up again" }).click();
    await expect(live).toContainText("UNIFORM SAMPLE TRADERS LLP");
  });

  test("a look-up answering an unexpected shape is reported as unreadable, never shown raw", async ({ page }) => {
    await page.route(`${STAND_IN_URL}/tsmisc/api/gstin/**`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"found":"yes","legal_name":42}' }));
    await page.goto("/tools-and-calculators/gst-number-search?gstin=27AAPFU0939F1ZV");
    const live = page.getByRole("region", { name: "Registered details (live look-up)" });
    await expect(live).toContainText("sent an answer we could not read");
    await expect(live).not.toContainText("legal_name");
  });
});

test.describe("IFSC checker @mobile", () => {
  test("a shared link names the bank from the embedded data and the branch from the look-up", async ({ page }) => {
    await page.goto("/tools-and-calculators/ifsc-checker?ifsc=sbin0000691");
    await expect(page.locator('output[name="valid"]')).toHaveText("Valid");
    await expect(page.locator('output[name="bank"]')).toHaveText("State Bank of India");
    const live = page.getByRole("region", { name: "Branch details (live look-up)" });
    await expect(live).toContainText("New Delhi Main Branch");
    await expect(live).toContainText("110002087");
    await expect(live).toContainText("Source: Stand-in reference data (tests only).");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a co-operative bank's code under a sponsor's prefix names the bank it was issued to; an unknown branch says so", async ({ page }) => {
    await page.goto("/tools-and-calculators/ifsc-checker?ifsc=AKJB0000001");
    await expect(page.getByText("This code was issued to Akola Janata Commercial Co-operative Bank")).toBeVisible();
    await expect(page.getByRole("region", { name: "Branch details (live look-up)" })).toContainText("No branch has the IFSC AKJB0000001 in RBI's current list");
  });

  test("the letter O in place of the zero is caught in the field; with the look-up absent the bank is still named", async ({ page, allowConsole }) => {
    allowConsole(absent);
    await page.route(`${STAND_IN_URL}/tsmisc/api/ifsc/**`, (route) => route.abort("connectionrefused"));
    await page.goto("/tools-and-calculators/ifsc-checker?ifsc=HDFCO001234");
    const field = page.getByLabel("IFSC", { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('output[name="valid"]')).toHaveText("Invalid");
    await field.fill("HDFC0001234");
    await expect(page.locator('output[name="bank"]')).toHaveText("HDFC Bank");
    await expect(page.getByRole("region", { name: "Branch details (live look-up)" })).toContainText("could not be reached");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("GST calculator @mobile", () => {
  test("a shared link removing 18% from ₹1,000 shows every part to the paisa", async ({ page }) => {
    await page.goto("/tools-and-calculators/gst-calculator?amount=1000&mode=remove&rate=18&supply=intra");
    await expect(page.locator('output[name="net"]')).toHaveText("₹847.46");
    await expect(page.locator('output[name="gst"]')).toHaveText("₹152.54");
    await expect(page.locator('output[name="cgst"]')).toHaveText("₹76.27");
    await expect(page.locator('output[name="sgst"]')).toHaveText("₹76.27");
    await expect(page.locator('output[name="total"]')).toHaveText("₹1,000.00");
  });

  test("switching to an inter-state supply at 5% gives IGST on ₹2,499", async ({ page }) => {
    await page.goto("/tools-and-calculators/gst-calculator?amount=2499&rate=5");
    await expect(page.locator('output[name="gst"]')).toHaveText("₹124.96");
    await page.getByLabel("Between states (IGST)").check();
    await expect(page.locator('output[name="igst"]')).toHaveText("₹124.95");
    await expect(page.locator('output[name="total"]')).toHaveText("₹2,623.95");
    await expect(page).toHaveURL(/supply=inter/);
  });
});

test.describe("HSN and SAC finder @mobile", () => {
  test("a shared code link explains it from the embedded data, and the look-up adds finer codes with their rates", async ({ page }) => {
    await page.goto("/tools-and-calculators/hsn-finder?q=8517");
    await expect(page.locator('output[name="code"]')).toHaveText("8517");
    await expect(page.locator('output[name="kind"]')).toHaveText("HSN");
    await expect(page.locator('output[name="chapter"]')).toContainText("85");
    const live = page.getByRole("region", { name: "Finer codes and GST rates (live look-up)" });
    await expect(live.getByRole("row", { name: /85171300 .*Smartphones.*18%/ })).toBeVisible();
    await expect(live.getByRole("row", { name: /^8517 .*Varies by sub-heading/ })).toBeVisible();
    await expect(live).toContainText("Source: Stand-in reference data (tests only).");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("without the look-up, words still find chapters and the page says finer codes need the live look-up", async ({ page, allowConsole }) => {
    allowConsole(absent);
    await page.route(`${STAND_IN_URL}/tsmisc/api/hsn/**`, (route) => route.abort("connectionrefused"));
    await page.goto("/tools-and-calculators/hsn-finder?q=cereals");
    expect(Number(await page.locator('output[name="matches"]').textContent())).toBeGreaterThan(0);
    await expect(page.getByRole("cell", { name: "10", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Finer codes and GST rates (live look-up)" })).toContainText("for 6- and 8-digit codes and their GST rates, see the CBIC's rate notifications");
  });

  test("chapter 77 is refused with the reason", async ({ page }) => {
    await page.goto("/tools-and-calculators/hsn-finder?q=7700");
    const field = page.getByLabel("HSN/SAC code or words", { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/77.*reserved/i).first()).toBeVisible();
  });
});

test.describe("currency converter and gold rate @mobile", () => {
  test("currency: live rates fill an empty rate by themselves, with their source, and the conversion follows", async ({ page }) => {
    await page.goto("/tools-and-calculators/currency-converter?amount=1000&from=USD&to=INR");
    await expect(page.getByLabel("Rate: ₹ per unit of the foreign currency", { exact: true })).toHaveValue("88.5");
    await expect(page.locator('output[name="converted"]')).toHaveText("₹88,500.00");
    await expect(page.getByRole("region", { name: "Today's exchange rates (live look-up)" })).toContainText("As of 20 November 2026, 1:30 pm IST");
    await expect(page).toHaveURL(/rate=88\.5/);
  });

  test("currency: a rate in the link is the visitor's and is kept; with no live rates the page says so and converts on the typed rate", async ({ page, allowConsole }) => {
    allowConsole(absent);
    await page.route(`${STAND_IN_URL}/tsmisc/api/exchange-rates/**`, (route) => route.abort("connectionrefused"));
    await page.goto("/tools-and-calculators/currency-converter?amount=1000&from=USD&to=INR&rate=88.5&markup=2");
    await expect(page.locator('output[name="converted"]')).toHaveText("₹90,270.00");
    await expect(page.getByRole("region", { name: "Today's exchange rates (live look-up)" })).toContainText("could not be reached. Enter the rate yourself");
  });

  test("currency: with no rate at all and no live rates, no figure is invented", async ({ page, allowConsole }) => {
    allowConsole(absent);
    await page.route(`${STAND_IN_URL}/tsmisc/api/exchange-rates/**`, (route) => route.abort("connectionrefused"));
    await page.goto("/tools-and-calculators/currency-converter?amount=1000&from=USD&to=INR");
    await expect(page.getByRole("region", { name: "Today's exchange rates (live look-up)" })).toContainText("could not be reached");
    await expect(page.locator('output[name="converted"]')).toHaveCount(0);
  });

  test("gold: §40's necklace on a shared link (10 g of 22K, 12% making, 24K at ₹10,000 a gram) costs ₹1,05,669.76", async ({ page }) => {
    await page.goto("/tools-and-calculators/gold-rate?rate=10000&karat=22&weight=10&unit=g&making=12&makingType=pct&purity=fineness");
    await expect(page.locator('output[name="total"]')).toHaveText("₹1,05,669.76");
    await expect(page.getByRole("region", { name: "Today's gold rates (live look-up)" })).toContainText("Source: Stand-in reference data (tests only).");
    expect(await axeViolations(page)).toEqual([]);
  });
});
