import { NSC_RATE, NSC_RULES, nscMaturity, type NscResult } from "@/lib/finance/nsc";
import { formatInr, formatPercent } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { NSC_TEXT } from "./text";

type Text = TranslationOf<(typeof NSC_TEXT)["en"]>;

export type NscCalculatorInput = InputOf<typeof fields>;

/** The caption of the yearly schedule, which the chart names as holding its numbers. */
export const NSC_SCHEDULE_CAPTION = NSC_TEXT.en.scheduleCaption;

const TENURE = NSC_RULES.tenureYears.value;
const REINVESTED_YEARS = NSC_RULES.deemedReinvestedYears.value;

/** Certificates are bought in multiples of ₹100; the field itself checks the minimum. */
export function validateNsc(input: NscCalculatorInput, locale: Locale = "en"): Partial<Record<keyof NscCalculatorInput, string>> {
  const t = messagesFor(NSC_TEXT, locale);
  const multiple = NSC_RULES.depositMultiple.value;
  if (input.amount % multiple === 0) return {};
  const below = Math.floor(input.amount / multiple) * multiple;
  const above = below + multiple;
  const suggestions = below >= NSC_RULES.minimumDeposit.value ? t.suggestionsEither(formatInr(below), formatInr(above)) : formatInr(above);
  return { amount: t.multipleError(formatInr(multiple), suggestions) };
}

export function computeNsc(input: NscCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(NSC_TEXT, locale);
  const result = nscMaturity({ amount: input.amount, annualRatePercent: input.rate });
  const yearFive = result.yearly[result.yearly.length - 1];
  const rate = formatPercent(result.annualRatePercent);

  const summary = t.summary(
    formatInr(result.amount),
    rate,
    formatInr(result.maturity),
    TENURE,
    formatInr(result.interest),
    formatInr(result.interestDeemedReinvested),
    REINVESTED_YEARS,
  );

  const maturitySteps: Step[] = [
    { label: t.stepAmount, amount: result.amount, reference: t.reference(NSC_RULES.minimumDeposit.reference) },
    { label: t.stepRate, text: rate, reference: t.rateReference },
    { label: t.stepTerm, text: t.years(TENURE), reference: t.reference(NSC_RULES.tenureYears.reference) },
    {
      label: t.stepPerThousand(TENURE),
      text: formatInr(result.maturityPerThousand, { paise: true }),
      reference: t.reference(NSC_RULES.tableDenomination.reference),
    },
    {
      label: t.stepMaturity(formatInr(result.maturityPerThousand, { paise: true }), formatInr(result.amount)),
      amount: result.maturity,
      reference: t.stepMaturityReference(t.reference(NSC_RULES.tableDenomination.reference)),
    },
    { label: t.stepInterest, amount: result.interest, reference: t.stepInterestReference },
  ];

  let opening = NSC_RULES.tableDenomination.value;
  const tableSteps: Step[] = result.yearly.map((row) => {
    const step: Step = {
      label: t.stepTableYear(row.year, formatInr(opening, { paise: true }), rate),
      text: formatInr(row.interestPerThousand, { paise: true }),
      reference: t.reference(NSC_RULES.tableDenomination.reference),
    };
    opening += row.interestPerThousand;
    return step;
  });

  const taxSteps: Step[] = [
    {
      label: t.stepReinvested(REINVESTED_YEARS),
      amount: result.interestDeemedReinvested,
      reference: t.reference(NSC_RULES.deemedReinvestedYears.reference),
    },
    {
      label: t.stepLastYear(TENURE),
      amount: yearFive?.interest ?? 0,
      reference: t.stepLastYearReference(t.reference(NSC_RULES.deemedReinvestedYears.reference)),
    },
  ];

  return {
    summary,
    groups: [
      {
        title: t.groupResult,
        figures: [
          { name: "interest", label: t.interest, value: result.interest, format: "rupees" },
          { name: "maturity", label: t.maturity(TENURE), value: result.maturity, format: "rupees" },
          { name: "reinvestedInterest", label: t.reinvestedInterest(REINVESTED_YEARS), value: result.interestDeemedReinvested, format: "rupees" },
          { name: "perThousand", label: t.perThousand, value: result.maturityPerThousand, format: "paise" },
        ],
      },
    ],
    breakdown: [
      { title: t.breakdownMaturity, steps: maturitySteps },
      { title: t.breakdownTable, steps: tableSteps },
      { title: t.breakdownTax, steps: taxSteps },
    ],
    notes: notesFor(input, result, t),
    tables: [scheduleTable(result, t)],
    chart: chartFor(result, t),
  };
}

function scheduleTable(result: NscResult, t: Text): ResultTable {
  const rows: (string | number)[][] = [];
  const csvRows: number[][] = [];
  for (const row of result.yearly) {
    const plain = [row.opening, row.interest, row.deemedReinvested, result.amount, row.closing];
    rows.push([t.yearLabel(row.year), ...plain.map((amount) => formatInr(amount))]);
    csvRows.push([row.year, ...plain]);
  }
  return {
    caption: t.scheduleCaption,
    columns: [...t.columns],
    rows,
    csvFileName: "nsc-schedule.csv",
    csvRows,
  };
}

function chartFor(result: NscResult, t: Text): ChartSpec {
  return {
    title: t.chartTitle,
    labels: result.yearly.map((row) => t.yearLabel(row.year)),
    series: [
      { label: t.seriesInvested, values: result.yearly.map(() => result.amount) },
      { label: t.seriesValue, values: result.yearly.map((row) => row.closing) },
    ],
    tableCaption: t.scheduleCaption,
  };
}

function notesFor(input: NscCalculatorInput, result: NscResult, t: Text): string[] {
  const notes: string[] = [];
  if (input.rate !== NSC_RATE.value) notes.push(t.noteRate(formatPercent(input.rate), NSC_RATE.value));
  notes.push(t.noteRateReset);
  if (result.amount % NSC_RULES.tableDenomination.value !== 0) {
    notes.push(t.noteProportion(formatInr(result.maturityPerThousand, { paise: true }), formatInr(result.amount), TENURE));
  }
  notes.push(t.noteTax(REINVESTED_YEARS), t.noteDeposit, t.noteEncash);
  return notes.filter((note) => note.length > 0);
}
