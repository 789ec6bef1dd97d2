import { formatInr } from "@/lib/format";
import type { CalculatorResult } from "@/lib/calculators/types";
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
                  <td className={styles.stepAmount}>{step.amount !== undefined ? formatInr(step.amount) : (step.text ?? "")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {result.tables?.map((table) => (
        // Focusable and named: a keyboard user can scroll a table wider than the phone (WCAG 2.1.1).
        <div
          key={table.caption}
          className={`table-responsive ${styles.breakdownSection}`}
          tabIndex={0}
          role="region"
          aria-label={table.caption}
        >
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
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
