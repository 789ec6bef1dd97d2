import { messagesFor, plural, type Catalogues, type TranslationOf } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import { FD_SIMPLE_INTEREST_BELOW_MONTHS, SENIOR_CITIZEN_EXTRA_RATE_TYPICAL, type FixedDepositPayout } from "@/lib/finance/fixed-deposit";
import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { fixedDepositMeta } from "./meta";

/*
 * Every word the fixed-deposit calculator shows, in English and Hindi. Messages with figures
 * are functions of them (already formatted); sections and the no-TDS form come in already
 * named in the page's language. The Hindi is written for a Hindi reader (docs/hindi-terms.md),
 * not word for word.
 */

type Period = "monthly" | "quarterly";

const en = {
  description: fixedDepositMeta.description,
  keywords: fixedDepositMeta.keywords,
  bothActs: (act2025: string, act1961: string) => `${act2025} (${act1961} of the 1961 Act)`,
  groupDeposit: "Your deposit",
  groupTerm: "Term",
  groupInterest: "Interest and rate",
  amount: "Amount deposited",
  amountHelp: "The sum you place in the fixed deposit.",
  rate: "Interest rate, % a year",
  rateHelp: "The bank's rate for this term for the general public; tick the box below to add a senior citizen's extra.",
  years: "Term: years",
  yearsHelp: (maxYears: number) => `The whole term must be 7 days to ${maxYears} years.`,
  months: "Term: months",
  monthsHelp: "Months beyond the years.",
  days: "Term: days",
  daysHelp: "Days beyond the years and months. A term quoted in days alone, such as 444 days, can go here with 0 years and 0 months.",
  payout: "Interest paid",
  payoutOptions: { cumulative: "At maturity (cumulative)", quarterly: "Every quarter", monthly: "Every month" } as Readonly<
    Record<FixedDepositPayout, string>
  >,
  payoutHelp: "Cumulative deposits compound the interest every quarter. Payout deposits pay it to your account as it falls due, and it is not compounded.",
  senior: "Senior citizen (60 or more)",
  seniorHelp: "Banks pay senior citizens a higher rate on most terms.",
  seniorExtra: "Senior citizen's extra rate, %",
  seniorExtraHelp: (typical: number) => `Added to the rate above. Each bank sets its own: most add ${typical}%, some 0.25% to 0.75%.`,
  /** "5 years", "1 year 2 months 10 days", "444 days": the parts that are not zero; counts come formatted. */
  termPart: (unit: "year" | "month" | "day", count: number, formatted: string) => `${formatted} ${unit}${count === 1 ? "" : "s"}`,
  termNone: "0 days",
  /** "1 day", "91.25 days": the count comes formatted. */
  daysText: (days: number, formatted: string) => `${formatted} ${days === 1 ? "day" : "days"}`,
  tooShort: (minDays: number) => `A fixed deposit runs for at least ${minDays} days: enter a term of ${minDays} days or more.`,
  tooLong: (maxYears: number, term: string) => `A fixed deposit runs for at most ${maxYears} years in all; ${term} is longer.`,
  simpleOrCompound: (months: number) => `Bank practice: deposits under ${months} months earn simple interest; longer ones are compounded every quarter`,
  termLimits: (minDays: number, maxYears: number) =>
    `Reserve Bank of India (Interest Rate on Deposits) Directions, 2016: a term deposit runs for at least ${minDays} days; banks offer terms up to ${maxYears} years`,
  /** "Year 3", or "Year 3 (part)" for a final row that ends before a full year. */
  yearLabel: (year: number, part: boolean) => `Year ${year}${part ? " (part)" : ""}`,
  rateSenior: (applied: string, rate: string, extra: string) => `${applied} a year (${rate} plus the senior citizen's ${extra})`,
  rateYearly: (applied: string) => `${applied} a year`,
  summaryCompounded: (principal: string, term: string, rate: string, maturity: string, interest: string) =>
    `${principal} in a fixed deposit for ${term} at ${rate}, compounded quarterly, grows to ${maturity} at maturity: ${interest} of interest.`,
  summarySimple: (principal: string, term: string, rate: string, interest: string, maturity: string) =>
    `${principal} in a fixed deposit for ${term} at ${rate} earns ${interest} of simple interest (terms under six months are not compounded): ${maturity} at maturity.`,
  summaryNoPayout: (principal: string, term: string, rate: string, period: Period, interest: string, maturity: string) =>
    `${principal} for ${term} at ${rate} is too short for a ${period === "monthly" ? "month" : "quarter"}'s payout: all ${interest} of interest comes with the deposit at maturity, ${maturity} in all.`,
  summaryPayout: (principal: string, term: string, rate: string, payout: string, period: Period, count: number, countText: string, paidOut: string) =>
    `${principal} for ${term} at ${rate} pays you ${payout} every ${period === "monthly" ? "month" : "quarter"}: ${countText} payout${count === 1 ? "" : "s"}, ${paidOut} in all. `,
  summaryBroken: (maturity: string, broken: string, days: string) =>
    `At maturity you get ${maturity}: the deposit and ${broken} of interest for the last ${days}.`,
  summaryDepositBack: (maturity: string) => `At maturity you get the deposit of ${maturity} back.`,
  totalInterest: "Total interest",
  paidAtMaturity: "Paid at maturity",
  maturityAmount: "Maturity amount",
  payoutAmount: (period: Period) => `Interest paid every ${period === "monthly" ? "month" : "quarter"}`,
  paidOut: "Interest paid out over the term",
  appliedRate: "Rate applied",
  group: "Your fixed deposit",
  breakdownRate: "Rate and term",
  titleCompounded: "Interest compounded every quarter",
  titleSimple: "Simple interest (term under six months)",
  titlePayout: "Interest paid out",
  stepPrincipal: "Amount deposited (P)",
  stepPrincipalReference: "The sum placed in the deposit",
  stepBankRate: "Bank's rate for the term",
  stepBankRateReference:
    "Set by each bank for each term: the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016 leave deposit rates to the banks",
  stepSeniorExtra: "Senior citizen's extra rate",
  stepApplied: "Rate applied (r)",
  stepAppliedReference: "The bank's rate plus any senior citizen's extra, fixed for the whole term",
  stepTerm: (term: string) => `Term: ${term}`,
  stepTermYears: (years: number, formatted: string) => `${formatted} ${years === 1 ? "year" : "years"}`,
  stepTermReference: (limits: string) => `A month counted as 1/12 of a year and a day as 1/365 (banks' 365-day basis). ${limits}`,
  stepSimple: (days: string) => `Simple interest: P × r × ${days} ÷ 36,500`,
  stepSimpleReference: (practice: string) => `${practice}. Simple interest on a 365-day basis`,
  stepMaturityPlus: "Maturity amount: P + interest",
  stepMaturityReference: "Principal and interest paid together at maturity, to the rupee",
  stepQuarters: "Full quarters in the term (q)",
  stepCompounded: (principal: string, factor: string, quarters: number) => `After q quarters: P × (1 + r/400)^q = ${principal} × ${factor}^${quarters}`,
  stepCompoundedReference:
    "Interest added to the deposit at the end of every quarter and earning interest from then on (a cumulative or reinvestment deposit)",
  stepBrokenQuarter: (days: string) => `Simple interest for the ${days} after the last full quarter: × r × days ÷ 36,500`,
  stepBrokenQuarterReference: "The broken period after the last full quarter earns simple interest on a 365-day basis (bank practice)",
  stepMaturity: "Maturity amount",
  stepInterest: "Interest: maturity amount less P",
  stepTaxable: "Taxable as income from other sources at your slab rate",
  stepMonthly: "Interest a month: P × (r/400) ÷ [1 + (1 + r/1200) + (1 + r/1200)²]",
  stepMonthlyReference:
    "Monthly payout at a discounted rate (the Indian Banks' Association formula): three monthly payments, reinvested at r/12 a month, equal the quarter's interest",
  stepYearlyEquivalent: "The same as a yearly rate",
  stepYearlyEquivalentReference: "Monthly payout × 12 ÷ P",
  stepQuarterly: "Interest a quarter: P × r ÷ 400",
  stepQuarterlyReference: "A quarter's simple interest, paid out at the end of each quarter and not compounded",
  stepPayouts: (period: Period) => `Number of ${period === "monthly" ? "month" : "quarter"}ly payouts`,
  stepPayoutsReference: (period: Period) => `Full ${period === "monthly" ? "month" : "quarter"}s in the term`,
  stepPaidOut: "Interest paid out over the term",
  stepPaidOutReference: "Payout × number of payouts, to the rupee",
  stepBrokenPayout: (days: string) => `Simple interest for the ${days} after the last payout, paid with the deposit`,
  stepBrokenPayoutReference: "The broken period earns simple interest on a 365-day basis (bank practice)",
  stepPaidAtMaturity: "Paid at maturity: P and any interest not yet paid out",
  stepPaidAtMaturityReference: "The deposit returned on the maturity date",
  stepTotalInterest: "Total interest",
  tableCaption: "Your fixed deposit, year by year",
  columns: {
    year: "Year",
    opening: "Opening balance",
    deposited: "Deposited",
    interestEarned: "Interest earned",
    interest: "Interest",
    paidOut: "Interest paid out",
    held: "Held by the bank",
    invested: "Amount invested",
    total: "Total value",
  } as Readonly<Record<"year" | "opening" | "deposited" | "interestEarned" | "interest" | "paidOut" | "held" | "invested" | "total", string>>,
  chartTitlePayout: "Amount invested and total value of the fixed deposit, counting the interest paid out, at the end of each year",
  chartTitle: "Amount invested and total value of the fixed deposit at the end of each year",
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteBrokenQuarter:
    "Interest is compounded at the end of every full quarter and the days after the last one earn simple interest, as banks work it out. Calculators that use (1 + r/400)^(4 × years) with a fractional power give a slightly different figure for such terms; at whole quarters the two agree.",
  noteWholeQuarters: "Interest is compounded at the end of every quarter, as banks do for cumulative deposits of six months or more.",
  /** The rules' own caveats (lib/finance/fixed-deposit.ts), in the page's language. */
  simpleNote: FD_SIMPLE_INTEREST_BELOW_MONTHS.note ?? "",
  seniorNote: SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.note ?? "",
  noteSimple: (note: string) => `Deposits under six months earn simple interest. ${note}`.trim(),
  noteMonthly: (payoutRate: string, rate: string) =>
    `Monthly interest is paid at a discounted rate, ${payoutRate} a year instead of ${rate}, so that three monthly payments, reinvested, are worth one quarter's interest; this is the Indian Banks' Association method most banks follow. Some banks pay a twelfth of the yearly rate instead.`,
  noteQuarterly:
    "Quarterly payouts are a quarter's simple interest: nothing is compounded, so the total interest is less than a cumulative deposit earns.",
  noteTotalValue: 'In the schedule, "Total value" counts the interest already paid out to you as well as what the bank holds.',
  noteDayCount:
    "Without a start date, a month is counted as a twelfth of a year and a day as a 365th. A bank counts the calendar days between the dates, so its figure can differ by a few rupees.",
  noteSenior: (note: string) => `The senior citizen's extra is bank policy, for depositors aged 60 or more. ${note}`.trim(),
  noteIncome:
    "FD interest is income from other sources, taxed at your slab rate in both regimes. Interest on a cumulative deposit is usually declared year by year as it accrues, which is also when the bank deducts TDS.",
  noteTds: (section2025: string, form: string) =>
    `A bank deducts TDS at 10% (section 194A of the Income-tax Act, 1961; ${section2025} of the Income-tax Act, 2025 from tax year 2026-27) once your interest from it in a financial year passes ₹50,000, or ₹1,00,000 for a senior citizen; ${form} stops it when no tax is due.`,
  noteTaxSaver: (section: string) =>
    `A 5-year tax-saver FD with a scheduled bank qualifies for the deduction under ${section}, up to ₹1.5 lakh a year in the old regime only. It cannot be withdrawn before five years, and its interest is taxable.`,
  /** The explanation's paragraphs before `explanationTax`, which names sections. */
  explanation: [
    "A fixed deposit (FD) locks a sum with a bank for a chosen term, from 7 days to 10 years, at a rate fixed on the day you open it. Banks set their own rates for each term under the Reserve Bank of India's directions on interest rates on deposits, and most pay senior citizens (60 or more) an extra 0.25% to 0.75%.",
    "In a cumulative (reinvestment) deposit the interest is added to the deposit every quarter and earns interest itself: the maturity amount is P × (1 + r/400)^q for q full quarters. The days after the last full quarter earn simple interest, and deposits shorter than six months earn simple interest only, P × r × days ÷ 36,500. ₹1,00,000 at 7% for five years grows to ₹1,41,478.",
    "If you choose to be paid the interest every quarter, you receive P × r ÷ 400 each quarter and the deposit back at maturity; nothing is compounded. Monthly payouts are discounted so that three of them, reinvested, equal a quarter's interest: on ₹1,00,000 at 7% that is ₹579.94 a month rather than ₹583.33.",
  ] as readonly string[],
  explanationTax: (section2025: string, s80TTB: string, s80C: string) =>
    `FD interest is income from other sources, taxed at your slab rate in both regimes. Banks deduct TDS at 10% under section 194A of the Income-tax Act, 1961 (${section2025} of the Income-tax Act, 2025 from tax year 2026-27) when your interest from the bank in a financial year passes ₹50,000, or ₹1,00,000 for senior citizens. In the old regime a senior citizen can deduct up to ₹50,000 of deposit interest under ${s80TTB}, and a 5-year tax-saver FD counts for the ₹1.5 lakh deduction of ${s80C}.`,
  faqTdsAnswer: (form: string) =>
    `Yes, at 10% once the interest a bank pays or credits to you in a financial year passes ₹50,000 (₹1,00,000 for senior citizens), from FY 2025-26; 20% if the bank has no PAN for you. TDS is deducted on interest as it accrues, even on a cumulative deposit. If no tax is due on your total income, give the bank ${form} at the start of each year.`,
  /** The FAQ; the TDS question's answer (third) is `faqTdsAnswer`, which names the form. */
  faq: [
    {
      question: "How is FD interest calculated?",
      answer:
        "For a cumulative deposit of six months or more, banks compound interest every quarter: the maturity amount is P × (1 + r/400)^q, where q is the number of full quarters, plus simple interest for any days after the last quarter. Shorter deposits earn simple interest. Payout deposits pay the quarter's interest (or a discounted monthly amount) as it falls due and return the deposit at maturity.",
    },
    {
      question: "Why is the monthly interest less than a twelfth of the yearly rate?",
      answer:
        "Because a monthly payment reaches you earlier than the quarterly interest would. Banks discount it so that three monthly payments, reinvested at the same rate, are worth the quarter's interest: at 7% you get ₹579.94 a month on ₹1,00,000 (6.96% a year) instead of ₹583.33.",
    },
    { question: "Is TDS deducted on FD interest, and how do I stop it?", answer: "" },
    {
      question: "Can I break an FD before maturity?",
      answer:
        "Usually yes: the bank pays the rate for the period the deposit actually ran, less a penalty of 0.5% to 1%, as its policy states. A 5-year tax-saver FD under the Bank Term Deposit Scheme, 2006 cannot be withdrawn or pledged for a loan before five years; only after the holder's death can the nominee or heir take it out early.",
    },
    {
      question: "Is my fixed deposit safe?",
      answer:
        "Deposits with banks, including small finance banks and co-operative banks, are insured by the Deposit Insurance and Credit Guarantee Corporation (DICGC) up to ₹5 lakh per depositor per bank, principal and interest together. Deposits with companies and NBFCs are not covered.",
    },
    {
      question: "What rate should I enter for a senior citizen?",
      answer:
        "Enter the bank's rate for the general public for your term, tick \"Senior citizen\" and enter the bank's extra (most large banks add 0.50%). The calculator adds the two. If your bank quotes a senior citizens' rate directly, enter that as the rate and leave the box unticked.",
    },
  ] as readonly { question: string; answer: string }[],
};

