import { formatInr, formatPercent } from "@/lib/format";
import { computeNps, NPS_EXIT_RULES, type NpsExitRules, type NpsResult } from "@/lib/finance/nps";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import { EXIT_RULES_BY_SECTOR, NORMAL_EXIT_AGE, type fields } from "./fields";
import { NPS_TEXT } from "./text";

type Text = TranslationOf<(typeof NPS_TEXT)["en"]>;

export type NpsCalculatorInput = InputOf<typeof fields>;

export const NPS_TABLE_CAPTION = NPS_TEXT.en.tableCaption;
export const NPS_CSV_FILE = "nps-schedule.csv";
/** Section 10(12A) of the Income-tax Act, 1961: up to 60% of the corpus paid on closure or exit is exempt. */
const TAX_FREE_LUMP_SUM_PERCENT = latest(incomeTaxLimits.npsExemptLumpSumPercent).value;

/** The exit rules for the subscriber's sector. */
const rulesOf = (input: NpsCalculatorInput): NpsExitRules => NPS_EXIT_RULES[EXIT_RULES_BY_SECTOR[input.sector]];

function runNps(input: NpsCalculatorInput, annuityPercent: number): NpsResult {
  return computeNps({
    currentAge: input.age,
    exitAge: input.exitAge,
    monthlyContribution: input.monthly,
    annualIncreasePercent: input.increase,
    expectedReturn: input.rate,
    annuityPercent,
    annuityRate: input.annuityRate,
    exitRules: EXIT_RULES_BY_SECTOR[input.sector],
  });
}

/**
 * Ages must leave at least a year of contributions, and the annuity share must reach the
 * rules' minimum unless the corpus is small enough to be taken wholly as a lump sum.
 */
export function validateNps(input: NpsCalculatorInput, locale: Locale = "en"): Partial<Record<keyof NpsCalculatorInput, string>> {
  const t = messagesFor(NPS_TEXT, locale);
  if (input.exitAge <= input.age) return { exitAge: t.exitAfterAge(input.age) };
  const rules = rulesOf(input);
  const latest = rules.latestExitAge.value;
  if (input.exitAge > latest) return { exitAge: t.exitAtMost(latest, t.sectorNames[input.sector] ?? input.sector) };
  // A 100% share is always allowed, so this run gives the corpus and the minimum without throwing.
  const probe = runNps(input, 100);
  if (input.annuity < probe.minimumAnnuityPercent && !probe.wholeCorpusMayBeLumpSum) {
    const limit = probe.exit === "normal" ? rules.wholeLumpSumLimit.value : rules.prematureWholeLumpSumLimit.value;
    const when = probe.exit === "normal" ? t.whenNormal(NORMAL_EXIT_AGE) : t.whenPremature(NORMAL_EXIT_AGE);
    return {
      annuity: t.annuityAtLeast(probe.minimumAnnuityPercent, t.sectorNames[input.sector] ?? input.sector, when, formatInr(limit), formatInr(probe.corpus)),
    };
  }
  return {};
}

export function computeNpsCalculator(input: NpsCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(NPS_TEXT, locale);
  const rules = rulesOf(input);
  const rulesLabel = t.ruleLabels[input.sector] ?? rules.label;
  const result = runNps(input, input.annuity);
  const years = input.exitAge - input.age;
  const premature = result.exit === "premature";
  const minimumRule = premature ? rules.prematureMinimumAnnuityPercent : rules.minimumAnnuityPercent;
  const limitRule = premature ? rules.prematureWholeLumpSumLimit : rules.wholeLumpSumLimit;
  const rising = input.increase > 0 ? t.rising(formatPercent(input.increase)) : "";

  const summary =
    t.summaryCorpus(formatInr(input.monthly), rising, input.age, input.exitAge, formatPercent(input.rate), formatInr(result.corpus), formatInr(result.totalInvested)) +
    (result.annuityCorpus > 0
      ? t.summaryPension(formatPercent(input.annuity), formatPercent(input.annuityRate), formatInr(result.monthlyPension), formatInr(result.lumpSum))
      : t.summaryNoAnnuity(formatInr(result.lumpSum)));

  const monthlyRate = input.rate / 12;
  const corpusSteps: Step[] = [
    { label: t.stepFirstYear, amount: input.monthly, reference: t.stepFirstYearReference },
    ...(input.increase > 0
      ? [{ label: t.stepRaised(formatPercent(input.increase)), text: t.stepRaisedText(formatInr(result.yearly.at(-1)!.monthlyContribution)), reference: t.stepRaisedReference }]
      : []),
    { label: t.stepMonths(years), text: String(result.months), reference: t.stepMonthsReference(input.age, input.exitAge) },
    {
      label: t.stepMonthlyReturn(formatPercent(input.rate)),
      text: formatPercent(monthlyRate, { maximumFractionDigits: 4 }),
      reference: t.stepMonthlyReturnReference,
    },
    { label: t.invested, amount: result.totalInvested, reference: t.investedReference },
    { label: t.returns, amount: result.totalReturns, reference: t.returnsReference },
    {
      label: t.corpus,
      amount: result.corpus,
      reference: t.corpusReference(formatPercent(input.rate)),
    },
  ];

  const exitSteps: Step[] = [
    {
      label: premature ? t.stepPremature(input.exitAge, NORMAL_EXIT_AGE) : t.stepNormal(input.exitAge),
      text: rulesLabel,
      reference: rules.normalExitAge.reference,
    },
    { label: t.stepLeastShare, text: formatPercent(result.minimumAnnuityPercent), reference: minimumRule.reference },
    {
      label: t.stepWholeLumpSum(formatInr(limitRule.value)),
      text: result.wholeCorpusMayBeLumpSum ? t.stepWithin : t.stepAbove,
      reference: limitRule.reference,
    },
    { label: t.stepAnnuity(formatPercent(input.annuity)), amount: result.annuityCorpus, reference: t.stepAnnuityReference },
    { label: t.stepLumpSum, amount: result.lumpSum, reference: t.stepLumpSumReference },
  ];

  const pensionSteps: Step[] = [
    { label: t.stepPrice, amount: result.annuityCorpus, reference: t.stepPriceReference },
    {
      label: t.stepPension(formatPercent(input.annuityRate)),
      amount: result.monthlyPension,
      reference: t.stepPensionReference,
    },
  ];

  const { table, chart } = scheduleOf(result, t);

  return {
    summary,
    groups: [
      {
        title: t.groupCorpus(input.exitAge),
        figures: [
          { name: "invested", label: t.invested, value: result.totalInvested, format: "rupees" },
          { name: "returns", label: t.returns, value: result.totalReturns, format: "rupees" },
          { name: "corpus", label: t.corpus, value: result.corpus, format: "rupees" },
        ],
      },
      {
        title: t.groupExit,
        highlight: true,
        figures: [
          { name: "lumpSum", label: t.lumpSum, value: result.lumpSum, format: "rupees" },
          { name: "annuity", label: t.annuityBought, value: result.annuityCorpus, format: "rupees" },
          { name: "pension", label: t.pension, value: result.monthlyPension, format: "rupees" },
          { name: "minAnnuity", label: t.minAnnuity, value: result.minimumAnnuityPercent, format: "percent" },
        ],
      },
    ],
    breakdown: [
      { title: t.corpus, steps: corpusSteps },
      { title: t.breakdownExit(rulesLabel), steps: exitSteps },
      { title: t.breakdownPension, steps: pensionSteps },
    ],
    notes: notesFor(input, result, rules, t),
    tables: [table],
    chart,
  };
}

