/*
 * Gold: the rate for each karat, weights in grams, tolas or troy ounces, and the price of
 * a piece of jewellery as a jeweller bills it (docs/tax-methods.md §40).
 *
 * No rate lives here: the 24K rate is always an input, typed by the visitor or filled in
 * from a live look-up.
 *
 * Money is worked in whole paise with BigInt, every quantity kept as an exact fraction,
 * and each billed line is rounded to the paisa, half up, as it is printed on an invoice;
 * the total is the sum of the printed lines. (Doubles would do for the rounding most of
 * the time, but a tola is 11.6638 g and 0.5 paisa ties then depend on binary noise.)
 */

import type { Parameter } from "@/lib/tax/types";
import { requireNonNegative, requirePositive } from "./shared";

export const GOLD_KARATS = [24, 22, 18, 14] as const;
export type GoldKarat = (typeof GOLD_KARATS)[number];

/**
 * Parts of gold per thousand, as stamped in the BIS hallmark (IS 1417: 22K916, 18K750,
 * 14K585). 24K is stamped 999, but the 24K rate a jeweller or IBJA quotes is the rate for
 * that 999 gold, so 24K is the base of the other rates (factor 1), not 999/1000 of it.
 */
export const FINENESS: Readonly<Record<GoldKarat, number>> = { 24: 999, 22: 916, 18: 750, 14: 585 };

/**
 * How a karat's rate follows from the 24K rate: by its hallmark fineness (22K = 91.6% of
 * 24K, the retail convention) or by karat ÷ 24 (22K = 91.67%, as some calculators do).
 */
export type PurityBasis = "fineness" | "karat";

export const WEIGHT_UNITS = ["g", "tola", "ozt"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/**
 * Grams in each unit, as exact fractions. A tola is 180 grains (11.6638038 g) and a troy
 * ounce 480 grains (31.1034768 g); the trade rounds them to 11.6638 g and 31.1035 g, and
 * so do we (docs/tax-methods.md §40).
 */
const GRAMS_PER_UNIT: Readonly<Record<WeightUnit, { numerator: bigint; denominator: bigint }>> = {
  g: { numerator: BigInt(1), denominator: BigInt(1) },
  tola: { numerator: BigInt(116_638), denominator: BigInt(10_000) },
  ozt: { numerator: BigInt(311_035), denominator: BigInt(10_000) },
};

const asNumber = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }) => Number(numerator) / Number(denominator);
export const TOLA_GRAMS = asNumber(GRAMS_PER_UNIT.tola);
export const TROY_OUNCE_GRAMS = asNumber(GRAMS_PER_UNIT.ozt);

/** GST on gold and jewellery (HSN chapter 71): 1.5% CGST + 1.5% SGST within a state, or 3% IGST between states. */
export const goldGstRules = {
  cgst: {
    value: 1.5,
    unit: "percent",
    effectiveFrom: "2017-07-01",
    reference: "Notification 1/2017-Central Tax (Rate), Schedule V (gold, silver and jewellery of chapter 71), as amended",
  },
  sgst: {
    value: 1.5,
    unit: "percent",
    effectiveFrom: "2017-07-01",
    reference: "Each state's SGST rate notification, matching Notification 1/2017-Central Tax (Rate), Schedule V",
  },
  igst: {
    value: 3,
    unit: "percent",
    effectiveFrom: "2017-07-01",
    reference: "Notification 1/2017-Integrated Tax (Rate), Schedule V, as amended",
  },
} as const satisfies Record<string, Parameter>;

/** Making charges: a percentage of the gold value, or rupees for each gram. */
export type MakingCharge = { kind: "percent"; percent: number } | { kind: "perGram"; rupeesPerGram: number };

export interface JewelleryPriceInput {
  /** ₹ per gram of 24K gold, at most two decimals */
  rate24kPerGram: number;
  karat: GoldKarat;
  /** at most three decimals, in `unit` */
  weight: number;
  unit: WeightUnit;
  purityBasis?: PurityBasis;
  making?: MakingCharge;
  /** ₹ per piece, at most two decimals (BIS charges the jeweller per article; the jeweller may pass it on) */
  hallmarkPerPiece?: number;
  pieces?: number;
  /** Old gold given in exchange, weighed in the same unit. */
  oldGold?: { weight: number; karat: GoldKarat };
  /** A shop sale is within the state (CGST + SGST); a piece shipped from another state bears IGST. */
  supply?: "intra" | "inter";
}

