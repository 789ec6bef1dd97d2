import { isBuiltAsset, isKeepablePage, mayKeep, pagePathOf, SHELL_PATHS, titleOf } from "@/lib/offline/policy";
import { cacheControlFor, cacheKindFor } from "@/lib/site/cache-control";
import { routes } from "@/lib/site/routes";

const ORIGIN = "https://www.example.in";
const at = (path: string) => new URL(path, ORIGIN);
const response = (status: number, cacheControl: string | null) => ({ status, headers: new Headers(cacheControl ? { "cache-control": cacheControl } : {}) });

describe("which responses the service worker may keep", () => {
  test.each([
    ["a static page", cacheControlFor.static],
    ["a CMS page", cacheControlFor.content],
    ["a calculator link with inputs", cacheControlFor["calculator-link"]],
    ["a built file", "public, max-age=31536000, immutable"],
  ])("given %s (200), then it is kept", (_kind, header) => {
    expect(mayKeep(response(200, header))).toBe(true);
  });

  test.each([
    ["a signed-in screen or an API answer", 200, cacheControlFor.private],
    ["no Cache-Control at all", 200, null],
    ["Next's default for an unknown path", 200, "s-maxage=31536000"],
    ["a public 404", 404, cacheControlFor.static],
    ["a public redirect", 301, cacheControlFor.static],
    ["public but no-store", 200, "public, no-store"],
  ])("given %s, then it is not kept", (_kind, status, header) => {
    expect(mayKeep(response(status, header))).toBe(false);
  });
});

describe("which addresses are pages the worker answers", () => {
  test("given the site's public pages and their data twins, then they are pages", () => {
    expect(isKeepablePage(at("/tools-and-calculators/hra"), ORIGIN)).toBe(true);
    expect(isKeepablePage(at("/tools-and-calculators/hra?basic=600000"), ORIGIN)).toBe(true);
    expect(isKeepablePage(at("/_next/data/abc123/tools-and-calculators/hra.json"), ORIGIN)).toBe(true);
    expect(isKeepablePage(at("/learning-resource/blog-articles/some-article"), ORIGIN)).toBe(true);
  });

  test("given every signed-in screen and API route (private by the cache policy), then never, even if a response said public", () => {
    const privatePaths = [...Object.values(routes.app), "/api/health", "/api/revalidate", "/dashboard/itr-panel/anything"];
    for (const path of privatePaths) {
      expect(cacheKindFor(path)).toBe("private");
      expect(isKeepablePage(at(path), ORIGIN)).toBe(false);
      expect(isKeepablePage(at(`/_next/data/abc123${path}.json`), ORIGIN)).toBe(false);
    }
  });

  test("given another host (the API, the CMS, Google), then never", () => {
    expect(isKeepablePage(new URL("https://api.example.in/tools-and-calculators/hra"), ORIGIN)).toBe(false);
    expect(isBuiltAsset(new URL("https://cdn.other.in/_next/static/chunks/a.js"), ORIGIN)).toBe(false);
  });

  test("given built files, then they are assets and not pages", () => {
    expect(isBuiltAsset(at("/_next/static/chunks/0abc.js"), ORIGIN)).toBe(true);
    expect(isKeepablePage(at("/_next/static/chunks/0abc.js"), ORIGIN)).toBe(false);
    expect(isBuiltAsset(at("/_next/image?url=x"), ORIGIN)).toBe(false);
  });

  test("given a data twin, then the page it belongs to", () => {
    expect(pagePathOf("/_next/data/b1/index.json")).toBe("/");
    expect(pagePathOf("/_next/data/b1/dashboard/itr-panel.json")).toBe("/dashboard/itr-panel");
    expect(pagePathOf("/support")).toBe("/support");
  });

  test("the shell is public and static, so it may be fetched at install", () => {
    for (const path of SHELL_PATHS) expect(cacheKindFor(path)).toBe("static");
  });
});

describe("a page's title, for the offline list", () => {
  test("given entities in the title, then plain text", () => {
    expect(titleOf('<html><head><title data-x="1">HRA &amp; rent: 80GG &#8377; &#x20b9; &quot;calc&quot;</title>')).toBe('HRA & rent: 80GG ₹ ₹ "calc"');
  });
  test("given no title, then empty", () => {
    expect(titleOf("<p>none</p>")).toBe("");
  });
});
