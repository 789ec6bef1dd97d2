import { formatInr } from "@/lib/format";
import {
  DISABILITY_CERTIFICATE,
  DISABILITY_THRESHOLDS,
  NEW_REGIME_DEDUCTION_RULES,
  oldRegimeSlabRates,
  taxSavedAtSlabRate,
  type DisabilityCategory,
} from "@/lib/tax/deduction-80-common";
import { rulesFor } from "@/lib/tax/parameters";
import { CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import { choice } from "../fields";
import type { Figure, FigureGroup, Step } from "../types";
import { sectionOf } from "@/lib/tax/sections";

/*
 * What the four Chapter VI-A deduction calculators (80D, 80DD, 80U, 80TTA) share: the year
 * and slab fields, the tax-saved estimate, the new-regime line, and (80DD, 80U) the
 * disability category and certificate. Kept here so the four pages read the same.
 */

export const yearField = () =>
  choice<FinancialYear>({
    label: "Financial year",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  });

/** The old-regime slab rates as choice values ("0", "5", "20", "30"). */
const SLAB_RATES = oldRegimeSlabRates(CURRENT_FINANCIAL_YEAR).map(String);

export const slabField = () =>
  choice<string>({
    label: "Your highest old-regime tax slab",
    help: "Only to estimate the tax this deduction saves: 5% on taxable income up to ₹5 lakh, 20% up to ₹10 lakh, 30% above (0% within the basic exemption).",
    options: SLAB_RATES.map((rate) => ({ value: rate, label: `${rate}%` })),
    default: "20",
  });

/** "FY 2025-26 (AY 2026-27)", or "tax year 2026-27" mid-sentence. */
export function yearInSentence(fy: FinancialYear): string {
  const label = financialYearLabel(fy);
  return isTaxYearUnder2025Act(fy) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

export function taxSaved(fy: FinancialYear, deduction: number, slab: string): number {
  return taxSavedAtSlabRate(fy, deduction, Number(slab));
}

export function taxSavedFigure(fy: FinancialYear, deduction: number, slab: string): Figure {
  return {
    name: "taxSaved",
    label: `Tax saved at the ${slab}% slab`,
    value: taxSaved(fy, deduction, slab),
    format: "rupees",
    note: `${slab}% of the deduction plus ${rulesFor(fy).cess.value}% cess: an estimate that leaves out surcharge and the ${sectionOf("rebate", fy)} rebate.`,
  };
}

export function taxSavedStep(fy: FinancialYear, deduction: number, slab: string): Step {
  const cess = rulesFor(fy).cess;
  return {
    label: `Tax saved, estimated: ${formatInr(deduction)} × ${slab}% slab rate, plus ${cess.value}% cess`,
    amount: taxSaved(fy, deduction, slab),
    reference: `Old-regime slab rates (Finance Act, First Schedule, Paragraph A); ${cess.reference}`,
  };
}

export function newRegimeProvision(fy: FinancialYear): string {
  return NEW_REGIME_DEDUCTION_RULES[fy].provision.value;
}

/** The new regime's figure: nothing for these deductions (the rule is data; were it to allow them, the old figure). */
export function newRegimeGroup(fy: FinancialYear, deductionName: string, oldRegimeDeduction: number): FigureGroup {
  const rule = NEW_REGIME_DEDUCTION_RULES[fy];
  return {
    title: `New regime (${rule.provision.value})`,
    figures: [
      {
        name: "newRegimeDeduction",
        label: "Deduction in the new regime",
        value: rule.allows.value ? oldRegimeDeduction : 0,
        format: "rupees",
        note: `The new regime, the default, allows no deduction under ${deductionName}. To claim it, choose the old regime when you file your return.`,
      },
    ],
  };
}

export function newRegimeStep(fy: FinancialYear, deductionName: string): Step {
  const rule = NEW_REGIME_DEDUCTION_RULES[fy];
  return { label: `New regime: no deduction under ${deductionName}`, amount: 0, reference: rule.allows.reference };
}

/** "Disability of 40% or more, below 80%", from the year's thresholds. */
export function disabilityCategoryLabel(fy: FinancialYear, category: DisabilityCategory): string {
  const { minimumPercent, severePercent } = DISABILITY_THRESHOLDS[fy];
  if (category === "severe") return `Severe disability (${severePercent.value}% or more)`;
  if (category === "disability") return `Disability (${minimumPercent.value}% or more, below ${severePercent.value}%)`;
  return `Below ${minimumPercent.value}%: not a disability for this deduction`;
}

export const DISABILITY_KINDS = ["other", "autismCpMultiple"] as const;
export type DisabilityKind = (typeof DISABILITY_KINDS)[number];

export const disabilityKindField = (label: string) =>
  choice<DisabilityKind>({
    label,
    help: "It decides which certificate you need.",
    options: [
      { value: "other", label: "Blindness, low vision, locomotor, hearing, mental illness or another listed disability" },
      { value: "autismCpMultiple", label: "Autism, cerebral palsy or multiple disabilities" },
    ],
    default: "other",
    display: "radio",
  });

export function certificateFigure(fy: FinancialYear, kind: DisabilityKind): Figure {
  const certificate = DISABILITY_CERTIFICATE[fy][kind === "autismCpMultiple" ? "neurological" : "other"];
  return {
    name: "certificate",
    label: "Certificate to keep and report in your return",
    value: kind === "autismCpMultiple" ? "Form 10-IA" : "Disability certificate",
    format: "text",
    note: certificate.value,
  };
}

export function certificateStep(fy: FinancialYear, kind: DisabilityKind): Step {
  const certificate = DISABILITY_CERTIFICATE[fy][kind === "autismCpMultiple" ? "neurological" : "other"];
  return { label: "Certificate from a medical authority", text: certificate.value, reference: certificate.reference };
}
