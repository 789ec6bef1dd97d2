import {
  HS_CHAPTERS,
  HS_SECTIONS,
  HSN_DATA_AS_OF,
  INVOICE_DIGIT_RULES,
  SAC_CHAPTER,
  SAC_HEADINGS,
  SAC_SECTIONS,
  hsChapter,
  sacHeading,
} from "@/lib/hsn/hsn-data";

const pad = (chapter: number) => String(chapter).padStart(2, "0");

/** docs/tax-methods.md §28's table of sections and chapters, written out again here (not read from the data). */
const SECTION_TABLE: readonly [numeral: string, first: number, last: number][] = [
  ["I", 1, 5],
  ["II", 6, 14],
  ["III", 15, 15],
  ["IV", 16, 24],
  ["V", 25, 27],
  ["VI", 28, 38],
  ["VII", 39, 40],
  ["VIII", 41, 43],
  ["IX", 44, 46],
  ["X", 47, 49],
  ["XI", 50, 63],
  ["XII", 64, 67],
  ["XIII", 68, 70],
  ["XIV", 71, 71],
  ["XV", 72, 83],
  ["XVI", 84, 85],
  ["XVII", 86, 89],
  ["XVIII", 90, 92],
  ["XIX", 93, 93],
  ["XX", 94, 96],
  ["XXI", 97, 97],
];

/** The 31 four-digit headings of the Annexure to Notification 11/2017-Central Tax (Rate). */
const SCHEME_HEADINGS = [
  "9954",
  "9961", "9962", "9963", "9964", "9965", "9966", "9967", "9968", "9969",
  "9971", "9972", "9973",
  "9981", "9982", "9983", "9984", "9985", "9986", "9987", "9988", "9989",
  "9991", "9992", "9993", "9994", "9995", "9996", "9997", "9998", "9999",
];

describe("HS sections and chapters (HS 2022 as in the Customs Tariff)", () => {
  test("given the sections, then there are 21, in order, covering chapters 1 to 97 with no gap or overlap", () => {
    expect(HS_SECTIONS).toHaveLength(21);
    let next = 1;
    for (const section of HS_SECTIONS) {
      expect(section.firstChapter).toBe(next);
      expect(section.lastChapter).toBeGreaterThanOrEqual(section.firstChapter);
      next = section.lastChapter + 1;
    }
    expect(next).toBe(98);
  });

  test("given §28's table, then every section has its numeral and chapter range", () => {
    expect(HS_SECTIONS.map((section) => [section.numeral, section.firstChapter, section.lastChapter])).toEqual(SECTION_TABLE);
  });

  test("given chapters 01 to 97, then each is listed once, in order, under the section §28 gives it", () => {
    const goods = HS_CHAPTERS.filter((chapter) => chapter.status !== "india-only");
    expect(goods.map((chapter) => chapter.code)).toEqual(Array.from({ length: 97 }, (_, index) => pad(index + 1)));
    for (const [numeral, first, last] of SECTION_TABLE) {
      for (let chapter = first; chapter <= last; chapter += 1) {
        expect([pad(chapter), hsChapter(pad(chapter))?.section]).toEqual([pad(chapter), numeral]);
      }
    }
  });

  test("given chapter 77, then it is the only reserved chapter and says it is kept for future use", () => {
    expect(HS_CHAPTERS.filter((chapter) => chapter.status === "reserved").map((chapter) => chapter.code)).toEqual(["77"]);
    expect(hsChapter("77")?.title).toMatch(/reserved for possible future use/i);
  });

  test("given chapter 98, then it is India's customs chapter, after 97 and under Section XXI", () => {
    expect(HS_CHAPTERS.filter((chapter) => chapter.status === "india-only").map((chapter) => chapter.code)).toEqual(["98"]);
    const chapter98 = hsChapter("98");
    expect(chapter98?.section).toBe("XXI");
    for (const part of ["project imports", "laboratory chemicals", "baggage", "post", "ship stores"]) {
      expect(chapter98?.title.toLowerCase()).toContain(part);
    }
    expect(HS_CHAPTERS[HS_CHAPTERS.length - 1]?.code).toBe("98");
  });

  test.each([
    ["10", /^cereals$/i],
    ["52", /^cotton$/i],
    ["71", /jewellery/i],
    ["85", /^electrical machinery/i],
    ["87", /vehicles/i],
    ["94", /furniture/i],
    ["97", /works of art/i],
  ])("given chapter %s, then its title is the official subject (%p)", (code, title) => {
    expect(hsChapter(code)?.title).toMatch(title);
  });

  test("given every section and chapter, then its title is non-empty and trimmed", () => {
    for (const item of [...HS_SECTIONS, ...HS_CHAPTERS]) {
      expect(item.title.trim()).toBe(item.title);
      expect(item.title.length).toBeGreaterThan(3);
    }
  });
});

