import { FaqList, FaqStructuredData } from "@/components/content/faq-list";
import { LinkedText } from "@/components/content/linked-text";
import type { FaqEntry } from "@/lib/calculators/types";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import styles from "./calculator.module.scss";

/** The explanation and FAQ, with FAQPage structured data for search engines. */
export function FaqSection({ title, explanation, faq }: { title: string; explanation: string[]; faq: FaqEntry[] }) {
  const locale = useLocale();
  return (
    <>
      <FaqStructuredData faqs={faq} />
      <section className={styles.explain} aria-labelledby="explain-title">
        <h2 id="explain-title">{locale === "en" ? `About the ${title.toLowerCase()}` : frameText(locale).about(title)}</h2>
        {explanation.map((paragraph) => (
          <p key={paragraph}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </section>
      <section className={styles.explain} aria-labelledby="faq-title">
        <h2 id="faq-title">{frameText(locale).faqTitle}</h2>
        <FaqList faqs={faq} />
      </section>
    </>
  );
}
