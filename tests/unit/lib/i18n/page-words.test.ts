import { needsPageWords } from "@/lib/i18n/page-words";

describe("needsPageWords", () => {
  test("given a calculator or the catalogue, then no content words; given a content page, then them", () => {
    expect(needsPageWords("/tools-and-calculators/hra")).toBe(false);
    expect(needsPageWords("/tools-and-calculators")).toBe(false);
    expect(needsPageWords("/individual/file-tax")).toBe(true);
  });
});
