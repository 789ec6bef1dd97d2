import { formatFigure } from "@/lib/calculators/format-figure";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import type { Ref } from "react";
import type { CalculatorResult } from "@/lib/calculators/types";
import styles from "./calculator.module.scss";

/** The result's heading: Calculate and the phone's result bar bring it into view. */
export const RESULTS_TITLE_ID = "results-title";

interface ResultPanelProps {
  result: CalculatorResult | null;
  ref?: Ref<HTMLElement>;
}

/** The answer: a summary sentence and each figure in an <output name> element. */
export function ResultPanel({ result, ref }: ResultPanelProps) {
  const locale = useLocale();
  const t = frameText(locale);
  return (
    <section ref={ref} className={styles.results} aria-labelledby={RESULTS_TITLE_ID}>
      {/* Focusable from script, so the result bar can take a screen reader (and the keyboard) to it. */}
      <h2 id={RESULTS_TITLE_ID} className={styles.resultsTitle} tabIndex={-1}>
        {t.result}
      </h2>
      <div aria-live="polite">
        {result ? (
          <p className={styles.summary}>{result.summary}</p>
        ) : (
          <p className={styles.summary}>{t.correctField}</p>
        )}
      </div>
      {result && (
        <div className={styles.groups}>
          {result.groups.map((group) => (
            <div key={group.title} className={`${styles.group}${group.highlight ? ` ${styles.highlight}` : ""}`}>
              <h3 className={styles.groupTitle}>
                {group.title}
                {group.badge && <span className={`badge ${styles.badge}`}>{group.badge}</span>}
              </h3>
              <dl className={styles.figures}>
                {group.figures.map((figure) => (
                  <div key={figure.name} className={styles.figure}>
                    <dt>{figure.label}</dt>
                    <dd>
                      {/* An <output> is a live region and needs a name of its own: its group and label, as a
                          title (a label or aria-labelledby would make it answer to the field's label too). */}
                      <output name={figure.name} title={`${group.title}: ${figure.label}`}>
                        {formatFigure(figure, locale)}
                      </output>
                    </dd>
                  </div>
                ))}
              </dl>
              {group.figures
                .filter((figure) => figure.note)
                .map((figure) => (
                  <p key={figure.name} className={styles.figureNote}>
                    {figure.note}
                  </p>
                ))}
            </div>
          ))}
        </div>
      )}
      {result?.notes && result.notes.length > 0 && (
        <ul className={styles.notes}>
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
