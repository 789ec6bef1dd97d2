import type { GetStaticPaths, GetStaticProps } from "next";
import { documentListings, documentPath, LISTING_PAGE_SIZE, listingPagePath, pageCount } from "@/lib/content/document-routes";
import { relatedCalculators } from "@/lib/content/related";
import { summaryOf, type DocumentKind } from "@/lib/content/schemas";
import type { DocumentListingProps } from "@/components/content/document-listing";
import type { DocumentPageProps } from "@/components/content/document-page";
import { getDocument, getDocuments, getMarketingPage, marketingPageLanguage } from "./index";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { DOCUMENT_FOLDERS } from "./embedded";
import { CONTENT_REVALIDATE_SECONDS, contentLanguagesOf, contentMeta, localeOf, type ContentLanguages } from "./page-props";

async function listingProps(kind: DocumentKind, page: number, locale: Locale = "en"): Promise<(DocumentListingProps & ContentLanguages) | null> {
  const { value: documents } = await getDocuments(kind, locale);
  const pages = pageCount(documents.length);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const listing = documentListings[kind];
  const intro = getMarketingPage(listing.key, locale);
  const meta = await contentMeta(
    listing.key,
    {
      title: page > 1 ? (locale === "en" ? `${intro.title} (page ${page})` : `${intro.title} (पेज ${page})`) : intro.title,
      description: page > 1 ? (locale === "en" ? `${intro.description} Page ${page} of ${pages}.` : `${intro.description} ${pages} में से पेज ${page}।`) : intro.description,
      path: listingPagePath(kind, page),
    },
    locale,
  );
  const shown = documents.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE).map(summaryOf);
  const languages = contentLanguagesOf(marketingPageLanguage(listing.key, "hi") === "hi", locale, [`pages/${listing.key}.json`]);
  return { kind, intro: { h1: intro.h1, lede: intro.lede, ...(intro.eyebrow ? { eyebrow: intro.eyebrow } : {}) }, meta, documents: shown, page, pages, ...languages };
}

/** The first page of a listing (the listing's own route). */
export function listingStaticProps(kind: DocumentKind): GetStaticProps<DocumentListingProps> {
  return async ({ locale }) => {
    const props = await listingProps(kind, 1, localeOf(locale));
    return props ? { props, revalidate: CONTENT_REVALIDATE_SECONDS } : { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
  };
}

/** `/page/{n}` for n from 2; a page past the end answers 404. */
export function listingPageStaticPaths(kind: DocumentKind): GetStaticPaths {
  return async () => {
    const { value } = await getDocuments(kind);
    const pages = pageCount(value.length);
    return { paths: LOCALES.flatMap((locale) => Array.from({ length: pages - 1 }, (_, index) => ({ params: { n: String(index + 2) }, locale }))), fallback: "blocking" };
  };
}

export function listingPageStaticProps(kind: DocumentKind): GetStaticProps<DocumentListingProps, { n: string }> {
  return async ({ params, locale }) => {
    const page = /^[2-9]\d*$|^1\d+$/.test(params?.n ?? "") ? Number(params?.n) : Number.NaN;
    const props = Number.isNaN(page) ? null : await listingProps(kind, page, localeOf(locale));
    return props ? { props, revalidate: CONTENT_REVALIDATE_SECONDS } : { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
  };
}

/**
 * Every document known at build time is generated; a slug published in the CMS later is
 * rendered on its first request ("blocking"), and an unknown slug answers 404.
 */
export function documentStaticPaths(kind: DocumentKind): GetStaticPaths {
  return async () => {
    const { value } = await getDocuments(kind);
    return { paths: LOCALES.flatMap((locale) => value.map((document) => ({ params: { slug: document.slug }, locale }))), fallback: "blocking" };
  };
}

export function documentStaticProps(kind: DocumentKind): GetStaticProps<DocumentPageProps, { slug: string }> {
  return async ({ params, locale }) => {
    const slug = params?.slug ?? "";
    const language = localeOf(locale);
    const document = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? await getDocument(kind, slug, language) : null;
    if (!document) return { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
    const meta = await contentMeta(
      `${kind}-${slug}`,
      {
        title: document.title,
        description: document.description,
        path: documentPath(kind, slug),
      },
      language,
    );
    // Whether the Hindi twin exists: the document in the page's language, or a look in Hindi from an English page.
    const inHindi = language === "hi" ? document.language === "hi" : (await getDocument(kind, slug, "hi"))?.language === "hi";
    // A Hindi document's date: its embedded file's, or (from the CMS alone) its own last update.
    const file = `${DOCUMENT_FOLDERS[kind].replace(/\\/g, "/")}/${slug}.md`;
    const languages = contentLanguagesOf(inHindi, language, [file], document.updated ?? document.published);
    const props = { document, meta, related: relatedCalculators(document.relatedCalculators), ...languages };
    return { props, revalidate: CONTENT_REVALIDATE_SECONDS };
  };
}
