import Head from "next/head";

/** Structured data for search engines; "<" escaped so the text cannot close the script element. */
export function JsonLd({ data, id }: { data: object; id: string }) {
  return (
    <Head>
      <script
        key={id}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c") }}
      />
    </Head>
  );
}

export function faqPageData(faqs: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
