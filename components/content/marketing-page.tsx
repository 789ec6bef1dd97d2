import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import type { MarketingPage } from "@/lib/content/schemas";
import type { RelatedCalculator } from "@/lib/content/related";
import type { PageMeta } from "@/lib/site/seo";
import { useLocale } from "@/lib/i18n/use-locale";
import { Seo } from "@/components/layout/seo";
import { contentText } from "./content-text";
import { CtaLink } from "./cta-link";
import { FaqList, FaqStructuredData } from "./faq-list";
import { LawChecked } from "./law-checked";
import { LinkedText } from "./linked-text";
import { RelatedCalculators } from "./related-calculators";
import styles from "./content.module.scss";

export interface MarketingPageProps {
  page: MarketingPage;
  meta: PageMeta;
  related: RelatedCalculator[];
}

interface MarketingPageViewProps extends MarketingPageProps {
  /** A block the page adds after its sections (a listing, a form). */
  children?: ReactNode;
}

type Section = MarketingPage["sections"][number];

function SectionItems({ section }: { section: Section }) {
  if (section.items.length === 0) return null;
  const body = section.items.map((item) => (
    <li key={item.title}>
      <h3 className={styles.itemTitle}>{item.title}</h3>
      <p className="mb-0">
        <LinkedText text={item.text} />
      </p>
    </li>
  ));
  if (section.layout === "steps") return <ol className={styles.steps}>{body}</ol>;
  return <ul className={section.layout === "list" ? styles.checklist : styles.cards}>{body}</ul>;
}

/** A service, campaign or company page: hero, sections, questions, calculators, and the call to action. */
export function MarketingPageView({ page, meta, related, children }: MarketingPageViewProps) {
  const t = contentText(useLocale());
  return (
    <>
      <Seo meta={meta} />
      <FaqStructuredData faqs={page.faqs} />
      <section className={styles.hero} aria-labelledby="page-title">
        <Container>
          {page.eyebrow && <p className={styles.eyebrow}>{page.eyebrow}</p>}
          <h1 id="page-title" className={styles.title}>
            {page.h1}
          </h1>
          <p className={styles.lede}>{page.lede}</p>
          <LawChecked lawCheck={page.lawCheck} className={styles.checked} />
          <CtaLink cta={page.cta} />
        </Container>
      </section>

      {page.sections.map((section, index) => (
        <section
          key={section.heading}
          className={`${styles.section} ${styles.onApproach} ${index % 2 === 1 ? styles.tinted : ""}`}
          aria-labelledby={`section-${index}`}
        >
          <Container>
            <h2 id={`section-${index}`} className={styles.sectionTitle}>
              {section.heading}
            </h2>
            <div className={styles.prose}>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <LinkedText text={paragraph} />
                </p>
              ))}
            </div>
            <SectionItems section={section} />
          </Container>
        </section>
      ))}

      {children}

      {(page.faqs.length > 0 || related.length > 0) && (
        <section className={`${styles.section} ${styles.onApproach}`}>
          <Container>
            {page.faqs.length > 0 && (
              <>
                <h2 className={styles.sectionTitle}>{t.faqTitle}</h2>
                <FaqList faqs={page.faqs} />
              </>
            )}
            <RelatedCalculators calculators={related} headingId="related-calculators" />
          </Container>
        </section>
      )}

      <section className={styles.section} aria-labelledby="next-step">
        <Container>
          <div className={styles.callout}>
            <h2 id="next-step" className={styles.sectionTitle}>
              {t.readyWhenYouAre}
            </h2>
            <CtaLink cta={page.cta} className="btn btn-light btn-lg" />
          </div>
        </Container>
      </section>
    </>
  );
}
