import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { defineCalculator } from "../types";
import { computeNpsCalculator, validateNps } from "./compute";
import { fields } from "./fields";
import { npsMeta } from "./meta";

export { fields };

export const nps = defineCalculator({
  meta: npsMeta,
  fields,
  layout: [
    { title: "You and your account", fields: ["sector", "age", "exitAge"] },
    { title: "Contributions and returns", fields: ["monthly", "increase", "rate"] },
    { title: "At exit", fields: ["annuity", "annuityRate"] },
  ],
  validate: validateNps,
  compute: computeNpsCalculator,
  explanation: [
    "The National Pension System (NPS) is a defined-contribution pension scheme regulated by the Pension Fund Regulatory and Development Authority under the PFRDA Act, 2013. It is compulsory for Central Government employees who joined on or after 1 January 2004 (and for most State Governments' new recruits), and open to any Indian citizen aged 18 to 70 through the All-Citizen model or an employer's corporate NPS. What you get depends on what you put in and what the pension funds earn: there is no fixed pension.",
    "This calculator treats contributions like a SIP: each monthly contribution is invested at the start of the month and grows at the expected return, compounded monthly, with an optional yearly increase in the contribution. The year-by-year table and the chart show how much you have put in and what the account is worth at the end of each year.",
    "At exit, the PFRDA (Exits and Withdrawals under the National Pension System) Regulations, 2015 decide how much of the corpus must buy an annuity, a pension paid for life by an insurer, and how much you may take as a lump sum. The amendment of December 2025 lowered the minimum annuity for All-Citizen and corporate subscribers from 40% to 20% at a normal exit (60 or later), kept 40% for government subscribers, let a corpus of ₹8 lakh or less be taken wholly as a lump sum, and allowed exit to be deferred up to 85. Before 60, at least 80% must buy an annuity unless the corpus is ₹5 lakh or less.",
    "The monthly pension shown is the annuity purchase price × the annuity rate ÷ 12. It is an estimate: the insurer's rate on the day you buy, your age and the annuity option decide the real figure, and the pension is taxable as income.",
  ],
  faq: [
    {
      question: "How much pension will I get from NPS with ₹10,000 a month?",
      answer:
        "From 30 to 60 at an assumed 10% a year, ₹10,000 a month (₹36 lakh in all) grows to about ₹2.28 crore. Using 40% of that, about ₹91 lakh, for an annuity at 6% gives a pension of about ₹45,600 a month, with about ₹1.37 crore taken as a lump sum. With the 20% minimum now allowed to All-Citizen and corporate subscribers, the pension would be about ₹22,800 a month and the lump sum about ₹1.82 crore.",
    },
    {
      question: "How much of my NPS corpus must I use to buy an annuity?",
      answer:
        "At a normal exit (60 or later): at least 20% if you are an All-Citizen or corporate subscriber, under the PFRDA (Exits and Withdrawals under NPS) (Amendment) Regulations, 2025, and at least 40% if you are a government subscriber. If the corpus is ₹8 lakh or less you may take all of it as a lump sum. If you leave before 60, at least 80% must buy an annuity unless the corpus is ₹5 lakh or less. You may always use more than the minimum.",
    },
    {
      question: "Is the NPS lump sum tax-free?",
      answer:
        "Up to 60% of the corpus is tax-free under section 10(12A) of the Income-tax Act, 1961 and its counterpart in the Income-tax Act, 2025. The amount used to buy the annuity is not taxed when you buy it, but the pension is taxed as income each year. The 2025 amendment lets non-government subscribers take up to 80% as a lump sum; the tax law still exempts only 60%, so the part above that may be taxed.",
    },
    {
      question: "Which tax deductions do NPS contributions get?",
      answer:
        `NPS contributions are deducted under ${sectionWithFormer("80CCD", FIRST_TAX_YEAR_UNDER_2025_ACT)}; the sub-sections below are those of the 1961 Act. In the old regime, your own contribution is deductible under section 80CCD(1), up to 10% of salary (20% of gross income if self-employed) within the ₹1.5 lakh limit shared with ${sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT)}, and another ₹50,000 under section 80CCD(1B). Your employer's contribution is deductible under section 80CCD(2) in both regimes: in the new regime up to 14% of basic + DA. Employer contributions to NPS, PF and superannuation above ₹7.5 lakh a year are taxed as a perquisite.`,
    },
    {
      question: "Can I keep my NPS account open after 60?",
      answer:
        "Yes. You may defer the exit, and keep contributing, up to age 85 under the 2025 amendment (75 before it). Enter a later exit age to see how a few more years of growth change the corpus and the pension.",
    },
    {
      question: "What return should I assume?",
      answer:
        "NPS returns depend on your mix of equity, corporate bonds and government securities and are not guaranteed. Over long periods, schemes have returned roughly 8% to 12% a year, depending on the asset class. Using a cautious rate such as 8% shows what you can reasonably count on; raising the contribution each year with your pay often matters more than the rate.",
    },
  ],
});
