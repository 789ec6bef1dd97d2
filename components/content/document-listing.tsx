import Link from "@/components/layout/site-link";
import { formatLongDate } from "@/lib/format";
import { documentListings, documentPath, listingPagePath } from "@/lib/content/document-routes";
import type { DocumentKind, DocumentSummary, MarketingPage } from "@/lib/content/schemas";
import type { PageMeta } from "@/lib/site/seo";
import { routes } from "@/lib/site/routes";
import { Seo } from "@/components/layout/seo";
import { Breadcrumbs } from "./breadcrumbs";
import { ListingIntro } from "./listing-intro";
import styles from "./content.module.scss";

export interface DocumentListingProps {
  kind: DocumentKind;
  intro: Pick<MarketingPage, "h1" | "lede" | "eyebrow">;
  meta: PageMeta;
  documents: DocumentSummary[];
  page: number;
  pages: number;
}

/** One page of a listing of articles or guides, newest first, with links to the other pages. */
export function DocumentListingView({ kind, intro, meta, documents, page, pages }: DocumentListingProps) {
  const listing = documentListings[kind];
  const here = listingPagePath(kind, page);
  return (
    <>
      <Seo meta={meta} />
      <Breadcrumbs
        trail={[
          { label: "Home", path: routes.home },
          { label: "Learning resources", path: routes.learning.root },
          { label: page > 1 ? `${listing.title}, page ${page}` : listing.title, path: here },
        ]}
      />
      <ListingIntro page={intro} suffix={page > 1 ? `, page ${page} of ${pages}` : undefined} />
      <ul className={styles.linkCards}>
        {documents.map((document) => (
          <li key={document.slug}>
            <article aria-labelledby={`document-${document.slug}`}>
              <h2 id={`document-${document.slug}`} className={styles.itemTitle}>
                <Link href={documentPath(kind, document.slug)} className="stretched-link">
                  {document.title}
                </Link>
              </h2>
              <p>{document.intro}</p>
              <p className="small">
                <time dateTime={document.published}>{formatLongDate(document.published)}</time> · {document.readingMinutes} min
                read
              </p>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={`${listing.title} pages`}>
          <ul className={styles.pagination}>
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  href={listingPagePath(kind, number)}
                  className={`btn ${number === page ? "btn-primary" : "btn-outline-primary"}`}
                  aria-current={number === page ? "page" : undefined}
                  aria-label={`Page ${number}`}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
