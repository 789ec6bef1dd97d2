import {
  DEFAULT_APP_URL,
  DEFAULT_PRODUCT_NAME,
  DEFAULT_PRODUCT_SLUG,
  DEFAULT_SITE_URL,
  parseConfig,
} from "@/lib/site/config";

describe("parseConfig", () => {
  test("given no settings at all, then every value has its safe default and no host is called", () => {
    expect(parseConfig({})).toEqual({
      productName: DEFAULT_PRODUCT_NAME,
      productSlug: DEFAULT_PRODUCT_SLUG,
      appUrl: DEFAULT_APP_URL,
      apiUrl: undefined,
      cmsApiUrl: undefined,
      chatbotApiUrl: undefined,
      apiBasicAuth: undefined,
      googleClientId: undefined,
      chatWidgetUrl: undefined,
      whatsappNumber: undefined,
      siteUrl: DEFAULT_SITE_URL,
      cmsStaffEmails: [],
    });
  });

  test("given blank strings, then they count as unset", () => {
    const parsed = parseConfig({ productName: "  ", apiUrl: "", appUrl: " ", cmsStaffEmails: "" });
    expect(parsed.productName).toBe(DEFAULT_PRODUCT_NAME);
    expect(parsed.apiUrl).toBeUndefined();
    expect(parsed.appUrl).toBe(DEFAULT_APP_URL);
    expect(parsed.cmsStaffEmails).toEqual([]);
  });

  test.each([
    ["https://api.example.in/", "https://api.example.in"],
    ["https://api.example.in///", "https://api.example.in"],
    ["http://localhost:4010", "http://localhost:4010"],
    [" https://cms.example.in/api/v2 ", "https://cms.example.in/api/v2"],
    ["ftp://api.example.in", undefined],
    ["javascript:alert(1)", undefined],
    ["api.example.in", undefined],
    ["https://", undefined],
  ])("given the API address %p, then it reads as %p", (raw, expected) => {
    expect(parseConfig({ apiUrl: raw }).apiUrl).toBe(expected);
  });

  test.each([
    ["MyTax", "mytax"],
    ["tax-buddy", "tax-buddy"],
    ["bad slug!", DEFAULT_PRODUCT_SLUG],
    ["-leading", DEFAULT_PRODUCT_SLUG],
  ])("given the slug %p, then the slug is %p", (raw, expected) => {
    expect(parseConfig({ productSlug: raw }).productSlug).toBe(expected);
  });

  test("given staff emails with spaces, capitals and junk, then the list is clean and lower-case", () => {
    expect(parseConfig({ cmsStaffEmails: " Asha@Example.in, ravi@example.in ,,not-an-email, x@y.in" }).cmsStaffEmails).toEqual([
      "asha@example.in",
      "ravi@example.in",
      "x@y.in",
    ]);
  });

  test.each([
    ["+91 98765 43210", "919876543210"],
    ["91-11-4000-0000", "911140000000"],
    ["12345", undefined],
    ["call us", undefined],
  ])("given the WhatsApp number %p, then its digits are %p", (raw, expected) => {
    expect(parseConfig({ whatsappNumber: raw }).whatsappNumber).toBe(expected);
  });

  test.each([
    ["G-AB12CD34EF", "G-AB12CD34EF"],
    [" g-ab12cd34ef ", "G-AB12CD34EF"],
    ["", undefined],
    ["UA-12345-1", undefined],
    ["GTM-ABC123", undefined],
    ["G-", undefined],
    ["G-AB12 CD34", undefined],
    ['G-AB12"><script>', undefined],
  ])("given the GA measurement id %p, then it reads as %p", (raw, expected) => {
    expect(parseConfig({ gaMeasurementId: raw }).gaMeasurementId).toBe(expected);
  });

  test("given a basic-auth value without a colon, then no Authorization login is used", () => {
    expect(parseConfig({ apiBasicAuth: "justauser" }).apiBasicAuth).toBeUndefined();
    expect(parseConfig({ apiBasicAuth: "site:s3cret:with:colons" }).apiBasicAuth).toBe("site:s3cret:with:colons");
  });
});
