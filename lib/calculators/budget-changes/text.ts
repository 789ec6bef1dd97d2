import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import type { LawStage } from "@/lib/tax/law-status";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import { budgetChangesMeta } from "./meta";

/*
 * Every word the budget-changes page shows, in English and Hindi. The labels of what changed
 * come from lib/tax/year-differences-text.ts; the instruments of the law (YEAR_LAW) come in
 * English and the Hindi messages cite them in Hindi.
 */

/** "Finance Act, 2026 (Act No. 4 of 2026)" → "वित्त अधिनियम, 2026 (2026 का अधिनियम सं. 4)"; "S.O. 969(E), as amended" → "S.O. 969(E), यथा संशोधित". */
const hiInstrument = (english: string) =>
  english
    .split(/ with the /)
    .map((part) => {
      const number = /\s*\(Act No\. (\d+) of (\d{4})\)$/.exec(part);
      const name = number ? part.slice(0, number.index) : part;
      const amended = /, as amended$/.test(name);
      const cited = hindiCitation(name.replace(/, as amended$/, ""));
      return `${cited}${amended ? ", यथा संशोधित" : ""}${number ? ` (${number[2]} का अधिनियम सं. ${number[1]})` : ""}`;
    })
    .join(" और ");

const en = {
  description: budgetChangesMeta.description,
  keywords: budgetChangesMeta.keywords,
  groupYears: "The two years",
  groupIncome: "Income",
  groupDeductions: "Exemptions and deductions (old regime)",
  from: "Compare the year",
  to: "With the year",
  toHelp: "A year marked “proposed” has rates a Finance Bill proposes: not yet law.",
  ageHelp: "Age on the last day of the year. It changes the old regime's tax-free limit only.",
  salary: "Gross salary (yearly)",
  salaryHelp: "Salary or pension before any deduction.",
  other: "Income from other sources (yearly)",
  otherHelp: "Interest from savings and deposits, and the like.",
  hra: "Exempt HRA claimed",
  hraHelp: "Old regime only.",
  ded80c: "Section 80C investments",
  ded80cHelp: "Counted up to the year's limit.",
  ded80d: "Section 80D health insurance",
  ded80dHelp: "Counted up to the year's limits.",
  hl: "Home-loan interest (self-occupied)",
  hlHelp: "Old regime only; counted up to the year's limit.",
  laterYear: "Choose a year later than the year you compare.",
  /** the year mid-sentence, from its label ("Tax year 2026-27" reads as "tax year 2026-27") */
  inSentence: (label: string) => label.replace(/^Tax year/, "tax year"),
  stage: { proposed: "Proposed", enacted: "Enacted", notified: "Notified" } as Readonly<Record<LawStage, string>>,
  /** an instrument of YEAR_LAW or a provision ("Finance Act, 2026 (Act No. 4 of 2026)", "clause 2") */
  instrument: (english: string) => english,
  status: (stage: string, instrument: string, provision: string) => `${stage}: ${instrument}${provision ? `, ${provision}` : ""}`,
  newRegime: "New regime",
  oldRegime: "Old regime",
  tableCaption: (from: string, to: string) => `What the law changes from ${from} to ${to}`,
  columnRule: "Rule",
  columnSource: "Source and status",
  noChange: "No rate, limit or date in our rules differs between these years",
  summarySame: (proposed: boolean, tax: string, to: string, from: string) =>
    `On this income your tax ${proposed ? "would stay" : "stays"} at ${tax} with the cheaper regime: ${to} ${proposed ? "would" : "does"} not change it from ${from}.`,
  summaryChange: (proposed: boolean, down: boolean, change: string, before: string, from: string, after: string, to: string) =>
    `On this income your tax with the cheaper regime ${proposed ? "would go" : "goes"} ${down ? "down" : "up"} by ${change}, from ${before} in ${from} to ${after} in ${to}.`,
  headline: (from: string, to: string, salary: string, before: string, after: string) => `${from} to ${to}, salary ${salary}: tax ${before} then ${after}`,
  newRegimeSteps: (year: string) => `${year}, new regime`,
  oldRegimeSteps: (year: string) => `${year}, old regime`,
  changeForYou: "The change for you",
  taxSaved: "Tax saved (cheaper regime)",
  extraTax: "Extra tax (cheaper regime)",
  regimeWord: { old: "old", new: "new" } as Readonly<Record<"old" | "new", string>>,
  cheaperNote: (before: string, from: string, after: string, to: string) => `Cheaper regime: ${before} in ${from}, ${after} in ${to}`,
  changedValues: "Rates, limits and dates that changed",
  notes: [
    "The list of changes is read from the same rules the calculators use, value by value, so it covers the slabs, rebate, standard deduction, deduction limits, surcharge and cess, capital-gains rates, advance tax, the late fee, return due dates, revised returns and the tax audit. A change to a rule those tables do not hold (a new deduction, a TDS rate) shows in its own calculator.",
    "Both years are worked out on the same income and claims. Limits apply as each year's law sets them; capital gains, dividends and crypto have their own calculators.",
  ] as readonly string[],
  // The values of the table of changes.
  none: "None",
  yes: "Yes",
  no: "No",
  nil: "nil",
  bandAbove: (from: string, rate: string) => `above ${from}: ${rate}`,
  bandUpTo: (upTo: string, rate: string) => `up to ${upTo}: ${rate}`,
  band: (from: string, upTo: string, rate: string) => `${from} to ${upTo}: ${rate}`,
  explanation: [
    "Each Budget, on 1 February, the Finance Bill proposes the next year's rates: slabs, the rebate, the standard deduction, deduction limits, surcharge, capital-gains rates. They become law when Parliament passes the Finance Act, usually in March. This page puts your income through both years' rules and shows what the change means for you, in both regimes.",
    "Below the figures is every rate, limit and date that differs between the two years, with the Act, Bill clause or Rules behind it and whether it is law or only proposed. On Budget day the proposed year appears here within hours of the speech, marked “proposed” everywhere, and switches to law when the Finance Act is passed.",
    "You can compare any two years the site has: FY 2024-25 with FY 2025-26 shows the big change of Budget 2025 (no tax up to ₹12 lakh in the new regime); FY 2025-26 with tax year 2026-27 shows that Budget 2026 kept the rates while the Income-tax Act, 2025 renumbered the sections.",
  ] as readonly string[],
  faq: [
    {
      question: "Are the proposed figures final?",
      answer:
        "No. A Finance Bill can be amended before Parliament passes it, and the figures of a proposed year are marked as proposals on every screen until the Finance Act is passed. Plan with them, but file and pay under the law in force.",
    },
    {
      question: "Why does my tax not change although the Budget changed something?",
      answer:
        "A change matters to you only if it touches your income or claims: a new surcharge band changes nothing below it, and an old-regime limit changes nothing if you choose the new regime. The table lists every change; the figures above show the ones that reach your tax.",
    },
    {
      question: "Which regime does the comparison use?",
      answer: "It works out both regimes for both years and compares the cheaper one in each year, since you can choose each year.",
    },
  ] as readonly { question: string; answer: string }[],
};

