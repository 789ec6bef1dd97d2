import type { Page } from "@playwright/test";
import { englishWordsIn } from "../../lib/i18n/english-words";
import { visibleHindiPageWords } from "./hindi-words";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";

/*
 * The site in Hindi (issue #41): the reader's whole path from the English home page to a
 * calculator's answer and the signup link in Hindi, the switch keeping path, inputs and
 * campaign both ways, the first HTML of a Hindi link holding its figures, search engines'
 * pairs, no English left on a sample of Hindi pages, axe, and reflow at 320 px.
 */

const APP = "https://app.taxsathi.example";

/** The app has started: links now hold the visit's campaign. */
const hydrated = (page: Page) => page.waitForFunction(() => (window as { __appReady?: boolean }).__appReady === true);

/** The switch a visitor reaches: the header's on a desktop, the footer's on a phone. */
const languageSwitch = (page: Page, isMobile: boolean, name: "हिन्दी" | "English") =>
  isMobile ? page.getByRole("contentinfo").getByRole("link", { name }) : page.getByRole("banner").getByRole("link", { name });

test.describe("a Hindi reader @mobile", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  test("switches to Hindi on the home page, finds the HRA calculator, reads her answer, and reaches signup with her campaign", async ({ page, isMobile }) => {
    await page.goto("/?utm_source=mail&utm_campaign=itr2026");
    await hydrated(page);
    await languageSwitch(page, isMobile, "हिन्दी").click();
    await expect(page).toHaveURL(/\/hi\?utm_source=mail&utm_campaign=itr2026$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपका टैक्स, विशेषज्ञों के हाथों सही ढंग से भरा हुआ। कागज़ी झंझट के बिना।");

    await page.getByRole("main").getByRole("link", { name: "मुफ़्त टैक्स कैलकुलेटर" }).click();
    await expect(page).toHaveURL(/\/hi\/tools-and-calculators$/);
    await page.getByLabel("कैलकुलेटर खोजें").fill("HRA");
    await page.getByRole("main").getByRole("link", { name: "HRA छूट कैलकुलेटर" }).click();
    await expect(page).toHaveURL(/\/hi\/tools-and-calculators\/hra$/);

    await page.getByLabel("वेतन: मूल वेतन + DA, सालाना").fill("7,20,000");
    const summary = page.getByRole("region", { name: "नतीजा" }).locator("p").first();
    // HRA ₹2,40,000, rent ₹2,40,000: the least of 2,40,000, 2,40,000 − 72,000 and 50% of 7,20,000 is ₹1,68,000.
    await expect(summary).toContainText("₹2,40,000 HRA में से ₹1,68,000 छूट में है");
    await expect(page.getByRole("heading", { name: "यह हिसाब कैसे लगा" })).toBeVisible();

    await hydrated(page);
    const signUp = isMobile
      ? (await page.getByRole("button", { name: "खाता मेन्यू खोलें" }).click(), page.getByRole("dialog", { name: "आपका खाता" }).getByRole("link", { name: "साइन अप" }))
      : page.getByRole("banner").getByRole("link", { name: "साइन अप" });
    await expect(signUp).toHaveAttribute("href", `${APP}/signup?utm_source=mail&utm_campaign=itr2026`);
  });

  test("the switch keeps the calculator's inputs and the campaign, both ways", async ({ page, isMobile }) => {
    await page.goto("/tools-and-calculators/hra?basic=900000&rent=300000&utm_source=ads");
    await hydrated(page);
    await languageSwitch(page, isMobile, "हिन्दी").click();
    await expect(page).toHaveURL(/\/hi\/tools-and-calculators\/hra\?basic=900000&rent=300000&utm_source=ads$/);
    await expect(page.getByLabel("वेतन: मूल वेतन + DA, सालाना")).toHaveValue("9,00,000");
    await hydrated(page);
    await languageSwitch(page, isMobile, "English").click();
    await expect(page).toHaveURL(/\/tools-and-calculators\/hra\?basic=900000&rent=300000&utm_source=ads$/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await expect(page.getByLabel("Salary: basic + DA, yearly")).toHaveValue("9,00,000");
  });
});

test.describe("following a link on a Hindi page", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  // A desktop's intent, the pointer resting on the link; a phone's touch goes through the same hook (hindi-words.test.tsx).
  test("the calculator's words are fetched when the pointer rests on its link, so the page opens with them", async ({ page }) => {
    await page.goto("/hi/tools-and-calculators");
    await hydrated(page);
    // The build's table of each Hindi page's own scripts, which the page fetches when idle.
    const buildId = await page.evaluate(() => (window as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ?? "");
    const table = (await (await page.request.get(`/_next/static/${buildId}/hindi-words.json`)).json()) as { chunks: string[]; pages: Record<string, number[]> };
    const words = (table.pages["/tools-and-calculators/hra"] ?? []).map((index) => table.chunks[index]!);
    const loaded = await page.evaluate(() => [...document.scripts].map((script) => new URL(script.src || "x:", location.href).pathname));
    const toFetch = words.filter((chunk) => !loaded.includes(chunk));
    expect(toFetch.length).toBeGreaterThan(0);
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith("/hindi-words.json")));

    const fetched = Promise.all(toFetch.map((chunk) => page.waitForRequest((request) => new URL(request.url()).pathname === chunk)));
    const link = page.getByRole("main").getByRole("link", { name: "HRA छूट कैलकुलेटर" });
    await link.hover();
    await fetched;
    await link.click();
    await expect(page).toHaveURL(/\/hi\/tools-and-calculators\/hra$/);
    await expect(page.getByLabel("वेतन: मूल वेतन + DA, सालाना")).toBeVisible();
  });
});