/** Every amount in rupees, to the paisa. */
export interface JewelleryPrice {
  grams: number;
  /** the karat's rate, ₹ per gram and per 10 g, each rounded to the paisa from the exact rate */
  ratePerGram: number;
  ratePer10g: number;
  goldValue: number;
  making: number;
  hallmark: number;
  /** gold value + making + hallmarking: the value GST is charged on */
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst, or igst */
  gst: number;
  /** taxable value + GST: the price of the new piece */
  total: number;
  oldGrams: number;
  oldRatePerGram: number;
  oldGoldValue: number;
  /** total − old gold value, never below zero */
  payable: number;
  /** what the jeweller owes when the old gold is worth more than the new piece */
  refund: number;
}

const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);
const THOUSAND = BigInt(1_000);
const BASIS_POINTS = BigInt(10_000);

/** The fraction of the 24K rate a karat is priced at. */
export function purityFraction(karat: GoldKarat, basis: PurityBasis = "fineness"): { numerator: bigint; denominator: bigint } {
  if (!GOLD_KARATS.includes(karat)) throw new RangeError(`karat must be one of ${GOLD_KARATS.join(", ")}; got ${String(karat)}`);
  if (karat === 24) return { numerator: ONE, denominator: ONE };
  return basis === "karat"
    ? { numerator: BigInt(karat), denominator: BigInt(24) }
    : { numerator: BigInt(FINENESS[karat]), denominator: THOUSAND };
}

/** The same fraction as a number: 0.916 for 22K by fineness. */
export function purityFactor(karat: GoldKarat, basis: PurityBasis = "fineness"): number {
  return asNumber(purityFraction(karat, basis));
}

/** A non-negative number with at most `decimals` decimals, as a whole count of 10^-decimals. */
function scaled(name: string, value: number, decimals: number): bigint {
  requireNonNegative(name, value);
  const units = Math.round(value * 10 ** decimals);
  // Allow for binary noise (1.005 × 100 = 100.49999…), not for a real extra decimal.
  if (Math.abs(value * 10 ** decimals - units) > 1e-6 || !Number.isSafeInteger(units)) {
    throw new RangeError(`${name} must have at most ${decimals} decimal places and be within range; got ${value}`);
  }
  return BigInt(units);
}

/** numerator ÷ denominator to the nearest whole number, half up (both non-negative). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (TWO * numerator + denominator) / (TWO * denominator);
}

const rupeesFromPaise = (paise: bigint): number => Number(paise) / 100;

/** A percentage (at most two decimals) of an amount in paise, rounded to the paisa. */
function percentOf(paise: bigint, percent: number): bigint {
  return divideHalfUp(paise * scaled("percent", percent, 2), BASIS_POINTS);
}

/** A weight in grams (exact fraction): weight in thousandths of the unit × grams per unit ÷ 1000. */
function gramsFraction(weight: number, unit: WeightUnit): { numerator: bigint; denominator: bigint } {
  const perUnit = GRAMS_PER_UNIT[unit];
  if (!perUnit) throw new RangeError(`unit must be one of ${WEIGHT_UNITS.join(", ")}; got ${String(unit)}`);
  return { numerator: scaled("weight", weight, 3) * perUnit.numerator, denominator: THOUSAND * perUnit.denominator };
}

/** A weight converted to grams (1 tola = 11.6638 g; 1 troy ounce = 31.1035 g). */
export function toGrams(weight: number, unit: WeightUnit): number {
  return asNumber(gramsFraction(weight, unit));
}

/** The value of a weight of gold at a karat, in paise, rounded once (the billed line). */
function goldValuePaise(ratePaise: bigint, karat: GoldKarat, basis: PurityBasis, weight: number, unit: WeightUnit): bigint {
  const grams = gramsFraction(weight, unit);
  const purity = purityFraction(karat, basis);
  return divideHalfUp(grams.numerator * ratePaise * purity.numerator, grams.denominator * purity.denominator);
}

/** A karat's rate for `grams` grams (1 or 10), to the paisa, from the 24K rate per gram. */
export function karatRate(rate24kPerGram: number, karat: GoldKarat, basis: PurityBasis = "fineness", grams: 1 | 10 = 1): number {
  const purity = purityFraction(karat, basis);
  return rupeesFromPaise(divideHalfUp(scaled("rate24kPerGram", rate24kPerGram, 2) * BigInt(grams) * purity.numerator, purity.denominator));
}

