import { defineCalculator } from "../types";
import { computeEligibility } from "./compute";
import { fields } from "./fields";
import { incomeTaxEligibilityMeta } from "./meta";
import { formAcrossYears } from "@/lib/tax/forms";

export { fields };

export const incomeTaxEligibility = defineCalculator({
  meta: incomeTaxEligibilityMeta,
  fields,
  layout: [
    { title: "Year and you", fields: ["fy", "regime", "age", "status"] },
    { title: "Income", fields: ["salary", "other", "tds"] },
    { title: "Money in and out during the year", fields: ["current", "savings", "travel", "electricity", "turnover", "receipts"] },
    { title: "Other reasons", fields: ["foreign", "refund", "loss"] },
  ],
  compute: computeEligibility,
  explanation: [
    "Section 139(1) of the Income-tax Act, 1961 (section 263(1) of the Income-tax Act, 2025 from tax year 2026-27) requires an individual to file a return when the total income for the year, before the deductions under sections 80C to 80U (sections 123 to 154 of the 2025 Act) and before the capital-gains exemptions of sections 54 to 54GB, is more than the basic exemption limit: ₹4 lakh in the new regime from FY 2025-26 (₹3 lakh before), and ₹2.5 lakh in the old regime (₹3 lakh for residents aged 60 to 79, ₹5 lakh for those aged 80 or more). A salary is counted after the standard deduction.",
    "Income is not the only test. Since FY 2019-20 a person whose income is below the limit must still file if, during the year, they deposited more than ₹1 crore in current accounts, spent more than ₹2 lakh on foreign travel for themselves or anyone else, or spent more than ₹1 lakh on electricity (the seventh proviso to section 139(1)). Rule 12AB, from April 2022, adds four more: business turnover above ₹60 lakh, professional receipts above ₹10 lakh, tax deducted and collected at source of ₹25,000 or more (₹50,000 for a resident aged 60 or more), and deposits of ₹50 lakh or more in savings accounts.",
    "A resident who is ordinarily resident must also file if they hold any asset outside India, have a financial interest in a foreign entity, or can sign for a foreign account, even with no taxable income. And only a return can claim back tax deducted in excess, or carry a business or capital-gains loss forward to later years; the 2025 Act lists both among the persons who must file.",
    "This calculator applies each of these tests to your figures, tells you whether you must file, for which reasons, and the due date for the year.",
  ],
  faq: [
    {
      question: "My income is below ₹12 lakh and I pay no tax in the new regime. Must I still file?",
      answer:
        "Yes, if your income before deductions is above ₹4 lakh. The rebate (section 156 from tax year 2026-27, section 87A before it) removes the tax, not the duty to file: the test is the basic exemption limit, not whether any tax is payable.",
    },
    {
      question: "Which regime's exemption limit applies?",
      answer:
        "The Act speaks only of the maximum amount not chargeable to tax. Since the new regime is the default, the new-regime limit is the usual reading unless you opt for the old regime. When the two regimes give different answers, this calculator says so; filing is the safe course.",
    },
    {
      question: "What happens if I must file and I don't?",
      answer:
        "A return filed after the due date costs a fee under section 234F (section 428(a) of the Income-tax Act, 2025 from tax year 2026-27): ₹1,000 if your total income is up to ₹5 lakh and ₹5,000 above that, plus interest on any tax unpaid. The due date is 31 July, 31 August for business or professional income without an audit (from FY 2025-26), 31 October with an audit and 30 November with a transfer-pricing report; a late return can be filed until 31 December, and a return can be revised until 31 March from FY 2025-26, with a fee of ₹1,000 or ₹5,000 after 31 December (section 234-I; section 428(b) from tax year 2026-27). Not filing at all can lead to a notice, penalties and, for large amounts, prosecution.",
    },
    {
      question: "Tax was deducted from my interest, but my income is below the limit. What should I do?",
      answer: `File a return to claim the refund: it is the only way to get the tax back. If your income is below the limit you can also give the bank ${formAcrossYears("noTdsDeclaration")} at the start of the year so that it does not deduct tax.`,
    },
    {
      question: "I am a student who travelled abroad. Must I file?",
      answer:
        "If you paid more than ₹2 lakh in the year for travel abroad, for yourself or for anyone else, you must file even with no income. The test falls on whoever paid: if your parents paid for your trip, it counts as their spending, not yours.",
    },
  ],
});
