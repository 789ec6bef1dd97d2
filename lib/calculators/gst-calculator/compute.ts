import { formatInr } from "@/lib/format";
import { gstAmounts, percentToBasisPoints } from "@/lib/gst/amounts";
import { GST_RATE_OPTIONS } from "@/lib/gst/rates";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, Figure, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { GST_CALCULATOR_TEXT } from "./text";

const rupeesOf = (paise: number) => paise / 100;
const money = (paise: number) => formatInr(rupeesOf(paise), { paise: true });
const paiseFigure = (name: string, label: string, paise: number): Figure => ({ name, label, value: rupeesOf(paise), format: "paise" });

export function computeGst(input: InputOf<typeof fields>, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(GST_CALCULATOR_TEXT, locale);
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
    paiseFigure("net", t.figureNet, result.taxable),
    paiseFigure("cgst", t.figureCgst(half), result.cgst),
    paiseFigure("sgst", t.figureSgst(half), result.sgst),
    paiseFigure("igst", t.figureIgst(rate), result.igst),
    paiseFigure("gst", t.figureGst, result.gst),
    ...(result.cess > 0 ? [paiseFigure("cess", t.figureCess(input.cess), result.cess)] : []),
    paiseFigure("total", t.figureTotal, result.total),
  ];

  const steps: Step[] =
    input.mode === "add"
      ? [
          { label: t.stepTaxableEntered, amount: rupeesOf(result.taxable), reference: t.valuation },
          ...(intra
            ? [
                { label: t.stepCgstAdd(money(result.taxable), half), amount: rupeesOf(result.cgst), reference: t.levy },
                { label: t.stepSgstAdd(money(result.taxable), half), amount: rupeesOf(result.sgst), reference: t.levy },
              ]
            : [{ label: t.stepIgstAdd(money(result.taxable), rate), amount: rupeesOf(result.igst), reference: t.igstLevy }]),
          ...(result.cess > 0 ? [{ label: t.stepCessAdd(money(result.taxable), input.cess), amount: rupeesOf(result.cess), reference: t.cessLevy }] : []),
          { label: t.stepTotalAdd(result.cess > 0), amount: rupeesOf(result.total), reference: t.valuation },
        ]
      : [
          { label: t.stepPriceEntered, amount: rupeesOf(result.total), reference: t.valuation },
          ...(intra
            ? [
                { label: t.stepCgstRemove(money(result.total), half, inclusiveRate), amount: rupeesOf(result.cgst), reference: t.levy },
                { label: t.stepSgstRemove(money(result.total), half, inclusiveRate), amount: rupeesOf(result.sgst), reference: t.levy },
              ]
            : [{ label: t.stepIgstRemove(money(result.total), rate, inclusiveRate), amount: rupeesOf(result.igst), reference: t.igstLevy }]),
          ...(input.cess > 0 ? [{ label: t.stepCessRemove(money(result.total), input.cess, inclusiveRate), amount: rupeesOf(result.cess), reference: t.cessLevy }] : []),
          { label: t.stepTaxableRemove(input.cess > 0), amount: rupeesOf(result.taxable), reference: t.valuation },
        ];

  const notes = [t.noteRounding];
  if (older) notes.push(t.noteOlder);
  if (rate === 0) notes.push(t.noteNil);

  const split = intra ? t.splitIntra(money(result.cgst), money(result.sgst)) : t.splitInter;
  const cess = result.cess > 0 ? t.cessPart(money(result.cess)) : "";
  const summary =
    input.mode === "add"
      ? t.summaryAdd(money(result.taxable), rate, money(result.total), money(result.gst), split, cess)
      : t.summaryRemove(money(result.total), rate, money(result.taxable), money(result.gst), split, cess);

  return {
    summary,
    groups: [{ title: input.mode === "add" ? t.groupAdding : t.groupRemoving, figures, highlight: true }],
    breakdown: [{ title: input.mode === "add" ? t.breakdownAdd : t.breakdownRemove, steps }],
    notes,
  };
}
