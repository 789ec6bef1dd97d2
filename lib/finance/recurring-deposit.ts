/*
 * Recurring deposit, bank or India Post (docs/tax-methods.md §31): the same instalment at the
 * start of every month, interest compounded quarterly.
 *
 * Formula (Indian Banks' Association; the one banks' RD calculators use): each instalment
 * grows at the quarterly rate i = r/400 for the months it stays invested, counted in
 * quarters, so the k-th of N instalments becomes R × (1 + i)^((N − k + 1)/3) and
 *   M = Σ R × (1 + i)^((N − k + 1)/3) = R × [(1 + i)^(N/3) − 1] / [1 − (1 + i)^(−1/3)].
 * India Post: this formula gives, to the paisa, the maturity values for a ₹100 account
 * notified in Table 1.1 of the National Savings Recurring Deposit Scheme, 2019 (7,136.58
 * at 6.7%, 7,099.08 at 6.5%, 7,043.27 at 6.2%, 6,969.67 at 5.8%, 7,231.38 at 7.2%). The
 * Post Office pays other denominations in proportion to that rounded figure (₹5,000 a
 * month: 50 × 7,136.58 = 3,56,829.00 against 3,56,829.14 here), a difference of paise.
 *
 * Rounding: computed at full precision. A row of the yearly schedule holds the running
 * totals of deposits and of interest, each rounded to the rupee (Math.round): the row's
 * deposit and interest are the differences of those rounded running totals, and its
 * closing balance is their sum. So the rows add up to the totals exactly, every row is
 * zero or more, and, for an instalment in whole rupees, the maturity is the exact maturity
 * value rounded to the rupee (with paise in the instalment it may differ from that by ₹1).
 */

import { requireFiniteResult, requireNonNegative, requirePositive, roundPaise, roundRupees } from "./shared";

interface SourcedValue {
  value: number;
  unit: "percent" | "months" | "INR";
  /** the first day the value applies */
  from: `${number}-${number}-${number}`;
  reference: string;
  note?: string;
}

/** India Post's 5-year recurring deposit: the rate on the day of opening applies for the whole term. */
export const INDIA_POST_RD_RATE: SourcedValue = {
  value: 6.7,
  unit: "percent",
  from: "2023-10-01",
  reference:
    "Ministry of Finance (DEA, Budget Division) OM F.No.1/4/2019-NS of 29 September 2023: 5-Year Recurring Deposit 6.7% from 1 October 2023 (up from 6.5%); National Savings Recurring Deposit (Third Amendment) Scheme, 2023, G.S.R. 818(E) of 3 November 2023 (₹100 account: ₹7,136.58)",
  note: "Unchanged in every quarter since, the last one checked being 1 January to 31 March 2026 (OM of 31 December 2025). Quarters from 1 April 2026 are not checked: confirm the current quarter's memorandum.",
};

export const INDIA_POST_RD_MONTHS: SourcedValue = {
  value: 60,
  unit: "months",
  from: "2019-12-12",
  reference: "National Savings Recurring Deposit Scheme, 2019 (notified 12 December 2019), para 9: matures after five years (60 monthly deposits); para 10: may be continued for five more years",
};

export const INDIA_POST_RD_MINIMUM_INSTALMENT: SourcedValue = {
  value: 100,
  unit: "INR",
  from: "2019-12-12",
  reference: "National Savings Recurring Deposit Scheme, 2019 (notified 12 December 2019): at least ₹100 a month, in multiples of ₹10",
};

/** A term deposit runs for at most ten years (docs/tax-methods.md §31.1: bank RDs 6 months to 10 years; India Post 5 + 5 years). */
export const RD_MAX_MONTHS = 120;

export interface RecurringDepositInput {
  /** paid at the start of every month, rupees */
  monthlyInstalment: number;
  /** percent a year (6.7 for 6.7%), compounded quarterly; 0 is allowed */
  annualRatePercent: number;
  /** how many monthly instalments, which is the tenure in months: 1 to 120 */
  months: number;
}

