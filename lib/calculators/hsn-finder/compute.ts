import { amountInWords } from "@/lib/format";
import { INVOICE_DIGIT_RULES, SAC_CHAPTER } from "@/lib/hsn/hsn-data";
import { isCodeQuery, parseHsnCode, queryTerms, searchHsn, type ParsedHsnCode } from "@/lib/hsn/search";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, Figure, InputOf, Step, StepSection } from "../types";
import type { fields } from "./fields";
import { HSN_FINDER_TEXT } from "./text";

export type HsnFinderInput = InputOf<typeof fields>;
type ParsedCode = Extract<ParsedHsnCode, { ok: true }>;
type Text = TranslationOf<(typeof HSN_FINDER_TEXT)["en"]>;

/** How many matches the table lists; the `matches` figure counts them all. */
export const HSN_FINDER_TABLE_LIMIT = 20;
export const HSN_FINDER_TABLE_COLUMNS = [...HSN_FINDER_TEXT.en.tableColumns];

const rules = INVOICE_DIGIT_RULES;
const turnoverLimitEn = `₹${amountInWords(rules.turnoverLimit.value)}`;

/** Field-level checks: an empty query, a code that cannot be one, or no usable word. */
export function validateHsnFinder(input: HsnFinderInput, locale: Locale = "en"): Partial<Record<keyof HsnFinderInput, string>> {
  const t = messagesFor(HSN_FINDER_TEXT, locale);
  const query = input.q.trim();
  if (query === "") return { q: t.empty };
  if (isCodeQuery(query)) {
    const parsed = parseHsnCode(query, locale);
    return parsed.ok ? {} : { q: parsed.reason };
  }
  const terms = queryTerms(query);
  return terms.digits === "" && terms.words.length === 0 ? { q: t.noWord } : {};
}

export function computeHsnFinder(input: HsnFinderInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(HSN_FINDER_TEXT, locale);
  const query = input.q.trim();
  if (isCodeQuery(query)) {
    const parsed = parseHsnCode(query, locale);
    if (parsed.ok) return codeResult(parsed, t);
  }
  return wordsResult(query, t, locale);
}

/** "85171300" → "8517 13 00", the way the tariff prints goods codes; SAC codes stay unbroken. */
function spaced(code: string): string {
  return [code.slice(0, 4), code.slice(4, 6), code.slice(6, 8)].filter(Boolean).join(" ");
}

/** What a code of this many digits is good for on a GST invoice (Notification 78/2020-Central Tax). */
function invoiceVerdict(parsed: ParsedCode, t: Text): string {
  const digits = parsed.code.length;
  if (parsed.chapter.status === "india-only") return t.verdictIndiaOnly;
  if (digits < rules.digitsUpToLimit.value) return t.verdictTooShort(rules.digitsUpToLimit.value);
  if (digits < rules.digitsAboveLimit.value) return t.verdictB2b(t.turnoverLimit(turnoverLimitEn), rules.digitsAboveLimit.value);
  if (parsed.kind === "SAC") return t.verdictSac;
  if (digits < rules.digitsForImportsAndExports.value) return t.verdictHsn(rules.digitsForImportsAndExports.value);
  return t.verdictFull;
}

function sectionText(parsed: ParsedCode, t: Text): string {
  return parsed.section ? t.sectionText(parsed.section.label, parsed.section.title) : t.sacChapterSection;
}

function codeResult(parsed: ParsedCode, t: Text): CalculatorResult {
  const { code, kind, level, chapter, heading } = parsed;
  const goods = kind === "HSN";
  const shown = goods ? spaced(code) : code;

  const summary = t.summaryCode({
    shown,
    goods,
    level,
    heading: heading ? { code: heading.code, title: heading.title, own: level === "heading" } : undefined,
    chapter: { code: chapter.code, title: chapter.title },
    sectionLabel: parsed.section?.label,
    verdict: invoiceVerdict(parsed, t),
  });

  const figures: Figure[] = [
    { name: "code", label: t.code, value: code, format: "text", note: t.codeNote(level, code.length) },
    { name: "kind", label: t.kind, value: kind, format: "text", note: goods ? t.kindGoods : t.kindServices },
    {
      name: "chapter",
      label: t.chapter,
      value: t.chapterValue(chapter.code, chapter.title),
      format: "text",
      note: chapter.status === "india-only" ? t.chapterIndiaOnly : undefined,
    },
    { name: "section", label: t.section, value: t.sectionValue(sectionText(parsed, t)), format: "text" },
  ];
  if (heading) figures.push({ name: "heading", label: t.serviceHeading, value: t.headingValue(heading.code, heading.title), format: "text" });

  const notes = [t.dataNote, t.rateNote];
  if (goods) notes.push(t.noteNotReal);
  if (goods && parsed.section?.id === "VI") {
    // UNSURE: the amending notification's list of chemicals is not held here; we name it only.
    notes.push(t.noteChemicals);
  }

  return {
    summary,
    groups: [{ title: t.whatMeans(shown), figures }],
    breakdown: [{ title: t.partsTitle, steps: partSteps(parsed, t) }, invoiceSection(parsed, t)],
    notes,
  };
}

