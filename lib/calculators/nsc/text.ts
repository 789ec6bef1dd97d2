import { NSC_RATE } from "@/lib/finance/nsc";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import { sectionNumberOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { nscMeta } from "./meta";

/*
 * Every word the NSC calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const SECTION_80C_NEW = sectionNumberOf("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const SECTION_80C = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** In short labels: "section 123 / 80C". */
const SECTION_80C_SHORT = `section ${SECTION_80C_NEW} / 80C`;
const SECTION_80C_LONG = "section 80C of the Income-tax Act, 1961 (section 123 and Schedule XV of the Income-tax Act, 2025 from tax year 2026-27)";
/** The same in Hindi. */
const SECTION_80C_HI = `धारा ${SECTION_80C_NEW} (1961 के अधिनियम की धारा 80C)`;
const SECTION_80C_SHORT_HI = `धारा ${SECTION_80C_NEW} / 80C`;

const en = {
  description: nscMeta.description,
  keywords: nscMeta.keywords,
  groupCertificate: "Your certificate",
  amount: "Amount invested",
  amountHelp: (minimum: string, multiple: string) =>
    `At least ${minimum}, in multiples of ${multiple}. There is no upper limit, but only ₹1.5 lakh a year counts for ${SECTION_80C}.`,
  rate: "Interest rate, % a year",
  rateHelp: (rate: number) =>
    `${rate}% for certificates bought from 1 April 2023 (unchanged to 31 March 2026). The rate on the day you buy applies for all five years.`,
  suggestionsEither: (below: string, above: string) => `${below} or ${above}`,
  multipleError: (multiple: string, suggestions: string) => `NSCs are bought in multiples of ${multiple}: enter ${suggestions}, for example.`,
  summary: (amount: string, rate: string, maturity: string, tenure: number, interest: string, reinvested: string, reinvestedYears: number) =>
    `${amount} in NSC at ${rate} a year, compounded yearly, grows to ${maturity} after ${tenure} years: ${interest} of interest, of which ${reinvested} (years 1 to ${reinvestedYears}) counts again for ${SECTION_80C} in the old regime.`,
  stepAmount: "Amount invested",
  stepRate: "Rate, compounded yearly and fixed for the term (r)",
  stepTerm: "Term",
  years: (count: number) => `${count} years`,
  stepPerThousand: (tenure: number) => `Maturity value of ₹1,000: 1,000 × (1 + r)^${tenure}, to the paisa`,
  stepMaturity: (perThousand: string, amount: string) => `Your maturity value: ${perThousand} × ${amount} ÷ 1,000, to the rupee`,
  stepMaturityReference: (reference: string) => `${reference}, rounded to the nearest rupee`,
  stepInterest: "Interest: maturity value less amount invested",
  stepInterestReference: "Accrues every year; taxable as income from other sources at your slab rate",
  stepTableYear: (year: number, opening: string, rate: string) => `Year ${year}: ${opening} × ${rate}`,
  stepReinvested: (years: number) => `Interest of years 1 to ${years}, deemed reinvested`,
  stepLastYear: (year: number) => `Interest of year ${year}: taxable, not reinvested`,
  stepLastYearReference: (reference: string) => `${reference}; the fifth year's interest is paid at maturity and is only taxable`,
  /** A rule's reference as the page shows it (the scheme's name in the page's language). */
  reference: (reference: string) => reference,
  rateReference: NSC_RATE.reference,
  groupResult: "Your National Savings Certificate",
  interest: "Interest earned",
  maturity: (tenure: number) => `Maturity value after ${tenure} years`,
  reinvestedInterest: (years: number) => `Interest that counts for ${SECTION_80C_SHORT} (years 1 to ${years})`,
  perThousand: "Maturity value of ₹1,000",
  breakdownMaturity: "Maturity value",
  breakdownTable: "Interest on ₹1,000, year by year (the scheme's table)",
  breakdownTax: `Interest and ${SECTION_80C_SHORT} (old regime)`,
  yearLabel: (year: number) => `Year ${year}`,
  scheduleCaption: "Your NSC, year by year",
  columns: [
    "Year",
    "Opening balance",
    "Interest accrued",
    `Deemed reinvested (${SECTION_80C_SHORT})`,
    "Amount invested",
    "Total value",
  ] as readonly string[],
  chartTitle: "Amount invested and total value of the NSC at the end of each year",
  seriesInvested: "Amount invested",
  seriesValue: "Total value",
  noteRate: (entered: string, rate: number) =>
    `You entered ${entered}: certificates bought from 1 April 2023 earn ${rate}%. Use the rate printed on your certificate, which is the rate on the day of purchase.`,
  noteRateReset: `${NSC_RATE.note ?? ""}`.trim(),
  noteProportion: (perThousand: string, amount: string, tenure: number) =>
    `The post office pays any amount in proportion to the scheme's figure for ₹1,000 (${perThousand}), rounded to the rupee; for an amount that is not a multiple of ₹1,000 that can differ by a rupee or two from ${amount} × (1 + r)^${tenure}.`,
  noteTax: (years: number) =>
    `The interest is added to the certificate every year and paid with it at maturity. It is taxable as income from other sources at your slab rate, and no TDS is deducted, so declare it yourself. Most people declare it year by year as it accrues: then the interest of years 1 to ${years} counts as a fresh investment under ${SECTION_80C_LONG}, within the ₹1.5 lakh limit, in the old regime only.`,
  noteDeposit: `The deposit itself also counts under ${SECTION_80C} in the old regime. The new regime allows neither deduction.`,
  noteEncash:
    "A certificate cannot be cashed before five years except on the holder's death, forfeiture by a pledgee or a court order; it can be pledged as security for a loan.",
  explanation: [
    "The National Savings Certificate (VIII Issue) is a five-year savings certificate sold by post offices, and by some banks, under the National Savings Certificates (VIII Issue) Scheme, 2019. You invest at least ₹1,000, in multiples of ₹100, with no upper limit. An adult can hold it alone or jointly with up to two others, a guardian can buy it for a minor, and a minor of ten or more can hold it in their own name. HUFs and non-residents cannot buy it.",
    "Interest is compounded once a year and paid only at maturity, so the certificate's value is P × (1 + r)^5. The scheme states its figures for ₹1,000: at 7.7%, the interest for each year is ₹77.00, ₹82.93, ₹89.31, ₹96.19 and ₹103.60, and ₹1,000 becomes ₹1,449.03. Other amounts get the same in proportion, rounded to the rupee, so ₹1,00,000 becomes ₹1,44,903. The rate on the day you buy is fixed for the whole five years, whatever happens to later quarters' rates; the Ministry of Finance kept it at 7.7% in every quarter from 1 April 2023 to 31 March 2026.",
    `Tax: in the old regime the amount invested counts for the ₹1.5 lakh deduction under ${SECTION_80C}. The interest is taxable at your slab rate. The interest of the first four years is treated as reinvested in the certificate, so, if you declare it each year, it counts for ${SECTION_80C} again that year. The fifth year's interest is only taxable. No TDS is deducted on NSC interest.`,
  ] as readonly string[],
  faq: [
    {
      question: "How much will ₹1 lakh in NSC be worth after five years?",
      answer:
        "At 7.7% it becomes ₹1,44,903: ₹44,903 of interest. The scheme's figure is ₹1,449.03 for every ₹1,000, and the post office pays other amounts in proportion, rounded to the rupee.",
    },
    {
      question: "Is NSC interest taxable?",
      answer: `Yes, as income from other sources at your slab rate, in both regimes. No TDS is deducted, so you must declare it. Most people declare the interest every year as it accrues; in the old regime the interest of years 1 to 4 then also counts for ${SECTION_80C}, because it is deemed reinvested, so within the ₹1.5 lakh limit the two cancel out. The fifth year's interest is taxed in the year of maturity.`,
    },
    {
      question: `Can I claim NSC under ${SECTION_80C} in the new tax regime?`,
      answer: `No. Neither the amount invested nor the deemed reinvested interest can be deducted in the new regime, which allows no deduction under ${SECTION_80C}. The interest is still taxable in the new regime.`,
    },
    {
      question: "Can I cash an NSC before five years?",
      answer:
        "Only in three cases: the death of the holder (or of any joint holder), forfeiture by a pledgee to whom it was pledged as security, or an order of a court. Encashed within a year, it returns only the amount invested; after that, a reduced rate of interest applies.",
    },
    {
      question: "Does a rate change affect an NSC I already hold?",
      answer:
        "No. The Ministry of Finance sets small-savings rates every quarter, but an NSC earns the rate on the day it was bought for its whole five years. Enter the rate printed on your certificate to see its maturity value.",
    },
  ] as readonly { question: string; answer: string }[],
};

const SECTION_80C_LONG_HI = "आयकर अधिनियम, 1961 की धारा 80C (कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की धारा 123 और अनुसूची XV)";

const hi: TranslationOf<typeof en> = {
  description:
    "जानें कि राष्ट्रीय बचत पत्र (NSC, VIII निर्गम) पर 7.7% सालाना चक्रवृद्धि ब्याज से पाँच साल बाद कितना मिलेगा, हर साल कितना ब्याज जुड़ता है, और उसमें से कितना धारा 80C (कर वर्ष 2026-27 से धारा 123) में फिर से गिना जाता है।",
  keywords:
    "NSC कैलकुलेटर, राष्ट्रीय बचत पत्र, NSC VIII निर्गम, NSC ब्याज दर 7.7%, NSC मैच्योरिटी राशि, NSC 80C, NSC धारा 123, NSC पर जुड़ा ब्याज, डाकघर NSC, कर वर्ष 2026-27",
  groupCertificate: "आपका बचत पत्र",
  amount: "निवेश की राशि",
  amountHelp: (minimum: string, multiple: string) =>
    `कम से कम ${minimum}, ${multiple} के गुणक में। कोई ऊपरी सीमा नहीं है, पर साल में सिर्फ़ ₹1.5 लाख ही ${SECTION_80C_HI} में गिने जाते हैं।`,
  rate: "ब्याज दर, % सालाना",
  rateHelp: (rate: number) => `1 अप्रैल 2023 से खरीदे गए पत्रों पर ${rate}% (31 मार्च 2026 तक कोई बदलाव नहीं)। खरीद के दिन की दर पूरे पाँच साल लागू रहती है।`,
  suggestionsEither: (below: string, above: string) => `${below} या ${above}`,
  multipleError: (multiple: string, suggestions: string) => `NSC ${multiple} के गुणक में ही खरीदे जाते हैं: उदाहरण के लिए ${suggestions} दर्ज करें।`,
  summary: (amount: string, rate: string, maturity: string, tenure: number, interest: string, reinvested: string, reinvestedYears: number) =>
    `NSC में लगाए ${amount}, ${rate} सालाना चक्रवृद्धि ब्याज पर, ${tenure} साल बाद ${maturity} हो जाते हैं: ${interest} ब्याज, जिसमें से ${reinvested} (वर्ष 1 से ${reinvestedYears} तक का) पुरानी कर व्यवस्था में ${SECTION_80C_HI} के तहत फिर से गिना जाता है।`,
  stepAmount: "निवेश की राशि",
  stepRate: "दर, सालाना चक्रवृद्धि और पूरी अवधि के लिए तय (r)",
  stepTerm: "अवधि",
  years: (count: number) => `${count} साल`,
  stepPerThousand: (tenure: number) => `₹1,000 की मैच्योरिटी राशि: 1,000 × (1 + r)^${tenure}, पैसे तक`,
  stepMaturity: (perThousand: string, amount: string) => `आपकी मैच्योरिटी राशि: ${perThousand} × ${amount} ÷ 1,000, पूरे रुपये तक`,
  stepMaturityReference: (reference: string) => `${reference}, निकटतम रुपये तक पूर्णांकित`,
  stepInterest: "ब्याज: मैच्योरिटी राशि घटा निवेश की राशि",
  stepInterestReference: "हर साल जुड़ता है; आपके स्लैब की दर से अन्य स्रोतों से आय के रूप में कर योग्य",
  stepTableYear: (year: number, opening: string, rate: string) => `वर्ष ${year}: ${opening} × ${rate}`,
  stepReinvested: (years: number) => `वर्ष 1 से ${years} तक का ब्याज, दोबारा निवेश माना गया`,
  stepLastYear: (year: number) => `वर्ष ${year} का ब्याज: कर योग्य, दोबारा निवेश नहीं माना जाता`,
  stepLastYearReference: (reference: string) => `${reference}; पाँचवें वर्ष का ब्याज मैच्योरिटी पर मिलता है और सिर्फ़ कर योग्य है`,
  reference: (reference: string) =>
    citeIn(reference.replace(/National Savings Certificates \(VIII Issue\) Scheme, 2019/g, "राष्ट्रीय बचत पत्र (VIII निर्गम) योजना, 2019"), "hi").text,
  rateReference:
    "वित्त मंत्रालय (आर्थिक कार्य विभाग, बजट प्रभाग) का 31-03-2023 का कार्यालय ज्ञापन, वित्तीय वर्ष 2023-24 की पहली तिमाही की लघु बचत दरें; वित्तीय वर्ष 2025-26 की चौथी तिमाही तक हर तिमाही यही दर (कार्यालय ज्ञापन सं. 1/4/2019-NS, 31-12-2025); ₹1,000 की मैच्योरिटी राशि: राष्ट्रीय बचत पत्र (VIII निर्गम) योजना, 2019 (G.S.R. 919(E), 12-12-2019), पैरा 5",
  groupResult: "आपका राष्ट्रीय बचत पत्र (NSC)",
  interest: "कुल ब्याज",
  maturity: (tenure: number) => `${tenure} साल बाद मैच्योरिटी राशि`,
  reinvestedInterest: (years: number) => `${SECTION_80C_SHORT_HI} में गिना जाने वाला ब्याज (वर्ष 1 से ${years})`,
  perThousand: "₹1,000 की मैच्योरिटी राशि",
  breakdownMaturity: "मैच्योरिटी राशि",
  breakdownTable: "₹1,000 पर हर वर्ष का ब्याज (योजना की तालिका)",
  breakdownTax: `ब्याज और ${SECTION_80C_SHORT_HI} (पुरानी कर व्यवस्था)`,
  yearLabel: (year: number) => `वर्ष ${year}`,
  scheduleCaption: "आपका NSC, वर्ष-दर-वर्ष",
  columns: ["वर्ष", "शुरुआती मूल्य", "जुड़ा ब्याज", `दोबारा निवेश माना गया (${SECTION_80C_SHORT_HI})`, "निवेश की राशि", "कुल मूल्य"],
  chartTitle: "हर वर्ष के अंत में निवेश की राशि और NSC का कुल मूल्य",
  seriesInvested: "निवेश की राशि",
  seriesValue: "कुल मूल्य",
  noteRate: (entered: string, rate: number) =>
    `आपने ${entered} दर्ज किया है: 1 अप्रैल 2023 से खरीदे गए पत्रों पर ${rate}% मिलता है। अपने पत्र पर छपी दर लें, जो खरीद के दिन की दर होती है।`,
  noteRateReset: "दरें हर तिमाही तय होती हैं; 1 अप्रैल 2026 से शुरू होने वाली तिमाहियों की दरें यहाँ जाँची नहीं गई हैं। खरीद के दिन की दर पूरी अवधि लागू रहती है।",
  noteProportion: (perThousand: string, amount: string, tenure: number) =>
    `डाकघर किसी भी राशि का भुगतान ₹1,000 के लिए योजना के आँकड़े (${perThousand}) के अनुपात में, पूरे रुपये तक पूर्णांकित करके करता है; जो राशि ₹1,000 की गुणक नहीं है, उसके लिए यह ${amount} × (1 + r)^${tenure} से एक-दो रुपये अलग हो सकता है।`,
  noteTax: (years: number) =>
    `ब्याज हर साल पत्र में जुड़ता है और मैच्योरिटी पर उसके साथ मिलता है। यह आपके स्लैब की दर से अन्य स्रोतों से आय के रूप में कर योग्य है, और इस पर स्रोत पर कर कटौती (TDS) नहीं होती, इसलिए इसे आपको खुद बताना होगा। ज़्यादातर लोग इसे हर साल जुड़ते ही आय में दिखाते हैं: तब वर्ष 1 से ${years} तक का ब्याज ${SECTION_80C_LONG_HI} के तहत नया निवेश माना जाता है, ₹1.5 लाख की सीमा के भीतर, और सिर्फ़ पुरानी कर व्यवस्था में।`,
  noteDeposit: `जमा राशि भी पुरानी कर व्यवस्था में ${SECTION_80C_HI} के तहत गिनी जाती है। नई कर व्यवस्था में इनमें से कोई कटौती नहीं मिलती।`,
  noteEncash: "पाँच साल से पहले पत्र भुनाया नहीं जा सकता, सिवाय धारक की मृत्यु, गिरवी रखने वाले द्वारा ज़ब्ती या अदालत के आदेश के; लोन के लिए इसे गिरवी रखा जा सकता है।",
  explanation: [
    "राष्ट्रीय बचत पत्र (NSC, VIII निर्गम) पाँच साल का बचत पत्र है, जिसे डाकघर और कुछ बैंक राष्ट्रीय बचत पत्र (VIII निर्गम) योजना, 2019 के तहत बेचते हैं। इसमें कम से कम ₹1,000 लगाने होते हैं, ₹100 के गुणक में, और कोई ऊपरी सीमा नहीं है। कोई वयस्क इसे अकेले या अधिकतम दो और लोगों के साथ संयुक्त रूप से ले सकता है, अभिभावक नाबालिग के लिए खरीद सकते हैं, और दस साल या उससे बड़ा नाबालिग इसे अपने नाम से रख सकता है। हिंदू अविभाजित परिवार (HUF) और अनिवासी इसे नहीं खरीद सकते।",
    "ब्याज साल में एक बार चक्रवृद्धि होता है और सिर्फ़ मैच्योरिटी (परिपक्वता) पर मिलता है, इसलिए पत्र का मूल्य P × (1 + r)^5 होता है। योजना अपने आँकड़े ₹1,000 के लिए देती है: 7.7% पर हर साल का ब्याज ₹77.00, ₹82.93, ₹89.31, ₹96.19 और ₹103.60 है, और ₹1,000 बढ़कर ₹1,449.03 हो जाते हैं। दूसरी राशियों को इसी अनुपात में, पूरे रुपये तक पूर्णांकित करके मिलता है, इसलिए ₹1,00,000 बढ़कर ₹1,44,903 हो जाते हैं। खरीद के दिन की दर पूरे पाँच साल के लिए तय रहती है, बाद की तिमाहियों की दरें कुछ भी हों; वित्त मंत्रालय ने 1 अप्रैल 2023 से 31 मार्च 2026 तक हर तिमाही इसे 7.7% पर रखा।",
    `टैक्स: पुरानी कर व्यवस्था में निवेश की राशि ${SECTION_80C_HI} के तहत ₹1.5 लाख की कटौती में गिनी जाती है। ब्याज आपके स्लैब की दर से कर योग्य है। पहले चार साल का ब्याज पत्र में दोबारा निवेश माना जाता है, इसलिए अगर आप उसे हर साल आय में दिखाते हैं, तो वह उसी साल फिर से ${SECTION_80C_HI} में गिना जाता है। पाँचवें साल का ब्याज सिर्फ़ कर योग्य है। NSC के ब्याज पर स्रोत पर कर कटौती (TDS) नहीं होती।`,
  ],
  faq: [
    {
      question: "NSC में ₹1 लाख पाँच साल बाद कितने हो जाएँगे?",
      answer:
        "7.7% पर ₹1,44,903: यानी ₹44,903 ब्याज। योजना का आँकड़ा हर ₹1,000 पर ₹1,449.03 है, और डाकघर दूसरी राशियों का भुगतान इसी अनुपात में, पूरे रुपये तक पूर्णांकित करके करता है।",
    },
    {
      question: "क्या NSC का ब्याज कर योग्य है?",
      answer: `हाँ, दोनों कर व्यवस्थाओं में, अन्य स्रोतों से आय के रूप में आपके स्लैब की दर से। स्रोत पर कर कटौती (TDS) नहीं होती, इसलिए इसे आपको खुद आय में दिखाना होगा। ज़्यादातर लोग ब्याज को हर साल जुड़ते ही दिखाते हैं; तब पुरानी कर व्यवस्था में वर्ष 1 से 4 का ब्याज दोबारा निवेश माने जाने के कारण ${SECTION_80C_HI} में भी गिना जाता है, इसलिए ₹1.5 लाख की सीमा के भीतर दोनों एक-दूसरे को बराबर कर देते हैं। पाँचवें साल के ब्याज पर मैच्योरिटी वाले साल में टैक्स लगता है।`,
    },
    {
      question: `क्या नई कर व्यवस्था में NSC पर ${SECTION_80C_HI} की कटौती मिलती है?`,
      answer: `नहीं। नई कर व्यवस्था में ${SECTION_80C_HI} की कोई कटौती नहीं मिलती, इसलिए न निवेश की राशि घटाई जा सकती है, न दोबारा निवेश माना गया ब्याज। ब्याज नई कर व्यवस्था में भी कर योग्य रहता है।`,
    },
    {
      question: "क्या NSC पाँच साल से पहले भुनाया जा सकता है?",
      answer:
        "सिर्फ़ तीन हालात में: धारक (या किसी संयुक्त धारक) की मृत्यु पर, जिसके पास यह ज़मानत के तौर पर गिरवी रखा गया हो उसके द्वारा ज़ब्ती पर, या अदालत के आदेश पर। एक साल के भीतर भुनाने पर सिर्फ़ निवेश की राशि लौटती है; उसके बाद ब्याज की घटी हुई दर लगती है।",
    },
    {
      question: "क्या दर बदलने से मेरे पास पहले से रखे NSC पर असर पड़ता है?",
      answer:
        "नहीं। वित्त मंत्रालय हर तिमाही लघु बचत योजनाओं की दरें तय करता है, पर NSC पर पूरे पाँच साल वही दर मिलती है जो खरीद के दिन थी। इसकी मैच्योरिटी राशि देखने के लिए अपने पत्र पर छपी दर दर्ज करें।",
    },
  ],
};

export const NSC_TEXT: Catalogues<typeof en> = { en, hi };
