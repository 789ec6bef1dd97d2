import type { GetStaticPaths, GetStaticProps } from "next";
import { relatedCalculators } from "@/lib/content/related";
import { CONTENT_REVALIDATE_SECONDS } from "@/lib/site/cache-control";
import { listingPageRoutes, marketingPageRoutes, sluggedPages, type ListingPageKey, type MarketingPageKey } from "@/lib/site/marketing-pages";
import { mergeMeta } from "@/lib/site/seo";
import type { MarketingPageProps } from "@/components/content/marketing-page";
import { isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";
import { getMarketingPage, getPageMeta, marketingPageLanguage } from "./index";
import { hindiUpdatedOn } from "./translation-dates";

/** The page's language from Next's i18n routing (getStaticProps' `locale`). */
export const localeOf = (locale: string | undefined): Locale => (isLocale(locale) ? locale : "en");

/**
 * How often a statically generated content page is rebuilt in the background, so that
 * CMS edits appear within the hour without a new deployment (the CMS's publish webhook,
 * POST /api/revalidate, rebuilds them at once). Defined beside the cache policy that
 * matches it.
 */
export { CONTENT_REVALIDATE_SECONDS };

/** The page's meta: the CMS's entry first, then the page's own title and description, then site defaults. */
export async function contentMeta(key: string, own: { title: string; description: string; path: string }, locale: Locale = "en") {
  return mergeMeta(await getPageMeta(key, locale), { seo_title: own.title, search_description: own.description, slug: own.path });
}

/**
 * The languages a page's content exists in, read by the frame (pages/_app.tsx, components/layout/seo.tsx):
 * a Hindi page whose content is not yet in Hindi shows the English with a notice, is kept out of
 * search engines, and no page names a Hindi twin that does not exist.
 */
export interface ContentLanguages {
  languages: Locale[];
  /** On a Hindi page in Hindi: the date (ISO) its Hindi was last brought up to its English, which the page shows. */
  hindiUpdated?: string;
}

export const languagesOf = (hindi: boolean): Locale[] => (hindi ? ["en", "hi"] : ["en"]);

/**
 * The page's languages, and on a Hindi page shown in Hindi the date its Hindi was last brought
 * up to date: that of the embedded files it is made of (`pages/<key>.json` and the data it lists),
 * else `fallbackDate` (a Hindi page from the CMS: its own last update).
 */
export function contentLanguagesOf(inHindi: boolean, locale: Locale, files: readonly string[], fallbackDate?: string | null): ContentLanguages {
  const languages = languagesOf(inHindi);
  if (locale !== "hi" || !inHindi) return { languages };
  const date = hindiUpdatedOn(...files) ?? fallbackDate;
  return date ? { languages, hindiUpdated: date } : { languages };
}

const pageFile = (key: string) => `pages/${key}.json`;

export async function marketingPageProps(key: MarketingPageKey, locale: Locale = "en"): Promise<MarketingPageProps & ContentLanguages> {
  const page = getMarketingPage(key, locale);
  const meta = await contentMeta(key, { title: page.title, description: page.description, path: marketingPageRoutes[key] }, locale);
  const inHindi = marketingPageLanguage(key, "hi") === "hi";
  return { page, meta, related: relatedCalculators(page.relatedCalculators), ...contentLanguagesOf(inHindi, locale, [pageFile(key)]) };
}

/** getStaticProps for a page file that shows one marketing page. */
export function marketingStaticProps(key: MarketingPageKey): GetStaticProps<MarketingPageProps> {
  return async ({ locale }) => ({ props: await marketingPageProps(key, localeOf(locale)), revalidate: CONTENT_REVALIDATE_SECONDS });
}

/**
 * The intro and meta of a listing page whose body code builds (glossary, FAQ, webinars, media);
 * `dataFiles` are the embedded files it lists (`glossary.json`), whose Hindi dates count too.
 */
export async function listingIntroProps(key: ListingPageKey, locale: Locale = "en", dataFiles: readonly string[] = []) {
  const page = getMarketingPage(key, locale);
  const meta = await contentMeta(key, { title: page.title, description: page.description, path: listingPageRoutes[key] }, locale);
  return { page, meta, ...contentLanguagesOf(marketingPageLanguage(key, "hi") === "hi", locale, [pageFile(key), ...dataFiles]) };
}

/**
 * getStaticPaths and getStaticProps for the dynamic route of a folder whose pages' paths
 * hold the product slug (`/company/about-{slug}`), which no file name can spell.
 */
export function sluggedPageStatic(folder: "company" | "learning-resource") {
  const pages = sluggedPages(folder);
  const getStaticPaths: GetStaticPaths = () => ({
    paths: LOCALES.flatMap((locale) => pages.map(({ segment }) => ({ params: { page: segment }, locale }))),
    fallback: false,
  });
  const getStaticProps: GetStaticProps<MarketingPageProps, { page: string }> = async ({ params, locale }) => {
    const found = pages.find(({ segment }) => segment === params?.page);
    if (!found) return { notFound: true };
    return { props: await marketingPageProps(found.key, localeOf(locale)), revalidate: CONTENT_REVALIDATE_SECONDS };
  };
  return { getStaticPaths, getStaticProps };
}
