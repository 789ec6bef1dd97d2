import { existsIn, LANGUAGE_TAGS, localePath } from "@/lib/i18n/paths";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { brand } from "./brand";
import { absoluteUrl } from "./routes";

/** Page metadata as the CMS delivers it; every field optional. */
export interface PageMeta {
  seo_title?: string | null;
  keywords?: string | null;
  search_description?: string | null;
  /** The page's path (or slug) on this site, for the canonical link. */
  slug?: string | null;
  sm_title?: string | null;
  sm_img_type?: string | null;
  sm_description?: string | null;
  sm_img_url?: string | null;
  sm_page_url?: string | null;
  sm_twitter_card?: string | null;
}

export interface ResolvedMeta {
  title: string;
  keywords: string;
  description: string;
  canonical: string;
  /** The page in each language it exists in, with x-default (English); empty for a page only in English. */
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
  og: { title: string; description: string; image: string; imageType: string; imageAlt: string; url: string; siteName: string };
  twitterCard: string;
}

export const defaultMeta = {
  title: `${brand.name}: file ITR, TDS and GST returns online with experts`,
  keywords:
    "income tax return filing, ITR filing online, TDS return, GST filing, tax calculator, old vs new regime, India",
  description:
    "File your income-tax return, TDS and GST returns with chartered accountants, and use free calculators updated for FY 2026-27.",
  image: "/brand/social-card.png",
  imageType: "image/png",
  /** What the default social card shows, for previews read aloud. */
  imageAlt: `${brand.name}: income-tax, TDS and GST filing with chartered accountants`,
  twitterCard: "summary_large_image",
} as const;

const filled = (value: string | null | undefined): string | undefined =>
  value && value.trim() !== "" ? value.trim() : undefined;

/** Fills each field from the page's meta, falling back to the site default field by field. */
export function resolveMeta(meta: PageMeta, currentPath: string, locale: Locale = "en"): ResolvedMeta {
  const title = filled(meta.seo_title) ?? defaultMeta.title;
  const description = filled(meta.search_description) ?? defaultMeta.description;
  const slug = filled(meta.slug);
  const path = slug ? (slug.startsWith("/") ? slug : `/${slug}`) : currentPath;
  const bare = path.split(/[?#]/)[0] || "/";
  // Each language's canonical is its own page; pages in both languages name each other (hreflang).
  const canonical = absoluteUrl(localePath(bare, locale));
  const alternates = existsIn(bare, "hi")
    ? [
        ...LOCALES.map((language) => ({ hreflang: LANGUAGE_TAGS[language].hreflang, href: absoluteUrl(localePath(bare, language)) })),
        { hreflang: "x-default", href: absoluteUrl(bare) },
      ]
    : [];
  return {
    title,
    alternates,
    ogLocale: LANGUAGE_TAGS[locale].ogLocale,
    keywords: filled(meta.keywords) ?? defaultMeta.keywords,
    description,
    canonical,
    og: {
      title: filled(meta.sm_title) ?? title,
      description: filled(meta.sm_description) ?? description,
      image: absoluteUrl(filled(meta.sm_img_url) ?? defaultMeta.image),
      imageType: filled(meta.sm_img_type) ?? defaultMeta.imageType,
      // A CMS image of its own is described by the page's social title; the default card by its own text.
      imageAlt: filled(meta.sm_img_url) ? (filled(meta.sm_title) ?? title) : defaultMeta.imageAlt,
      url: filled(meta.sm_page_url) ?? canonical,
      siteName: brand.name,
    },
    twitterCard: filled(meta.sm_twitter_card) ?? defaultMeta.twitterCard,
  };
}

/** Field by field, the first filled value among the sources (CMS first, then the page's own). */
export function mergeMeta(...sources: PageMeta[]): PageMeta {
  const merged: PageMeta = {};
  for (const source of [...sources].reverse()) {
    for (const [key, value] of Object.entries(source) as Array<[keyof PageMeta, string | null | undefined]>) {
      if (filled(value)) merged[key] = value;
    }
  }
  return merged;
}
