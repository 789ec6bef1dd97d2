import { formatIndianNumber, formatInr, formatInrInLakh, formatPercent } from "@/lib/format";
import {
  FINENESS,
  GOLD_KARATS,
  TOLA_GRAMS,
  goldGstRules,
  jewelleryPrice,
  karatRateTable,
  purityFactor,
  toGrams,
  type GoldKarat,
  type JewelleryPrice,
} from "@/lib/finance/gold";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import type { CalculatorResult, FigureGroup, InputOf, ResultTable, Step } from "../types";
import { MAX_MAKING_PERCENT, type fields } from "./fields";
import { GOLD_RATE_TEXT } from "./text";

export type GoldRateInput = InputOf<typeof fields>;

export const GOLD_RATE_TABLE_CAPTION = GOLD_RATE_TEXT.en.tableCaption;

type Text = TranslationOf<(typeof GOLD_RATE_TEXT)["en"]>;
export const GOLD_RATE_CSV_FILE_NAME = "gold-rate-by-purity.csv";

/** Section 269ST of the Income-tax Act, 1961: no one may receive ₹2 lakh or more in cash for one transaction. */
const CASH_LIMIT = latest(incomeTaxLimits.cashReceiptLimit).value;
/** Rule 114B of the Income-tax Rules, 1962: PAN is quoted on a purchase above this. */
const PAN_PURCHASE_LIMIT = latest(incomeTaxLimits.panQuotingPurchaseLimit).value;

const paise = (amount: number) => formatInr(amount, { paise: true });
/** Grams in full: a weight in tolas (3 decimals × 11.6638) has up to 7 decimals, and the bill uses them all. */
const gramsIn = (t: Text) => (value: number) => t.grams(formatIndianNumber(value, { maximumFractionDigits: 7 }));
const karatOf = (input: GoldRateInput): GoldKarat => Number(input.karat) as GoldKarat;
const oldKaratOf = (input: GoldRateInput): GoldKarat => Number(input.oldKarat) as GoldKarat;

/** "10 g", or "2 tolas (23.3276 g)". */
function weightText(weight: number, unit: GoldRateInput["unit"], inGrams: number, t: Text): string {
  const grams = gramsIn(t);
  if (unit === "g") return grams(weight);
  const tolas = t.tolas(formatIndianNumber(weight, { maximumFractionDigits: 3 }), weight === 1);
  return `${tolas} (${grams(inGrams)})`;
}

/** "916 ÷ 1,000" or "22 ÷ 24": the share of the 24K rate a karat is priced at. */
function purityText(karat: GoldKarat, input: GoldRateInput): string {
  return input.purity === "karat" ? `${karat} ÷ 24` : `${FINENESS[karat]} ÷ 1,000`;
}

/** A making charge above 100% of the gold value is a slip (a per-gram amount with the wrong type chosen, most likely). */
export function validateGoldRate(input: GoldRateInput, locale: Locale = "en"): Partial<Record<keyof GoldRateInput, string>> {
  if (input.makingType === "pct" && input.making > MAX_MAKING_PERCENT) {
    return { making: messagesFor(GOLD_RATE_TEXT, locale).makingTooHigh(MAX_MAKING_PERCENT) };
  }
  return {};
}

export function priceFor(input: GoldRateInput): JewelleryPrice {
  return jewelleryPrice({
    rate24kPerGram: input.rate,
    karat: karatOf(input),
    weight: input.weight,
    unit: input.unit,
    purityBasis: input.purity,
    making: input.makingType === "pct" ? { kind: "percent", percent: input.making } : { kind: "perGram", rupeesPerGram: input.making },
    hallmarkPerPiece: input.hallmark,
    pieces: input.pieces,
    oldGold: input.oldWeight > 0 ? { weight: input.oldWeight, karat: oldKaratOf(input) } : undefined,
  });
}

