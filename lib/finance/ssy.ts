import type { IsoDate } from "@/lib/tax/types";
import {
  DEPOSIT_TIMINGS,
  MAXIMUM_RATE_PERCENT,
  SMALL_SAVINGS_RATES_OM_Q4_FY26,
  assertInRange,
  assertOneOf,
  assertYearlyDeposit,
  depositsByMonth,
  smallSavingsYear,
  wholeRupeeRows,
  type DepositTiming,
  type SavingsYearRow,
  type SchemeRate,
  type SchemeValue,
} from "./ppf";

/*
 * Sukanya Samriddhi Account (docs/tax-methods.md §36): the Sukanya Samriddhi Account Scheme,
 * 2019 (G.S.R. 914(E) of 12 December 2019). Deposits for 15 years from opening; the
 * account matures 21 years from opening and earns interest in between without deposits.
 * Interest follows the same rule as PPF (monthly on the lowest balance after the 5th,
 * credited yearly), so the year is computed by `smallSavingsYear`.
 *
 * The account is taken to open at the start of a financial year, so its years are
 * financial years and the 21st ends on the maturity date.
 */

const SSY_SCHEME = "Sukanya Samriddhi Account Scheme, 2019 (G.S.R. 914(E) of 12 December 2019)";
const SSY_SCHEME_START: IsoDate = "2019-12-12";

/** The rate notified for the latest quarter checked. It applies to the whole balance and floats each quarter. */
export const SSY_RATE: SchemeRate = {
  value: 8.2,
  unit: "percent",
  from: "2026-01-01",
  period: "Q4 FY 2025-26 (1 January to 31 March 2026)",
  reference: SMALL_SAVINGS_RATES_OM_Q4_FY26,
  note: "8.2% has applied in every quarter since 1 January 2024 (8.0% from April to December 2023). UNSURE: the notifications for the quarters of FY 2026-27 have not been checked here; the calculator projects all 21 years at one rate.",
};

export const SSY_RULES = {
  minimumYearlyDeposit: { value: 250, unit: "INR", from: SSY_SCHEME_START, reference: `${SSY_SCHEME}: at least ₹250 in a financial year` },
  maximumYearlyDeposit: { value: 1_50_000, unit: "INR", from: SSY_SCHEME_START, reference: `${SSY_SCHEME}: at most ₹1,50,000 in a financial year` },
  depositMultiple: { value: 50, unit: "INR", from: SSY_SCHEME_START, reference: `${SSY_SCHEME}: later deposits in multiples of ₹50` },
  depositYears: {
    value: 15,
    unit: "years",
    from: SSY_SCHEME_START,
    reference: `${SSY_SCHEME}: deposits may be made until fifteen years from the date of opening`,
    note: "The Sukanya Samriddhi Account Rules, 2014 (G.S.R. 863(E)) counted 14 years; pass depositYears 14 to see that rule. UNSURE: the date from which 15 applies to accounts opened under the 2014 rules.",
  },
  maturityYears: { value: 21, unit: "years", from: SSY_SCHEME_START, reference: `${SSY_SCHEME}: the account matures on completion of twenty-one years from the date of opening` },
} satisfies Record<string, SchemeValue>;

export interface SsyInput {
  /** deposited in each deposit year: ₹250 to ₹1,50,000, a multiple of ₹50 */
  yearlyDeposit: number;
  /** percent a year; SSY_RATE.value unless the user changes it */
  ratePercent: number;
  /** the years with deposits, 1 to 15; SSY_RULES.depositYears by default */
  depositYears?: number;
  depositTiming: DepositTiming;
}

export interface SsyYearRow extends SavingsYearRow {
  /** whether deposits are made this year (years 1–15) or the balance only earns interest */
  phase: "deposits" | "interest-only";
}

/** Whole rupees: `invested` + `interest` = `maturity`, each the sum of its `yearly` column. */
export interface SsyResult {
  invested: number;
  interest: number;
  maturity: number;
  yearly: SsyYearRow[];
}

/** A Sukanya Samriddhi account year by year to maturity, 21 rows, in whole rupees (see `wholeRupeeRows`). */
export function computeSsy(input: SsyInput): SsyResult {
  const { minimumYearlyDeposit, maximumYearlyDeposit, depositMultiple, depositYears, maturityYears } = SSY_RULES;
  assertYearlyDeposit("The yearly SSY deposit", input.yearlyDeposit, minimumYearlyDeposit.value, maximumYearlyDeposit.value, depositMultiple.value);
  assertInRange("The interest rate", input.ratePercent, 0, MAXIMUM_RATE_PERCENT);
  const yearsWithDeposits = input.depositYears ?? depositYears.value;
  assertInRange("The years of deposits", yearsWithDeposits, 1, depositYears.value);
  if (!Number.isInteger(yearsWithDeposits)) throw new RangeError(`The years of deposits must be a whole number; got ${yearsWithDeposits}`);
  assertOneOf("The deposit timing", input.depositTiming, DEPOSIT_TIMINGS);

  const years: { deposit: number; interest: number; extra: SsyYearRow["phase"] }[] = [];
  let balance = 0;
  for (let year = 1; year <= maturityYears.value; year += 1) {
    const phase = year <= yearsWithDeposits ? "deposits" : "interest-only";
    const deposit = phase === "deposits" ? input.yearlyDeposit : 0;
    const credited = smallSavingsYear(balance, depositsByMonth(deposit, input.depositTiming), input.ratePercent);
    years.push({ deposit, interest: credited.interest, extra: phase });
    balance = credited.closing;
  }

  const schedule = wholeRupeeRows(0, years);
  return {
    invested: schedule.invested,
    interest: schedule.interest,
    maturity: schedule.maturity,
    yearly: schedule.rows.map(({ extra, ...row }) => ({ ...row, phase: extra })),
  };
}
