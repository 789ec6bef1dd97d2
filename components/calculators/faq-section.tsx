import Head from "next/head";
import type { FaqEntry } from "@/lib/calculators/types";
import styles from "./calculator.module.scss";

/** The explanation and FAQ, with FAQPage structured data for search engines. */
export function FaqSection({ title, explanation, faq }: { title: string; explanation: string[]; faq: FaqEntry[] }) {
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
  return (
    <>
      <Head>
        <script
          type="application/ld+json"
          // JSON.stringify output with "<" escaped cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, "\\u003c") }}
        />
      </Head>
      <section className={styles.explain} aria-labelledby="explain-title">
        <h2 id="explain-title">About the {title.toLowerCase()}</h2>
        {explanation.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className={styles.explain} aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        {faq.map((entry) => (
          <details key={entry.question} className={styles.faq}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
    </>
  );
}