function partSteps(parsed: ParsedCode, t: Text): Step[] {
  const { code, kind, chapter, heading } = parsed;
  if (kind === "SAC") {
    const steps: Step[] = [{ label: t.sacChapterLabel(SAC_CHAPTER.code), text: t.sacChapterText(SAC_CHAPTER.title), reference: t.sacReference }];
    if (parsed.section) steps.push({ label: t.sectionLabel(parsed.section.label), text: t.title(parsed.section.title), reference: t.sacReference });
    if (heading) steps.push({ label: t.sacHeadingLabel(heading.code), text: t.title(heading.title), reference: t.sacReference });
    if (code.length === 6) steps.push({ label: t.sacServiceLabel(code), text: t.sacServiceText(code.slice(0, 4)), reference: t.sacReference });
    return steps;
  }

  const indiaOnly = chapter.status === "india-only";
  // Chapter 98 and its headings are India's own, so the tariff rather than the HS is their source.
  const chapterReference = indiaOnly ? t.indiaChapterReference : t.hsReference;
  const steps: Step[] = [];
  if (parsed.section) steps.push({ label: t.sectionLabel(parsed.section.label), text: t.title(parsed.section.title), reference: t.hsReference });
  steps.push({ label: t.chapterLabel(chapter.code), text: t.chapterText(chapter.title, indiaOnly), reference: chapterReference });
  if (code.length >= 4) steps.push({ label: t.headingLabel(code.slice(0, 4)), text: t.headingText(chapter.code), reference: chapterReference });
  if (code.length >= 6) {
    steps.push({
      label: t.subHeadingLabel(spaced(code.slice(0, 6))),
      text: indiaOnly ? t.subHeadingIndia : t.subHeadingText,
      reference: indiaOnly ? chapterReference : t.wcoReference,
    });
  }
  if (code.length === 8) steps.push({ label: t.tariffItemLabel(spaced(code)), text: t.tariffItemText, reference: t.tariffReference });
  return steps;
}

function invoiceSection(parsed: ParsedCode, t: Text): StepSection {
  const limit = t.turnoverLimit(turnoverLimitEn);
  const steps: Step[] = [
    {
      label: t.upToLimit(limit),
      text: t.upToLimitText(rules.digitsUpToLimit.value),
      reference: t.invoiceDigitsReference(rules.digitsUpToLimit.reference),
    },
    {
      label: t.aboveLimit(limit),
      text: t.aboveLimitText(rules.digitsAboveLimit.value),
      reference: t.invoiceDigitsReference(rules.digitsAboveLimit.reference),
    },
  ];
  if (parsed.kind === "HSN") {
    steps.push({
      label: t.importsExports,
      text: t.importsExportsText(rules.digitsForImportsAndExports.value),
      reference: t.importsReference(rules.digitsForImportsAndExports.reference),
    });
  }
  steps.push({
    label: t.thisCode(parsed.code.length),
    text: invoiceVerdict(parsed, t),
    reference:
      parsed.chapter.status === "india-only"
        ? t.importsReference(rules.digitsForImportsAndExports.reference)
        : t.invoiceDigitsReference(rules.digitsAboveLimit.reference),
  });
  return { title: t.invoiceTitle, steps };
}

function wordsResult(query: string, t: Text, locale: Locale): CalculatorResult {
  const matches = searchHsn(query, Number.POSITIVE_INFINITY);
  const listed = matches.slice(0, HSN_FINDER_TABLE_LIMIT);
  const terms = queryTerms(query);
  const count = matches.length;

  const summary = count === 0 ? t.nothing(query) : t.matches(count, query, listed.length);

  const searched: Step[] = [];
  if (terms.words.length > 0) searched.push({ label: t.wordsSearched, text: terms.words.join(", "), reference: t.wordsSearchedReference });
  if (terms.digits !== "") searched.push({ label: t.digitsSearched, text: terms.digits, reference: t.digitsSearchedReference });

  return {
    summary,
    groups: [{ title: t.search, figures: [{ name: "matches", label: t.matchesLabel, value: count, format: "number" }] }],
    breakdown: [
      {
        title: t.rankingTitle,
        steps: [
          ...searched,
          { label: t.rank1, text: t.rank1Text },
          { label: t.rank2, text: t.rank2Text },
          { label: t.rank3, text: t.rank3Text },
          { label: t.rank4, text: t.rank4Text },
        ],
      },
    ],
    notes: [t.noteTitles, t.dataNote, t.rateNote],
    tables: [
      {
        caption: t.tableCaption(query),
        columns: [...t.tableColumns],
        // The titles are the classification's own, in English: a Hindi page lists them apart, marked as English.
        rows: listed.map((match) =>
          locale === "en" ? [match.code, match.kind, match.title, match.section] : [match.code, match.kind, t.sectionValue(match.section)],
        ),
      },
    ],
  };
}
