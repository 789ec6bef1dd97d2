/**
 * EMI and amortisation of a reducing-balance loan with monthly rests (docs/tax-methods.md §38):
 * home, car and personal loans, with optional prepayments.
 *
 * Conventions (show them in the calculator's notes):
 * - A month's interest is the opening balance × the annual rate ÷ 12; the EMI is paid at
 *   the end of the month. The EMI is kept at full precision (₹8,678.2276… for ₹10 lakh at
 *   8.5% over 20 years), as the published totals are; a bank that rounds the EMI to the
 *   rupee instead adjusts the final instalment by a few hundred rupees.
 * - A prepayment is paid at the end of its month, after that month's EMI, and is capped at
 *   the balance then left. "reduce-tenure" keeps the EMI, so the loan ends early;
 *   "reduce-emi" keeps the end date and recomputes the EMI on the new balance over the
 *   months left, after every prepayment.
 *
 * Rounding: the schedule runs at full precision and only the returned rows are rounded, so
 * that they add up to the totals to the rupee and end at zero:
 * - a row's balances are the exact balances rounded to the rupee (the last one is 0);
 * - a row's interest is the running total of interest rounded, less the previous running
 *   total rounded, so the interest rows add up to the exact total interest rounded;
 * - a row's prepayment is the prepayment rounded, and its principal is whatever else the
 *   balance fell by; the instalment (`emi`) is interest + principal, so it reads ₹8,678 or
 *   ₹8,679 from month to month when the exact EMI is ₹8,678.23.
 * The totals are the sums of the rows.
 */

export const PREPAYMENT_EFFECTS = ["reduce-tenure", "reduce-emi"] as const;
export type PrepaymentEffect = (typeof PREPAYMENT_EFFECTS)[number];

export type Prepayment =
  /** paid once, at the end of `month` (1 = the first month of the loan) */
  | { kind: "one-time"; month: number; amount: number }
  /** paid at the end of `fromMonth` and every twelfth month after it while the loan runs */
  | { kind: "yearly"; fromMonth: number; amount: number };

export interface LoanInput {
  /** the amount borrowed, rupees */
  principal: number;
  /** percent a year (8.5 for 8.5%); 0 is allowed (EMI = principal ÷ months) */
  annualRate: number;
  /** the tenure in months (years × 12) */
  tenureMonths: number;
  prepayments?: readonly Prepayment[];
  /** what a prepayment buys; "reduce-tenure" when not given */
  prepaymentEffect?: PrepaymentEffect;
}

export interface LoanMonthRow {
  /** 1 = the first month of the loan */
  month: number;
  /** loan year: months 1–12 are year 1 */
  year: number;
  opening: number;
  /** the instalment paid this month: interest + principal */
  emi: number;
  interest: number;
  /** the part of the instalment that repaid principal */
  principal: number;
  prepayment: number;
  closing: number;
}

export interface LoanYearRow {
  /** loan year: months 1–12 are year 1 (not a financial year) */
  year: number;
  opening: number;
  /** instalments paid in the year: interest + principal */
  emiPaid: number;
  interest: number;
  principal: number;
  prepayment: number;
  closing: number;
}

export interface LoanResult {
  /** the first EMI, rounded to the rupee */
  emi: number;
  /** the first EMI at full precision, for a label such as "₹8,678.23" */
  emiExact: number;
  /** the EMI in force at the end: lower than `emi` after prepayments that reduce the EMI, the same otherwise */
  emiAfterPrepayments: number;
  /** months taken to repay, prepayments included */
  months: number;
  totalInterest: number;
  /** instalments paid, without prepayments */
  totalEmiPaid: number;
  totalPrepaid: number;
  /** instalments and prepayments: the principal (rounded) plus `totalInterest` */
  totalPayment: number;
  /** the same loan without any prepayment, to show what they save */
  withoutPrepayments: { months: number; totalInterest: number };
  interestSaved: number;
  monthsSaved: number;
  monthly: LoanMonthRow[];
  yearly: LoanYearRow[];
}

/** What a prepayment leaves below half a paisa is floating-point dust, not a balance. */
const HALF_PAISA = 0.005;

/** No lender offers more than 40 years; a century is past any real loan and keeps a schedule's size bounded. */
export const MAX_TENURE_MONTHS = 1200;

function requireFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

