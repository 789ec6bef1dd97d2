import { defineCalculator } from "../types";
import { computeSalaryHikeCalculator, validateSalaryHike } from "./compute";
import { fields } from "./fields";
import { salaryHikeMeta } from "./meta";

export { fields };

export const salaryHike = defineCalculator({
  meta: salaryHikeMeta,
  fields,
  layout: [
    { title: "Your hike", fields: ["mode", "salary", "percent", "amount", "target", "years"] },
    { title: "Salary structure, for in-hand pay", fields: ["basicPct", "pf", "gratuity", "pt"] },
  ],
  validate: validateSalaryHike,
  compute: computeSalaryHikeCalculator,
  explanation: [
    "A hike is usually quoted on your cost to company (CTC): a 15% hike on ₹8 lakh makes it ₹9.2 lakh (new salary = old × (1 + hike ÷ 100)). The other way round, the hike between two salaries is (new − old) ÷ old × 100: moving from ₹8 lakh to ₹10 lakh is a 25% hike. Hikes year after year compound, so 10% and then 8% is 18.8% in all, not 18%.",
    "What reaches your bank account grows differently. Part of the CTC is your employer's provident fund contribution (12% of basic under section 6 of the Employees' Provident Funds and Miscellaneous Provisions Act, 1952) and the gratuity provision (4.81% of basic, from the Payment of Gratuity Act, 1972), which you do not get each month. Your own 12% PF, professional tax (at most ₹2,500 a year under Article 276(2) of the Constitution) and income tax come out of the rest.",
    "The calculator works out your monthly in-hand pay before and after the hike the same way as our salary calculator, under the new tax regime, the default for salaried people (section 115BAC of the Income-tax Act, 1961, section 202 of the Income-tax Act, 2025), with the slabs, the ₹75,000 standard deduction and the rebate that leaves salary up to ₹12.75 lakh untaxed. Change the salary structure below the hike if yours differs.",
  ],
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
  ],
});
