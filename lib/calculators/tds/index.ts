import { formatInr, formatPercent } from "@/lib/format";
import { financialYearLabel } from "@/lib/tax";
import { computeTds } from "@/lib/tax/tds-compute";
import { describeThreshold, sectionCitation, sectionLabel } from "@/lib/tax/tds-describe";
import { DEFAULT_TDS_YEAR, isTdsYear, PAYEE_TYPES, TDS_RATES_BY_YEAR, TDS_YEARS, tdsRowsFor, type PayeeType, type TdsYear } from "@/lib/tax/tds-rates";
import { choice, count, rupees, toggle } from "../fields";
import type { RawInputs } from "../read-inputs";
import { defineCalculator, type CalculatorResult, type Figure } from "../types";
import { tdsMeta } from "./meta";
import { formAcrossYears } from "@/lib/tax/forms";

/** ₹10,000 crore: above any single payment this asks about, below any rounding trouble. */
const MAX_AMOUNT = 100_000_000_000;
const DEFAULT_YEAR: TdsYear = DEFAULT_TDS_YEAR;
const DEFAULT_SECTION = "194J-b";

const PAYEE_LABELS: Record<PayeeType, string> = {
  individual: "Individual",
  huf: "HUF",
  company: "Company",
  other: "Firm, LLP or other",
};

/** The picker's options for a year: "393 (was 194J(b)): Fees for …" from 2026-27, "194J(b): Fees for …" before. */
export function sectionOptionsFor(fy: TdsYear) {
  return tdsRowsFor(fy).map((row) => ({ value: row.id, label: `${sectionLabel(row)}: ${row.nature}` }));
}

/**
 * Every year's rows share these ids, so `section=194J-b` works for either `fy`; the picker
 * labels them as the chosen year's Act does (the default year's while `fy` is not one).
 */
const sectionOptions = sectionOptionsFor(DEFAULT_YEAR);
const sectionLabelsFor = (raw: RawInputs) => sectionOptionsFor(isTdsYear(raw.fy) ? raw.fy : DEFAULT_YEAR);

const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const sectionOf = (raw: Record<string, string>) => rawOf(raw, "section", DEFAULT_SECTION);
/** Sections paid only to individuals, or worked out on the person's income: the payee type does not matter. */
const INDIVIDUAL_ONLY = new Set(["192", "192A", "194P"]);

export const fields = {
  fy: choice<TdsYear>({
    label: "Financial year",
    options: TDS_YEARS.map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: DEFAULT_YEAR,
    display: "select",
  }),
  section: choice<string>({
    label: "Section and payment",
    options: sectionOptions,
    labelsFor: sectionLabelsFor,
    default: DEFAULT_SECTION,
    display: "select",
  }),
  payee: choice<PayeeType>({
    label: "Paid to",
    options: PAYEE_TYPES.map((payee) => ({ value: payee, label: PAYEE_LABELS[payee] })),
    default: "individual",
    display: "select",
    visibleWhen: (raw) => !INDIVIDUAL_ONLY.has(sectionOf(raw)),
  }),
  amount: rupees({
    label: "Amount",
    help: "For most payments, the total paid to this payee in the year; per transaction for lottery and horse-race winnings; one month's rent for rent; the year's gross salary for salary; the price for a property purchase.",
    default: 55_000,
    max: MAX_AMOUNT,
  }),
  yearTotal: rupees({
    label: "Paid to this contractor in the year, including this payment",
    help: "TDS applies when one payment is above ₹30,000 or the year's total is above ₹1,00,000.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => sectionOf(raw) === "194C",
  }),
  months: count({
    label: "Months of rent in the year",
    help: "The tax is deducted once, from the last month's rent.",
    default: 12,
    min: 1,
    max: 12,
    visibleWhen: (raw) => sectionOf(raw) === "194-IB",
  }),
  premiums: rupees({
    label: "Premiums paid on the policy",
    help: "TDS is on the income part: the payout less the premiums.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => sectionOf(raw) === "194DA",
  }),
  stampValue: rupees({
    label: "Stamp duty value",
    help: "The value fixed for stamp duty. TDS is on it when it is higher than the price.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => sectionOf(raw) === "194-IA",
  }),
  senior: toggle({
    label: "The payee is a senior citizen (60 or more)",
    help: "A resident individual aged 60 or more has a ₹1,00,000 limit for bank interest.",
    default: false,
    visibleWhen: (raw) => sectionOf(raw) === "194A-bank" && rawOf(raw, "payee", "individual") === "individual",
  }),
  specified: toggle({
    label: "I, the buyer, am a specified person",
    help: "An individual or HUF with no business or professional income, or with turnover up to ₹1 crore (professional receipts up to ₹50 lakh).",
    default: false,
    visibleWhen: (raw) => sectionOf(raw) === "194S",
  }),
  pan: toggle({
    label: "The payee has given a valid PAN",
    help: "Without it, the rate becomes the highest of the section's rate, the rate in force and 20% (section 206AA of the 1961 Act, kept by the 2025 Act); 5% for e-commerce sales and purchases of goods.",
    default: true,
  }),
};

