import { NPS_EXIT_RULES } from "@/lib/finance/nps";
import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";
import { sectionNumberOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { NpsSector } from "./fields";
import { npsMeta } from "./meta";

/*
 * Every word the NPS calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const SECTION_80CCD = sectionWithFormer("80CCD", FIRST_TAX_YEAR_UNDER_2025_ACT);
const SECTION_80C = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
const SECTION_80CCD_HI = `धारा ${sectionNumberOf("80CCD", FIRST_TAX_YEAR_UNDER_2025_ACT)} (1961 के अधिनियम की धारा 80CCD)`;
const SECTION_80C_HI = `धारा ${sectionNumberOf("80C", FIRST_TAX_YEAR_UNDER_2025_ACT)} (1961 के अधिनियम की धारा 80C)`;

const en = {
  description: npsMeta.description,
  keywords: npsMeta.keywords,
  groupYou: "You and your account",
  groupContributions: "Contributions and returns",
  groupExit: "At exit",
  sector: "Your NPS account",
  sectorHelp:
    "Government: Central or State Government employees in NPS. Non-government: All-Citizen and corporate subscribers. It sets the least share that must buy an annuity.",
  sectorOptions: { "non-government": "All-Citizen or corporate", government: "Government employee" } as Readonly<Record<NpsSector, string>>,
  age: "Your age now",
  ageHelp: (min: number, max: number) => `NPS accepts subscribers from ${min} to ${max}.`,
  exitAge: "Age at exit",
  exitAgeHelp: (normal: number, latest: number) =>
    `${normal} is the normal exit (retirement). You may defer up to ${latest}; exit before ${normal} is a premature exit, with at least 80% in an annuity.`,
  monthly: "Contribution a month",
  monthlyHelp: "Your own contribution plus your employer's, if any. The least NPS accepts is ₹500 a contribution and ₹1,000 a year.",
  increase: "Yearly increase in the contribution",
  increaseHelp: "Raise the contribution each year as your pay grows; 0 keeps it the same.",
  rate: "Expected return, a year",
  rateHelp: "NPS returns are market-linked, not guaranteed. 8% to 10% is a common long-run assumption for a mix of equity and debt.",
  annuity: "Share of the corpus used to buy an annuity",
  annuityHelp:
    "At least 20% (All-Citizen and corporate) or 40% (government) at a normal exit, and at least 80% before 60; a small corpus may be taken wholly as a lump sum.",
  annuityRate: "Annuity rate, a year",
  annuityRateHelp: "What the insurer pays each year on the annuity price; life annuities have paid about 5% to 7%.",
  sectorNames: { "non-government": "All-Citizen and corporate subscribers", government: "government subscribers" } as Readonly<Record<NpsSector, string>>,
  ruleLabels: {
    "non-government": NPS_EXIT_RULES["2025-non-government"].label,
    government: NPS_EXIT_RULES["2025-government"].label,
  } as Readonly<Record<NpsSector, string>>,
  exitAfterAge: (age: number) => `Enter an exit age after your age now (${age}): the calculator needs at least a year of contributions.`,
  exitAtMost: (latest: number, sector: string) => `Enter an exit age of at most ${latest}: ${sector} may defer exit only up to ${latest}.`,
  whenNormal: (age: number) => `at a normal exit (${age} or later)`,
  whenPremature: (age: number) => `on an exit before ${age}`,
  annuityAtLeast: (minimum: number, sector: string, when: string, limit: string, corpus: string) =>
    `Enter at least ${minimum}%: ${sector} must use that much of the corpus for an annuity ${when}. Only a corpus of ${limit} or less may be taken wholly as a lump sum, and yours would be ${corpus}.`,
  rising: (increase: string) => `, rising ${increase} a year,`,
  summaryCorpus: (monthly: string, rising: string, age: number, exitAge: number, rate: string, corpus: string, invested: string) =>
    `Contributing ${monthly} a month${rising} from age ${age} to ${exitAge} at ${rate} a year could build an NPS corpus of about ${corpus} on ${invested} invested. `,
  summaryPension: (annuity: string, annuityRate: string, pension: string, lumpSum: string) =>
    `With ${annuity} of it in an annuity at ${annuityRate}, the pension would be about ${pension} a month, and ${lumpSum} could be taken as a lump sum.`,
  summaryNoAnnuity: (lumpSum: string) => `With no annuity, all ${lumpSum} is taken as a lump sum and there is no pension.`,
  stepFirstYear: "Contribution a month in the first year",
  stepFirstYearReference: "Each contribution is taken as paid at the start of its month, as in a SIP",
  stepRaised: (increase: string) => `Raised by ${increase} each year`,
  stepRaisedText: (monthly: string) => `${monthly} a month in the last year`,
  stepRaisedReference: "Contribution in year k = first-year contribution × (1 + increase ÷ 100)^(k − 1)",
  stepMonths: (years: number) => `Months of contributions: ${years} years × 12`,
  stepMonthsReference: (age: number, exitAge: number) => `From age ${age} to the exit at ${exitAge}`,
  stepMonthlyReturn: (rate: string) => `Return a month: ${rate} ÷ 12`,
  stepMonthlyReturnReference: "Compounded monthly on the balance after each contribution",
  invested: "Total invested",
  investedReference: "The sum of every monthly contribution",
  returns: "Returns earned",
  returnsReference: "Corpus less the total invested",
  corpus: "Corpus at exit",
  corpusReference: (rate: string) =>
    `FV = Σ contribution × (1 + i)^m over the months m each contribution stays invested, i = ${rate} ÷ 1,200; for a level contribution P over n months, P × ((1 + i)^n − 1) ÷ i × (1 + i)`,
  stepPremature: (exitAge: number, normal: number) => `Exit at ${exitAge}: before ${normal}, a premature exit`,
  stepNormal: (exitAge: number) => `Exit at ${exitAge}: a normal exit`,
  stepLeastShare: "Least share that must buy an annuity",
  stepWholeLumpSum: (limit: string) => `Whole corpus as a lump sum allowed up to ${limit}`,
  stepWithin: "yes, the corpus is within it",
  stepAbove: "no, the corpus is above it",
  stepAnnuity: (share: string) => `Annuity: ${share} of the corpus`,
  stepAnnuityReference: "Corpus × annuity share ÷ 100, to the rupee",
  stepLumpSum: "Lump sum: the rest of the corpus",
  stepLumpSumReference: "Corpus − annuity",
  stepPrice: "Annuity purchase price",
  stepPriceReference: "The part of the corpus paid to the annuity provider",
  stepPension: (rate: string) => `Pension a month: annuity × ${rate} ÷ 12`,
  stepPensionReference:
    "Pension = annuity purchase price × annuity rate ÷ 12: an estimate; the real pension depends on the annuity product and the insurer's rate on the day you buy",
  groupCorpus: (exitAge: number) => `Your NPS corpus at ${exitAge}`,
  lumpSum: "Lump sum you take",
  annuityBought: "Used to buy an annuity",
  pension: "Pension a month (estimate)",
  minAnnuity: "Least annuity share under the rules",
  breakdownExit: (rules: string) => `Annuity and lump sum: ${rules}`,
  breakdownPension: "Pension estimate",
  yearLabel: (year: number) => `Year ${year}`,
  tableCaption: "Your NPS account, year by year",
  columns: ["Year", "Age", "Contribution a month", "Invested in the year", "Returns in the year", "Amount invested", "Total value"] as readonly string[],
  chartTitle: "Amount invested and total value of your NPS account by year",
  seriesInvested: "Amount invested",
  seriesValue: "Total value",
  noteReturns: (rate: string) =>
    `Returns are an assumption: NPS funds are market-linked, and ${rate} a year every year is an average, not a promise. Try a lower rate to see a cautious figure.`,
  noteSmallCorpus: (limit: string) => `The corpus is ${limit} or less, so the rules let you take all of it as a lump sum and buy no annuity.`,
  notePremature: (normal: number, minimum: number) =>
    `An exit before ${normal} is a premature exit: at least ${minimum}% of the corpus must buy an annuity unless the corpus is small.`,
  /** The exit rules' own assumptions (lib/finance/nps.ts), shown as notes. */
  ruleNote: (note: string) => note,
  noteTaxFree: (percent: number, taxFree: string) =>
    `Tax at exit: the lump sum is tax-free up to ${percent}% of the corpus (section 10(12A) of the Income-tax Act, 1961, and its counterpart in the Income-tax Act, 2025): here ${taxFree}.`,
  noteTaxAbove: (above: string, percent: number) =>
    ` The other ${above} of your lump sum is above that ${percent}%: how it is taxed is not settled, since the law exempts only ${percent}%; assume it may be taxed as income.`,
  noteTaxAnnuity: " The annuity itself is tax-free to buy, but the pension it pays is taxed as income each year.",
  noteDeductions: `Contributions are deducted under ${SECTION_80CCD}: your own in the old regime under section 80CCD(1) (within the ₹1.5 lakh limit shared with ${SECTION_80C}) and 80CCD(1B) (₹50,000 more); your employer's in both regimes under section 80CCD(2), up to 14% of salary in the new regime.`,
  notePension:
    "The pension is annuity × rate ÷ 12, before tax. Real annuity rates depend on your age, the insurer and the option chosen (for life, with return of purchase price, joint life), and usually fall when interest rates fall.",
  explanation: [
    "The National Pension System (NPS) is a defined-contribution pension scheme regulated by the Pension Fund Regulatory and Development Authority under the PFRDA Act, 2013. It is compulsory for Central Government employees who joined on or after 1 January 2004 (and for most State Governments' new recruits), and open to any Indian citizen aged 18 to 70 through the All-Citizen model or an employer's corporate NPS. What you get depends on what you put in and what the pension funds earn: there is no fixed pension.",
    "This calculator treats contributions like a SIP: each monthly contribution is invested at the start of the month and grows at the expected return, compounded monthly, with an optional yearly increase in the contribution. The year-by-year table and the chart show how much you have put in and what the account is worth at the end of each year.",
    "At exit, the PFRDA (Exits and Withdrawals under the National Pension System) Regulations, 2015 decide how much of the corpus must buy an annuity, a pension paid for life by an insurer, and how much you may take as a lump sum. The amendment of December 2025 lowered the minimum annuity for All-Citizen and corporate subscribers from 40% to 20% at a normal exit (60 or later), kept 40% for government subscribers, let a corpus of ₹8 lakh or less be taken wholly as a lump sum, and allowed exit to be deferred up to 85. Before 60, at least 80% must buy an annuity unless the corpus is ₹5 lakh or less.",
    "The monthly pension shown is the annuity purchase price × the annuity rate ÷ 12. It is an estimate: the insurer's rate on the day you buy, your age and the annuity option decide the real figure, and the pension is taxable as income.",
  ] as readonly string[],
  faq: [
    {
      question: "How much pension will I get from NPS with ₹10,000 a month?",
      answer:
        "From 30 to 60 at an assumed 10% a year, ₹10,000 a month (₹36 lakh in all) grows to about ₹2.28 crore. Using 40% of that, about ₹91 lakh, for an annuity at 6% gives a pension of about ₹45,600 a month, with about ₹1.37 crore taken as a lump sum. With the 20% minimum now allowed to All-Citizen and corporate subscribers, the pension would be about ₹22,800 a month and the lump sum about ₹1.82 crore.",
    },
    {
      question: "How much of my NPS corpus must I use to buy an annuity?",
      answer:
        "At a normal exit (60 or later): at least 20% if you are an All-Citizen or corporate subscriber, under the PFRDA (Exits and Withdrawals under NPS) (Amendment) Regulations, 2025, and at least 40% if you are a government subscriber. If the corpus is ₹8 lakh or less you may take all of it as a lump sum. If you leave before 60, at least 80% must buy an annuity unless the corpus is ₹5 lakh or less. You may always use more than the minimum.",
    },
    {
      question: "Is the NPS lump sum tax-free?",
      answer:
        "Up to 60% of the corpus is tax-free under section 10(12A) of the Income-tax Act, 1961 and its counterpart in the Income-tax Act, 2025. The amount used to buy the annuity is not taxed when you buy it, but the pension is taxed as income each year. The 2025 amendment lets non-government subscribers take up to 80% as a lump sum; the tax law still exempts only 60%, so the part above that may be taxed.",
    },
    {
      question: "Which tax deductions do NPS contributions get?",
      answer: `NPS contributions are deducted under ${SECTION_80CCD}; the sub-sections below are those of the 1961 Act. In the old regime, your own contribution is deductible under section 80CCD(1), up to 10% of salary (20% of gross income if self-employed) within the ₹1.5 lakh limit shared with ${SECTION_80C}, and another ₹50,000 under section 80CCD(1B). Your employer's contribution is deductible under section 80CCD(2) in both regimes: in the new regime up to 14% of basic + DA. Employer contributions to NPS, PF and superannuation above ₹7.5 lakh a year are taxed as a perquisite.`,
    },
    {
      question: "Can I keep my NPS account open after 60?",
      answer:
        "Yes. You may defer the exit, and keep contributing, up to age 85 under the 2025 amendment (75 before it). Enter a later exit age to see how a few more years of growth change the corpus and the pension.",
    },
    {
      question: "What return should I assume?",
      answer:
        "NPS returns depend on your mix of equity, corporate bonds and government securities and are not guaranteed. Over long periods, schemes have returned roughly 8% to 12% a year, depending on the asset class. Using a cautious rate such as 8% shows what you can reasonably count on; raising the contribution each year with your pay often matters more than the rate.",
    },
  ] as readonly { question: string; answer: string }[],
};

