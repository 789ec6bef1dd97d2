import type { IsoDate } from "@/lib/tax/types";
import { requireFiniteResult, requireNonNegative, requirePositive, roundPaise, roundRupees } from "./shared";

/*
 * National Savings Certificate (VIII Issue), docs/tax-methods.md §37: a five-year deposit,
 * interest compounded yearly and paid at maturity, the rate at opening locked for the term.
 *
 * The scheme states its figures per ₹1,000 (para 5 of the NSC (VIII Issue) Scheme, 2019):
 * a table of the interest accruing in each year, in paise, and a maturity value, "and
 * proportionate for deposits made with any other sum", the maturity value rounded to the
 * nearest rupee (50 paise or more up). We rebuild that table from the rate (each year's
 * exact interest on ₹1,000, rounded to the paisa: 77.00, 82.93, 89.31, 96.19, 103.60 at
 * 7.7%, maturity 1,449.03) and scale it. For a deposit that is not a multiple of ₹1,000 the
 * scaled figure can differ by a rupee or two from P × 1.077^5 (₹5,00,000: ₹7,24,515 against
 * ₹7,24,517); the scheme's figure is the one the post office pays.
 */

/** A scheme value with the first day it applies and where it is set (the same shape as ppf.ts's SchemeValue). */
export interface SchemeRule {
  value: number;
  unit: "INR" | "percent" | "years";
  /** the first day it applies */
  from: IsoDate;
  reference: string;
  /** an assumption to show the user */
  note?: string;
}

const NSC_SCHEME = "National Savings Certificates (VIII Issue) Scheme, 2019 (G.S.R. 919(E), 12-12-2019)";

/** Percent a year, compounded yearly, for certificates bought from 1 April 2023. */
export const NSC_RATE: SchemeRule & { period: string } = {
  value: 7.7,
  unit: "percent",
  from: "2023-04-01",
  /** the quarters the cited notifications cover */
  period: "Q1 FY 2023-24 (from 1 April 2023) to Q4 FY 2025-26 (to 31 March 2026)",
  reference:
    "Ministry of Finance (DEA, Budget Division) office memorandum of 31-03-2023 on small-savings rates for Q1 FY 2023-24; " +
    "kept unchanged every quarter to Q4 FY 2025-26 (OM No. 1/4/2019-NS of 31-12-2025); maturity value per ₹1,000 in para 5 of the " +
    NSC_SCHEME,
  note: "Rates are reset every quarter; not verified for quarters from 1 April 2026. The rate on the day of purchase applies for the whole term.",
};

export const NSC_RULES = {
  tenureYears: { value: 5, unit: "years", from: "2019-12-12", reference: `${NSC_SCHEME}, para 5: the deposit matures on completion of five years` },
  minimumDeposit: { value: 1_000, unit: "INR", from: "2019-12-12", reference: `${NSC_SCHEME}, para 4(1): minimum ₹1,000, no maximum` },
  depositMultiple: { value: 100, unit: "INR", from: "2019-12-12", reference: `${NSC_SCHEME}, para 4(1): deposits in multiples of ₹100` },
  /** the scheme states its interest table and maturity value for this deposit */
  tableDenomination: { value: 1_000, unit: "INR", from: "2019-12-12", reference: `${NSC_SCHEME}, para 5: figures for ₹1,000, proportionate for other sums` },
  deemedReinvestedYears: {
    value: 4,
    unit: "years",
    from: "2019-12-12",
    reference: `${NSC_SCHEME}, para 5: interest accrued each year up to the end of the fourth year is deemed reinvested; Income-tax Act, 1961, s.80C (old regime) then allows it as a fresh investment`,
    note: "Within the overall ₹1,50,000 limit of s.80C. The fifth year's interest is only taxable.",
  },
} satisfies Record<string, SchemeRule>;

