import fc from "fast-check";
import { HS_CHAPTERS, SAC_HEADINGS } from "@/lib/hsn/hsn-data";
import { isCodeQuery, parseHsnCode, queryTerms, searchHsn } from "@/lib/hsn/search";

const codes = (query: string, limit?: number) => searchHsn(query, limit).map((result) => result.code);
const allCodes = new Set(["99", ...HS_CHAPTERS.map((chapter) => chapter.code), ...SAC_HEADINGS.map((heading) => heading.code)]);

describe("parseHsnCode: the examples of docs/tax-methods.md §28", () => {
  test("given 8517 13 00, then an 8-digit HSN tariff item in chapter 85, Section XVI", () => {
    const parsed = parseHsnCode("8517 13 00");
    expect(parsed).toMatchObject({ ok: true, code: "85171300", kind: "HSN", level: "tariff item", chapter: { code: "85" }, section: { id: "XVI" } });
    if (parsed.ok) expect(parsed.chapter.title).toMatch(/^Electrical machinery/);
  });

  test.each([
    // Chapter 10 is cereals (rice is heading 1006 within it); chapter 71 holds jewellery (heading 7113).
    ["1006", "heading", "10", "II", /cereals/i],
    ["7113", "heading", "71", "XIV", /jewellery/i],
    ["85", "chapter", "85", "XVI", /electrical/i],
    ["0902.10", "sub-heading", "09", "II", /tea/i],
    ["9803", "heading", "98", "XXI", /baggage/i],
  ])("given %s, then an HSN %s in chapter %s, Section %s", (raw, level, chapter, section, title) => {
    const parsed = parseHsnCode(raw);
    expect(parsed).toMatchObject({ ok: true, kind: "HSN", level, chapter: { code: chapter }, section: { id: section } });
    if (parsed.ok) expect(parsed.chapter.title).toMatch(title);
  });

  test("given 9983, then a SAC heading for other professional, technical and business services, SAC section 8", () => {
    const parsed = parseHsnCode("9983");
    expect(parsed).toMatchObject({ ok: true, code: "9983", kind: "SAC", level: "heading", chapter: { code: "99" }, section: { id: "8" } });
    if (parsed.ok) expect(parsed.heading?.title).toMatch(/other professional, technical and business services/i);
  });

  test("given 998311 and 99, then a SAC service code within heading 9983, and the chapter of all services", () => {
    expect(parseHsnCode("998311")).toMatchObject({ ok: true, kind: "SAC", level: "service", heading: { code: "9983" }, section: { id: "8" } });
    const chapter = parseHsnCode("99");
    expect(chapter).toMatchObject({ ok: true, kind: "SAC", level: "chapter", chapter: { code: "99" } });
    if (chapter.ok) expect(chapter.section).toBeUndefined();
  });

  test.each<[string, RegExp]>([
    ["7700", /chapter 77 is reserved/i],
    ["77", /chapter 77 is reserved/i],
    ["0012", /no code starts 00/i],
    ["12a4", /digits only.*"a"/i],
    ["HSN8517", /digits only.*"h", "s", "n"/i],
    ["85-17", /digits only.*"-"/i],
    ["", /enter a code/i],
    ["8", /one digit is not a code/i],
    ["851", /2, 4, 6 or 8 digits.*this has 3 digits/i],
    ["85171", /2, 4, 6 or 8 digits.*this has 5 digits/i],
    ["8517130", /2, 4, 6 or 8 digits.*this has 7 digits/i],
    ["851713001", /at most 8 digits.*this has 9 digits/i],
    ["99831100", /never 8/i],
    ["998", /4 digits \(heading\) or 6 \(service\).*this has 3 digits/i],
    ["99831", /service group/i],
    ["9983111", /this has 7 digits/i],
    ["9950", /9950 is not a heading.*9954, 9961 to 9969, 9971 to 9973, 9981 to 9989 and 9991 to 9999/i],
    ["8500", /no heading ends in 00/i],
  ])("given %p, then invalid: %p", (raw, reason) => {
    const parsed = parseHsnCode(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});

describe("searchHsn: by code", () => {
  test.each<[string, string[]]>([
    // the exact chapter, nothing else starts 85
    ["85", ["85"]],
    // codes that start with the digit, in code order
    ["8", ["80", "81", "82", "83", "84", "85", "86", "87", "88", "89"]],
    // exact first, then the 31 headings starting 99 up to the limit of 20: 9954, 9961–9969, 9971–9973, 9981–9986
    ["99", ["99", "9954", "9961", "9962", "9963", "9964", "9965", "9966", "9967", "9968", "9969", "9971", "9972", "9973", "9981", "9982", "9983", "9984", "9985", "9986"]],
    // codes starting 998, then the chapter the digits fall in
    ["998", ["9981", "9982", "9983", "9984", "9985", "9986", "9987", "9988", "9989", "99"]],
    // the exact heading, then its chapter
    ["9983", ["9983", "99"]],
    // no entry for the heading itself: the chapter it falls in
    ["8517", ["85"]],
    ["8517 13 00", ["85"]],
    // 9 digits are no code and fall in nothing
    ["123456789", []],
  ])("given %p, then %p", (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });
});

describe("searchHsn: by words (whole word in the title > start of a word > inside a word > only with the section's help)", () => {
  test.each<[string, string[]]>([
    // whole "fish" in 03 and 16, then "fishing" (a prefix) in 9986
    ["fish", ["03", "16", "9986"]],
    // whole "metal(s)" in 28, 71, 81, 82, 83; then the rest of Section XV ("Base metals …") through the section only, 77 included
    ["metal", ["28", "71", "81", "82", "83", "72", "73", "74", "75", "76", "77", "78", "79", "80"]],
    // whole in 44 and 47; then through Section IX (45, 46) and Section X (48, 49)
    ["wood", ["44", "47", "45", "46", "48", "49"]],
    // inside "basketware" (46) and "glassware" (70); then through Sections IX (44, 45) and XIII (68, 69)
    ["ware", ["46", "70", "44", "45", "68", "69"]],
    // "electrical" (85) and "electricity" (9969) start with it; Section XVI's "electrical equipment" brings 84
    ["electric", ["85", "9969", "84"]],
    // whole in 47, 48, 53; inside "newspapers" in 49
    ["paper", ["47", "48", "53", "49"]],
    // all four tiers: whole "man" (man-made: 54, 55); "manufactured"/"manuscripts"/"manufacturing" (24, 49, 96, 9988, 9989);
    // inside "human" (67, 9993); Section XX's "manufactured" (94, 95); Section XII's "human hair" (64, 65, 66)
    ["man", ["54", "55", "24", "49", "96", "9988", "9989", "67", "9993", "94", "95", "64", "65", "66"]],
    // cereals are chapter 10 and, as preparations, 19
    ["cereals", ["10", "19"]],
    // chapter 10's title says "Cereals", not rice, so rice is not found
    ["rice", []],
    // one word in the title, the other only in the section: still found
    ["textile cotton", ["52"]],
    ["legal accounting", ["9982"]],
  ])("given %p, then %p", (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  test.each([
    ["cereal", "CEREALS.", "plural, case and punctuation"],
    ["mate", "MATÉ", "accents"],
    ["pastrycook", "pastrycooks'", "the apostrophe"],
  ])("given %p and %p, then the same results (%s ignored)", (plain, variant) => {
    expect(codes(variant)).toEqual(codes(plain));
    expect(codes(plain).length).toBeGreaterThan(0);
  });

  test("given maté, then chapter 09 (coffee, tea, maté and spices) comes first, before words that only start with mate", () => {
    expect(codes("maté")[0]).toBe("09");
  });

  test("given digits and words together, then an entry must match both", () => {
    expect(codes("99 repair")).toEqual(["9987"]);
    expect(codes("85 electric")).toEqual(["85"]);
    expect(codes("52 steel")).toEqual([]);
  });

  test.each(["", "   ", "a", "x y", "of", "and of the", "!!"])("given %p (no digit, no word of 2 letters), then nothing", (query) => {
    expect(searchHsn(query)).toEqual([]);
  });

  test("given a limit, then at most that many, best first; 0 gives nothing", () => {
    const all = searchHsn("services", Number.POSITIVE_INFINITY);
    expect(all.length).toBeGreaterThan(20);
    expect(searchHsn("services")).toHaveLength(20);
    expect(codes("services", 5)).toEqual(all.slice(0, 5).map((result) => result.code));
    expect(searchHsn("services", 0)).toEqual([]);
  });

  test("given a SAC heading in the results, then it carries its chapter's title and its section", () => {
    expect(searchHsn("legal")[0]).toEqual({
      code: "9982",
      kind: "SAC",
      level: "heading",
      title: "Legal and accounting services",
      section: "SAC section 8: Business and production services",
      chapterTitle: "All services",
    });
    expect(searchHsn("cotton")[0]).toMatchObject({ code: "52", kind: "HSN", level: "chapter", section: "Section XI: Textiles and textile articles" });
    expect(searchHsn("cotton")[0]?.chapterTitle).toBeUndefined();
  });
});

describe("queryTerms and isCodeQuery", () => {
  test("given a mixed query, then digits run together and words lose stop words and plural s", () => {
    expect(queryTerms("8517 13 00")).toEqual({ digits: "85171300", words: [] });
    expect(queryTerms("Parts of machines, 84")).toEqual({ digits: "84", words: ["part", "machine"] });
  });

  test.each([
    ["8517 13 00", true],
    ["12a4", true],
    ["7700", true],
    ["85 phones", false],
    ["3d printer", false],
    ["cotton", false],
  ])("given %p, then a code: %p", (query, expected) => {
    expect(isCodeQuery(query)).toBe(expected);
  });
});

describe("properties", () => {
  test("given any string, then parseHsnCode never throws and a valid code is 2 to 8 digits with a known chapter", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const parsed = parseHsnCode(raw);
        if (parsed.ok) {
          expect(parsed.code).toMatch(/^\d{2,8}$/);
          expect(parsed.code.startsWith(parsed.chapter.code)).toBe(true);
          expect(allCodes.has(parsed.chapter.code)).toBe(true);
          expect(parsed.chapter.code).not.toBe("77");
        } else {
          expect(parsed.reason.length).toBeGreaterThan(10);
        }
      }),
    );
  });

  test("given any digit string, then it parses exactly when its length and chapter allow", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,10}$/), (raw) => {
        const chapter = raw.slice(0, 2);
        const lengths = chapter === "99" ? [2, 4, 6] : [2, 4, 6, 8];
        const possible = raw.length >= 2 && chapter !== "00" && chapter !== "77" && lengths.includes(raw.length);
        // Possible is necessary; headings ending 00 and unknown SAC headings are refused besides.
        if (parseHsnCode(raw).ok) expect(possible).toBe(true);
      }),
    );
  });

  test("given any query and limit, then searchHsn never throws, keeps to the limit and answers only codes in the data", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^[0-9 ]{0,10}$/)), fc.integer({ min: -3, max: 40 }), (query, limit) => {
        const results = searchHsn(query, limit);
        expect(results.length).toBeLessThanOrEqual(Math.max(0, limit));
        for (const result of results) expect(allCodes.has(result.code)).toBe(true);
      }),
    );
  });
});
