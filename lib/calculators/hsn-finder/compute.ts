import { amountInWords } from "@/lib/format";
import { INVOICE_DIGIT_RULES, SAC_CHAPTER } from "@/lib/hsn/hsn-data";
import { isCodeQuery, parseHsnCode, queryTerms, searchHsn, type ParsedHsnCode } from "@/lib/hsn/search";
import type { CalculatorResult, Figure, InputOf, Step, StepSection } from "../types";
import type { fields } from "./fields";

export type HsnFinderInput = InputOf<typeof fields>;
type ParsedCode = Extract<ParsedHsnCode, { ok: true }>;

/** How many matches the table lists; the `matches` figure counts them all. */
export const HSN_FINDER_TABLE_LIMIT = 20;
export const HSN_FINDER_TABLE_COLUMNS = ["Code", "Kind", "Title", "Section"];

const HS_REFERENCE = "Harmonized System, 2022 edition, as in the First Schedule to the Customs Tariff Act, 1975";
const INDIA_CHAPTER_REFERENCE = "First Schedule to the Customs Tariff Act, 1975, chapter 98";
const SAC_REFERENCE = "Scheme of Classification of Services, Annexure to Notification 11/2017-Central Tax (Rate)";
const SAC_CHAPTER_SECTION = "SAC sections 5 to 9 — all services";

const rules = INVOICE_DIGIT_RULES;
const turnoverLimit = `₹${amountInWords(rules.turnoverLimit.value)}`;

const EMPTY_MESSAGE = "Enter an HSN or SAC code (like 8517 or 9983), or words for the goods or service (like cotton or repair).";
const NO_WORD_MESSAGE =
  "Type a word of at least 2 letters (like tea or steel) or a code; one-letter words and words such as \"and\" or \"of\" are skipped because they match almost everything.";

const DATA_NOTE =
  "This tool's own data holds the 21 sections, the chapters and the SAC service headings only. Finer headings below chapter level, and GST rates, come from the live look-up when it is available.";
const RATE_NOTE =
  "A GST rate belongs to the exact entry in the rate schedule (as rationalised from 22 September 2025), not to a chapter or heading as a whole, so this tool never guesses one.";

/** Field-level checks: an empty query, a code that cannot be one, or no usable word. */
export function validateHsnFinder(input: HsnFinderInput): Partial<Record<keyof HsnFinderInput, string>> {
  const query = input.q.trim();
  if (query === "") return { q: EMPTY_MESSAGE };
  if (isCodeQuery(query)) {
    const parsed = parseHsnCode(query);
    return parsed.ok ? {} : { q: parsed.reason };
  }
  const terms = queryTerms(query);
  return terms.digits === "" && terms.words.length === 0 ? { q: NO_WORD_MESSAGE } : {};
}

export function computeHsnFinder(input: HsnFinderInput): CalculatorResult {
  const query = input.q.trim();
  if (isCodeQuery(query)) {
    const parsed = parseHsnCode(query);
    if (parsed.ok) return codeResult(parsed);
  }
  return wordsResult(query);
}

/** "85171300" → "8517 13 00", the way the tariff prints goods codes; SAC codes stay unbroken. */
function spaced(code: string): string {
  return [code.slice(0, 4), code.slice(4, 6), code.slice(6, 8)].filter(Boolean).join(" ");
}

const LEVEL_NAMES: Record<ParsedCode["level"], string> = {
  chapter: "chapter",
  heading: "heading",
  "sub-heading": "sub-heading",
  "tariff item": "tariff item",
  service: "service code",
};

/** What a code of this many digits is good for on a GST invoice (Notification 78/2020-Central Tax). */
function invoiceVerdict(parsed: ParsedCode): string {
  const digits = parsed.code.length;
  if (parsed.chapter.status === "india-only") {
    return "Chapter 98 is used for customs duty and the IGST on these imports, not on invoices for supplies within India.";
  }
  if (digits < rules.digitsUpToLimit.value) {
    return `Not enough on a tax invoice: at least the ${rules.digitsUpToLimit.value}-digit heading is needed.`;
  }
  if (digits < rules.digitsAboveLimit.value) {
    return `Enough on B2B invoices if your turnover last year was up to ${turnoverLimit}; above that, invoices need ${rules.digitsAboveLimit.value} digits.`;
  }
  if (parsed.kind === "SAC") return "Enough on every GST invoice, whatever your turnover.";
  if (digits < rules.digitsForImportsAndExports.value) {
    return `Enough on every GST invoice, whatever your turnover; imports and exports need all ${rules.digitsForImportsAndExports.value} digits.`;
  }
  return "Enough on every GST invoice, and the full tariff item that imports and exports need.";
}

