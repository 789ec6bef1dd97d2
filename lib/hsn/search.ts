import { quotedCharacter } from "@/lib/format/character";
import type { Locale } from "@/lib/i18n/locales";
import {
  HS_CHAPTERS,
  SAC_CHAPTER,
  SAC_HEADINGS,
  hsChapter,
  hsSection,
  sacHeading,
  sacSection,
  type HsChapter,
  type SacHeading,
} from "./hsn-data";

/*
 * Reading and searching HSN (goods) and SAC (services) codes against the embedded data.
 * Pure functions: no I/O, nothing thrown for any input.
 */

export type CodeKind = "HSN" | "SAC";

/**
 * What a code of this length names. Goods: 2 digits a chapter, 4 a heading, 6 a
 * sub-heading (the last level shared by every HS country), 8 India's tariff item.
 * Services: 2 digits ("99") the chapter, 4 a heading, 6 a service code. (The scheme's
 * 5-digit service groups never appear on an invoice, so they are not accepted.)
 */
export type CodeLevel = "chapter" | "heading" | "sub-heading" | "tariff item" | "service";

export interface SectionRef {
  /** "XVI" for goods, "8" for services. */
  id: string;
  /** "Section XVI" or "SAC section 8". */
  label: string;
  title: string;
}

export interface ChapterRef {
  code: string;
  title: string;
  status?: HsChapter["status"];
}

export type ParsedHsnCode =
  | {
      ok: true;
      /** Digits only, spaces and dots removed. */
      code: string;
      kind: CodeKind;
      level: CodeLevel;
      chapter: ChapterRef;
      /** Absent only for "99" itself, which spans all five service sections. */
      section?: SectionRef;
      /** The SAC heading a 4- or 6-digit service code belongs to. */
      heading?: SacHeading;
    }
  | { ok: false; reason: string };

const HSN_LEVELS: Readonly<Record<number, CodeLevel>> = { 2: "chapter", 4: "heading", 6: "sub-heading", 8: "tariff item" };
const SAC_LEVELS: Readonly<Record<number, CodeLevel>> = { 2: "chapter", 4: "heading", 6: "service" };

const fail = (reason: string): ParsedHsnCode => ({ ok: false, reason });
const digitCount = (count: number) => `${count} ${count === 1 ? "digit" : "digits"}`;

export function hsSectionRef(numeral: string): SectionRef | undefined {
  const section = hsSection(numeral);
  return section && { id: section.numeral, label: `Section ${section.numeral}`, title: section.title };
}

export function sacSectionRef(number: string): SectionRef | undefined {
  const section = sacSection(number);
  return section && { id: section.number, label: `SAC section ${section.number}`, title: section.title };
}

/** The SAC headings as the scheme groups them, for a message: "9954, 9961 to 9969, …". */
const SAC_HEADING_RANGES = (() => {
  const ranges: string[] = [];
  let start = 0;
  for (let index = 1; index <= SAC_HEADINGS.length; index += 1) {
    const previous = Number(SAC_HEADINGS[index - 1]!.code);
    const current = index < SAC_HEADINGS.length ? Number(SAC_HEADINGS[index]!.code) : Number.NaN;
    if (current !== previous + 1) {
      const first = SAC_HEADINGS[start]!.code;
      const last = SAC_HEADINGS[index - 1]!.code;
      ranges.push(first === last ? first : `${first} to ${last}`);
      start = index;
    }
  }
  return ranges.length > 1 ? `${ranges.slice(0, -1).join(", ")} and ${ranges[ranges.length - 1]}` : (ranges[0] ?? "");
})();

/**
 * Reads a code as typed ("8517 13 00", "9983", "0902.10") and says what it is, or exactly
 * why it cannot be one (docs/tax-methods.md §28). Only the structure is checked, and the SAC
 * heading against the scheme's full list; goods headings below the chapter are not held
 * here, so "8599" passes although no such heading exists.
 */
