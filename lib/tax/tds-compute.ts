import { formatInr, formatPercent } from "../format";
import { toPaise } from "./formulas/rounding";
import { computeIncomeTax } from "./income-tax";
import { describeThreshold, noPanRate, sectionCitation, sectionLabel } from "./tds-describe";
import { TDS_RATES_BY_YEAR, type PayeeType, type TdsSectionRow, type TdsYear } from "./tds-rates";
import type { Parameter } from "./types";

/*
 * TDS on one payment (docs/tax-methods.md §24): whether the threshold is crossed, the rate for
 * the payee (s.206AA without PAN), the amount that bears TDS, the TDS rounded to the
 * rupee, and what is left to pay.
 */

export interface TdsInput {
  fy: TdsYear;
  /** a row id of the year's table ("194J-b") */
  sectionId: string;
  payee: PayeeType;
  /** the payment; for a section measured by the year, the year's total to this payee; for rent, a month's rent */
  amount: number;
  panFurnished: boolean;
  /** s.194A: the payee is a resident individual aged 60 or more */
  seniorCitizen: boolean;
  /** s.194S: the payer is a specified person */
  specifiedPayer: boolean;
  /** s.194C: the year's total paid to this contractor, including this payment */
  yearTotal: number;
  /** s.194-IB: months of rent in the year */
  months: number;
  /** s.194DA: premiums paid on the policy */
  premiums: number;
  /** s.194-IA: the stamp duty value */
  stampValue: number;
}

export interface TdsStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface TdsResult {
  row: TdsSectionRow;
  /** false for s.194P, which the bank works out on the whole income */
  computed: boolean;
  applies: boolean;
  /** why TDS applies or not */
  reason: string;
  /** the rate, percent, that applies to the payee (above the threshold); null when the section has none for this payee or uses slab rates */
  rate: number | null;
  /** the amount on which the rate is applied */
  base: number;
  tds: number;
  /** the TDS at the rate before a cap cut it down (one month's rent under s.194-IB, the sum paid), or null */
  uncappedTds: number | null;
  /** the sum paid or credited */
  gross: number;
  /** what the payee receives */
  net: number;
  steps: TdsStep[];
}

export function findTdsRow(fy: TdsYear, sectionId: string): TdsSectionRow {
  const row = TDS_RATES_BY_YEAR[fy].rows.find((candidate) => candidate.id === sectionId);
  if (!row) throw new RangeError(`No TDS section "${sectionId}" for FY ${fy}`);
  return row;
}

/**
 * `rate` percent of whole rupees, rounded to the nearest multiple of `rounding`, a half
 * going up. The product is first cleaned to the paisa, so floating-point noise (0.1% of
 * 12,345 computed as 12.345000000000001) never decides the rounding.
 */
function tdsOn(base: number, rate: number, rounding: number): number {
  const exact = toPaise((base * rate) / 100);
  return Math.floor(exact / rounding + 0.5) * rounding;
}

function rateFor(row: TdsSectionRow, payee: PayeeType): Parameter | null {
  const rates = row.rates;
  if (rates.kind !== "percent") return null;
  if (payee === "individual" || payee === "huf") return rates.individualHuf;
  if (payee === "company" && rates.company) return rates.company;
  return rates.others;
}

const PAYEE_WORDS: Record<PayeeType, string> = { individual: "an individual", huf: "an HUF", company: "a company", other: "a firm, LLP or other payee" };

