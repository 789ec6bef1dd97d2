import { formatInr } from "@/lib/format";
import { gstAmounts, percentToBasisPoints } from "@/lib/gst/amounts";
import { GST_RATE_OPTIONS, GST_RATES_SINCE } from "@/lib/gst/rates";
import type { CalculatorResult, Figure, InputOf, Step } from "../types";
import type { fields } from "./fields";

const rupeesOf = (paise: number) => paise / 100;
const money = (paise: number) => formatInr(rupeesOf(paise), { paise: true });
const paiseFigure = (name: string, label: string, paise: number): Figure => ({ name, label, value: rupeesOf(paise), format: "paise" });

const VALUATION = "CGST Act, 2017, s.15 (value of taxable supply); CGST Rules, 2017, rule 46 (tax invoice shows each tax)";
const LEVY = "CGST Act, 2017, s.9 and the State GST Acts (CGST and SGST on a supply within a state); UTGST Act, 2017, s.7 in a union territory without a legislature";
const IGST_LEVY = "IGST Act, 2017, s.5 (IGST on a supply between states), place of supply under ss.10–13; imports and supplies to SEZs are inter-state under s.7";
const CESS = "GST (Compensation to States) Act, 2017, s.8 (cess on the value of notified goods)";

export function computeGst(input: InputOf<typeof fields>): CalculatorResult {
  const rateBp = percentToBasisPoints(Number(input.rate))!;
  const cessBp = percentToBasisPoints(input.cess) ?? Math.round(input.cess * 100);
  const amountPaise = Math.round(input.amount * 100);
  const result = gstAmounts({ amountPaise, rateBp, cessBp, mode: input.mode, supply: input.supply });
  const rate = Number(input.rate);
  const half = rate / 2;
  const intra = input.supply === "intra";
  const inclusiveRate = `100 + ${rate}${input.cess > 0 ? ` + ${input.cess}` : ""}`;
  const older = GST_RATE_OPTIONS.find((option) => option.value === input.rate)?.older;

  const figures: Figure[] = [
    paiseFigure("net", "Taxable value (before GST)", result.taxable),
    paiseFigure("cgst", `CGST at ${half}%`, result.cgst),
    paiseFigure("sgst", `SGST or UTGST at ${half}%`, result.sgst),
    paiseFigure("igst", `IGST at ${rate}%`, result.igst),
    paiseFigure("gst", "Total GST", result.gst),
    ...(result.cess > 0 ? [paiseFigure("cess", `Compensation cess at ${input.cess}%`, result.cess)] : []),
    paiseFigure("total", "Total with GST", result.total),
  ];

  const steps: Step[] =
    input.mode === "add"
      ? [
          { label: "Taxable value, as entered", amount: rupeesOf(result.taxable), reference: VALUATION },
          ...(intra
            ? [
                { label: `CGST: ${money(result.taxable)} × ${half}%, rounded to the paisa`, amount: rupeesOf(result.cgst), reference: LEVY },
                { label: `SGST or UTGST: ${money(result.taxable)} × ${half}%, rounded to the paisa`, amount: rupeesOf(result.sgst), reference: LEVY },
              ]
            : [{ label: `IGST: ${money(result.taxable)} × ${rate}%, rounded to the paisa`, amount: rupeesOf(result.igst), reference: IGST_LEVY }]),
          ...(result.cess > 0 ? [{ label: `Compensation cess: ${money(result.taxable)} × ${input.cess}%`, amount: rupeesOf(result.cess), reference: CESS }] : []),
          { label: "Total: taxable value + GST" + (result.cess > 0 ? " + cess" : ""), amount: rupeesOf(result.total), reference: VALUATION },
        ]
      : [
          { label: "Price with GST, as entered", amount: rupeesOf(result.total), reference: VALUATION },
          ...(intra
            ? [
                { label: `CGST: ${money(result.total)} × ${half} ÷ (${inclusiveRate}), rounded to the paisa`, amount: rupeesOf(result.cgst), reference: LEVY },
                { label: `SGST or UTGST: ${money(result.total)} × ${half} ÷ (${inclusiveRate}), rounded to the paisa`, amount: rupeesOf(result.sgst), reference: LEVY },
              ]
            : [{ label: `IGST: ${money(result.total)} × ${rate} ÷ (${inclusiveRate}), rounded to the paisa`, amount: rupeesOf(result.igst), reference: IGST_LEVY }]),
          ...(input.cess > 0
            ? [{ label: `Compensation cess: ${money(result.total)} × ${input.cess} ÷ (${inclusiveRate})`, amount: rupeesOf(result.cess), reference: CESS }]
            : []),
          { label: "Taxable value: price − GST" + (input.cess > 0 ? " − cess" : ""), amount: rupeesOf(result.taxable), reference: VALUATION },
        ];

  const notes = [
    "Each tax is worked out from the taxable value and rounded to the paisa on its own, as an invoice shows it. So CGST and SGST can together differ by a paisa from IGST at the full rate (₹2,499 at 5%: ₹62.48 + ₹62.48 = ₹124.96, against IGST of ₹124.95). The tax due in your return is rounded to the rupee (CGST Act, s.170).",
  ];
  if (older) {
    notes.push(`12% and 28% applied to most goods only until 21 September 2025. From ${GST_RATES_SINCE} most of them moved to 5% or 18%, and some to 40%; use these rates for invoices dated before the change, and for tobacco products that keep them.`);
  }
  if (rate === 0) notes.push("At 0% no GST is charged: the supply is nil-rated or exempt. Check the exact entry: an exempt supply still has to be shown in your GSTR-1 and GSTR-3B.");

  const summary =
    input.mode === "add"
      ? `${money(result.taxable)} plus GST at ${rate}% is ${money(result.total)}: GST of ${money(result.gst)}${intra ? ` (CGST ${money(result.cgst)} + SGST ${money(result.sgst)})` : " as IGST"}${result.cess > 0 ? ` and cess of ${money(result.cess)}` : ""}.`
      : `${money(result.total)} including GST at ${rate}% is ${money(result.taxable)} before tax: GST of ${money(result.gst)}${intra ? ` (CGST ${money(result.cgst)} + SGST ${money(result.sgst)})` : " as IGST"}${result.cess > 0 ? ` and cess of ${money(result.cess)}` : ""}.`;

  return {
    summary,
    groups: [{ title: input.mode === "add" ? "Adding GST" : "Removing GST", figures, highlight: true }],
    breakdown: [{ title: input.mode === "add" ? "GST on the taxable value" : "GST inside the price", steps }],
    notes,
  };
}