/** The exit rules' notes (lib/finance/nps.ts) in Hindi, by their English text. */
const RULE_NOTES_HI: Readonly<Record<string, string>> = {
  "The 2025 amendment also allows a normal exit after 15 years of subscription; not modelled.":
    "2025 का संशोधन 15 साल की सदस्यता के बाद भी सामान्य निकासी की अनुमति देता है; यह हिसाब में शामिल नहीं है।",
  "UNSURE: secondary sources give 12, 16 or 19 December 2025 as the commencement date; confirm against the gazette. A corpus of ₹8–12 lakh may instead take up to ₹6 lakh as a lump sum (not modelled).":
    "पुष्टि नहीं: दूसरे स्रोत लागू होने की तारीख 12, 16 या 19 दिसंबर 2025 बताते हैं; राजपत्र से मिलान करें। ₹8–12 लाख की कुल जमा राशि पर इसकी जगह ₹6 लाख तक एकमुश्त लिया जा सकता है (यह हिसाब में शामिल नहीं है)।",
  "UNSURE: the ₹5 lakh limit up to which the whole corpus may be taken as a lump sum on a premature exit.":
    "पुष्टि नहीं: ₹5 लाख की वह सीमा, जिस तक समय से पहले निकासी पर पूरी कुल जमा राशि एकमुश्त ली जा सकती है।",
};

