import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { Regime } from "@/lib/tax";
import type { PfBasis } from "./fields";
import { salaryMeta } from "./meta";

/*
 * Every word the salary calculator shows, in English and Hindi. Section names and the rules'
 * references come from lib/tax in English; the Hindi messages cite them in Hindi.
 */

const en = {
  description: salaryMeta.description,
  keywords: salaryMeta.keywords,
  cite: (english: string) => english,
  groupYear: "Year and tax",
  groupCtc: "Your CTC and its structure",
  groupDeductions: "Deductions",
  pf: "Provident fund",
  pfHelp: "12% of basic from you and 12% from your employer, on the full basic or on the ₹15,000 a month wage ceiling.",
  pfOptions: { basic: "On full basic", ceiling: "On ₹15,000 a month", none: "No PF" } as Readonly<Record<PfBasis, string>>,
  gratuity: "Gratuity (4.81% of basic) is part of the CTC",
  pt: "Professional tax, yearly",
  ptHelp: "Set by your state, at most ₹2,500 a year; some states levy none. See your payslip.",
  regime: "Tax regime you told your employer",
  regimeHelp: "Your employer deducts tax under the new regime unless you choose the old one.",
  ageHelp: "Age on the last day of the year. It changes the old regime's tax only.",
  ctc: "Cost to company (CTC), yearly",
  ctcHelp: "The yearly CTC in your offer letter, without variable pay you are not sure to get.",
  basicPct: "Basic salary (with DA) as a share of CTC",
  basicPctHelp: "Usually 40% to 50%.",
  hraPct: "House rent allowance as a share of basic",
  hraPctHelp: "Usually 40% (50% in the metro cities).",
  regimeName: { new: "new regime", old: "old regime" } as Readonly<Record<Regime, string>>,
  /** the year mid-sentence: "tax year 2026-27"; "FY 2025-26 (AY 2026-27)" keeps its capitals */
  year: (label: string) => (label.startsWith("Tax year") ? `tax${label.slice(3)}` : label),
  partsTooLarge: (parts: string, ctc: string) =>
    `Basic, HRA, PF and gratuity come to ${parts}, more than the CTC of ${ctc}: lower the basic share (or the HRA share).`,
  stepCtc: "Cost to company (CTC)",
  stepCtcReference: "Your employer's offer: everything the employer spends on you in a year",
  stepBasic: (percent: number) => `Basic salary with DA: ${percent}% of CTC`,
  stepBasicReference: (act: string) => `Your salary structure; ${act}: salary under the head "Salaries"`,
  stepHra: (percent: number) => `House rent allowance: ${percent}% of basic`,
  stepHraReference: (act: string) => `Your salary structure; ${act}: taxable unless exempt for rent paid (old regime only)`,
  stepEmployerPfNone: "Employer's PF contribution: none",
  /** `ceiling`: the monthly wage ceiling, or "" for PF on the full basic */
  stepEmployerPf: (rate: number, ceiling: string) => `Employer's PF contribution: ${rate}% of ${ceiling ? `basic up to ${ceiling} a month` : "basic"}`,
  stepGratuity: (rate: number) => `Gratuity set aside: ${rate}% of basic`,
  stepNoGratuity: "Gratuity set aside: not part of the CTC",
  stepSpecial: "Special allowance: what is left of the CTC",
  stepSpecialReference: (act: string) => `Balancing figure of the CTC; taxable as salary (${act})`,
  summaryTooLarge: (parts: string, ctc: string) =>
    `Basic, HRA, PF and gratuity come to ${parts}, more than the CTC of ${ctc}. Lower the basic or HRA share to see your take-home pay.`,
  salaryStructure: "Salary structure",
  noteTooLarge: "The special allowance is whatever is left of the CTC after the other parts, so the other parts cannot add up to more than the CTC.",
  /** `more`: how much more a year the other regime leaves, or "" when it leaves no more */
  summary: (monthly: string, yearly: string, regime: string, year: string, other: string, more: string) =>
    `Your take-home pay is about ${monthly} a month (${yearly} a year) under the ${regime} for ${year}${more ? `; the ${other} would leave you ${more} a year more.` : "."}`,
  newRegimeOf: (section: string) => `New regime (${section})`,
  oldRegime: "Old regime",
  yearMore: (amount: string) => `${amount} a year more`,
  incomeTaxForYear: "Income tax for the year",
  takeHomeMonth: "Take-home pay a month",
  noteProfessionalTax:
    "Professional tax is a state tax on employment, at most ₹2,500 a year (Article 276(2) of the Constitution). Each state sets its own slabs and some levy none: enter the yearly amount on your payslip.",
  noteIncomeTax: (rounding: number, section: string) =>
    `Income tax is the tax for the year rounded to the nearest ₹${rounding} (section 288B). Your employer deducts it from salary spread over the months (${section}), so a month's deduction can differ from a twelfth of it.`,
  noteOldRegime: (section: string) =>
    `The old-regime figures count your PF contribution under ${section} and the professional tax you pay. They leave out the HRA exemption for rent you pay and your other deductions: the income-tax and HRA calculators work those out.`,
  noteEsi: (ceiling: string, rate: number) =>
    `Your gross pay is ${ceiling} a month or less, so Employees' State Insurance may apply: ${rate}% of your wages is deducted for it, which this calculator does not include.`,
  noteCodes:
    "Under the Code on Wages, 2019 and the Code on Social Security, 2020 (in force from 21 November 2025), allowances above half of your total pay count as wages. Once the PF and gratuity rules under the codes apply in full, your PF and gratuity may be worked out on more than the basic entered here.",
  notePerquisite: (limit: string, excess: string) =>
    `Your employer's PF contribution is more than ${limit} a year, so the excess, ${excess}, is taxed as a perquisite. Employer NPS and superannuation contributions count toward the same limit.`,
  grossWithPerquisite: "Gross salary, with employer's PF above the limit",
  takeHomeOf: (regime: string) => `Take-home pay (${regime})`,
  aMonth: "A month",
  aYear: "A year",
  yourSalary: "Your salary, yearly",
  basic: "Basic salary with DA",
  hra: "House rent allowance",
  special: "Special allowance",
  gross: "Gross salary",
  employerPf: "Employer's PF (in CTC, not paid out)",
  gratuityInCtc: "Gratuity set aside (in CTC, not paid out)",
  deducted: "Deducted from your salary, yearly",
  yourPf: "Your PF contribution",
  professionalTax: "Professional tax",
  incomeTaxOf: (regime: string) => `Income tax (${regime})`,
  stepGross: "Gross salary: basic, HRA and special allowance",
  salaryHeadReference: (act: string) => `${act}: salary under the head "Salaries"`,
  incomeTaxSection: (regime: string) => `Income tax, ${regime}`,
  takeHome: "Take-home pay",
  lessYourPf: "Less: your PF contribution",
  lessProfessionalTax: "Less: professional tax",
  professionalTaxReference: "Constitution of India, Article 276(2) (state tax on employment, at most ₹2,500 a year), under your state's law",
  lessIncomeTax: "Less: income tax",
  lessIncomeTaxReference: (rounding: string) => `${rounding}; deducted by the employer month by month`,
  takeHomeYear: "Take-home pay for the year",
  takeHomeMonthStep: "Take-home pay a month (a twelfth, to the rupee)",
  takeHomeReference: "Gross salary less the deductions above",
  tableCaption: (year: string) => `Salary structure for ${year}`,
  tableColumns: ["Part", "A month", "A year"] as readonly string[],
  rowEmployerPf: "Employer's PF",
  rowGratuity: "Gratuity set aside",
  rowCtc: "Cost to company",
  rowLessPf: "Less: your PF",
  explanation: [
    "Your cost to company (CTC) is everything your employer spends on you in a year, not what reaches your bank account. Part of it never comes to you as salary: the employer's own provident fund contribution, which goes into your PF account, and the gratuity set aside for when you leave. The rest is your gross salary: basic pay (with any dearness allowance), house rent allowance, and a special allowance that takes up whatever is left.",
    "From the gross salary three things are deducted each month. Your own PF contribution is 12% of basic, matched by your employer's 12% (Employees' Provident Funds and Miscellaneous Provisions Act, 1952, section 6). Employers may restrict both to 12% of the ₹15,000 a month wage ceiling, ₹1,800 a month each. Professional tax is a state tax on employment of at most ₹2,500 a year (Article 276(2) of the Constitution). Income tax is deducted by your employer under section 192 on the regime you choose.",
    "The gratuity provision in a CTC is usually 4.81% of basic: the Payment of Gratuity Act, 1972 gives 15 days' wages for each year of service, counting a month as 26 working days, and 15 ÷ 26 ÷ 12 is 4.81%. It is paid only when you leave after at least five years.",
    "This calculator builds the salary from your CTC, computes the year's income tax under both regimes with the same engine as our income-tax calculator, and shows the take-home pay a month and a year under the regime you chose and the other one.",
  ] as readonly string[],
  faq: [
    {
      question: "Why is my in-hand salary so much lower than my CTC?",
      answer:
        "Because the CTC includes money that never reaches your account each month: your employer's PF contribution and the gratuity provision. Then your own PF contribution, professional tax and income tax come out of the gross salary. On a ₹15 lakh CTC with a 50% basic, PF and gratuity alone take about ₹2.2 lakh a year before tax.",
    },
    {
      question: "Should I ask for PF on the ₹15,000 ceiling instead of my full basic?",
      answer:
        "PF on the ceiling raises your monthly take-home pay, because both your contribution and the employer's fall to ₹1,800 a month and the employer's saving is paid to you as allowance. But PF is tax-free saving with a good interest rate, so a higher take-home today means a smaller retirement fund.",
    },
    {
      question: "Which regime gives me more take-home pay?",
      answer:
        "For most salaries without large deductions, the new regime: from FY 2025-26 it taxes nothing on salary up to ₹12.75 lakh. The old regime can win when you claim a large HRA exemption, the full ₹1.5 lakh under section 80C (section 123 of the 2025 Act), health insurance and home-loan interest. This calculator counts only your PF under that section in the old regime; use the income-tax calculator to add the rest.",
    },
    {
      question: "Is the monthly tax deduction exactly a twelfth of the year's tax?",
      answer:
        "Not always. Your employer estimates the year's tax and spreads what is left over the remaining months, so the deduction changes when your pay or declarations change, and bonuses are taxed in the month they are paid. Over the whole year it adds up to the tax shown here.",
    },
    {
      question: "Does this include bonus, variable pay or ESI?",
      answer:
        "No. Enter a CTC without variable pay you are not sure to get. Employees' State Insurance applies only to those earning ₹21,000 a month or less; the calculator tells you when that may be you.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const SALARY_TEXT: Catalogues<typeof en> = translatable("SALARY_TEXT", en);