const hi: TranslationOf<typeof en> = {
  description:
    "देखें कि बजट से आपके लिए क्या बदलता है: एक ही आय पर एक वर्ष बनाम दूसरे वर्ष का आपका आयकर, दोनों कर व्यवस्थाओं में, और दोनों वर्षों के बीच बदली हर दर, सीमा और तारीख, उसके स्रोत के साथ और यह बताते हुए कि वह कानून है या सिर्फ़ प्रस्ताव।",
  keywords: "बजट 2027 कैलकुलेटर, बजट से मेरे लिए क्या बदलता है, वित्त विधेयक 2027, कर वर्ष 2027-28, कर वर्ष 2026-27, पुरानी बनाम नई कर व्यवस्था, बजट में टैक्स के बदलाव",
  groupYears: "दोनों वर्ष",
  groupIncome: "आय",
  groupDeductions: "छूट और कटौतियाँ (पुरानी कर व्यवस्था)",
  from: "इस वर्ष की तुलना करें",
  to: "इस वर्ष से",
  toHelp: "“प्रस्तावित” लिखे वर्ष की दरें वित्त विधेयक में प्रस्तावित हैं: वे अभी कानून नहीं हैं।",
  ageHelp: "वर्ष के आखिरी दिन आपकी आयु। इससे सिर्फ़ पुरानी कर व्यवस्था की कर-मुक्त सीमा बदलती है।",
  salary: "सकल वेतन (सालाना)",
  salaryHelp: "किसी भी कटौती से पहले का वेतन या पेंशन।",
  other: "अन्य स्रोतों से आय (सालाना)",
  otherHelp: "बचत खाते और जमा पर मिला ब्याज और ऐसी ही दूसरी आय।",
  hra: "दावा की गई HRA छूट",
  hraHelp: "सिर्फ़ पुरानी कर व्यवस्था में।",
  ded80c: "धारा 80C के निवेश",
  ded80cHelp: "वर्ष की सीमा तक गिने जाते हैं।",
  ded80d: "धारा 80D स्वास्थ्य बीमा",
  ded80dHelp: "वर्ष की सीमाओं तक गिना जाता है।",
  hl: "होम लोन का ब्याज (अपने रहने वाला मकान)",
  hlHelp: "सिर्फ़ पुरानी कर व्यवस्था में; वर्ष की सीमा तक गिना जाता है।",
  laterYear: "तुलना वाले वर्ष के बाद का कोई वर्ष चुनें।",
  inSentence: (label: string) => label,
  stage: { proposed: "प्रस्तावित", enacted: "अधिनियमित", notified: "अधिसूचित" },
  instrument: hiInstrument,
  status: (stage: string, instrument: string, provision: string) => `${stage}: ${instrument}${provision ? `, ${provision}` : ""}`,
  newRegime: "नई कर व्यवस्था",
  oldRegime: "पुरानी कर व्यवस्था",
  tableCaption: (from: string, to: string) => `${from} से ${to} तक कानून में क्या बदलता है`,
  columnRule: "नियम",
  columnSource: "स्रोत और स्थिति",
  noChange: "हमारे नियमों में इन वर्षों के बीच कोई दर, सीमा या तारीख अलग नहीं है",
  summarySame: (proposed: boolean, tax: string, to: string, from: string) =>
    proposed
      ? `इस आय पर सस्ती कर व्यवस्था के साथ आपका टैक्स ${tax} ही रहेगा: ${to} इसे ${from} के मुकाबले नहीं बदलेगा।`
      : `इस आय पर सस्ती कर व्यवस्था के साथ आपका टैक्स ${tax} ही रहता है: ${to} इसे ${from} के मुकाबले नहीं बदलता।`,
  summaryChange: (proposed: boolean, down: boolean, change: string, before: string, from: string, after: string, to: string) =>
    `इस आय पर सस्ती कर व्यवस्था के साथ आपका टैक्स ${change} ${down ? (proposed ? "घटेगा" : "घटता है") : proposed ? "बढ़ेगा" : "बढ़ता है"}: ${from} में ${before} से ${to} में ${after}।`,
  headline: (from: string, to: string, salary: string, before: string, after: string) => `${from} से ${to}, वेतन ${salary}: टैक्स पहले ${before}, फिर ${after}`,
  newRegimeSteps: (year: string) => `${year}, नई कर व्यवस्था`,
  oldRegimeSteps: (year: string) => `${year}, पुरानी कर व्यवस्था`,
  changeForYou: "आपके लिए बदलाव",
  taxSaved: "टैक्स में बचत (सस्ती कर व्यवस्था)",
  extraTax: "अतिरिक्त टैक्स (सस्ती कर व्यवस्था)",
  regimeWord: { old: "पुरानी", new: "नई" },
  cheaperNote: (before: string, from: string, after: string, to: string) => `सस्ती कर व्यवस्था: ${from} में ${before}, ${to} में ${after}`,
  changedValues: "बदली हुई दरें, सीमाएँ और तारीखें",
  notes: [
    "बदलावों की सूची एक-एक मान करके उन्हीं नियमों से पढ़ी जाती है जिनसे कैलकुलेटर चलते हैं, इसलिए इसमें स्लैब, रिबेट, मानक कटौती, कटौतियों की सीमाएँ, अधिभार और उपकर, पूँजीगत लाभ की दरें, अग्रिम कर, विलंब शुल्क, रिटर्न की अंतिम तारीखें, संशोधित रिटर्न और टैक्स ऑडिट आते हैं। किसी ऐसे नियम का बदलाव, जो इन तालिकाओं में नहीं है (कोई नई कटौती, TDS की कोई दर), उसके अपने कैलकुलेटर में दिखता है।",
    "दोनों वर्षों का हिसाब एक ही आय और दावों पर लगाया गया है। सीमाएँ हर वर्ष के कानून के हिसाब से लागू होती हैं; पूँजीगत लाभ, डिविडेंड और क्रिप्टो के लिए अलग कैलकुलेटर हैं।",
  ],
  none: "कोई नहीं",
  yes: "हाँ",
  no: "नहीं",
  nil: "शून्य",
  bandAbove: (from: string, rate: string) => `${from} से ऊपर: ${rate}`,
  bandUpTo: (upTo: string, rate: string) => `${upTo} तक: ${rate}`,
  band: (from: string, upTo: string, rate: string) => `${from} से ${upTo}: ${rate}`,
  explanation: [
    "हर बजट में, 1 फ़रवरी को, वित्त विधेयक अगले वर्ष की दरें प्रस्तावित करता है: स्लैब, रिबेट, मानक कटौती, कटौतियों की सीमाएँ, अधिभार, पूँजीगत लाभ की दरें। संसद जब वित्त अधिनियम पारित करती है, आम तौर पर मार्च में, तब ये कानून बनती हैं। यह पेज आपकी आय पर दोनों वर्षों के नियम लागू करता है और दिखाता है कि बदलाव का आपके लिए क्या मतलब है, दोनों कर व्यवस्थाओं में।",
    "आँकड़ों के नीचे हर वह दर, सीमा और तारीख है जो दोनों वर्षों में अलग है, उसके पीछे के अधिनियम, विधेयक के खंड या नियमों के साथ, और यह भी कि वह कानून है या सिर्फ़ प्रस्ताव। बजट के दिन प्रस्तावित वर्ष भाषण के कुछ घंटों के भीतर यहाँ आ जाता है, हर जगह “प्रस्तावित” लिखा होता है, और वित्त अधिनियम पारित होने पर वह कानून के रूप में दिखने लगता है।",
    "आप साइट पर मौजूद किन्हीं भी दो वर्षों की तुलना कर सकते हैं: वित्तीय वर्ष 2024-25 की वित्तीय वर्ष 2025-26 से तुलना बजट 2025 का बड़ा बदलाव दिखाती है (नई कर व्यवस्था में ₹12 लाख तक कोई टैक्स नहीं); वित्तीय वर्ष 2025-26 की कर वर्ष 2026-27 से तुलना दिखाती है कि बजट 2026 ने दरें नहीं बदलीं, जबकि आयकर अधिनियम, 2025 ने धाराओं के नंबर बदल दिए।",
  ],
  faq: [
    {
      question: "क्या प्रस्तावित आँकड़े अंतिम हैं?",
      answer:
        "नहीं। संसद से पारित होने से पहले वित्त विधेयक में संशोधन हो सकता है, और प्रस्तावित वर्ष के आँकड़े वित्त अधिनियम पारित होने तक हर स्क्रीन पर प्रस्ताव के रूप में दिखाए जाते हैं। योजना इनसे बनाएँ, पर रिटर्न दाखिल करें और टैक्स चुकाएँ लागू कानून के हिसाब से।",
    },
    {
      question: "बजट में कुछ बदला, फिर भी मेरा टैक्स क्यों नहीं बदला?",
      answer:
        "कोई बदलाव आपके लिए तभी मायने रखता है जब वह आपकी आय या दावों को छुए: अधिभार का नया स्लैब उससे नीचे की आय पर कुछ नहीं बदलता, और पुरानी कर व्यवस्था की कोई सीमा कुछ नहीं बदलती अगर आप नई कर व्यवस्था चुनते हैं। तालिका हर बदलाव दिखाती है; ऊपर के आँकड़े वे बदलाव दिखाते हैं जो आपके टैक्स तक पहुँचते हैं।",
    },
    {
      question: "तुलना किस कर व्यवस्था से होती है?",
      answer: "यह दोनों वर्षों के लिए दोनों कर व्यवस्थाओं का हिसाब लगाता है और हर वर्ष की सस्ती कर व्यवस्था की तुलना करता है, क्योंकि आप हर वर्ष अपनी कर व्यवस्था चुन सकते हैं।",
    },
  ],
};

export const BUDGET_CHANGES_TEXT: Catalogues<typeof en> = { en, hi };
