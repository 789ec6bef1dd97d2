import { formOf, PRESCRIBED_FORMS, type PrescribedFormKey } from "./forms";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, isTaxYearUnder2025Act, type FinancialYear } from "./years";

/*
 * The prescribed forms' names as Hindi writes them, for Hindi catalogues and Hindi content only
 * (an English page's code never carries them). The numbers are the Rules' own; only the words
 * change. Not named `forms-hi.ts`: it adds no translation, so the Hindi modules import it where they use it.
 */

/** "Form 124" is "फ़ॉर्म 124", "Form 15G or 15H" is "फ़ॉर्म 15G या 15H". */
export function formHi(name: string): string {
  return name.replace(/\bForms? /g, "फ़ॉर्म ").replace(/ or /g, " या ").replace(/ with /g, " के साथ ");
}

/** formOf in Hindi: "फ़ॉर्म 124". */
export const formOfHi = (key: PrescribedFormKey, fy: FinancialYear): string => formHi(formOf(key, fy));

/** formWithFormer in Hindi: "फ़ॉर्म 124 (पहले फ़ॉर्म 12BB)", and where the number is the draft Rules', it says so. */
export function formWithFormerHi(key: PrescribedFormKey, fy: FinancialYear): string {
  const entry = PRESCRIBED_FORMS[key];
  if (!isTaxYearUnder2025Act(fy)) return formHi(entry.rules1962.name);
  const draft = entry.rules2026.basis === "draft" ? "; यह संख्या मसौदा नियमों की है" : "";
  return `${formHi(entry.rules2026.name)} (पहले ${formHi(entry.rules1962.name)}${draft})`;
}

/** formAcrossYears in Hindi, "फ़ॉर्म 12BB (कर वर्ष 2026-27 से फ़ॉर्म 124)"; `earlierName` for one of several old forms ("Form 26QC"). */
export function formAcrossYearsHi(key: PrescribedFormKey, earlierName?: string): string {
  const entry = PRESCRIBED_FORMS[key];
  return `${formHi(earlierName ?? entry.rules1962.name)} (कर वर्ष ${FIRST_TAX_YEAR_UNDER_2025_ACT} से ${formHi(entry.rules2026.name)})`;
}
