import { needsPageWords, routeMatches } from "@/lib/i18n/page-words";

describe("routeMatches: a path against the router's pattern", () => {
  test.each([
    ["/", "/", true],
    ["/", "/dezerv", false],
    ["/tools-and-calculators/hra", "/tools-and-calculators/hra", true],
    ["/tools-and-calculators/hra", "/tools-and-calculators/hra/", true],
    ["/tools-and-calculators/hra", "/tools-and-calculators/hra-old", false],
    ["/tools-and-calculators/80d", "/tools-and-calculators/80dd", false],
    ["/company/[page]", "/company/about-us", true],
    ["/company/[page]", "/company/about-us/team", false],
    ["/learning-resource/[...slug]", "/learning-resource/itr-guides/itr-1", true],
    ["/itr-filing-fy24-25", "/itr-filing-fy24x25", false],
  ])("given %s and %s, then %s", (route, path, expected) => {
    expect(routeMatches(route, path)).toBe(expected);
  });
});

describe("needsPageWords", () => {
  test("given a calculator or the catalogue, then no content words; given a content page, then them", () => {
    expect(needsPageWords("/tools-and-calculators/hra")).toBe(false);
    expect(needsPageWords("/tools-and-calculators")).toBe(false);
    expect(needsPageWords("/individual/file-tax")).toBe(true);
  });
});