function requireWholeMonth(name: string, value: number, lastMonth: number): void {
  if (!Number.isInteger(value) || value < 1 || value > lastMonth) {
    throw new RangeError(`${name} must be a whole month from 1 to ${lastMonth}, got ${value}`);
  }
}

/**
 * The annuity factor (1 − (1 + i)^−n) ÷ i, so that EMI = P ÷ factor. Written with expm1 and
 * log1p it neither overflows (a long tenure at a high rate) nor loses digits (a rate near
 * 0, where 1 − (1 + i)^−n cancels); below n·i = 1e-9 its series n − n(n + 1)i ÷ 2 is exact
 * to double precision and avoids dividing by a subnormal i.
 */
function annuityFactor(monthlyRate: number, months: number): number {
  if (months * monthlyRate < 1e-9) return months - (months * (months + 1) * monthlyRate) / 2;
  return -Math.expm1(-months * Math.log1p(monthlyRate)) / monthlyRate;
}

/**
 * The EMI at full precision: P × i × (1 + i)^n ÷ ((1 + i)^n − 1), i = annual rate ÷ 12 ÷
 * 100 (docs/tax-methods.md §38.1); at 0%, P ÷ n.
 */
export function emiFor(principal: number, annualRate: number, months: number): number {
  requireFinite("principal", principal);
  requireFinite("annual rate", annualRate);
  if (principal < 0) throw new RangeError(`principal cannot be negative, got ${principal}`);
  if (annualRate < 0) throw new RangeError(`annual rate cannot be negative, got ${annualRate}`);
  if (!Number.isInteger(months) || months < 1 || months > MAX_TENURE_MONTHS) {
    throw new RangeError(`tenure must be a whole number of months from 1 to ${MAX_TENURE_MONTHS}, got ${months}`);
  }
  return principal / annuityFactor(annualRate / 12 / 100, months);
}

function validateLoan(input: LoanInput): void {
  requireFinite("principal", input.principal);
  if (input.principal <= 0) throw new RangeError(`principal must be more than 0, got ${input.principal}`);
  emiFor(input.principal, input.annualRate, input.tenureMonths); // rate and tenure checks
  if (input.prepaymentEffect !== undefined && !PREPAYMENT_EFFECTS.includes(input.prepaymentEffect)) {
    throw new RangeError(`prepayment effect must be one of ${PREPAYMENT_EFFECTS.join(", ")}, got ${String(input.prepaymentEffect)}`);
  }
  for (const prepayment of input.prepayments ?? []) {
    requireFinite("prepayment amount", prepayment.amount);
    if (prepayment.amount <= 0) throw new RangeError(`a prepayment must be more than 0, got ${prepayment.amount}`);
    if (prepayment.kind === "one-time") requireWholeMonth("prepayment month", prepayment.month, input.tenureMonths);
    else if (prepayment.kind === "yearly") requireWholeMonth("first month of a yearly prepayment", prepayment.fromMonth, input.tenureMonths);
    else throw new RangeError(`prepayment kind must be one-time or yearly, got ${String((prepayment as { kind: unknown }).kind)}`);
  }
}

/** The prepayment due at the end of each month (1-based index; several in one month add up). */
function prepaymentsByMonth(prepayments: readonly Prepayment[], lastMonth: number): number[] {
  const due = new Array<number>(lastMonth + 1).fill(0);
  for (const prepayment of prepayments) {
    if (prepayment.kind === "one-time") due[prepayment.month] = (due[prepayment.month] ?? 0) + prepayment.amount;
    else for (let month = prepayment.fromMonth; month <= lastMonth; month += 12) due[month] = (due[month] ?? 0) + prepayment.amount;
  }
  return due;
}

interface ExactMonth {
  interest: number;
  prepayment: number;
  /** balance after the instalment and the prepayment */
  closing: number;
  /** the EMI in force for the next month */
  emiInForce: number;
}