export function computeTds(input: TdsInput): TdsResult {
  const yearRules = TDS_RATES_BY_YEAR[input.fy];
  const row = findTdsRow(input.fy, input.sectionId);
  const citation = sectionCitation(row, input.fy);
  const steps: TdsStep[] = [{ label: citation.charAt(0).toUpperCase() + citation.slice(1), text: row.nature, reference: row.reference }];
  const rounding = yearRules.rounding;

  if (row.base === "notComputed") {
    return {
      row,
      computed: false,
      applies: true,
      reason: "The specified bank works out the tax on your pension and interest at the slab rates, after your deductions.",
      rate: null,
      base: input.amount,
      tds: 0,
      uncappedTds: null,
      gross: input.amount,
      net: input.amount,
      steps: [...steps, { label: "Threshold", text: describeThreshold(row), reference: row.threshold.kind === "limit" ? row.threshold.limit.reference : row.threshold.reference }],
    };
  }

  if (row.base === "salaryTax") return salaryTds(input, row, steps);

  const rateParameter = rateFor(row, input.payee);
  if (rateParameter === null) {
    return {
      row,
      computed: true,
      applies: false,
      reason: `Section ${sectionLabel(row)} does not cover payments to ${PAYEE_WORDS[input.payee]}.`,
      rate: null,
      base: 0,
      tds: 0,
      uncappedTds: null,
      gross: input.amount,
      net: input.amount,
      steps,
    };
  }

  // The threshold.
  const threshold = row.threshold;
  const measured = row.base === "higherOfConsiderationAndStampValue" ? Math.max(input.amount, input.stampValue) : input.amount;
  let applies = true;
  let reason: string;
  let limitUsed: Parameter | null = null;
  if (threshold.kind === "limit") {
    limitUsed = threshold.limit;
    if (threshold.seniorCitizenLimit && input.payee === "individual" && input.seniorCitizen) limitUsed = threshold.seniorCitizenLimit;
    if (threshold.specifiedPayerLimit && input.specifiedPayer) limitUsed = threshold.specifiedPayerLimit;
    const limitText = formatInr(limitUsed.value);
    if (threshold.onlyFor && !threshold.onlyFor.includes(input.payee)) {
      reason = `The ${limitText} limit is only for ${threshold.onlyFor.length === 2 ? "an individual or HUF" : "an individual"}: TDS applies to every amount paid to ${PAYEE_WORDS[input.payee]}.`;
    } else if (threshold.needsPan && !input.panFurnished) {
      reason = `The ${limitText} limit needs PAN or Aadhaar: without it, TDS applies to every amount.`;
    } else if (threshold.singlePaymentLimit) {
      const yearTotal = Math.max(input.yearTotal, input.amount);
      const overSingle = input.amount > threshold.singlePaymentLimit.value;
      const overYear = yearTotal > limitUsed.value;
      applies = overSingle || overYear;
      steps.push({ label: "Total for the year, including this payment", amount: yearTotal, reference: limitUsed.reference });
      reason = applies
        ? overSingle
          ? `This payment of ${formatInr(input.amount)} is above ${formatInr(threshold.singlePaymentLimit.value)}.`
          : `The year's total of ${formatInr(yearTotal)} is above ${limitText}.`
        : `This payment is not above ${formatInr(threshold.singlePaymentLimit.value)} and the year's total of ${formatInr(yearTotal)} is not above ${limitText}.`;
    } else {
      applies = threshold.test === "exceeds" ? measured > limitUsed.value : measured >= limitUsed.value;
      const what = threshold.period === "month" ? "The month's rent" : threshold.period === "consideration" ? "The higher of the consideration and the stamp duty value" : "The amount";
      reason = applies
        ? threshold.taxOn === "excess"
          ? `${what}, ${formatInr(measured)}, is above ${limitText}: TDS on the ${formatInr(measured - limitUsed.value)} above it.`
          : `${what}, ${formatInr(measured)}, is ${threshold.test === "exceeds" ? "above" : "at least"} ${limitText}.`
        : `${what}, ${formatInr(measured)}, is ${threshold.test === "exceeds" ? "not above" : "below"} the ${limitText} limit.`;
    }
    steps.push({ label: "Threshold", text: describeThreshold(row), reference: limitUsed.reference });
  } else {
    reason = "The section has no threshold: TDS applies to every amount.";
    steps.push({ label: "Threshold", text: describeThreshold(row), reference: threshold.reference });
  }
  steps.push({ label: "TDS applies?", text: applies ? "Yes" : "No", reference: limitUsed?.reference ?? row.reference });

  // The rate, and s.206AA without PAN.
  const normalRate = rateParameter.value;
  const rate = input.panFurnished ? normalRate : noPanRate(row, normalRate, input.fy);
  steps.push({ label: `Rate for ${PAYEE_WORDS[input.payee]}`, text: formatPercent(normalRate), reference: rateParameter.reference });
  if (!input.panFurnished) {
    steps.push({
      label: `Rate without PAN (${yearRules.noPanRuleName})`,
      text: formatPercent(rate),
      reference: row.noPanRate?.reference ?? yearRules.noPanMinimumRate.reference,
    });
  }

  // The amount that bears TDS, and the sum paid.
  let base: number;
  let gross = input.amount;
  switch (row.base) {
    case "incomePart":
      base = Math.max(0, input.amount - input.premiums);
      steps.push({ label: "Income part: payout less premiums paid", amount: base, reference: rateParameter.reference });
      break;
    case "rentForMonths":
      gross = input.amount * input.months;
      base = gross;
      steps.push({ label: `Rent for ${input.months} ${input.months === 1 ? "month" : "months"}`, amount: base, reference: row.reference });
      break;
    case "higherOfConsiderationAndStampValue":
      base = measured;
      steps.push({ label: "Higher of the consideration and the stamp duty value", amount: base, reference: rateParameter.reference });
      break;
    default:
      base = threshold.kind === "limit" && threshold.taxOn === "excess" ? Math.max(0, input.amount - threshold.limit.value) : input.amount;
      if (base !== input.amount) steps.push({ label: "Part above the threshold", amount: base, reference: threshold.kind === "limit" ? threshold.limit.reference : row.reference });
  }

  const atRate = applies ? tdsOn(base, rate, rounding.value) : 0;
  let tds = atRate;
  if (applies && !input.panFurnished && row.noPanCappedAtOneMonth?.value && tds > input.amount) {
    tds = input.amount;
    steps.push({ label: "Capped at one month's rent", amount: tds, reference: row.noPanCappedAtOneMonth.reference });
  }
  // TDS comes out of the sum paid and cannot exceed it (s.194-IA when the stamp value is far above the price).
  tds = Math.min(tds, gross);
  steps.push({ label: "TDS, rounded to the nearest rupee", amount: tds, reference: rounding.reference });
  steps.push({ label: "Amount payable after TDS", amount: gross - tds, reference: row.reference });

  return { row, computed: true, applies, reason, rate, base, tds, uncappedTds: tds < atRate ? atRate : null, gross, net: gross - tds, steps };
}

