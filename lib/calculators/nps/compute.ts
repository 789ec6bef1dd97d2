import { formatInr, formatPercent } from "@/lib/format";
import { computeNps, NPS_EXIT_RULES, type NpsExitRules, type NpsResult } from "@/lib/finance/nps";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import { EXIT_RULES_BY_SECTOR, NORMAL_EXIT_AGE, type fields } from "./fields";

export type NpsCalculatorInput = InputOf<typeof fields>;

export const NPS_TABLE_CAPTION = "Your NPS account, year by year";
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

const SECTOR_NAMES: Record<NpsCalculatorInput["sector"], string> = {
  "non-government": "All-Citizen and corporate subscribers",
  government: "government subscribers",
};

/**
 * Ages must leave at least a year of contributions, and the annuity share must reach the
 * rules' minimum unless the corpus is small enough to be taken wholly as a lump sum.
 */
export function validateNps(input: NpsCalculatorInput): Partial<Record<keyof NpsCalculatorInput, string>> {
  if (input.exitAge <= input.age) {
    return { exitAge: `Enter an exit age after your age now (${input.age}): the calculator needs at least a year of contributions.` };
  }
  const rules = rulesOf(input);
  const latest = rules.latestExitAge.value;
  if (input.exitAge > latest) return { exitAge: `Enter an exit age of at most ${latest}: ${SECTOR_NAMES[input.sector]} may defer exit only up to ${latest}.` };
  // A 100% share is always allowed, so this run gives the corpus and the minimum without throwing.
  const probe = runNps(input, 100);
  if (input.annuity < probe.minimumAnnuityPercent && !probe.wholeCorpusMayBeLumpSum) {
    const limit = probe.exit === "normal" ? rules.wholeLumpSumLimit.value : rules.prematureWholeLumpSumLimit.value;
    const when = probe.exit === "normal" ? `at a normal exit (${NORMAL_EXIT_AGE} or later)` : `on an exit before ${NORMAL_EXIT_AGE}`;
    return {
      annuity: `Enter at least ${probe.minimumAnnuityPercent}%: ${SECTOR_NAMES[input.sector]} must use that much of the corpus for an annuity ${when}. Only a corpus of ${formatInr(limit)} or less may be taken wholly as a lump sum, and yours would be ${formatInr(probe.corpus)}.`,
    };
  }
  return {};
}