export interface KaratRateRow {
  karat: GoldKarat;
  fineness: number;
  perGram: number;
  per10g: number;
}

/** The rate per gram and per 10 g of every karat, from the 24K rate. */
export function karatRateTable(rate24kPerGram: number, basis: PurityBasis = "fineness"): KaratRateRow[] {
  return GOLD_KARATS.map((karat) => ({
    karat,
    fineness: FINENESS[karat],
    perGram: karatRate(rate24kPerGram, karat, basis, 1),
    per10g: karatRate(rate24kPerGram, karat, basis, 10),
  }));
}

const basisPoints = (rule: Parameter) => BigInt(Math.round(rule.value * 100));

/**
 * The price of a piece of jewellery: weight × the karat's rate, plus making charges and
 * hallmarking, plus GST at 3% on all three (a jeweller's sale of jewellery is one supply
 * of goods, its making charges included), less old gold taken in exchange at the same
 * day's rate. GST is on the full value of the new piece: the old gold is a separate
 * purchase by the jeweller and bears no GST when an individual sells it.
 */
export function jewelleryPrice(input: JewelleryPriceInput): JewelleryPrice {
  const basis = input.purityBasis ?? "fineness";
  requirePositive("rate24kPerGram", input.rate24kPerGram);
  requirePositive("weight", input.weight);
  const ratePaise = scaled("rate24kPerGram", input.rate24kPerGram, 2);
  const grams = gramsFraction(input.weight, input.unit);

  const gold = goldValuePaise(ratePaise, input.karat, basis, input.weight, input.unit);

  const making = input.making ?? { kind: "percent", percent: 0 };
  const makingPaise =
    making.kind === "percent"
      ? percentOf(gold, making.percent)
      : divideHalfUp(grams.numerator * scaled("rupeesPerGram", making.rupeesPerGram, 2), grams.denominator);

  const pieces = input.pieces ?? 1;
  if (!Number.isSafeInteger(pieces) || pieces < 1) throw new RangeError(`pieces must be a whole number, 1 or more; got ${pieces}`);
  const hallmarkPaise = scaled("hallmarkPerPiece", input.hallmarkPerPiece ?? 0, 2) * BigInt(pieces);

  const taxable = gold + makingPaise + hallmarkPaise;
  const interState = (input.supply ?? "intra") === "inter";
  const cgst = interState ? ZERO : divideHalfUp(taxable * basisPoints(goldGstRules.cgst), BASIS_POINTS);
  const sgst = interState ? ZERO : divideHalfUp(taxable * basisPoints(goldGstRules.sgst), BASIS_POINTS);
  const igst = interState ? divideHalfUp(taxable * basisPoints(goldGstRules.igst), BASIS_POINTS) : ZERO;
  const gst = cgst + sgst + igst;
  const total = taxable + gst;

  const old = input.oldGold ?? { weight: 0, karat: input.karat };
  const oldValue = old.weight > 0 ? goldValuePaise(ratePaise, old.karat, basis, old.weight, input.unit) : ZERO;
  const payable = total > oldValue ? total - oldValue : ZERO;
  const refund = oldValue > total ? oldValue - total : ZERO;

  return {
    grams: asNumber(grams),
    ratePerGram: karatRate(input.rate24kPerGram, input.karat, basis, 1),
    ratePer10g: karatRate(input.rate24kPerGram, input.karat, basis, 10),
    goldValue: rupeesFromPaise(gold),
    making: rupeesFromPaise(makingPaise),
    hallmark: rupeesFromPaise(hallmarkPaise),
    taxableValue: rupeesFromPaise(taxable),
    cgst: rupeesFromPaise(cgst),
    sgst: rupeesFromPaise(sgst),
    igst: rupeesFromPaise(igst),
    gst: rupeesFromPaise(gst),
    total: rupeesFromPaise(total),
    oldGrams: old.weight > 0 ? toGrams(old.weight, input.unit) : 0,
    oldRatePerGram: karatRate(input.rate24kPerGram, old.karat, basis, 1),
    oldGoldValue: rupeesFromPaise(oldValue),
    payable: rupeesFromPaise(payable),
    refund: rupeesFromPaise(refund),
  };
}
