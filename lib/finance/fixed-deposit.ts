/*
 * Bank fixed deposit (docs/tax-methods.md §32): interest paid at maturity (cumulative) or paid
 * out every month or quarter.
 *
 * Conventions (show them in the calculator's notes):
 * - Tenure: years, months and days, 7 days to 10 years. A month is a twelfth of a year and
 *   a day a 365th (banks count days on a 365-day basis), so 1 year 2 months 10 days is
 *   1 + 2/12 + 10/365 years; with no start date there are no calendar months to count.
 * - Cumulative, under six months: simple interest, P × r × t. Six months or more: interest
 *   compounded every full quarter, then simple interest for the days after the last full
 *   quarter (the bank method of §32.2, not the fractional exponent (1 + r/400)^(4t) some
 *   calculators use; the two agree at whole quarters).
 * - Quarterly payout: P × r/400 at the end of every full quarter. Monthly payout: the
 *   "discounted" monthly interest of the Indian Banks' Association formula, the amount
 *   that, paid monthly and reinvested at r/12 a month, is worth the quarterly interest at
 *   the quarter's end: P × (r/400) ÷ [1 + (1 + r/1200) + (1 + r/1200)²]. Interest for
 *   days after the last full month or quarter is simple, at the full rate, paid with the
 *   principal at maturity. Payouts are never compounded.
 * - A senior citizen's extra rate (bank policy, commonly +0.50%) is added to the rate.
 *
 * Rounding: computed at full precision. A row of the yearly schedule holds the running
 * totals of interest earned and of interest paid out, each rounded to the rupee
 * (Math.round); the row's amounts are differences of those rounded running totals. So the
 * rows add up to the totals exactly and no row is negative; for a principal in whole
 * rupees the cumulative maturity is the exact maturity value rounded to the rupee. The
 * monthly or quarterly payout itself is returned to the paisa, as a bank credits it.
 */

import { requireFiniteResult, requireNonNegative, requirePositive, roundPaise, roundPercent, roundRupees } from "./shared";

interface SourcedValue {
  value: number;
  unit: "percent" | "days" | "months" | "years";
  /** the first day the value applies; null for a bank practice with no single start */
  from: `${number}-${number}-${number}` | null;
  reference: string;
  note?: string;
}

export const FD_MIN_TENURE_DAYS: SourcedValue = {
  value: 7,
  unit: "days",
  from: "2016-03-03",
  reference: "Master Direction – Reserve Bank of India (Interest Rate on Deposits) Directions, 2016: term deposits have a minimum tenor of seven days",
};

export const FD_MAX_TENURE_YEARS: SourcedValue = {
  value: 10,
  unit: "years",
  from: "2016-03-03",
  reference: "Master Direction – Reserve Bank of India (Interest Rate on Deposits) Directions, 2016: term deposits of 7 days to 10 years",
  note: "Banks do not offer longer deposits; we have not checked the ten-year limit against the paragraph of the RBI directions.",
};

export const FD_SIMPLE_INTEREST_BELOW_MONTHS: SourcedValue = {
  value: 6,
  unit: "months",
  from: null,
  reference: "Bank practice: deposits under six months earn simple interest, longer ones are compounded quarterly",
  note: "Some banks pay simple interest up to 180 or 181 days instead; the difference is at most a day or two of tenure.",
};

/** A typical extra rate, for a default only: each bank sets its own. */
export const SENIOR_CITIZEN_EXTRA_RATE_TYPICAL: SourcedValue = {
  value: 0.5,
  unit: "percent",
  from: null,
  reference: "Bank policy under the RBI (Interest Rate on Deposits) Directions, 2016, which let a bank pay senior citizens (60 or more) a higher rate; +0.50% at most large banks (e.g. SBI)",
  note: "Banks add 0.25% to 0.75%; some special schemes add more. Ask for the bank's figure.",
};

export const FD_PAYOUTS = ["cumulative", "monthly", "quarterly"] as const;
/** cumulative: all interest at maturity; monthly or quarterly: interest paid out as it falls due */
export type FixedDepositPayout = (typeof FD_PAYOUTS)[number];

export interface FixedDepositTenure {
  /** whole numbers, zero or more; the total must be 7 days to 10 years */
  years: number;
  months: number;
  days: number;
}

export interface FixedDepositInput {
  /** the amount deposited, rupees */
  principal: number;
  /** the bank's rate for the tenure, percent a year (7 for 7%); 0 is allowed */
  annualRatePercent: number;
  tenure: FixedDepositTenure;
  payout: FixedDepositPayout;
  /** percentage points a senior citizen gets on top of the rate (0.5 for +0.50%); absent or 0 for anyone else */
  seniorCitizenExtraPercent?: number;
}

