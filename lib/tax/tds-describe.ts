import { formatInr, formatPercent } from "../format";
import { TDS_RATES_BY_YEAR, type TdsSectionRow, type TdsYear } from "./tds-rates";

/*
 * The words of the TDS table, written from the data so the table, the calculator and
 * the law can never disagree: the threshold, the rates by payee, the rate without PAN.
 */

/** The section as a picker or the chart shows it: "194J(b)" (1961 Act); "393 (was 194J(b))" (2025 Act). */
export function sectionLabel(row: TdsSectionRow): string {
  return row.formerSection && row.formerSection !== row.section ? `${row.section} (was ${row.formerSection})` : row.section;
}

/**
 * The section in a sentence, naming the year's Act: "section 194J(b) of the Income-tax
 * Act, 1961"; "section 393 of the Income-tax Act, 2025 (was section 194J(b) of the 1961 Act)".
 */
export function sectionCitation(row: TdsSectionRow, fy: TdsYear): string {
  const citation = `section ${row.section} of the ${TDS_RATES_BY_YEAR[fy].act}`;
  return row.formerSection && row.formerSection !== row.section ? `${citation} (was section ${row.formerSection} of the 1961 Act)` : citation;
}

const PERIOD_WORDS = {
  year: "in the year",
  payment: "in a single transaction",
  month: "a month",
  consideration: "(consideration or stamp duty value)",
} as const;

export function describeThreshold(row: TdsSectionRow): string {
  const threshold = row.threshold;
  if (threshold.kind === "none") return "No threshold";
  if (threshold.kind === "slab") return row.base === "notComputed" ? "Tax on the year's income, worked out by the bank" : "Income above the exemption limit, after the rebate";
  const amount = formatInr(threshold.limit.value);
  const period = PERIOD_WORDS[threshold.period];
  let text: string;
  if (threshold.taxOn === "excess") text = `On the amount above ${amount} ${period}`;
  else if (threshold.singlePaymentLimit) text = `Above ${formatInr(threshold.singlePaymentLimit.value)} in a single payment or ${amount} ${period}`;
  else if (threshold.test === "atLeast") text = `${amount} or more ${period}`;
  else text = `Above ${amount} ${period}`;
  if (threshold.seniorCitizenLimit) text += `; ${formatInr(threshold.seniorCitizenLimit.value)} for a senior citizen`;
  if (threshold.specifiedPayerLimit) text += `; ${formatInr(threshold.specifiedPayerLimit.value)} where the payer is a specified person`;
  if (threshold.onlyFor) {
    const who = threshold.onlyFor.length === 2 ? "an individual or HUF" : "an individual";
    text = threshold.needsPan
      ? `None for ${who} with sales up to ${amount} ${period} who gave PAN or Aadhaar; otherwise every amount`
      : `${text} for ${who}; every amount for others`;
  }
  return text;
}

/** The rate for individuals and HUFs, or for other payees, as the table shows it. */
export function describeRate(row: TdsSectionRow, payees: "individualHuf" | "others"): string {
  const rates = row.rates;
  if (rates.kind === "slab") return payees === "individualHuf" ? "Slab rates" : "Not applicable";
  const rate = rates[payees];
  if (rate === null) return "Not applicable";
  if (payees === "others" && rates.company && rates.company.value !== rate.value) {
    return `${formatPercent(rate.value)} (${formatPercent(rates.company.value)} for a company)`;
  }
  return formatPercent(rate.value);
}

/** s.206AA: the rate when the payee has not furnished PAN. */
export function noPanRate(row: TdsSectionRow, normalRate: number, fy: TdsYear): number {
  return Math.max(normalRate, row.noPanRate?.value ?? TDS_RATES_BY_YEAR[fy].noPanMinimumRate.value);
}

export function describeNoPanRate(row: TdsSectionRow, fy: TdsYear): string {
  const rates = row.rates;
  const minimum = TDS_RATES_BY_YEAR[fy].noPanMinimumRate.value;
  if (rates.kind === "slab") {
    return row.base === "notComputed" ? "Not applicable" : `Higher of the average rate and ${formatPercent(minimum)}`;
  }
  const normal = [rates.individualHuf, rates.others, rates.company].filter((rate) => rate != null).map((rate) => rate.value);
  const distinct = [...new Set(normal.map((rate) => noPanRate(row, rate, fy)))].sort((a, b) => a - b);
  const text = distinct.map((rate) => formatPercent(rate)).join(" or ");
  return row.noPanCappedAtOneMonth?.value ? `${text}, at most one month's rent` : text;
}
