import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { GST_RATE_OPTIONS, GST_RATES_SINCE } from "@/lib/gst/rates";
import { gstCalculatorMeta } from "./meta";

/*
 * Every word the GST calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const en = {
  description: gstCalculatorMeta.description,
  keywords: gstCalculatorMeta.keywords,
  groupAmount: "Amount",
  groupTax: "Tax",
  amount: "Amount",
  amountHelp: "Without GST when adding it; the price with GST when removing it. Rupees and paise, like 2,499.50.",
  mode: "Calculation",
  modeAdd: "Add GST (the amount is before tax)",
  modeRemove: "Remove GST (the amount includes tax)",
  rate: "GST rate",
  rateHelp: "The rate of the goods' HSN or the service's SAC entry. 12% and 28% are for invoices dated up to 21 September 2025 (and tobacco products).",
  rateOptions: Object.fromEntries(GST_RATE_OPTIONS.map((option) => [option.value, option.label])) as Readonly<Record<string, string>>,
  supply: "Supply",
  supplyHelp: "Within one state or union territory: CGST and SGST (or UTGST). Between states, imports, exports and supplies to SEZs: IGST.",
  supplyIntra: "Within a state (CGST + SGST)",
  supplyInter: "Between states (IGST)",
  cess: "Compensation cess, % (if any)",
  cessHelp: "Only for goods that still carry it, such as tobacco products; 0 for almost everything else.",
  valuation: "CGST Act, 2017, s.15 (value of taxable supply); CGST Rules, 2017, rule 46 (tax invoice shows each tax)",
  levy: "CGST Act, 2017, s.9 and the State GST Acts (CGST and SGST on a supply within a state); UTGST Act, 2017, s.7 in a union territory without a legislature",
  igstLevy:
    "IGST Act, 2017, s.5 (IGST on a supply between states), place of supply under ss.10–13; imports and supplies to SEZs are inter-state under s.7",
  cessLevy: "GST (Compensation to States) Act, 2017, s.8 (cess on the value of notified goods)",
  figureNet: "Taxable value (before GST)",
  figureCgst: (half: number) => `CGST at ${half}%`,
  figureSgst: (half: number) => `SGST or UTGST at ${half}%`,
  figureIgst: (rate: number) => `IGST at ${rate}%`,
  figureGst: "Total GST",
  figureCess: (cess: number) => `Compensation cess at ${cess}%`,
  figureTotal: "Total with GST",
  stepTaxableEntered: "Taxable value, as entered",
  stepCgstAdd: (value: string, half: number) => `CGST: ${value} × ${half}%, rounded to the paisa`,
  stepSgstAdd: (value: string, half: number) => `SGST or UTGST: ${value} × ${half}%, rounded to the paisa`,
  stepIgstAdd: (value: string, rate: number) => `IGST: ${value} × ${rate}%, rounded to the paisa`,
  stepCessAdd: (value: string, cess: number) => `Compensation cess: ${value} × ${cess}%`,
  stepTotalAdd: (withCess: boolean) => "Total: taxable value + GST" + (withCess ? " + cess" : ""),
  stepPriceEntered: "Price with GST, as entered",
  stepCgstRemove: (price: string, half: number, inclusive: string) => `CGST: ${price} × ${half} ÷ (${inclusive}), rounded to the paisa`,
  stepSgstRemove: (price: string, half: number, inclusive: string) => `SGST or UTGST: ${price} × ${half} ÷ (${inclusive}), rounded to the paisa`,
  stepIgstRemove: (price: string, rate: number, inclusive: string) => `IGST: ${price} × ${rate} ÷ (${inclusive}), rounded to the paisa`,
  stepCessRemove: (price: string, cess: number, inclusive: string) => `Compensation cess: ${price} × ${cess} ÷ (${inclusive})`,
  stepTaxableRemove: (withCess: boolean) => "Taxable value: price − GST" + (withCess ? " − cess" : ""),
  noteRounding:
    "Each tax is worked out from the taxable value and rounded to the paisa on its own, as an invoice shows it. So CGST and SGST can together differ by a paisa from IGST at the full rate (₹2,499 at 5%: ₹62.48 + ₹62.48 = ₹124.96, against IGST of ₹124.95). The tax due in your return is rounded to the rupee (CGST Act, s.170).",
  noteOlder: `12% and 28% applied to most goods only until 21 September 2025. From ${GST_RATES_SINCE} most of them moved to 5% or 18%, and some to 40%; use these rates for invoices dated before the change, and for tobacco products that keep them.`,
  noteNil:
    "At 0% no GST is charged: the supply is nil-rated or exempt. Check the exact entry: an exempt supply still has to be shown in your GSTR-1 and GSTR-3B.",
  splitIntra: (cgst: string, sgst: string) => ` (CGST ${cgst} + SGST ${sgst})`,
  splitInter: " as IGST",
  cessPart: (cess: string) => ` and cess of ${cess}`,
  summaryAdd: (taxable: string, rate: number, total: string, gst: string, split: string, cess: string) =>
    `${taxable} plus GST at ${rate}% is ${total}: GST of ${gst}${split}${cess}.`,
  summaryRemove: (total: string, rate: number, taxable: string, gst: string, split: string, cess: string) =>
    `${total} including GST at ${rate}% is ${taxable} before tax: GST of ${gst}${split}${cess}.`,
  groupAdding: "Adding GST",
  groupRemoving: "Removing GST",
  breakdownAdd: "GST on the taxable value",
  breakdownRemove: "GST inside the price",
  explanation: [
    "GST is charged on the value of a supply (section 15 of the CGST Act, 2017). To add it, multiply the value by the rate: ₹1,000 at 18% carries ₹180 of GST, ₹1,180 in all. To take it out of a price that includes it, divide by 1 plus the rate: ₹11,800 including 18% is ₹10,000 of value and ₹1,800 of GST.",
    "Within one state the tax is split equally between the Centre and the state: CGST and SGST, or UTGST in a union territory without a legislature, each at half the rate. A supply from one state to another, an import, an export or a supply to a special economic zone carries IGST at the full rate instead (section 5 of the IGST Act, 2017; the place of supply under sections 10 to 13 decides which). The invoice shows each tax, rounded to the paisa.",
    "From 22 September 2025, on the 56th GST Council's recommendation, most goods and services were moved to two main rates, 5% and 18%, with 40% for a short list of demerit and luxury goods; the 12% and 28% slabs were largely removed. Gold and jewellery stay at 3% and precious stones at 0.25% or 1.5%. The rate belongs to the HSN or SAC entry of what you sell: look it up in the rate notifications (our HSN finder shows the code's chapter), then use it here.",
  ] as readonly string[],
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
  ] as readonly { question: string; answer: string }[],
};



export const GST_CALCULATOR_TEXT: Catalogues<typeof en> = translatable("GST_CALCULATOR_TEXT", en);