/** Why a code cannot be one, in each language (parseHsnCode's `locale`). */
const REASONS = {
  en: {
    empty: "Enter a code: the digits of an HSN or SAC code, like 8517 or 9983.",
    notDigits: (shown: string, more: boolean) => `A code has digits only (spaces and dots are fine): take out ${shown}${more ? " and the rest" : ""}.`,
    oneDigit: "One digit is not a code: an HSN code has 2, 4, 6 or 8 digits, and a SAC code for services 4 or 6, starting 99.",
    zeroZero: "No code starts 00: HSN chapters run from 01 to 97 (98 in India's customs tariff), and services start 99.",
    reserved: "Chapter 77 is reserved for possible future use in the Harmonized System: no goods are classified in it, so no code starts 77.",
    sacFive: "A 5-digit SAC is a service group, which invoices do not use: enter the 4-digit heading or the 6-digit service code.",
    sacEight: "A SAC code for services has 4 digits (heading) or 6 (service), never 8: 8-digit codes are tariff items for goods.",
    sacLength: (count: number) => `A SAC code for services has 4 digits (heading) or 6 (service), starting 99; this has ${digitCount(count)}.`,
    sacHeading: (heading: string, ranges: string) => `${heading} is not a heading of the services scheme: SAC headings are ${ranges}.`,
    sacRanges: SAC_HEADING_RANGES,
    hsnTooLong: (count: number) => `An HSN code has at most 8 digits (India's tariff item); this has ${digitCount(count)}.`,
    hsnLength: (count: number) => `An HSN code has 2, 4, 6 or 8 digits (chapter, heading, sub-heading, tariff item); this has ${digitCount(count)}.`,
    noChapter: (chapter: string) => `There is no chapter ${chapter}.`,
    headingZero: (chapter: string) => `No heading ends in 00: the headings of chapter ${chapter} are numbered from ${chapter}01.`,
  },
  hi: {
    empty: "कोड दर्ज करें: HSN या SAC कोड के अंक, जैसे 8517 या 9983।",
    notDigits: (shown: string, more: boolean) => `कोड में सिर्फ़ अंक होते हैं (खाली जगह और बिंदु चल जाएँगे): ${shown}${more ? " और बाकी" : ""} हटाएँ।`,
    oneDigit: "एक अंक कोड नहीं होता: HSN कोड में 2, 4, 6 या 8 अंक होते हैं, और सेवाओं के SAC कोड में 4 या 6, जो 99 से शुरू होते हैं।",
    zeroZero: "कोई कोड 00 से शुरू नहीं होता: HSN अध्याय 01 से 97 तक हैं (भारत के सीमा शुल्क टैरिफ़ में 98 भी), और सेवाएँ 99 से शुरू होती हैं।",
    reserved: "हार्मोनाइज़्ड सिस्टम में अध्याय 77 आगे के इस्तेमाल के लिए खाली रखा गया है: इसमें कोई माल वर्गीकृत नहीं है, इसलिए कोई कोड 77 से शुरू नहीं होता।",
    sacFive: "5 अंकों का SAC सेवा समूह होता है, जो इनवॉइस पर नहीं लिखा जाता: 4 अंकों का शीर्षक या 6 अंकों का सेवा कोड लिखें।",
    sacEight: "सेवाओं के SAC कोड में 4 अंक (शीर्षक) या 6 अंक (सेवा) होते हैं, 8 कभी नहीं: 8 अंकों के कोड माल के टैरिफ़ आइटम होते हैं।",
    sacLength: (count: number) => `सेवाओं के SAC कोड में 4 अंक (शीर्षक) या 6 अंक (सेवा) होते हैं, जो 99 से शुरू होते हैं; इसमें ${count} अंक हैं।`,
    sacHeading: (heading: string, ranges: string) => `${heading} सेवा वर्गीकरण योजना का कोई शीर्षक नहीं है: SAC शीर्षक ${ranges} हैं।`,
    sacRanges: SAC_HEADING_RANGES.replace(/ to /g, " से ").replace(/ and /g, " और "),
    hsnTooLong: (count: number) => `HSN कोड में ज़्यादा से ज़्यादा 8 अंक होते हैं (भारत का टैरिफ़ आइटम); इसमें ${count} अंक हैं।`,
    hsnLength: (count: number) => `HSN कोड में 2, 4, 6 या 8 अंक होते हैं (अध्याय, शीर्षक, उप-शीर्षक, टैरिफ़ आइटम); इसमें ${count} अंक हैं।`,
    noChapter: (chapter: string) => `अध्याय ${chapter} नहीं है।`,
    headingZero: (chapter: string) => `कोई शीर्षक 00 पर खत्म नहीं होता: अध्याय ${chapter} के शीर्षक ${chapter}01 से गिने जाते हैं।`,
  },
} as const;

