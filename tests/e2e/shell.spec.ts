import { axeViolations, expect, PROFILE_401, test } from "./fixtures";

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

test.describe("header menus on a desktop", () => {
  test("hovering a menu opens it, and it closes about 500 ms after the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Services", exact: true });
    const fileTax = page.getByRole("link", { name: "File income-tax return" });
    await expect(fileTax).toBeHidden();

    await toggle.hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(fileTax).toBeVisible();

    // Time the leave and the close in the page itself, so a slow test runner cannot blur it.
    await page.evaluate(() => {
      const menu = document.getElementById("menu-services")!.closest("li")!;
      const panel = menu.querySelector(".dropdown-menu")!;
      const timing: { left?: number; closed?: number } = {};
      (window as unknown as { menuTiming: typeof timing }).menuTiming = timing;
      menu.addEventListener("pointerleave", () => (timing.left ??= performance.now()));
      new MutationObserver(() => {
        if (!panel.classList.contains("show")) timing.closed ??= performance.now();
      }).observe(panel, { attributes: true, attributeFilter: ["class"] });
    });

    // Leave towards the page body: the menu waits before closing, then closes.
    await page.mouse.move(640, 700);
    await expect(fileTax).toBeHidden({ timeout: 3_000 });
    const { left, closed } = await page.evaluate(() => (window as unknown as { menuTiming: { left: number; closed: number } }).menuTiming);
    // The 500 ms (MENU_CLOSE_DELAY_MS); a timer never fires early, so only a late close varies.
    expect(closed - left).toBeGreaterThanOrEqual(490);
    expect(closed - left).toBeLessThan(2_000);
  });

  test("hovering and then clicking the toggle leaves the menu open", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Company", exact: true });
    await toggle.hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // However long the pointer rests on it first (a slow phone, a busy machine).
    await page.waitForTimeout(1_000);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Media buzz" })).toBeVisible();
  });

  test("moving from the toggle into the panel keeps the menu open and its links work", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Services", exact: true }).hover();
    const link = page.getByRole("link", { name: "Online business accounting" });
    await link.hover();
    await page.waitForTimeout(700);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/business/online-business-accounting");
  });

  test("a menu opens with Enter and Space, arrows move through it, Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Resources", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const header = page.getByRole("banner");
    await page.keyboard.press("ArrowDown");
    await expect(header.getByRole("link", { name: "Learning resources" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(header.getByRole("link", { name: "Blog articles" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the tools menu ends with View More, leading to the calculators", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Tools and Calculators" }).click();
    await expect(page.getByRole("link", { name: "View More" })).toHaveAttribute("href", "/tools-and-calculators");
  });

  test("a menu panel is capped at 600 px and scrolls inside itself", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto("/");
    await page.getByRole("button", { name: "Services", exact: true }).click();
    const panel = page.locator(".dropdown-menu.show");
    const style = await panel.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { maxHeight: computed.maxHeight, overflowY: computed.overflowY };
    });
    expect(style).toEqual({ maxHeight: "600px", overflowY: "auto" });
  });

  test("the header has Support and WhatsApp support links and the login buttons", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Support", exact: true })).toHaveAttribute("href", "/support");
    await expect(banner.getByRole("link", { name: "WhatsApp support" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/911140000000\?text=/,
    );
    await expect(banner.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "https://app.taxsathi.example/signup",
    );
    await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "https://app.taxsathi.example/login",
    );
  });
});

test.describe("scrolling", () => {
  test("the top strip scrolls away while the bar stays, and the logo turns compact past 100 px", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("banner").getByText("Updated for Budget 2026");
    const logo = page.getByRole("link", { name: "TaxSathi home" });
    const wordmark = logo.locator("[data-logo]");
    await expect(strip).toBeInViewport();
    await expect(wordmark).toHaveAttribute("data-logo", "full");

    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(wordmark).toHaveAttribute("data-logo", "full");

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(wordmark).toHaveAttribute("data-logo", "compact");
    await expect(strip).not.toBeInViewport();
    const barTop = await page.getByRole("button", { name: "Services", exact: true }).evaluate(
      (element) => element.getBoundingClientRect().top,
    );
    expect(barTop).toBeGreaterThanOrEqual(0);
    expect(barTop).toBeLessThan(64);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(wordmark).toHaveAttribute("data-logo", "full");
    await expect(strip).toBeInViewport();
  });
});

