import Link from "@/components/layout/site-link";
import { documentPath, listingPagePath } from "@/lib/content/document-routes";
import type { DocumentKind, DocumentSummary, MarketingPage } from "@/lib/content/schemas";
import type { PageMeta } from "@/lib/site/seo";
import { useLocale } from "@/lib/i18n/use-locale";
import { routes } from "@/lib/site/routes";
import { Seo } from "@/components/layout/seo";
import { Breadcrumbs } from "./breadcrumbs";
import { contentText } from "./content-text";
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
  const t = contentText(useLocale());
  const title = t.listingTitle(kind);
  const here = listingPagePath(kind, page);
  return (
    <>
      <Seo meta={meta} />
      <Breadcrumbs
        trail={[
          { label: t.home, path: routes.home },
          { label: t.learningResources, path: routes.learning.root },
          { label: page > 1 ? t.listingPageCrumb(title, page) : title, path: here },
        ]}
      />
      <ListingIntro page={intro} suffix={page > 1 ? t.listingPageSuffix(page, pages) : undefined} />
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
                <time dateTime={document.published}>{t.date(document.published)}</time> {t.readingTime(document.readingMinutes)}
              </p>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t.listingPages(title)}>
          <ul className={styles.pagination}>
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  href={listingPagePath(kind, number)}
                  className={`btn ${number === page ? "btn-primary" : "btn-outline-primary"}`}
                  aria-current={number === page ? "page" : undefined}
                  aria-label={t.pageNumber(number)}
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