export interface FixedDepositYear {
  /** deposit year, from the day of deposit (not a financial year); a final part-year is numbered after the last whole year */
  year: number;
  /** years from the deposit to the end of this row: the year number, or the whole tenure for a final part-year */
  elapsedYears: number;
  opening: number;
  /** the principal in year 1, nothing after */
  deposited: number;
  /** interest earned in the year */
  interest: number;
  /** interest paid out to the depositor during the year by monthly or quarterly payouts; 0 for a cumulative deposit */
  paidOut: number;
  /** held by the bank at the end of the year: opening + deposited + interest − paidOut; the last row's is the maturity amount */
  closing: number;
}

/** How the interest was worked out, for the calculator's notes. */
export type FixedDepositMethod = "simple" | "quarterly-compounding" | "payout";

export interface FixedDepositResult {
  /** the principal, to the rupee */
  principal: number;
  /** all interest earned over the tenure; the sum of the yearly interest */
  interest: number;
  /** the part of `interest` paid out by monthly or quarterly payouts before or on maturity; 0 for a cumulative deposit */
  paidOut: number;
  /** paid on the maturity date: principal + interest not paid out (for a payout deposit, the principal and any broken-period interest) */
  maturity: number;
  /** the rate applied: the bank's rate plus any senior citizen's extra, percent */
  appliedRatePercent: number;
  method: FixedDepositMethod;
  /** the tenure in years (1 year 6 months → 1.5) */
  tenureYears: number;
  /** cumulative deposits of six months or more: the full quarters compounded; 0 otherwise */
  compoundedQuarters: number;
  /** payout deposits: how many monthly or quarterly payouts; 0 for a cumulative deposit */
  payoutCount: number;
  /** payout deposits: one monthly or quarterly payout, to the paisa; null for a cumulative deposit */
  periodicPayout: number | null;
  /** payout deposits: the payouts as a yearly rate, percent to two decimals (monthly: the discounted rate, 6.96 for 7); null for a cumulative deposit */
  payoutRatePercent: number | null;
  /** days earning simple interest after the last full quarter (cumulative) or payout period; the whole tenure for a deposit under six months. A month counts as 365/12 days. */
  brokenPeriodDays: number;
  yearly: FixedDepositYear[];
}

/*
 * The tenure is counted in twelfths of a day: a day is 12 units, a month 365 (a twelfth of
 * 365 days), a quarter 1,095 and a year 4,380. Every boundary the rules use is then a whole
 * number of units, and quarters and months are counted with integer arithmetic, free of
 * floating-point error.
 */
const UNITS_PER_DAY = 12;
const UNITS_PER_MONTH = 365;
const UNITS_PER_QUARTER = 3 * UNITS_PER_MONTH;
const UNITS_PER_YEAR = 12 * UNITS_PER_MONTH;

