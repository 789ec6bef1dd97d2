import type { FaqEntry } from "../types";

export const section80dExplanation: string[] = [
  "Section 80D lets an individual deduct what they pay for health insurance, in two separate sides. For yourself, your spouse and your dependent children the limit is ₹25,000 a year, raised to ₹50,000 when someone insured is a senior citizen (60 or more and resident). For your parents, whether or not they depend on you, there is another ₹25,000, or ₹50,000 when an insured parent is a senior citizen. So the most is ₹50,000, ₹75,000 or ₹1,00,000.",
  "Within those limits you can also count preventive health check-ups, up to ₹5,000 in all for both sides, and these alone may be paid in cash. Premium, contributions to CGHS or a notified health scheme, and medical bills must be paid by cheque, card, UPI or bank transfer. A senior citizen who has no health insurance can still bring a deduction: their medical bills count, within the ₹50,000 limit of their side.",
  "This calculator works out each side and the total, shows which limit applies and why, and estimates the tax saved at your old-regime slab. The new regime allows no 80D deduction. From tax year 2026-27 the same deduction is section 126 of the Income-tax Act, 2025.",
];

export const section80dFaq: FaqEntry[] = [
  {
    question: "How much can I claim under section 80D?",
    answer: "Up to ₹25,000 for yourself, spouse and children (₹50,000 if a senior citizen is insured) and another ₹25,000 for your parents (₹50,000 if a parent insured is a senior citizen): ₹1,00,000 at most when both sides have a senior citizen.",
  },
  {
    question: "Is the ₹5,000 for a preventive health check-up on top of the limit?",
    answer: "No. It is part of the ₹25,000 or ₹50,000 limit, and ₹5,000 is the most for check-ups for you and your parents together. It is the only item you may pay in cash.",
  },
  {
    question: "My father is 85 and has no health insurance. Can I claim his medical bills?",
    answer: "Yes. For a senior citizen with no health insurance, medical bills you pay other than in cash count, up to ₹50,000 for the parents' side.",
  },
  {
    question: "I paid the premium in cash. Can I claim it?",
    answer: "No. Premium paid in cash gets no deduction. Pay by cheque, card, UPI or bank transfer; only a preventive check-up may be paid in cash.",
  },
  {
    question: "Can I claim section 80D in the new tax regime?",
    answer: "No. The new regime, the default, allows no 80D deduction. Choose the old regime in your return to claim it.",
  },
  {
    question: "I paid a three-year premium in one go. How much can I claim this year?",
    answer: "One third of it this year and one third in each of the next two years, each within that year's limit.",
  },
];
