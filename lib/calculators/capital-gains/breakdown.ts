import { formatInr } from "@/lib/format";
import { costInflationIndex } from "@/lib/tax/capital-gains-cii";
import type { CapitalGainInput, CapitalGainResult } from "@/lib/tax/capital-gains";
import { describePeriod, longDate } from "@/lib/tax/capital-gains-dates";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import type { CapitalGainsYearTax } from "@/lib/tax/capital-gains-year-tax";
import { slabTableFor } from "@/lib/tax/formulas/tax-on-income";
import { isTaxYearUnder2025Act, sectionOf, type FinancialYear } from "@/lib/tax";
import type { Step, StepSection } from "../types";

const RULES = CAPITAL_GAINS_RULES;

const KIND_LABELS = {
  stcg111A: "short-term gain on listed equity",
  ltcg112A: "long-term gain on listed equity",
  ltcg112: "long-term gain",
} as const;

/** "short-term gain on listed equity (section 196)" for 2026-27, "(section 111A)" before. */
export function kindLabel(kind: keyof typeof KIND_LABELS, fy: FinancialYear): string {
  const provision = kind === "stcg111A" ? "111A" : kind === "ltcg112A" ? "112A" : "112";
  return `${KIND_LABELS[kind]} (${sectionOf(provision, fy)})`;
}

export const termLabel = (result: CapitalGainResult) => (result.longTerm ? "Long-term" : "Short-term");

function holdingSection(input: CapitalGainInput, result: CapitalGainResult): StepSection {
  const steps: Step[] = [
    { label: "Bought on", text: longDate(input.purchaseDate), reference: "Income-tax Act, 1961, s.2(42A), Explanation 1 (period of holding)" },
    { label: "Sold on", text: longDate(input.saleDate), reference: "Income-tax Act, 1961, s.2(47) (transfer) and s.45 (gains of the year of transfer)" },
    { label: "Held for", text: describePeriod(result.held), reference: "Income-tax Act, 1961, s.2(42A)" },
  ];
  if (result.holdingLimit && result.longTermAfter) {
    steps.push({
      label: `Long-term if held more than ${result.holdingLimit.value} months: sold after ${longDate(result.longTermAfter)}`,
      text: termLabel(result),
      reference: result.holdingLimit.reference,
    });
  } else {
    steps.push({
      label: "Units of a specified mutual fund bought on or after 1 April 2023",
      text: "Short-term, whatever the holding period",
      reference: RULES.specifiedFundAcquiredFrom.reference,
    });
  }
  return { title: "Holding period", steps };
}

