import Link from "@/components/layout/site-link";
import { Container } from "@/components/layout/container";
import { documentListings, documentPath } from "@/lib/content/document-routes";
import type { DocumentSummary } from "@/lib/content/schemas";
import { useLocale } from "@/lib/i18n/use-locale";
import { contentText } from "./content-text";
import styles from "./content.module.scss";

/** A band of article cards with a link to the whole listing; titled "Latest articles" unless the page names it. */
export function DocumentCards({ title, documents }: { title?: string; documents: readonly DocumentSummary[] }) {
  const t = contentText(useLocale());
  if (documents.length === 0) return null;
  const listing = documentListings[documents[0]!.kind];
  return (
    <section className={`${styles.section} ${styles.onApproach}`} aria-labelledby="latest-documents">
      <Container>
        <h2 id="latest-documents" className={styles.sectionTitle}>
          {title ?? t.latestArticles}
        </h2>
        <ul className={styles.linkCards}>
          {documents.map((document) => (
            <li key={document.slug}>
              <Link href={documentPath(document.kind, document.slug)} className="stretched-link fw-semibold">
                {document.title}
              </Link>
              <p>{document.intro}</p>
              <p className="small">
                <time dateTime={document.published}>{t.date(document.published)}</time> {t.readingTime(document.readingMinutes)}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-3">
          <Link href={listing.path}>{t.allOf(documents[0]!.kind)}</Link>
        </p>
      </Container>
    </section>
  );
}
