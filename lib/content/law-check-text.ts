import type { Locale } from "@/lib/i18n/locales";
import { isFinancialYear, isTaxYearUnder2025Act } from "@/lib/tax/years";

/**
 * "FY 2025-26 and tax year 2026-27": the years a page speaks of, as the site names them elsewhere;
 * in Hindi "वित्तीय वर्ष 2025-26 और कर वर्ष 2026-27" (docs/hindi-terms.md). The English is worked
 * out on the server (the law check's schema); the Hindi by the Hindi content words, on Hindi pages only.
 */
export function lawCheckYearsText(years: readonly string[], locale: Locale = "en"): string {
  const hindi = locale === "hi";
  const names = years
    .filter(isFinancialYear)
    .map((fy) => (isTaxYearUnder2025Act(fy) ? `${hindi ? "कर वर्ष" : "tax year"} ${fy}` : `${hindi ? "वित्तीय वर्ष" : "FY"} ${fy}`));
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${hindi ? "और" : "and"} ${names.at(-1)}`;
}
