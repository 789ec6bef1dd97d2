import type { FinancialYear } from "@/services/financial-years";

import { dateLabel } from "./labels";
import { Loading, LoadFailed } from "./load-state";
import { useFinancialYears } from "./use-financial-years";
import styles from "./panels.module.scss";

/** Current years first, then the latest: the year a person files for is at the top. */
function ordered(years: FinancialYear[]): FinancialYear[] {
  return [...years].sort(
    (a, b) => Number(Boolean(b.is_current)) - Number(Boolean(a.is_current)) || b.financial_year.localeCompare(a.financial_year),
  );
}

/**
 * The financial years the app files returns for, as the API gives them. A year with no
 * assessment year (from 1 April 2026 the Income-tax Act, 2025 speaks of the tax year
 * instead) or no due date simply leaves that line out: nothing is worked out here.
 */
export function FinancialYearsList() {
  const years = useFinancialYears();
  return (
    <section className={styles.section} aria-labelledby="years-heading">
      <h2 id="years-heading" className="h4">
        Financial years
      </h2>
      {years.status === "loading" && <Loading>Loading the financial years…</Loading>}
      {years.status === "failed" && <LoadFailed error={years.error} onRetry={years.retry} />}
      {years.status === "succeeded" && years.value.length === 0 && <p>No financial years are open for filing at the moment.</p>}
      {years.status === "succeeded" && years.value.length > 0 && (
        <ul className={styles.summaryList}>
          {ordered(years.value).map((year) => (
            <li key={year.financial_year}>
              <strong>FY {year.financial_year}</strong>
              {year.is_current && <span className="badge text-bg-primary">Current</span>}
              {year.assessment_year && <span>AY {year.assessment_year}</span>}
              {year.due_date && <span>Return due by {dateLabel(year.due_date)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
