import { percentOf, toPaise } from "@/lib/tax/formulas/rounding";
import type { IsoDate } from "@/lib/tax/types";
import { MAXIMUM_RATE_PERCENT, assertInRange, assertOneOf, wholeRupeeRows, type SavingsYearRow, type SchemeRate, type SchemeValue } from "./ppf";

/*
 * Employees' Provident Fund (docs/tax-methods.md §34 and §3.2): the Employees' Provident Funds
 * and Miscellaneous Provisions Act, 1952, the EPF Scheme, 1952 and the Employees' Pension
 * Scheme (EPS), 1995. Each month the employee pays 12% of PF wages (basic + DA + retaining
 * allowance) and the employer 12%, of which 8.33% of pay up to ₹15,000 goes to the
 * pension fund and the rest to EPF. Interest is computed on the monthly running balance
 * and credited once a year on 31 March, so it compounds yearly.
 *
 * A year here is a financial year: the wage of year 1 is paid from April, and it rises by
 * the growth rate at the start of each later year. One rate applies to every year.
 */

const EPF_SCHEME = "Employees' Provident Funds Scheme, 1952";
const EPS_SCHEME = "Employees' Pension Scheme, 1995";

/** The latest declared rate. EPF rates are declared for a financial year, after it ends. */
export const EPF_RATE: SchemeRate = {
  value: 8.25,
  unit: "percent",
  from: "2025-04-01",
  period: "FY 2025-26",
  reference: `${EPF_SCHEME}, para 60(1) (rate determined by the Central Government in consultation with the Central Board of Trustees); 8.25% for FY 2025-26 approved by the Central Board of Trustees, EPF at its 239th meeting on 2 March 2026 (Ministry of Labour and Employment statement of that day)`,
  note: "8.25% was also credited for FY 2023-24 and for FY 2024-25 (EPFO circular of 22 May 2025). UNSURE: the formal notification of the FY 2025-26 rate has not been checked; the rate for FY 2026-27 is not yet declared, so the calculator projects every year at this rate.",
};

const WAGE_CEILING_FROM: IsoDate = "2014-09-01";

export const EPF_RULES = {
  contributionPercent: {
    value: 12,
    unit: "percent",
    from: "1997-09-22",
    reference: `Employees' Provident Funds and Miscellaneous Provisions Act, 1952, s.6; ${EPF_SCHEME}, para 29(1) and (2): employer and employee each 12% of basic wages, dearness allowance and retaining allowance`,
  },
  reducedContributionPercent: {
    value: 10,
    unit: "percent",
    from: "1997-09-22",
    reference: "Employees' Provident Funds and Miscellaneous Provisions Act, 1952, s.6, first proviso: 10% for establishments with fewer than 20 employees, sick units and notified industries",
  },
  pensionSharePercent: {
    value: 8.33,
    unit: "percent",
    from: "1995-11-16",
    reference: `${EPS_SCHEME}, para 3(2): 8.33% of the employee's pay, out of the employer's contribution, goes to the Pension Fund`,
  },
  wageCeiling: {
    value: 15_000,
    unit: "INR",
    from: WAGE_CEILING_FROM,
    reference: `${EPS_SCHEME}, para 3(2) proviso, and ${EPF_SCHEME}, para 26A(2), as amended from 1 September 2014: the pension share is worked out on pay up to ₹15,000 a month, and contributions are compulsory only on wages up to that ceiling`,
    note: "An employer may restrict both contributions to the ceiling (12% of ₹15,000 = ₹1,800 a month); many pay 12% of the full wage.",
  },
} satisfies Record<string, SchemeValue>;

/** Each contribution is rounded to the nearest rupee, 50 paise going up (EPF Scheme, 1952, para 29(4)). */
export const CONTRIBUTION_ROUNDING_REFERENCE = `${EPF_SCHEME}, para 29(4)`;

/** Not a scheme limit: bounds the schedule (a working life). */
export const EPF_MAXIMUM_YEARS = 60;
/** Not a scheme limit: ₹1 crore a month bounds the input. */
export const EPF_MAXIMUM_MONTHLY_WAGE = 1_00_00_000;
/** Not a scheme limit: bounds a "what if" input. */
export const EPF_MAXIMUM_WAGE_GROWTH_PERCENT = 50;

