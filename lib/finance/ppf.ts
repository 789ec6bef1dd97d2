import { percentOf } from "@/lib/tax/formulas/rounding";
import type { IsoDate } from "@/lib/tax/types";

/*
 * Public Provident Fund (docs/tax-methods.md §33): the Public Provident Fund Scheme, 2019
 * (G.S.R. 915(E) of 12 December 2019, under s.3A of the Government Savings Promotion
 * Act, 1873). The interest rule here is shared with the Sukanya Samriddhi Account Scheme,
 * 2019, so `ssy.ts` reuses `smallSavingsYear`; `apportionWholeRupees` is shared by every
 * yearly schedule in lib/finance.
 *
 * A year is a financial year (April to March). Year 1 is the first full year with a
 * deposit; a deposit in the year of opening, which the rules also allow (up to 16 in
 * all), is not modelled, as in most calculators (§33.1).
 */

/** A scheme value with its source. Rates are in percent a year (7.1 means 7.1%). */
export interface SchemeValue {
  value: number;
  unit: "INR" | "percent" | "years";
  /** the first day the value applies */
  from: IsoDate;
  /** scheme, paragraph, notification or office memorandum that sets it */
  reference: string;
  /** an assumption or an UNSURE point to show the user */
  note?: string;
}

/** An administered rate, with the period its notification covers. */
export interface SchemeRate extends SchemeValue {
  unit: "percent";
  /** the quarter (small savings) or financial year (EPF) the cited notification covers */
  period: string;
}

const PPF_SCHEME = "Public Provident Fund Scheme, 2019 (G.S.R. 915(E) of 12 December 2019)";
const PPF_SCHEME_START: IsoDate = "2019-12-12";

/** Ministry of Finance office memorandum that set the small-savings rates for January–March 2026. */
export const SMALL_SAVINGS_RATES_OM_Q4_FY26 =
  "Ministry of Finance, Department of Economic Affairs (Budget Division), Office Memorandum No. 1/4/2019-NS of 31 December 2025: rates for the fourth quarter of FY 2025-26 (1 January to 31 March 2026) unchanged from the third quarter";

/** The rate notified for the latest quarter checked. The same rate applies to every balance (PPF rates float each quarter). */
export const PPF_RATE: SchemeRate = {
  value: 7.1,
  unit: "percent",
  from: "2026-01-01",
  period: "Q4 FY 2025-26 (1 January to 31 March 2026)",
  reference: SMALL_SAVINGS_RATES_OM_Q4_FY26,
  note: "7.1% has applied in every quarter since 1 April 2020. UNSURE: the notifications for the quarters of FY 2026-27 have not been checked here; the calculator projects the whole term at one rate.",
};

export const PPF_RULES = {
  minimumYearlyDeposit: { value: 500, unit: "INR", from: PPF_SCHEME_START, reference: `${PPF_SCHEME}: at least ₹500 in a financial year` },
  maximumYearlyDeposit: { value: 1_50_000, unit: "INR", from: PPF_SCHEME_START, reference: `${PPF_SCHEME}: at most ₹1,50,000 in a financial year` },
  depositMultiple: { value: 50, unit: "INR", from: PPF_SCHEME_START, reference: `${PPF_SCHEME}: deposits in multiples of ₹50, any number in a year` },
  maturityYears: {
    value: 15,
    unit: "years",
    from: PPF_SCHEME_START,
    reference: `${PPF_SCHEME}: the account matures after fifteen years from the end of the financial year of opening`,
  },
  extensionBlockYears: {
    value: 5,
    unit: "years",
    from: PPF_SCHEME_START,
    reference: `${PPF_SCHEME}: after maturity the account may be extended in blocks of five years, with deposits (application within one year of maturity) or without`,
    note: "One choice is applied to every block: under the 1968 scheme an account continued without deposits could not switch to deposits later, taken here to hold under the 2019 scheme (UNSURE).",
  },
} satisfies Record<string, SchemeValue>;

/** Not a scheme limit: bounds the schedule (a lifetime of extensions). */
export const PPF_MAXIMUM_YEARS = 100;

/** Not a scheme limit: above any rate ever notified for these schemes (PPF peaked at 12%), for "what if" inputs. */
export const MAXIMUM_RATE_PERCENT = 50;

