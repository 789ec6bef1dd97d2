import { documentListings, documentPath } from "@/lib/content/document-routes";
import type { RelatedCalculator } from "@/lib/content/related";
import type { ContentDocument } from "@/lib/content/schemas";
import { useLocale } from "@/lib/i18n/use-locale";
import { brand } from "@/lib/site/brand";
import { absoluteUrl, routes } from "@/lib/site/routes";
import { resolveMeta, type PageMeta } from "@/lib/site/seo";
import { Seo } from "@/components/layout/seo";
import { Breadcrumbs } from "./breadcrumbs";
import { ContentHtml } from "./content-html";
import { contentText } from "./content-text";
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
  const locale = useLocale();
  const t = contentText(locale);
  const listing = documentListings[document.kind];
  const path = documentPath(document.kind, document.slug);
  // A Hindi page whose article is not yet translated shows the English text (services/content): marked as English.
  const textLang = locale !== "en" && document.language === "en" ? "en" : undefined;
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
          { label: t.home, path: routes.home },
          { label: t.learningResources, path: routes.learning.root },
          { label: t.listingTitle(document.kind), path: listing.path },
          { label: document.title, path },
        ]}
      />
      <article>
        <h1 className={styles.title} lang={textLang}>
          {document.title}
        </h1>
        <p className={styles.meta}>
          {t.byline(document.author)}
          <time dateTime={document.published}>{t.date(document.published)}</time>
          {document.updated && (
            <>
              {" "}
              {t.updatedOn}
              <time dateTime={document.updated}>{t.date(document.updated)}</time>
            </>
          )}{" "}
          {t.readingTime(document.readingMinutes)}
        </p>
        <LawChecked lawCheck={document.lawCheck} className={styles.checked} />
        <p className={styles.lede} lang={textLang}>
          {document.intro}
        </p>
        {document.toc.length > 1 && (
          <nav aria-labelledby="toc-title" className={styles.toc}>
            <h2 id="toc-title" className="h6 mb-0">
              {t.contents}
            </h2>
            <ol lang={textLang}>
              {document.toc.map((entry) => (
                <li key={entry.id} className={entry.level === 3 ? styles.sub : undefined}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <ContentHtml html={document.html} className={styles.article} lang={textLang} />
      </article>
      <RelatedCalculators calculators={related} headingId="related-calculators" />
      <div className={`${styles.callout} mt-5`}>
        <h2 className={styles.sectionTitle}>{t.expertTitle}</h2>
        <CtaLink cta={{ label: t.startFiling, target: "signup" }} className="btn btn-light btn-lg" />
      </div>
    </>
  );
}
