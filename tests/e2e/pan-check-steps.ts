import type { Page } from "@playwright/test";

/** The stand-in's TRACES login for a bulk PAN check (tests/support/routes/app-api.mjs). */
export const TRACES_LOGIN = { userId: "DELA12345B", password: "stand-in password", tan: "DELA12345B" };

/** On /dashboard/pan-validate with a list chosen: types the TRACES login and asks for the captcha. */
export async function askForCaptcha(page: Page, tan = TRACES_LOGIN.tan) {
  await page.getByLabel("TRACES user ID").fill(TRACES_LOGIN.userId);
  await page.getByLabel("TRACES password").fill(TRACES_LOGIN.password);
  await page.getByLabel("TAN").fill(tan);
  await page.getByRole("button", { name: "Get the captcha" }).click();
}