/**
 * Beyond this a balance can no longer be kept to the rupee in a double (2^53 ≈ 9 × 10^15),
 * so a projection that reaches it is refused rather than shown wrong.
 */
export const MAXIMUM_SCHEDULE_AMOUNT = 1e15;

const MONTHS_IN_YEAR = 12;

export const DEPOSIT_TIMINGS = ["yearly-by-5-april", "monthly-by-5th"] as const;
/** When the year's deposits are made: all by 5 April, or a twelfth by the 5th of each month. */
export type DepositTiming = (typeof DEPOSIT_TIMINGS)[number];

export const PPF_EXTENSIONS = ["with-deposits", "without-deposits"] as const;
export type PpfExtension = (typeof PPF_EXTENSIONS)[number];

export interface PpfInput {
  /** deposited each financial year: ₹500 to ₹1,50,000, a multiple of ₹50 */
  yearlyDeposit: number;
  /** percent a year; PPF_RATE.value unless the user changes it */
  ratePercent: number;
  /** 15, or 15 plus whole 5-year extension blocks (20, 25, …) */
  years: number;
  /** how every extension block runs; ignored at 15 years */
  extension: PpfExtension;
  depositTiming: DepositTiming;
}

export type PpfPhase = "term" | "extension-with-deposits" | "extension-without-deposits";

/** One financial year of a savings schedule, in whole rupees: opening + deposit + interest = closing. */
export interface SavingsYearRow {
  year: number;
  opening: number;
  deposit: number;
  interest: number;
  closing: number;
}

export interface PpfYearRow extends SavingsYearRow {
  phase: PpfPhase;
}

/** Whole rupees: `invested` + `interest` = `maturity`, each the sum of its `yearly` column. */
export interface PpfResult {
  invested: number;
  interest: number;
  maturity: number;
  yearly: PpfYearRow[];
}

