import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { HRA_CITIES_2026_ASSUMPTION, type HraCityList2026 } from "@/lib/tax/hra-rules";
import type { Entry } from "./fields";
import { hraMeta } from "./meta";

/*
 * Every word the HRA calculator shows, in English and Hindi. Messages with figures are
 * functions of them, so the compiler checks each use; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

const en = {
  description: hraMeta.description,
  keywords: hraMeta.keywords,
  groupYear: "Year",
  groupAmounts: "Salary, HRA and rent",
  groupPlace: "Where you live",
  fy: "Financial year",
  entry: "Enter amounts",
  entryOptions: { yearly: "For the year", monthly: "For a month" } as Readonly<Record<Entry, string>>,
  entryHelp: "For a month: the same every month of the year. Results are always for the year.",
  salaryHelp:
    "Basic pay plus dearness allowance that counts for retirement benefits, plus any commission fixed as a % of your sales. Not HRA or other allowances.",
  basic: "Salary: basic + DA, yearly",
  hraReceived: "HRA received, yearly",
  hraReceivedHelp: "The house rent allowance on your payslips for the year.",
  rent: "Rent paid, yearly",
  rentHelp: "Rent actually paid for the home you live in, for the months you received HRA.",
  basicMonthly: "Salary: basic + DA, a month",
  hraReceivedMonthly: "HRA received, a month",
  hraReceivedMonthlyHelp: "The house rent allowance on your payslip.",
  rentMonthly: "Rent paid, a month",
  rentMonthlyHelp: "Rent actually paid for the home you live in.",
  metro: "The rented home is in a city with the 50% limit",
  metroHelp: (before: string, added: string) =>
    `Up to FY 2025-26: ${before}${added ? `; from tax year 2026-27 also ${added} (our assumption: the list of the notified 2026 rules is not confirmed)` : "; tax year 2026-27 keeps the same four (our assumption)"}. Anywhere else the limit is 40% of salary.`,
  cities: (cities: readonly string[], joiner: "or" | "and") =>
    cities.length < 2 ? cities.join("") : `${cities.slice(0, -1).join(", ")} ${joiner} ${cities[cities.length - 1]}`,
  city: {
    Mumbai: "Mumbai",
    Delhi: "Delhi",
    Kolkata: "Kolkata",
    Chennai: "Chennai",
    Bengaluru: "Bengaluru",
    Hyderabad: "Hyderabad",
    Pune: "Pune",
    Ahmedabad: "Ahmedabad",
  } as Readonly<Record<string, string>>,
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  shareOfSalary: (percent: number) => `${percent}% of salary`,
  homeIn: (cities: string) => `home in ${cities}`,
  homeOutside: (cities: string) => `home outside ${cities}`,
  limitReceived: "(a) HRA received",
  limitRentExcess: (percent: number) => `(b) Rent paid less ${percent}% of salary`,
  limitRentExcessShort: (percent: number) => `(b) rent paid less ${percent}% of salary`,
  limitSalaryShare: (share: string, place: string) => `(c) ${share} (${place})`,
  limitSalaryShareShort: (share: string) => `(c) ${share}`,
  bindingJoin: (labels: readonly string[]) => `${labels.join(" and ")}${labels.length > 1 ? ", equal" : ""}`,
  reasonRentLow: (rent: string, percent: number, threshold: string) => `your rent (${rent}) is not more than ${percent}% of your salary (${threshold})`,
  reasonNoSalary: "your salary for HRA (basic + DA) is nil, so limit (c) is nil too",
  summaryNoHra: (year: string) =>
    `You receive no HRA, so there is nothing to exempt for ${year}. If you pay rent, the old regime may allow a deduction under section 80GG instead.`,
  summaryNoneExempt: (received: string, year: string, reason: string) =>
    `None of your ${received} HRA is exempt for ${year}: ${reason}. All of it is taxable in both regimes.`,
  summaryExempt: (exempt: string, received: string, year: string, taxable: string) =>
    `${exempt} of your ${received} HRA is exempt in the old regime for ${year}, leaving ${taxable} taxable. In the new regime all ${received} is taxable.`,
  monthsNote: (months: number) => ` (${months} months)`,
  stepSalary: (note: string) => `Salary for HRA: basic + DA${note}`,
  stepSalaryReference2025: (rule: string) =>
    `${rule}: salary is basic pay with dearness allowance that counts for retirement benefits, and turnover-based commission`,
  stepSalaryReference1961:
    "Income-tax Rules, 1962, rule 2A, Explanation (ii), read with rule 2(h) of Part A of the Fourth Schedule: basic with DA that counts for retirement benefits; turnover-based commission included (Gestetner Duplicators (P) Ltd. v. CIT, (1979) 117 ITR 1 (SC))",
  stepReceivedReference: (rule: string) => `${rule}: limit (a), the allowance received for the period`,
  stepRent: (note: string) => `Rent paid${note}`,
  stepRentReference: "Rent actually paid for the home you live in (rent receipts, agreement)",
  stepShare: (percent: number) => `${percent}% of salary`,
  stepExempt: (binding: string) => `Exempt HRA: the least of (a), (b) and (c), here ${binding}`,
  stepTaxable: "Taxable HRA: HRA received less the exempt part",
  stepTaxableReference: (reference: string) => `${reference}; the rest is taxed as salary`,
  stepNewReceived: "HRA received",
  stepNewExempt: "Exempt HRA: none in the new regime",
  stepNewTaxable: "Taxable HRA: all of it",
  oldRegime: "Old regime",
  newRegime: (provision: string) => `New regime (${provision})`,
  exemptHra: "Exempt HRA",
  taxableHra: "Taxable HRA",
  newExemptNote: "The new regime allows no HRA exemption.",
  threeLimits: (rule: string) => `The three limits (${rule})`,
  bindingLimit: "The least, which sets the exemption",
  breakdownOld: (provision: string) => `Old regime: ${provision}`,
  breakdownNew: (provision: string) => `New regime: ${provision}`,
  provision: (english: string) => english,
  notePanAbove: (limit: string) =>
    `Your rent is more than ${limit} a year, so your employer needs your landlord's PAN (or, if the landlord has none, the landlord's signed declaration saying so) to allow the exemption.`,
  notePanBelow: (limit: string) =>
    `Rent of up to ${limit} a year needs no landlord's PAN; above that your employer needs it. Keep rent receipts and the rent agreement either way.`,
  noteRentTds: (limit: string) =>
    `If any month's rent is more than ${limit}, you as tenant must deduct tax from the rent and pay it to the government (section 194-IB of the 1961 Act and its successor in the 2025 Act), using the landlord's PAN.`,
  noteSalary:
    "Salary here means basic pay and dearness allowance that counts for retirement benefits, plus commission fixed as a percentage of your sales. HRA, special allowance and other allowances are left out.",
  notePeriods:
    "If your salary, HRA, rent or city changed during the year, or you rented only for part of it, the rule works month by month: work out each period separately and add the exempt amounts.",
  noteOwnHome:
    "There is no exemption if you live in a home you own or pay no rent. Rent paid to your spouse is generally not accepted; rent paid to a parent is, if it is really paid and the parent shows it as income.",
  noteNewRegime:
    "HRA received while you are on the new regime is fully taxable. To see which regime costs less overall, enter the exempt HRA in the income-tax calculator.",
  noteRounding: "Amounts are in whole rupees: any paise in a limit are dropped, so the exemption is never overstated.",
  note80gg:
    "Without HRA, section 80GG (old regime) allows a deduction for rent of the least of ₹5,000 a month, 25% of your adjusted total income, and rent less 10% of it, if neither you, your spouse nor your minor child owns a home where you live or work; it is filed with Form 10BA.",
  note2025Act: (cities: string) =>
    `From tax year 2026-27 the exemption is in Schedule III of the Income-tax Act, 2025 and the limits in the Income-tax Rules, 2026; this calculator gives the 50% limit to ${cities}. Earlier years keep the four cities of rule 2A. The Form 12BB calculator uses the same list.`,
  noteCitiesAssumption: (list: HraCityList2026) => HRA_CITIES_2026_ASSUMPTION[list],
  explanation: [
    "House rent allowance (HRA) is part of many salaries. Under the old regime, part or all of it is tax-free if you actually pay rent for the home you live in: section 10(13A) of the Income-tax Act, 1961 with rule 2A of the Income-tax Rules, 1962, and from tax year 2026-27 Schedule III of the Income-tax Act, 2025 with the Income-tax Rules, 2026.",
    "The tax-free part is the least of three amounts for the period you rent: (a) the HRA you received; (b) the rent you paid less 10% of your salary; and (c) 50% of your salary if the home is in Mumbai, Delhi, Kolkata or Chennai, or 40% anywhere else. From tax year 2026-27 we also give 50% to Bengaluru, Hyderabad, Pune and Ahmedabad, as the draft Income-tax Rules, 2026 did (the notified list is not yet confirmed). Salary here is only basic pay, dearness allowance that counts for retirement benefits, and commission fixed as a share of sales.",
    "Whatever is left of the HRA is taxed as salary. The new regime, the default since FY 2023-24, allows no HRA exemption at all, so the whole allowance is taxable there. This calculator shows both, the three limits side by side, and which one sets your exemption.",
  ] as readonly string[],
  faq: [
    {
      question: "My rent is high but my exemption is small. Why?",
      answer:
        "The exemption is the least of the three limits, so the smallest one decides. Paying more rent raises only limit (b); once (a), the HRA you receive, or (c), 50% or 40% of your salary, is lower, extra rent no longer adds to the exemption.",
    },
    {
      question: "Can I claim HRA in the new tax regime?",
      answer:
        "No. The new regime gives lower rates in exchange for most exemptions, HRA among them: all HRA you receive is taxable there. Compare both regimes with your exempt HRA in the income-tax calculator.",
    },
    {
      question: "Do I need my landlord's PAN?",
      answer:
        "Only if the rent is more than ₹1,00,000 for the year. Then your employer needs the landlord's PAN, or the landlord's signed declaration that they have none. Below that, rent receipts are enough.",
    },
    {
      question: "Can I pay rent to my parents and claim HRA?",
      answer:
        "Yes, if you really pay it, ideally by bank transfer with a rent agreement, and the parent who owns the home shows the rent as income. Rent to a spouse is generally not accepted, and you cannot claim HRA for a home you own and live in.",
    },
    {
      question: "I moved cities or got a raise during the year. How do I calculate?",
      answer:
        "The rule works for each period in which the facts are the same. Work out the exemption for each part of the year with the amounts for those months, using the monthly entry or the months' totals, and add the results.",
    },
    {
      question: "I pay rent but get no HRA. Is there any relief?",
      answer:
        "In the old regime, section 80GG allows a deduction for rent of up to ₹5,000 a month, if neither you, your spouse nor your minor child owns a home where you live or work. It is claimed in your return with Form 10BA.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const HRA_TEXT: Catalogues<typeof en> = translatable("HRA_TEXT", en);
