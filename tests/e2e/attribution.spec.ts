import type { Locator, Page } from "@playwright/test";
import { expect, PROFILE_401, test } from "./fixtures";
import { signIn } from "./stand-in-control";

/*
 * Marketing attribution (issue #22): the campaign of a UTM-tagged landing lasts the visit
 * (sessionStorage, lib/campaign.ts) and every link into the app carries it (<AppLink>,
 * lib/site/app-links.ts), including app links inside CMS content; signed in, the calls to
 * action lead to the dashboard. At phone size the header's Login and Sign up live in the
 * account panel, so the tests read them there.
 */

const APP = "https://app.taxsathi.example";
const LANDING = "/?utm_source=mail&utm_campaign=itr2026&gclid=abc";
const CAMPAIGN = [
  ["utm_source", "mail"],
  ["utm_campaign", "itr2026"],
];

/** The pages whose app links must all carry the campaign: home, a service, a calculator, a CMS blog article. */
const PAGES = [
  "/",
  "/individual/file-tax",
  "/tools-and-calculators/income-tax",
  "/learning-resource/blog-articles/section-80c-deductions-explained",
] as const;

/** The query of an href as [name, value] pairs, in order. */
const queryOf = (href: string) => [...new URL(href).searchParams];

/** The app has started: links now hold the visit's campaign, not the server-rendered bare href. */
const hydrated = (page: Page) => page.waitForFunction(() => (window as { __appReady?: boolean }).__appReady === true);

/** The hrefs of the links a visitor can see that lead into the app. */
const visibleAppHrefs = async (scope: Page | Locator) =>
  (await scope.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))).filter((href) =>
    href.startsWith(APP),
  );

/** The Sign up link a visitor reaches: in the header on a desktop, in the account panel on a phone. */
async function signUpLink(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole("banner").getByRole("link", { name: "Sign up" });
  await page.getByRole("button", { name: "Open account menu" }).click();
  return page.getByRole("dialog", { name: "Your account" }).getByRole("link", { name: "Sign Up" });
}

test.describe("the campaign lasts the visit @mobile", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  test("landed with tags, then two clicks inside the site: Sign up still carries them, and only them", async ({ page, isMobile }) => {
    await page.goto(LANDING);
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Income-tax return filing" }).click();
    await expect(page).toHaveURL(/\/individual\/file-tax$/);
    await page.getByRole("region", { name: "Related calculators" }).getByRole("link", { name: "Income tax calculator" }).click();
    await expect(page).toHaveURL(/\/tools-and-calculators\/income-tax$/);
    const signUp = await signUpLink(page, isMobile);
    await expect(signUp).toHaveAttribute("href", `${APP}/signup?utm_source=mail&utm_campaign=itr2026`);
  });

  test("an address typed in the same visit, without tags: the kept ones", async ({ page, isMobile }) => {
    await page.goto(LANDING);
    await hydrated(page);
    await page.goto("/support");
    await expect(await signUpLink(page, isMobile)).toHaveAttribute("href", `${APP}/signup?utm_source=mail&utm_campaign=itr2026`);
  });

  test("a later landing with other tags replaces the first ones, all of them", async ({ page, isMobile }) => {
    await page.goto(LANDING);
    await hydrated(page);
    await page.goto("/individual?utm_source=ads&utm_medium=cpc");
    await hydrated(page);
    await page.goto("/support");
    await expect(await signUpLink(page, isMobile)).toHaveAttribute("href", `${APP}/signup?utm_source=ads&utm_medium=cpc`);
  });

  test("a fresh visitor, and a new tab of a tagged visit, have none", async ({ page, context, isMobile }) => {
    await page.goto("/support");
    await hydrated(page);
    await expect(await signUpLink(page, isMobile)).toHaveAttribute("href", `${APP}/signup`);

    await page.goto(LANDING);
    await hydrated(page);
    const other = await context.newPage();
    await other.goto("/support");
    await hydrated(other);
    await expect(await signUpLink(other, isMobile)).toHaveAttribute("href", `${APP}/signup`);
  });

  test("a click on Start filing before the page has hydrated reaches the app with the kept tags", async ({ page }) => {
    await page.goto(LANDING);
    await hydrated(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    // Next's scripts are deferred, so with them held the HTML is parsed but nothing hydrates.
    await page.goto("/individual/file-tax", { waitUntil: "commit" });
    const startFiling = page.getByRole("main").getByRole("link", { name: "Start filing" }).first();
    await expect(startFiling).toHaveAttribute("href", `${APP}/signup`);
    const navigation = page.waitForRequest((request) => request.url().startsWith(`${APP}/signup`));
    await startFiling.click({ noWaitAfter: true });
    release();
    expect((await navigation).url()).toBe(`${APP}/signup?utm_source=mail&utm_campaign=itr2026`);
  });

  for (const path of PAGES) {
    test(`every app link a visitor sees on ${path} carries the campaign`, async ({ page, isMobile }) => {
      await page.goto(LANDING);
      await hydrated(page);
      await page.goto(path);
      await hydrated(page);
      const hrefs = await visibleAppHrefs(page);
      if (isMobile) {
        await page.getByRole("button", { name: "Open account menu" }).click();
        const panel = page.getByRole("dialog", { name: "Your account" });
        // The panel is loaded on the first tap: wait for it before reading its links.
        await expect(panel.getByRole("link", { name: "Sign up" })).toBeVisible();
        hrefs.push(...(await visibleAppHrefs(panel)));
      }
      expect(hrefs.length, "app links on the page").toBeGreaterThan(0);
      for (const href of hrefs) expect([href, queryOf(href)]).toEqual([href, CAMPAIGN]);
    });
  }

  test("the blog article's own link to the app (CMS content) carries the campaign", async ({ page }) => {
    await page.goto(LANDING);
    await hydrated(page);
    await page.goto(PAGES[3]);
    await expect(page.getByRole("article").getByRole("link", { name: "Create your account" })).toHaveAttribute(
      "href",
      `${APP}/signup?utm_source=mail&utm_campaign=itr2026`,
    );
  });
});

test.describe("signed in @mobile", () => {
  test("no call to action leads to signup: Start filing and content links go to the dashboard, with the campaign", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto(LANDING);
    await expect(page.getByRole("button", { name: /Account menu for Priya Sharma|Open account menu/ }).first()).toHaveText("PS");
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: /Account menu for Priya Sharma|Open account menu/ }).first()).toHaveText("PS");
      // Hidden links too: none may be waiting to show a signed-in visitor the way to signup.
      const hrefs = await page.getByRole("link", { includeHidden: true }).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.filter((href) => href.startsWith(`${APP}/signup`) || href.startsWith(`${APP}/login`)), path).toEqual([]);
    }
    await page.goto("/individual/file-tax");
    await expect(page.getByRole("main").getByRole("link", { name: "Start filing" }).first()).toHaveAttribute(
      "href",
      `${APP}/dashboard/itr/list?utm_source=mail&utm_campaign=itr2026`,
    );
    await page.goto(PAGES[3]);
    await expect(page.getByRole("article").getByRole("link", { name: "Create your account" })).toHaveAttribute(
      "href",
      `${APP}/dashboard/itr/list?utm_source=mail&utm_campaign=itr2026`,
    );
  });
});
