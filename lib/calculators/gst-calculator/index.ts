import { defineCalculator } from "../types";
import { computeGst } from "./compute";
import { fields } from "./fields";
import { gstCalculatorMeta } from "./meta";

export { fields };

export const gstCalculator = defineCalculator({
  meta: gstCalculatorMeta,
  fields,
  layout: [
    { title: "Amount", fields: ["amount", "mode"] },
    { title: "Tax", fields: ["rate", "supply", "cess"] },
  ],
  compute: computeGst,
  explanation: [
    "GST is charged on the value of a supply (section 15 of the CGST Act, 2017). To add it, multiply the value by the rate: ₹1,000 at 18% carries ₹180 of GST, ₹1,180 in all. To take it out of a price that includes it, divide by 1 plus the rate: ₹11,800 including 18% is ₹10,000 of value and ₹1,800 of GST.",
    "Within one state the tax is split equally between the Centre and the state: CGST and SGST, or UTGST in a union territory without a legislature, each at half the rate. A supply from one state to another, an import, an export or a supply to a special economic zone carries IGST at the full rate instead (section 5 of the IGST Act, 2017; the place of supply under sections 10 to 13 decides which). The invoice shows each tax, rounded to the paisa.",
    "From 22 September 2025, on the 56th GST Council's recommendation, most goods and services were moved to two main rates, 5% and 18%, with 40% for a short list of demerit and luxury goods; the 12% and 28% slabs were largely removed. Gold and jewellery stay at 3% and precious stones at 0.25% or 1.5%. The rate belongs to the HSN or SAC entry of what you sell: look it up in the rate notifications (our HSN finder shows the code's chapter), then use it here.",
  ],
  faq: [
    {
      question: "How do I calculate GST on a price?",
      answer:
        "Multiply the price before tax by the rate. ₹1,000 at 18%: GST = 1,000 × 18 ÷ 100 = ₹180, total ₹1,180. Within a state that is CGST ₹90 and SGST ₹90; between states, IGST ₹180.",
    },
    {
      question: "How do I remove GST from an amount that includes it?",
      answer:
        "Divide by (100 + rate) and multiply by 100. ₹11,800 including 18%: 11,800 × 100 ÷ 118 = ₹10,000 before tax, and the GST is ₹1,800. A common slip is to take 18% off ₹11,800, which gives ₹2,124: wrong, because the 18% was charged on ₹10,000, not on ₹11,800.",
    },
    {
      question: "When is it CGST and SGST, and when IGST?",
      answer:
        "When the supplier and the place of supply are in the same state or union territory, charge CGST and SGST (or UTGST), each at half the rate. When they are in different states, or the supply is an import, an export or to an SEZ unit or developer, charge IGST at the full rate. The first two digits of a GSTIN are its state code, so you can compare the two parties' GSTINs.",
    },
    {
      question: "What are the GST rates after 22 September 2025?",
      answer:
        "Mainly 5% (the merit rate: many foods, medicines, daily-use goods) and 18% (the standard rate), with 40% for demerit and luxury goods such as pan masala, aerated sugary drinks, large cars, motorcycles above 350 cc and yachts. Nil or exempt supplies stay at 0%; gold, silver and jewellery at 3%; cut and polished diamonds at 1.5% and rough diamonds at 0.25%. Tobacco products kept 28% with compensation cess until the cess loans are repaid.",
    },
    {
      question: "Why does CGST + SGST sometimes differ from IGST by a paisa?",
      answer:
        "Each tax on an invoice is rounded to the paisa on its own. ₹2,499 at 5%: CGST at 2.5% is ₹62.475, rounded to ₹62.48, and SGST the same, ₹124.96 in all; IGST at 5% is ₹124.95. Both are correct for their supply. In the return the tax due is rounded to the nearest rupee (section 170 of the CGST Act).",
    },
    {
      question: "Does this calculator work out input tax credit or reverse charge?",
      answer:
        "No. It works out the tax on one amount. Under reverse charge the same tax is worked out the same way, but the buyer pays it instead of the supplier (section 9(3) and 9(4) of the CGST Act). Input tax credit is claimed in GSTR-3B against the tax you owe, subject to sections 16 and 17.",
    },
  ],
});