/** What the piece holds: its weight in grams and the fine gold in it. Needs no rate, so it shows even before one is entered. */
function goldContent(input: GoldRateInput, t: Text): FigureGroup {
  const grams = gramsIn(t);
  const inGrams = toGrams(input.weight, input.unit);
  const karat = karatOf(input);
  const fine = inGrams * purityFactor(karat, input.purity);
  return {
    title: t.contentTitle(karat),
    figures: [
      { name: "weightGrams", label: t.weightLabel, value: grams(inGrams), format: "text" },
      {
        name: "pureGold",
        label: t.fineGold,
        value: t.grams(formatIndianNumber(fine, { maximumFractionDigits: 3 })),
        format: "text",
        note: t.fineGoldNote(grams(inGrams), purityText(karat, input)),
      },
    ],
  };
}

export function computeGoldRate(input: GoldRateInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(GOLD_RATE_TEXT, locale);
  if (input.rate === 0) return rateNotEntered(input, t);
  const price = priceFor(input);
  const karat = karatOf(input);
  const weight = weightText(input.weight, input.unit, price.grams, t);

  const making = input.making > 0 ? (input.makingType === "pct" ? t.makingPctPhrase(formatPercent(input.making)) : t.makingPerGramPhrase(paise(input.making))) : "";
  let summary = t.summary(weight, karat, paise(price.ratePerGram), making, paise(price.total), paise(price.gst));
  if (price.oldGoldValue > 0) {
    summary += price.refund > 0 ? t.summaryRefund(paise(price.oldGoldValue), paise(price.refund)) : t.summaryPayable(paise(price.oldGoldValue), paise(price.payable));
  }

  return {
    summary,
    groups: [
      {
        title: t.todaysRate(karat),
        figures: [
          { name: "ratePerGram", label: t.perGram, value: price.ratePerGram, format: "paise" },
          { name: "ratePer10g", label: t.per10g, value: price.ratePer10g, format: "paise" },
        ],
      },
      {
        title: t.billTitle,
        figures: [
          { name: "goldValue", label: t.goldValue, value: price.goldValue, format: "paise" },
          { name: "making", label: t.makingCharges, value: price.making, format: "paise" },
          { name: "hallmark", label: t.hallmarking, value: price.hallmark, format: "paise" },
          { name: "gst", label: t.gstAt3, value: price.gst, format: "paise" },
          { name: "total", label: t.priceWithGst, value: price.total, format: "paise" },
        ],
      },
      goldContent(input, t),
      {
        title: t.afterOld,
        figures: [
          { name: "oldGoldValue", label: t.oldValue, value: price.oldGoldValue, format: "paise" },
          {
            name: "payable",
            label: t.youPay,
            value: price.payable,
            format: "paise",
            note: price.refund > 0 ? t.owesYou(paise(price.refund)) : undefined,
          },
        ],
      },
    ],
    breakdown: [{ title: t.breakdownTitle, steps: stepsFor(input, price, weight, t) }],
    notes: notesFor(input, price, t),
    tables: [rateTable(input, t)],
  };
}

