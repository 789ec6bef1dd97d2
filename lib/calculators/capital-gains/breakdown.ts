import { formatInr } from "@/lib/format";
import type { TranslationOf } from "@/lib/i18n/catalogue";
import { costInflationIndex } from "@/lib/tax/capital-gains-cii";
import type { CapitalGainInput, CapitalGainResult } from "@/lib/tax/capital-gains";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import type { CapitalGainsYearTax } from "@/lib/tax/capital-gains-year-tax";
import { slabTableFor } from "@/lib/tax/formulas/tax-on-income";
import { isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax";
import type { Step, StepSection } from "../types";
import { CAPITAL_GAINS_TEXT, type GainKind } from "./text";

export type Text = TranslationOf<(typeof CAPITAL_GAINS_TEXT)["en"]>;

const RULES = CAPITAL_GAINS_RULES;

/** "short-term gain on listed equity (section 196)" for 2026-27, "(section 111A)" before. */
export function kindLabel(t: Text, kind: GainKind, fy: FinancialYear): string {
  const provision = kind === "stcg111A" ? "111A" : kind === "ltcg112A" ? "112A" : "112";
  return t.kindLabel(t.kind[kind] ?? kind, t.section(provision, fy));
}

export const termLabel = (t: Text, result: CapitalGainResult) => (result.longTerm ? t.termLong : t.termShort);

function holdingSection(t: Text, input: CapitalGainInput, result: CapitalGainResult): StepSection {
  const steps: Step[] = [
    { label: t.boughtOn, text: t.date(input.purchaseDate), reference: t.refBought },
    { label: t.soldOn, text: t.date(input.saleDate), reference: t.refSold },
    { label: t.heldFor, text: t.period(result.held), reference: t.refHeld },
  ];
  if (result.holdingLimit && result.longTermAfter) {
    steps.push({
      label: t.longTermIf(result.holdingLimit.value, t.date(result.longTermAfter)),
      text: termLabel(t, result),
      reference: result.holdingLimit.reference,
    });
  } else {
    steps.push({ label: t.specifiedFund, text: t.specifiedFundText, reference: RULES.specifiedFundAcquiredFrom.reference });
  }
  return { title: t.holdingTitle, steps };
}

function gainSection(t: Text, input: CapitalGainInput, result: CapitalGainResult): StepSection {
  const steps: Step[] = [{ label: t.salePrice, amount: input.salePrice, reference: t.refSale }];
  if (input.transferExpenses > 0) steps.push({ label: t.lessExpenses, amount: input.transferExpenses, reference: t.refExpenses });
  if (result.grandfatheredCost !== null) {
    steps.push({ label: t.lessGrandfathered, amount: result.grandfatheredCost, reference: RULES.grandfatheringDate.reference });
  } else {
    steps.push({ label: t.lessCost, amount: input.cost, reference: t.refCost });
  }
  if (input.improvementCost > 0) {
    steps.push({
      label: result.improvementAllowed > 0 ? t.lessImprovement : t.improvementNotCounted,
      amount: result.improvementAllowed > 0 ? result.improvementAllowed : input.improvementCost,
      reference: t.refImprovement,
    });
  }
  steps.push({ label: result.unindexedGain < 0 ? t.unindexedLoss : t.unindexedGain, amount: result.unindexedGain, reference: t.refS48 });

  const indexed = result.indexation;
  if (indexed) {
    const saleIndex = costInflationIndex(indexed.saleYear);
    steps.push(
      {
        label: t.ciiSale(indexed.saleYear),
        text: String(indexed.saleYearIndex),
        reference: saleIndex?.reference ?? indexed.saleYearIndexReference,
      },
      {
        label: t.ciiPurchase(indexed.purchaseYear, input.purchaseDate < RULES.indexationBaseDate.value),
        text: String(indexed.purchaseYearIndex.value),
        reference: indexed.purchaseYearIndex.reference,
      },
      {
        label: t.indexedCost(formatInr(input.cost), indexed.saleYearIndex, indexed.purchaseYearIndex.value),
        amount: indexed.indexedCost,
        reference: t.refIndexedCost,
      },
    );
    if (result.improvementAllowed > 0) {
      steps.push({
        label:
          indexed.improvementYear && indexed.improvementYearIndex
            ? t.indexedImprovement(formatInr(result.improvementAllowed), indexed.saleYearIndex, indexed.improvementYearIndex.value, indexed.improvementYear)
            : t.improvementNotIndexed,
        amount: indexed.indexedImprovement,
        reference: indexed.improvementYearIndex?.reference ?? t.refIndexedImprovement,
      });
    }
    steps.push({
      label: indexed.indexedGain < 0 ? t.indexedLoss : t.indexedGain,
      amount: indexed.indexedGain,
      reference: result.gainIsIndexed ? t.refIndexed : RULES.landBuildingIndexedOptionRate.reference,
    });
  }
  return { title: t.gainTitle, steps };
}

function taxOnGainSection(t: Text, result: CapitalGainResult): StepSection {
  const steps: Step[] = [];
  if (result.treatment === "slab") {
    steps.push({
      label: result.gain > 0 ? t.slabGain : t.noGain,
      amount: Math.max(0, result.gain),
      reference:
        result.holdingClass === "specifiedFund"
          ? RULES.specifiedFundAcquiredFrom.reference
          : isTaxYearUnder2025Act(result.fy)
            ? t.refSlab2025(t.section("111A", result.fy))
            : t.refSlab1961,
    });
    return { title: t.taxOnGainTitle, steps };
  }
  const gain = result.taxedGain;
  if (!gain) {
    steps.push({ label: t.lossNoTax, amount: 0, reference: t.refLoss });
    return { title: t.taxOnGainTitle, steps };
  }
  steps.push({ label: t.theKind(kindLabel(t, gain.kind, result.fy)), amount: gain.income, reference: gain.rateReference });
  if (result.exemption) {
    const limit = result.exemption.limit;
    if (result.exemption.usedByOtherGains > 0) {
      steps.push({ label: t.exemptionUsedByOther, amount: result.exemption.usedByOtherGains, reference: limit.reference });
    }
    if (gain.kind === "ltcg112A") steps.push({ label: t.lessExempt(formatInr(limit.value)), amount: gain.exempt, reference: limit.reference });
  }
  if (gain.shortfallUsed > 0) {
    steps.push({ label: t.lessShortfall, amount: gain.shortfallUsed, reference: result.rules.specialRates.basicExemptionShortfallAppliesTo.reference });
  }
  if (gain.indexedOption && gain.indexedOptionTax !== null && gain.indexedOptionTaxable !== null) {
    const shortfallAtRate = Math.min(result.withGain.basicExemptionShortfall, gain.income);
    steps.push(
      { label: t.optionA(gain.rate, formatInr(gain.income - shortfallAtRate)), amount: gain.taxAtRate, reference: gain.rateReference },
      { label: t.optionB(gain.indexedOption.rate, formatInr(gain.indexedOptionTaxable)), amount: gain.indexedOptionTax, reference: gain.indexedOption.reference },
      { label: t.lowerOption(gain.usesIndexedOption ? "B" : "A"), amount: gain.tax, reference: gain.indexedOption.reference },
    );
  } else {
    steps.push(
      { label: t.taxableGain, amount: gain.taxable, reference: gain.rateReference },
      { label: t.taxAt(gain.rate), amount: gain.tax, reference: gain.rateReference },
    );
  }
  return { title: t.taxOnGainTitle, steps };
}

/** The year's computation, with the references of the year's rules: total income first, the year's tax last. */
function yearSteps(t: Text, input: CapitalGainInput, result: CapitalGainResult, year: CapitalGainsYearTax, withThisGain: boolean): Step[] {
  const { rules } = result;
  const context = { rules, regime: input.regime, age: input.age, resident: input.resident };
  const slabReference = slabTableFor(context).reference;
  const steps: Step[] = [
    { label: t.stepTotalIncome(rules.totalIncomeRounding.value), amount: year.totalIncome, reference: rules.totalIncomeRounding.reference },
    { label: t.stepSlabIncome, amount: year.slabIncome, reference: slabReference },
    { label: t.stepSlabTax, amount: year.slabTax, reference: slabReference },
  ];
  year.gains.forEach((gain, index) => {
    const mine = withThisGain && result.taxedGain !== null && index === year.gains.length - 1;
    steps.push({
      label: t.stepTaxOn(mine, kindLabel(t, gain.kind, result.fy)),
      amount: gain.tax,
      reference: gain.usesIndexedOption && gain.indexedOption ? gain.indexedOption.reference : gain.rateReference,
    });
  });
  const add = (label: string, amount: number, reference: string) => {
    if (amount !== 0) steps.push({ label, amount, reference });
  };
  add(t.stepRebate, year.rebate, rules.regimes[input.regime].rebate.incomeLimit.reference);
  add(t.stepSurcharge(year.surchargeRate, year.cappedSurchargeRate), year.surcharge, `${rules.surcharge.reference}; ${rules.capitalGainsSurchargeCap.reference}`);
  add(t.stepMarginalRelief, year.marginalRelief, rules.surcharge.reference);
  add(t.stepCess(rules.cess.value), year.cess, rules.cess.reference);
  steps.push({ label: t.stepTaxForYear(rules.taxRounding.value), amount: year.totalTax, reference: rules.taxRounding.reference });
  return steps;
}

export function breakdownFor(t: Text, input: CapitalGainInput, result: CapitalGainResult): StepSection[] {
  const without = yearSteps(t, input, result, result.withoutGain, false);
  return [
    holdingSection(t, input, result),
    gainSection(t, input, result),
    taxOnGainSection(t, result),
    { title: t.withTitle, steps: yearSteps(t, input, result, result.withGain, true) },
    {
      title: t.withoutTitle,
      steps: [
        // Total income and the year's tax, the first and last steps.
        ...without.filter((_step, index) => index === 0 || index === without.length - 1),
        { label: t.taxAdds, amount: result.extraTax, reference: t.refTaxAdds },
      ],
    },
  ];
}
