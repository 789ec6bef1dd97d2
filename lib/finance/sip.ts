import { MAX_TENURE_YEARS, requireFiniteResult, requireNonNegative, requirePositive, requireTenure, roundPaise, roundPercent, roundRupees, yearEnds } from "./shared";

/*
 * Mutual-fund projections (docs/tax-methods.md §29 and §30): a SIP (the `sip` calculator) and a
 * one-time investment (the `mutual-fund` calculator). Returns are assumptions, not
 * guarantees; tax on redemption follows §22.
 *
 * Rounding: computed at full precision. Each row carries the running totals of money
 * invested and of returns, each rounded to the rupee (Math.round); the closing value is
 * their sum and a year's figures are differences of running totals. So the rows add up
 * exactly to the totals, and `total` = `invested` + `returns`. With whole-rupee
 * instalments (no step-up) `total` is also the exact value rounded; when a step-up makes
 * instalments fractional the two roundings can put it ₹1 from that.
 */

export interface SipInput {
  /** the first year's instalment, paid at the start of each month */
  monthlyInstalment: number;
  /** expected return, nominal percent a year; the monthly rate is this ÷ 12 (not the effective monthly rate) */
  annualRatePercent: number;
  /** whole years of instalments */
  years: number;
  /** months beyond the whole years, 0 to 11 (default 0) */
  months?: number;
  /** percent by which the instalment rises every 12 months (default 0: a flat SIP) */
  annualStepUpPercent?: number;
}

export interface SipYear {
  /** 1, 2, …; a final part-year is numbered after the last whole year */
  year: number;
  /** instalments paid in this row: 12, or fewer in a final part-year */
  months: number;
  /** the instalment paid each month of this row, to the paisa (it grows with a step-up) */
  monthlyInstalment: number;
  /** value at the start of the row */
  opening: number;
  /** money put in during the row */
  invested: number;
  /** growth during the row */
  returns: number;
  /** value at the end of the row: totalInvested + totalReturns */
  closing: number;
  totalInvested: number;
  totalReturns: number;
}

export interface SipResult {
  /** number of monthly instalments */
  months: number;
  invested: number;
  returns: number;
  /** the value at the end of the last month */
  total: number;
  yearly: SipYear[];
}

/**
 * A SIP month by month: each instalment is paid at the start of the month and the
 * balance grows by r/12 over the month, bal = (bal + P) × (1 + r/1200). Without a
 * step-up this is the annuity-due FV = P × ((1 + i)^n − 1)/i × (1 + i).
 */
export function sipProjection(input: SipInput): SipResult {
  const { monthlyInstalment, annualRatePercent, years } = input;
  const extraMonths = input.months ?? 0;
  const stepUpPercent = input.annualStepUpPercent ?? 0;
  requirePositive("monthlyInstalment", monthlyInstalment);
  requireNonNegative("annualRatePercent", annualRatePercent);
  requireNonNegative("annualStepUpPercent", stepUpPercent);
  if (!Number.isInteger(years) || years < 0) throw new RangeError(`years must be a whole number, zero or more; got ${String(years)}`);
  if (!Number.isInteger(extraMonths) || extraMonths < 0 || extraMonths > 11) {
    throw new RangeError(`months must be a whole number from 0 to 11; got ${String(extraMonths)}`);
  }
  const totalMonths = years * 12 + extraMonths;
  if (totalMonths === 0) throw new RangeError("The SIP needs at least one month");
  if (totalMonths > MAX_TENURE_YEARS * 12) throw new RangeError(`The SIP can last at most ${MAX_TENURE_YEARS} years; got ${totalMonths} months`);

  const monthlyRate = annualRatePercent / 12 / 100;
  const stepUpFactor = 1 + stepUpPercent / 100;
  const yearly: SipYear[] = [];
  let value = 0;
  let invested = 0;
  let instalment = monthlyInstalment;
  let previous = { totalInvested: 0, totalReturns: 0 };

  for (let month = 1; month <= totalMonths; month++) {
    if (month > 1 && month % 12 === 1) instalment *= stepUpFactor;
    invested += instalment;
    value = (value + instalment) * (1 + monthlyRate);
    requireFiniteResult("The SIP value", value);

    const endOfRow = month % 12 === 0 || month === totalMonths;
    if (!endOfRow) continue;
    const totalInvested = roundRupees(invested);
    // At a zero rate value and invested are the same sums; max() keeps float noise from showing −0.
    const totalReturns = roundRupees(Math.max(0, value - invested));
    yearly.push({
      year: yearly.length + 1,
      months: month - yearly.length * 12,
      monthlyInstalment: roundPaise(instalment),
      opening: previous.totalInvested + previous.totalReturns,
      invested: totalInvested - previous.totalInvested,
      returns: totalReturns - previous.totalReturns,
      closing: totalInvested + totalReturns,
      totalInvested,
      totalReturns,
    });
    previous = { totalInvested, totalReturns };
  }

  return {
    months: totalMonths,
    invested: previous.totalInvested,
    returns: previous.totalReturns,
    total: previous.totalInvested + previous.totalReturns,
    yearly,
  };
}

export interface LumpsumInput {
  /** invested once, at the start */
  amount: number;
  /** expected return, percent a year, compounded yearly */
  annualRatePercent: number;
  /** may be fractional: 2.5 is two and a half years */
  years: number;
}

export interface LumpsumYear {
  /** 1, 2, …; a final part-year is numbered after the last whole year */
  year: number;
  /** years from the start to the end of this row */
  elapsedYears: number;
  /** 0 in year 1, before the money goes in */
  opening: number;
  /** the amount in year 1, nothing after */
  invested: number;
  returns: number;
  closing: number;
  totalInvested: number;
  totalReturns: number;
}

export interface LumpsumResult {
  invested: number;
  returns: number;
  total: number;
  /** (total/invested)^(1/years) − 1 in percent, two decimals: with yearly compounding, the rate itself */
  cagrPercent: number;
  /** (total − invested)/invested in percent, two decimals */
  absoluteReturnPercent: number;
  yearly: LumpsumYear[];
}

/** A one-time investment: FV = P × (1 + r/100)^t, t possibly fractional (§30). */
export function lumpsumProjection(input: LumpsumInput): LumpsumResult {
  const { amount, annualRatePercent, years } = input;
  requirePositive("amount", amount);
  requireNonNegative("annualRatePercent", annualRatePercent);
  requireTenure("years", years);
  const growthFactor = 1 + annualRatePercent / 100;
  const valueAfter = (elapsedYears: number): number => amount * growthFactor ** elapsedYears;
  const finalValue = valueAfter(years);
  requireFiniteResult("The value", finalValue);

  const totalInvested = roundRupees(amount);
  const yearly: LumpsumYear[] = [];
  let previousReturns = 0;
  yearEnds(years).forEach((elapsedYears, index) => {
    const totalReturns = roundRupees(valueAfter(elapsedYears) - amount);
    yearly.push({
      year: index + 1,
      elapsedYears,
      opening: index === 0 ? 0 : totalInvested + previousReturns,
      invested: index === 0 ? totalInvested : 0,
      returns: totalReturns - previousReturns,
      closing: totalInvested + totalReturns,
      totalInvested,
      totalReturns,
    });
    previousReturns = totalReturns;
  });

  return {
    invested: totalInvested,
    returns: previousReturns,
    total: totalInvested + previousReturns,
    // From the exact values, so rounding to the rupee does not move the percentages.
    cagrPercent: roundPercent(((finalValue / amount) ** (1 / years) - 1) * 100),
    absoluteReturnPercent: roundPercent(((finalValue - amount) / amount) * 100),
    yearly,
  };
}
