import { valueInForceOn } from "./formulas/dated-values";
import { percentOf } from "./formulas/rounding";
import type { DatedValues, IsoDate, Parameter } from "./types";
import { inr, percent } from "./parameters/helpers";

/*
 * What the rent-receipt generator needs (docs/tax-methods.md §7): when the landlord's PAN must
 * be given, when a receipt needs a revenue stamp, and TDS on rent under s.194-IB. None of
 * these changed between FY 2023-24 and 2025-26 except the 194-IB rate (5% to 2% from
 * 1 October 2024). From 1 April 2026 the Income-tax Act, 2025 and the rules made under it
 * apply; the references name the 1961 provision they carry over, since the method notes do
 * not give the new numbers and we have not verified them.
 */

const CARRIED_OVER =
  "From tax year 2026-27 the corresponding provision of the Income-tax Act, 2025 and its rules applies; we read it as unchanged (not verified against the new section numbers).";

export interface RentReceiptRules {
  /**
   * Rent paid in the year above which the employee must give the employer the landlord's
   * PAN (or, if the landlord has none, the landlord's declaration with name and address).
   */
  landlordPanThreshold: Parameter;
  /** A receipt for money above this needs a revenue stamp. */
  revenueStampAbove: Parameter;
  /** The stamp duty on such a receipt. */
  revenueStampDuty: Parameter;
  /** Employers need not ask for rent receipts when HRA is at most this a month (CBDT practice). */
  receiptsNotInsistedUpToMonthlyHra: Parameter;
  /** s.194-IB(1): TDS applies when the rent for a month or part of a month exceeds this. */
  tdsOnRentMonthlyThreshold: Parameter;
  /** s.194-IB(1): the rate, by the date of deduction (the last month of the year or tenancy). */
  tdsOnRentRate: DatedValues;
  /** s.206AA: the rate when the landlord has not given a PAN. */
  tdsOnRentNoPanRate: Parameter;
  /** s.194-IB(4): without PAN, the deduction may not exceed the rent of the last month. */
  tdsOnRentNoPanCapMonths: Parameter;
}

export const RENT_RECEIPT_RULES: RentReceiptRules = {
  landlordPanThreshold: inr(
    1_00_000,
    "2016-06-01",
    "Income-tax Rules, 1962, Rule 26C and Form No. 12BB, item 1(iv) (Notification 30/2016, from 1 June 2016): landlord's PAN where the aggregate rent paid in the year exceeds ₹1,00,000; CBDT Circular 08/2013 on TDS from salaries",
    `If the landlord has no PAN, the employee gives the landlord's declaration to that effect, with name and address (CBDT circulars on TDS from salaries). ${CARRIED_OVER}`,
  ),
  revenueStampAbove: inr(
    5_000,
    "2023-04-01",
    "Indian Stamp Act, 1899, Schedule I, Article 53 (receipt for money exceeding ₹5,000)",
    "UNSURE: states that have their own stamp Acts may differ, and many employers do not ask for a stamp on receipts for rent paid by bank transfer; we show the stamp for cash payments only.",
  ),
  revenueStampDuty: inr(1, "2023-04-01", "Indian Stamp Act, 1899, Schedule I, Article 53 (one rupee)"),
  receiptsNotInsistedUpToMonthlyHra: inr(
    3_000,
    "2023-04-01",
    "CBDT circulars on TDS from salaries under s.192 (employers need not insist on rent receipts where HRA is up to ₹3,000 a month)",
    CARRIED_OVER,
  ),
  tdsOnRentMonthlyThreshold: inr(
    50_000,
    "2017-06-01",
    "Income-tax Act, 1961, s.194-IB(1) (rent above ₹50,000 for a month or part of a month, paid by an individual or HUF not liable to tax audit)",
    CARRIED_OVER,
  ),
  tdsOnRentRate: [
    percent(5, "2017-06-01", "Income-tax Act, 1961, s.194-IB(1) (5% until 30 September 2024)"),
    percent(2, "2024-10-01", "Income-tax Act, 1961, s.194-IB(1) as amended by the Finance (No. 2) Act, 2024 (2% from 1 October 2024)", CARRIED_OVER),
  ],
  tdsOnRentNoPanRate: percent(20, "2017-06-01", "Income-tax Act, 1961, s.206AA(1) (20% where the payee has not furnished PAN)", CARRIED_OVER),
  tdsOnRentNoPanCapMonths: {
    value: 1,
    unit: "months",
    effectiveFrom: "2017-06-01",
    reference: "Income-tax Act, 1961, s.194-IB(4) (without PAN, the deduction may not exceed the rent of the last month)",
    note: CARRIED_OVER,
  },
};

/** Whether the year's rent is above the limit beyond which the landlord's PAN must be given. */
export function landlordPanRequired(yearlyRent: number, rules: RentReceiptRules = RENT_RECEIPT_RULES): boolean {
  return yearlyRent > rules.landlordPanThreshold.value;
}

/** Whether a receipt for this amount, paid this way, needs a revenue stamp (cash above ₹5,000). */
export function needsRevenueStamp(amount: number, paidInCash: boolean, rules: RentReceiptRules = RENT_RECEIPT_RULES): boolean {
  return paidInCash && amount > rules.revenueStampAbove.value;
}

export interface TdsOnRent {
  /** whether s.194-IB applies (monthly rent above the threshold) */
  applies: boolean;
  /** percent */
  rate: number;
  /** the tax to deduct from the last month's rent, to the rupee */
  amount: number;
  /** true when the no-PAN cap of one month's rent cut the amount down */
  cappedAtOneMonth: boolean;
  reference: string;
}

/**
 * TDS on rent under s.194-IB: deducted once, from the rent of the last month of the year or
 * of the tenancy, on the rent for all the months (s.194-IB(2)). The rate is the one in
 * force on the date of deduction. Without the landlord's PAN, 20% (s.206AA), but never
 * more than the last month's rent (s.194-IB(4)). Rounded to the rupee (docs/tax-methods.md §0.2,
 * UNSURE: TDS is rounded to the nearest rupee in practice).
 */
export function tdsOnRent(
  options: { monthlyRent: number; months: number; deductedOn: IsoDate; landlordHasPan: boolean },
  rules: RentReceiptRules = RENT_RECEIPT_RULES,
): TdsOnRent {
  const { monthlyRent, months, deductedOn, landlordHasPan } = options;
  const normal = valueInForceOn(rules.tdsOnRentRate, deductedOn);
  const rateParameter = landlordHasPan || rules.tdsOnRentNoPanRate.value < normal.value ? normal : rules.tdsOnRentNoPanRate;
  if (monthlyRent <= rules.tdsOnRentMonthlyThreshold.value) {
    return { applies: false, rate: rateParameter.value, amount: 0, cappedAtOneMonth: false, reference: rules.tdsOnRentMonthlyThreshold.reference };
  }
  const uncapped = Math.round(percentOf(monthlyRent * months, rateParameter.value));
  const cap = landlordHasPan ? Infinity : monthlyRent * rules.tdsOnRentNoPanCapMonths.value;
  return {
    applies: true,
    rate: rateParameter.value,
    amount: Math.min(uncapped, cap),
    cappedAtOneMonth: uncapped > cap,
    reference: rateParameter.reference,
  };
}