describe("SAC: chapter 99 of the services scheme", () => {
  test("given the headings, then they are exactly the scheme's 31, each 4 digits starting 99, unique and in order", () => {
    const codes = SAC_HEADINGS.map((heading) => heading.code);
    expect(codes).toEqual(SCHEME_HEADINGS);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^99\d{2}$/);
  });

  test("given each heading, then it sits in the section named by its third digit (CPC sections 5 to 9)", () => {
    expect(SAC_SECTIONS.map((section) => section.number)).toEqual(["5", "6", "7", "8", "9"]);
    for (const heading of SAC_HEADINGS) expect([heading.code, heading.section]).toEqual([heading.code, heading.code.charAt(2)]);
  });

  test.each([
    ["9954", /construction/i],
    ["9961", /wholesale/i],
    ["9963", /accommodation, food and beverage/i],
    ["9964", /passenger transport/i],
    ["9965", /goods transport/i],
    ["9971", /financial/i],
    ["9972", /real estate/i],
    ["9973", /leasing or rental/i],
    ["9982", /legal and accounting/i],
    ["9983", /other professional, technical and business/i],
    ["9985", /^support services$/i],
    ["9987", /maintenance, repair and installation/i],
    ["9991", /public administration/i],
    ["9992", /education/i],
    ["9993", /human health and social care/i],
    ["9995", /membership organisations/i],
    ["9996", /recreational, cultural and sporting/i],
    ["9997", /^other services$/i],
    ["9998", /domestic/i],
    ["9999", /extraterritorial/i],
  ])("given heading %s, then its title is %p", (code, title) => {
    expect(sacHeading(code)?.title).toMatch(title);
  });

  test("given the chapter, sections and headings, then every title is non-empty", () => {
    expect(SAC_CHAPTER.code).toBe("99");
    for (const item of [SAC_CHAPTER, ...SAC_SECTIONS, ...SAC_HEADINGS]) expect(item.title.trim().length).toBeGreaterThan(3);
  });
});

describe("invoice digits and the data's source line", () => {
  test("given Notification 78/2020-Central Tax, then 4 digits up to ₹5 crore, 6 above, 8 for imports and exports, each with a reference", () => {
    expect(INVOICE_DIGIT_RULES.turnoverLimit.value).toBe(5 * 10_000_000);
    expect(INVOICE_DIGIT_RULES.digitsUpToLimit.value).toBe(4);
    expect(INVOICE_DIGIT_RULES.digitsAboveLimit.value).toBe(6);
    expect(INVOICE_DIGIT_RULES.digitsForImportsAndExports.value).toBe(8);
    expect(INVOICE_DIGIT_RULES.digitsAboveLimit.reference).toMatch(/78\/2020-Central Tax/);
    for (const rule of Object.values(INVOICE_DIGIT_RULES)) expect(rule.reference.trim()).not.toBe("");
  });

  test("given the source line, then it names HS 2022 and the SAC scheme", () => {
    expect(HSN_DATA_AS_OF).toMatch(/HS 2022/);
    expect(HSN_DATA_AS_OF).toMatch(/SAC/);
  });
});
