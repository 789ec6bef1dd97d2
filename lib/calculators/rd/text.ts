import { translatable, plural, type Catalogues } from "@/lib/i18n/catalogue";
import { INDIA_POST_RD_RATE } from "@/lib/finance/recurring-deposit";
import { rdMeta } from "./meta";

/*
 * Every word the RD calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md), not word
 * for word. The form that stops TDS comes in already named in the page's language.
 */

const enPlural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const SCHEME = "National Savings Recurring Deposit Scheme, 2019";

const en = {
  description: rdMeta.description,
  keywords: rdMeta.keywords,
  group: "Your recurring deposit",
  monthly: "Monthly instalment",
  monthlyHelp: (minimum: number) => `The amount you deposit every month. India Post: at least ₹${minimum}, in multiples of ₹10.`,
  rate: "Interest rate, % a year",
  rateHelp: (rate: number) =>
    `Your bank's RD rate for this term. India Post's 5-year RD pays ${rate}% (from 1 October 2023). The rate on the day you open the account applies for the whole term.`,
  months: "Term, in months",
  monthsHelp: (min: number, maxYears: number, max: number, indiaPost: number) =>
    `How many monthly instalments: banks offer ${min} months to ${maxYears} years (${min} to ${max} months); India Post's RD is ${indiaPost} months.`,
  /** 60 → "5 years", 18 → "1 year 6 months", 8 → "8 months". */
  term: (years: number, months: number) =>
    years === 0 ? enPlural(months, "month") : months === 0 ? enPlural(years, "year") : `${enPlural(years, "year")} ${enPlural(months, "month")}`,
  /** "Year 3", or "Year 3 (part)" for a final year of fewer than 12 instalments. */
  yearLabel: (year: number, part: boolean) => `Year ${year}${part ? " (part)" : ""}`,
  summary: (monthly: string, term: string, rate: string, deposited: string, maturity: string, interest: string) =>
    `Depositing ${monthly} a month for ${term} at ${rate} a year, compounded quarterly, you pay in ${deposited} and receive ${maturity} at maturity: ${interest} of interest.`,
  stepInstalment: "Monthly instalment, paid at the start of each month",
  stepInstalmentReference: `The same deposit every month for the term (${SCHEME}; banks' RD schemes)`,
  stepCount: "Number of instalments (N)",
  stepCountReference: (term: string) => `One a month: the term of ${term}`,
  stepDeposited: "Total deposited: instalment × N",
  stepDepositedReference: "Instalment × number of instalments",
  stepRate: (rate: string) => `Quarterly rate (i): ${rate} ÷ 4`,
  stepRateReference: `Interest compounded every quarter: banks' RD schemes (the Indian Banks' Association method) and the ${SCHEME}`,
  stepMaturity: "Maturity value: instalment × [(1 + i)^(N/3) − 1] ÷ [1 − (1 + i)^(−1/3)]",
  stepMaturityReference:
    "Each instalment earns quarterly compound interest for the months it stays in the account (N − k + 1 months for the k-th), summed in closed form",
  stepRounded: "Maturity value, to the rupee",
  stepRoundedReference: "Rounded to the nearest rupee",
  stepInterest: "Interest earned: maturity value less deposits",
  stepInterestReference: "Taxable as income from other sources at your slab rate",
  deposited: "Total deposited",
  interest: "Interest earned",
  maturity: "Maturity value",
  breakdown: "Maturity value with quarterly compounding",
  tableCaption: "Your recurring deposit, year by year",
  columns: {
    year: "Year",
    instalments: "Instalments",
    opening: "Opening balance",
    deposited: "Deposited",
    interest: "Interest",
    invested: "Amount invested",
    total: "Total value",
  } as Readonly<Record<"year" | "instalments" | "opening" | "deposited" | "interest" | "invested" | "total", string>>,
  chartTitle: "Amount invested and total value of the recurring deposit at the end of each year",
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteIndiaPostTerms: (rate: number, months: number, maturity: string) =>
    `These are India Post's 5-year RD terms: ${rate}% for ${months} months, which the scheme states as ₹7,136.58 for ₹100 a month. The post office pays other instalments in proportion to that figure, so its amount can differ from the ${maturity} here by a few paise.`,
  /** The rate's own caveat (lib/finance/recurring-deposit.ts), in the page's language. */
  rateNote: INDIA_POST_RD_RATE.note ?? "",
  noteRate: (rate: number, note: string) =>
    `India Post's RD rate is set every quarter by the Ministry of Finance: ${rate}% a year from 1 October 2023. ${note}`.trim(),
  noteOnTime:
    "The figures assume every instalment is paid on time for the whole term. A late or missed instalment lowers the maturity value, and banks and the post office charge a fee for it.",
  noteTax: (form: string) =>
    `RD interest is income from other sources, taxed at your slab rate in either regime and usually declared year by year as it accrues. A bank deducts TDS at 10% (section 194A of the Income-tax Act, 1961) once your interest from it in a year passes ₹50,000, or ₹1,00,000 for a senior citizen; ${form} stops it when no tax is due.`,
  noteThirds:
    "A month is counted as a third of a quarter: each instalment grows by (1 + i)^(1/3) a month, which is how the India Post table and banks' RD calculators work. A bank that credits interest only at quarter ends may differ by a few rupees.",
  explanation: [
    "A recurring deposit (RD) is a term deposit you build up month by month: the same instalment every month for a fixed term, returned with interest at the end. Banks offer RDs from six months to ten years; India Post's RD, under the National Savings Recurring Deposit Scheme, 2019, runs for five years (60 instalments) from ₹100 a month, and can be continued for five more.",
    "Interest is compounded every quarter. Each instalment earns interest only for the months it stays in the account: the first for the whole term, the last for a single month. Adding them up gives the maturity value M = R × [(1 + i)^(N/3) − 1] ÷ [1 − (1 + i)^(−1/3)], where R is the instalment, N the number of months and i the quarterly rate (the yearly rate ÷ 400). With ₹5,000 a month for 60 months at 6.7%, that is ₹3,56,829 for ₹3,00,000 deposited.",
    "The rate on the day you open the RD applies for the whole term, even if rates change later. India Post's rate is notified every quarter by the Ministry of Finance: 6.7% a year from 1 October 2023, unchanged since. Banks set their own rates, and many add 0.25% to 0.75% for senior citizens: enter the rate your bank quotes you.",
    "RD interest is income from other sources, taxed at your slab rate in both regimes; it is usually declared year by year as it accrues, which is also when banks deduct TDS. Banks deduct TDS at 10% under section 194A of the Income-tax Act, 1961 when your interest from the bank in a year passes ₹50,000, or ₹1,00,000 for a senior citizen. Only senior citizens in the old regime can deduct RD interest, up to ₹50,000, under section 80TTB (section 153 of the 2025 Act).",
  ] as readonly string[],
  faqTdsAnswer: (form: string) =>
    `Banks deduct TDS at 10% once the interest they pay or credit to you in a financial year, on all your deposits with them, passes ₹50,000 (₹1,00,000 for senior citizens), from FY 2025-26. Without a PAN the rate is 20%. If your total income is below the taxable limit, give the bank ${form} at the start of the year. TDS is not the final tax: the interest is added to your income in your return.`,
  /** The FAQ; the TDS question's answer (third) is `faqTdsAnswer`. */
  faq: [
    {
      question: "How is RD interest calculated?",
      answer:
        "Each monthly instalment earns interest compounded every quarter for the months it stays in the account. The first instalment of a 5-year RD earns for 60 months, the second for 59, and so on down to one month for the last. The calculator adds up what every instalment has grown to at maturity; the interest is that total less what you deposited.",
    },
    {
      question: "What do I get for ₹5,000 a month in the post office RD?",
      answer:
        "At India Post's rate of 6.7% for 60 months, you deposit ₹3,00,000 and receive about ₹3,56,829 at maturity, ₹56,829 of interest. The scheme states the maturity value as ₹7,136.58 for ₹100 a month; larger instalments get that in proportion.",
    },
    { question: "Is TDS deducted on RD interest?", answer: "" },
    {
      question: "Can I close an RD before maturity?",
      answer:
        "Banks allow it, usually paying the rate for the period the deposit actually ran, less a penalty of 0.5% to 1%. India Post allows premature closure after three years, and then pays only the post office savings account rate. India Post also lets you withdraw up to half the balance as a loan once twelve instalments are paid.",
    },
    {
      question: "Is an RD better than a SIP?",
      answer:
        "They do different jobs. An RD's return is fixed on the day you open it and your deposit is safe (bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank; India Post deposits are backed by the Government of India). A SIP in an equity fund has no fixed return: it can earn more over long periods, or less, and its value moves with the market.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const month = (count: number) => `${count} ${plural("hi", count, { one: "महीना", other: "महीने" })}`;



export const RD_TEXT: Catalogues<typeof en> = translatable("RD_TEXT", en);
