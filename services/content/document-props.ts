import type { GetStaticPaths, GetStaticProps } from "next";
import { documentListings, documentPath, LISTING_PAGE_SIZE, listingPagePath, pageCount } from "@/lib/content/document-routes";
import { relatedCalculators } from "@/lib/content/related";
import { summaryOf, type DocumentKind } from "@/lib/content/schemas";
import type { DocumentListingProps } from "@/components/content/document-listing";
import type { DocumentPageProps } from "@/components/content/document-page";
import { getDocument, getDocuments, getMarketingPage } from "./index";
import { CONTENT_REVALIDATE_SECONDS, contentMeta } from "./page-props";

async function listingProps(kind: DocumentKind, page: number): Promise<DocumentListingProps | null> {
  const { value: documents } = await getDocuments(kind);
  const pages = pageCount(documents.length);
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const listing = documentListings[kind];
  const intro = getMarketingPage(listing.key);
  const meta = await contentMeta(listing.key, {
    title: page > 1 ? `${intro.title} (page ${page})` : intro.title,
    description: page > 1 ? `${intro.description} Page ${page} of ${pages}.` : intro.description,
    path: listingPagePath(kind, page),
  });
  const shown = documents.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE).map(summaryOf);
  return { kind, intro: { h1: intro.h1, lede: intro.lede, ...(intro.eyebrow ? { eyebrow: intro.eyebrow } : {}) }, meta, documents: shown, page, pages };
}

/** The first page of a listing (the listing's own route). */
export function listingStaticProps(kind: DocumentKind): GetStaticProps<DocumentListingProps> {
  return async () => {
    const props = await listingProps(kind, 1);
    return props ? { props, revalidate: CONTENT_REVALIDATE_SECONDS } : { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
  };
}

/** `/page/{n}` for n from 2; a page past the end answers 404. */
export function listingPageStaticPaths(kind: DocumentKind): GetStaticPaths {
  return async () => {
    const { value } = await getDocuments(kind);
    const pages = pageCount(value.length);
    return { paths: Array.from({ length: pages - 1 }, (_, index) => ({ params: { n: String(index + 2) } })), fallback: "blocking" };
  };
}

export function listingPageStaticProps(kind: DocumentKind): GetStaticProps<DocumentListingProps, { n: string }> {
  return async ({ params }) => {
    const page = /^[2-9]\d*$|^1\d+$/.test(params?.n ?? "") ? Number(params?.n) : Number.NaN;
    const props = Number.isNaN(page) ? null : await listingProps(kind, page);
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
    return { paths: value.map((document) => ({ params: { slug: document.slug } })), fallback: "blocking" };
  };
}

export function documentStaticProps(kind: DocumentKind): GetStaticProps<DocumentPageProps, { slug: string }> {
  return async ({ params }) => {
    const slug = params?.slug ?? "";
    const document = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? await getDocument(kind, slug) : null;
    if (!document) return { notFound: true, revalidate: CONTENT_REVALIDATE_SECONDS };
    const meta = await contentMeta(`${kind}-${slug}`, {
      title: document.title,
      description: document.description,
      path: documentPath(kind, slug),
    });
    return { props: { document, meta, related: relatedCalculators(document.relatedCalculators) }, revalidate: CONTENT_REVALIDATE_SECONDS };
  };
}
