import { isFinancialYear, isTaxYearUnder2025Act } from "@/lib/tax/years";

/** "FY 2025-26 and tax year 2026-27": the years a page speaks of, as the site names them elsewhere. */
export function lawCheckYearsText(years: readonly string[]): string {
  const names = years.filter(isFinancialYear).map((fy) => (isTaxYearUnder2025Act(fy) ? `tax year ${fy}` : `FY ${fy}`));
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