function sectionText(parsed: ParsedCode): string {
  return parsed.section ? `${parsed.section.label} — ${parsed.section.title}` : SAC_CHAPTER_SECTION;
}

function codeResult(parsed: ParsedCode): CalculatorResult {
  const { code, kind, level, chapter, heading } = parsed;
  const goods = kind === "HSN";
  const shown = goods ? spaced(code) : code;
  const chapterText = `${chapter.code} — ${chapter.title}`;

  const where =
    heading && level !== "heading"
      ? `within heading ${heading.code} (${heading.title})`
      : heading
        ? `for ${heading.title.charAt(0).toLowerCase()}${heading.title.slice(1)}`
        : goods
          ? `in chapter ${chapter.code} (${chapter.title})`
          : "covering all services";
  const summary = `${shown} is ${goods ? "an HSN" : "a SAC"} ${LEVEL_NAMES[level]} ${where}${parsed.section ? `, ${parsed.section.label}` : ""}. ${invoiceVerdict(parsed)}`;

  const figures: Figure[] = [
    { name: "code", label: "Code", value: code, format: "text", note: `${LEVEL_NAMES[level].replace(/^./, (c) => c.toUpperCase())}, ${code.length} digits` },
    {
      name: "kind",
      label: "Kind",
      value: kind,
      format: "text",
      note: goods ? "Goods: Harmonized System of Nomenclature" : "Services: Services Accounting Code",
    },
    {
      name: "chapter",
      label: "Chapter",
      value: chapterText,
      format: "text",
      note: chapter.status === "india-only" ? "In India's Customs Tariff only, not in the international HS" : undefined,
    },
    { name: "section", label: "Section", value: sectionText(parsed), format: "text" },
  ];
  if (heading) figures.push({ name: "heading", label: "Service heading", value: `${heading.code} — ${heading.title}`, format: "text" });

  const notes = [DATA_NOTE, RATE_NOTE];
  if (goods) {
    notes.push(
      "A well-formed code is not always a real one: this tool checks the chapter but cannot tell whether a heading or sub-heading exists, or whether it fits your goods. The tariff's text and its section and chapter notes decide; an advance ruling settles a doubtful case.",
    );
  }
  if (goods && parsed.section?.id === "VI") {
    // UNSURE: the amending notification's list of chemicals is not held here; we name it only.
    notes.push("For a short list of chemicals, Notification 90/2020-Central Tax asks for all 8 digits on every invoice, whatever the turnover.");
  }

  return {
    summary,
    groups: [{ title: `What ${shown} means`, figures }],
    breakdown: [{ title: "What each part of the code means", steps: partSteps(parsed) }, invoiceSection(parsed)],
    notes,
  };
}

function partSteps(parsed: ParsedCode): Step[] {
  const { code, kind, chapter, heading } = parsed;
  if (kind === "SAC") {
    const steps: Step[] = [{ label: `Digits 1–2: chapter ${SAC_CHAPTER.code}`, text: `${SAC_CHAPTER.title}: every service has a code starting 99`, reference: SAC_REFERENCE }];
    if (parsed.section) steps.push({ label: parsed.section.label, text: parsed.section.title, reference: SAC_REFERENCE });
    if (heading) steps.push({ label: `Digits 1–4: heading ${heading.code}`, text: heading.title, reference: SAC_REFERENCE });
    if (code.length === 6) {
      steps.push({
        label: `Digits 1–6: service code ${code}`,
        text: `Digit 5 is the service group within heading ${code.slice(0, 4)} and digit 6 the service within the group; their wording is in the scheme, not in this tool's data`,
        reference: SAC_REFERENCE,
      });
    }
    return steps;
  }

  const indiaOnly = chapter.status === "india-only";
  // Chapter 98 and its headings are India's own, so the tariff rather than the HS is their source.
  const chapterReference = indiaOnly ? INDIA_CHAPTER_REFERENCE : HS_REFERENCE;
  const steps: Step[] = [];
  if (parsed.section) steps.push({ label: parsed.section.label, text: parsed.section.title, reference: HS_REFERENCE });
  steps.push({
    label: `Digits 1–2: chapter ${chapter.code}`,
    text: indiaOnly ? `${chapter.title} (India's Customs Tariff only)` : chapter.title,
    reference: chapterReference,
  });
  if (code.length >= 4) {
    steps.push({
      label: `Digits 1–4: heading ${code.slice(0, 4)}`,
      text: `One of the headings of chapter ${chapter.code}; its wording is in the tariff, not in this tool's data`,
      reference: chapterReference,
    });
  }
  if (code.length >= 6) {
    steps.push({
      label: `Digits 1–6: sub-heading ${spaced(code.slice(0, 6))}`,
      text: indiaOnly ? "A sub-heading of India's own chapter 98" : "The finest level shared by every country that uses the Harmonized System",
      reference: indiaOnly ? chapterReference : "World Customs Organization, Harmonized System, 2022 edition",
    });
  }
  if (code.length === 8) {
    steps.push({
      label: `Digits 1–8: tariff item ${spaced(code)}`,
      text: "India's own split of the sub-heading, used for customs duty and in ITC (HS) for imports and exports",
      reference: "First Schedule to the Customs Tariff Act, 1975",
    });
  }
  return steps;
}

