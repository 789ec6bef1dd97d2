import type { GetStaticPaths, GetStaticProps } from "next";
import { relatedCalculators } from "@/lib/content/related";
import { CONTENT_REVALIDATE_SECONDS } from "@/lib/site/cache-control";
import { listingPageRoutes, marketingPageRoutes, sluggedPages, type ListingPageKey, type MarketingPageKey } from "@/lib/site/marketing-pages";
import { mergeMeta } from "@/lib/site/seo";
import type { MarketingPageProps } from "@/components/content/marketing-page";
import { getMarketingPage, getPageMeta } from "./index";

/**
 * How often a statically generated content page is rebuilt in the background, so that
 * CMS edits appear within the hour without a new deployment (the CMS's publish webhook,
 * POST /api/revalidate, rebuilds them at once). Defined beside the cache policy that
 * matches it.
 */
export { CONTENT_REVALIDATE_SECONDS };

/** The page's meta: the CMS's entry first, then the page's own title and description, then site defaults. */
export async function contentMeta(key: string, own: { title: string; description: string; path: string }) {
  return mergeMeta(await getPageMeta(key), { seo_title: own.title, search_description: own.description, slug: own.path });
}

export async function marketingPageProps(key: MarketingPageKey): Promise<MarketingPageProps> {
  const page = getMarketingPage(key);
  const meta = await contentMeta(key, { title: page.title, description: page.description, path: marketingPageRoutes[key] });
  return { page, meta, related: relatedCalculators(page.relatedCalculators) };
}

/** getStaticProps for a page file that shows one marketing page. */
export function marketingStaticProps(key: MarketingPageKey): GetStaticProps<MarketingPageProps> {
  return async () => ({ props: await marketingPageProps(key), revalidate: CONTENT_REVALIDATE_SECONDS });
}

/** The intro and meta of a listing page whose body code builds (glossary, FAQ, webinars, media). */
export async function listingIntroProps(key: ListingPageKey) {
  const page = getMarketingPage(key);
  const meta = await contentMeta(key, { title: page.title, description: page.description, path: listingPageRoutes[key] });
  return { page, meta };
}

/**
 * getStaticPaths and getStaticProps for the dynamic route of a folder whose pages' paths
 * hold the product slug (`/company/about-{slug}`), which no file name can spell.
 */
export function sluggedPageStatic(folder: "company" | "learning-resource") {
  const pages = sluggedPages(folder);
  const getStaticPaths: GetStaticPaths = () => ({
    paths: pages.map(({ segment }) => ({ params: { page: segment } })),
    fallback: false,
  });
  const getStaticProps: GetStaticProps<MarketingPageProps, { page: string }> = async ({ params }) => {
    const found = pages.find(({ segment }) => segment === params?.page);
    if (!found) return { notFound: true };
    return { props: await marketingPageProps(found.key), revalidate: CONTENT_REVALIDATE_SECONDS };
  };
  return { getStaticPaths, getStaticProps };
}