export function computeNpsCalculator(input: NpsCalculatorInput): CalculatorResult {
  const rules = rulesOf(input);
  const result = runNps(input, input.annuity);
  const years = input.exitAge - input.age;
  const premature = result.exit === "premature";
  const minimumRule = premature ? rules.prematureMinimumAnnuityPercent : rules.minimumAnnuityPercent;
  const limitRule = premature ? rules.prematureWholeLumpSumLimit : rules.wholeLumpSumLimit;
  const rising = input.increase > 0 ? `, rising ${formatPercent(input.increase)} a year,` : "";

  const summary =
    `Contributing ${formatInr(input.monthly)} a month${rising} from age ${input.age} to ${input.exitAge} at ${formatPercent(input.rate)} a year could build an NPS corpus of about ${formatInr(result.corpus)} on ${formatInr(result.totalInvested)} invested. ` +
    (result.annuityCorpus > 0
      ? `With ${formatPercent(input.annuity)} of it in an annuity at ${formatPercent(input.annuityRate)}, the pension would be about ${formatInr(result.monthlyPension)} a month, and ${formatInr(result.lumpSum)} could be taken as a lump sum.`
      : `With no annuity, all ${formatInr(result.lumpSum)} is taken as a lump sum and there is no pension.`);

  const monthlyRate = input.rate / 12;
  const corpusSteps: Step[] = [
    { label: "Contribution a month in the first year", amount: input.monthly, reference: "Each contribution is taken as paid at the start of its month, as in a SIP" },
    ...(input.increase > 0
      ? [{ label: `Raised by ${formatPercent(input.increase)} each year`, text: `${formatInr(result.yearly.at(-1)!.monthlyContribution)} a month in the last year`, reference: "Contribution in year k = first-year contribution × (1 + increase ÷ 100)^(k − 1)" }]
      : []),
    { label: `Months of contributions: ${years} years × 12`, text: String(result.months), reference: `From age ${input.age} to the exit at ${input.exitAge}` },
    {
      label: `Return a month: ${formatPercent(input.rate)} ÷ 12`,
      text: formatPercent(monthlyRate, { maximumFractionDigits: 4 }),
      reference: "Compounded monthly on the balance after each contribution",
    },
    { label: "Total invested", amount: result.totalInvested, reference: "The sum of every monthly contribution" },
    { label: "Returns earned", amount: result.totalReturns, reference: "Corpus less the total invested" },
    {
      label: "Corpus at exit",
      amount: result.corpus,
      reference: `FV = Σ contribution × (1 + i)^m over the months m each contribution stays invested, i = ${formatPercent(input.rate)} ÷ 1,200; for a level contribution P over n months, P × ((1 + i)^n − 1) ÷ i × (1 + i)`,
    },
  ];

  const exitSteps: Step[] = [
    {
      label: premature ? `Exit at ${input.exitAge}: before ${NORMAL_EXIT_AGE}, a premature exit` : `Exit at ${input.exitAge}: a normal exit`,
      text: rules.label,
      reference: rules.normalExitAge.reference,
    },
    { label: "Least share that must buy an annuity", text: formatPercent(result.minimumAnnuityPercent), reference: minimumRule.reference },
    {
      label: `Whole corpus as a lump sum allowed up to ${formatInr(limitRule.value)}`,
      text: result.wholeCorpusMayBeLumpSum ? "yes, the corpus is within it" : "no, the corpus is above it",
      reference: limitRule.reference,
    },
    { label: `Annuity: ${formatPercent(input.annuity)} of the corpus`, amount: result.annuityCorpus, reference: "Corpus × annuity share ÷ 100, to the rupee" },
    { label: "Lump sum: the rest of the corpus", amount: result.lumpSum, reference: "Corpus − annuity" },
  ];

  const pensionSteps: Step[] = [
    { label: "Annuity purchase price", amount: result.annuityCorpus, reference: "The part of the corpus paid to the annuity provider" },
    {
      label: `Pension a month: annuity × ${formatPercent(input.annuityRate)} ÷ 12`,
      amount: result.monthlyPension,
      reference: "Pension = annuity purchase price × annuity rate ÷ 12: an estimate; the real pension depends on the annuity product and the insurer's rate on the day you buy",
    },
  ];

  const { table, chart } = scheduleOf(result);

  return {
    summary,
    groups: [
      {
        title: `Your NPS corpus at ${input.exitAge}`,
        figures: [
          { name: "invested", label: "Total invested", value: result.totalInvested, format: "rupees" },
          { name: "returns", label: "Returns earned", value: result.totalReturns, format: "rupees" },
          { name: "corpus", label: "Corpus at exit", value: result.corpus, format: "rupees" },
        ],
      },
      {
        title: "At exit",
        highlight: true,
        figures: [
          { name: "lumpSum", label: "Lump sum you take", value: result.lumpSum, format: "rupees" },
          { name: "annuity", label: "Used to buy an annuity", value: result.annuityCorpus, format: "rupees" },
          { name: "pension", label: "Pension a month (estimate)", value: result.monthlyPension, format: "rupees" },
          { name: "minAnnuity", label: "Least annuity share under the rules", value: result.minimumAnnuityPercent, format: "percent" },
        ],
      },
    ],
    breakdown: [
      { title: "Corpus at exit", steps: corpusSteps },
      { title: `Annuity and lump sum: ${rules.label}`, steps: exitSteps },
      { title: "Pension estimate", steps: pensionSteps },
    ],
    notes: notesFor(input, result, rules),
    tables: [table],
    chart,
  };
}

