import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { IsoDate } from "@/lib/tax";
import { computeCapitalGain, type CapitalGainInput, type CapitalGainResult } from "@/lib/tax/capital-gains";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type CalculatorResult, type FigureGroup } from "../types";
import { breakdownFor, termLabel, type Text } from "./breakdown";
import { notesFor } from "./content";
import { fieldsIn } from "./fields";
import { capitalGainsMeta } from "./meta";
import { CAPITAL_GAINS_TEXT } from "./text";
import { validateCapitalGains } from "./validate";

export { fields } from "./fields";

function rateText(t: Text, result: CapitalGainResult): string {
  if (result.treatment === "slab") return t.rateSlab;
  const rate = result.rate?.value ?? 0;
  const s112 = t.section("112", result.fy);
  switch (result.treatment) {
    case "stcg111A":
      return t.rate111A(rate, t.section("111A", result.fy));
    case "ltcg112A":
      return t.rate112A(rate, t.section("112A", result.fy));
    default:
      if (result.lowerOfApplies && !result.missingSaleYearIndex) {
        return t.rateLowerOf(rate, CAPITAL_GAINS_RULES.landBuildingIndexedOptionRate.value, s112);
      }
      return result.gainIsIndexed ? t.rateIndexed(rate, s112) : t.rateUnindexed(rate, s112);
  }
}

function summaryFor(t: Text, result: CapitalGainResult): string {
  const yearText = t.yearIn(result.fy);
  const term = termLabel(t, result);
  if (result.gain <= 0) {
    return result.gain === 0 ? t.summaryNone(term, yearText) : t.summaryLoss(term, formatInr(-result.gain), yearText);
  }
  if (result.extraTax === 0) return t.summaryNoTax(term, formatInr(result.gain), yearText);
  return t.summaryTax(term, formatInr(result.gain), formatInr(result.extraTax), yearText);
}

function groupsFor(t: Text, result: CapitalGainResult): FigureGroup[] {
  const groups: FigureGroup[] = [
    {
      title: t.groupGain,
      figures: [
        { name: "gain", label: result.gain < 0 ? t.gainLoss : t.gain, value: result.gain, format: "rupees" },
        { name: "term", label: t.term, value: termLabel(t, result), format: "text" },
        { name: "taxableGain", label: t.taxableGain, value: result.taxableGain, format: "rupees" },
        { name: "rate", label: t.rate, value: rateText(t, result), format: "text" },
      ],
    },
    {
      title: t.groupTax,
      highlight: true,
      figures: [
        {
          name: "tax",
          label: t.taxFigure,
          value: result.extraTax,
          format: "rupees",
          note: t.taxNote(formatInr(result.withGain.totalTax), formatInr(result.withoutGain.totalTax)),
        },
        ...(result.exemption
          ? [{ name: "exemptionLeft", label: t.exemptionLeft(t.section("112A", result.fy)), value: result.exemption.left, format: "rupees" as const }]
          : []),
      ],
    },
  ];
  const gain = result.taxedGain;
  if (result.lowerOfApplies && gain?.indexedOptionTax != null) {
    const indexedWins = gain.usesIndexedOption;
    groups.push({
      title: t.indexationChoice(t.section("112", result.fy)),
      badge: indexedWins ? t.indexedLower : t.unindexedLower,
      figures: [
        { name: "taxWithoutIndexation", label: t.withoutIndexation(gain.rate), value: gain.taxAtRate, format: "rupees" },
        {
          name: "taxWithIndexation",
          label: t.withIndexation(gain.indexedOption?.rate ?? CAPITAL_GAINS_RULES.landBuildingIndexedOptionRate.value),
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
function inputProblem(t: Text, messages: string[]): CalculatorResult {
  return { summary: t.inputProblem(messages), groups: [], breakdown: [], notes: messages };
}

/** The capital-gains calculator with every word in the given language; its figures are the same in each. */
export function capitalGainsIn(locale: Locale) {
  const t = messagesFor(CAPITAL_GAINS_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? capitalGainsMeta
        : { ...capitalGainsMeta, title: HINDI_TITLES["capital-gains"] ?? capitalGainsMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupSold, fields: ["asset", "buy", "sell"] },
      { title: t.groupAmounts, fields: ["sale", "exp", "cost", "fmv2018", "impr", "imprDate", "cii"] },
      { title: t.groupYear, fields: ["other", "ltcgOther", "regime", "age", "resident"] },
    ],
    validate: (input) => validateCapitalGains(input, locale),
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
      if (!outcome.ok) return inputProblem(t, outcome.problems.map((problem) => t.engineProblem(problem.message)));
      const result = outcome.result;
      return {
        summary: summaryFor(t, result),
        groups: groupsFor(t, result),
        breakdown: breakdownFor(t, engineInput, result),
        notes: notesFor(t, engineInput, result),
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const capitalGains = capitalGainsIn("en");
