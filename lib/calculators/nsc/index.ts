import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { defineCalculator } from "../types";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const SECTION_80C = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
import { computeNsc, validateNsc } from "./compute";
import { fields } from "./fields";
import { nscMeta } from "./meta";

export { fields };

export const nsc = defineCalculator({
  meta: nscMeta,
  fields,
  layout: [{ title: "Your certificate", fields: ["amount", "rate"] }],
  validate: validateNsc,
  compute: computeNsc,
  explanation: [
    "The National Savings Certificate (VIII Issue) is a five-year savings certificate sold by post offices, and by some banks, under the National Savings Certificates (VIII Issue) Scheme, 2019. You invest at least ₹1,000, in multiples of ₹100, with no upper limit. An adult can hold it alone or jointly with up to two others, a guardian can buy it for a minor, and a minor of ten or more can hold it in their own name. HUFs and non-residents cannot buy it.",
    "Interest is compounded once a year and paid only at maturity, so the certificate's value is P × (1 + r)^5. The scheme states its figures for ₹1,000: at 7.7%, the interest for each year is ₹77.00, ₹82.93, ₹89.31, ₹96.19 and ₹103.60, and ₹1,000 becomes ₹1,449.03. Other amounts get the same in proportion, rounded to the rupee, so ₹1,00,000 becomes ₹1,44,903. The rate on the day you buy is fixed for the whole five years, whatever happens to later quarters' rates; the Ministry of Finance kept it at 7.7% in every quarter from 1 April 2023 to 31 March 2026.",
    `Tax: in the old regime the amount invested counts for the ₹1.5 lakh deduction under ${SECTION_80C}. The interest is taxable at your slab rate. The interest of the first four years is treated as reinvested in the certificate, so, if you declare it each year, it counts for ${SECTION_80C} again that year. The fifth year's interest is only taxable. No TDS is deducted on NSC interest.`,
  ],
  faq: [
    {
      question: "How much will ₹1 lakh in NSC be worth after five years?",
      answer:
        "At 7.7% it becomes ₹1,44,903: ₹44,903 of interest. The scheme's figure is ₹1,449.03 for every ₹1,000, and the post office pays other amounts in proportion, rounded to the rupee.",
    },
    {
      question: "Is NSC interest taxable?",
      answer:
        `Yes, as income from other sources at your slab rate, in both regimes. No TDS is deducted, so you must declare it. Most people declare the interest every year as it accrues; in the old regime the interest of years 1 to 4 then also counts for ${SECTION_80C}, because it is deemed reinvested, so within the ₹1.5 lakh limit the two cancel out. The fifth year's interest is taxed in the year of maturity.`,
    },
    {
      question: `Can I claim NSC under ${SECTION_80C} in the new tax regime?`,
      answer:
        `No. Neither the amount invested nor the deemed reinvested interest can be deducted in the new regime, which allows no deduction under ${SECTION_80C}. The interest is still taxable in the new regime.`,
    },
    {
      question: "Can I cash an NSC before five years?",
      answer:
        "Only in three cases: the death of the holder (or of any joint holder), forfeiture by a pledgee to whom it was pledged as security, or an order of a court. Encashed within a year, it returns only the amount invested; after that, a reduced rate of interest applies.",
    },
    {
      question: "Does a rate change affect an NSC I already hold?",
      answer:
        "No. The Ministry of Finance sets small-savings rates every quarter, but an NSC earns the rate on the day it was bought for its whole five years. Enter the rate printed on your certificate to see its maturity value.",
    },
  ],
});