function invoiceSection(parsed: ParsedCode): StepSection {
  const steps: Step[] = [
    {
      label: `Turnover up to ${turnoverLimit} in the previous year`,
      text: `${rules.digitsUpToLimit.value} digits on tax invoices to registered buyers; optional on invoices to unregistered buyers`,
      reference: rules.digitsUpToLimit.reference,
    },
    {
      label: `Turnover above ${turnoverLimit}`,
      text: `${rules.digitsAboveLimit.value} digits on every tax invoice`,
      reference: rules.digitsAboveLimit.reference,
    },
  ];
  if (parsed.kind === "HSN") {
    steps.push({
      label: "Imports and exports",
      text: `All ${rules.digitsForImportsAndExports.value} digits of the tariff item on the bill of entry or shipping bill`,
      reference: rules.digitsForImportsAndExports.reference,
    });
  }
  steps.push({
    label: `This code has ${parsed.code.length} digits`,
    text: invoiceVerdict(parsed),
    reference: parsed.chapter.status === "india-only" ? rules.digitsForImportsAndExports.reference : rules.digitsAboveLimit.reference,
  });
  return { title: "How many digits an invoice needs (from 1 April 2021)", steps };
}

function wordsResult(query: string): CalculatorResult {
  const matches = searchHsn(query, Number.POSITIVE_INFINITY);
  const listed = matches.slice(0, HSN_FINDER_TABLE_LIMIT);
  const terms = queryTerms(query);
  const count = matches.length;

  const summary =
    count === 0
      ? `Nothing matches "${query}". Try one plain word for the material or kind of goods (cotton, steel, furniture) or the service (repair, transport), or enter the code from a bill.`
      : `${count} ${count === 1 ? "chapter or heading matches" : "chapters and headings match"} "${query}", best first${
          count > listed.length ? `; the first ${listed.length} are listed` : ""
        }. Enter a code from the list to see what its digits mean and how many an invoice needs.`;

  const searched: Step[] = [];
  if (terms.words.length > 0) {
    searched.push({ label: "Words searched", text: terms.words.join(", "), reference: "Case, accents, punctuation and a plural \"s\" ignored; words such as \"and\" or \"of\" skipped" });
  }
  if (terms.digits !== "") searched.push({ label: "Digits searched", text: terms.digits, reference: "Codes that are, start with or contain these digits" });

  return {
    summary,
    groups: [{ title: "Search", figures: [{ name: "matches", label: "Matches", value: count, format: "number" }] }],
    breakdown: [
      {
        title: "How the matches are ranked",
        steps: [
          ...searched,
          { label: "1. The code itself", text: "A code typed in full comes first, then codes that start with the digits, then the chapter or heading they fall in" },
          { label: "2. Words in the title", text: "Every word found whole in the title, then at the start of a title word, then inside one" },
          { label: "3. Words in the section", text: "Entries found only with help from their section's title come after those found in their own title" },
          { label: "4. Ties", text: "In code order" },
        ],
      },
    ],
    notes: [
      "Titles are our short wording of the official chapter and heading titles. A product is often named only in the headings below a chapter, so search for its material or kind (cotton, steel, furniture) rather than a brand or model.",
      DATA_NOTE,
      RATE_NOTE,
    ],
    tables: [
      {
        caption: `Chapters and service headings matching "${query}"`,
        columns: HSN_FINDER_TABLE_COLUMNS,
        rows: listed.map((match) => [match.code, match.kind, match.title, match.section]),
      },
    ],
  };
}
