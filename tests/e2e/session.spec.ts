import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { requestsOf, setFault, signIn, useScope } from "./stand-in-control";

const APP = "https://app.taxsathi.example";

test.describe("signed out", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  test("the login buttons carry the five UTM parameters from the address, and nothing else", async ({ page }) => {
    await page.goto(
      "/?utm_source=newsletter&utm_source=second&utm_medium=email&utm_campaign=itr%202026&utm_term=&gclid=abc&next=https%3A%2F%2Fevil.example&utm_content=hindi%20%E0%A4%95%E0%A4%B0#top",
    );
    const banner = page.getByRole("banner");
    const expected = "utm_source=newsletter&utm_medium=email&utm_campaign=itr+2026&utm_content=hindi+%E0%A4%95%E0%A4%B0";
    await expect(banner.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", `${APP}/signup?${expected}`);
    await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute("href", `${APP}/login?${expected}`);
  });

  test("a visitor without a session cookie never calls the API and never loads its clients", async ({ page }) => {
    const apiCalls: string[] = [];
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("http://localhost:4010/")) apiCalls.push(request.url());
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/tools-and-calculators/income-tax");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(apiCalls).toEqual([]);
    // The profile's loader chunk holds axios; its source names the API client.
    for (const url of scripts.filter((address) => address.includes("/_next/static/chunks/"))) {
      const source = await (await page.request.get(url)).text();
      expect(source, url).not.toContain("google-login");
    }
  });

  test("a click on Sign up before the page has hydrated still reaches the app with the UTM values", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**/*.js", async (route) => {
      await gate;
      await route.continue();
    });
    // Next's scripts are deferred, so with them held the HTML is parsed but nothing hydrates.
    await page.goto("/?utm_source=quick&utm_campaign=click", { waitUntil: "commit" });
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveAttribute("href", `${APP}/signup`);
    const navigation = page.waitForRequest((request) => request.url().startsWith(`${APP}/signup`));
    await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click({ noWaitAfter: true });
    release();
    expect((await navigation).url()).toBe(`${APP}/signup?utm_source=quick&utm_campaign=click`);
  });

  test("the mobile account panel offers Login and Sign Up, the panels, and no staff entries @phone", async ({ page }) => {
    await page.goto("/?utm_medium=cpc");
    await page.getByRole("button", { name: "Open account menu" }).click();
    const panel = page.getByRole("dialog", { name: "Your account" });
    await expect(panel.getByRole("link", { name: "Login" })).toHaveAttribute("href", `${APP}/login?utm_medium=cpc`);
    await expect(panel.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", `${APP}/signup?utm_medium=cpc`);
    for (const name of ["Tax Calculator", "Support", "ITR Panel", "TDS Panel", "GST Panel", "WhatsApp"]) {
      await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of ["Dashboard", "Setting", "Pan Validate"]) {
      await expect(panel.getByRole("link", { name, exact: true })).toHaveCount(0);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("signed in", () => {
  test("the round button shows the initials and the menu lists every entry with its address", async ({ page, context }) => {
    await signIn(context, "regular");
    await page.goto("/");
    const button = page.getByRole("button", { name: "Account menu for Priya Sharma" });
    await expect(button).toHaveText("PS");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveCount(0);
    await button.click();
    const entries: [string, string][] = [
      ["Dashboard", `${APP}/dashboard/itr/list`],
      ["ITR Panel", "/dashboard/itr-panel"],
      ["TDS Panel", "/dashboard/tds-panel"],
      ["GST Panel", "/dashboard/gst-panel"],
      ["Pan Validate", "/dashboard/pan-validate"],
      ["Setting", `${APP}/settings/updateuserprofile`],
    ];
    for (const [name, href] of entries) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "CMS" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "ITR Panel" })).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(page.getByRole("link", { name: "ITR Panel" })).toBeHidden();
  });

  test("a staff email sees the CMS entry", async ({ page, context }) => {
    await signIn(context, "staff");
    await page.goto("/");
    await page.getByRole("button", { name: "Account menu for Arjun Menon" }).click();
    await expect(page.getByRole("link", { name: "CMS" })).toHaveAttribute("href", "/dashboard/video-upload");
  });

  test("a user without a name gets the email's first letter", async ({ page, context }) => {
    await signIn(context, "noname");
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Account menu for user.48213@example.in" })).toHaveText("U");
  });

  test("on a phone, the account panel shows the initials, Dashboard, Setting and Logout; Pan Validate for staff only @phone", async ({
    page,
    context,
  }) => {
    await signIn(context, "regular");
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open account menu" });
    await expect(open).toHaveText("PS");
    await open.click();
    const panel = page.getByRole("dialog", { name: "Your account" });
    await expect(panel.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", `${APP}/dashboard/itr/list`);
    await expect(panel.getByRole("link", { name: "Setting" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Pan Validate" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Login" })).toHaveCount(0);

    await signIn(context, "staff");
    await page.reload();
    await page.getByRole("button", { name: "Open account menu" }).click();
    await expect(page.getByRole("dialog", { name: "Your account" }).getByRole("link", { name: "Pan Validate" })).toHaveAttribute(
      "href",
      "/dashboard/pan-validate",
    );
  });
});

test.describe("logout", () => {
  // After logging out the page reloads signed out, and the profile call answers 401.
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));
  const cookieGone = async (context: import("@playwright/test").BrowserContext) =>
    (await context.cookies()).every((cookie) => cookie.name !== "taxsathi");

  test("posts to the app with the CSRF header and no body, removes the session cookie and reloads", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await signIn(context, "regular");
    await context.addCookies([{ name: "csrftoken", value: "csrf-123", url: "http://localhost:3100" }]);
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("button", { name: "Account menu for Priya Sharma" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await cookieGone(context)).toBe(true);
    const logout = (await requestsOf(request, scope)).find((entry) => entry.method === "POST" && entry.path === "/usermanagement/api/logout");
    expect(logout?.headers["x-csrftoken"]).toBe("csrf-123");
    expect(logout?.headers["content-type"]).toMatch(/application\/json/);
    expect(logout?.headers["content-length"] ?? "0").toBe("0");
  });

  for (const [kind, fault, line] of [
    ["an HTTP 500", { status: 500 }, "Logout failed"],
    ["a dropped connection", { drop: true }, "Network error during logout"],
  ] as const) {
    test(`still signs out locally on ${kind}, logging "${line}"`, async ({ page, context, request, allowConsole }, testInfo) => {
      allowConsole(new RegExp(`^${line}$`));
      allowConsole(/Failed to load resource|ERR_EMPTY_RESPONSE|status of 500|status of 401/);
      const scope = await useScope(context, testInfo);
      await setFault(request, scope, "/usermanagement/api/logout", fault);
      await signIn(context, "regular");
      const logged: string[] = [];
      page.on("console", (message) => logged.push(message.text()));
      await page.goto("/");
      await page.getByRole("button", { name: "Account menu for Priya Sharma" }).click();
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
      expect(await cookieGone(context)).toBe(true);
      expect(logged).toContain(line);
    });
  }
});

test.describe("profile API down or slow", () => {
  test("a 500 leaves a usable, signed-out page", async ({ page, context, request, allowConsole }, testInfo) => {
    allowConsole(/status of 500/);
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/v1/google-login/", { status: 500 });
    await signIn(context, "regular");
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
    await page.getByRole("button", { name: "Services", exact: true }).hover();
    await expect(page.getByRole("banner").getByRole("link", { name: "File income-tax return" })).toBeVisible();
  });

  test("a wrong response shape is treated as signed out, without a crash", async ({ page, context, request }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/v1/google-login/", { badJson: true });
    await signIn(context, "regular");
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
  });

  test("a slow API keeps the slot reserved without layout shift, then shows the login buttons", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const scope = await useScope(context, testInfo);
    await setFault(request, scope, "/v1/google-login/", { delayMs: 8000 });
    await signIn(context, "regular");
    await page.goto("/");
    const services = page.getByRole("button", { name: "Services", exact: true });
    const before = await services.boundingBox();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible({ timeout: 5000 });
    expect(await services.boundingBox()).toEqual(before);
    // The late answer still signs the visitor in.
    await expect(page.getByRole("button", { name: "Account menu for Priya Sharma" })).toBeVisible({ timeout: 10_000 });
    expect(await services.boundingBox()).toEqual(before);
  });
});

test.describe("live chat", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  test("the frame loads only when opened from the launcher, at 360 × 570", async ({ page }) => {
    const frames: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/chat-widget")) frames.push(request.url());
    });
    await page.goto("/");
    await page.waitForTimeout(500);
    expect(frames).toEqual([]);
    await page.getByRole("button", { name: "Open live chat" }).click();
    const frame = page.getByTitle("Live chat");
    await expect(frame).toBeVisible();
    expect(await frame.getAttribute("width")).toBe("360");
    expect(await frame.getAttribute("height")).toBe("570");
    await expect(page.frameLocator('iframe[title="Live chat"]').getByRole("heading", { name: "Live chat (stand-in)" })).toBeVisible();
    await page.getByRole("button", { name: "Close chat" }).click();
    await expect(frame).toBeHidden();
  });

  test("on a phone, the launcher does not cover the footer's last controls @phone", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const launcher = await page.getByRole("button", { name: "Open live chat" }).boundingBox();
    const lastLink = await page.getByRole("contentinfo").getByRole("link").last().boundingBox();
    expect(launcher && lastLink).toBeTruthy();
    const overlaps =
      lastLink!.x < launcher!.x + launcher!.width &&
      launcher!.x < lastLink!.x + lastLink!.width &&
      lastLink!.y < launcher!.y + launcher!.height &&
      launcher!.y < lastLink!.y + lastLink!.height;
    expect(overlaps).toBe(false);
  });
});