/** s.192: the year's tax on the estimated salary, new regime; without PAN the higher of that and 20% of taxable salary. */
function salaryTds(input: TdsInput, row: TdsSectionRow, steps: TdsStep[]): TdsResult {
  const yearRules = TDS_RATES_BY_YEAR[input.fy];
  const tax = computeIncomeTax({
    fy: input.fy,
    regime: "new",
    age: "below60",
    grossSalary: input.amount,
    otherIncome: 0,
    exemptHra: 0,
    deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
  });
  const applies = tax.totalTax > 0;
  const minimum = yearRules.noPanMinimumRate;
  let tds = tax.totalTax;
  steps.push({ label: "Taxable salary (after the standard deduction)", amount: tax.taxableIncome, reference: row.rates.kind === "slab" ? row.rates.reference : row.reference });
  steps.push({ label: `Tax for the year (new regime, after the ${yearRules.rebateSection} rebate, with cess)`, amount: tax.totalTax, reference: row.threshold.kind === "slab" ? row.threshold.reference : row.reference });
  if (applies && !input.panFurnished) {
    const atMinimum = tdsOn(tax.taxableIncome, minimum.value, yearRules.rounding.value);
    tds = Math.max(tds, atMinimum);
    steps.push({ label: `Without PAN: higher of that tax and ${formatPercent(minimum.value)} of taxable salary`, amount: tds, reference: minimum.reference });
  }
  tds = Math.min(tds, input.amount);
  steps.push({ label: "TDS for the year", amount: tds, reference: row.reference });
  steps.push({ label: "Salary after TDS", amount: input.amount - tds, reference: row.reference });
  const averageRate = tax.taxableIncome > 0 ? Math.round((tds / tax.taxableIncome) * 10_000) / 100 : 0;
  return {
    row,
    computed: true,
    applies,
    reason: applies
      ? `The year's tax on taxable salary of ${formatInr(tax.taxableIncome)} is ${formatInr(tax.totalTax)}: the employer deducts it over the year.`
      : `Taxable salary of ${formatInr(tax.taxableIncome)} bears no tax in the new regime (after the ${yearRules.rebateSection} rebate), so nothing is deducted.`,
    rate: applies ? averageRate : null,
    base: tax.taxableIncome,
    tds,
    uncappedTds: null,
    gross: input.amount,
    net: input.amount - tds,
    steps,
  };
}
