import { formatLongDate } from "@/lib/format";
import { documentListings, documentPath } from "@/lib/content/document-routes";
import type { RelatedCalculator } from "@/lib/content/related";
import type { ContentDocument } from "@/lib/content/schemas";
import { brand } from "@/lib/site/brand";
import { absoluteUrl, routes } from "@/lib/site/routes";
import { resolveMeta, type PageMeta } from "@/lib/site/seo";
import { Seo } from "@/components/layout/seo";
import { Breadcrumbs } from "./breadcrumbs";
import { ContentHtml } from "./content-html";
import { CtaLink } from "./cta-link";
import { JsonLd } from "./json-ld";
import { LawChecked } from "./law-checked";
import { RelatedCalculators } from "./related-calculators";
import styles from "./content.module.scss";

export interface DocumentPageProps {
  document: ContentDocument;
  meta: PageMeta;
  related: RelatedCalculator[];
}

/** An article or guide: trail, title, date and reading time, contents, the sanitised body, calculators. */
export function DocumentPageView({ document, meta, related }: DocumentPageProps) {
  const listing = documentListings[document.kind];
  const path = documentPath(document.kind, document.slug);
  return (
    <>
      <Seo meta={meta} />
      <JsonLd
        id="article"
        data={{
          "@type": "Article",
          headline: document.title,
          description: document.description,
          datePublished: document.published,
          dateModified: document.updated ?? document.published,
          author: { "@type": "Organization", name: document.author },
          publisher: { "@type": "Organization", name: brand.name },
          mainEntityOfPage: absoluteUrl(path),
          // Search engines want an image for an article: the page's own social image, else the site's card.
          image: resolveMeta(meta, path).og.image,
        }}
      />
      <Breadcrumbs
        trail={[
          { label: "Home", path: routes.home },
          { label: "Learning resources", path: routes.learning.root },
          { label: listing.title, path: listing.path },
          { label: document.title, path },
        ]}
      />
      <article>
        <h1 className={styles.title}>{document.title}</h1>
        <p className={styles.meta}>
          By {document.author} · Published <time dateTime={document.published}>{formatLongDate(document.published)}</time>
          {document.updated && (
            <>
              {" "}
              · Updated on <time dateTime={document.updated}>{formatLongDate(document.updated)}</time>
            </>
          )}{" "}
          · {document.readingMinutes} min read
        </p>
        <LawChecked lawCheck={document.lawCheck} className={styles.checked} />
        <p className={styles.lede}>{document.intro}</p>
        {document.toc.length > 1 && (
          <nav aria-labelledby="toc-title" className={styles.toc}>
            <h2 id="toc-title" className="h6 mb-0">
              Contents
            </h2>
            <ol>
              {document.toc.map((entry) => (
                <li key={entry.id} className={entry.level === 3 ? styles.sub : undefined}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <ContentHtml html={document.html} className={styles.article} />
      </article>
      <RelatedCalculators calculators={related} headingId="related-calculators" />
      <div className={`${styles.callout} mt-5`}>
        <h2 className={styles.sectionTitle}>Let an expert file it for you</h2>
        <CtaLink cta={{ label: "Start filing", target: "signup" }} className="btn btn-light btn-lg" />
      </div>
    </>
  );
}
