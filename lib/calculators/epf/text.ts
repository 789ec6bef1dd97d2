import { formatInr, formatPercent } from "@/lib/format";
import { EPF_RATE, EPF_RULES } from "@/lib/finance/epf";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { TimingChoice } from "./fields";
import { epfMeta } from "./meta";

/*
 * Every word the EPF calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const EPF_SCHEME = "Employees' Provident Funds Scheme, 1952";
export const EPF_SCHEME_HI = "कर्मचारी भविष्य निधि योजना, 1952";

export const declaredRate = formatPercent(EPF_RATE.value);
export const contributionRate = formatPercent(EPF_RULES.contributionPercent.value);
export const pensionRate = formatPercent(EPF_RULES.pensionSharePercent.value);
/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
export const deductionSection = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
export const interestLimit = formatInr(latest(incomeTaxLimits.providentFundInterestExemptContributionLimit).value);
export const employerLimit = formatInr(latest(incomeTaxLimits.employerRetirementContributionLimit).value);
export const hindiSections = (english: string) =>
  english.replace(/^section (\S+) \(section (\S+) of the 1961 Act\)$/, "धारा $1 (1961 के अधिनियम की धारा $2)").replace(/^section /, "धारा ");
export const hindiPeriod = (english: string) => english.replace(/^FY /, "वित्तीय वर्ष ");

const en = {
  description: epfMeta.description,
  keywords: epfMeta.keywords,
  groupPay: "Your pay and age",
  groupAccount: "Your account",
  groupEmployer: "How your employer contributes",
  monthlyBasic: "Basic + DA, a month",
  monthlyBasicHelp: "Your PF wages: basic pay, dearness allowance and any retaining allowance this month. Not HRA or other allowances.",
  age: "Your age now",
  retireAge: "Age you retire at",
  retireAgeHelp: (age: number) =>
    `${age} is the usual retirement age and the pension age of the EPS; the whole EPF balance can be withdrawn on retirement at 55 or later.`,
  growth: "Yearly rise in basic + DA, %",
  growthHelp: "Applied at the start of each year after the first. 0 keeps the wage as it is.",
  rate: "EPF interest rate, % a year",
  rateHelp: (rate: string, period: string) =>
    `${rate} is the rate declared for ${period}. A rate is declared for each year after it ends; the calculator applies one rate to every year.`,
  opening: "EPF balance today",
  openingHelp: "From your passbook on the EPFO member portal. 0 if you are just starting.",
  contribution: "Contribution rate, each side",
  contributionFull: (percent: number) => `${percent}% (most employers)`,
  contributionReduced: (percent: number) => `${percent}% (under 20 employees, notified industries)`,
  capped: (ceiling: string) => `Contributions on ${ceiling} only`,
  cappedHelp: (ceiling: string, percent: number, monthly: string) =>
    `Yes if your employer restricts both contributions to the ${ceiling} wage ceiling (${percent}% of it is ${monthly} a month) instead of your full basic + DA.`,
  pension: "Member of the pension scheme (EPS)",
  pensionHelp: (ceiling: string) =>
    `No if you first joined EPF on or after 1 September 2014 with basic + DA above ${ceiling}: then all of the employer's share goes to EPF.`,
  timing: "Interest on a month's contribution",
  timingOptions: { "month-end": "From that month (most calculators)", "next-month": "From the next month (EPFO's ledger)" } as Readonly<
    Record<TimingChoice, string>
  >,
  retireAgeAbove: (age: number) => `Enter an age above your age now (${age}).`,
  /** "FY 2025-26", the period a rate was declared for, as the rules give it. */
  period: (english: string) => english,
  /** "section 123 (section 80C of the 1961 Act)", as the section table gives it. */
  sections: (english: string) => english,
  years: (count: number) => `${count} year${count === 1 ? "" : "s"}`,
  wage: (monthly: string, growth: string) => (growth ? `basic + DA of ${monthly} a month rising ${growth} a year` : `basic + DA of ${monthly} a month`),
  fromToday: (opening: string) => `today's ${opening}, `,
  pensionShare: (amount: string) => ` Another ${amount} of your employer's share goes to the pension scheme (EPS).`,
  summary: (
    wage: string,
    age: number,
    maturity: string,
    years: string,
    rate: string,
    fromToday: string,
    employee: string,
    employer: string,
    interest: string,
    pension: string,
  ) =>
    `With ${wage}, your EPF balance at ${age} would be ${maturity} after ${years} at ${rate}: ${fromToday}${employee} from you, ${employer} from your employer and ${interest} interest.${pension}`,
  columnYear: "Year",
  columnAge: "Age",
  columnWage: "Basic + DA a month",
  columnOpening: "Opening balance",
  columnEmployee: "Your contribution",
  columnEmployer: "Employer's to EPF",
  columnInterest: "Interest",
  columnClosing: "Closing balance",
  columnEps: "Employer's to EPS (not in the balance)",
  tableCaption: "Your EPF account, year by year",
  chartTitle: "EPF balance against the amount paid in, year by year",
  balanceToday: "Balance today",
  yourContributions: "Your contributions",
  employerContributions: "Employer's contributions to EPF",
  interestEarned: "Interest earned",
  balanceAt: (age: number) => `EPF balance at ${age}`,
  epsContributions: "Employer's contributions to the pension scheme (EPS)",
  epsNote: "Not part of the EPF balance: it pays a monthly pension under the Employees' Pension Scheme, 1995.",
  atRetirement: (years: string) => `At retirement, after ${years}`,
  eachMonth: "Each month in year 1",
  yourContribution: "Your contribution",
  employerToEpf: "Employer's contribution to EPF",
  employerToEps: "Employer's contribution to EPS",
  intoEpf: "Into your EPF account",
  rateGroup: "Rate",
  rateDeclared: "Rate declared",
  rateDeclaredValue: (rate: string, period: string) => `${rate} for ${period}`,
  rateUsed: "Rate used here",
  contributionsTitle: `Contributions: ${EPF_SCHEME} and Employees' Pension Scheme, 1995`,
  interestTitle: (age: number) => `Interest and the balance at ${age}: ${EPF_SCHEME}, para 60`,
  stepWage: "Basic + DA a month in year 1 (PF wages)",
  stepCeiling: "Contributions restricted to the wage ceiling",
  stepEmployee: (percent: number, wage: string) => `Your contribution: ${percent}% of ${wage}, to the rupee`,
  stepEmployeeReference: (rule: string, rounding: string) => `${rule}; ${rounding} (nearest rupee)`,
  stepEmployer: (percent: number, wage: string) => `Employer's contribution: ${percent}% of ${wage}`,
  stepPension: (share: number, wage: string, ceiling: boolean) =>
    `of which to the pension scheme: ${share}% of ${wage}${ceiling ? " (the wage ceiling)" : ""}, to the rupee`,
  stepNoPension: "of which to the pension scheme: none, as you are not a member",
  stepEmployerEpf: "of which to your EPF account: the rest",
  stepIntoEpf: "Into your EPF account each month in year 1: yours + the employer's EPF share",
  stepGrowth: (growth: string) => `Basic + DA rising ${growth} at the start of each year, contributions following it`,
  stepGrowthText: (wage: string, year: number) => `${wage} a month in year ${year}`,
  stepGrowthReference: (rule: string) => `Your assumption of pay rises; ${rule}`,
  stepRateDeclared: (period: string) => `Interest rate: the rate declared for ${period}`,
  stepRateEntered: (period: string, declared: string) => `Interest rate you entered (declared for ${period}: ${declared})`,
  stepRateText: (rate: string) => `${rate} a year`,
  stepMonthly: "Interest for each month on the running balance, at a twelfth of the rate, added on 31 March",
  stepMonthlyText: "compounds once a year",
  interestRule: `${EPF_SCHEME}, para 60: interest on the monthly running balance, credited to each member's account on 31 March`,
  timingConvention: {
    "month-end": "a month's contributions counted in that month's balance (the convention of most calculators)",
    "next-month": "a month's contributions earning interest from the month after (as EPFO's ledger does)",
  } as Readonly<Record<TimingChoice, string>>,
  stepMonthlyReference: (rule: string, convention: string) => `${rule}; ${convention}`,
  stepYear1: (monthEnd: boolean, rate: string) =>
    `Year 1 interest: the twelve ${monthEnd ? "month-end balances" : "balances before each month's contribution"} × ${rate} ÷ 12`,
  passbook: "Your EPF passbook",
  stepYourContributions: (years: string) => `Your contributions over ${years}`,
  sumEmployee: "Sum of the Your contribution column of the table",
  sumEmployer: "Sum of the Employer's to EPF column of the table",
  sumInterest:
    "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
  stepBalance: (age: number, opening: boolean) => `EPF balance at ${age}: ${opening ? "balance today + " : ""}contributions + interest`,
  stepBalanceReference: "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
  stepEps: "Employer's contributions to the pension scheme, outside the EPF balance",
  noteRate: (rate: string, period: string) =>
    `EPF interest is declared for each financial year after it ends. ${rate} was approved for ${period} by the Central Board of Trustees in March 2026, as for FY 2023-24 and FY 2024-25; the rate for FY 2026-27 is not yet declared, so every year is projected at the rate you enter.`,
  noteEps:
    "The EPS share earns no interest for you. After ten years of service it pays a monthly pension from 58 (a reduced one from 50), worked out on your pensionable salary and years of service, not on the contributions; with less service it is paid out as a lump sum.",
  noteTax: (tdsSection: string, deductionSection: string) =>
    `The balance is tax-free when you withdraw it after five years of continuous service, counting earlier employers whose balance you transferred. Withdrawn sooner, it is taxable, with TDS under ${tdsSection}. Your own contributions qualify for the deduction under ${deductionSection} in the old regime only.`,
  noteCode:
    "Under the Code on Social Security, 2020, in force from 21 November 2025, allowances above half of your pay count as wages, which can raise PF wages. Enter the wage your employer uses for PF.",
  notePensionMember: (ceiling: string, field: string) =>
    `The pension share assumes you are in the Employees' Pension Scheme. If you first joined EPF on or after 1 September 2014 with basic + DA above ${ceiling}, you are not: all of the employer's share then goes to EPF. Set "${field}" to no to see that case.`,
  noteCeiling: (ceiling: string, field: string) =>
    `Contributions are compulsory only on basic + DA up to ${ceiling} a month. If your employer pays on that ceiling rather than your full basic + DA, set "${field}" to yes.`,
  note9d: (threshold: string, withoutEmployer: string) =>
    `Your own contributions exceed ${threshold} in at least one year. Interest on the part above ${threshold} a year (${withoutEmployer} if your employer pays nothing) is taxable each year (provisos to section 10(12) of the Income-tax Act, 1961 and Rule 9D); the balance shown is before that tax.`,
  notePerquisite: (limit: string) =>
    `Your employer's contributions exceed ${limit} in at least one year. Employer contributions to provident fund, NPS and superannuation above that, with the income on them, are taxed as a perquisite (section 17(2)(vii) and (viia) of the Income-tax Act, 1961).`,
  explanation: [
    "The Employees' Provident Fund is the retirement savings account of salaried employees, under the Employees' Provident Funds and Miscellaneous Provisions Act, 1952 and the EPF Scheme, 1952. Every month you pay 12% of your PF wages (basic pay, dearness allowance and retaining allowance) and your employer pays another 12%. Some establishments, such as those with fewer than 20 employees, pay 10% each.",
    "Your employer's 12% is split. 8.33% of your wage, on at most ₹15,000 a month (so at most ₹1,250), goes to the Employees' Pension Scheme, 1995, which pays a monthly pension later; only the rest reaches your EPF account. Each contribution is rounded to the nearest rupee.",
    `Interest is declared for each financial year by the Central Government with the Central Board of Trustees (${declaredRate} for ${EPF_RATE.period}). It is worked out month by month on the running balance and credited once a year, on 31 March, so it compounds yearly. The calculator runs the account year by year to your retirement, raising your wage at the start of each year by the rate you choose and applying one interest rate throughout.`,
    `Your own contribution qualifies for the deduction under ${deductionSection} in the old regime, and the balance is tax-free when withdrawn after five years of continuous service.`,
  ] as readonly string[],
  faq: [
    {
      question: "How much of my salary goes to EPF each month?",
      answer:
        "On basic + DA of ₹50,000: you pay 12%, ₹6,000, and your employer 12%, ₹6,000. Of your employer's ₹6,000, ₹1,250 (8.33% of the ₹15,000 ceiling) goes to the pension scheme and ₹4,750 to your EPF account, so ₹10,750 a month reaches your EPF balance.",
    },
    {
      question: "How is EPF interest calculated?",
      answer: `Month by month on the running balance at a twelfth of the yearly rate, with the total credited on 31 March. At ${declaredRate}, ₹10,750 a month from April earns ₹5,765 in the first year: the twelve month-end balances add up to ₹8,38,500, and ₹8,38,500 × 8.25% ÷ 12 = ₹5,764.69. EPFO's own ledger counts a month's contribution from the month after, which gives a little less (₹4,878 here); choose that in "Interest on a month's contribution".`,
    },
    {
      question: "What is the current EPF interest rate?",
      answer: `${declaredRate} for ${EPF_RATE.period}, approved by the Central Board of Trustees in March 2026; the same rate was credited for FY 2023-24 and FY 2024-25. The rate for a year is declared after the year ends, so a projection has to assume one.`,
    },
    {
      question: "Why is the EPS amount not in my EPF balance?",
      answer:
        "The pension share of your employer's contribution goes to a separate fund, the Employees' Pension Scheme, 1995. It earns no interest in your name: after ten years of service it pays a monthly pension worked out on your salary and service. If you first joined on or after 1 September 2014 with basic + DA above ₹15,000, you are not in the EPS and all of your employer's 12% goes to EPF.",
    },
    {
      question: "Is the EPF balance taxable?",
      answer: `Not if you withdraw it after five years of continuous service, counting earlier jobs whose balance you transferred. Withdrawn sooner, it is taxable, with TDS. Interest on your own contributions above ${interestLimit} a year is taxed every year, and your employer's contributions to PF, NPS and superannuation above ${employerLimit} a year are taxed as salary.`,
    },
  ] as readonly { question: string; answer: string }[],
};



export const EPF_TEXT: Catalogues<typeof en> = translatable("EPF_TEXT", en);
