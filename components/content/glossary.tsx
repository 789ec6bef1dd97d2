import { useDeferredValue, useId, useState } from "react";
import type { GlossaryTerm } from "@/lib/content/schemas";
import styles from "./content.module.scss";

const initialOf = (term: string) => {
  const first = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : "#";
};

function matches(term: GlossaryTerm, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === "" || term.term.toLowerCase().includes(needle) || term.definition.toLowerCase().includes(needle);
}

/** The glossary grouped A to Z, an anchor per term, with a search box that filters as you type. */
export function Glossary({ terms }: { terms: readonly GlossaryTerm[] }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const shown = terms.filter((term) => matches(term, deferred));
  const letters = [...new Set(shown.map((term) => initialOf(term.term)))];
  const names = new Map(terms.map((term) => [term.slug, term.term]));

  return (
    <>
      <div className="mb-3" style={{ maxWidth: "32rem" }}>
        <label htmlFor={searchId} className="form-label fw-semibold">
          Search the glossary
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="For example: rebate, TDS, AIS"
          autoComplete="off"
        />
        <p className="form-text" role="status" aria-live="polite">
          {deferred.trim() === "" ? `${terms.length} terms` : `${shown.length} of ${terms.length} terms match "${deferred.trim()}"`}
        </p>
      </div>
      <nav aria-label="Glossary letters">
        <ul className={styles.letters}>
          {letters.map((letter) => (
            <li key={letter}>
              <a href={`#letter-${letter}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map((letter) => (
        <section key={letter} aria-labelledby={`letter-${letter}`}>
          <h2 id={`letter-${letter}`} className="h3 mt-4">
            {letter}
          </h2>
          <dl className={styles.terms}>
            {shown
              .filter((term) => initialOf(term.term) === letter)
              .map((term) => (
                <div key={term.slug}>
                  <dt id={term.slug}>
                    <a href={`#${term.slug}`} className="text-reset text-decoration-none">
                      {term.term}
                    </a>
                  </dt>
                  <dd>
                    {term.definition}
                    {term.related.some((slug) => names.has(slug)) && (
                      <span className="d-block mt-1 small">
                        See also:{" "}
                        {term.related
                          .filter((slug) => names.has(slug))
                          .map((slug, index) => (
                            <span key={slug}>
                              {index > 0 && ", "}
                              <a href={`#${slug}`}>{names.get(slug)}</a>
                            </span>
                          ))}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </>
  );
}
