import { NPS_EXIT_RULES } from "@/lib/finance/nps";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
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
export const SECTION_80CCD_HI = `धारा ${sectionNumberOf("80CCD", FIRST_TAX_YEAR_UNDER_2025_ACT)} (1961 के अधिनियम की धारा 80CCD)`;

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
export const RULE_NOTES_HI: Readonly<Record<string, string>> = {
  "The 2025 amendment also allows a normal exit after 15 years of subscription; not modelled.":
    "2025 का संशोधन 15 साल की सदस्यता के बाद भी सामान्य निकासी की अनुमति देता है; यह हिसाब में शामिल नहीं है।",
  "UNSURE: secondary sources give 12, 16 or 19 December 2025 as the commencement date; confirm against the gazette. A corpus of ₹8–12 lakh may instead take up to ₹6 lakh as a lump sum (not modelled).":
    "पुष्टि नहीं: दूसरे स्रोत लागू होने की तारीख 12, 16 या 19 दिसंबर 2025 बताते हैं; राजपत्र से मिलान करें। ₹8–12 लाख की कुल जमा राशि पर इसकी जगह ₹6 लाख तक एकमुश्त लिया जा सकता है (यह हिसाब में शामिल नहीं है)।",
  "UNSURE: the ₹5 lakh limit up to which the whole corpus may be taken as a lump sum on a premature exit.":
    "पुष्टि नहीं: ₹5 लाख की वह सीमा, जिस तक समय से पहले निकासी पर पूरी कुल जमा राशि एकमुश्त ली जा सकती है।",
};



export const NPS_TEXT: Catalogues<typeof en> = translatable("NPS_TEXT", en);
