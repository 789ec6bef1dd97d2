import { formatInr } from "@/lib/format";
import { financialYearLabel, sectionOf, type IsoDate } from "@/lib/tax";
import { computeCapitalGain, type CapitalGainInput, type CapitalGainResult } from "@/lib/tax/capital-gains";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import { defineCalculator, type CalculatorResult, type FigureGroup } from "../types";
import { breakdownFor, termLabel } from "./breakdown";
import { explanation, faq, notesFor } from "./content";
import { fields } from "./fields";
import { capitalGainsMeta } from "./meta";
import { validateCapitalGains } from "./validate";

export { fields } from "./fields";

function rateText(result: CapitalGainResult): string {
  if (result.treatment === "slab") return "Your slab rates";
  const rate = result.rate?.value ?? 0;
  const s112 = sectionOf("112", result.fy);
  switch (result.treatment) {
    case "stcg111A":
      return `${rate}% (${sectionOf("111A", result.fy)})`;
    case "ltcg112A":
      return `${rate}% above the exemption (${sectionOf("112A", result.fy)})`;
    default:
      if (result.lowerOfApplies && !result.missingSaleYearIndex) {
        return `Lower of ${rate}% and ${CAPITAL_GAINS_RULES.landBuildingIndexedOptionRate.value}% with indexation (${s112})`;
      }
      return result.gainIsIndexed ? `${rate}% with indexation (${s112})` : `${rate}% without indexation (${s112})`;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function summaryFor(result: CapitalGainResult): string {
  const year = financialYearLabel(result.fy);
  // "Tax year 2026-27" reads as "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals.
  const yearText = year.startsWith("Tax year") ? `tax year ${result.fy}` : year;
  const term = termLabel(result);
  if (result.gain <= 0) {
    return result.gain === 0
      ? `${term}: no gain and no loss, so no tax for ${yearText}.`
      : `${term} capital loss of ${formatInr(-result.gain)}: no tax on it for ${yearText}; it can be set off against capital gains.`;
  }
  if (result.extraTax === 0) {
    return `${term} capital gain of ${formatInr(result.gain)}: it adds no tax for ${yearText}.`;
  }
  return `${term} capital gain of ${formatInr(result.gain)}: it adds ${formatInr(result.extraTax)} to your tax for ${yearText}.`;
}

function groupsFor(result: CapitalGainResult): FigureGroup[] {
  const groups: FigureGroup[] = [
    {
      title: "Your gain",
      figures: [
        { name: "gain", label: result.gain < 0 ? "Capital gain (a loss)" : "Capital gain", value: result.gain, format: "rupees" },
        { name: "term", label: "Term", value: termLabel(result), format: "text" },
        { name: "taxableGain", label: "Taxable gain", value: result.taxableGain, format: "rupees" },
        { name: "rate", label: "Rate", value: rateText(result), format: "text" },
      ],
    },
    {
      title: "Tax",
      highlight: true,
      figures: [
        {
          name: "tax",
          label: "Tax this sale adds (with cess)",
          value: result.extraTax,
          format: "rupees",
          note: `Your tax for the year: ${formatInr(result.withGain.totalTax)} with this sale, ${formatInr(result.withoutGain.totalTax)} without it.`,
        },
        ...(result.exemption
          ? [{ name: "exemptionLeft", label: `${capitalise(sectionOf("112A", result.fy))} exemption left this year`, value: result.exemption.left, format: "rupees" as const }]
          : []),
      ],
    },
  ];
  const gain = result.taxedGain;
  if (result.lowerOfApplies && gain?.indexedOptionTax != null) {
    const indexedWins = gain.usesIndexedOption;
    groups.push({
      title: `Indexation choice (${sectionOf("112", result.fy)})`,
      badge: indexedWins ? "With indexation is lower" : "Without indexation is lower",
      figures: [
        { name: "taxWithoutIndexation", label: `${gain.rate}% without indexation`, value: gain.taxAtRate, format: "rupees" },
        {
          name: "taxWithIndexation",
          label: `${gain.indexedOption?.rate ?? CAPITAL_GAINS_RULES.landBuildingIndexedOptionRate.value}% with indexation`,
          value: gain.indexedOptionTax,
          format: "rupees",
        },
      ],
    });
  }
  return groups;
}

/**
 * When the engine still finds the inputs cannot be used together (validate() should have
 * caught it first): a message and no figures, so compute() stays total.
 */
function inputProblem(messages: string[]): CalculatorResult {
  return {
    summary: `${messages.join(" ")} No figures are shown until this is corrected.`,
    groups: [],
    breakdown: [],
    notes: messages,
  };
}

export const capitalGains = defineCalculator({
  meta: capitalGainsMeta,
  fields,
  layout: [
    { title: "What you sold", fields: ["asset", "buy", "sell"] },
    { title: "Amounts", fields: ["sale", "exp", "cost", "fmv2018", "impr", "imprDate", "cii"] },
    { title: "Your year", fields: ["other", "ltcgOther", "regime", "age", "resident"] },
  ],
  validate: validateCapitalGains,
  compute(input) {
    const engineInput: CapitalGainInput = {
      asset: input.asset,
      purchaseDate: input.buy as IsoDate,
      saleDate: input.sell as IsoDate,
      cost: input.cost,
      salePrice: input.sale,
      transferExpenses: input.exp,
      improvementCost: input.impr,
      improvementDate: input.imprDate === "" ? null : (input.imprDate as IsoDate),
      fairMarketValue2018: input.fmv2018,
      resident: input.resident,
      regime: input.regime,
      age: input.regime === "old" ? input.age : "below60",
      otherIncome: input.other,
      otherEquityGains: input.ltcgOther,
      saleYearIndex: input.cii > 0 ? input.cii : null,
    };
    const outcome = computeCapitalGain(engineInput);
    if (!outcome.ok) return inputProblem(outcome.problems.map((problem) => problem.message));
    const result = outcome.result;
    return {
      summary: summaryFor(result),
      groups: groupsFor(result),
      breakdown: breakdownFor(engineInput, result),
      notes: notesFor(engineInput, result),
    };
  },
  explanation,
  faq,
});
