import { NSC_RATE, NSC_RULES, nscMaturity, type NscResult, type NscYear } from "@/lib/finance/nsc";
import { formatInr, formatPercent } from "@/lib/format";
import { sectionNumberOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";

export type NscCalculatorInput = InputOf<typeof fields>;

/** The caption of the yearly schedule, which the chart names as holding its numbers. */
export const NSC_SCHEDULE_CAPTION = "Your NSC, year by year";

const TENURE = NSC_RULES.tenureYears.value;
const REINVESTED_YEARS = NSC_RULES.deemedReinvestedYears.value;
const SECTION_80C = "section 80C of the Income-tax Act, 1961 (section 123 and Schedule XV of the Income-tax Act, 2025 from tax year 2026-27)";
/** In running text shown for every year: "section 123 (section 80C of the 1961 Act)". */
const SECTION_80C_BOTH = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** In short labels: "section 123 / 80C". */
const SECTION_80C_SHORT = `section ${sectionNumberOf("80C", FIRST_TAX_YEAR_UNDER_2025_ACT)} / 80C`;

/** Certificates are bought in multiples of ₹100; the field itself checks the minimum. */
export function validateNsc(input: NscCalculatorInput): Partial<Record<keyof NscCalculatorInput, string>> {
  const multiple = NSC_RULES.depositMultiple.value;
  if (input.amount % multiple === 0) return {};
  const below = Math.floor(input.amount / multiple) * multiple;
  const above = below + multiple;
  const suggestions = below >= NSC_RULES.minimumDeposit.value ? `${formatInr(below)} or ${formatInr(above)}` : formatInr(above);
  return { amount: `NSCs are bought in multiples of ${formatInr(multiple)}: enter ${suggestions}, for example.` };
}

export function computeNsc(input: NscCalculatorInput): CalculatorResult {
  const result = nscMaturity({ amount: input.amount, annualRatePercent: input.rate });
  const yearFive = result.yearly[result.yearly.length - 1];
  const rate = formatPercent(result.annualRatePercent);

  const summary = `${formatInr(result.amount)} in NSC at ${rate} a year, compounded yearly, grows to ${formatInr(result.maturity)} after ${TENURE} years: ${formatInr(result.interest)} of interest, of which ${formatInr(result.interestDeemedReinvested)} (years 1 to ${REINVESTED_YEARS}) counts again for ${SECTION_80C_BOTH} in the old regime.`;

  const maturitySteps: Step[] = [
    { label: "Amount invested", amount: result.amount, reference: NSC_RULES.minimumDeposit.reference },
    { label: "Rate, compounded yearly and fixed for the term (r)", text: rate, reference: NSC_RATE.reference },
    { label: "Term", text: `${TENURE} years`, reference: NSC_RULES.tenureYears.reference },
    {
      label: `Maturity value of ₹1,000: 1,000 × (1 + r)^${TENURE}, to the paisa`,
      text: formatInr(result.maturityPerThousand, { paise: true }),
      reference: NSC_RULES.tableDenomination.reference,
    },
    {
      label: `Your maturity value: ${formatInr(result.maturityPerThousand, { paise: true })} × ${formatInr(result.amount)} ÷ 1,000, to the rupee`,
      amount: result.maturity,
      reference: `${NSC_RULES.tableDenomination.reference}, rounded to the nearest rupee`,
    },
    { label: "Interest: maturity value less amount invested", amount: result.interest, reference: "Accrues every year; taxable as income from other sources at your slab rate" },
  ];

  let opening = NSC_RULES.tableDenomination.value;
  const tableSteps: Step[] = result.yearly.map((row) => {
    const step: Step = {
      label: `Year ${row.year}: ${formatInr(opening, { paise: true })} × ${rate}`,
      text: formatInr(row.interestPerThousand, { paise: true }),
      reference: NSC_RULES.tableDenomination.reference,
    };
    opening += row.interestPerThousand;
    return step;
  });

  const taxSteps: Step[] = [
    {
      label: `Interest of years 1 to ${REINVESTED_YEARS}, deemed reinvested`,
      amount: result.interestDeemedReinvested,
      reference: NSC_RULES.deemedReinvestedYears.reference,
    },
    {
      label: `Interest of year ${TENURE}: taxable, not reinvested`,
      amount: yearFive?.interest ?? 0,
      reference: `${NSC_RULES.deemedReinvestedYears.reference}; the fifth year's interest is paid at maturity and is only taxable`,
    },
  ];

  return {
    summary,
    groups: [
      {
        title: "Your National Savings Certificate",
        figures: [
          { name: "interest", label: "Interest earned", value: result.interest, format: "rupees" },
          { name: "maturity", label: `Maturity value after ${TENURE} years`, value: result.maturity, format: "rupees" },
          { name: "reinvestedInterest", label: `Interest that counts for ${SECTION_80C_SHORT} (years 1 to ${REINVESTED_YEARS})`, value: result.interestDeemedReinvested, format: "rupees" },
          { name: "perThousand", label: "Maturity value of ₹1,000", value: result.maturityPerThousand, format: "paise" },
        ],
      },
    ],
    breakdown: [
      { title: "Maturity value", steps: maturitySteps },
      { title: "Interest on ₹1,000, year by year (the scheme's table)", steps: tableSteps },
      { title: `Interest and ${SECTION_80C_SHORT} (old regime)`, steps: taxSteps },
    ],
    notes: notesFor(input, result),
    tables: [scheduleTable(result)],
    chart: chartFor(result),
  };
}

const yearLabel = (row: NscYear) => `Year ${row.year}`;

function scheduleTable(result: NscResult): ResultTable {
  const rows: (string | number)[][] = [];
  const csvRows: number[][] = [];
  for (const row of result.yearly) {
    const plain = [row.opening, row.interest, row.deemedReinvested, result.amount, row.closing];
    rows.push([yearLabel(row), ...plain.map((amount) => formatInr(amount))]);
    csvRows.push([row.year, ...plain]);
  }
  return {
    caption: NSC_SCHEDULE_CAPTION,
    columns: ["Year", "Opening balance", "Interest accrued", `Deemed reinvested (${SECTION_80C_SHORT})`, "Amount invested", "Total value"],
    rows,
    csvFileName: "nsc-schedule.csv",
    csvRows,
  };
}

function chartFor(result: NscResult): ChartSpec {
  return {
    title: "Amount invested and total value of the NSC at the end of each year",
    labels: result.yearly.map(yearLabel),
    series: [
      { label: "Amount invested", values: result.yearly.map(() => result.amount) },
      { label: "Total value", values: result.yearly.map((row) => row.closing) },
    ],
    tableCaption: NSC_SCHEDULE_CAPTION,
  };
}

function notesFor(input: NscCalculatorInput, result: NscResult): string[] {
  const notes: string[] = [];
  if (input.rate !== NSC_RATE.value) {
    notes.push(`You entered ${formatPercent(input.rate)}: certificates bought from 1 April 2023 earn ${NSC_RATE.value}%. Use the rate printed on your certificate, which is the rate on the day of purchase.`);
  }
  notes.push(`${NSC_RATE.note ?? ""}`.trim());
  if (result.amount % NSC_RULES.tableDenomination.value !== 0) {
    notes.push(
      `The post office pays any amount in proportion to the scheme's figure for ₹1,000 (${formatInr(result.maturityPerThousand, { paise: true })}), rounded to the rupee; for an amount that is not a multiple of ₹1,000 that can differ by a rupee or two from ${formatInr(result.amount)} × (1 + r)^${TENURE}.`,
    );
  }
  notes.push(
    `The interest is added to the certificate every year and paid with it at maturity. It is taxable as income from other sources at your slab rate, and no TDS is deducted, so declare it yourself. Most people declare it year by year as it accrues: then the interest of years 1 to ${REINVESTED_YEARS} counts as a fresh investment under ${SECTION_80C}, within the ₹1.5 lakh limit, in the old regime only.`,
    `The deposit itself also counts under ${SECTION_80C_BOTH} in the old regime. The new regime allows neither deduction.`,
    "A certificate cannot be cashed before five years except on the holder's death, forfeiture by a pledgee or a court order; it can be pledged as security for a loan.",
  );
  return notes.filter((note) => note.length > 0);
}
