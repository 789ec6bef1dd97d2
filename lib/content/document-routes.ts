import { routes } from "@/lib/site/routes";
import type { DocumentKind } from "./schemas";

/** Where each kind of document is listed, what the listing is called, and its content key. */
export const documentListings: Record<DocumentKind, { path: string; title: string; key: string }> = {
  article: { path: routes.learning.blog, title: "Blog articles", key: "learning-blog" },
  "itr-guide": { path: routes.learning.itrGuides, title: "ITR guides", key: "learning-itr-guides" },
  "gst-guide": { path: routes.learning.gstGuides, title: "GST guides", key: "learning-gst-guides" },
};

/** Documents a listing page shows. */
export const LISTING_PAGE_SIZE = 9;

export const documentPath = (kind: DocumentKind, slug: string) => `${documentListings[kind].path}/${slug}`;

/** Page 1 is the listing itself; later pages live under `/page/{n}`. */
export const listingPagePath = (kind: DocumentKind, page: number) =>
  page <= 1 ? documentListings[kind].path : `${documentListings[kind].path}/page/${page}`;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
