import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { CodeLevel } from "@/lib/hsn/search";
import { hsnFinderMeta } from "./meta";

/*
 * Every word the HSN/SAC finder shows, in English and Hindi. The titles of sections,
 * chapters and service headings are the official classification's (in our short English
 * wording, lib/hsn/hsn-data.ts); no official Hindi list is held, so the Hindi result names
 * them by number and the Hindi page shows the titles themselves in English, marked
 * lang="en" (components/calculators/lookups/hsn-official-titles.tsx).
 */

/** What a code's summary needs: its parts, titles included (the English text quotes them). */
export interface CodeSummary {
  shown: string;
  goods: boolean;
  level: CodeLevel;
  /** The heading a finer code is within, or the code's own heading. */
  heading?: { code: string; title: string; own: boolean };
  chapter: { code: string; title: string };
  sectionLabel?: string;
  verdict: string;
}

const LEVELS_EN: Readonly<Record<CodeLevel, string>> = {
  chapter: "chapter",
  heading: "heading",
  "sub-heading": "sub-heading",
  "tariff item": "tariff item",
  service: "service code",
};

export const LEVELS_HI: Readonly<Record<CodeLevel, string>> = {
  chapter: "अध्याय",
  heading: "शीर्षक",
  "sub-heading": "उप-शीर्षक",
  "tariff item": "टैरिफ़ आइटम",
  service: "सेवा कोड",
};

/** "Section XVI" → "खंड XVI", "SAC section 8" → "SAC खंड 8", "SAC sections 5 to 9 — all services" and the like. */
export const sectionHi = (english: string) =>
  english
    .replace(/^SAC sections 5 to 9(?: —|:) all services$/, "SAC खंड 5 से 9: सभी सेवाएँ")
    .replace(/^SAC section (\d+)(?:(?: —|:) .*)?$/, "SAC खंड $1")
    .replace(/^Section ([IVXLC]+)(?:(?: —|:) .*)?$/, "खंड $1");