export const tds = defineCalculator({
  meta: tdsMeta,
  fields,
  layout: [
    { title: "Payment", fields: ["fy", "section", "payee", "amount", "yearTotal", "months", "premiums", "stampValue", "senior", "specified", "pan"] },
  ],
  compute(input): CalculatorResult {
    const result = computeTds({
      fy: input.fy,
      sectionId: input.section,
      payee: INDIVIDUAL_ONLY.has(input.section) ? "individual" : input.payee,
      amount: input.amount,
      panFurnished: input.pan,
      seniorCitizen: input.senior,
      specifiedPayer: input.specified,
      yearTotal: input.yearTotal,
      months: input.months,
      premiums: input.premiums,
      stampValue: input.stampValue,
    });
    const row = result.row;
    const section = sectionCitation(row, input.fy);
    const yearRules = TDS_RATES_BY_YEAR[input.fy];

    let summary: string;
    if (!result.computed) summary = `TDS under ${section} is the tax on your whole income for the year, which the bank works out at the slab rates.`;
    else if (!result.applies) summary = `No TDS under ${section}. ${result.reason}`;
    else if (row.base === "salaryTax") summary = `TDS on salary for the year: ${formatInr(result.tds)}, leaving ${formatInr(result.net)} to be paid.`;
    else if (result.uncappedTds !== null) {
      summary = `TDS under ${section}: ${formatPercent(result.rate ?? 0)} of ${formatInr(result.base)} is ${formatInr(result.uncappedTds)}, cut to ${formatInr(result.tds)}${row.noPanCappedAtOneMonth?.value && !input.pan ? ", one month's rent" : ", the sum paid"}, leaving ${formatInr(result.net)} to be paid.`;
    } else
      summary = `TDS under ${section}: ${formatPercent(result.rate ?? 0)} of ${formatInr(result.base)} = ${formatInr(result.tds)}, leaving ${formatInr(result.net)} to be paid.`;

    const figures: Figure[] = [
      { name: "applies", label: "TDS applies", value: result.applies ? "Yes" : "No", format: "text", note: result.reason },
      { name: "threshold", label: "Threshold", value: describeThreshold(row), format: "text" },
      result.rate !== null
        ? {
            name: "rate",
            label: row.base === "salaryTax" ? "Average rate on taxable salary" : result.applies ? "Rate" : "Rate above the threshold",
            value: result.rate,
            format: "percent",
            note: input.pan ? undefined : `Raised for want of PAN (${yearRules.noPanRuleName}).`,
          }
        : { name: "rate", label: "Rate", value: row.rates.kind === "slab" ? "Slab rates" : "None", format: "text" },
    ];
    if (result.computed) {
      figures.push(
        { name: "tds", label: row.base === "salaryTax" ? "TDS for the year" : "TDS to deduct", value: result.tds, format: "rupees" },
        { name: "net", label: "Amount payable after TDS", value: result.net, format: "rupees" },
      );
    } else {
      figures.push({ name: "tds", label: "TDS to deduct", value: "Worked out by the bank", format: "text" });
    }

    const notes = [
      ...(row.assumption ? [row.assumption] : []),
      ...(row.formerSection
        ? [
            `Tax year ${input.fy} falls under the ${yearRules.act}, which keeps the FY 2025-26 rates and thresholds: salary in section 392, other payments in the tables of section 393, TCS in section 394. The Table and serial number of section 393 are not shown, only the section.`,
          ]
        : []),
      ...(result.computed && row.base !== "salaryTax" ? [yearRules.rounding.note ?? yearRules.rounding.reference] : []),
      ...(row.notes ?? []),
      `Rates are for resident payees. TDS is deducted when the amount is paid or credited, whichever is earlier; a lower-deduction certificate (section 197; applied for in ${formAcrossYears("lowerTdsCertificate")}) or a no-tax declaration (${formAcrossYears("noTdsDeclaration")}) can reduce it.`,
    ];

    return {
      summary,
      groups: [{ title: `Section ${sectionLabel(row)}`, highlight: result.applies && result.tds > 0, figures }],
      breakdown: [{ title: `How the TDS under section ${sectionLabel(row)} is worked out`, steps: result.steps.map((step) => ({ ...step })) }],
      notes,
    };
  },
  explanation: [
    "Tax deducted at source (TDS) is income-tax that the payer keeps back from a payment and pays to the government for the payee, who later claims it against the tax on his or her income. Up to FY 2025-26, Chapter XVII-B of the Income-tax Act, 1961 set a section for each kind of payment (192 to 194T), with its own threshold and rate.",
    "From the tax year 2026-27 the Income-tax Act, 2025 applies: TDS on salary is in section 392 (was 192 and 192A), the other payments to residents are in the tables of section 393 (was 193 to 194T), and tax collected at source is in section 394 (was 206C). The rates and thresholds are the same as in FY 2025-26. The calculator shows both numbers, such as 393 (was 194J(b)); it does not show the Table or serial number of section 393.",
    "For FY 2025-26 the Finance Act 2025 raised many thresholds, which the tax year 2026-27 keeps: bank interest to ₹50,000 (₹1,00,000 for senior citizens), other interest and dividends to ₹10,000, professional and technical fees to ₹50,000, commission to ₹20,000, and rent to ₹50,000 a month. Once a threshold is crossed, TDS is usually due on the whole amount, not only on the part above it; sections 194N and 194Q are the exceptions.",
    "A payee who does not give a valid PAN suffers TDS at the highest of the section's rate, the rate in force and 20% under section 206AA (5% for e-commerce sales and purchases of goods); the 2025 Act keeps this rule. There is no “twice the rate”: that was section 206AB, for people who had not filed returns, removed from 1 April 2025.",
    "The calculator below tests the threshold, picks the rate for the payee, and rounds the TDS to the nearest rupee. The chart lists every section with its threshold, rates and reference; type a section number or a word such as rent to filter it.",
  ],
  faq: [
    {
      question: "Is TDS deducted on the whole amount or only on the part above the threshold?",
      answer:
        "On the whole amount, for almost every section: professional fees of ₹55,000 bear 10% of ₹55,000, that is ₹5,500. Section 194Q (purchase of goods) and section 194N (cash withdrawals) tax only the part above their limits.",
    },
    {
      question: "What is the TDS on bank FD interest for the tax year 2026-27 (and FY 2025-26)?",
      answer: `10% once the interest from one bank crosses ₹50,000 in the year, or ₹1,00,000 for a senior citizen. A person whose income is below the taxable limit can give the bank ${formAcrossYears("noTdsDeclaration")} to avoid the deduction.`,
    },
    {
      question: "What if the payee does not give a PAN?",
      answer:
        "Section 206AA applies (the 2025 Act keeps it): the rate becomes the highest of the section's rate, the rate in force and 20% (5% for e-commerce sales and purchases of goods, 194-O and 194Q). For house rent paid by an individual (194-IB) the deduction cannot exceed one month's rent.",
    },
    {
      question: "I pay ₹60,000 a month as house rent. Do I deduct TDS?",
      answer:
        "Yes, if you are an individual or HUF not liable to tax audit: section 393 of the Income-tax Act, 2025 (section 194-IB of the 1961 Act up to FY 2025-26) applies above ₹50,000 a month. You deduct 2% once, from the last month's rent: 2% of ₹7,20,000 is ₹14,400 for a full year.",
    },
    {
      question: "Is TDS rounded to the nearest ten rupees?",
      answer:
        "In practice TDS is rounded to the nearest rupee, which is what this calculator does. Section 288B rounds tax payable to ₹10, but whether it applies to TDS is unsettled.",
    },
  ],
});