export interface RecurringDepositYear {
  /** deposit year, from the first instalment: months 1–12 are year 1 (not a financial year) */
  year: number;
  /** instalments paid in this year: 12, or fewer in a final part-year */
  instalments: number;
  opening: number;
  deposited: number;
  interest: number;
  /** the instalments paid so far with the interest earned on them to the end of the year */
  closing: number;
}

export interface RecurringDepositResult {
  /** all instalments; the sum of the yearly deposits */
  deposited: number;
  /** the sum of the yearly interest */
  interest: number;
  /** deposited + interest, to the rupee; the last row's closing balance */
  maturity: number;
  /** the maturity value to the paisa, the way India Post's table states it (₹100 at 6.7% for 60 months: 7,136.58) */
  maturityToPaise: number;
  yearly: RecurringDepositYear[];
}

function requireMonths(months: number): void {
  if (!Number.isInteger(months) || months < 1 || months > RD_MAX_MONTHS) {
    throw new RangeError(`months must be a whole number of instalments from 1 to ${RD_MAX_MONTHS}; got ${String(months)}`);
  }
}

/**
 * The maturity value by the closed form, at full precision. `recurringDeposit` walks the
 * same sum month by month; the two agree to a fraction of a paisa.
 */
export function recurringDepositMaturity(input: RecurringDepositInput): number {
  const { monthlyInstalment, annualRatePercent, months } = input;
  requirePositive("monthlyInstalment", monthlyInstalment);
  requireNonNegative("annualRatePercent", annualRatePercent);
  requireMonths(months);
  const quarterlyRate = annualRatePercent / 400;
  if (quarterlyRate === 0) return monthlyInstalment * months;
  const maturity = (monthlyInstalment * ((1 + quarterlyRate) ** (months / 3) - 1)) / (1 - (1 + quarterlyRate) ** (-1 / 3));
  requireFiniteResult("The maturity value", maturity);
  return maturity;
}

/** The maturity value and a year-by-year schedule. */
export function recurringDeposit(input: RecurringDepositInput): RecurringDepositResult {
  const { monthlyInstalment, annualRatePercent, months } = input;
  requirePositive("monthlyInstalment", monthlyInstalment);
  requireNonNegative("annualRatePercent", annualRatePercent);
  requireMonths(months);

  // One month is a third of a quarter: the balance grows by (1 + i)^(1/3) a month, so an
  // instalment paid at the start of a month has grown by (1 + i)^(n/3) after n months.
  const monthlyGrowth = (1 + annualRatePercent / 400) ** (1 / 3);

  const yearly: RecurringDepositYear[] = [];
  let balance = 0;
  let roundedDeposits = 0;
  let roundedInterest = 0;
  for (let month = 1; month <= months; month++) {
    balance = (balance + monthlyInstalment) * monthlyGrowth;
    if (month % 12 !== 0 && month !== months) continue;

    requireFiniteResult("The maturity value", balance);
    const depositsSoFar = monthlyInstalment * month;
    const depositsRounded = roundRupees(depositsSoFar);
    const interestRounded = roundRupees(balance - depositsSoFar);
    const opening = roundedDeposits + roundedInterest;
    yearly.push({
      year: Math.ceil(month / 12),
      instalments: month - 12 * (Math.ceil(month / 12) - 1),
      opening,
      deposited: depositsRounded - roundedDeposits,
      interest: interestRounded - roundedInterest,
      closing: depositsRounded + interestRounded,
    });
    roundedDeposits = depositsRounded;
    roundedInterest = interestRounded;
  }

  return {
    deposited: roundedDeposits,
    interest: roundedInterest,
    maturity: roundedDeposits + roundedInterest,
    maturityToPaise: roundPaise(balance),
    yearly,
  };
}