const MONTHS_IN_YEAR = 12;

export const EPF_INTEREST_TIMINGS = ["month-end-balance", "from-next-month"] as const;
/**
 * "month-end-balance": each month's balance including that month's contribution earns a
 * month's interest (most calculators; docs/tax-methods.md §34.1 default). "from-next-month": a
 * contribution earns interest from the month after (closer to EPFO's ledger; a little less).
 */
export type EpfInterestTiming = (typeof EPF_INTEREST_TIMINGS)[number];

export interface EpfInput {
  /** PF wages a month in year 1 (basic + DA + retaining allowance) */
  monthlyWage: number;
  /** 1 to EPF_MAXIMUM_YEARS */
  years: number;
  /** percent the wage rises at the start of each later year, 0 to EPF_MAXIMUM_WAGE_GROWTH_PERCENT */
  annualWageGrowthPercent: number;
  /** percent a year; EPF_RATE.value unless the user changes it */
  ratePercent: number;
  /** EPF balance already in the account when year 1 starts; default 0 */
  openingBalance?: number;
  /** 12 (default) or 10, for both sides */
  contributionPercent?: number;
  /** both sides contribute on the wage capped at ₹15,000 instead of the full wage; default false */
  contributionOnCappedWage?: boolean;
  /**
   * whether the employee is in the pension scheme (default true). False for someone who
   * first joined on or after 1 September 2014 with pay above ₹15,000: the whole employer
   * share then goes to EPF.
   */
  pensionMember?: boolean;
  /** default "month-end-balance" */
  interestTiming?: EpfInterestTiming;
}

/** One month's contributions in whole rupees. */
export interface EpfMonthlyContributions {
  employee: number;
  /** the employer's share that goes to EPF */
  employerEpf: number;
  /** the employer's share that goes to the pension fund (not in the EPF balance) */
  employerEps: number;
  /** employee + employerEpf: what the EPF balance receives */
  intoEpf: number;
}

/** A year's row; `deposit` is the employee and employer contributions into EPF, and the row holds opening + deposit + interest = closing. */
export interface EpfYearRow extends SavingsYearRow {
  /** the PF wage a month this year, to the rupee */
  monthlyWage: number;
  employeeContribution: number;
  employerContribution: number;
  /** the employer's pension (EPS) share this year, outside the EPF balance */
  pensionContribution: number;
}

/** Whole rupees: `openingBalance` + `invested` + `interest` = `maturity`; each the sum of its `yearly` column. */
export interface EpfResult {
  openingBalance: number;
  employeeContributions: number;
  employerContributions: number;
  /** the employer's EPS share over the years; not part of `maturity` */
  pensionContributions: number;
  /** employeeContributions + employerContributions */
  invested: number;
  interest: number;
  maturity: number;
  /** how the first month's contributions split, for the "where the 24% goes" line */
  firstMonth: EpfMonthlyContributions;
  yearly: EpfYearRow[];
}

const nearestRupee = (amount: number): number => Math.round(toPaise(amount));

/** The month's contributions on `monthlyWage`, each rounded to the rupee (para 29(4)): 50,000 → 6,000 + 4,750 to EPF and 1,250 to EPS. */
export function monthlyContributions(
  monthlyWage: number,
  options: Required<Pick<EpfInput, "contributionPercent" | "contributionOnCappedWage" | "pensionMember">>,
): EpfMonthlyContributions {
  const ceiling = EPF_RULES.wageCeiling.value;
  const contributoryWage = options.contributionOnCappedWage ? Math.min(monthlyWage, ceiling) : monthlyWage;
  const employee = nearestRupee(percentOf(contributoryWage, options.contributionPercent));
  const employer = nearestRupee(percentOf(contributoryWage, options.contributionPercent));
  // 8.33% of ₹15,000 is ₹1,249.50, which rounds to the ₹1,250 a month everyone quotes.
  const employerEps = options.pensionMember ? nearestRupee(percentOf(Math.min(monthlyWage, ceiling), EPF_RULES.pensionSharePercent.value)) : 0;
  const employerEpf = employer - employerEps;
  return { employee, employerEpf, employerEps, intoEpf: employee + employerEpf };
}