/** Throws unless `value` is a finite number from `min` to `max`. */
export function assertInRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a number from ${min} to ${max}; got ${String(value)}`);
  }
}

/** Throws unless `value` is one of `allowed` (a caller in plain JavaScript could pass anything). */
export function assertOneOf<T extends string>(name: string, value: T, allowed: readonly T[]): void {
  if (!allowed.includes(value)) throw new RangeError(`${name} must be one of ${allowed.join(", ")}; got ${String(value)}`);
}

/** A yearly deposit the scheme accepts: within its limits and a multiple of the deposit unit. */
export function assertYearlyDeposit(name: string, value: number, minimum: number, maximum: number, multiple: number): void {
  assertInRange(name, value, minimum, maximum);
  if (value % multiple !== 0) throw new RangeError(`${name} must be a multiple of ₹${multiple}; got ${value}`);
}

/** The deposits of one year by month, April first. */
export function depositsByMonth(yearlyDeposit: number, timing: DepositTiming): number[] {
  if (timing === "monthly-by-5th") return Array.from({ length: MONTHS_IN_YEAR }, () => yearlyDeposit / MONTHS_IN_YEAR);
  return Array.from({ length: MONTHS_IN_YEAR }, (_, month) => (month === 0 ? yearlyDeposit : 0));
}

/**
 * One financial year under the small-savings interest rule (PPF and SSY schemes, 2019):
 * interest for each month on the lowest balance between the close of the 5th and the end
 * of the month, at a twelfth of the yearly rate, all credited on 31 March, so interest
 * compounds yearly. Deposits here are made by the 5th, so a month's lowest balance
 * already holds that month's deposit. Full precision.
 */
export function smallSavingsYear(opening: number, monthlyDeposits: readonly number[], ratePercent: number): { deposits: number; interest: number; closing: number } {
  let balance = opening;
  let lowestBalances = 0;
  for (const deposit of monthlyDeposits) {
    balance += deposit;
    lowestBalances += balance;
  }
  const interest = percentOf(lowestBalances, ratePercent) / MONTHS_IN_YEAR;
  return { deposits: balance - opening, interest, closing: balance + interest };
}

/**
 * Whole-rupee rows that add up exactly to a whole-rupee total (largest-remainder rounding):
 * every exact amount is rounded down, and the rupees still missing go one each to the
 * amounts with the largest fractions. Each row stays within ₹1 of its exact value and never
 * goes below zero, and the total is the rounded exact total. (Rounding every row on its own
 * could leave the sum a few rupees off the maturity value; moving the whole difference onto
 * the last row could push that row further off.) `exactAmounts` must not be negative.
 */
export function apportionWholeRupees(exactAmounts: readonly number[], total: number): number[] {
  const floors = exactAmounts.map((amount) => Math.floor(amount));
  const missing = total - floors.reduce((sum, amount) => sum + amount, 0);
  if (!Number.isInteger(missing) || missing < 0 || missing > exactAmounts.length) {
    throw new RangeError(`cannot share ₹${total} over ${exactAmounts.length} rows rounded to the rupee`);
  }
  const byFraction = exactAmounts
    .map((amount, index) => ({ index, fraction: amount - Math.floor(amount) }))
    .sort((a, b) => b.fraction - a.fraction || b.index - a.index);
  for (const { index } of byFraction.slice(0, missing)) floors[index] = (floors[index] ?? 0) + 1;
  return floors;
}

/**
 * Turns exact yearly figures into whole-rupee rows. `opening` and every deposit must already be whole rupees;
 * the interest column is apportioned (`apportionWholeRupees`) so that its total is the exact total rounded
 * (Math.round), and so the last closing balance is the exact final balance rounded.
 */
export function wholeRupeeRows<Extra>(
  opening: number,
  years: readonly { deposit: number; interest: number; extra: Extra }[],
): { rows: (SavingsYearRow & { extra: Extra })[]; invested: number; interest: number; maturity: number } {
  if (!Number.isInteger(opening) || years.some((year) => !Number.isInteger(year.deposit))) {
    throw new RangeError("A schedule's opening balance and deposits must be whole rupees");
  }
  const exactInterest = years.reduce((sum, year) => sum + year.interest, 0);
  const invested = years.reduce((sum, year) => sum + year.deposit, 0);
  if (!(opening + invested + exactInterest <= MAXIMUM_SCHEDULE_AMOUNT)) {
    throw new RangeError(`The projected balance exceeds ₹${MAXIMUM_SCHEDULE_AMOUNT.toExponential()}; use a lower rate or a shorter term`);
  }
  const interestTotal = Math.round(exactInterest);
  const interests = apportionWholeRupees(
    years.map((year) => year.interest),
    interestTotal,
  );
  let balance = opening;
  const rows = years.map((year, index) => {
    const interest = interests[index] ?? 0;
    const row = { year: index + 1, opening: balance, deposit: year.deposit, interest, closing: balance + year.deposit + interest, extra: year.extra };
    balance = row.closing;
    return row;
  });
  return { rows, invested, interest: interestTotal, maturity: opening + invested + interestTotal };
}

function phaseOf(year: number, extension: PpfExtension): PpfPhase {
  if (year <= PPF_RULES.maturityYears.value) return "term";
  return extension === "with-deposits" ? "extension-with-deposits" : "extension-without-deposits";
}

/**
 * A PPF account year by year to maturity (and through any extension). Interest at
 * `ratePercent` for every year; returned amounts are whole rupees (see `wholeRupeeRows`).
 */
export function computePpf(input: PpfInput): PpfResult {
  const { minimumYearlyDeposit, maximumYearlyDeposit, depositMultiple, maturityYears, extensionBlockYears } = PPF_RULES;
  assertYearlyDeposit("The yearly PPF deposit", input.yearlyDeposit, minimumYearlyDeposit.value, maximumYearlyDeposit.value, depositMultiple.value);
  assertInRange("The interest rate", input.ratePercent, 0, MAXIMUM_RATE_PERCENT);
  assertInRange("The PPF term in years", input.years, maturityYears.value, PPF_MAXIMUM_YEARS);
  if (!Number.isInteger(input.years) || (input.years - maturityYears.value) % extensionBlockYears.value !== 0) {
    throw new RangeError(`The PPF term must be ${maturityYears.value} years plus whole blocks of ${extensionBlockYears.value}; got ${input.years}`);
  }
  assertOneOf("The extension", input.extension, PPF_EXTENSIONS);
  assertOneOf("The deposit timing", input.depositTiming, DEPOSIT_TIMINGS);

  const years: { deposit: number; interest: number; extra: PpfPhase }[] = [];
  let balance = 0;
  for (let year = 1; year <= input.years; year += 1) {
    const phase = phaseOf(year, input.extension);
    const deposit = phase === "extension-without-deposits" ? 0 : input.yearlyDeposit;
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
