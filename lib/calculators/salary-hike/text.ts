import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { HikeMode } from "./fields";
import { salaryHikeMeta } from "./meta";

/*
 * Every word the salary hike calculator shows, in English and Hindi. Messages with figures
 * are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const HIKE_FORMULA = "New salary = old × (1 + hike % ÷ 100); hike % = (new − old) ÷ old × 100";

const en = {
  description: salaryHikeMeta.description,
  keywords: salaryHikeMeta.keywords,
  groupHike: "Your hike",
  groupStructure: "Salary structure, for in-hand pay",
  mode: "Work out",
  modeOptions: { percent: "New salary from a hike %", amount: "New salary from a hike in ₹", compare: "Hike between two salaries" } as Readonly<
    Record<HikeMode, string>
  >,
  salary: "Current salary (CTC), yearly",
  salaryHelp: "Your cost to company for a year, without variable pay you are not sure to get.",
  percent: "Hike",
  percentHelp: "The increase in CTC, in percent of your current CTC.",
  amount: "Hike amount, yearly",
  amountHelp: "The increase in CTC, in rupees a year.",
  target: "New or offered salary (CTC), yearly",
  targetHelp: "The CTC you are offered, or the one you want to reach.",
  years: "Number of yearly hikes",
  yearsHelp: "1 for this year's hike. More to see the same hike repeated every year, compounding.",
  basicPct: "Basic salary (with DA) as a share of CTC",
  basicPctHelp: "Usually 40% to 50%. PF and gratuity are worked out on it.",
  tooHigh: (years: number, maximum: string) =>
    `After ${years === 1 ? "the hike" : `${years} hikes`} the salary would be more than ${maximum}, the most this calculator handles: lower the hike or the number of hikes.`,
  /** The year's label inside a sentence: "tax year 2026-27". */
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  rowNow: "Now",
  rowYear: (year: number) => `Year ${year}`,
  rowNew: "New salary",
  rowAfter: "After the hike",
  compareCut: (from: string, to: string, percent: string, amount: string) => `Going from ${from} to ${to} is a cut of ${percent} (${amount} a year less).`,
  compareHike: (from: string, to: string, percent: string, amount: string) =>
    `Going from ${from} to ${to} is a hike of ${percent} (${amount} a year more).`,
  hikeLine: (hike: string, years: number, from: string, to: string, amount: string, total: string) =>
    `${hike} ${years > 1 ? `for ${years} years takes` : "takes"} your salary from ${from} to ${to} a year, ${amount} more${years > 1 ? `: ${total} in all` : ""}.`,
  describePercent: (percent: string, yearly: boolean) => `A ${percent} hike${yearly ? " a year" : ""}`,
  describeAmount: (amount: string, yearly: boolean) => `A hike of ${amount}${yearly ? " a year" : ""}`,
  inHandLine: (before: string, after: string, year: string) =>
    `Your in-hand pay would go from about ${before} to ${after} a month under the new regime (${year}).`,
  groupCompare: "The hike between the two salaries",
  groupNewSalary: "Your new salary",
  newSalary: "New salary (CTC), yearly",
  changeCut: "Change, yearly (a cut)",
  totalRise: "Total rise, yearly",
  hikeAmount: "Hike amount, yearly",
  totalHike: "Total hike, compounded",
  changeCutPercent: "Change (a cut)",
  hike: "Hike",
  groupInHand: (year: string) => `In-hand pay a month, new regime, ${year}`,
  before: "Before",
  afterHikes: (years: number) => `After ${years} hikes`,
  after: "After",
  changeLess: "Change a month (less)",
  riseMonth: "Rise a month",
  changeInHand: "Change in in-hand pay",
  breakdownCompare: "The hike between two salaries",
  breakdownHike: "The hike",
  breakdownNow: (ctc: string) => `In-hand pay now: ${ctc} CTC`,
  breakdownAfter: (ctc: string) => `In-hand pay after: ${ctc} CTC`,
  hikeFormula: HIKE_FORMULA,
  stepCurrent: "Current salary (CTC), yearly",
  stepCurrentReference: "Your current cost to company",
  stepNew: "New salary (CTC), yearly",
  stepNewReference: "The salary you are offered or want to reach",
  stepHikeAmount: "Hike amount: new − current",
  stepHikePercent: "Hike: (new − current) ÷ current × 100",
  stepTotalHikePercent: "Total hike: (new − current) ÷ current × 100",
  singlePercent: (percent: string) => `× (1 + ${percent})`,
  stepNewSingle: (single: string) => `New salary: current ${single}`,
  stepNewAmountReference: "New salary = current salary + hike amount",
  stepNewAfter: (years: number, single: string) => `New salary after ${years} hikes: each year's salary ${single}`,
  stepCompoundReference: (percent: number, years: number) =>
    `Hikes compound: current × (1 + ${percent} ÷ 100)^${years} (10% and then 8% is 1.10 × 1.08 − 1 = 18.8%, not 18%)`,
  stepSameAmountReference: (years: number, amount: string) =>
    `The same amount each year: current + ${years} × ${amount}; as a percentage each hike is smaller than the one before`,
  stepSumReference: "The sum of the hikes in the table",
  stepCtc: "CTC",
  stepCtcReference: "Cost to company, yearly",
  stepEmployerPf: "Less: employer's PF contribution (in the CTC, paid into your PF)",
  stepGratuity: "Less: gratuity set aside (in the CTC, paid only when you leave)",
  stepGross: "Gross salary",
  stepGrossReference: (act: string) => `${act}: salary under the head "Salaries"`,
  stepEmployeePf: "Less: your PF contribution",
  stepPt: "Less: professional tax",
  stepPtReference: "Constitution of India, Article 276(2) (state tax on employment, at most ₹2,500 a year), under your state's law",
  stepPerquisite: "Employer's PF above the limit, taxed as a perquisite",
  stepStandard: "Less: standard deduction, new regime",
  stepTaxable: (rounding: number) => `Taxable income (rounded to the nearest ₹${rounding})`,
  stepTax: "Less: income tax for the year, new regime",
  stepTaxReference: (rebate: string, rounding: string) => `${rebate}; ${rounding}; worked out as in the income-tax calculator`,
  stepInHandYear: "In-hand pay for the year",
  stepInHandYearReference: "Gross salary less your PF, professional tax and income tax",
  stepInHandMonth: "In-hand pay a month (a twelfth, to the rupee)",
  stepInHandMonthReference: "In-hand pay for the year ÷ 12",
  singleCaption: "Salary and in-hand pay, before and after the hike",
  yearlyCaption: "Salary and in-hand pay, year by year",
  columns: ["When", "Hike", "Hike amount", "Salary (CTC) a year", "In-hand pay a month", "In-hand pay a year"] as readonly string[],
  chartYearly: "Salary and in-hand pay a year, hike by hike",
  chartSingle: "Salary and in-hand pay a year, before and after the hike",
  seriesSalary: "Salary (CTC) a year",
  seriesInHand: "In-hand pay a year",
  noteCtc:
    "The hike is on your CTC. In-hand pay usually rises by less than the CTC: your PF and the employer's PF and gratuity grow with basic pay, and income tax takes a larger share of each extra rupee as you move up the slabs.",
  pfNone: "no PF",
  pfCeiling: (rate: number, ceiling: string) => `PF of ${rate}% on ${ceiling} a month`,
  pfBasic: (rate: number) => `PF of ${rate}% of basic`,
  gratuityIn: (rate: number) => `gratuity of ${rate}% of basic inside the CTC`,
  gratuityOut: "no gratuity inside the CTC",
  noteStructure: (year: string, basic: string, pf: string, gratuity: string, pt: string) =>
    `In-hand pay is worked out as in our salary calculator, under the new regime (the default for salaried people) with the rules of ${year}: basic at ${basic} of CTC, ${pf}, ${gratuity} and professional tax of ${pt} a year. Variable pay, ESI and the old regime's deductions are left out: the salary calculator shows both regimes.`,
  noteYearly:
    "Later years use this year's tax slabs and PF rules; budgets may change them. Successive hikes compound: 10% and then 8% is a rise of 18.8%, not 18%.",
  noteRelief:
    "Here a higher CTC leaves less in hand. Just above ₹12 lakh of taxable income (and above each surcharge threshold), marginal relief caps the tax at the income above the limit, but the 4% cess is added on top of that capped tax, so each extra rupee of taxable salary costs about ₹1.04 in tax, and your own PF rises too. Past the band the tax falls back to the slab rates and in-hand pay rises again.",
  noteRounding:
    "Here a higher CTC leaves a rupee or so less in hand a month: tax is rounded to the nearest ₹10 (section 288B of the 1961 Act and its counterpart in the 2025 Act), so a very small raise can round the tax up by more than the raise.",
  noteCut: "The new salary is lower than the current one, so the change is a cut: the amounts and percentages are negative.",
  explanation: [
    "A hike is usually quoted on your cost to company (CTC): a 15% hike on ₹8 lakh makes it ₹9.2 lakh (new salary = old × (1 + hike ÷ 100)). The other way round, the hike between two salaries is (new − old) ÷ old × 100: moving from ₹8 lakh to ₹10 lakh is a 25% hike. Hikes year after year compound, so 10% and then 8% is 18.8% in all, not 18%.",
    "What reaches your bank account grows differently. Part of the CTC is your employer's provident fund contribution (12% of basic under section 6 of the Employees' Provident Funds and Miscellaneous Provisions Act, 1952) and the gratuity provision (4.81% of basic, from the Payment of Gratuity Act, 1972), which you do not get each month. Your own 12% PF, professional tax (at most ₹2,500 a year under Article 276(2) of the Constitution) and income tax come out of the rest.",
    "The calculator works out your monthly in-hand pay before and after the hike the same way as our salary calculator, under the new tax regime, the default for salaried people (section 115BAC of the Income-tax Act, 1961, section 202 of the Income-tax Act, 2025), with the slabs, the ₹75,000 standard deduction and the rebate that leaves salary up to ₹12.75 lakh untaxed. Change the salary structure below the hike if yours differs.",
  ] as readonly string[],
  faq: [
    {
      question: "How do I calculate my salary hike percentage?",
      answer:
        "Subtract your old salary from the new one, divide by the old salary and multiply by 100. From ₹12 lakh to ₹15 lakh: (15 − 12) ÷ 12 × 100 = 25%. Compare like with like: CTC with CTC, or gross with gross.",
    },
    {
      question: "Why does my in-hand salary rise by less than my hike?",
      answer:
        "Because the hike applies to the whole CTC, while PF, gratuity and income tax rise with it. PF on both sides and the gratuity provision grow in step with basic pay, and slab tax is progressive: each extra rupee above a slab limit is taxed at the higher rate. Below the new regime's rebate limit there is no tax, so there in-hand pay can rise almost in step with the hike.",
    },
    {
      question: "Can a hike reduce my take-home pay by pushing me into a higher tax slab?",
      answer:
        "Moving into a higher slab cannot: only the income above each slab limit is taxed at that slab's rate. There is one narrow exception in the new regime. Up to ₹12 lakh of taxable income the rebate (section 87A of the 1961 Act, section 156 of the 2025 Act) leaves no tax; just above it, marginal relief caps the tax at the income above ₹12 lakh, and the 4% cess is then added on top. So for taxable income between ₹12 lakh and about ₹12.7 lakh (a CTC of roughly ₹13.9 lakh to ₹14.7 lakh with a 50% basic, PF on it and gratuity in the CTC), each extra rupee costs about ₹1.04 in tax and in-hand pay can dip. The calculator shows it, with a note, when your hike lands there.",
    },
    {
      question: "What do two hikes of 10% and 8% add up to?",
      answer:
        "18.8%, not 18%: the second hike applies to the already raised salary, so 1.10 × 1.08 = 1.188. Over several years the difference grows, which is why the calculator compounds the hikes year by year.",
    },
    {
      question: "Is the hike on CTC, gross or basic salary?",
      answer:
        "Offer letters and appraisals normally quote the CTC, and this calculator applies the hike to the CTC. If your employer quotes a hike on basic pay only, the rise in CTC is smaller: work out the new basic and ask for the revised salary structure.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const SALARY_HIKE_TEXT: Catalogues<typeof en> = translatable("SALARY_HIKE_TEXT", en);
