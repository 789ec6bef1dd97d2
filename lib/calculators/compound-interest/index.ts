import { defineCalculator } from "../types";
import { computeCompoundInterest, validateCompoundInterest } from "./compute";
import { fields } from "./fields";
import { compoundInterestMeta } from "./meta";

export { fields };

export const compoundInterestCalculator = defineCalculator({
  meta: compoundInterestMeta,
  fields,
  layout: [
    { title: "Your money", fields: ["principal", "years"] },
    { title: "Interest", fields: ["rate", "freq"] },
  ],
  validate: validateCompoundInterest,
  compute: computeCompoundInterest,
  explanation: [
    "Compound interest is interest on interest: at the end of each period the interest earned is added to the balance, and the next period's interest is worked out on the larger sum. Simple interest, by contrast, is paid on the original principal only.",
    "The amount after t years is A = P × (1 + r ÷ (100 × m))^(m × t), where P is the principal, r the yearly rate in percent and m the number of times a year interest is compounded; the interest is A − P. ₹1,00,000 at 10% for 3 years becomes ₹1,33,100 compounded yearly (₹33,100 of interest, against ₹30,000 of simple interest), ₹1,34,489 compounded quarterly and ₹1,34,818 compounded monthly.",
    "The more often interest is compounded, the more a quoted rate earns: 10% compounded quarterly is an effective 10.38% a year. Banks set how often they compound their deposits under the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016, and most compound fixed deposits quarterly. The interest is taxable every year at your slab rate.",
  ],
  faq: [
    {
      question: "How is compound interest calculated?",
      answer:
        "Multiply the principal by (1 + rate per period) once for every period, then subtract the principal. For ₹1,00,000 at 10% a year compounded yearly for 3 years: 1,00,000 × 1.1 × 1.1 × 1.1 = ₹1,33,100, so the interest is ₹33,100. Year 1 earns ₹10,000, year 2 ₹11,000 (10% of ₹1,10,000) and year 3 ₹12,100: the interest grows because it is earned on earlier interest too.",
    },
    {
      question: "How much difference does quarterly or monthly compounding make?",
      answer:
        "On ₹1,00,000 at 10% for 3 years: ₹1,33,100 compounded yearly, ₹1,34,010 half-yearly, ₹1,34,489 quarterly and ₹1,34,818 monthly. The effective yearly rates are 10%, 10.25%, 10.38% and 10.47%. When you compare deposits, compare their effective yearly rates (banks often print them as the annualised yield).",
    },
    {
      question: "How do banks compound fixed-deposit interest?",
      answer:
        "Most banks compound cumulative fixed deposits quarterly and pay the interest with the principal at maturity; the terms are the bank's, under the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016. ₹1,00,000 at 7% for 5 years compounded quarterly matures at about ₹1,41,478. For a part-year, banks often pay simple interest for the broken period, which gives a little less than this calculator's whole-year figures. For a deposit of years, months and days, see /tools-and-calculators/fixed-deposit.",
    },
    {
      question: "Is compound interest taxed every year or only at maturity?",
      answer:
        "Every year. Interest is income from other sources, taxed at your slab rate in the year it accrues, even on a cumulative deposit that pays out only at maturity; declaring it year by year also matches the TDS the bank reports in your annual information statement. Banks deduct TDS at 10% once their interest to you passes ₹50,000 in a year, or ₹1,00,000 for a senior citizen (section 194A of the Income-tax Act, 1961, as amended by the Finance Act 2025). In the old regime a resident senior citizen can deduct up to ₹50,000 of deposit interest under section 80TTB. From tax year 2026-27 the Income-tax Act, 2025 restates these rules.",
    },
    {
      question: "What is the rule of 72?",
      answer:
        "A quick way to see how long money takes to double with compound interest: divide 72 by the yearly rate. At 8% money doubles in about 9 years (72 ÷ 8), at 12% in about 6. The exact time at 8% compounded yearly is 9.01 years; the rule works best for rates between about 6% and 10%.",
    },
  ],
});
