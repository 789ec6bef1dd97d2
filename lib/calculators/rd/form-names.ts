import type { Locale } from "@/lib/i18n/locales";
import { formAcrossYears, PRESCRIBED_FORMS, type PrescribedFormKey } from "@/lib/tax/forms";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";

/** "Form 15G or 15H" → "फ़ॉर्म 15G या 15H". */
const hindiFormName = (name: string) => name.replace(/\bForms? /g, "फ़ॉर्म ").replace(/ or /g, " या ").replace(/ with /g, " के साथ ");

/**
 * A form under both sets of Rules, in the page's language: "Form 15G or 15H (Form 121 from tax
 * year 2026-27)" (lib/tax/forms.ts) or "फ़ॉर्म 15G या 15H (कर वर्ष 2026-27 से फ़ॉर्म 121)". Used
 * by the RD and fixed-deposit calculators.
 */
export function formAcrossYearsFor(key: PrescribedFormKey, locale: Locale = "en"): string {
  if (locale === "en") return formAcrossYears(key);
  const entry = PRESCRIBED_FORMS[key];
  return `${hindiFormName(entry.rules1962.name)} (कर वर्ष ${FIRST_TAX_YEAR_UNDER_2025_ACT} से ${hindiFormName(entry.rules2026.name)})`;
}