/** The schedule at full precision, month by month until the balance is nil. */
function exactSchedule(input: LoanInput, prepaymentDue: readonly number[], effect: PrepaymentEffect): ExactMonth[] {
  const { principal, tenureMonths } = input;
  const monthlyRate = input.annualRate / 12 / 100;
  let emi = emiFor(principal, input.annualRate, tenureMonths);
  let balance = principal;
  const months: ExactMonth[] = [];
  // Whether an instalment clears the loan is judged with a tolerance far below a paisa but
  // above the floating-point error on a large loan, so the last month is not split in two.
  const tolerance = Math.max(1e-6, principal * 1e-12);
  for (let month = 1; month <= tenureMonths && balance > 0; month++) {
    const interest = balance * monthlyRate;
    const owed = balance + interest;
    // The last scheduled month, or an instalment at least what is owed (a loan shortened
    // by prepayments), clears the loan.
    const clears = month === tenureMonths || owed <= emi + tolerance;
    balance = clears ? 0 : owed - emi;
    let prepayment = Math.min(prepaymentDue[month] ?? 0, balance);
    // A prepayment that would leave less than half a paisa (floating-point dust) closes the loan.
    if (prepayment > 0 && balance - prepayment < HALF_PAISA) prepayment = balance;
    balance -= prepayment;
    if (prepayment > 0 && balance > 0 && effect === "reduce-emi") {
      emi = emiFor(balance, input.annualRate, tenureMonths - month);
    }
    months.push({ interest, prepayment, closing: balance, emiInForce: emi });
  }
  return months;
}

/** Rupee rows from the exact schedule, by the rounding rule in the module comment. */
function roundedRows(principal: number, exact: readonly ExactMonth[]): LoanMonthRow[] {
  let opening = Math.round(principal);
  let interestSoFar = 0;
  return exact.map((month, index) => {
    const roundedInterestBefore = Math.round(interestSoFar);
    interestSoFar += month.interest;
    const interest = Math.round(interestSoFar) - roundedInterestBefore;
    const closing = Math.round(month.closing);
    const fall = opening - closing;
    // min(): a prepayment with paise can round above the fall in the rounded balance.
    const prepayment = Math.min(fall, Math.round(month.prepayment));
    const principalRepaid = fall - prepayment;
    const row: LoanMonthRow = {
      month: index + 1,
      year: Math.floor(index / 12) + 1,
      opening,
      emi: interest + principalRepaid,
      interest,
      principal: principalRepaid,
      prepayment,
      closing,
    };
    opening = closing;
    return row;
  });
}

function yearlyRows(monthly: readonly LoanMonthRow[]): LoanYearRow[] {
  const years: LoanYearRow[] = [];
  for (const month of monthly) {
    let year = years[years.length - 1];
    if (!year || year.year !== month.year) {
      year = { year: month.year, opening: month.opening, emiPaid: 0, interest: 0, principal: 0, prepayment: 0, closing: month.opening };
      years.push(year);
    }
    year.emiPaid += month.emi;
    year.interest += month.interest;
    year.principal += month.principal;
    year.prepayment += month.prepayment;
    year.closing = month.closing;
  }
  return years;
}

const sum = (rows: readonly LoanMonthRow[], field: "emi" | "interest" | "prepayment"): number => rows.reduce((total, row) => total + row[field], 0);

/**
 * The EMI, totals and the month-by-month and year-by-year schedule of a loan, with the
 * interest and months its prepayments save.
 *
 * @throws RangeError for a principal of 0 or less, a negative rate, a tenure that is not a
 *   whole number of months from 1 to 1,200, or a prepayment of 0 or less or outside the tenure.
 */
export function computeLoan(input: LoanInput): LoanResult {
  validateLoan(input);
  const effect = input.prepaymentEffect ?? "reduce-tenure";
  const exact = exactSchedule(input, prepaymentsByMonth(input.prepayments ?? [], input.tenureMonths), effect);
  const monthly = roundedRows(input.principal, exact);
  const baseline = roundedRows(input.principal, exactSchedule(input, [], effect));

  const emiExact = emiFor(input.principal, input.annualRate, input.tenureMonths);
  const totalInterest = sum(monthly, "interest");
  const totalEmiPaid = sum(monthly, "emi");
  const totalPrepaid = sum(monthly, "prepayment");
  const withoutPrepayments = { months: baseline.length, totalInterest: sum(baseline, "interest") };
  return {
    emi: Math.round(emiExact),
    emiExact,
    emiAfterPrepayments: Math.round(exact[exact.length - 1]?.emiInForce ?? emiExact),
    months: monthly.length,
    totalInterest,
    totalEmiPaid,
    totalPrepaid,
    totalPayment: totalEmiPaid + totalPrepaid,
    withoutPrepayments,
    interestSaved: withoutPrepayments.totalInterest - totalInterest,
    monthsSaved: withoutPrepayments.months - monthly.length,
    monthly,
    yearly: yearlyRows(monthly),
  };
}
