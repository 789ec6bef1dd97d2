import { formatIndianNumber, parseIndianNumber } from "@/lib/format";
import { GOLD_KARATS, type GoldKarat, type PurityBasis } from "@/lib/finance/gold";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, count, decimalAmount } from "../fields";
import type { AmountField } from "../types";
import { GOLD_RATE_TEXT } from "./text";

/*
 * The gold-rate calculator's parameters (query string):
 *   rate        ₹ per gram of 24K gold, up to 2 decimals; 0 = not entered (the default: no rate is ever assumed)
 *   karat       24, 22, 18 or 14: the new piece's purity
 *   weight      its weight, up to 3 decimals, in `unit`
 *   unit        g or tola
 *   making      making charges: a percentage of the gold value, or ₹ per gram (see makingType)
 *   makingType  pct or perg
 *   hallmark    hallmarking (HUID) charge, ₹ per piece
 *   pieces      number of pieces hallmarked
 *   oldWeight   old gold given in exchange, in `unit` (0 = none)
 *   oldKarat    its purity
 *   purity      fineness (22K = 916/1000 of the 24K rate, the retail convention) or karat (22K = 22/24)
 */

const inRupees = (decimals: number) => (value: number) => `₹${formatIndianNumber(value, { maximumFractionDigits: decimals })}`;
const inWeight = (value: number) => formatIndianNumber(value, { maximumFractionDigits: 3 });

/** ₹1 lakh a gram: far above any price gold has fetched in India so far, and below a rate per 10 g typed in by mistake. */
export const MAX_RATE_PER_GRAM = 1_00_000;
/** 100 kg (or tolas): above any one purchase. */
export const MAX_WEIGHT = 1_00_000;
export const MAX_MAKING_PERCENT = 100;
const MAX_MAKING_PER_GRAM = 1_00_000;
const MAX_HALLMARK = 10_000;
const MAX_PIECES = 1_000;

export type KaratParameter = `${GoldKarat}`;
export type MakingTypeParameter = "pct" | "perg";
export type WeightUnitParameter = "g" | "tola";

const KARAT_LABELS: Readonly<Record<KaratParameter, string>> = {
  "24": "24K (999)",
  "22": "22K (916)",
  "18": "18K (750)",
  "14": "14K (585)",
};
const karatOptions = [...GOLD_KARATS].map((karat) => ({ value: `${karat}` as KaratParameter, label: KARAT_LABELS[`${karat}`] }));

/** Old gold's purity is asked only once its weight is entered (or mistyped, so both stay in view). */
const hasOldGold: AmountField["visibleWhen"] = (raw) => {
  const value = parseIndianNumber(raw.oldWeight ?? "");
  return value === null ? (raw.oldWeight ?? "").trim() !== "" : value > 0;
};

export function fieldsIn(locale: Locale) {
  const t = messagesFor(GOLD_RATE_TEXT, locale);
  return {
    rate: decimalAmount({
      locale,
      label: t.rate,
      help: t.rateHelp,
      unit: "rupees",
      decimals: 2,
      default: 0,
      min: 0,
      max: MAX_RATE_PER_GRAM,
      describe: inRupees(2),
      notANumber: t.rateNotANumber,
      tooLarge: t.rateTooLarge(inRupees(2)(MAX_RATE_PER_GRAM)),
    }),
    karat: choice<KaratParameter>({
      locale,
      label: t.karat,
      help: t.karatHelp,
      options: karatOptions,
      default: "22",
    }),
    weight: decimalAmount({
      locale,
      label: t.weight,
      help: t.weightHelp,
      unit: "number",
      decimals: 3,
      default: 10,
      min: 0.001,
      max: MAX_WEIGHT,
      describe: inWeight,
      notANumber: t.weightNotANumber,
    }),
    unit: choice<WeightUnitParameter>({
      locale,
      label: t.unit,
      help: t.unitHelp,
      options: [
        { value: "g", label: t.unitGrams },
        { value: "tola", label: t.unitTolas },
      ],
      default: "g",
    }),
    making: decimalAmount({
      locale,
      label: t.making,
      help: t.makingHelp,
      unit: "number",
      decimals: 2,
      default: 0,
      min: 0,
      max: MAX_MAKING_PER_GRAM,
      describe: (value) => formatIndianNumber(value, { maximumFractionDigits: 2 }),
      notANumber: t.makingNotANumber,
    }),
    makingType: choice<MakingTypeParameter>({
      locale,
      label: t.makingType,
      options: [
        { value: "pct", label: t.makingPct },
        { value: "perg", label: t.makingPerGram },
      ],
      default: "pct",
    }),
    hallmark: decimalAmount({
      locale,
      label: t.hallmark,
      help: t.hallmarkHelp,
      unit: "rupees",
      decimals: 2,
      default: 0,
      min: 0,
      max: MAX_HALLMARK,
      describe: inRupees(2),
      notANumber: t.hallmarkNotANumber,
    }),
    pieces: count({
      locale,
      label: t.pieces,
      help: t.piecesHelp,
      default: 1,
      min: 1,
      max: MAX_PIECES,
    }),
    oldWeight: decimalAmount({
      locale,
      label: t.oldWeight,
      help: t.oldWeightHelp,
      unit: "number",
      decimals: 3,
      default: 0,
      min: 0,
      max: MAX_WEIGHT,
      describe: inWeight,
      notANumber: t.oldWeightNotANumber,
    }),
    oldKarat: choice<KaratParameter>({
      locale,
      label: t.oldKarat,
      options: karatOptions,
      default: "22",
      visibleWhen: hasOldGold,
    }),
    purity: choice<PurityBasis>({
      locale,
      label: t.purity,
      help: t.purityHelp,
      options: [
        { value: "fineness", label: t.purityFineness },
        { value: "karat", label: t.purityKarat },
      ],
      default: "fineness",
    }),
  };
}

export const fields = fieldsIn("en");
