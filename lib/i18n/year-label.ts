import { isProposedYear } from "@/lib/tax/proposed-years";
import { assessmentYearOf, financialYearLabel, isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import type { Locale } from "./locales";

/**
 * The year as a reader of the page's language knows it: "Tax year 2026-27" / "कर वर्ष
 * 2026-27"; "FY 2025-26 (AY 2026-27)" / "वित्तीय वर्ष 2025-26 (निर्धारण वर्ष 2026-27)"; a
 * year whose Finance Bill is not yet law adds "(proposed)" / "(प्रस्तावित)" (docs/budget-day.md).
 */
export function yearLabel(fy: FinancialYear, locale: Locale): string {
  if (locale === "en") return financialYearLabel(fy);
  const name = isTaxYearUnder2025Act(fy) ? `कर वर्ष ${fy}` : `वित्तीय वर्ष ${fy} (निर्धारण वर्ष ${assessmentYearOf(fy)})`;
  return isProposedYear(fy) ? `${name} (प्रस्तावित)` : name;
}