function stepsFor(input: GoldRateInput, price: JewelleryPrice, weight: string, t: Text): Step[] {
  const grams = gramsIn(t);
  const karat = karatOf(input);
  const fineness = input.purity === "karat" ? t.finenessKarat : t.finenessHallmark(FINENESS[karat]);
  const steps: Step[] = [
    karat === 24
      ? { label: t.step24, text: t.aGram(paise(price.ratePerGram)), reference: t.step24Reference }
      : {
          label: t.stepKaratRate(karat, paise(input.rate), purityText(karat, input)),
          text: t.aGram(paise(price.ratePerGram)),
          reference: t.stepKaratReference(karat, fineness),
        },
  ];
  if (input.unit === "tola") {
    steps.push({ label: t.stepWeight(formatIndianNumber(input.weight, { maximumFractionDigits: 3 }), TOLA_GRAMS), text: grams(price.grams), reference: t.stepWeightReference });
  }
  steps.push({
    label: t.stepGoldValue(grams(price.grams), karat === 24 ? paise(input.rate) : `${paise(input.rate)} × ${purityText(karat, input)}`),
    text: paise(price.goldValue),
    reference: t.stepGoldValueReference(karat),
  });
  steps.push({
    label: input.makingType === "pct" ? t.stepMakingPct(formatPercent(input.making)) : t.stepMakingPerGram(grams(price.grams), paise(input.making)),
    text: paise(price.making),
    reference: t.stepMakingReference,
  });
  steps.push({
    label: t.stepHallmark(formatIndianNumber(input.pieces), input.pieces === 1, paise(input.hallmark)),
    text: paise(price.hallmark),
    reference: t.stepHallmarkReference,
  });
  steps.push({ label: t.stepTaxable, text: paise(price.taxableValue), reference: t.stepTaxableReference });
  steps.push({ label: t.stepCgst(formatPercent(goldGstRules.cgst.value)), text: paise(price.cgst), reference: goldGstRules.cgst.reference });
  steps.push({ label: t.stepSgst(formatPercent(goldGstRules.sgst.value)), text: paise(price.sgst), reference: goldGstRules.sgst.reference });
  steps.push({ label: t.stepTotal, text: paise(price.total), reference: t.stepTotalReference });
  if (price.oldGoldValue > 0) {
    const oldKarat = oldKaratOf(input);
    steps.push({
      label: t.stepOld(weightText(input.oldWeight, input.unit, price.oldGrams, t), oldKarat, paise(price.oldRatePerGram)),
      text: paise(price.oldGoldValue),
      reference: t.stepOldReference,
    });
    steps.push({
      label: price.refund > 0 ? t.stepOwes : t.stepPay,
      text: paise(price.refund > 0 ? price.refund : price.payable),
      reference: t.stepPayReference,
    });
  }
  return steps;
}

function rateTable(input: GoldRateInput, t: Text): ResultTable {
  const rows = karatRateTable(input.rate, input.purity);
  const share = (karat: GoldKarat) => formatPercent(purityFactor(karat, input.purity) * 100);
  return {
    caption: t.tableCaption,
    columns: [...t.tableColumns],
    rows: rows.map((row) => [`${row.karat}K (${row.fineness})`, share(row.karat), paise(row.perGram), paise(row.per10g)]),
    csvFileName: GOLD_RATE_CSV_FILE_NAME,
    csvRows: rows.map((row) => [`${row.karat}K`, purityFactor(row.karat, input.purity), row.perGram, row.per10g]),
  };
}

function notesFor(input: GoldRateInput, price: JewelleryPrice, t: Text): string[] {
  const notes = [t.noteCurrent, t.noteRounding, t.noteStates, t.noteGoldsmith];
  if (price.oldGoldValue > 0) notes.push(t.noteOldGold);
  if (input.purity === "karat" && karatOf(input) !== 24) notes.push(t.noteKarat);
  if (price.payable >= CASH_LIMIT) notes.push(t.noteCash(formatInrInLakh(CASH_LIMIT), formatInrInLakh(PAN_PURCHASE_LIMIT)));
  return notes;
}

/** No rate, no money figures: the visitor is told what to enter and where to find it. */
function rateNotEntered(input: GoldRateInput, t: Text): CalculatorResult {
  const karats = GOLD_KARATS.filter((karat) => karat !== 24)
    .map((karat) => t.karatAt(karat, formatPercent(FINENESS[karat] / 10)))
    .join(", ");
  return {
    summary: t.summaryNoRate,
    groups: [goldContent(input, t)],
    breakdown: [
      {
        title: t.howTitle,
        steps: [
          { label: t.howRate, text: t.howRateText, reference: t.howRateReference(karats) },
          { label: t.howGoldValue, text: t.howGoldValueText, reference: t.howGoldValueReference },
          { label: t.howMaking, text: t.howMakingText, reference: t.howMakingReference },
          { label: t.howGst, text: "3%", reference: t.howGstReference(goldGstRules.cgst.reference) },
          { label: t.howOld, text: t.howOldText, reference: t.howOldReference },
        ],
      },
    ],
    notes: [t.noteNoRate],
  };
}
