import Link from "@/components/layout/site-link";
import { Container } from "@/components/layout/container";
import { documentListings, documentPath } from "@/lib/content/document-routes";
import type { DocumentSummary } from "@/lib/content/schemas";
import { formatLongDate } from "@/lib/format";
import styles from "./content.module.scss";

/** A band of article cards with a link to the whole listing. */
export function DocumentCards({ title, documents }: { title: string; documents: readonly DocumentSummary[] }) {
  if (documents.length === 0) return null;
  const listing = documentListings[documents[0]!.kind];
  return (
    <section className={`${styles.section} ${styles.onApproach}`} aria-labelledby="latest-documents">
      <Container>
        <h2 id="latest-documents" className={styles.sectionTitle}>
          {title}
        </h2>
        <ul className={styles.linkCards}>
          {documents.map((document) => (
            <li key={document.slug}>
              <Link href={documentPath(document.kind, document.slug)} className="stretched-link fw-semibold">
                {document.title}
              </Link>
              <p>{document.intro}</p>
              <p className="small">
                <time dateTime={document.published}>{formatLongDate(document.published)}</time> · {document.readingMinutes} min read
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-3">
          <Link href={listing.path}>All {listing.title.toLowerCase()}</Link>
        </p>
      </Container>
    </section>
  );
}