/** Interest for one year (full precision) on the running monthly balance, credited on 31 March. */
function yearOfInterest(opening: number, monthlyIntoEpf: number, ratePercent: number, timing: EpfInterestTiming): { interest: number; closing: number } {
  let balance = opening;
  let balancesEarning = 0;
  for (let month = 0; month < MONTHS_IN_YEAR; month += 1) {
    if (timing === "from-next-month") balancesEarning += balance;
    balance += monthlyIntoEpf;
    if (timing === "month-end-balance") balancesEarning += balance;
  }
  const interest = percentOf(balancesEarning, ratePercent) / MONTHS_IN_YEAR;
  return { interest, closing: balance + interest };
}

/** An EPF account year by year; amounts in whole rupees (rows apportioned by `wholeRupeeRows`). */
export function computeEpf(input: EpfInput): EpfResult {
  assertInRange("The monthly PF wage", input.monthlyWage, 1, EPF_MAXIMUM_MONTHLY_WAGE);
  assertInRange("The number of years", input.years, 1, EPF_MAXIMUM_YEARS);
  if (!Number.isInteger(input.years)) throw new RangeError(`The number of years must be a whole number; got ${input.years}`);
  assertInRange("The yearly wage growth", input.annualWageGrowthPercent, 0, EPF_MAXIMUM_WAGE_GROWTH_PERCENT);
  assertInRange("The interest rate", input.ratePercent, 0, MAXIMUM_RATE_PERCENT);
  const openingBalanceExact = input.openingBalance ?? 0;
  assertInRange("The opening EPF balance", openingBalanceExact, 0, Number.MAX_SAFE_INTEGER);
  const contributionPercent = input.contributionPercent ?? EPF_RULES.contributionPercent.value;
  const allowedPercents = [EPF_RULES.contributionPercent.value, EPF_RULES.reducedContributionPercent.value];
  if (!allowedPercents.includes(contributionPercent)) {
    throw new RangeError(`The contribution rate must be ${allowedPercents.join("% or ")}%; got ${String(contributionPercent)}`);
  }
  const interestTiming = input.interestTiming ?? "month-end-balance";
  assertOneOf("The interest timing", interestTiming, EPF_INTEREST_TIMINGS);
  const options = {
    contributionPercent,
    contributionOnCappedWage: input.contributionOnCappedWage ?? false,
    pensionMember: input.pensionMember ?? true,
  };

  // The EPF ledger holds whole rupees (EPF Scheme, 1952, para 59(2)), so an opening balance starts rounded.
  const openingBalance = Math.round(openingBalanceExact);
  type YearExtra = { monthlyWage: number; split: EpfMonthlyContributions };
  const years: { deposit: number; interest: number; extra: YearExtra }[] = [];
  let balance = openingBalance;
  for (let year = 1; year <= input.years; year += 1) {
    const monthlyWage = input.monthlyWage * (1 + input.annualWageGrowthPercent / 100) ** (year - 1);
    const split = monthlyContributions(monthlyWage, options);
    const credited = yearOfInterest(balance, split.intoEpf, input.ratePercent, interestTiming);
    years.push({ deposit: split.intoEpf * MONTHS_IN_YEAR, interest: credited.interest, extra: { monthlyWage, split } });
    balance = credited.closing;
  }

  const schedule = wholeRupeeRows(openingBalance, years);
  const yearly: EpfYearRow[] = schedule.rows.map(({ extra, ...row }) => ({
    ...row,
    monthlyWage: Math.round(extra.monthlyWage),
    employeeContribution: extra.split.employee * MONTHS_IN_YEAR,
    employerContribution: extra.split.employerEpf * MONTHS_IN_YEAR,
    pensionContribution: extra.split.employerEps * MONTHS_IN_YEAR,
  }));
  const sum = (pick: (row: EpfYearRow) => number) => yearly.reduce((total, row) => total + pick(row), 0);
  const firstMonth = years[0]?.extra.split;
  if (!firstMonth) throw new RangeError("An EPF schedule needs at least one year");
  return {
    openingBalance,
    employeeContributions: sum((row) => row.employeeContribution),
    employerContributions: sum((row) => row.employerContribution),
    pensionContributions: sum((row) => row.pensionContribution),
    invested: schedule.invested,
    interest: schedule.interest,
    maturity: schedule.maturity,
    firstMonth,
    yearly,
  };
}
