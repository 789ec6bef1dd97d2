import type { Faq } from "@/lib/content/schemas";
import { faqPageData, JsonLd } from "./json-ld";
import { LinkedText } from "./linked-text";
import styles from "./content.module.scss";

/** Questions as a disclosure list (native details: keyboard and screen reader ready, no script). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div>
      {faqs.map((entry) => (
        <details key={entry.question} className={styles.faq}>
          <summary>{entry.question}</summary>
          <p>
            <LinkedText text={entry.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}

/** The page's FAQPage structured data: one per page, for every question it shows. */
export function FaqStructuredData({ faqs }: { faqs: readonly Faq[] }) {
  return faqs.length > 0 ? <JsonLd id="faq-page" data={faqPageData(faqs)} /> : null;
}
