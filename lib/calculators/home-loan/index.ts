import { defineCalculator } from "../types";
import { computeHomeLoan, validateHomeLoan } from "./compute";
import { fields } from "./fields";
import { homeLoanMeta } from "./meta";

export { fields };

export const homeLoan = defineCalculator({
  meta: homeLoanMeta,
  fields,
  layout: [
    { title: "Your home loan", fields: ["amount", "rate", "years", "months"] },
    { title: "Prepayment", fields: ["prepay", "prepayType", "prepayMonth", "prepayEffect"] },
    { title: "Tax benefit", fields: ["fy", "regime", "slab", "other80c"] },
  ],
  validate: validateHomeLoan,
  compute: computeHomeLoan,
  explanation: [
    "A home loan is repaid by equated monthly instalments (EMIs) on a reducing balance: each month's interest is charged on the balance still owed, and the rest of the EMI repays principal. The EMI is P × i × (1 + i)^n ÷ ((1 + i)^n − 1), with P the loan, i the yearly rate ÷ 12 and n the months. On ₹50 lakh at 8.5% for 20 years it is ₹43,391, and the interest over the loan comes to ₹54,13,879, more than the loan itself.",
    "A prepayment goes straight to the principal. You can keep the EMI and finish sooner (reduce the tenure) or keep the end date and pay a lower EMI; reducing the tenure saves more interest. On a floating-rate loan taken by an individual for a purpose other than business, lenders may not charge for prepaying, in part or in full (RBI (Pre-payment Charges on Loans) Directions, 2025, for loans sanctioned or renewed from 1 January 2026, after earlier RBI circulars of 2012 and 2014 to the same effect).",
    "In the old tax regime, interest on a loan for a house you live in is deductible up to ₹2,00,000 a year under section 24(b) of the Income-tax Act, 1961, and the principal repaid counts toward the ₹1,50,000 limit of section 80C along with your other 80C investments; the Income-tax Act, 2025 carries both into tax year 2026-27 (the 80C limit as section 123). The new regime, the default one, allows neither for a self-occupied house (section 115BAC(2) of the 1961 Act; section 202 of the 2025 Act). This calculator works out both deductions for the loan's first year and the tax they save at your slab rate plus the 4% health and education cess.",
  ],
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
  ],
});