const en = {
  description: hsnFinderMeta.description,
  keywords: hsnFinderMeta.keywords,
  label: "HSN/SAC code or words",
  help: "A code from an invoice or bill (like 8517 or 9983), or words for the goods or service (like cotton or repair).",
  placeholder: "8517 or cotton",
  hsReference: "Harmonized System, 2022 edition, as in the First Schedule to the Customs Tariff Act, 1975",
  indiaChapterReference: "First Schedule to the Customs Tariff Act, 1975, chapter 98",
  sacReference: "Scheme of Classification of Services, Annexure to Notification 11/2017-Central Tax (Rate)",
  sacChapterSection: "SAC sections 5 to 9 — all services",
  turnoverLimit: (english: string) => english,
  empty: "Enter an HSN or SAC code (like 8517 or 9983), or words for the goods or service (like cotton or repair).",
  noWord:
    'Type a word of at least 2 letters (like tea or steel) or a code; one-letter words and words such as "and" or "of" are skipped because they match almost everything.',
  dataNote:
    "This tool's own data holds the 21 sections, the chapters and the SAC service headings only. Finer headings below chapter level, and GST rates, come from the live look-up when it is available.",
  rateNote:
    "A GST rate belongs to the exact entry in the rate schedule (as rationalised from 22 September 2025), not to a chapter or heading as a whole, so this tool never guesses one.",
  levels: LEVELS_EN,
  verdictIndiaOnly: "Chapter 98 is used for customs duty and the IGST on these imports, not on invoices for supplies within India.",
  verdictTooShort: (digits: number) => `Not enough on a tax invoice: at least the ${digits}-digit heading is needed.`,
  verdictB2b: (limit: string, digits: number) =>
    `Enough on B2B invoices if your turnover last year was up to ${limit}; above that, invoices need ${digits} digits.`,
  verdictSac: "Enough on every GST invoice, whatever your turnover.",
  verdictHsn: (digits: number) => `Enough on every GST invoice, whatever your turnover; imports and exports need all ${digits} digits.`,
  verdictFull: "Enough on every GST invoice, and the full tariff item that imports and exports need.",
  sectionText: (label: string, title: string) => `${label} — ${title}`,
  summaryCode: (c: CodeSummary) => {
    const where =
      c.heading && !c.heading.own
        ? `within heading ${c.heading.code} (${c.heading.title})`
        : c.heading
          ? `for ${c.heading.title.charAt(0).toLowerCase()}${c.heading.title.slice(1)}`
          : c.goods
            ? `in chapter ${c.chapter.code} (${c.chapter.title})`
            : "covering all services";
    return `${c.shown} is ${c.goods ? "an HSN" : "a SAC"} ${LEVELS_EN[c.level]} ${where}${c.sectionLabel ? `, ${c.sectionLabel}` : ""}. ${c.verdict}`;
  },
  code: "Code",
  codeNote: (level: CodeLevel, digits: number) => `${LEVELS_EN[level].replace(/^./, (c) => c.toUpperCase())}, ${digits} digits`,
  kind: "Kind",
  kindGoods: "Goods: Harmonized System of Nomenclature",
  kindServices: "Services: Services Accounting Code",
  chapter: "Chapter",
  chapterValue: (code: string, title: string) => `${code} — ${title}`,
  chapterIndiaOnly: "In India's Customs Tariff only, not in the international HS",
  section: "Section",
  sectionValue: (text: string) => text,
  serviceHeading: "Service heading",
  headingValue: (code: string, title: string) => `${code} — ${title}`,
  noteNotReal:
    "A well-formed code is not always a real one: this tool checks the chapter but cannot tell whether a heading or sub-heading exists, or whether it fits your goods. The tariff's text and its section and chapter notes decide; an advance ruling settles a doubtful case.",
  noteChemicals: "For a short list of chemicals, Notification 90/2020-Central Tax asks for all 8 digits on every invoice, whatever the turnover.",
  whatMeans: (shown: string) => `What ${shown} means`,
  partsTitle: "What each part of the code means",
  // Parts of the code
  sacChapterLabel: (code: string) => `Digits 1–2: chapter ${code}`,
  sacChapterText: (title: string) => `${title}: every service has a code starting 99`,
  sectionLabel: (label: string) => label,
  /** A title from the data, as the step shows it. */
  title: (title: string) => title,
  sacHeadingLabel: (code: string) => `Digits 1–4: heading ${code}`,
  sacServiceLabel: (code: string) => `Digits 1–6: service code ${code}`,
  sacServiceText: (heading: string) =>
    `Digit 5 is the service group within heading ${heading} and digit 6 the service within the group; their wording is in the scheme, not in this tool's data`,
  chapterLabel: (code: string) => `Digits 1–2: chapter ${code}`,
  chapterText: (title: string, indiaOnly: boolean) => (indiaOnly ? `${title} (India's Customs Tariff only)` : title),
  headingLabel: (code: string) => `Digits 1–4: heading ${code}`,
  headingText: (chapter: string) => `One of the headings of chapter ${chapter}; its wording is in the tariff, not in this tool's data`,
  subHeadingLabel: (code: string) => `Digits 1–6: sub-heading ${code}`,
  subHeadingIndia: "A sub-heading of India's own chapter 98",
  subHeadingText: "The finest level shared by every country that uses the Harmonized System",
  wcoReference: "World Customs Organization, Harmonized System, 2022 edition",
  tariffItemLabel: (code: string) => `Digits 1–8: tariff item ${code}`,
  tariffItemText: "India's own split of the sub-heading, used for customs duty and in ITC (HS) for imports and exports",
  tariffReference: "First Schedule to the Customs Tariff Act, 1975",
  // Invoice digits
  /** The rules' references (lib/hsn/hsn-data.ts), as the page cites them. */
  invoiceDigitsReference: (english: string) => english,
  importsReference: (english: string) => english,
  upToLimit: (limit: string) => `Turnover up to ${limit} in the previous year`,
  upToLimitText: (digits: number) => `${digits} digits on tax invoices to registered buyers; optional on invoices to unregistered buyers`,
  aboveLimit: (limit: string) => `Turnover above ${limit}`,
  aboveLimitText: (digits: number) => `${digits} digits on every tax invoice`,
  importsExports: "Imports and exports",
  importsExportsText: (digits: number) => `All ${digits} digits of the tariff item on the bill of entry or shipping bill`,
  thisCode: (digits: number) => `This code has ${digits} digits`,
  invoiceTitle: "How many digits an invoice needs (from 1 April 2021)",
  // Words
  nothing: (query: string) =>
    `Nothing matches "${query}". Try one plain word for the material or kind of goods (cotton, steel, furniture) or the service (repair, transport), or enter the code from a bill.`,
  matches: (count: number, query: string, listed: number) =>
    `${count} ${count === 1 ? "chapter or heading matches" : "chapters and headings match"} "${query}", best first${
      count > listed ? `; the first ${listed} are listed` : ""
    }. Enter a code from the list to see what its digits mean and how many an invoice needs.`,
  wordsSearched: "Words searched",
  wordsSearchedReference: 'Case, accents, punctuation and a plural "s" ignored; words such as "and" or "of" skipped',
  digitsSearched: "Digits searched",
  digitsSearchedReference: "Codes that are, start with or contain these digits",
  search: "Search",
  matchesLabel: "Matches",
  rankingTitle: "How the matches are ranked",
  rank1: "1. The code itself",
  rank1Text: "A code typed in full comes first, then codes that start with the digits, then the chapter or heading they fall in",
  rank2: "2. Words in the title",
  rank2Text: "Every word found whole in the title, then at the start of a title word, then inside one",
  rank3: "3. Words in the section",
  rank3Text: "Entries found only with help from their section's title come after those found in their own title",
  rank4: "4. Ties",
  rank4Text: "In code order",
  noteTitles:
    "Titles are our short wording of the official chapter and heading titles. A product is often named only in the headings below a chapter, so search for its material or kind (cotton, steel, furniture) rather than a brand or model.",
  tableCaption: (query: string) => `Chapters and service headings matching "${query}"`,
  tableColumns: ["Code", "Kind", "Title", "Section"] as readonly string[],
  explanation: [
    "HSN, the Harmonized System of Nomenclature, is the World Customs Organization's numbering of goods, used by more than 200 countries for customs and trade statistics. India uses its 2022 edition in the Customs Tariff, and GST uses the same codes. Services have their own codes under GST, the Services Accounting Codes (SAC), from the CBIC's Scheme of Classification of Services: all of them start 99.",
    "The Harmonized System has 21 sections and 97 chapters (chapter 77 is kept empty for future use). The first 2 digits of a goods code are its chapter, 4 digits a heading, 6 digits a sub-heading, the same in every country. India adds 2 more for the 8-digit tariff item used in customs and in ITC (HS), and has its own chapter 98 for project imports, baggage and similar imports. A SAC code has 4 digits for its heading (9954 construction, 9983 other professional, technical and business services) and 6 for the service.",
    "How many digits must an invoice show? From 1 April 2021, under Notification 78/2020-Central Tax, a business whose aggregate turnover in the previous year was up to ₹5 crore shows at least 4 digits on invoices to registered buyers (and need not show them to unregistered ones); above ₹5 crore, at least 6 digits on every invoice. Imports and exports are declared by the full 8-digit tariff item. The codes let the tax department match your invoices, returns and the rates charged.",
    "This tool reads a code and tells you what each part means, or searches the section, chapter and service-heading titles by words. It does not give GST rates: a rate belongs to the exact entry in the rate schedule, as rationalised from 22 September 2025 into mainly 5% and 18% with 40% for a few goods, and entries within one heading often differ.",
  ] as readonly string[],
  faq: [
    {
      question: "What is the difference between an HSN code and a SAC code?",
      answer:
        "HSN codes classify goods, using the international Harmonized System; SAC codes classify services, using the CBIC's Scheme of Classification of Services. SAC codes all start with 99, a chapter the Harmonized System leaves to each country for its own use, so one field on an invoice can hold either.",
    },
    {
      question: "How many digits of the HSN code must I put on my invoice?",
      answer:
        "If your aggregate turnover in the previous financial year was up to ₹5 crore, at least 4 digits on invoices to registered buyers; on invoices to unregistered buyers the code is optional. Above ₹5 crore, at least 6 digits on every invoice. This is Notification 78/2020-Central Tax, in force from 1 April 2021. The same rule applies to SAC codes for services.",
    },
    {
      question: "Why is the code 7700 (or any code starting 77) invalid?",
      answer:
        "Chapter 77 of the Harmonized System is reserved for possible future use: no goods are classified in it, so no real code starts 77. Codes starting 00 do not exist either; chapters run from 01 to 97, with 98 in India's tariff and 99 for services.",
    },
    {
      question: "Can this tool tell me the GST rate for my code?",
      answer:
        "No. A GST rate belongs to the exact entry in the rate notifications, and entries inside one chapter or even one heading can carry different rates. Since 22 September 2025 most goods are at 5% or 18%, with 40% for a few such as pan masala and large cars, but only the entry for your goods decides.",
    },
    {
      question: "I searched for my product and found nothing. What now?",
      answer:
        "This tool holds the chapter and section titles for goods and the headings for services, in short wording. Products are usually named only in the finer headings, so search for what the goods are made of or what kind of goods they are (cotton, steel, furniture, toys), or use the code printed on your supplier's invoice or the bill of entry.",
    },
    {
      question: "What is chapter 98?",
      answer:
        "A chapter only India's Customs Tariff has, for imports classified by how they come in rather than what they are: goods for specified projects, laboratory chemicals, passengers' baggage, personal imports by post or air and ships' stores. It is used for customs duty and the IGST on those imports, not for supplies within India.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const TITLE_BELOW = "आधिकारिक शीर्षक नीचे, अंग्रेज़ी में";



export const HSN_FINDER_TEXT: Catalogues<typeof en> = translatable("HSN_FINDER_TEXT", en);