export function parseHsnCode(raw: string, locale: Locale = "en"): ParsedHsnCode {
  const text = REASONS[locale];
  const code = raw.replace(/[\s.]/g, "");
  if (code === "") return fail(text.empty);

  const others = [...new Set(code.replace(/[0-9]/g, ""))];
  if (others.length > 0) {
    const shown = others.slice(0, 3).map(quotedCharacter).join(", ");
    return fail(text.notDigits(shown, others.length > 3));
  }
  if (code.length === 1) return fail(text.oneDigit);

  const chapterCode = code.slice(0, 2);
  if (chapterCode === "00") return fail(text.zeroZero);
  if (chapterCode === "77") return fail(text.reserved);

  if (chapterCode === SAC_CHAPTER.code) {
    const level = SAC_LEVELS[code.length];
    if (!level) {
      if (code.length === 5) return fail(text.sacFive);
      if (code.length === 8) return fail(text.sacEight);
      return fail(text.sacLength(code.length));
    }
    if (level === "chapter") return { ok: true, code, kind: "SAC", level, chapter: { ...SAC_CHAPTER } };
    const heading = sacHeading(code.slice(0, 4));
    if (!heading) return fail(text.sacHeading(code.slice(0, 4), text.sacRanges));
    return { ok: true, code, kind: "SAC", level, chapter: { ...SAC_CHAPTER }, section: sacSectionRef(heading.section), heading };
  }

  const level = HSN_LEVELS[code.length];
  if (!level) return fail(code.length > 8 ? text.hsnTooLong(code.length) : text.hsnLength(code.length));
  const chapter = hsChapter(chapterCode);
  // Every two-digit chapter other than 00, 77 and 99 is in the data; the guard keeps the types honest.
  if (!chapter) return fail(text.noChapter(chapterCode));
  // HS headings are numbered from 01 within their chapter (0101, 8501 …).
  if (code.length >= 4 && code.slice(2, 4) === "00") {
    return fail(text.headingZero(chapterCode));
  }
  return {
    ok: true,
    code,
    kind: "HSN",
    level,
    chapter: { code: chapter.code, title: chapter.title, status: chapter.status },
    section: hsSectionRef(chapter.section),
  };
}

export interface HsnSearchResult {
  code: string;
  kind: CodeKind;
  level: "chapter" | "heading";
  title: string;
  /** "Section XVI: Machinery …" or "SAC section 8: Business and production services". */
  section: string;
  /** For a SAC heading: the chapter it sits in. */
  chapterTitle?: string;
}

interface Entry extends HsnSearchResult {
  titleWords: readonly string[];
  sectionWords: readonly string[];
}

/** Words too common to tell entries apart; a query made only of them finds nothing. */
const STOP_WORDS = new Set(["an", "and", "or", "of", "the", "for", "in", "to", "with", "by", "on", "thereof"]);

/** Simple plural "s" off ("metals" → "metal"), but not from "glass" or short words ("gas"). */
const stem = (word: string) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word);

/** Lower case, accents off ("maté" → "mate"), split at anything that is not a letter or digit. */
const tokens = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const wordsOf = (text: string) => tokens(text).map(stem);

const sectionText = (section: SectionRef | undefined) => (section ? `${section.label}: ${section.title}` : "");

const SAC_CHAPTER_SECTION = "SAC sections 5 to 9: all services";

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const chapter of HS_CHAPTERS) {
    const section = hsSectionRef(chapter.section);
    entries.push({
      code: chapter.code,
      kind: "HSN",
      level: "chapter",
      title: chapter.title,
      section: sectionText(section),
      titleWords: wordsOf(chapter.title),
      sectionWords: wordsOf(section?.title ?? ""),
    });
  }
  entries.push({
    code: SAC_CHAPTER.code,
    kind: "SAC",
    level: "chapter",
    title: SAC_CHAPTER.title,
    section: SAC_CHAPTER_SECTION,
    titleWords: wordsOf(SAC_CHAPTER.title),
    sectionWords: [],
  });
  for (const heading of SAC_HEADINGS) {
    const section = sacSectionRef(heading.section);
    entries.push({
      code: heading.code,
      kind: "SAC",
      level: "heading",
      title: heading.title,
      section: sectionText(section),
      chapterTitle: SAC_CHAPTER.title,
      titleWords: wordsOf(heading.title),
      sectionWords: wordsOf(section?.title ?? ""),
    });
  }
  // Code order: two-digit chapters sort before the four-digit headings that start with them.
  return entries.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

const ENTRIES: readonly Entry[] = buildEntries();

