import { defineCalculator } from "../types";
import { computeAdvanceTax } from "./compute";
import { fields } from "./fields";
import { advanceTaxMeta } from "./meta";

export { fields };

export const advanceTax = defineCalculator({
  meta: advanceTaxMeta,
  fields,
  layout: [
    { title: "Year and you", fields: ["fy", "age", "resident"] },
    { title: "Tax for the year", fields: ["mode", "regime", "salary", "business", "other", "dividend", "ded80c", "ded80d", "tax", "hasBusiness", "presumptive", "tds"] },
    { title: "Advance tax you paid", fields: ["paidJun", "paidSep", "paidDec", "paidMar", "paidLate", "paidIn"] },
  ],
  compute: computeAdvanceTax,
  explanation: [
    "Advance tax means paying income tax during the year in which the income is earned, instead of in one go when you file the return. It is due when the tax for the year, after the tax deducted or collected at source (TDS and TCS), comes to ₹10,000 or more (section 208 of the Income-tax Act, 1961; section 404 of the Income-tax Act, 2025 from tax year 2026-27). A resident individual aged 60 or more who has no income from business or profession need not pay advance tax at all (section 207(2); section 403(3) of the 2025 Act).",
    "The tax is paid in four instalments: at least 15% of the year's advance tax by 15 June, 45% by 15 September, 75% by 15 December and all of it by 15 March, each figure counting what was paid before (section 211; section 408). Anyone who declares presumptive income from a business under section 44AD or a profession under section 44ADA may pay the whole amount in one instalment by 15 March. Tax paid by 31 March still counts as advance tax of the year.",
    "Paying late costs simple interest. Under section 234C (section 425 of the 2025 Act), each instalment that falls short bears 1% a month on the shortfall: three months for the June, September and December instalments and one month for March. There is no interest on the June instalment if at least 12% was paid by 15 June, nor on the September instalment if at least 36% was paid by 15 September. Under section 234B (section 424 of the 2025 Act), if the advance tax paid by 31 March is less than 90% of the tax due after TDS, the unpaid tax bears 1% for every month or part of a month from 1 April after the year until it is paid.",
    "This calculator works out the year's tax from your income under the regime you choose (or takes a tax figure you already have), subtracts TDS and TCS, tells you whether advance tax is due and how much to pay by each date, and computes both kinds of interest on the payments you enter.",
  ],
  faq: [
    {
      question: "I am salaried. Do I need to pay advance tax?",
      answer:
        "Usually not, because your employer deducts tax from your salary. But if you have other income, such as interest, rent, capital gains or freelance fees, and the tax on it that is not covered by TDS comes to ₹10,000 or more for the year, you must pay advance tax on it.",
    },
    {
      question: "What if I miss an instalment?",
      answer:
        "Pay as soon as you can. Interest under section 234C is 1% a month on the shortfall, for three months (one month for the March instalment), so a missed June instalment paid in August costs the same three months as one paid in September. If by 31 March you have paid less than 90% of the year's tax, interest under section 234B also runs from 1 April until you pay the rest.",
    },
    {
      question: "Is it advance tax if I pay between 16 and 31 March?",
      answer:
        "Yes. Tax paid by 31 March counts as advance tax of the year, so it counts toward the 90% test of section 234B. It is still late for the 15 March instalment, so one month's interest under section 234C applies to that instalment's shortfall.",
    },
    {
      question: "I am a senior citizen with pension and interest income. Do I pay advance tax?",
      answer:
        "Not if you are resident in India and have no income from business or profession. You pay any tax not covered by TDS as self-assessment tax before filing your return, without interest for not paying advance tax.",
    },
    {
      question: "How do I pay advance tax?",
      answer:
        "Online through the e-Pay Tax service of the income-tax e-filing portal with challan ITNS 280, choosing minor head 100 (advance tax) and the correct assessment or tax year. Keep the challan identification number: you enter it in your return.",
    },
  ],
});