function scheduleOf(result: NpsResult): { table: ResultTable; chart: ChartSpec } {
  let investedSoFar = 0;
  const rows: (string | number)[][] = [];
  const csvRows: (string | number)[][] = [];
  const investedSeries: number[] = [];
  const valueSeries: number[] = [];
  for (const row of result.yearly) {
    investedSoFar += row.invested;
    investedSeries.push(investedSoFar);
    valueSeries.push(row.closing);
    rows.push([`Year ${row.year}`, row.age, formatInr(row.monthlyContribution), formatInr(row.invested), formatInr(row.returns), formatInr(investedSoFar), formatInr(row.closing)]);
    csvRows.push([row.year, row.age, row.monthlyContribution, row.invested, row.returns, investedSoFar, row.closing]);
  }
  const table: ResultTable = {
    caption: NPS_TABLE_CAPTION,
    columns: ["Year", "Age", "Contribution a month", "Invested in the year", "Returns in the year", "Amount invested", "Total value"],
    rows,
    csvFileName: NPS_CSV_FILE,
    csvRows,
  };
  const chart: ChartSpec = {
    title: "Amount invested and total value of your NPS account by year",
    labels: result.yearly.map((row) => `Year ${row.year}`),
    series: [
      { label: "Amount invested", values: investedSeries },
      { label: "Total value", values: valueSeries },
    ],
    tableCaption: NPS_TABLE_CAPTION,
  };
  return { table, chart };
}

function notesFor(input: NpsCalculatorInput, result: NpsResult, rules: NpsExitRules): string[] {
  const notes: string[] = [
    `Returns are an assumption: NPS funds are market-linked, and ${formatPercent(input.rate)} a year every year is an average, not a promise. Try a lower rate to see a cautious figure.`,
  ];
  if (result.wholeCorpusMayBeLumpSum) {
    const limit = result.exit === "normal" ? rules.wholeLumpSumLimit.value : rules.prematureWholeLumpSumLimit.value;
    notes.push(`The corpus is ${formatInr(limit)} or less, so the rules let you take all of it as a lump sum and buy no annuity.`);
  }
  if (result.exit === "premature") {
    notes.push(`An exit before ${NORMAL_EXIT_AGE} is a premature exit: at least ${result.minimumAnnuityPercent}% of the corpus must buy an annuity unless the corpus is small.`);
  }
  // The rules' own assumptions (docs/tax-methods.md §35.2 UNSURE points), each once.
  const ruleValues = result.exit === "premature"
    ? [rules.normalExitAge, rules.prematureMinimumAnnuityPercent, rules.prematureWholeLumpSumLimit]
    : [rules.normalExitAge, rules.latestExitAge, rules.minimumAnnuityPercent, rules.wholeLumpSumLimit];
  notes.push(...new Set(ruleValues.map((value) => value.note).filter((note): note is string => Boolean(note))));
  // With at least 40% in the annuity the whole lump sum is within 60% (the split is rounded from the exact corpus).
  const taxFree = input.annuity >= 100 - TAX_FREE_LUMP_SUM_PERCENT ? result.lumpSum : Math.min(result.lumpSum, Math.round((result.corpus * TAX_FREE_LUMP_SUM_PERCENT) / 100));
  notes.push(
    `Tax at exit: the lump sum is tax-free up to ${TAX_FREE_LUMP_SUM_PERCENT}% of the corpus (section 10(12A) of the Income-tax Act, 1961, and its counterpart in the Income-tax Act, 2025): here ${formatInr(taxFree)}.` +
      (result.lumpSum > taxFree
        ? ` The other ${formatInr(result.lumpSum - taxFree)} of your lump sum is above that ${TAX_FREE_LUMP_SUM_PERCENT}%: how it is taxed is not settled, since the law exempts only ${TAX_FREE_LUMP_SUM_PERCENT}%; assume it may be taxed as income.`
        : "") +
      " The annuity itself is tax-free to buy, but the pension it pays is taxed as income each year.",
    `Contributions are deducted under ${sectionWithFormer("80CCD", FIRST_TAX_YEAR_UNDER_2025_ACT)}: your own in the old regime under section 80CCD(1) (within the ₹1.5 lakh limit shared with ${sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT)}) and 80CCD(1B) (₹50,000 more); your employer's in both regimes under section 80CCD(2), up to 14% of salary in the new regime.`,
    "The pension is annuity × rate ÷ 12, before tax. Real annuity rates depend on your age, the insurer and the option chosen (for life, with return of purchase price, joint life), and usually fall when interest rates fall.",
  );
  return notes;
}