export interface NscInput {
  /** the deposit: at least ₹1,000, in multiples of ₹100 */
  amount: number;
  /** percent a year at the date of purchase (default NSC_RATE.value) */
  annualRatePercent?: number;
}

export interface NscYear {
  /** year of the certificate, counted from the date of deposit (not a financial year) */
  year: number;
  opening: number;
  /** interest accrued in the year: taxable income of the year if declared on accrual */
  interest: number;
  closing: number;
  /** the part of `interest` deemed reinvested, which counts for s.80C (old regime): all of it in years 1–4, none in year 5 */
  deemedReinvested: number;
  /** the scheme's table figure: interest accruing on ₹1,000 in this year, to the paisa */
  interestPerThousand: number;
}

export interface NscResult {
  amount: number;
  annualRatePercent: number;
  /** maturity − amount; the sum of the yearly interest */
  interest: number;
  /** paid at the end of year 5, to the rupee */
  maturity: number;
  /** the sum of `deemedReinvested`: interest that can be claimed under s.80C in years 1–4 */
  interestDeemedReinvested: number;
  /** the scheme's maturity value of ₹1,000, to the paisa (1,449.03 at 7.7%) */
  maturityPerThousand: number;
  yearly: NscYear[];
}

/**
 * Maturity and the year-by-year accrual. Rounding: each row's closing balance is the
 * deposit plus the scaled table interest accrued so far, rounded to the rupee (half up),
 * and the last closing balance is the scheme's rounded maturity value; a year's interest
 * is the difference of closing balances. So the rows add up to the totals exactly, and a
 * year's figure can be ₹1 from its own scaled table figure rounded alone.
 */
export function nscMaturity(input: NscInput): NscResult {
  const { amount } = input;
  const annualRatePercent = input.annualRatePercent ?? NSC_RATE.value;
  requirePositive("amount", amount);
  requireNonNegative("annualRatePercent", annualRatePercent);
  const { minimumDeposit, depositMultiple, tableDenomination, tenureYears, deemedReinvestedYears } = NSC_RULES;
  if (amount < minimumDeposit.value || !Number.isInteger(amount / depositMultiple.value)) {
    throw new RangeError(
      `amount must be at least ₹${minimumDeposit.value} and a multiple of ₹${depositMultiple.value} (${minimumDeposit.reference}); got ${amount}`,
    );
  }

  const rate = annualRatePercent / 100;
  const denomination = tableDenomination.value;
  const interestPerThousand = Array.from({ length: tenureYears.value }, (_, index) => roundPaise(denomination * (1 + rate) ** index * rate));
  const maturityPerThousand = roundPaise(denomination * (1 + rate) ** tenureYears.value);
  requireFiniteResult("The maturity value", maturityPerThousand);

  // Scale in whole paise and ₹100 units, so the products stay exact integers.
  const units = amount / depositMultiple.value;
  const unitsPerThousand = denomination / depositMultiple.value;
  const scaled = (paisePerThousand: number): number => roundRupees((units * paisePerThousand) / unitsPerThousand / 100);
  const maturity = scaled(Math.round(maturityPerThousand * 100));

  const yearly: NscYear[] = [];
  let accruedPaisePerThousand = 0;
  let opening = amount;
  interestPerThousand.forEach((tableInterest, index) => {
    const year = index + 1;
    accruedPaisePerThousand += Math.round(tableInterest * 100);
    const closing = year === tenureYears.value ? maturity : amount + scaled(accruedPaisePerThousand);
    const interest = closing - opening;
    yearly.push({
      year,
      opening,
      interest,
      closing,
      deemedReinvested: year <= deemedReinvestedYears.value ? interest : 0,
      interestPerThousand: tableInterest,
    });
    opening = closing;
  });

  return {
    amount,
    annualRatePercent,
    interest: maturity - amount,
    maturity,
    interestDeemedReinvested: yearly.reduce((sum, row) => sum + row.deemedReinvested, 0),
    maturityPerThousand,
    yearly,
  };
}
