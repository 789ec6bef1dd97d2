import { cacheControlFor, cacheKindFor, calculatorLinkCacheControl, CONTENT_REVALIDATE_SECONDS } from "@/lib/site/cache-control";

describe("cache kind by path", () => {
  test.each([
    // Built once, changed only by a deployment.
    ["/", "static"],
    ["/tools-and-calculators", "static"],
    ["/tools-and-calculators/sip", "static"],
    ["/tools-and-calculators/income-tax/", "static"],
    ["/robots.txt", "static"],
    // Regenerated from the CMS.
    ["/individual/file-tax", "content"],
    ["/company/about-taxsathi", "content"],
    ["/learning-resource", "content"],
    ["/learning-resource/learning-resource-glossary", "content"],
    ["/learning-resource/blog-articles", "content"],
    ["/learning-resource/blog-articles/old-or-new-tax-regime", "content"],
    ["/learning-resource/itr-guides/page/2", "content"],
    ["/company/media-buzz", "content"],
    ["/sitemap.xml", "content"],
    // One person's.
    ["/dashboard", "private"],
    ["/dashboard/itr-panel", "private"],
    ["/dashboard/anything-new", "private"],
    ["/dashboard1/itr-2", "private"],
    ["/checkout", "private"],
    ["/whatsapp", "private"],
    ["/api/health", "private"],
    ["/api/revalidate", "private"],
  ])("%s is %s", (path, kind) => {
    expect(cacheKindFor(path)).toBe(kind);
  });

  test.each([["/no-such-page"], ["/tools-and-calculators/no-such-calculator"], ["/dashboardx"], ["/apiary"]])(
    "%s is no kind the policy knows: Next's own header applies",
    (path) => {
      expect(cacheKindFor(path)).toBeNull();
    },
  );

  test("a calculator with its own inputs is a calculator link; without them the static page", () => {
    expect(cacheKindFor("/tools-and-calculators/sip", { hasCalculatorInputs: true })).toBe("calculator-link");
    expect(cacheKindFor("/tools-and-calculators/sip", { hasCalculatorInputs: false })).toBe("static");
  });
});

describe("Cache-Control by kind", () => {
  const seconds = (value: string, directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(value)?.[1]);

  test("public kinds: browsers always ask again, shared caches keep a copy", () => {
    for (const kind of ["static", "content", "calculator-link"] as const) {
      expect(cacheControlFor[kind]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    }
  });

  test("static pages are kept longer than CMS pages, which a shared cache serves stale for as long as their revalidate period", () => {
    expect(seconds(cacheControlFor.static, "s-maxage")).toBeGreaterThan(seconds(cacheControlFor.content, "s-maxage"));
    expect(seconds(cacheControlFor.content, "stale-while-revalidate")).toBe(CONTENT_REVALIDATE_SECONDS);
    // A CMS edit reaches a shared cache within a minute of the webhook regenerating the page.
    expect(seconds(cacheControlFor.content, "s-maxage")).toBeLessThanOrEqual(60);
  });

  test("the signed-in screens and API routes are never stored", () => {
    expect(cacheControlFor.private).toBe("private, no-store");
  });

  test("a calculator link: an hour fresh, a day stale", () => {
    expect(calculatorLinkCacheControl).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
  });
});
