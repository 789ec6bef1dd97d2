import { existsIn, localePath } from "@/lib/i18n/paths";
import { documentListings, documentPath, listingPagePath, pageCount } from "@/lib/content/document-routes";
import type { DocumentKind } from "@/lib/content/schemas";
import { listingPageRoutes, marketingPageRoutes } from "@/lib/site/marketing-pages";
import { routes } from "@/lib/site/routes";
import { CMS_TYPES, GUIDE_KIND } from "./cms-mappers";
import { getDocuments } from "./index";

/*
 * Which statically generated pages show a CMS page, so that publishing it in the CMS
 * (Wagtail's webhook: POST /api/revalidate with its type and slug) regenerates exactly
 * those. Read from the same tables the pages are built from: the CMS types
 * (cms-mappers.ts), the document routes and the marketing and listing routes.
 *
 * The sitemap is not among them: it is rendered on each request (a shared cache keeps it
 * a minute), so it lists a new article as soon as the CMS does.
 */

export interface CmsChange {
  /** Wagtail's page type, "app_label.ModelName", e.g. "blog.BlogPage". */
  type: string;
  slug: string;
}

/** Every page of a listing: its pages now, and one more in case the list has just become a page shorter. */
async function listingPaths(kind: DocumentKind): Promise<string[]> {
  const { value } = await getDocuments(kind);
  return Array.from({ length: pageCount(value.length) + 1 }, (_, index) => listingPagePath(kind, index + 1));
}

/** A document's own page, and every page of its listing (its place, title or summary there may have changed). */
async function documentChange(kind: DocumentKind, slug: string): Promise<string[]> {
  return [documentPath(kind, slug), ...(await listingPaths(kind))];
}

/** The page a page-meta entry describes: its slug is the page's content key (cms-mappers.ts, toPageMeta). */
async function pageMetaChange(key: string): Promise<string[]> {
  if (Object.hasOwn(marketingPageRoutes, key)) return [marketingPageRoutes[key as keyof typeof marketingPageRoutes]];
  const listing = Object.entries(documentListings).find(([, entry]) => entry.key === key);
  // A document listing's meta is read by each of its pages.
  if (listing) return listingPaths(listing[0] as DocumentKind);
  if (Object.hasOwn(listingPageRoutes, key)) return [listingPageRoutes[key as keyof typeof listingPageRoutes]];
  // A document's own meta is keyed `{kind}-{slug}` (document-props.ts).
  const document = (Object.keys(documentListings) as DocumentKind[]).find((kind) => key.startsWith(`${kind}-`));
  return document ? [documentPath(document, key.slice(document.length + 1))] : [];
}

/** The paths to regenerate after `change` was published, unpublished or deleted; [] for a type no page shows. */
export async function pathsShowing({ type, slug }: CmsChange): Promise<string[]> {
  let paths: string[];
  switch (type) {
    case CMS_TYPES.article:
      // The learning hub shows the latest articles.
      paths = [...(await documentChange("article", slug)), routes.learning.root];
      break;
    case CMS_TYPES.guide:
      // The webhook does not say which kind of guide: both, which also covers a guide moved from one kind to the other.
      paths = (await Promise.all(Object.values(GUIDE_KIND).map((kind) => documentChange(kind, slug)))).flat();
      break;
    case CMS_TYPES.glossary:
      paths = [routes.learning.glossary];
      break;
    case CMS_TYPES.faq:
      paths = [routes.learning.faq];
      break;
    case CMS_TYPES.webinar:
      paths = [routes.learning.webinars];
      break;
    case CMS_TYPES.media:
      paths = [routes.company.mediaBuzz];
      break;
    case CMS_TYPES.pageMeta:
      paths = await pageMetaChange(slug);
      break;
    default:
      // Testimonials, and any type the site does not read.
      paths = [];
  }
  return [...new Set(paths)];
}

/** Both languages of each path: a changed page's Hindi twin shows the same CMS page or its Hindi version (issue #42). */
export function pathsInEveryLanguage(paths: readonly string[]): string[] {
  return paths.flatMap((path) => (existsIn(path, "hi") ? [path, localePath(path, "hi")] : [path]));
}
