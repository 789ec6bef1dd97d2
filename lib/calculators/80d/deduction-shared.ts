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
import { messagesFor } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { choice } from "../fields";
import type { Figure, FigureGroup, Step } from "../types";
import { sectionOf } from "@/lib/tax/sections";
import { DEDUCTION_SHARED_TEXT } from "./shared-text";

/*
 * What the four Chapter VI-A deduction calculators (80D, 80DD, 80U, 80TTA) share: the year
 * and slab fields, the tax-saved estimate, the new-regime line, and (80DD, 80U) the
 * disability category and certificate. Kept here so the four pages read the same. Each takes
 * the page's language (English by default).
 */

const textIn = (locale: Locale) => messagesFor(DEDUCTION_SHARED_TEXT, locale);

/** A provision's name from the rules ("section 80D"), in the page's language. */
export function provisionIn(english: string, locale: Locale = "en"): string {
  return textIn(locale).provision(english);
}

export const yearField = (locale: Locale = "en") =>
  choice<FinancialYear>({
    locale,
    label: textIn(locale).financialYear,
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: yearLabel(fy, locale) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  });

/** The old-regime slab rates as choice values ("0", "5", "20", "30"). */
const SLAB_RATES = oldRegimeSlabRates(CURRENT_FINANCIAL_YEAR).map(String);

export const slabField = (locale: Locale = "en") =>
  choice<string>({
    locale,
    label: textIn(locale).slab,
    help: textIn(locale).slabHelp,
    options: SLAB_RATES.map((rate) => ({ value: rate, label: `${rate}%` })),
    default: "20",
  });

/** "FY 2025-26 (AY 2026-27)", or "tax year 2026-27" mid-sentence. */
export function yearInSentence(fy: FinancialYear, locale: Locale = "en"): string {
  if (locale !== "en") return yearLabel(fy, locale);
  const label = financialYearLabel(fy);
  return isTaxYearUnder2025Act(fy) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

export function taxSaved(fy: FinancialYear, deduction: number, slab: string): number {
  return taxSavedAtSlabRate(fy, deduction, Number(slab));
}

export function taxSavedFigure(fy: FinancialYear, deduction: number, slab: string, locale: Locale = "en"): Figure {
  const t = textIn(locale);
  return {
    name: "taxSaved",
    label: t.taxSavedLabel(slab),
    value: taxSaved(fy, deduction, slab),
    format: "rupees",
    note: t.taxSavedNote(slab, rulesFor(fy).cess.value, citeIn(sectionOf("rebate", fy), locale).text),
  };
}

export function taxSavedStep(fy: FinancialYear, deduction: number, slab: string, locale: Locale = "en"): Step {
  const t = textIn(locale);
  const cess = rulesFor(fy).cess;
  return {
    label: t.taxSavedStep(formatInr(deduction), slab, cess.value),
    amount: taxSaved(fy, deduction, slab),
    reference: t.taxSavedReference(citeIn(cess.reference, locale).text),
  };
}

export function newRegimeProvision(fy: FinancialYear): string {
  return NEW_REGIME_DEDUCTION_RULES[fy].provision.value;
}

/** The new regime's figure: nothing for these deductions (the rule is data; were it to allow them, the old figure). */
/** `deductionName` comes already in the page's language. */
export function newRegimeGroup(fy: FinancialYear, deductionName: string, oldRegimeDeduction: number, locale: Locale = "en"): FigureGroup {
  const t = textIn(locale);
  const rule = NEW_REGIME_DEDUCTION_RULES[fy];
  return {
    title: t.newRegimeTitle(t.provision(rule.provision.value)),
    figures: [
      {
        name: "newRegimeDeduction",
        label: t.newRegimeLabel,
        value: rule.allows.value ? oldRegimeDeduction : 0,
        format: "rupees",
        note: t.newRegimeNote(deductionName),
      },
    ],
  };
}

export function newRegimeStep(fy: FinancialYear, deductionName: string, locale: Locale = "en"): Step {
  const rule = NEW_REGIME_DEDUCTION_RULES[fy];
  return { label: textIn(locale).newRegimeStep(deductionName), amount: 0, reference: rule.allows.reference };
}

/** "Disability of 40% or more, below 80%", from the year's thresholds. */
export function disabilityCategoryLabel(fy: FinancialYear, category: DisabilityCategory, locale: Locale = "en"): string {
  const t = textIn(locale);
  const { minimumPercent, severePercent } = DISABILITY_THRESHOLDS[fy];
  if (category === "severe") return t.severe(severePercent.value);
  if (category === "disability") return t.disability(minimumPercent.value, severePercent.value);
  return t.none(minimumPercent.value);
}

export const DISABILITY_KINDS = ["other", "autismCpMultiple"] as const;
export type DisabilityKind = (typeof DISABILITY_KINDS)[number];

/** `label` comes already in the page's language. */
export const disabilityKindField = (label: string, locale: Locale = "en") =>
  choice<DisabilityKind>({
    locale,
    label,
    help: textIn(locale).kindHelp,
    options: [
      { value: "other", label: textIn(locale).kindOther },
      { value: "autismCpMultiple", label: textIn(locale).kindAutism },
    ],
    default: "other",
    display: "radio",
  });

const certificateKind = (kind: DisabilityKind) => (kind === "autismCpMultiple" ? "neurological" : "other");
const actOf = (fy: FinancialYear) => (isTaxYearUnder2025Act(fy) ? "2025" : "1961");

export function certificateFigure(fy: FinancialYear, kind: DisabilityKind, locale: Locale = "en"): Figure {
  const t = textIn(locale);
  const certificate = DISABILITY_CERTIFICATE[fy][certificateKind(kind)];
  return {
    name: "certificate",
    label: t.certificateLabel,
    value: kind === "autismCpMultiple" ? t.form10ia : t.disabilityCertificate,
    format: "text",
    note: t.certificate(certificate.value, actOf(fy), certificateKind(kind)),
  };
}

export function certificateStep(fy: FinancialYear, kind: DisabilityKind, locale: Locale = "en"): Step {
  const t = textIn(locale);
  const certificate = DISABILITY_CERTIFICATE[fy][certificateKind(kind)];
  return { label: t.certificateStep, text: t.certificate(certificate.value, actOf(fy), certificateKind(kind)), reference: certificate.reference };
}
