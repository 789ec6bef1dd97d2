import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { Regime } from "@/lib/tax";
import type { PrepaymentChoice, PrepaymentType } from "./fields";
import { homeLoanMeta } from "./meta";

/*
 * Every word the home-loan calculator shows beyond the loan words it shares with the EMI
 * calculator (emi/text.ts), in English and Hindi. Messages with figures are functions of them;
 * section names from lib/tax come in already cited in the page's language. The Hindi is
 * written for a Hindi reader (docs/hindi-terms.md), not word for word.
 */

const en = {
  description: homeLoanMeta.description,
  keywords: homeLoanMeta.keywords,
  groupLoan: "Your home loan",
  groupPrepayment: "Prepayment",
  groupTax: "Tax benefit",
  amount: "Home loan amount",
  amountHelp: "The amount sanctioned and paid out, in rupees.",
  prepay: "Prepayment",
  prepayHelp: "An extra payment towards the principal, on top of the EMIs. Leave 0 for none.",
  prepayType: "How often",
  prepayTypeOptions: { once: "Once", yearly: "Every year" } as Readonly<Record<PrepaymentType, string>>,
  prepayMonth: "Paid at the end of month",
  prepayMonthHelp: "Month 1 is the first month of the loan; month 12 ends the first year. A yearly prepayment repeats every 12 months from here.",
  prepayEffect: "Use the prepayment to",
  prepayEffectOptions: { tenure: "Reduce the tenure (same EMI)", emi: "Reduce the EMI (same end date)" } as Readonly<Record<PrepaymentChoice, string>>,
  prepayEffectHelp: "Reducing the tenure saves more interest; reducing the EMI eases the monthly budget.",
  fy: "Tax year of the loan's first year",
  fyHelp: "The year whose deduction limits and sections apply to the first 12 EMIs.",
  regime: "Tax regime",
  regimeOptions: { old: "Old regime (deductions claimed)", new: "New regime (the default one)" } as Readonly<Record<Regime, string>>,
  regimeHelp: "The new regime allows no deduction for a self-occupied house: neither the interest nor the principal.",
  slab: "Your highest slab rate",
  slabHelp: "The old-regime rate on the top part of your taxable income: the deductions save tax at this rate, plus cess.",
  other80c: "Other section 80C investments this year",
  other80cHelp: (limit: string) =>
    `Your PF contribution, PPF, ELSS, life insurance premium, children's tuition fees and so on: they share the ${limit} limit with the principal repaid.`,
  /** "Tax year 2026-27" → "tax year 2026-27", for the middle of a sentence. */
  yearInSentence: (label: string) => label.replace(/^Tax year/, "tax year"),
  prepayMonthTooLate: (months: number) => `Enter a month before the last EMI: at most month ${months - 1}, as the loan runs ${months} months.`,
  totalPrepaid: "Prepaid in all",
  interestSaved: "Interest saved",
  interestSavedNote: "Enter a prepayment to see the interest and months it saves.",
  monthsSaved: "Months saved",
  newTenure: "Loan repaid in",
  reducedEmi: "EMI after the prepayments",
  whenOnce: (month: number) => `at the end of month ${month}`,
  whenYearly: (month: number) => `every 12 months from month ${month}`,
  stepPrepaid: (amount: string, when: string) => `Prepaid in all: ${amount} ${when}`,
  stepPrepaidReference: "Paid after that month's EMI, never more than the balance then owed",
  stepSameEmi: "The EMI stays the same, so the balance is cleared sooner",
  stepSameEmiReference: "Reduce-tenure option",
  stepNewEmi: "The EMI is recomputed on the new balance over the months left",
  stepNewEmiReference: "Reduce-EMI option: the annuity formula on the balance and months left",
  stepInterestWithout: "Interest without prepayments",
  stepInterestWithoutReference: "The same loan repaid by EMIs alone",
  stepInterestWith: "Interest with prepayments",
  stepInterestWithReference: "Month-by-month schedule below",
  stepInterestSaved: "Interest saved",
  stepInterestSavedReference: "Interest without prepayments less interest with them",
  stepMonthsSaved: "Months saved",
  stepMonthsSavedReference: (without: number, withPrepayments: number) => `${without} months without prepayments, ${withPrepayments} with them`,
  summaryBase: (amount: string, rate: string, tenure: string, emi: string) => `A home loan of ${amount} at ${rate} over ${tenure} costs ${emi} a month`,
  summarySaving: (saved: string, months: number, interest: string) =>
    `; your prepayments save ${saved} of interest${months > 0 ? ` and ${months} months` : ""}, cutting the interest to ${interest}.`,
  summaryInterest: (interest: string) => `, with ${interest} in interest.`,
  summaryOld: (deductions: string, saved: string) => ` In the first year the old regime's deductions of ${deductions} save about ${saved} of tax.`,
  summaryNew: " The new regime allows no deduction for a self-occupied house.",
  notePrepayment:
    "A prepayment is taken as paid at the end of its month, after that month's EMI. No charge applies to a floating-rate home loan taken by an individual (RBI (Pre-payment Charges on Loans) Directions, 2025, for loans sanctioned or renewed from 1 January 2026, and earlier RBI circulars for floating-rate loans); a fixed-rate loan may carry one.",
  noteFirstYear: (year: string) =>
    `The tax figures are for the loan's first 12 months, taken as falling in ${year}. The deductions are claimed by financial year: a loan that starts mid-year has fewer EMIs in its first year, and the interest deduction is allowed on interest payable for the year.`,
  noteSelfOccupied:
    "They assume a self-occupied house whose purchase or construction is complete, bought with a loan taken on or after 1 April 1999 and finished within five years from the end of the year the loan was taken (otherwise the interest limit is ₹30,000). Interest paid before completion is deducted in five equal parts from the year of completion, within the same limit; principal repaid before completion gets no 80C deduction.",
  noteNotModelled: (rebate: string, setOffLimit: string) =>
    `The tax saved is the deduction times the slab rate you chose, plus cess. Surcharge, the ${rebate} rebate and a deduction that takes you into a lower slab are not modelled. For a let-out house the interest is deductible in full, but a loss from house property can be set off against other income only up to ${setOffLimit} a year, and not at all in the new regime.`,
  groupEmi: "Your EMI",
  groupPrepayments: "Prepayments",
  groupTaxBenefit: (regime: Regime) => `Tax benefit in the first year (${regime === "old" ? "old" : "new"} regime)`,
  interestDeduction: "Interest deduction, section 24(b)",
  principalDeduction: (section: string) => `Principal deduction, ${section}`,
  taxSavedOld: (slab: string) => `Tax saved at ${slab}% plus cess`,
  taxSaved: "Tax saved",
  breakdownEmi: "EMI on a reducing balance",
  breakdownPrepayments: "What the prepayments save",
  breakdownTax: (year: string) => `Tax deductions for the first year, ${year}`,
  // The tax-benefit steps (tax-benefit.ts).
  stepInterestPaid: "Interest paid in the first 12 months",
  stepFromSchedule: "Schedule below, loan year 1",
  stepInterestDeduction: (cap: string) => `Interest deduction: the lower of the interest and ${cap} (self-occupied house)`,
  stepInterestNotAllowed: "Interest deduction: not allowed in the new regime for a self-occupied house",
  stepPrincipalPaid: "Principal repaid in the first 12 months, prepayments included",
  stepOther80c: "Less your other section 80C investments",
  stepLeftOfLimit: (limit: string) => `Left of the ${limit} limit`,
  stepPrincipalDeduction: (limit: string | null) => `Principal deduction: the lower of the principal and ${limit ?? "what is left of the limit"}`,
  stepPrincipalNotAllowed: "Principal deduction: not allowed in the new regime",
  stepDeductions: "Deductions in all",
  stepDeductionsReference: (year: string, regime: Regime) => `${year}, ${regime === "old" ? "old" : "new"} regime`,
  stepTaxSaved: (deductions: string, slab: number, cess: number) => `Tax saved: ${deductions} × ${slab}% slab rate, plus ${cess}% cess`,
  stepTaxSavedReference: (cessReference: string) => `Your slab rate as chosen; ${cessReference}`,
  explanation: [
    "A home loan is repaid by equated monthly instalments (EMIs) on a reducing balance: each month's interest is charged on the balance still owed, and the rest of the EMI repays principal. The EMI is P × i × (1 + i)^n ÷ ((1 + i)^n − 1), with P the loan, i the yearly rate ÷ 12 and n the months. On ₹50 lakh at 8.5% for 20 years it is ₹43,391, and the interest over the loan comes to ₹54,13,879, more than the loan itself.",
    "A prepayment goes straight to the principal. You can keep the EMI and finish sooner (reduce the tenure) or keep the end date and pay a lower EMI; reducing the tenure saves more interest. On a floating-rate loan taken by an individual for a purpose other than business, lenders may not charge for prepaying, in part or in full (RBI (Pre-payment Charges on Loans) Directions, 2025, for loans sanctioned or renewed from 1 January 2026, after earlier RBI circulars of 2012 and 2014 to the same effect).",
    "In the old tax regime, interest on a loan for a house you live in is deductible up to ₹2,00,000 a year under section 24(b) of the Income-tax Act, 1961, and the principal repaid counts toward the ₹1,50,000 limit of section 80C along with your other 80C investments; the Income-tax Act, 2025 carries both into tax year 2026-27 (the 80C limit as section 123). The new regime, the default one, allows neither for a self-occupied house (section 115BAC(2) of the 1961 Act; section 202 of the 2025 Act). This calculator works out both deductions for the loan's first year and the tax they save at your slab rate plus the 4% health and education cess.",
  ] as readonly string[],
  faq: [
    {
      question: "How much tax can I save on a ₹50 lakh home loan?",
      answer:
        "In the old regime, on ₹50 lakh at 8.5% over 20 years the first year's interest is ₹4,21,182, of which ₹2,00,000 is deductible under section 24(b), and the principal repaid is ₹99,511, all deductible under section 80C if you have no other 80C investments. At a 30% slab rate plus 4% cess, ₹2,99,511 of deductions save ₹93,447 of tax. In the new regime the saving on a self-occupied house is nil.",
    },
    {
      question: "Can I claim home loan interest in the new tax regime?",
      answer:
        "Not for a house you live in: section 115BAC(2) denies the section 24(b) deduction for a self-occupied house and every Chapter VI-A deduction, 80C included, except a few such as the employer's NPS contribution. For a let-out house the interest is still deducted from the rent, but a resulting loss cannot be set off against your salary or other income.",
    },
    {
      question: "Should I prepay to reduce the EMI or the tenure?",
      answer:
        "Reducing the tenure saves more. On ₹10 lakh at 8.5% over 20 years, a single ₹1 lakh prepayment after the twelfth EMI cuts the interest by ₹3,20,738 and the loan by 48 months if you keep the EMI of ₹8,678; if you keep the end date instead, the EMI falls to ₹7,793 and the interest by ₹1,01,882. Reduce the EMI only if the monthly budget matters more than the total cost.",
    },
    {
      question: "We took the home loan jointly. Can both of us claim?",
      answer:
        "Yes, if each of you is a co-owner of the house and a co-borrower who pays a share of the EMIs. In the old regime each can deduct their share of the interest up to ₹2,00,000 and their share of the principal within their own ₹1,50,000 section 80C limit.",
    },
    {
      question: "Do stamp duty and registration fees count under section 80C?",
      answer:
        "Yes: stamp duty, registration fees and other transfer expenses for buying a house count under section 80C in the year you pay them, within the same ₹1,50,000 limit as the principal. But if you sell the house within five years from the end of the year you got possession, the 80C deductions already claimed for it are added back to your income in the year of the sale (section 80C(5)).",
    },
    {
      question: "What about sections 80EE and 80EEA?",
      answer:
        "They give first-time buyers an extra interest deduction, above the ₹2,00,000 of section 24(b), but only for loans sanctioned in their windows: up to ₹50,000 under section 80EE for loans sanctioned in FY 2016-17, and up to ₹1,50,000 under section 80EEA for loans sanctioned from 1 April 2019 to 31 March 2022 on a house with a stamp-duty value up to ₹45 lakh. Such loans keep the deduction until repaid, in the old regime; new loans do not qualify.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const regimeName = (regime: Regime) => (regime === "old" ? "पुरानी कर व्यवस्था" : "नई कर व्यवस्था");



export const HOME_LOAN_TEXT: Catalogues<typeof en> = translatable("HOME_LOAN_TEXT", en);
