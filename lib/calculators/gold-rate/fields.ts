import { formatIndianNumber, parseIndianNumber } from "@/lib/format";
import { GOLD_KARATS, type GoldKarat, type PurityBasis } from "@/lib/finance/gold";
import { choice, count, decimalAmount } from "../fields";
import type { AmountField } from "../types";

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

export const fields = {
  rate: decimalAmount({
    label: "Today's 24K gold rate, ₹ per gram",
    help: "From IBJA's daily rates or your jeweller's rate board, before GST. For a rate per 10 g, divide by 10. Leave 0 until you have a rate.",
    unit: "rupees",
    decimals: 2,
    default: 0,
    min: 0,
    max: MAX_RATE_PER_GRAM,
    describe: inRupees(2),
    notANumber: "Enter the rate in rupees using digits, like 10,250.50.",
    tooLarge: `Enter at most ${inRupees(2)(MAX_RATE_PER_GRAM)} a gram. For a rate per 10 g, divide it by 10.`,
  }),
  karat: choice<KaratParameter>({
    label: "Purity of the piece",
    help: "Most jewellery is 22K; the hallmark shows it (22K916).",
    options: karatOptions,
    default: "22",
  }),
  weight: decimalAmount({
    label: "Weight",
    help: "The net weight of gold, as on the jeweller's scale (up to 3 decimals).",
    unit: "number",
    decimals: 3,
    default: 10,
    min: 0.001,
    max: MAX_WEIGHT,
    describe: inWeight,
    notANumber: "Enter the weight using digits, like 10.5.",
  }),
  unit: choice<WeightUnitParameter>({
    label: "Weight in",
    help: "1 tola = 11.6638 g.",
    options: [
      { value: "g", label: "Grams" },
      { value: "tola", label: "Tolas" },
    ],
    default: "g",
  }),
  making: decimalAmount({
    label: "Making charges",
    help: "As your jeweller quotes them: a percentage of the gold value, or rupees per gram (choose below). 0 for a coin or bar sold at the gold rate.",
    unit: "number",
    decimals: 2,
    default: 0,
    min: 0,
    max: MAX_MAKING_PER_GRAM,
    describe: (value) => formatIndianNumber(value, { maximumFractionDigits: 2 }),
    notANumber: "Enter the making charges using digits, like 12 or 850.",
  }),
  makingType: choice<MakingTypeParameter>({
    label: "Making charges are",
    options: [
      { value: "pct", label: "% of the gold value" },
      { value: "perg", label: "₹ per gram" },
    ],
    default: "pct",
  }),
  hallmark: decimalAmount({
    label: "Hallmarking (HUID) charge, ₹ per piece",
    help: "If the jeweller bills it: BIS charges ₹45 plus GST for each article it hallmarks. 0 if not billed.",
    unit: "rupees",
    decimals: 2,
    default: 0,
    min: 0,
    max: MAX_HALLMARK,
    describe: inRupees(2),
    notANumber: "Enter the charge in rupees using digits, like 53.10.",
  }),
  pieces: count({
    label: "Number of pieces",
    help: "Hallmarking is charged for each piece.",
    default: 1,
    min: 1,
    max: MAX_PIECES,
  }),
  oldWeight: decimalAmount({
    label: "Old gold given in exchange: weight",
    help: "In the same unit as above; 0 if none. Valued at today's rate for its purity.",
    unit: "number",
    decimals: 3,
    default: 0,
    min: 0,
    max: MAX_WEIGHT,
    describe: inWeight,
    notANumber: "Enter the weight using digits, like 8.25.",
  }),
  oldKarat: choice<KaratParameter>({
    label: "Purity of the old gold",
    options: karatOptions,
    default: "22",
    visibleWhen: hasOldGold,
  }),
  purity: choice<PurityBasis>({
    label: "Price the karat by",
    help: "Jewellers price 22K at 91.6% of the 24K rate (its fineness, 916); some quote 22/24 = 91.67%.",
    options: [
      { value: "fineness", label: "Fineness (22K = 91.6%)" },
      { value: "karat", label: "Karat ÷ 24 (22K = 91.67%)" },
    ],
    default: "fineness",
  }),
};