function gainSection(input: CapitalGainInput, result: CapitalGainResult): StepSection {
  const s48 = "Income-tax Act, 1961, s.48 (mode of computation)";
  const steps: Step[] = [{ label: "Sale price (full value of consideration)", amount: input.salePrice, reference: `${s48}; s.50C for land or building` }];
  if (input.transferExpenses > 0) steps.push({ label: "Less: transfer expenses", amount: input.transferExpenses, reference: `${s48}, clause (i)` });
  if (result.grandfatheredCost !== null) {
    steps.push({
      label: "Less: cost (higher of your cost and the lower of the 31 January 2018 value and the sale price)",
      amount: result.grandfatheredCost,
      reference: RULES.grandfatheringDate.reference,
    });
  } else {
    steps.push({ label: "Less: purchase cost", amount: input.cost, reference: `${s48}, clause (ii); s.55(2)` });
  }
  if (input.improvementCost > 0) {
    steps.push({
      label: result.improvementAllowed > 0 ? "Less: cost of improvement" : "Cost of improvement made before 1 April 2001: not counted",
      amount: result.improvementAllowed > 0 ? result.improvementAllowed : input.improvementCost,
      reference: `${s48}, clause (ii); s.55(1)(b) (cost of improvement; spending before 1 April 2001 is ignored)`,
    });
  }
  steps.push({
    label: result.unindexedGain < 0 ? "Capital loss without indexation" : "Capital gain without indexation",
    amount: result.unindexedGain,
    reference: s48,
  });

  const indexed = result.indexation;
  if (indexed) {
    const saleIndex = costInflationIndex(indexed.saleYear);
    steps.push(
      {
        label: `Cost inflation index, year of sale (${indexed.saleYear})`,
        text: String(indexed.saleYearIndex),
        reference: saleIndex?.reference ?? indexed.saleYearIndexReference,
      },
      {
        label: `Cost inflation index, year of purchase (${indexed.purchaseYear}${input.purchaseDate < RULES.indexationBaseDate.value ? ", the base year for assets bought earlier" : ""})`,
        text: String(indexed.purchaseYearIndex.value),
        reference: indexed.purchaseYearIndex.reference,
      },
      {
        label: `Indexed cost: ${formatInr(input.cost)} × ${indexed.saleYearIndex} ÷ ${indexed.purchaseYearIndex.value}`,
        amount: indexed.indexedCost,
        reference: "Income-tax Act, 1961, s.48, Explanation (iii) (indexed cost of acquisition)",
      },
    );
    if (result.improvementAllowed > 0) {
      steps.push({
        label:
          indexed.improvementYear && indexed.improvementYearIndex
            ? `Indexed improvement: ${formatInr(result.improvementAllowed)} × ${indexed.saleYearIndex} ÷ ${indexed.improvementYearIndex.value} (${indexed.improvementYear})`
            : "Improvement, not indexed (no date given, or made in the year of sale)",
        amount: indexed.indexedImprovement,
        reference: indexed.improvementYearIndex?.reference ?? "Income-tax Act, 1961, s.48, Explanation (iv) (indexed cost of improvement)",
      });
    }
    steps.push({
      label: indexed.indexedGain < 0 ? "Capital loss with indexation" : "Capital gain with indexation",
      amount: indexed.indexedGain,
      reference: result.gainIsIndexed
        ? "Income-tax Act, 1961, s.48, second proviso (indexation, transfers before 23 July 2024)"
        : RULES.landBuildingIndexedOptionRate.reference,
    });
  }
  return { title: "Capital gain", steps };
}

function taxOnGainSection(result: CapitalGainResult): StepSection {
  const steps: Step[] = [];
  if (result.treatment === "slab") {
    steps.push({
      label: result.gain > 0 ? "Short-term gain added to your income at the slab rates" : "No gain to tax",
      amount: Math.max(0, result.gain),
      reference:
        result.holdingClass === "specifiedFund"
          ? RULES.specifiedFundAcquiredFrom.reference
          : isTaxYearUnder2025Act(result.fy)
            ? `Income-tax Act, 2025: short-term gains other than those under ${sectionOf("111A", result.fy)} are taxed at the slab rates (s.45 of the 1961 Act)`
            : "Income-tax Act, 1961, s.45 read with the slab rates (short-term gains other than s.111A)",
    });
    return { title: "Tax on the gain", steps };
  }
  const gain = result.taxedGain;
  if (!gain) {
    steps.push({ label: "A loss: no tax on it", amount: 0, reference: "Income-tax Act, 1961, s.70 and s.74 (set-off and carry forward of capital losses)" });
    return { title: "Tax on the gain", steps };
  }
  steps.push({ label: `The ${kindLabel(gain.kind, result.fy)}`, amount: gain.income, reference: gain.rateReference });
  if (result.exemption) {
    const limit = result.exemption.limit;
    if (result.exemption.usedByOtherGains > 0) {
      steps.push({ label: "Exemption used by your other listed-equity gains", amount: result.exemption.usedByOtherGains, reference: limit.reference });
    }
    if (gain.kind === "ltcg112A") steps.push({ label: `Less: exempt part (first ${formatInr(limit.value)} of the year's gains)`, amount: gain.exempt, reference: limit.reference });
  }
  if (gain.shortfallUsed > 0) {
    steps.push({
      label: "Less: unused basic exemption (your other income is below the tax-free limit)",
      amount: gain.shortfallUsed,
      reference: result.rules.specialRates.basicExemptionShortfallAppliesTo.reference,
    });
  }
  if (gain.indexedOption && gain.indexedOptionTax !== null && gain.indexedOptionTaxable !== null) {
    const shortfallAtRate = Math.min(result.withGain.basicExemptionShortfall, gain.income);
    steps.push(
      {
        label: `Option A: ${gain.rate}% of ${formatInr(gain.income - shortfallAtRate)} (without indexation)`,
        amount: gain.taxAtRate,
        reference: gain.rateReference,
      },
      {
        label: `Option B: ${gain.indexedOption.rate}% of ${formatInr(gain.indexedOptionTaxable)} (with indexation)`,
        amount: gain.indexedOptionTax,
        reference: gain.indexedOption.reference,
      },
      { label: `Tax on the gain: the lower, option ${gain.usesIndexedOption ? "B" : "A"}`, amount: gain.tax, reference: gain.indexedOption.reference },
    );
  } else {
    steps.push(
      { label: "Taxable gain", amount: gain.taxable, reference: gain.rateReference },
      { label: `Tax at ${gain.rate}%`, amount: gain.tax, reference: gain.rateReference },
    );
  }
  return { title: "Tax on the gain", steps };
}

