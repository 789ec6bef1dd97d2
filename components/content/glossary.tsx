import { memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import type { GlossaryTerm } from "@/lib/content/schemas";
import { StaticIsland } from "@/components/layout/static-island";
import { useLocale } from "@/lib/i18n/use-locale";
import { contentText } from "./content-text";
import styles from "./content.module.scss";

/**
 * The letter a term is listed under: A to Z, or on a Hindi page the Devanagari letter it starts
 * with (a nukta letter under its base letter: फ़ under फ); anything else under "#".
 */
const initialOf = (term: string) => {
  const first = term.trim().normalize("NFD").charAt(0).toUpperCase();
  return /[A-Z\u0904-\u0939\u0960\u0961\u0972-\u097F]/.test(first) ? first : "#";
};

/** Compared without case or Unicode composition (a nukta typed as one character or two). */
const folded = (text: string) => text.normalize("NFD").toLowerCase();

/** A term matches on its name, its English name (a Hindi page's terms carry it) or its definition. */
function matches(term: GlossaryTerm, query: string): boolean {
  const needle = folded(query.trim());
  return (
    needle === "" ||
    folded(term.term).includes(needle) ||
    (term.english !== undefined && folded(term.english).includes(needle)) ||
    folded(term.definition).includes(needle)
  );
}

/** The terms under each initial, in the order the letters first appear. */
function byLetter(terms: readonly GlossaryTerm[]): Map<string, GlossaryTerm[]> {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    const letter = initialOf(term.term);
    if (!groups.has(letter)) groups.set(letter, []);
    groups.get(letter)!.push(term);
  }
  return groups;
}

const lettersOf = (terms: readonly GlossaryTerm[]) => [...byLetter(terms).keys()];

/**
 * A letter's height until it is first laid out (content-visibility, render-on-approach in
 * styles/_theme.scss): at least the real one, so measured at 320 px, where a term with its
 * definition takes up to about 25rem and the letter's heading 4rem.
 */
const estimatedHeight = (termCount: number) => `auto ${8 + termCount * 26}rem`;

/**
 * Every term, grouped A to Z, an anchor per term. It never changes after the first render, so
 * on the page the server rendered it is a static island: about 1,200 elements that React does
 * not hydrate one by one (issue #18); keyed by the terms, so new terms make a new island. The
 * search hides what does not match (Glossary, below).
 */
const TermList = memo(function TermList({ terms, seeAlso }: { terms: readonly GlossaryTerm[]; seeAlso: string }) {
  const names = new Map(terms.map((term) => [term.slug, term.term]));
  return (
    <StaticIsland key={terms.map((term) => term.slug).join(" ")}>
      {[...byLetter(terms)].map(([letter, letterTerms]) => (
        <section
          key={letter}
          aria-labelledby={`letter-${letter}`}
          data-letter={letter}
          className={styles.letterGroup}
          style={{ containIntrinsicSize: estimatedHeight(letterTerms.length) }}
        >
          <h2 id={`letter-${letter}`} className="h3 mt-4">
            {letter}
          </h2>
          <dl className={styles.terms}>
            {letterTerms.map((term) => (
                <div key={term.slug} data-term={term.slug}>
                  <dt id={term.slug}>
                    <a href={`#${term.slug}`} className="text-reset text-decoration-none">
                      {term.term}
                    </a>
                    {term.english && term.english !== term.term && (
                      <>
                        {" "}
                        <span lang="en" className="small fw-normal text-body-secondary">
                          {term.english}
                        </span>
                      </>
                    )}
                  </dt>
                  <dd>
                    {term.definition}
                    {term.related.some((slug) => names.has(slug)) && (
                      <span className="d-block mt-1 small">
                        {seeAlso}{" "}
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
    </StaticIsland>
  );
});

/** The glossary with a search box that filters as you type, and links to the letters shown. */
export function Glossary({ terms }: { terms: readonly GlossaryTerm[] }) {
  const t = contentText(useLocale());
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const list = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => terms.filter((term) => matches(term, deferred)), [terms, deferred]);

  // The list is not React's to re-render (an island), so a search hides its terms and the
  // letters left empty; what matches is decided here, from the terms, not from the page's text.
  useEffect(() => {
    const visible = new Set(shown.map((term) => term.slug));
    for (const item of list.current?.querySelectorAll<HTMLElement>("[data-term]") ?? []) item.hidden = !visible.has(item.dataset.term ?? "");
    for (const section of list.current?.querySelectorAll<HTMLElement>("[data-letter]") ?? []) {
      section.hidden = section.querySelector("[data-term]:not([hidden])") === null;
    }
  }, [shown]);

  return (
    <>
      <div className="mb-3" style={{ maxWidth: "32rem" }}>
        <label htmlFor={searchId} className="form-label fw-semibold">
          {t.searchGlossary}
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t.glossaryPlaceholder}
          autoComplete="off"
        />
        <p className="form-text" role="status" aria-live="polite">
          {deferred.trim() === "" ? t.termCount(terms.length) : t.termsMatching(shown.length, terms.length, deferred.trim())}
        </p>
      </div>
      <nav aria-label={t.glossaryLetters}>
        <ul className={styles.letters}>
          {lettersOf(shown).map((letter) => (
            <li key={letter}>
              <a href={`#letter-${letter}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={list}>
        <TermList terms={terms} seeAlso={t.seeAlso} />
      </div>
    </>
  );
}
