import { FaqList, FaqStructuredData } from "@/components/content/faq-list";
import { LinkedText } from "@/components/content/linked-text";
import type { FaqEntry } from "@/lib/calculators/types";
import styles from "./calculator.module.scss";

/** The explanation and FAQ, with FAQPage structured data for search engines. */
export function FaqSection({ title, explanation, faq }: { title: string; explanation: string[]; faq: FaqEntry[] }) {
  return (
    <>
      <FaqStructuredData faqs={faq} />
      <section className={styles.explain} aria-labelledby="explain-title">
        <h2 id="explain-title">About the {title.toLowerCase()}</h2>
        {explanation.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </section>
      <section className={styles.explain} aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <FaqList faqs={faq} />
      </section>
    </>
  );
}