test.describe("layouts", () => {
  test("a public page has header, full-width content and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("main > .container-xl")).toHaveCount(0);
  });

  test("any other page has header, padded content and footer, and unknown paths get the branded 404", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 404/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("main > .container-xl")).toHaveCount(1);
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the footer names the company, its year and city, its contacts and social links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Established in 2007, based in New Delhi");
    for (const label of ["Sales queries", "Service queries", "Email support"]) {
      await expect(footer).toContainText(label);
    }
    await expect(footer.getByRole("link", { name: "TaxSathi on LinkedIn" })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Services links" }).getByRole("link", { name: "Individual" })).toHaveAttribute(
      "href",
      "/individual",
    );
  });
});

test.describe("page metadata", () => {
  test("the home page sets title, description, keywords, canonical and sharing tags", async ({ page }) => {
    await page.goto("/?utm_source=x");
    await expect(page).toHaveTitle(/TaxSathi/);
    const content = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await content('meta[name="description"]')).toMatch(/income-tax return/);
    expect(await content('meta[name="keywords"]')).toMatch(/ITR filing/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe("https://www.taxsathi.example/");
    expect(await content('meta[property="og:title"]')).toMatch(/TaxSathi/);
    expect(await content('meta[property="og:url"]')).toBe("https://www.taxsathi.example/");
    expect(await content('meta[property="og:image"]')).toBe("https://www.taxsathi.example/brand/social-card.png");
    expect(await content('meta[name="twitter:card"]')).toBe("summary_large_image");
  });

  test("the 404 page is kept out of search results", async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    await page.goto("/missing");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
  });
});

test.describe("mobile menu @phone", () => {
  test("the left menu shows the sections as an accordion, without the hidden ITR campaign pages", async ({
    page,
    allowConsole,
  }) => {
    // Following a link proves the panel closes on navigation; content pages that are not
    // built yet answer with the branded 404.
    allowConsole(/status of 404/);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Services", exact: true })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "TaxSathi menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Services" }).click();
    await expect(menu.getByRole("link", { name: "File income-tax return" })).toBeVisible();
    for (const hidden of ["ITR filing for FY 2024-25", "Kar Se Ghar: file from home", "ITR filing for Keka users"]) {
      await expect(menu.getByRole("link", { name: hidden })).toHaveCount(0);
    }
    await menu.getByRole("button", { name: "Company" }).click();
    await expect(menu.getByRole("link", { name: "Media buzz" })).toBeVisible();
    await menu.getByRole("link", { name: "Media buzz" }).click();
    await expect(menu).toBeHidden();
  });

  test("only one of the two panels is open at a time", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "TaxSathi menu" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await page.getByRole("button", { name: "Open account menu" }).click();
    const account = page.getByRole("dialog", { name: "Your account" });
    await expect(account).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(account.getByRole("link", { name: "Login" })).toHaveAttribute("href", "https://app.taxsathi.example/login");
    await expect(account.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "https://app.taxsathi.example/signup");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("accessibility @mobile", () => {
  for (const path of ["/", "/no-such-page", "/500"]) {
    test(`axe finds no WCAG 2.1 AA violation on ${path}`, async ({ page, allowConsole }) => {
      allowConsole(/status of (404|500)/);
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("axe finds no violation with a menu open", async ({ page, viewport }) => {
    await page.goto("/");
    if ((viewport?.width ?? 0) >= 992) {
      await page.getByRole("button", { name: "Services", exact: true }).click();
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Services" }).click();
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("robots and sitemap", () => {
  test("the sitemap lists the built public pages by absolute URL, and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>https://www.taxsathi.example/</loc>");
    expect(xml).toContain("<loc>https://www.taxsathi.example/tools-and-calculators/income-tax</loc>");
    expect(xml).not.toContain("/dashboard");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.taxsathi.example/sitemap.xml");
    expect(robots).toContain("Disallow: /dashboard/itr-panel");
  });
});