/** The year's computation, with the references of the year's rules. */
function yearSteps(input: CapitalGainInput, result: CapitalGainResult, year: CapitalGainsYearTax, withThisGain: boolean): Step[] {
  const { rules } = result;
  const context = { rules, regime: input.regime, age: input.age, resident: input.resident };
  const slabReference = slabTableFor(context).reference;
  const steps: Step[] = [
    { label: `Total income (rounded to the nearest ₹${rules.totalIncomeRounding.value})`, amount: year.totalIncome, reference: rules.totalIncomeRounding.reference },
    { label: "Of which taxed at the slab rates", amount: year.slabIncome, reference: slabReference },
    { label: "Tax at the slab rates", amount: year.slabTax, reference: slabReference },
  ];
  year.gains.forEach((gain, index) => {
    const mine = withThisGain && result.taxedGain !== null && index === year.gains.length - 1;
    steps.push({
      label: `Tax on ${mine ? "this" : "your other"} ${kindLabel(gain.kind, result.fy)}`,
      amount: gain.tax,
      reference: gain.usesIndexedOption && gain.indexedOption ? gain.indexedOption.reference : gain.rateReference,
    });
  });
  const add = (label: string, amount: number, reference: string) => {
    if (amount !== 0) steps.push({ label, amount, reference });
  };
  add("Less: rebate", year.rebate, rules.regimes[input.regime].rebate.incomeLimit.reference);
  add(
    `Surcharge (${year.surchargeRate}% on slab tax, ${year.cappedSurchargeRate}% on tax on capital gains)`,
    year.surcharge,
    `${rules.surcharge.reference}; ${rules.capitalGainsSurchargeCap.reference}`,
  );
  add("Less: marginal relief on surcharge", year.marginalRelief, rules.surcharge.reference);
  add(`Health and education cess at ${rules.cess.value}%`, year.cess, rules.cess.reference);
  steps.push({ label: `Tax for the year (rounded to the nearest ₹${rules.taxRounding.value})`, amount: year.totalTax, reference: rules.taxRounding.reference });
  return steps;
}

export function breakdownFor(input: CapitalGainInput, result: CapitalGainResult): StepSection[] {
  return [
    holdingSection(input, result),
    gainSection(input, result),
    taxOnGainSection(result),
    { title: "Your tax for the year with this sale", steps: yearSteps(input, result, result.withGain, true) },
    {
      title: "Your tax for the year without it",
      steps: [
        ...yearSteps(input, result, result.withoutGain, false).filter((step) => step.label.startsWith("Total income") || step.label.startsWith("Tax for the year")),
        {
          label: "Tax this sale adds to your year",
          amount: result.extraTax,
          reference: "The difference between the two years' tax, each rounded under s.288B",
        },
      ],
    },
  ];
}

