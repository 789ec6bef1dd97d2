import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
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

const LEVELS_HI: Readonly<Record<CodeLevel, string>> = {
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

const TITLE_BELOW = "आधिकारिक शीर्षक नीचे, अंग्रेज़ी में";

const hi: TranslationOf<typeof en> = {
  description: "जानें कि माल का HSN कोड या सेवा का SAC कोड अंक-दर-अंक क्या बताता है, और आपके GST इनवॉइस पर कितने अंक ज़रूरी हैं; या शब्दों से अध्याय या सेवा शीर्षक खोजें।",
  keywords:
    "HSN कोड, SAC कोड, HSN कोड खोज, SAC कोड सूची, हार्मोनाइज़्ड सिस्टम, GST HSN कोड, सेवा लेखा कोड, इनवॉइस पर HSN के अंक, अधिसूचना 78/2020, सीमा शुल्क टैरिफ़ अध्याय",
  label: "HSN/SAC कोड या शब्द",
  help: "इनवॉइस या बिल से कोड (जैसे 8517 या 9983), या माल या सेवा के लिए शब्द; शीर्षक अंग्रेज़ी में हैं, इसलिए शब्द अंग्रेज़ी में लिखें।",
  placeholder: "8517",
  hsReference: "हार्मोनाइज़्ड सिस्टम, 2022 संस्करण, जैसा सीमा शुल्क टैरिफ़ अधिनियम, 1975 की पहली अनुसूची में है",
  indiaChapterReference: "सीमा शुल्क टैरिफ़ अधिनियम, 1975 की पहली अनुसूची, अध्याय 98",
  sacReference: "सेवा वर्गीकरण योजना, अधिसूचना 11/2017-केंद्रीय कर (दर) का अनुबंध",
  sacChapterSection: "SAC खंड 5 से 9: सभी सेवाएँ",
  turnoverLimit: (english: string) => english.replace(/ crore$/, " करोड़").replace(/ lakh$/, " लाख"),
  empty: "HSN या SAC कोड दर्ज करें (जैसे 8517 या 9983), या माल या सेवा के लिए शब्द।",
  noWord: "कम से कम 2 अक्षरों का शब्द या कोई कोड लिखें; एक अक्षर वाले शब्द और “and” या “of” जैसे शब्द छोड़ दिए जाते हैं, क्योंकि वे लगभग हर चीज़ से मेल खाते हैं।",
  dataNote: "इस टूल के अपने डेटा में सिर्फ़ 21 खंड, अध्याय और SAC सेवा शीर्षक हैं। अध्याय से नीचे के बारीक शीर्षक और GST दरें लाइव जानकारी से आती हैं, जब वह उपलब्ध हो।",
  rateNote: "GST दर दर अनुसूची की सटीक प्रविष्टि से तय होती है (22 सितंबर 2025 से सरल की गई), पूरे अध्याय या शीर्षक से नहीं, इसलिए यह टूल कभी दर का अंदाज़ा नहीं लगाता।",
  levels: LEVELS_HI,
  verdictIndiaOnly: "अध्याय 98 इन आयातों पर सीमा शुल्क और IGST के लिए है, भारत के भीतर की आपूर्ति के इनवॉइस के लिए नहीं।",
  verdictTooShort: (digits: number) => `टैक्स इनवॉइस के लिए काफ़ी नहीं: कम से कम ${digits} अंकों का शीर्षक चाहिए।`,
  verdictB2b: (limit: string, digits: number) =>
    `अगर पिछले वर्ष आपका टर्नओवर ${limit} तक था, तो कारोबारी खरीदारों (B2B) के इनवॉइस के लिए काफ़ी है; उससे ऊपर इनवॉइस पर ${digits} अंक चाहिए।`,
  verdictSac: "टर्नओवर चाहे जो हो, हर GST इनवॉइस के लिए काफ़ी है।",
  verdictHsn: (digits: number) => `टर्नओवर चाहे जो हो, हर GST इनवॉइस के लिए काफ़ी है; आयात और निर्यात में पूरे ${digits} अंक चाहिए।`,
  verdictFull: "हर GST इनवॉइस के लिए काफ़ी है, और यह वह पूरा टैरिफ़ आइटम है जो आयात और निर्यात में चाहिए।",
  sectionText: (label: string) => sectionHi(label),
  summaryCode: (c: CodeSummary) => {
    const where =
      c.heading && !c.heading.own
        ? `, शीर्षक ${c.heading.code} के भीतर`
        : c.goods
          ? c.level === "chapter"
            ? ""
            : `, अध्याय ${c.chapter.code} में`
          : c.heading
            ? ""
            : ", जिसमें सभी सेवाएँ आती हैं";
    const section = c.sectionLabel ? ` (${sectionHi(c.sectionLabel)})` : "";
    return `${c.shown} एक ${c.goods ? "HSN" : "SAC"} ${LEVELS_HI[c.level]} है${where}${section}। ${c.verdict}`;
  },
  code: "कोड",
  codeNote: (level: CodeLevel, digits: number) => `${LEVELS_HI[level]}, ${digits} अंक`,
  kind: "प्रकार",
  kindGoods: "माल: हार्मोनाइज़्ड सिस्टम ऑफ़ नोमेनक्लेचर",
  kindServices: "सेवाएँ: सेवा लेखा कोड",
  chapter: "अध्याय",
  chapterValue: (code: string) => code,
  chapterIndiaOnly: "सिर्फ़ भारत के सीमा शुल्क टैरिफ़ में, अंतरराष्ट्रीय हार्मोनाइज़्ड सिस्टम में नहीं",
  section: "खंड",
  sectionValue: (text: string) => sectionHi(text),
  serviceHeading: "सेवा शीर्षक",
  headingValue: (code: string) => code,
  noteNotReal:
    "सही बनावट वाला कोड हमेशा असली नहीं होता: यह टूल अध्याय जाँचता है, पर यह नहीं बता सकता कि कोई शीर्षक या उप-शीर्षक है या नहीं, या वह आपके माल पर लागू होता है या नहीं। फ़ैसला टैरिफ़ का पाठ और उसके खंड और अध्याय के नोट करते हैं; संदेह हो तो अग्रिम विनिर्णय (एडवांस रूलिंग) से मामला तय होता है।",
  noteChemicals: "कुछ रसायनों की छोटी सूची के लिए अधिसूचना 90/2020-केंद्रीय कर हर इनवॉइस पर पूरे 8 अंक माँगती है, टर्नओवर चाहे जो हो।",
  whatMeans: (shown: string) => `${shown} का मतलब`,
  partsTitle: "कोड का हर हिस्सा क्या बताता है",
  sacChapterLabel: (code: string) => `अंक 1–2: अध्याय ${code}`,
  sacChapterText: () => "सभी सेवाएँ: हर सेवा का कोड 99 से शुरू होता है",
  sectionLabel: (label: string) => sectionHi(label),
  title: () => TITLE_BELOW,
  sacHeadingLabel: (code: string) => `अंक 1–4: शीर्षक ${code}`,
  sacServiceLabel: (code: string) => `अंक 1–6: सेवा कोड ${code}`,
  sacServiceText: (heading: string) => `अंक 5 शीर्षक ${heading} के भीतर सेवा समूह है और अंक 6 समूह के भीतर सेवा; इनका पाठ योजना में है, इस टूल के डेटा में नहीं`,
  chapterLabel: (code: string) => `अंक 1–2: अध्याय ${code}`,
  chapterText: (_title: string, indiaOnly: boolean) => (indiaOnly ? `${TITLE_BELOW} (सिर्फ़ भारत के सीमा शुल्क टैरिफ़ में)` : TITLE_BELOW),
  headingLabel: (code: string) => `अंक 1–4: शीर्षक ${code}`,
  headingText: (chapter: string) => `अध्याय ${chapter} के शीर्षकों में से एक; इसका पाठ टैरिफ़ में है, इस टूल के डेटा में नहीं`,
  subHeadingLabel: (code: string) => `अंक 1–6: उप-शीर्षक ${code}`,
  subHeadingIndia: "भारत के अपने अध्याय 98 का उप-शीर्षक",
  subHeadingText: "सबसे बारीक स्तर जो हार्मोनाइज़्ड सिस्टम अपनाने वाले हर देश में एक जैसा है",
  wcoReference: "विश्व सीमा शुल्क संगठन, हार्मोनाइज़्ड सिस्टम, 2022 संस्करण",
  tariffItemLabel: (code: string) => `अंक 1–8: टैरिफ़ आइटम ${code}`,
  tariffItemText: "उप-शीर्षक का भारत का अपना बँटवारा, जो सीमा शुल्क में और आयात-निर्यात के ITC (HS) में इस्तेमाल होता है",
  tariffReference: "सीमा शुल्क टैरिफ़ अधिनियम, 1975 की पहली अनुसूची",
  invoiceDigitsReference: () => "अधिसूचना 78/2020-केंद्रीय कर, 15 अक्टूबर 2020, CGST नियम, 2017 के नियम 46 के पहले परंतुक के तहत",
  importsReference: () => "सीमा शुल्क टैरिफ़ अधिनियम, 1975 की पहली अनुसूची (8 अंकों के टैरिफ़ आइटम), और विदेश व्यापार नीति के तहत ITC (HS)",
  upToLimit: (limit: string) => `पिछले वर्ष ${limit} तक का टर्नओवर`,
  upToLimitText: (digits: number) => `पंजीकृत खरीदारों को टैक्स इनवॉइस पर ${digits} अंक; अपंजीकृत खरीदारों के इनवॉइस पर ज़रूरी नहीं`,
  aboveLimit: (limit: string) => `${limit} से ज़्यादा टर्नओवर`,
  aboveLimitText: (digits: number) => `हर टैक्स इनवॉइस पर ${digits} अंक`,
  importsExports: "आयात और निर्यात",
  importsExportsText: (digits: number) => `बिल ऑफ़ एंट्री या शिपिंग बिल पर टैरिफ़ आइटम के पूरे ${digits} अंक`,
  thisCode: (digits: number) => `इस कोड में ${digits} अंक हैं`,
  invoiceTitle: "इनवॉइस पर कितने अंक चाहिए (1 अप्रैल 2021 से)",
  nothing: (query: string) =>
    `“${query}” से कुछ नहीं मिला। माल की सामग्री या किस्म (जैसे cotton, steel, furniture) या सेवा (जैसे repair, transport) के लिए एक सीधा अंग्रेज़ी शब्द आज़माएँ, या बिल पर लिखा कोड दर्ज करें।`,
  matches: (count: number, query: string, listed: number) =>
    `“${query}” से ${count} ${count === 1 ? "अध्याय या शीर्षक मिलता है" : "अध्याय और शीर्षक मिलते हैं"}, सबसे करीबी पहले${
      count > listed ? `; पहले ${listed} की सूची दी है` : ""
    }। सूची से कोई कोड दर्ज करें, तो दिखेगा कि उसके अंक क्या बताते हैं और इनवॉइस पर कितने चाहिए।`,
  wordsSearched: "खोजे गए शब्द",
  wordsSearchedReference: "छोटे-बड़े अक्षर, मात्राचिह्न, विराम चिह्न और बहुवचन का “s” अनदेखा; “and” या “of” जैसे शब्द छोड़ दिए गए",
  digitsSearched: "खोजे गए अंक",
  digitsSearchedReference: "वे कोड जो ये अंक हैं, इनसे शुरू होते हैं या इन्हें रखते हैं",
  search: "खोज",
  matchesLabel: "मिली प्रविष्टियाँ",
  rankingTitle: "मिली प्रविष्टियाँ किस क्रम में हैं",
  rank1: "1. कोड खुद",
  rank1Text: "पूरा लिखा कोड सबसे पहले, फिर इन अंकों से शुरू होने वाले कोड, फिर वह अध्याय या शीर्षक जिसमें वे आते हैं",
  rank2: "2. शीर्षक में शब्द",
  rank2Text: "शीर्षक में पूरा मिला हर शब्द, फिर शीर्षक के किसी शब्द की शुरुआत में, फिर किसी शब्द के भीतर",
  rank3: "3. खंड में शब्द",
  rank3Text: "जो प्रविष्टियाँ सिर्फ़ अपने खंड के शीर्षक की मदद से मिलीं, वे अपने ही शीर्षक में मिली प्रविष्टियों के बाद आती हैं",
  rank4: "4. बराबरी",
  rank4Text: "कोड के क्रम में",
  noteTitles:
    "शीर्षक आधिकारिक अध्याय और शीर्षकों का हमारा छोटा रूप हैं, अंग्रेज़ी में; इनकी कोई आधिकारिक हिंदी सूची यहाँ नहीं है। कोई उत्पाद अक्सर अध्याय के नीचे के शीर्षकों में ही नाम से आता है, इसलिए ब्रांड या मॉडल की जगह उसकी सामग्री या किस्म (cotton, steel, furniture) खोजें।",
  tableCaption: (query: string) => `“${query}” से मिलते अध्याय और सेवा शीर्षक`,
  tableColumns: ["कोड", "प्रकार", "खंड"],
  explanation: [
    "HSN, यानी हार्मोनाइज़्ड सिस्टम ऑफ़ नोमेनक्लेचर, विश्व सीमा शुल्क संगठन की माल की नंबर-व्यवस्था है, जिसे 200 से ज़्यादा देश सीमा शुल्क और व्यापार के आँकड़ों के लिए इस्तेमाल करते हैं। भारत अपने सीमा शुल्क टैरिफ़ में इसका 2022 संस्करण इस्तेमाल करता है, और वस्तु एवं सेवा कर (GST) में भी यही कोड चलते हैं। GST में सेवाओं के अपने कोड हैं, सेवा लेखा कोड (SAC), जो केंद्रीय अप्रत्यक्ष कर और सीमा शुल्क बोर्ड (CBIC) की सेवा वर्गीकरण योजना से आते हैं: ये सब 99 से शुरू होते हैं।",
    "हार्मोनाइज़्ड सिस्टम में 21 खंड और 97 अध्याय हैं (अध्याय 77 आगे के इस्तेमाल के लिए खाली रखा गया है)। माल के कोड के पहले 2 अंक उसका अध्याय हैं, 4 अंक शीर्षक, 6 अंक उप-शीर्षक, जो हर देश में एक जैसे हैं। भारत सीमा शुल्क और ITC (HS) में इस्तेमाल होने वाले 8 अंकों के टैरिफ़ आइटम के लिए 2 अंक और जोड़ता है, और परियोजना आयात, सामान (बैगेज) और ऐसे ही आयातों के लिए उसका अपना अध्याय 98 है। SAC कोड में शीर्षक के 4 अंक होते हैं (9954 निर्माण, 9983 अन्य पेशेवर, तकनीकी और कारोबारी सेवाएँ) और सेवा के 6।",
    "इनवॉइस पर कितने अंक दिखाने ज़रूरी हैं? 1 अप्रैल 2021 से, अधिसूचना 78/2020-केंद्रीय कर के तहत, जिस कारोबार का पिछले वर्ष का कुल टर्नओवर ₹5 करोड़ तक था, वह पंजीकृत खरीदारों के इनवॉइस पर कम से कम 4 अंक दिखाता है (अपंजीकृत खरीदारों के लिए ज़रूरी नहीं); ₹5 करोड़ से ऊपर, हर इनवॉइस पर कम से कम 6 अंक। आयात और निर्यात पूरे 8 अंकों के टैरिफ़ आइटम से घोषित होते हैं। इन कोड से कर विभाग आपके इनवॉइस, रिटर्न और लगाई गई दरों का मिलान करता है।",
    "यह टूल कोड पढ़कर बताता है कि उसका हर हिस्सा क्या कहता है, या खंड, अध्याय और सेवा शीर्षकों के शीर्षक (अंग्रेज़ी में) शब्दों से खोजता है। यह GST दरें नहीं बताता: दर दर अनुसूची की सटीक प्रविष्टि से तय होती है, जिसे 22 सितंबर 2025 से मुख्य रूप से 5% और 18% पर, और कुछ वस्तुओं के लिए 40% पर, सरल किया गया है, और एक ही शीर्षक की प्रविष्टियों की दरें अक्सर अलग होती हैं।",
  ],
  faq: [
    {
      question: "HSN कोड और SAC कोड में क्या अंतर है?",
      answer:
        "HSN कोड अंतरराष्ट्रीय हार्मोनाइज़्ड सिस्टम के हिसाब से माल का वर्गीकरण करते हैं; SAC कोड CBIC की सेवा वर्गीकरण योजना के हिसाब से सेवाओं का। सभी SAC कोड 99 से शुरू होते हैं, जो अध्याय हार्मोनाइज़्ड सिस्टम हर देश के अपने इस्तेमाल के लिए छोड़ता है, इसलिए इनवॉइस का एक ही खाना दोनों में से कोई भी कोड रख सकता है।",
    },
    {
      question: "मुझे अपने इनवॉइस पर HSN कोड के कितने अंक लिखने हैं?",
      answer:
        "अगर पिछले वित्तीय वर्ष में आपका कुल टर्नओवर ₹5 करोड़ तक था, तो पंजीकृत खरीदारों के इनवॉइस पर कम से कम 4 अंक; अपंजीकृत खरीदारों के इनवॉइस पर कोड ज़रूरी नहीं। ₹5 करोड़ से ऊपर, हर इनवॉइस पर कम से कम 6 अंक। यह अधिसूचना 78/2020-केंद्रीय कर है, जो 1 अप्रैल 2021 से लागू है। सेवाओं के SAC कोड पर भी यही नियम है।",
    },
    {
      question: "कोड 7700 (या 77 से शुरू होने वाला कोई कोड) गलत क्यों है?",
      answer:
        "हार्मोनाइज़्ड सिस्टम का अध्याय 77 आगे के संभावित इस्तेमाल के लिए खाली रखा गया है: इसमें कोई माल वर्गीकृत नहीं है, इसलिए कोई असली कोड 77 से शुरू नहीं होता। 00 से शुरू होने वाले कोड भी नहीं हैं; अध्याय 01 से 97 तक हैं, भारत के टैरिफ़ में 98 और सेवाओं के लिए 99।",
    },
    {
      question: "क्या यह टूल मेरे कोड की GST दर बता सकता है?",
      answer:
        "नहीं। GST दर दर अधिसूचनाओं की सटीक प्रविष्टि से तय होती है, और एक ही अध्याय या एक ही शीर्षक की प्रविष्टियों की दरें भी अलग हो सकती हैं। 22 सितंबर 2025 से ज़्यादातर माल 5% या 18% पर है, और पान मसाला और बड़ी कारों जैसी कुछ वस्तुओं पर 40%, पर फ़ैसला सिर्फ़ आपके माल की प्रविष्टि करती है।",
    },
    {
      question: "मैंने अपना उत्पाद खोजा और कुछ नहीं मिला। अब क्या करूँ?",
      answer:
        "इस टूल में माल के अध्याय और खंड के शीर्षक और सेवाओं के शीर्षक छोटे रूप में, अंग्रेज़ी में हैं। उत्पादों के नाम आम तौर पर बारीक शीर्षकों में ही आते हैं, इसलिए अंग्रेज़ी में खोजें कि माल किस चीज़ से बना है या किस किस्म का है (कपास, स्टील, फ़र्नीचर, खिलौने), या अपने आपूर्तिकर्ता के इनवॉइस या बिल ऑफ़ एंट्री पर छपा कोड इस्तेमाल करें।",
    },
    {
      question: "अध्याय 98 क्या है?",
      answer:
        "यह अध्याय सिर्फ़ भारत के सीमा शुल्क टैरिफ़ में है, उन आयातों के लिए जिनका वर्गीकरण इससे होता है कि वे कैसे आते हैं, न कि वे क्या हैं: तय परियोजनाओं के लिए माल, प्रयोगशाला के रसायन, यात्रियों का सामान, डाक या हवाई रास्ते से निजी आयात और जहाज़ों के भंडार। यह इन आयातों पर सीमा शुल्क और IGST के लिए है, भारत के भीतर की आपूर्ति के लिए नहीं।",
    },
  ],
};

export const HSN_FINDER_TEXT: Catalogues<typeof en> = { en, hi };
