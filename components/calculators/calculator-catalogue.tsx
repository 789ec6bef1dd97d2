import Link from "@/components/layout/site-link";
import { useState } from "react";
import { calculatorCatalogue, searchCatalogue } from "@/lib/calculators/catalogue";
import { calculatorGroups } from "@/lib/calculators/directory";
import styles from "./calculator-catalogue.module.scss";

/** Every calculator, grouped, with a search box that filters as you type. */
export function CalculatorCatalogue() {
  const [query, setQuery] = useState("");
  const matches = searchCatalogue(query);
  const total = calculatorCatalogue.length;

  return (
    <>
      <div className={styles.search}>
        <label htmlFor="calculator-search" className="form-label fw-semibold">
          Search calculators
        </label>
        <input
          id="calculator-search"
          type="search"
          className="form-control form-control-lg"
          placeholder="HRA, capital gains, 80C…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby="calculator-count"
          autoComplete="off"
        />
        <p id="calculator-count" className={styles.count} role="status">
          {matches.length === total ? `${total} calculators` : `${matches.length} of ${total} calculators`}
        </p>
      </div>
      {matches.length === 0 && (
        <p className={styles.empty}>
          No calculator matches “{query}”. Try fewer words, or a section number such as 80C or 234F.
        </p>
      )}
      {calculatorGroups.map((group) => {
        const entries = matches.filter((entry) => entry.group === group.id);
        if (entries.length === 0) return null;
        return (
          <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <p className={styles.groupText}>{group.description}</p>
            <ul className={styles.cards}>
              {entries.map((entry) => (
                <li key={entry.id} className={styles.card}>
                  <img src={entry.icon} alt="" width={28} height={28} loading="lazy" />
                  <h3 className={styles.cardTitle}>
                    <Link href={entry.path} className="stretched-link">
                      {entry.title}
                    </Link>
                  </h3>
                  <p className={styles.cardText}>{entry.description}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