function scheduleOf(result: NpsResult, t: Text): { table: ResultTable; chart: ChartSpec } {
  let investedSoFar = 0;
  const rows: (string | number)[][] = [];
  const csvRows: (string | number)[][] = [];
  const investedSeries: number[] = [];
  const valueSeries: number[] = [];
  for (const row of result.yearly) {
    investedSoFar += row.invested;
    investedSeries.push(investedSoFar);
    valueSeries.push(row.closing);
    rows.push([t.yearLabel(row.year), row.age, formatInr(row.monthlyContribution), formatInr(row.invested), formatInr(row.returns), formatInr(investedSoFar), formatInr(row.closing)]);
    csvRows.push([row.year, row.age, row.monthlyContribution, row.invested, row.returns, investedSoFar, row.closing]);
  }
  const table: ResultTable = {
    caption: t.tableCaption,
    columns: [...t.columns],
    rows,
    csvFileName: NPS_CSV_FILE,
    csvRows,
  };
  const chart: ChartSpec = {
    title: t.chartTitle,
    labels: result.yearly.map((row) => t.yearLabel(row.year)),
    series: [
      { label: t.seriesInvested, values: investedSeries },
      { label: t.seriesValue, values: valueSeries },
    ],
    tableCaption: t.tableCaption,
  };
  return { table, chart };
}

function notesFor(input: NpsCalculatorInput, result: NpsResult, rules: NpsExitRules, t: Text): string[] {
  const notes: string[] = [t.noteReturns(formatPercent(input.rate))];
  if (result.wholeCorpusMayBeLumpSum) {
    const limit = result.exit === "normal" ? rules.wholeLumpSumLimit.value : rules.prematureWholeLumpSumLimit.value;
    notes.push(t.noteSmallCorpus(formatInr(limit)));
  }
  if (result.exit === "premature") notes.push(t.notePremature(NORMAL_EXIT_AGE, result.minimumAnnuityPercent));
  // The rules' own assumptions (docs/tax-methods.md §35.2 UNSURE points), each once.
  const ruleValues = result.exit === "premature"
    ? [rules.normalExitAge, rules.prematureMinimumAnnuityPercent, rules.prematureWholeLumpSumLimit]
    : [rules.normalExitAge, rules.latestExitAge, rules.minimumAnnuityPercent, rules.wholeLumpSumLimit];
  notes.push(...new Set(ruleValues.map((value) => value.note).filter((note): note is string => Boolean(note)).map((note) => t.ruleNote(note))));
  // With at least 40% in the annuity the whole lump sum is within 60% (the split is rounded from the exact corpus).
  const taxFree = input.annuity >= 100 - TAX_FREE_LUMP_SUM_PERCENT ? result.lumpSum : Math.min(result.lumpSum, Math.round((result.corpus * TAX_FREE_LUMP_SUM_PERCENT) / 100));
  notes.push(
    t.noteTaxFree(TAX_FREE_LUMP_SUM_PERCENT, formatInr(taxFree)) +
      (result.lumpSum > taxFree ? t.noteTaxAbove(formatInr(result.lumpSum - taxFree), TAX_FREE_LUMP_SUM_PERCENT) : "") +
      t.noteTaxAnnuity,
    t.noteDeductions,
    t.notePension,
  );
  return notes;
}
