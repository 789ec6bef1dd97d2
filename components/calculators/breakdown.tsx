import { useState } from "react";
import { formatInr } from "@/lib/format";
import type { CalculatorResult, ResultTable } from "@/lib/calculators/types";
import { CsvDownload } from "./csv-download";
import { ResultChart } from "./result-chart";
import styles from "./calculator.module.scss";

/** Every step from the inputs to the answer, each with the rule or section behind it. */
export function Breakdown({ result }: { result: CalculatorResult }) {
  return (
    <section className={styles.breakdown} aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">How this was worked out</h2>
      {result.breakdown.map((section) => (
        <div key={section.title} className={styles.breakdownSection}>
          <h3>{section.title}</h3>
          <table className="table table-sm">
            <thead className="visually-hidden">
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {section.steps.map((step, index) => (
                <tr key={`${step.label}-${index}`}>
                  <th scope="row" className={styles.stepLabel}>
                    {step.label}
                    {step.reference && <span className={styles.reference}>{step.reference}</span>}
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

/** Longer tables (a 20-year loan by month) show their first rows until asked: the page stays light. */
const COLLAPSED_ROWS = 24;

/** A schedule or rate table, scrollable by keyboard when wider than the phone, with its CSV download. */
function ResultTableView({ table }: { table: ResultTable }) {
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
              {expanded ? `Show the first ${COLLAPSED_ROWS} rows` : `Show all ${table.rows.length} rows`}
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
