import dynamic from "next/dynamic";
import { withHindiWords } from "@/components/layout/with-hindi-words";
import { useEffect, useId, useState } from "react";
import { Container } from "@/components/layout/container";
import content from "@/components/content/content.module.scss";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { config } from "@/lib/site/config";
import { userMessage } from "@/services/error-catalogue";
import type { FinancialYear } from "@/services/financial-years";
import { FINANCIAL_YEARS_TEXT, type FinancialYearsText } from "./financial-years-text";
import { useHydrated } from "./use-hydrated";
import { loadFinancialYearsService } from "@/store/api/financial-years";

type Loaded = { attempt: number; years: FinancialYear[] } | { attempt: number; error: unknown };
type Text = TranslationOf<FinancialYearsText>;

/** A date from the API as "31 July 2026" ("31 जुलाई 2026"); a date that does not exist reads as not given rather than breaking the table. */
function longDate(date: string | null | undefined, text: Text): string | null {
  if (!date) return null;
  try {
    return text.date(date);
  } catch {
    return null;
  }
}

/**
 * The financial years the app files returns for, with their due dates, fetched after the
 * page hydrates (the page itself is static). Without an API configured it says so in one
 * sentence and never tries. Every word is the page's language (financial-years-text.ts).
 */
function FinancialYearsView() {
  const locale = useLocale();
  const text = messagesFor(FINANCIAL_YEARS_TEXT, locale);
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
    body = <p>{text.notConfigured}</p>;
  } else if (!hydrated) {
    // The server's HTML: nothing that claims to be loading, since without JavaScript nothing will.
    body = null;
  } else if (!current) {
    body = <p>{text.loading}</p>;
  } else if ("error" in current) {
    body = (
      <>
        <p>{userMessage(current.error, "load", { locale })}</p>
        <button type="button" className="btn btn-outline-primary" onClick={() => setAttempt((n) => n + 1)}>
          {text.tryAgain}
        </button>
      </>
    );
  } else if (current.years.length === 0) {
    body = <p>{text.noYears}</p>;
  } else {
    body = <YearsTable text={text} years={current.years} />;
  }

  return (
    <section className={content.section} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className={content.sectionTitle}>
          {text.heading}
        </h2>
        <div aria-live="polite" aria-busy={configured && hydrated && !current}>
          {body}
        </div>
      </Container>
    </section>
  );
}

function YearsTable({ text, years }: { text: Text; years: FinancialYear[] }) {
  return (
    <div className="table-responsive">
      <table className="table align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">{text.financialYearColumn}</th>
            <th scope="col">{text.assessmentYearColumn}</th>
            <th scope="col">{text.yearRunsColumn}</th>
            <th scope="col">{text.dueDateColumn}</th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => {
            const start = longDate(year.start_date, text);
            const end = longDate(year.end_date, text);
            return (
              <tr key={year.financial_year}>
                <th scope="row">
                  {text.financialYear(year.financial_year)}
                  {year.is_current && <span className="badge text-bg-primary ms-2">{text.current}</span>}
                </th>
                <td>{year.assessment_year ? text.assessmentYear(year.assessment_year) : text.notGiven}</td>
                <td>{start && end ? text.period(start, end) : text.notGiven}</td>
                <td>{longDate(year.due_date, text) ?? text.notGiven}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** FinancialYears with its Hindi words, which it loads itself on Hindi pages (components/forms/hindi/financial-years.tsx). */
export const FinancialYears = withHindiWords(
  "form:financial-years",
  dynamic(() => import("./hindi/financial-years")),
  FinancialYearsView,
);