function requireWholeCount(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number, zero or more; got ${String(value)}`);
  }
}

/** The tenure in units; throws unless it is 7 days to 10 years. */
function tenureUnits(tenure: FixedDepositTenure): number {
  if (typeof tenure !== "object" || tenure === null) throw new RangeError("tenure must give years, months and days");
  requireWholeCount("tenure.years", tenure.years);
  requireWholeCount("tenure.months", tenure.months);
  requireWholeCount("tenure.days", tenure.days);
  const units = tenure.years * UNITS_PER_YEAR + tenure.months * UNITS_PER_MONTH + tenure.days * UNITS_PER_DAY;
  if (units < FD_MIN_TENURE_DAYS.value * UNITS_PER_DAY || units > FD_MAX_TENURE_YEARS.value * UNITS_PER_YEAR) {
    throw new RangeError(
      `the tenure must be ${FD_MIN_TENURE_DAYS.value} days to ${FD_MAX_TENURE_YEARS.value} years; got ${tenure.years} years ${tenure.months} months ${tenure.days} days`,
    );
  }
  return units;
}

/** The tenure in years (1 year 6 months → 1.5; 444 days → 1.2164…). Throws unless it is 7 days to 10 years. */
export function fixedDepositTenureYears(tenure: FixedDepositTenure): number {
  return tenureUnits(tenure) / UNITS_PER_YEAR;
}

/**
 * The monthly payout the Indian Banks' Association formula gives, at full precision: the
 * quarter's interest P × r/400, discounted so that three monthly payments reinvested at
 * r/12 a month add up to it. ₹1,00,000 at 7%: 1,750 ÷ 3.017534… = ₹579.94.
 */
export function discountedMonthlyPayout(principal: number, annualRatePercent: number): number {
  requirePositive("principal", principal);
  requireNonNegative("annualRatePercent", annualRatePercent);
  const monthlyGrowth = 1 + annualRatePercent / 1200;
  return (principal * (annualRatePercent / 400)) / (1 + monthlyGrowth + monthlyGrowth ** 2);
}

/** Interest and payouts accrued from the deposit to a point of the tenure, at full precision. */
interface Accrued {
  interest: number;
  paidOut: number;
}

/** The interest figures, a schedule and the maturity amount of a fixed deposit. */
export function fixedDeposit(input: FixedDepositInput): FixedDepositResult {
  const { principal, annualRatePercent, payout } = input;
  const seniorExtra = input.seniorCitizenExtraPercent ?? 0;
  requirePositive("principal", principal);
  requireNonNegative("annualRatePercent", annualRatePercent);
  requireNonNegative("seniorCitizenExtraPercent", seniorExtra);
  if (!FD_PAYOUTS.includes(payout)) throw new RangeError(`payout must be one of ${FD_PAYOUTS.join(", ")}; got ${String(payout)}`);
  const totalUnits = tenureUnits(input.tenure);

  const rate = annualRatePercent + seniorExtra;
  /** simple interest on the principal for `units` of time */
  const simpleInterest = (units: number): number => (principal * rate * units) / (100 * UNITS_PER_YEAR);

  let accruedTo: (units: number) => Accrued;
  let method: FixedDepositMethod;
  let compoundedQuarters = 0;
  let payoutCount = 0;
  let periodicPayout: number | null = null;
  let payoutRatePercent: number | null = null;
  let brokenUnits: number;

  if (payout === "cumulative") {
    const compounds = totalUnits >= FD_SIMPLE_INTEREST_BELOW_MONTHS.value * UNITS_PER_MONTH;
    method = compounds ? "quarterly-compounding" : "simple";
    compoundedQuarters = compounds ? Math.floor(totalUnits / UNITS_PER_QUARTER) : 0;
    brokenUnits = totalUnits - compoundedQuarters * UNITS_PER_QUARTER;
    accruedTo = (units) => {
      if (!compounds) return { interest: simpleInterest(units), paidOut: 0 };
      // Full quarters compound; the days after the last one earn simple interest on the compounded amount.
      const quarters = Math.floor(units / UNITS_PER_QUARTER);
      const compounded = principal * (1 + rate / 400) ** quarters;
      const amount = compounded * (1 + (rate * (units - quarters * UNITS_PER_QUARTER)) / (100 * UNITS_PER_YEAR));
      return { interest: amount - principal, paidOut: 0 };
    };
  } else {
    method = "payout";
    const periodUnits = payout === "monthly" ? UNITS_PER_MONTH : UNITS_PER_QUARTER;
    const payment = payout === "monthly" ? discountedMonthlyPayout(principal, rate) : (principal * rate) / 400;
    payoutCount = Math.floor(totalUnits / periodUnits);
    brokenUnits = totalUnits - payoutCount * periodUnits;
    periodicPayout = roundPaise(payment);
    payoutRatePercent = roundPercent(((payment * (UNITS_PER_YEAR / periodUnits)) / principal) * 100);
    accruedTo = (units) => {
      const paidOut = Math.min(Math.floor(units / periodUnits), payoutCount) * payment;
      // The broken period's interest is paid with the principal at maturity, not as a payout.
      return { interest: paidOut + (units === totalUnits ? simpleInterest(brokenUnits) : 0), paidOut };
    };
  }
  requireFiniteResult("The interest", accruedTo(totalUnits).interest);

  const principalRounded = roundRupees(principal);
  const yearly: FixedDepositYear[] = [];
  let interestSoFar = 0;
  let paidOutSoFar = 0;
  const rows = Math.ceil(totalUnits / UNITS_PER_YEAR);
  for (let year = 1; year <= rows; year++) {
    const units = Math.min(year * UNITS_PER_YEAR, totalUnits);
    const accrued = accruedTo(units);
    const interestRounded = roundRupees(accrued.interest);
    const paidOutRounded = roundRupees(accrued.paidOut);
    yearly.push({
      year,
      elapsedYears: units / UNITS_PER_YEAR,
      opening: year === 1 ? 0 : principalRounded + interestSoFar - paidOutSoFar,
      deposited: year === 1 ? principalRounded : 0,
      interest: interestRounded - interestSoFar,
      paidOut: paidOutRounded - paidOutSoFar,
      closing: principalRounded + interestRounded - paidOutRounded,
    });
    interestSoFar = interestRounded;
    paidOutSoFar = paidOutRounded;
  }

  return {
    principal: principalRounded,
    interest: interestSoFar,
    paidOut: paidOutSoFar,
    maturity: principalRounded + interestSoFar - paidOutSoFar,
    // 6.8 + 0.25 is 7.050000000000001 in floating point; the display needs 7.05
    appliedRatePercent: Math.round(rate * 1e6) / 1e6,
    method,
    tenureYears: totalUnits / UNITS_PER_YEAR,
    compoundedQuarters,
    payoutCount,
    periodicPayout,
    payoutRatePercent,
    brokenPeriodDays: brokenUnits / UNITS_PER_DAY,
    yearly,
  };
}
