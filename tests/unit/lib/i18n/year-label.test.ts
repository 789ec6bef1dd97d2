import { formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import { yearLabel } from "@/lib/i18n/year-label";
import { HINDI_MONTHS } from "../../fixtures/hindi-number-words";

describe("years and dates as a Hindi reader expects them (HINDI.md)", () => {
  test.each([
    ["2026-27", "en", "Tax year 2026-27"],
    ["2026-27", "hi", "कर वर्ष 2026-27"],
    ["2025-26", "en", "FY 2025-26 (AY 2026-27)"],
    ["2025-26", "hi", "वित्तीय वर्ष 2025-26 (निर्धारण वर्ष 2026-27)"],
  ] as const)("given %s in %s, then it reads %s", (fy, locale, expected) => {
    expect(yearLabel(fy, locale)).toBe(expected);
  });

  test.each([
    ["2026-04-05", "5 अप्रैल 2026"],
    ["2027-02-01", "1 फ़रवरी 2027"],
    ["2026-09-16", "16 सितंबर 2026"],
    ["2026-12-31", "31 दिसंबर 2026"],
  ])("given %s, then the Hindi date is %s (Latin digits, Hindi month)", (date, expected) => {
    expect(formatLongDateHi(date)).toBe(expected);
    expect(formatLongDate(date)).not.toBe(expected);
  });

  test("given each month, then its Hindi name is the written reference's", () => {
    const names = HINDI_MONTHS.map((_name, index) => formatLongDateHi(`2026-${String(index + 1).padStart(2, "0")}-01`).replace(/^1 (.*) 2026$/, "$1"));
    expect(names.map((name) => name.normalize("NFC"))).toEqual(HINDI_MONTHS.map((name) => name.normalize("NFC")));
  });
});
