import { useState } from "react";
import { formatInr } from "@/lib/format";
import { citeIn } from "@/lib/i18n/cite";
import { frameText } from "@/lib/i18n/frame-text";
import type { Locale } from "@/lib/i18n/locales";
import { useLocale } from "@/lib/i18n/use-locale";
import type { CalculatorResult, ResultTable } from "@/lib/calculators/types";
import { CsvDownload } from "./csv-download";
import { ResultChart } from "./result-chart";
import styles from "./calculator.module.scss";

/** Every step from the inputs to the answer, each with the rule or section behind it. */
export function Breakdown({ result }: { result: CalculatorResult }) {
  const locale = useLocale();
  const t = frameText(locale);
  return (
    <section className={styles.breakdown} aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">{t.howWorkedOut}</h2>
      {result.breakdown.map((section) => (
        <div key={section.title} className={styles.breakdownSection}>
          <h3>{section.title}</h3>
          <table className="table table-sm">
            <thead className="visually-hidden">
              <tr>
                <th scope="col">{t.step}</th>
                <th scope="col">{t.amount}</th>
              </tr>
            </thead>
            <tbody>
              {section.steps.map((step, index) => (
                <tr key={`${step.label}-${index}`}>
                  <th scope="row" className={styles.stepLabel}>
                    {step.label}
                    {step.reference && <Reference text={step.reference} locale={locale} />}
                  </th>
                  {/* Amounts never break; a sentence in their place wraps, or a phone would scroll sideways. */}
                  <td className={step.amount !== undefined ? styles.stepAmount : styles.stepText}>
                    {step.amount !== undefined ? formatInr(step.amount) : (step.text ?? "")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {result.tables?.map((table) => (
        <div key={table.caption}>
          {result.chart?.tableCaption === table.caption && <ResultChart spec={result.chart} />}
          <ResultTableView table={table} />
        </div>
      ))}
    </section>
  );
}

/** A step's legal reference in the page's language; one a Hindi page cannot cite in Hindi is marked as English for screen readers. */
function Reference({ text, locale }: { text: string; locale: Locale }) {
  const cited = citeIn(text, locale);
  return (
    <span className={styles.reference} lang={cited.lang === locale ? undefined : cited.lang}>
      {cited.text}
    </span>
  );
}

/** Longer tables (a 20-year loan by month) show their first rows until asked: the page stays light. */
const COLLAPSED_ROWS = 24;

/** A schedule or rate table, scrollable by keyboard when wider than the phone, with its CSV download. */
function ResultTableView({ table }: { table: ResultTable }) {
  const t = frameText(useLocale());
  const [expanded, setExpanded] = useState(false);
  const collapsible = table.rows.length > COLLAPSED_ROWS * 2;
  const rows = collapsible && !expanded ? table.rows.slice(0, COLLAPSED_ROWS) : table.rows;
  return (
    <>
      {/* Focusable and named: a keyboard user can scroll a table wider than the phone (WCAG 2.1.1). */}
      <div className={`table-responsive ${styles.breakdownSection}`} tabIndex={0} role="region" aria-label={table.caption}>
        <table className="table table-sm table-striped">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(collapsible || table.csvFileName) && (
        <div className={`${styles.tableActions} d-flex flex-wrap gap-2`}>
          {collapsible && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm no-print"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t.showFirstRows(COLLAPSED_ROWS) : t.showAllRows(table.rows.length)}
            </button>
          )}
          {table.csvFileName && (
            <CsvDownload
              fileName={table.csvFileName}
              columns={table.columns}
              rows={table.csvRows ?? table.rows}
              what={table.caption.charAt(0).toLowerCase() + table.caption.slice(1)}
            />
          )}
        </div>
      )}
    </>
  );
}
