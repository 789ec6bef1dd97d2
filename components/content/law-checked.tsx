import type { LawCheck } from "@/lib/content/schemas";
import { formatLongDate } from "@/lib/format";
import { isFinancialYear, isTaxYearUnder2025Act } from "@/lib/tax/years";

/** "FY 2025-26 and tax year 2026-27": the years a page speaks of, as the site names them elsewhere. */
function yearsText(years: readonly string[]): string {
  const names = years.filter(isFinancialYear).map((fy) => (isTaxYearUnder2025Act(fy) ? `tax year ${fy}` : `FY ${fy}`));
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * When the page was last checked against the law, and for which years: a reader of tax
 * content needs to know how current it is (lib/content/law-changes.ts). Nothing for a page
 * that states no law (a company page) or content that does not say (the CMS, optionally).
 */
export function LawChecked({ lawCheck, className }: { lawCheck: LawCheck | null | undefined; className?: string }) {
  if (!lawCheck || lawCheck.topics.length === 0) return null;
  const years = yearsText(lawCheck.taxYears);
  return (
    <p className={className}>
      Checked against the law on <time dateTime={lawCheck.checked}>{formatLongDate(lawCheck.checked)}</time>
      {years ? `, for ${years}` : ""}.
    </p>
  );
}
