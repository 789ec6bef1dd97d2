import { translatable, plural, type Catalogues } from "@/lib/i18n/catalogue";
import type { GratuityLimit } from "@/lib/tax/gratuity-exemption";
import { gratuityMeta } from "./meta";

/*
 * Every word the gratuity calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md), not word
 * for word.
 */

type Employer = "private" | "government";

const englishPlural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const en = {
  description: gratuityMeta.description,
  keywords: gratuityMeta.keywords,
  groupYear: "Year and employer",
  groupSalary: "Salary and service",
  groupPaid: "Gratuity paid",
  fy: "Year you receive the gratuity",
  employer: "Your employer",
  employerOptions: { private: "Private, PSU or other", government: "Government or local authority" } as Readonly<Record<Employer, string>>,
  employerHelp: "Government: the Central or a State Government or a local authority. Public-sector companies and banks are not government here.",
  covered: "Covered by the Payment of Gratuity Act",
  coveredHelp: "Most employers with 10 or more employees are. From 21 November 2025 its rules continue in the Code on Social Security, 2020.",
  salary: "Last drawn salary, a month: basic + DA",
  salaryHelp: "Basic pay plus dearness allowance in your last month. Not HRA, bonus or other allowances.",
  avgSalary: "Average salary, a month, over the 10 months before the month you left",
  avgSalaryHelp: "Basic + DA that counts for retirement benefits, plus commission fixed as a % of sales. Leave blank if it equals the last drawn salary.",
  avgSalaryBlank: "Enter at least ₹1, or leave it blank to use the last drawn salary.",
  years: "Completed years of service",
  yearsHelp: "With the employer paying the gratuity.",
  months: "Months beyond the completed years",
  monthsHelp:
    "Covered by the Act: more than 6 months count as a full year (6 months and some days is more than 6, so enter 7). Not covered: months are ignored.",
  received: "Gratuity received",
  receivedHelp: "The amount your employer paid. Leave blank to use the amount the formula gives.",
  receivedBlank: "Enter at least ₹1, or leave it blank to use the amount the formula gives.",
  earlier: "Gratuity exempted before",
  earlierHelp: (limit: string) =>
    `Gratuity from an earlier employer (or earlier in this year) that was tax-free: it uses up the same ${limit} lifetime limit.`,
  governmentNeedsAmount:
    "Enter the gratuity you received: a government employee's gratuity follows the pension rules of the service, and all of it is tax-free.",
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  /** A provision's name as the rules give it ("section 10(10)(ii)"), in the page's language. */
  provision: (english: string) => english,
  summaryNothingDue: (year: string) => `No gratuity is due on these figures for ${year}, so there is nothing to tax.`,
  summaryAllFree: (received: string, provision: string, year: string) =>
    `All of your ${received} gratuity is tax-free under ${provision} for ${year}, in both regimes.`,
  summaryPart: (exempt: string, received: string, provision: string, year: string, taxable: string) =>
    `${exempt} of your ${received} gratuity is tax-free under ${provision} for ${year}; the other ${taxable} is taxed as salary.`,
  dueUnderAct: "Gratuity due under the Act",
  byFormula: "Gratuity by the formula",
  receivedLabel: "Gratuity received",
  yourGratuity: "Your gratuity",
  formulaUsedNote: "No amount received was entered, so the formula's amount is used.",
  exempt: "Tax-free",
  taxable: "Taxable as salary",
  limitsUnder: (provision: string) => `Limits under ${provision}`,
  countedYears: "Years of service counted",
  formulaCovered: "15/26 × salary × years",
  formulaOther: "½ × average salary × years",
  ceilingLeft: "Limit left after earlier exemptions",
  ceiling: "Ceiling",
  bindingLimit: "The least, which sets the tax-free part",
  limitNames: { received: "gratuity received", formula: "the formula amount", ceiling: "the ceiling" } as Readonly<Record<GratuityLimit, string>>,
  binding: (names: readonly string[]) => {
    const text = names.join(" and ");
    const sentence = text.charAt(0).toUpperCase() + text.slice(1);
    return names.length > 1 ? `${sentence}, equal` : sentence;
  },
  breakdown: (provision: string) => `Tax-free gratuity: ${provision}`,
  stepFormulaCovered: "Gratuity due under the Act (the formula within the ceiling)",
  stepNoAmount: (what: string) => `${what}: no amount received entered`,
  stepEmployerPaid: "The amount your employer paid",
  stepAllFree: "Tax-free: all of it",
  stepTaxable: "Taxable",
  service: (years: number, months: number) => `${englishPlural(years, "year")} ${englishPlural(months, "month")}`,
  stepLastSalary: "Last drawn salary, a month (basic + DA)",
  stepServiceCovered: (service: string, counted: number) => `Service of ${service}, counted as ${englishPlural(counted, "year")}`,
  stepPartYearCounts: (months: number) => `over ${months} months: +1 year`,
  stepPartYearIgnored: (months: number) => `${months} months or less: not counted`,
  stepFormulaCoveredAmount: (days: number, workingDays: number, salary: string, years: number) =>
    `${days}/${workingDays} × ${salary} × ${years} (to the nearest rupee)`,
  stepCeiling: "Ceiling",
  stepAverage: (months: number) => `Average salary, a month, over the ${months} months before leaving`,
  stepServiceOther: (service: string, counted: number) => `Service of ${service}, counted as ${englishPlural(counted, "completed year")}`,
  stepMonthsIgnored: "months ignored",
  stepFormulaOtherAmount: (average: string, years: number) => `½ × ${average} × ${years} (paise dropped)`,
  stepLimit: "Limit",
  stepLessEarlier: "Less gratuity exempted before",
  stepLimitLeft: "Limit left",
  stepLeast: "Tax-free: the least of the gratuity received, the formula amount and the ceiling",
  stepTaxableRest: "Taxable: gratuity received less the tax-free part",
  noteRegimes:
    "The exemption is the same in the old and the new regime. Gratuity paid while you are still in service is fully taxable (relief for salary paid in arrears, section 89 of the 1961 Act and its counterpart in the 2025 Act, may apply); gratuity paid to your family after your death is not taxable in their hands.",
  noteMinimumService: (years: number) =>
    `The Act pays gratuity only after ${englishPlural(years, "year")} of continuous service (courts have accepted 4 years and 240 days), except on death or disablement; under the Code on Social Security, 2020 a fixed-term employee qualifies after one year. The figures assume you qualify.`,
  noteMoreThanAct: "Your employer may pay more than the Act requires. Enter what you received: the part above the formula or the ceiling is taxable.",
  noteCode:
    "From 21 November 2025 the Code on Social Security, 2020 replaces the Payment of Gratuity Act. It counts as wages any allowances above half of your pay: enter the monthly wage your employer used. The income-tax rule still refers to the 1972 Act, and this calculator applies its formula unchanged (an open point).",
  noteCoveredEarlier: (limit: string) =>
    `For employees covered by the Act, the income-tax rule allows what the Act computes, with its own ceiling for each payment. The reduction of the ${limit} limit by earlier exemptions is written for other employees; if you had tax-free gratuity before, ask your tax adviser how it applies to you.`,
  noteOtherSalary: (months: number) =>
    `Salary here is basic pay, dearness allowance that counts for retirement benefits and commission fixed as a percentage of sales, averaged over the ${months} months before the month you left. Only completed years count.`,
  noteLifetime: (limit: string) =>
    `The ${limit} limit is for your whole life: gratuity exempted from earlier employers, or from two employers in the same year, uses it up.`,
  noteGovernment:
    'Employees of public-sector companies and banks are not government employees here: choose "Private, PSU or other" and whether the Payment of Gratuity Act covers them.',
  noteCapped: (formula: string, ceiling: string) =>
    `The formula gives ${formula}, but the Act caps the gratuity it requires at ${ceiling}; that is the amount used.`,
  noteRoundingCovered:
    "Amounts are in whole rupees: the gratuity the Act makes payable is rounded to the nearest rupee (50 paise and more go up), as it is paid. Rounding to ₹10 (sections 288A and 288B) applies to total income and tax, not to the gratuity.",
  noteRoundingOther: "Amounts are in whole rupees: paise in the formula amount are dropped, so the tax-free part is never overstated.",
  explanation: [
    "Gratuity is a lump sum an employer pays when you leave after long service: on retirement, resignation, death or disablement. Most employers with ten or more employees must pay it under the Payment of Gratuity Act, 1972, whose rules continue from 21 November 2025 in the Code on Social Security, 2020: fifteen days' wages for each year of service, a month counted as 26 working days, so 15/26 of your last monthly basic + DA for each year, with a final part-year of more than six months counted as a full year, and at most ₹20 lakh.",
    "Income tax treats gratuity as salary but exempts most of it: section 10(10) of the Income-tax Act, 1961, and from tax year 2026-27 section 19 of the Income-tax Act, 2025. Government employees pay no tax on it at all. If you are covered by the Gratuity Act, the tax-free part is the least of what you received, the 15/26 formula and ₹20 lakh. If you are not covered, it is the least of what you received, half a month's average salary (over the ten months before you left) for each completed year, and ₹20 lakh less any gratuity exempted before.",
    "The exemption applies in both tax regimes. Whatever is above it is added to your salary for the year and taxed at your slab rate.",
  ] as readonly string[],
  faq: [
    {
      question: "How is gratuity calculated for 20 years and 7 months of service?",
      answer:
        "Under the Gratuity Act, the 7 months are more than six, so the service counts as 21 years: 15/26 × last monthly basic + DA × 21. On ₹60,000 a month that is ₹7,26,923. If your employer is not covered, only the 20 completed years count: ½ × average salary × 20, or ₹6,00,000 on the same salary.",
    },
    {
      question: "Is gratuity taxable?",
      answer:
        "Only the part above the exemption. For most private-sector employees covered by the Gratuity Act, the whole statutory gratuity is tax-free because the exemption uses the same formula and the same ₹20 lakh limit. Anything your employer pays above that is taxed as salary. Government employees' gratuity is fully tax-free.",
    },
    {
      question: "Do I get gratuity if I resign before five years?",
      answer:
        "Under the Gratuity Act you need five years of continuous service, which courts have read as four years and 240 days of work in the fifth; the condition does not apply on death or disablement. Under the Code on Social Security, 2020, fixed-term employees qualify after one year. An employer may pay gratuity earlier by its own scheme.",
    },
    {
      question: "I have received gratuity from an earlier employer. Does that matter?",
      answer:
        'For employees not covered by the Gratuity Act, yes: the ₹20 lakh limit is for your whole working life, so gratuity exempted before reduces what can be tax-free now. Enter it in "Gratuity exempted before".',
    },
    {
      question: "Is gratuity tax-free in the new tax regime?",
      answer: "Yes. The gratuity exemption is one of the few that the new regime keeps, so the tax-free amount is the same in both regimes.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const months = (count: number) => `${count} ${plural("hi", count, { one: "महीना", other: "महीने" })}`;



export const GRATUITY_TEXT: Catalogues<typeof en> = translatable("GRATUITY_TEXT", en);
