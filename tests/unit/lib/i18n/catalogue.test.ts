import { messagesFor, plural, type Catalogues } from "@/lib/i18n/catalogue";
import { isLocale, LANGUAGE_NAMES, LOCALES } from "@/lib/i18n/locales";

const en = {
  download: "Download PDF",
  years: (count: number) => `${count} ${plural("en", count, { one: "year", other: "years" })}`,
};

const catalogues: Catalogues<typeof en> = {
  en,
  hi: {
    download: "PDF डाउनलोड करें",
    years: (count: number) => `${count} ${plural("hi", count, { one: "वर्ष", other: "वर्ष" })}`,
  },
};

describe("typed message catalogues", () => {
  test("given a page's catalogues, then each language gives its own words for the same keys", () => {
    expect(messagesFor(catalogues, "en").download).toBe("Download PDF");
    expect(messagesFor(catalogues, "hi").download).toBe("PDF डाउनलोड करें");
    expect(messagesFor(catalogues, "hi").years(15)).toBe("15 वर्ष");
  });

  test("given a Hindi catalogue missing a key or with a misspelt one, then the type check fails (these lines would not compile without the expectations)", () => {
    // @ts-expect-error: "years" is missing from the Hindi catalogue.
    const missing: Catalogues<typeof en> = { en, hi: { download: "PDF डाउनलोड करें" } };
    // @ts-expect-error: "donwload" is not a key of the English catalogue.
    const misspelt: Catalogues<typeof en> = { en, hi: { donwload: "PDF डाउनलोड करें", years: catalogues.hi.years } };
    // @ts-expect-error: a message with a count must stay a function of the count.
    const wrongType: Catalogues<typeof en> = { en, hi: { download: "PDF डाउनलोड करें", years: "वर्ष" } };
    expect([missing, misspelt, wrongType]).toHaveLength(3);
  });

  test.each([
    ["en", 1, "year"],
    ["en", 2, "years"],
    ["en", 0, "years"],
    ["hi", 1, "वर्ष"],
    ["hi", 0, "वर्ष"],
  ] as const)("given %s and a count of %i, then the plural form is %s (CLDR rules)", (locale, count, expected) => {
    expect(plural(locale, count, { one: locale === "en" ? "year" : "वर्ष", other: locale === "en" ? "years" : "वर्ष" })).toBe(expected);
  });

  test("given the languages, then English is first and the switch names each in its own script", () => {
    expect(LOCALES).toEqual(["en", "hi"]);
    expect(LANGUAGE_NAMES).toEqual({ en: "English", hi: "हिन्दी" });
    expect(isLocale("hi")).toBe(true);
    expect(isLocale("ta")).toBe(false);
  });
});
