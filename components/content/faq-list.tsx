import type { Faq } from "@/lib/content/schemas";
import { StaticIsland } from "@/components/layout/static-island";
import { faqPageData, JsonLd } from "./json-ld";
import { LinkedText } from "./linked-text";
import styles from "./content.module.scss";

/**
 * Questions as a disclosure list (native details: keyboard and screen reader ready, no script),
 * so it is a static island: HTML that React does not hydrate element by element (issue #18).
 * Keyed by its questions, so a page that shows other questions gets a new island.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <StaticIsland key={faqs.map((entry) => entry.question).join("\n")}>
      {faqs.map((entry) => (
        <details key={entry.question} className={styles.faq}>
          <summary>{entry.question}</summary>
          <p>
            <LinkedText text={entry.answer} />
          </p>
        </details>
      ))}
    </StaticIsland>
  );
}

/** The page's FAQPage structured data: one per page, for every question it shows. */
export function FaqStructuredData({ faqs }: { faqs: readonly Faq[] }) {
  return faqs.length > 0 ? <JsonLd id="faq-page" data={faqPageData(faqs)} /> : null;
}
