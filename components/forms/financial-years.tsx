import { useEffect, useId, useState } from "react";
import { Container } from "@/components/layout/container";
import content from "@/components/content/content.module.scss";
import { formatLongDate } from "@/lib/format";
import { config } from "@/lib/site/config";
import { userMessage } from "@/services/error-catalogue";
import type { FinancialYear } from "@/services/financial-years";
import { useHydrated } from "./use-hydrated";
import { loadFinancialYearsService } from "@/store/api/financial-years";

type Loaded = { attempt: number; years: FinancialYear[] } | { attempt: number; error: unknown };

/** A date from the API as "31 July 2026"; a date that does not exist reads as not given rather than breaking the table. */
function longDate(date: string | null | undefined): string | null {
  if (!date) return null;
  try {
    return formatLongDate(date);
  } catch {
    return null;
  }
}

/**
 * The financial years the app files returns for, with their due dates, fetched after the
 * page hydrates (the page itself is static). Without an API configured it says so in one
 * sentence and never tries.
 */
export function FinancialYears() {
  const headingId = useId();
  const hydrated = useHydrated();
  const configured = Boolean(config.apiUrl);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!configured) return;
    let live = true;
    (async () => {
      try {
        const { getFinancialYears } = await loadFinancialYearsService();
        const years = await getFinancialYears();
        if (live) setLoaded({ attempt, years });
      } catch (error) {
        if (live) setLoaded({ attempt, error });
      }
    })();
    return () => {
      live = false;
    };
  }, [configured, attempt]);

  const current = loaded?.attempt === attempt ? loaded : null;
  let body;
  if (!configured) {
    body = <p>The current financial years and their due dates can&apos;t be shown here at the moment.</p>;
  } else if (!hydrated) {
    // The server's HTML: nothing that claims to be loading, since without JavaScript nothing will.
    body = null;
  } else if (!current) {
    body = <p>Loading the current financial years…</p>;
  } else if ("error" in current) {
    body = (
      <>
        <p>{userMessage(current.error, "load")}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </>
    );
  } else if (current.years.length === 0) {
    body = <p>No financial years are listed at the moment.</p>;
  } else {
    body = <YearsTable years={current.years} />;
  }

  return (
    <section className={content.section} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className={content.sectionTitle}>
          Financial years and return due dates
        </h2>
        <div aria-live="polite" aria-busy={configured && hydrated && !current}>
          {body}
        </div>
      </Container>
    </section>
  );
}

function YearsTable({ years }: { years: FinancialYear[] }) {
  return (
    <div className="table-responsive">
      <table className="table align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Financial year</th>
            <th scope="col">Assessment year</th>
            <th scope="col">Year runs</th>
            <th scope="col">Return due date</th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => {
            const start = longDate(year.start_date);
            const end = longDate(year.end_date);
            return (
              <tr key={year.financial_year}>
                <th scope="row">
                  FY {year.financial_year}
                  {year.is_current && <span className="badge text-bg-primary ms-2">Current</span>}
                </th>
                <td>{year.assessment_year ? `AY ${year.assessment_year}` : "Not given"}</td>
                <td>{start && end ? `${start} to ${end}` : "Not given"}</td>
                <td>{longDate(year.due_date) ?? "Not given"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