const hi: TranslationOf<typeof en> = {
  description:
    "मासिक अंशदान से अनुमान लगाएँ कि निकासी के समय राष्ट्रीय पेंशन प्रणाली (NPS) में आपकी कुल जमा राशि कितनी होगी, उसमें से कितना आप एकमुश्त ले सकते हैं, और PFRDA के निकासी नियमों के तहत एन्युटी से कितनी मासिक पेंशन मिलेगी।",
  keywords:
    "NPS कैलकुलेटर, राष्ट्रीय पेंशन प्रणाली, NPS पेंशन कैलकुलेटर, NPS कुल जमा राशि, एन्युटी, एकमुश्त राशि, PFRDA निकासी नियम 2025, 40% एन्युटी, 20% एन्युटी, सेवानिवृत्ति, धारा 80CCD, धारा 124, धारा 10(12A)",
  groupYou: "आप और आपका खाता",
  groupContributions: "अंशदान और रिटर्न",
  groupExit: "निकासी के समय",
  sector: "आपका NPS खाता",
  sectorHelp:
    "सरकारी: NPS में केंद्र या राज्य सरकार के कर्मचारी। गैर-सरकारी: सभी नागरिक मॉडल और कॉर्पोरेट NPS के सदस्य। इससे तय होता है कि कम से कम कितने हिस्से से एन्युटी खरीदनी होगी।",
  sectorOptions: { "non-government": "सभी नागरिक मॉडल या कॉर्पोरेट", government: "सरकारी कर्मचारी" },
  age: "आपकी अभी की उम्र",
  ageHelp: (min: number, max: number) => `NPS में ${min} से ${max} साल तक के लोग सदस्य बन सकते हैं।`,
  exitAge: "निकासी की उम्र",
  exitAgeHelp: (normal: number, latest: number) =>
    `${normal} साल पर सामान्य निकासी (सेवानिवृत्ति) होती है। आप इसे ${latest} साल तक टाल सकते हैं; ${normal} से पहले की निकासी समय से पहले निकासी है, जिसमें कम से कम 80% से एन्युटी खरीदनी होती है।`,
  monthly: "मासिक अंशदान",
  monthlyHelp: "आपका अपना अंशदान और, अगर हो तो, नियोक्ता का अंशदान। NPS में कम से कम ₹500 प्रति अंशदान और साल में ₹1,000 जमा करने होते हैं।",
  increase: "अंशदान में सालाना बढ़ोतरी",
  increaseHelp: "वेतन बढ़ने के साथ हर साल अंशदान बढ़ाएँ; 0 रखने पर अंशदान वही रहता है।",
  rate: "अनुमानित रिटर्न, सालाना",
  rateHelp: "NPS का रिटर्न बाज़ार से जुड़ा है, गारंटी वाला नहीं। शेयर और डेट के मिश्रण के लिए लंबी अवधि में 8% से 10% का अनुमान आम है।",
  annuity: "कुल जमा राशि का कितना हिस्सा एन्युटी खरीदने में लगेगा",
  annuityHelp:
    "सामान्य निकासी पर कम से कम 20% (सभी नागरिक मॉडल और कॉर्पोरेट) या 40% (सरकारी), और 60 से पहले कम से कम 80%; छोटी कुल जमा राशि पूरी की पूरी एकमुश्त ली जा सकती है।",
  annuityRate: "एन्युटी दर, सालाना",
  annuityRateHelp: "बीमा कंपनी एन्युटी की कीमत पर हर साल कितना देती है; आजीवन एन्युटी पर लगभग 5% से 7% मिलता रहा है।",
  sectorNames: { "non-government": "सभी नागरिक मॉडल और कॉर्पोरेट सदस्यों", government: "सरकारी सदस्यों" },
  ruleLabels: { "non-government": "2025 का संशोधन, सभी नागरिक मॉडल और कॉर्पोरेट सदस्य", government: "2025 का संशोधन, सरकारी सदस्य" },
  exitAfterAge: (age: number) => `निकासी की उम्र अपनी अभी की उम्र (${age}) से ज़्यादा दर्ज करें: कैलकुलेटर को कम से कम एक साल का अंशदान चाहिए।`,
  exitAtMost: (latest: number, sector: string) =>
    `निकासी की उम्र ज़्यादा से ज़्यादा ${latest} दर्ज करें: ${sector} के लिए निकासी सिर्फ़ ${latest} साल तक टाली जा सकती है।`,
  whenNormal: (age: number) => `सामान्य निकासी (${age} या उसके बाद) पर`,
  whenPremature: (age: number) => `${age} से पहले निकासी पर`,
  annuityAtLeast: (minimum: number, sector: string, when: string, limit: string, corpus: string) =>
    `कम से कम ${minimum}% दर्ज करें: ${sector} को ${when} कुल जमा राशि का इतना हिस्सा एन्युटी में लगाना होता है। सिर्फ़ ${limit} या उससे कम की कुल जमा राशि पूरी एकमुश्त ली जा सकती है, और आपकी ${corpus} होगी।`,
  rising: (increase: string) => ` (हर साल ${increase} बढ़ाते हुए)`,
  summaryCorpus: (monthly: string, rising: string, age: number, exitAge: number, rate: string, corpus: string, invested: string) =>
    `${age} से ${exitAge} साल की उम्र तक हर महीने ${monthly}${rising} जमा करने पर, ${rate} सालाना रिटर्न से, ${invested} के निवेश पर NPS में लगभग ${corpus} की कुल जमा राशि बन सकती है। `,
  summaryPension: (annuity: string, annuityRate: string, pension: string, lumpSum: string) =>
    `इसका ${annuity} हिस्सा ${annuityRate} दर वाली एन्युटी (वार्षिकी) में लगाने पर पेंशन लगभग ${pension} महीना होगी, और ${lumpSum} एकमुश्त लिए जा सकते हैं।`,
  summaryNoAnnuity: (lumpSum: string) => `एन्युटी न लेने पर पूरे ${lumpSum} एकमुश्त मिलते हैं और कोई पेंशन नहीं मिलती।`,
  stepFirstYear: "पहले साल में मासिक अंशदान",
  stepFirstYearReference: "हर अंशदान को उसके महीने की शुरुआत में जमा माना गया है, जैसे SIP में",
  stepRaised: (increase: string) => `हर साल ${increase} बढ़ाया गया`,
  stepRaisedText: (monthly: string) => `आखिरी साल में ${monthly} महीना`,
  stepRaisedReference: "साल k में अंशदान = पहले साल का अंशदान × (1 + बढ़ोतरी ÷ 100)^(k − 1)",
  stepMonths: (years: number) => `अंशदान के महीने: ${years} साल × 12`,
  stepMonthsReference: (age: number, exitAge: number) => `${age} साल की उम्र से ${exitAge} साल पर निकासी तक`,
  stepMonthlyReturn: (rate: string) => `मासिक रिटर्न: ${rate} ÷ 12`,
  stepMonthlyReturnReference: "हर अंशदान के बाद के बैलेंस पर मासिक चक्रवृद्धि",
  invested: "कुल निवेश",
  investedReference: "हर मासिक अंशदान का जोड़",
  returns: "कमाया गया रिटर्न",
  returnsReference: "कुल जमा राशि घटा कुल निवेश",
  corpus: "निकासी पर कुल जमा राशि",
  corpusReference: (rate: string) =>
    `राशि = Σ अंशदान × (1 + i)^m, उन महीनों m पर जितने हर अंशदान निवेशित रहता है, i = ${rate} ÷ 1,200; n महीनों तक एक जैसे अंशदान P के लिए P × ((1 + i)^n − 1) ÷ i × (1 + i)`,
  stepPremature: (exitAge: number, normal: number) => `${exitAge} साल पर निकासी: ${normal} से पहले, यानी समय से पहले निकासी`,
  stepNormal: (exitAge: number) => `${exitAge} साल पर निकासी: सामान्य निकासी`,
  stepLeastShare: "कम से कम इतने हिस्से से एन्युटी खरीदनी होगी",
  stepWholeLumpSum: (limit: string) => `${limit} तक की पूरी कुल जमा राशि एकमुश्त ली जा सकती है`,
  stepWithin: "हाँ, कुल जमा राशि इस सीमा के भीतर है",
  stepAbove: "नहीं, कुल जमा राशि इस सीमा से ज़्यादा है",
  stepAnnuity: (share: string) => `एन्युटी: कुल जमा राशि का ${share}`,
  stepAnnuityReference: "कुल जमा राशि × एन्युटी का हिस्सा ÷ 100, पूरे रुपये तक",
  stepLumpSum: "एकमुश्त राशि: कुल जमा राशि का बाकी हिस्सा",
  stepLumpSumReference: "कुल जमा राशि − एन्युटी",
  stepPrice: "एन्युटी की खरीद कीमत",
  stepPriceReference: "कुल जमा राशि का वह हिस्सा जो एन्युटी देने वाली कंपनी को दिया जाता है",
  stepPension: (rate: string) => `मासिक पेंशन: एन्युटी × ${rate} ÷ 12`,
  stepPensionReference: "पेंशन = एन्युटी की खरीद कीमत × एन्युटी दर ÷ 12: यह अनुमान है; असल पेंशन एन्युटी योजना और खरीद के दिन बीमा कंपनी की दर पर निर्भर करती है",
  groupCorpus: (exitAge: number) => `${exitAge} साल पर आपकी NPS कुल जमा राशि`,
  lumpSum: "आपको मिलने वाली एकमुश्त राशि",
  annuityBought: "एन्युटी खरीदने में लगी राशि",
  pension: "मासिक पेंशन (अनुमान)",
  minAnnuity: "नियमों के तहत एन्युटी का न्यूनतम हिस्सा",
  breakdownExit: (rules: string) => `एन्युटी और एकमुश्त राशि: ${rules}`,
  breakdownPension: "पेंशन का अनुमान",
  yearLabel: (year: number) => `वर्ष ${year}`,
  tableCaption: "आपका NPS खाता, वर्ष-दर-वर्ष",
  columns: ["वर्ष", "उम्र", "मासिक अंशदान", "साल में निवेश", "साल में रिटर्न", "कुल निवेश", "कुल मूल्य"],
  chartTitle: "हर वर्ष आपके NPS खाते में कुल निवेश और कुल मूल्य",
  seriesInvested: "कुल निवेश",
  seriesValue: "कुल मूल्य",
  noteReturns: (rate: string) => `रिटर्न एक अनुमान है: NPS के फ़ंड बाज़ार से जुड़े हैं, और हर साल ${rate} एक औसत है, वादा नहीं। सावधानी वाला आँकड़ा देखने के लिए कम दर आज़माएँ।`,
  noteSmallCorpus: (limit: string) => `कुल जमा राशि ${limit} या उससे कम है, इसलिए नियमों के तहत आप पूरी राशि एकमुश्त ले सकते हैं और एन्युटी खरीदना ज़रूरी नहीं है।`,
  notePremature: (normal: number, minimum: number) =>
    `${normal} से पहले की निकासी समय से पहले निकासी है: कुल जमा राशि छोटी न हो तो उसके कम से कम ${minimum}% से एन्युटी खरीदनी होती है।`,
  ruleNote: (note: string) => RULE_NOTES_HI[note] ?? note,
  noteTaxFree: (percent: number, taxFree: string) =>
    `निकासी पर टैक्स: एकमुश्त राशि कुल जमा राशि के ${percent}% तक कर-मुक्त है (आयकर अधिनियम, 1961 की धारा 10(12A) और आयकर अधिनियम, 2025 में उसके अनुरूप प्रावधान): यहाँ ${taxFree}।`,
  noteTaxAbove: (above: string, percent: number) =>
    ` आपकी एकमुश्त राशि के बाकी ${above} उस ${percent}% से ऊपर हैं: इन पर टैक्स कैसे लगेगा यह तय नहीं है, क्योंकि कानून सिर्फ़ ${percent}% को छूट देता है; मानकर चलें कि यह आय के रूप में कर योग्य हो सकता है।`,
  noteTaxAnnuity: " एन्युटी खरीदने पर टैक्स नहीं लगता, पर उससे मिलने वाली पेंशन हर साल आय के रूप में कर योग्य है।",
  noteDeductions: `अंशदान पर ${SECTION_80CCD_HI} के तहत कटौती मिलती है: आपके अपने अंशदान पर पुरानी कर व्यवस्था में धारा 80CCD(1) के तहत (${SECTION_80C_HI} के साथ साझा ₹1.5 लाख की सीमा के भीतर) और धारा 80CCD(1B) के तहत (₹50,000 और); नियोक्ता के अंशदान पर दोनों कर व्यवस्थाओं में धारा 80CCD(2) के तहत, नई कर व्यवस्था में वेतन के 14% तक।`,
  notePension:
    "पेंशन = एन्युटी × दर ÷ 12, टैक्स से पहले। असल एन्युटी दरें आपकी उम्र, बीमा कंपनी और चुने गए विकल्प (आजीवन, खरीद कीमत की वापसी के साथ, संयुक्त जीवन) पर निर्भर करती हैं, और ब्याज दरें गिरने पर आम तौर पर घटती हैं।",
  explanation: [
    "राष्ट्रीय पेंशन प्रणाली (NPS) एक अंशदान आधारित पेंशन योजना है, जिसका नियमन पेंशन निधि विनियामक और विकास प्राधिकरण (PFRDA) PFRDA अधिनियम, 2013 के तहत करता है। यह 1 जनवरी 2004 को या उसके बाद नौकरी में आए केंद्र सरकार के कर्मचारियों के लिए (और ज़्यादातर राज्य सरकारों की नई भर्तियों के लिए) अनिवार्य है, और 18 से 70 साल का कोई भी भारतीय नागरिक सभी नागरिक मॉडल या नियोक्ता के कॉर्पोरेट NPS के ज़रिए इसमें जुड़ सकता है। आपको कितना मिलेगा, यह इस पर निर्भर है कि आप कितना जमा करते हैं और पेंशन फ़ंड कितना कमाते हैं: कोई तय पेंशन नहीं है।",
    "यह कैलकुलेटर अंशदान को SIP की तरह लेता है: हर मासिक अंशदान महीने की शुरुआत में निवेश होता है और अनुमानित रिटर्न से, मासिक चक्रवृद्धि के साथ, बढ़ता है; चाहें तो अंशदान हर साल बढ़ा सकते हैं। वर्ष-दर-वर्ष तालिका और चार्ट दिखाते हैं कि हर साल के अंत तक आपने कितना जमा किया और खाते का मूल्य कितना है।",
    "निकासी पर, PFRDA (राष्ट्रीय पेंशन प्रणाली के तहत निकास और आहरण) विनियम, 2015 तय करते हैं कि कुल जमा राशि के कितने हिस्से से एन्युटी (वार्षिकी), यानी बीमा कंपनी से आजीवन मिलने वाली पेंशन, खरीदनी होगी और कितना आप एकमुश्त ले सकते हैं। दिसंबर 2025 के संशोधन ने सामान्य निकासी (60 या उसके बाद) पर सभी नागरिक मॉडल और कॉर्पोरेट सदस्यों की न्यूनतम एन्युटी 40% से घटाकर 20% कर दी, सरकारी सदस्यों के लिए 40% रखी, ₹8 लाख या उससे कम की कुल जमा राशि पूरी एकमुश्त लेने की अनुमति दी, और निकासी को 85 साल तक टालने की छूट दी। 60 से पहले कम से कम 80% से एन्युटी खरीदनी होती है, जब तक कुल जमा राशि ₹5 लाख या उससे कम न हो।",
    "दिखाई गई मासिक पेंशन = एन्युटी की खरीद कीमत × एन्युटी दर ÷ 12। यह एक अनुमान है: खरीद के दिन बीमा कंपनी की दर, आपकी उम्र और एन्युटी का विकल्प असल आँकड़ा तय करते हैं, और पेंशन आय के रूप में कर योग्य है।",
  ],
  faq: [
    {
      question: "हर महीने ₹10,000 जमा करने पर NPS से कितनी पेंशन मिलेगी?",
      answer:
        "30 से 60 साल की उम्र तक, 10% सालाना के अनुमान पर, हर महीने ₹10,000 (कुल ₹36 लाख) बढ़कर लगभग ₹2.28 करोड़ हो जाते हैं। इसका 40%, यानी लगभग ₹91 लाख, 6% दर वाली एन्युटी में लगाने पर लगभग ₹45,600 महीने की पेंशन मिलती है, और लगभग ₹1.37 करोड़ एकमुश्त मिलते हैं। सभी नागरिक मॉडल और कॉर्पोरेट सदस्यों के लिए अब लागू 20% न्यूनतम एन्युटी पर पेंशन लगभग ₹22,800 महीना और एकमुश्त राशि लगभग ₹1.82 करोड़ होगी।",
    },
    {
      question: "NPS की कुल जमा राशि का कितना हिस्सा एन्युटी खरीदने में लगाना होगा?",
      answer:
        "सामान्य निकासी (60 या उसके बाद) पर: PFRDA (NPS के तहत निकास और आहरण) (संशोधन) विनियम, 2025 के तहत सभी नागरिक मॉडल या कॉर्पोरेट सदस्य होने पर कम से कम 20%, और सरकारी सदस्य होने पर कम से कम 40%। अगर कुल जमा राशि ₹8 लाख या उससे कम है, तो आप पूरी राशि एकमुश्त ले सकते हैं। 60 से पहले निकलने पर कम से कम 80% से एन्युटी खरीदनी होती है, जब तक कुल जमा राशि ₹5 लाख या उससे कम न हो। आप हमेशा न्यूनतम से ज़्यादा हिस्सा लगा सकते हैं।",
    },
    {
      question: "क्या NPS की एकमुश्त राशि कर-मुक्त है?",
      answer:
        "कुल जमा राशि का 60% तक आयकर अधिनियम, 1961 की धारा 10(12A) और आयकर अधिनियम, 2025 में उसके अनुरूप प्रावधान के तहत कर-मुक्त है। एन्युटी खरीदने में लगी राशि पर खरीदते समय टैक्स नहीं लगता, पर पेंशन हर साल आय के रूप में कर योग्य है। 2025 का संशोधन गैर-सरकारी सदस्यों को 80% तक एकमुश्त लेने देता है; पर टैक्स कानून अब भी सिर्फ़ 60% को छूट देता है, इसलिए उससे ऊपर के हिस्से पर टैक्स लग सकता है।",
    },
    {
      question: "NPS अंशदान पर कौन-सी टैक्स कटौतियाँ मिलती हैं?",
      answer: `NPS अंशदान पर ${SECTION_80CCD_HI} के तहत कटौती मिलती है; नीचे दी गई उपधाराएँ 1961 के अधिनियम की हैं। पुरानी कर व्यवस्था में आपके अपने अंशदान पर धारा 80CCD(1) के तहत कटौती मिलती है, वेतन के 10% तक (स्व-रोज़गार में सकल आय के 20% तक), ${SECTION_80C_HI} के साथ साझा ₹1.5 लाख की सीमा के भीतर, और धारा 80CCD(1B) के तहत ₹50,000 और। नियोक्ता के अंशदान पर दोनों कर व्यवस्थाओं में धारा 80CCD(2) के तहत कटौती मिलती है: नई कर व्यवस्था में मूल वेतन + DA के 14% तक। NPS, PF और सुपरएन्युएशन में नियोक्ता का साल में ₹7.5 लाख से ज़्यादा अंशदान अनुलाभ के रूप में कर योग्य है।`,
    },
    {
      question: "क्या मैं 60 के बाद भी अपना NPS खाता चालू रख सकता हूँ?",
      answer:
        "हाँ। 2025 के संशोधन के तहत आप निकासी को 85 साल की उम्र तक टाल सकते हैं और अंशदान जारी रख सकते हैं (इससे पहले 75 तक)। कुछ और साल की बढ़त से कुल जमा राशि और पेंशन कितनी बदलती है, यह देखने के लिए निकासी की बाद की उम्र दर्ज करें।",
    },
    {
      question: "मुझे कितना रिटर्न मानकर चलना चाहिए?",
      answer:
        "NPS का रिटर्न शेयर, कॉर्पोरेट बॉन्ड और सरकारी प्रतिभूतियों में आपके निवेश के मिश्रण पर निर्भर है और गारंटी वाला नहीं है। लंबी अवधि में योजनाओं ने, एसेट क्लास के हिसाब से, लगभग 8% से 12% सालाना रिटर्न दिया है। 8% जैसी सावधानी वाली दर दिखाती है कि आप किस पर भरोसा कर सकते हैं; वेतन के साथ हर साल अंशदान बढ़ाना अक्सर दर से ज़्यादा मायने रखता है।",
    },
  ],
};

export const NPS_TEXT: Catalogues<typeof en> = { en, hi };
