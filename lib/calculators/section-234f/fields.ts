import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { FIRST_FINANCIAL_YEAR, LATEST_FINANCIAL_YEAR } from "@/lib/tax";
import { RETURN_CATEGORIES, firstFilingDate, updatedReturnLastDate, type ReturnCategory } from "@/lib/tax/late-fee-dates";
import { MAX_AMOUNT, ageField, financialYearField, regimeField } from "../common-fields";
import { choice, rupees, toggle } from "../fields";
import { isoDateField } from "./date-field";
import { SECTION_234F_TEXT } from "./text";

/** original: the first return, where the late fee of s.234F / s.428(a) arises; revised: a return correcting one already filed. */
export type ReturnKind = "original" | "revised";
const kindOf = (raw: Record<string, string>): ReturnKind => ((raw.kind ?? "").trim() === "revised" ? "revised" : "original");
const isOriginal = (raw: Record<string, string>) => kindOf(raw) === "original";

const regimeOf = (raw: Record<string, string>) => (raw.regime ?? "").trim() || "new";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(SECTION_234F_TEXT, locale);
  return {
    fy: financialYearField({
      locale,
      label: t.fy,
      help: t.fyHelp,
      // The return most people are filing late now: FY 2025-26, due in 2026.
      default: "2025-26",
    }),
    kind: choice<ReturnKind>({
      locale,
      label: t.kind,
      help: t.kindHelp,
      options: [
        { value: "original", label: t.kindOptions.original },
        { value: "revised", label: t.kindOptions.revised },
      ],
      default: "original",
    }),
    category: choice<ReturnCategory>({
      locale,
      label: t.category,
      help: t.categoryHelp,
      options: RETURN_CATEGORIES.map((category) => ({ value: category, label: t.categoryOptions[category] ?? category })),
      default: "general",
      display: "select",
      visibleWhen: isOriginal,
    }),
    filed: isoDateField({
      locale,
      label: t.filed,
      help: t.filedHelp,
      default: "2026-09-15",
      min: firstFilingDate(FIRST_FINANCIAL_YEAR),
      max: updatedReturnLastDate(LATEST_FINANCIAL_YEAR),
    }),
    income: rupees({
      locale,
      label: t.income,
      help: t.incomeHelp,
      default: 800_000,
      max: MAX_AMOUNT,
    }),
    deductions: rupees({
      locale,
      label: t.deductions,
      help: t.deductionsHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: isOriginal,
    }),
    regime: regimeField({ locale, visibleWhen: isOriginal }),
    age: ageField({
      locale,
      help: t.ageHelp,
      visibleWhen: (raw) => isOriginal(raw) && regimeOf(raw) === "old",
    }),
    mustFile: toggle({
      locale,
      label: t.mustFile,
      help: t.mustFileHelp,
      default: false,
      visibleWhen: isOriginal,
    }),
  };
}

export const fields = fieldsIn("en");
