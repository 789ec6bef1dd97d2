import type { FaqEntry } from "../types";

export const section80ttaExplanation: string[] = [
  "Section 80TTA lets an individual or an HUF deduct interest earned on savings accounts with a bank, a co-operative bank or the post office, up to ₹10,000 a year. Interest on fixed and recurring deposits is not covered, nor is interest on bonds, debentures or company deposits.",
  "A resident senior citizen, aged 60 or more at any time in the year, claims section 80TTB instead: interest on all deposits with banks, co-operative banks and the post office, savings and fixed or recurring deposits alike, is deductible up to ₹50,000. Such a person cannot claim 80TTA. A non-resident claims 80TTA whatever their age.",
  "Interest on a post-office savings account is first exempt up to ₹3,500 (₹7,000 for a joint account) under section 10(15)(i), in both regimes; only the rest is taxable and can be deducted. Both deductions belong to the old regime: the new regime allows neither. From tax year 2026-27 they are section 153 of the Income-tax Act, 2025.",
];

export const section80ttaFaq: FaqEntry[] = [
  {
    question: "Is fixed-deposit interest covered by section 80TTA?",
    answer: "No. 80TTA covers only savings-account interest, up to ₹10,000. Fixed and recurring deposit interest is deductible only for a resident senior citizen, under 80TTB.",
  },
  {
    question: "I am 66. How much interest can I deduct?",
    answer: "If you are resident in India, up to ₹50,000 of interest on savings accounts and fixed or recurring deposits with banks, co-operative banks and the post office, under section 80TTB. You cannot also claim 80TTA.",
  },
  {
    question: "Can an NRI claim section 80TTA?",
    answer: "Yes, on interest from an NRO savings account, up to ₹10,000. NRE account interest is already exempt. Section 80TTB is only for resident senior citizens.",
  },
  {
    question: "Is section 80TTA or 80TTB allowed in the new tax regime?",
    answer: "No. The new regime allows neither. Only the post-office savings-account exemption (₹3,500, or ₹7,000 for a joint account) applies in both regimes.",
  },
  {
    question: "Does the ₹10,000 apply to each bank account?",
    answer: "No. It is one limit for the total savings-account interest from all your banks, co-operative banks and the post office.",
  },
];