const cite = (section: string) => citeIn(section, "hi").text;
const periodHi = (period: Period) => (period === "monthly" ? "महीने" : "तिमाही");

const hi: TranslationOf<typeof en> = {
  description:
    "बैंक की सावधि जमा (FD) पर 7 दिन से 10 वर्ष तक की किसी भी अवधि का ब्याज और मैच्योरिटी राशि निकालें: तिमाही चक्रवृद्धि के साथ, या हर महीने या हर तिमाही ब्याज के भुगतान के साथ, और वरिष्ठ नागरिकों की अतिरिक्त दर समेत।",
  keywords:
    "FD कैलकुलेटर, सावधि जमा कैलकुलेटर, FD ब्याज, FD मैच्योरिटी राशि, तिमाही चक्रवृद्धि, मासिक ब्याज भुगतान, वरिष्ठ नागरिक FD दर, टैक्स सेवर FD, FD ब्याज पर TDS, फ़ॉर्म 15G 15H",
  bothActs: (act2025: string, act1961: string) => `${cite(act2025)} (1961 के अधिनियम की ${cite(act1961)})`,
  groupDeposit: "आपकी जमा",
  groupTerm: "अवधि",
  groupInterest: "ब्याज और दर",
  amount: "जमा राशि",
  amountHelp: "सावधि जमा में आप जितनी राशि रखते हैं।",
  rate: "ब्याज दर, % सालाना",
  rateHelp: "इस अवधि के लिए आम जनता को मिलने वाली बैंक की दर; वरिष्ठ नागरिक की अतिरिक्त दर जोड़ने के लिए नीचे का बॉक्स चुनें।",
  years: "अवधि: वर्ष",
  yearsHelp: (maxYears: number) => `पूरी अवधि 7 दिन से ${maxYears} वर्ष तक होनी चाहिए।`,
  months: "अवधि: महीने",
  monthsHelp: "वर्षों के ऊपर के महीने।",
  days: "अवधि: दिन",
  daysHelp: "वर्षों और महीनों के ऊपर के दिन। सिर्फ़ दिनों में बताई गई अवधि, जैसे 444 दिन, यहाँ लिखें और वर्ष व महीने 0 रखें।",
  payout: "ब्याज का भुगतान",
  payoutOptions: { cumulative: "मैच्योरिटी पर (संचयी)", quarterly: "हर तिमाही", monthly: "हर महीने" },
  payoutHelp: "संचयी जमा में ब्याज हर तिमाही चक्रवृद्धि होता है। भुगतान वाली जमा में ब्याज देय होते ही आपके खाते में आ जाता है, और उस पर चक्रवृद्धि नहीं होती।",
  senior: "वरिष्ठ नागरिक (60 या अधिक)",
  seniorHelp: "ज़्यादातर अवधियों पर बैंक वरिष्ठ नागरिकों को ऊँची दर देते हैं।",
  seniorExtra: "वरिष्ठ नागरिक की अतिरिक्त दर, %",
  seniorExtraHelp: (typical: number) => `ऊपर की दर में जोड़ी जाती है। हर बैंक इसे खुद तय करता है: ज़्यादातर ${typical}% जोड़ते हैं, कुछ 0.25% से 0.75%।`,
  termPart: (unit: "year" | "month" | "day", count: number, formatted: string) =>
    `${formatted} ${unit === "year" ? "वर्ष" : unit === "day" ? "दिन" : plural("hi", count, { one: "महीना", other: "महीने" })}`,
  termNone: "0 दिन",
  daysText: (_days: number, formatted: string) => `${formatted} दिन`,
  tooShort: (minDays: number) => `सावधि जमा कम से कम ${minDays} दिन की होती है: ${minDays} दिन या उससे ज़्यादा की अवधि लिखें।`,
  tooLong: (maxYears: number, term: string) => `सावधि जमा कुल मिलाकर ज़्यादा से ज़्यादा ${maxYears} वर्ष की होती है; ${term} इससे लंबी है।`,
  simpleOrCompound: (months: number) => `बैंकों का चलन: ${months} महीने से कम की जमा पर साधारण ब्याज; इससे लंबी जमा पर हर तिमाही चक्रवृद्धि`,
  termLimits: (minDays: number, maxYears: number) =>
    `भारतीय रिज़र्व बैंक (जमा पर ब्याज दर) निर्देश, 2016: सावधि जमा कम से कम ${minDays} दिन की होती है; बैंक ${maxYears} वर्ष तक की अवधि देते हैं`,
  yearLabel: (year: number, part: boolean) => `वर्ष ${year}${part ? " (आंशिक)" : ""}`,
  rateSenior: (applied: string, rate: string, extra: string) => `${applied} सालाना (${rate} और वरिष्ठ नागरिक की अतिरिक्त ${extra})`,
  rateYearly: (applied: string) => `${applied} सालाना`,
  summaryCompounded: (principal: string, term: string, rate: string, maturity: string, interest: string) =>
    `${term} की सावधि जमा में ${principal}, ${rate} ब्याज और तिमाही चक्रवृद्धि पर, मैच्योरिटी (परिपक्वता) पर बढ़कर ${maturity} हो जाते हैं: ${interest} ब्याज।`,
  summarySimple: (principal: string, term: string, rate: string, interest: string, maturity: string) =>
    `${term} की सावधि जमा में ${principal} पर ${rate} की दर से ${interest} साधारण ब्याज मिलता है (छह महीने से कम की अवधि पर चक्रवृद्धि नहीं होती): मैच्योरिटी (परिपक्वता) पर ${maturity}।`,
  summaryNoPayout: (principal: string, term: string, rate: string, period: Period, interest: string, maturity: string) =>
    `${rate} पर ${term} के लिए ${principal} की जमा एक ${periodHi(period)} के भुगतान के लिए भी छोटी है: पूरा ${interest} ब्याज मैच्योरिटी पर जमा राशि के साथ मिलता है, कुल ${maturity}।`,
  summaryPayout: (principal: string, term: string, rate: string, payout: string, period: Period, _count: number, countText: string, paidOut: string) =>
    `${rate} पर ${term} के लिए ${principal} की जमा पर आपको हर ${periodHi(period)} ${payout} मिलते हैं: ${countText} भुगतान, कुल ${paidOut}। `,
  summaryBroken: (maturity: string, broken: string, days: string) => `मैच्योरिटी पर आपको ${maturity} मिलते हैं: जमा राशि और आख़िरी ${days} का ${broken} ब्याज।`,
  summaryDepositBack: (maturity: string) => `मैच्योरिटी पर आपको ${maturity} की जमा राशि वापस मिलती है।`,
  totalInterest: "कुल ब्याज",
  paidAtMaturity: "मैच्योरिटी पर भुगतान",
  maturityAmount: "मैच्योरिटी राशि",
  payoutAmount: (period: Period) => `हर ${periodHi(period)} मिलने वाला ब्याज`,
  paidOut: "पूरी अवधि में मिला ब्याज",
  appliedRate: "लागू दर",
  group: "आपकी सावधि जमा",
  breakdownRate: "दर और अवधि",
  titleCompounded: "हर तिमाही चक्रवृद्धि ब्याज",
  titleSimple: "साधारण ब्याज (छह महीने से कम की अवधि)",
  titlePayout: "ब्याज का भुगतान",
  stepPrincipal: "जमा राशि (P)",
  stepPrincipalReference: "जमा में रखी गई राशि",
  stepBankRate: "इस अवधि के लिए बैंक की दर",
  stepBankRateReference: "हर बैंक हर अवधि के लिए खुद तय करता है: भारतीय रिज़र्व बैंक (जमा पर ब्याज दर) निर्देश, 2016 जमा दरें बैंकों पर छोड़ते हैं",
  stepSeniorExtra: "वरिष्ठ नागरिक की अतिरिक्त दर",
  stepApplied: "लागू दर (r)",
  stepAppliedReference: "बैंक की दर और वरिष्ठ नागरिक की अतिरिक्त दर (अगर हो), पूरी अवधि के लिए तय",
  stepTerm: (term: string) => `अवधि: ${term}`,
  stepTermYears: (_years: number, formatted: string) => `${formatted} वर्ष`,
  stepTermReference: (limits: string) => `एक महीना वर्ष का 1/12 और एक दिन 1/365 गिना गया है (बैंकों का 365 दिन का आधार)। ${limits}`,
  stepSimple: (days: string) => `साधारण ब्याज: P × r × ${days} ÷ 36,500`,
  stepSimpleReference: (practice: string) => `${practice}। 365 दिन के आधार पर साधारण ब्याज`,
  stepMaturityPlus: "मैच्योरिटी राशि: P + ब्याज",
  stepMaturityReference: "मूलधन और ब्याज मैच्योरिटी पर एक साथ, पूरे रुपये में",
  stepQuarters: "अवधि में पूरी तिमाहियाँ (q)",
  stepCompounded: (principal: string, factor: string, quarters: number) => `q तिमाहियों के बाद: P × (1 + r/400)^q = ${principal} × ${factor}^${quarters}`,
  stepCompoundedReference: "हर तिमाही के अंत में ब्याज जमा में जुड़ता है और तब से खुद भी ब्याज कमाता है (संचयी या पुनर्निवेश जमा)",
  stepBrokenQuarter: (days: string) => `आख़िरी पूरी तिमाही के बाद के ${days} का साधारण ब्याज: × r × दिन ÷ 36,500`,
  stepBrokenQuarterReference: "आख़िरी पूरी तिमाही के बाद की बची अवधि पर 365 दिन के आधार पर साधारण ब्याज (बैंकों का चलन)",
  stepMaturity: "मैच्योरिटी राशि",
  stepInterest: "ब्याज: मैच्योरिटी राशि घटा P",
  stepTaxable: "अन्य स्रोतों से आय के रूप में आपकी स्लैब दर से कर योग्य",
  stepMonthly: "मासिक ब्याज: P × (r/400) ÷ [1 + (1 + r/1200) + (1 + r/1200)²]",
  stepMonthlyReference:
    "घटाई गई दर पर मासिक भुगतान (इंडियन बैंक्स एसोसिएशन का सूत्र): तीन मासिक भुगतान, r/12 मासिक दर पर दोबारा निवेश करने पर, तिमाही के ब्याज के बराबर होते हैं",
  stepYearlyEquivalent: "यही सालाना दर के रूप में",
  stepYearlyEquivalentReference: "मासिक भुगतान × 12 ÷ P",
  stepQuarterly: "तिमाही ब्याज: P × r ÷ 400",
  stepQuarterlyReference: "एक तिमाही का साधारण ब्याज, हर तिमाही के अंत में भुगतान, चक्रवृद्धि नहीं",
  stepPayouts: (period: Period) => `${period === "monthly" ? "मासिक" : "तिमाही"} भुगतानों की संख्या`,
  stepPayoutsReference: (period: Period) => `अवधि में पूरे ${period === "monthly" ? "महीने" : "तिमाहियाँ"}`,
  stepPaidOut: "पूरी अवधि में मिला ब्याज",
  stepPaidOutReference: "भुगतान × भुगतानों की संख्या, पूरे रुपये में",
  stepBrokenPayout: (days: string) => `आख़िरी भुगतान के बाद के ${days} का साधारण ब्याज, जमा राशि के साथ`,
  stepBrokenPayoutReference: "बची अवधि पर 365 दिन के आधार पर साधारण ब्याज (बैंकों का चलन)",
  stepPaidAtMaturity: "मैच्योरिटी पर भुगतान: P और अब तक न मिला ब्याज",
  stepPaidAtMaturityReference: "मैच्योरिटी की तारीख पर जमा राशि की वापसी",
  stepTotalInterest: "कुल ब्याज",
  tableCaption: "आपकी सावधि जमा, वर्षवार",
  columns: {
    year: "वर्ष",
    opening: "शुरुआती बकाया",
    deposited: "जमा",
    interestEarned: "कमाया ब्याज",
    interest: "ब्याज",
    paidOut: "मिला ब्याज",
    held: "बैंक के पास",
    invested: "निवेश की गई राशि",
    total: "कुल मूल्य",
  },
  chartTitlePayout: "हर वर्ष के अंत में सावधि जमा में निवेश की गई राशि और कुल मूल्य, मिल चुके ब्याज समेत",
  chartTitle: "हर वर्ष के अंत में सावधि जमा में निवेश की गई राशि और कुल मूल्य",
  seriesInvested: "निवेश की गई राशि",
  seriesTotal: "कुल मूल्य",
  noteBrokenQuarter:
    "हर पूरी तिमाही के अंत में ब्याज चक्रवृद्धि होता है और आख़िरी तिमाही के बाद के दिनों पर साधारण ब्याज मिलता है, जैसे बैंक हिसाब लगाते हैं। जो कैलकुलेटर (1 + r/400)^(4 × वर्ष) में भिन्न वाली घात लगाते हैं, उनका आँकड़ा ऐसी अवधियों पर थोड़ा अलग आता है; पूरी तिमाहियों पर दोनों एक जैसे होते हैं।",
  noteWholeQuarters: "ब्याज हर तिमाही के अंत में चक्रवृद्धि होता है, जैसा बैंक छह महीने या उससे लंबी संचयी जमा पर करते हैं।",
  simpleNote: "कुछ बैंक 180 या 181 दिन तक साधारण ब्याज देते हैं; फ़र्क अवधि के ज़्यादा से ज़्यादा एक-दो दिन का है।",
  seniorNote: "बैंक 0.25% से 0.75% जोड़ते हैं; कुछ विशेष योजनाएँ इससे ज़्यादा। अपने बैंक से उसका आँकड़ा पूछें।",
  noteSimple: (note: string) => `छह महीने से कम की जमा पर साधारण ब्याज मिलता है। ${note}`.trim(),
  noteMonthly: (payoutRate: string, rate: string) =>
    `मासिक ब्याज घटाई गई दर पर मिलता है, ${rate} की जगह ${payoutRate} सालाना, ताकि तीन मासिक भुगतान दोबारा निवेश करने पर एक तिमाही के ब्याज के बराबर हों; ज़्यादातर बैंक इंडियन बैंक्स एसोसिएशन का यही तरीका अपनाते हैं। कुछ बैंक इसकी जगह सालाना दर का बारहवाँ हिस्सा देते हैं।`,
  noteQuarterly: "तिमाही भुगतान एक तिमाही का साधारण ब्याज है: कुछ भी चक्रवृद्धि नहीं होता, इसलिए कुल ब्याज संचयी जमा से कम रहता है।",
  noteTotalValue: 'तालिका में "कुल मूल्य" में बैंक के पास रखी राशि के साथ आपको मिल चुका ब्याज भी गिना गया है।',
  noteDayCount:
    "शुरुआत की तारीख के बिना, एक महीना वर्ष का बारहवाँ और एक दिन 365वाँ हिस्सा गिना गया है। बैंक तारीखों के बीच के असली दिन गिनता है, इसलिए उसका आँकड़ा कुछ रुपये अलग हो सकता है।",
  noteSenior: (note: string) => `वरिष्ठ नागरिक की अतिरिक्त दर बैंक की नीति है, 60 या अधिक आयु के जमाकर्ताओं के लिए। ${note}`.trim(),
  noteIncome:
    "FD का ब्याज अन्य स्रोतों से आय है, जिस पर दोनों कर व्यवस्थाओं में आपकी स्लैब दर से टैक्स लगता है। संचयी जमा का ब्याज आम तौर पर हर वर्ष, जैसे-जैसे बनता है, आय में दिखाया जाता है, और बैंक भी तभी स्रोत पर कर कटौती (TDS) करता है।",
  noteTds: (section2025: string, form: string) =>
    `जब किसी बैंक से वित्तीय वर्ष में आपका ब्याज ₹50,000 से, या वरिष्ठ नागरिक के लिए ₹1,00,000 से, ज़्यादा हो जाता है, तो बैंक 10% TDS काटता है (आयकर अधिनियम, 1961 की धारा 194A; कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की ${section2025}); अगर कोई टैक्स देय नहीं है, तो ${form} देकर यह कटौती रोकी जा सकती है।`,
  noteTaxSaver: (section: string) =>
    `किसी अनुसूचित बैंक की 5 वर्ष की टैक्स सेवर FD पर ${section} के तहत कटौती मिलती है, सालाना ₹1.5 लाख तक, सिर्फ़ पुरानी कर व्यवस्था में। इसे पाँच वर्ष से पहले नहीं निकाला जा सकता, और इसके ब्याज पर टैक्स लगता है।`,
  explanation: [
    "सावधि जमा (FD) में आप कोई राशि बैंक के पास चुनी हुई अवधि के लिए, 7 दिन से 10 वर्ष तक, खाता खोलने के दिन तय दर पर रखते हैं। बैंक जमा पर ब्याज दरों के बारे में भारतीय रिज़र्व बैंक के निर्देशों के तहत हर अवधि के लिए अपनी दरें खुद तय करते हैं, और ज़्यादातर बैंक वरिष्ठ नागरिकों (60 या अधिक) को 0.25% से 0.75% अतिरिक्त देते हैं।",
    "संचयी (पुनर्निवेश) जमा में ब्याज हर तिमाही जमा में जुड़ता है और खुद भी ब्याज कमाता है: q पूरी तिमाहियों के लिए मैच्योरिटी (परिपक्वता) राशि P × (1 + r/400)^q होती है। आख़िरी पूरी तिमाही के बाद के दिनों पर साधारण ब्याज मिलता है, और छह महीने से छोटी जमा पर सिर्फ़ साधारण ब्याज, P × r × दिन ÷ 36,500। 7% पर पाँच वर्ष के लिए ₹1,00,000 बढ़कर ₹1,41,478 हो जाते हैं।",
    "अगर आप हर तिमाही ब्याज लेना चुनते हैं, तो आपको हर तिमाही P × r ÷ 400 मिलता है और मैच्योरिटी पर जमा राशि वापस; कुछ भी चक्रवृद्धि नहीं होता। मासिक भुगतान घटाकर दिया जाता है, ताकि तीन मासिक भुगतान दोबारा निवेश करने पर एक तिमाही के ब्याज के बराबर हों: 7% पर ₹1,00,000 के लिए यह ₹583.33 की जगह ₹579.94 महीना है।",
  ],
  explanationTax: (section2025: string, s80TTB: string, s80C: string) =>
    `FD का ब्याज अन्य स्रोतों से आय है, जिस पर दोनों कर व्यवस्थाओं में आपकी स्लैब दर से टैक्स लगता है। जब किसी बैंक से वित्तीय वर्ष में आपका ब्याज ₹50,000 से, या वरिष्ठ नागरिकों के लिए ₹1,00,000 से, ज़्यादा हो जाता है, तो बैंक आयकर अधिनियम, 1961 की धारा 194A (कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की ${section2025}) के तहत 10% स्रोत पर कर कटौती (TDS) करते हैं। पुरानी कर व्यवस्था में वरिष्ठ नागरिक ${s80TTB} के तहत जमा पर ₹50,000 तक के ब्याज की कटौती ले सकते हैं, और 5 वर्ष की टैक्स सेवर FD ${s80C} की ₹1.5 लाख की कटौती में गिनी जाती है।`,
  faqTdsAnswer: (form: string) =>
    `हाँ, वित्तीय वर्ष 2025-26 से, जब कोई बैंक वित्तीय वर्ष में आपको ₹50,000 (वरिष्ठ नागरिकों के लिए ₹1,00,000) से ज़्यादा ब्याज देता या खाते में जोड़ता है, तो 10% TDS कटता है; अगर बैंक के पास आपका PAN नहीं है, तो 20%। TDS ब्याज बनते ही कटता है, संचयी जमा पर भी। अगर आपकी कुल आय पर कोई टैक्स देय नहीं है, तो हर वर्ष की शुरुआत में बैंक को ${form} दें।`,
  faq: [
    {
      question: "FD पर ब्याज कैसे निकाला जाता है?",
      answer:
        "छह महीने या उससे लंबी संचयी जमा पर बैंक हर तिमाही चक्रवृद्धि ब्याज देते हैं: मैच्योरिटी राशि P × (1 + r/400)^q होती है, जहाँ q पूरी तिमाहियों की संख्या है, और आख़िरी तिमाही के बाद के दिनों पर साधारण ब्याज अलग से। इससे छोटी जमा पर साधारण ब्याज मिलता है। भुगतान वाली जमा में तिमाही का ब्याज (या घटाई गई मासिक राशि) देय होते ही मिलता है और मैच्योरिटी पर जमा राशि वापस।",
    },
    {
      question: "मासिक ब्याज सालाना दर के बारहवें हिस्से से कम क्यों है?",
      answer:
        "क्योंकि मासिक भुगतान आपको तिमाही ब्याज से पहले मिल जाता है। बैंक इसे इतना घटाते हैं कि तीन मासिक भुगतान, उसी दर पर दोबारा निवेश करने पर, तिमाही के ब्याज के बराबर हों: 7% पर ₹1,00,000 के लिए आपको ₹583.33 की जगह ₹579.94 महीना (6.96% सालाना) मिलता है।",
    },
    { question: "क्या FD के ब्याज पर TDS कटता है, और इसे कैसे रोकें?", answer: "" },
    {
      question: "क्या मैं FD मैच्योरिटी से पहले तोड़ सकता हूँ?",
      answer:
        "आम तौर पर हाँ: बैंक जमा जितने समय चली उस अवधि की दर देता है, अपनी नीति के हिसाब से 0.5% से 1% जुर्माना घटाकर। बैंक सावधि जमा योजना, 2006 के तहत 5 वर्ष की टैक्स सेवर FD पाँच वर्ष से पहले न निकाली जा सकती है, न लोन के लिए गिरवी रखी जा सकती है; सिर्फ़ जमाकर्ता की मृत्यु के बाद नॉमिनी या वारिस इसे पहले निकाल सकते हैं।",
    },
    {
      question: "क्या मेरी सावधि जमा सुरक्षित है?",
      answer:
        "बैंकों में जमा, स्मॉल फ़ाइनेंस बैंक और सहकारी बैंकों समेत, जमा बीमा और ऋण गारंटी निगम (DICGC) से हर बैंक में हर जमाकर्ता के ₹5 लाख तक बीमित है, मूलधन और ब्याज मिलाकर। कंपनियों और गैर-बैंकिंग वित्तीय कंपनियों (NBFC) के पास जमा इसमें शामिल नहीं है।",
    },
    {
      question: "वरिष्ठ नागरिक के लिए कौन-सी दर लिखूँ?",
      answer:
        'अपनी अवधि के लिए आम जनता वाली बैंक की दर लिखें, "वरिष्ठ नागरिक" चुनें और बैंक की अतिरिक्त दर लिखें (ज़्यादातर बड़े बैंक 0.50% जोड़ते हैं)। कैलकुलेटर दोनों को जोड़ देता है। अगर आपका बैंक सीधे वरिष्ठ नागरिकों की दर बताता है, तो वही दर लिखें और बॉक्स खाली छोड़ दें।',
    },
  ],
};

export const FIXED_DEPOSIT_TEXT: Catalogues<typeof en> = { en, hi };

/** A section for text shown for every year, naming both Acts, in the page's language. */
export function bothActs(provision: Parameters<typeof sectionWithFormer>[0], locale: Locale = "en"): string {
  const english = sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
  const parts = /^(.*) \((.*) of the 1961 Act\)$/.exec(english);
  return parts ? messagesFor(FIXED_DEPOSIT_TEXT, locale).bothActs(parts[1]!, parts[2]!) : locale === "en" ? english : cite(english);
}

/** The 2025 Act's citation ("section 393"), in the page's language. */
export function act2025(provision: Parameters<typeof sectionOf>[0], locale: Locale = "en"): string {
  const english = sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
  return locale === "en" ? english : cite(english);
}