/** Every code the search can answer, for checks. */
export const SEARCHABLE_CODES: ReadonlySet<string> = new Set(ENTRIES.map((entry) => entry.code));

/**
 * Whether a query is meant as a code: it has a digit and no part made only of letters.
 * "8517 13 00" and "12a4" (a code with a slip) are codes; "85 phones" and "3d printer"
 * are words, searched with their digits.
 */
export function isCodeQuery(query: string): boolean {
  return /[0-9]/.test(query) && !tokens(query).some((part) => /^[a-z]{2,}$/.test(part));
}

export interface QueryTerms {
  /** Every all-digit part of the query run together ("8517 13 00" → "85171300"). */
  digits: string;
  /** Words of two characters or more, stop words left out, plural "s" taken off. */
  words: string[];
}

export function queryTerms(query: string): QueryTerms {
  const parts = tokens(query);
  const digits = parts.filter((part) => /^[0-9]+$/.test(part)).join("");
  const words = parts
    .filter((part) => /[a-z]/.test(part) && part.length >= 2 && !STOP_WORDS.has(part))
    .map(stem)
    .filter((word, index, all) => all.indexOf(word) === index);
  return { digits, words };
}

/** 0 a whole word, 1 the start of a word, 2 inside a word; null when absent. */
function wordTier(words: readonly string[], wanted: string): number | null {
  if (words.includes(wanted)) return 0;
  if (words.some((word) => word.startsWith(wanted))) return 1;
  if (words.some((word) => word.includes(wanted))) return 2;
  return null;
}

/** How well the query's words match: 0–2 all in the title, 3–5 only with help from the section's title. */
function wordsRank(entry: Entry, words: readonly string[]): number | null {
  const inTitle = words.map((word) => wordTier(entry.titleWords, word));
  if (inTitle.every((tier): tier is number => tier !== null)) return Math.max(...inTitle);
  const either = words.map((word, index) => {
    const inSection = wordTier(entry.sectionWords, word);
    const title = inTitle[index] ?? null;
    return title === null ? inSection : inSection === null ? title : Math.min(title, inSection);
  });
  if (either.every((tier): tier is number => tier !== null)) return 3 + Math.max(...either);
  return null;
}

/** 0 the very code, 1 a code that starts with the digits, 2 the chapter or heading the digits fall in; null otherwise. */
function codeRank(code: string, digits: string): number | null {
  if (code === digits) return 0;
  if (code.startsWith(digits)) return 1;
  // Only as deep as a real code goes: 9 digits or more are not a code within anything.
  if (digits.length <= 8 && digits.startsWith(code)) return 2;
  return null;
}

/**
 * Finds chapters and SAC headings by code or by words. Ranking, best first:
 * 1. by code, when the query has digits: the exact code; then codes that start with the
 *    digits typed ("99" → 9954 …); then the chapter or heading the digits fall in
 *    ("8517" → chapter 85);
 * 2. by words, when it has words: every word found as a whole word in the title; then
 *    every word found at least as the start of a title word; then inside a title word;
 *    then the same three when some word is found only in the section's title;
 * 3. ties in code order.
 * A query with digits and words must match both; the code rank comes first. Case, accents,
 * punctuation and a plural "s" are ignored. A query with no digits and no word of two
 * letters or more (after stop words such as "and", "of") finds nothing.
 */
export function searchHsn(query: string, limit = 20): HsnSearchResult[] {
  const max = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit));
  const { digits, words } = queryTerms(query);
  if (max === 0 || (digits === "" && words.length === 0)) return [];

  const ranked: { entry: Entry; codeRank: number; wordsRank: number }[] = [];
  for (const entry of ENTRIES) {
    const byCode = digits === "" ? 0 : codeRank(entry.code, digits);
    if (byCode === null) continue;
    const byWords = words.length === 0 ? 0 : wordsRank(entry, words);
    if (byWords === null) continue;
    ranked.push({ entry, codeRank: byCode, wordsRank: byWords });
  }
  // Array.prototype.sort is stable and ENTRIES are in code order, so ties keep code order.
  ranked.sort((a, b) => a.codeRank - b.codeRank || a.wordsRank - b.wordsRank);
  return ranked.slice(0, max).map(({ entry }) => {
    const result: HsnSearchResult = { code: entry.code, kind: entry.kind, level: entry.level, title: entry.title, section: entry.section };
    if (entry.chapterTitle) result.chapterTitle = entry.chapterTitle;
    return result;
  });
}