test.describe("Hindi pages to search engines and shared links", () => {
  test("a Hindi calculator link's first HTML states its own figures in Hindi, as the English one does", async ({ request }) => {
    const hindi = await (await request.get("/hi/tools-and-calculators/hra?basic=720000")).text();
    const english = await (await request.get("/tools-and-calculators/hra?basic=720000")).text();
    const exempt = (html: string) => /<output[^>]*name="exemptHra"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(exempt(hindi)).toBe("₹1,68,000");
    expect(exempt(hindi)).toBe(exempt(english));
    expect(hindi).toContain('<html lang="hi"');
    // The link preview states the result in Hindi; the canonical is the bare calculator in Hindi.
    expect(hindi).toMatch(/<meta property="og:title" content="[^"]*₹1,68,000 छूट में है/);
    expect(hindi).toMatch(/<link rel="canonical" href="https:\/\/www\.taxsathi\.example\/hi\/tools-and-calculators\/hra"[ />]/);
  });

  test("a page in both languages names both and x-default; each is its own canonical; a page only in English names none", async ({ request }) => {
    for (const path of ["/tools-and-calculators/income-tax", "/hi/tools-and-calculators/income-tax"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('hreflang="en-IN" href="https://www.taxsathi.example/tools-and-calculators/income-tax"');
      expect(html).toContain('hreflang="hi-IN" href="https://www.taxsathi.example/hi/tools-and-calculators/income-tax"');
      expect(html).toContain('hreflang="x-default" href="https://www.taxsathi.example/tools-and-calculators/income-tax"');
      expect(html).toContain(`<link rel="canonical" href="https://www.taxsathi.example${path}"`);
      expect(html).toContain(`<meta property="og:locale" content="${path.startsWith("/hi") ? "hi_IN" : "en_IN"}"`);
    }
    // An article only the CMS has, only in English: no Hindi twin is named.
    const englishOnly = await (await request.get("/learning-resource/blog-articles/section-80c-deductions-explained")).text();
    expect(englishOnly).not.toContain('rel="alternate"');
    // A signed-in screen has no Hindi page at all.
    const missing = await request.get("/hi/dashboard");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("हमें वह पेज नहीं मिला");
  });

  test("the sitemap lists each page in both languages with its alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://www.taxsathi.example/hi/tools-and-calculators/hra</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="hi-IN" href="https://www.taxsathi.example/hi/tools-and-calculators/hra"/>');
    expect(xml).toContain("<loc>https://www.taxsathi.example/hi/individual</loc>");
    expect(xml).not.toContain("<loc>https://www.taxsathi.example/hi/learning-resource/blog-articles/section-80c-deductions-explained</loc>");
  });
});

/** A sample of Hindi pages: the frame's own, and calculators of each kind (tax, form, PDF, schedule, look-up). */
const HINDI_SAMPLE = [
  "/hi",
  "/hi/tools-and-calculators",
  "/hi/tools-and-calculators/income-tax",
  "/hi/tools-and-calculators/hra",
  "/hi/tools-and-calculators/capital-gains",
  "/hi/tools-and-calculators/rent-receipt",
  "/hi/tools-and-calculators/home-loan",
  "/hi/tools-and-calculators/gst-number-search",
  // Content (issue #42): a service page, the glossary, an article the CMS has in Hindi.
  "/hi/individual/file-tax",
  "/hi/learning-resource/learning-resource-glossary",
  "/hi/learning-resource/blog-articles/advance-tax-due-dates",
] as const;

test.describe("every word in Hindi", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  for (const path of HINDI_SAMPLE) {
    test(`${path}: no English word outside acronyms, codes and names marked as English; axe finds nothing`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const brand = (await page.locator('meta[property="og:site_name"]').getAttribute("content")) ?? "";
      const left = (await visibleHindiPageWords(page)).filter((text) => englishWordsIn(text, new Set([brand])).length > 0);
      expect(left).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("at 320 px a Hindi calculator page has no sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/hi/tools-and-calculators/income-tax");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe("content in Hindi (issue #42) @mobile", () => {
  test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

  test("an article the CMS has in Hindi is served in Hindi, paired with its English twin", async ({ page }) => {
    await page.goto("/hi/learning-resource/blog-articles/advance-tax-due-dates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("अग्रिम कर: किस्तों की चार तारीखें");
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute("href", "https://www.taxsathi.example/learning-resource/blog-articles/advance-tax-due-dates");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("a page not yet in Hindi says so in Hindi, shows the English, and is kept out of search engines with no Hindi twin named", async ({ page }) => {
    await page.goto("/hi/learning-resource/blog-articles/section-80c-deductions-explained");
    await expect(page.getByRole("note")).toHaveText("यह पेज अभी हिन्दी में नहीं है, इसलिए नीचे अंग्रेज़ी में है।");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    await page.goto("/learning-resource/blog-articles/section-80c-deductions-explained");
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  });

  test("a service page reads in Hindi under /hi, from the embedded Hindi content", async ({ page }) => {
    await page.goto("/hi/individual/file-tax");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0900-\u097F]/);
    await expect(page.getByRole("note")).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);
    // When its Hindi was last brought up to its English (content/hi/translated-from.json).
    const updated = page.getByText(/हिन्दी पाठ अंग्रेज़ी पाठ से मिलाकर आखिरी बार/);
    await expect(updated).toContainText(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4} को अपडेट किया गया।/);
    await expect(updated.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  });
});
