import Head from "next/head";
import { useRouter } from "next/router";
import { useMemo } from "react";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { useContentLanguages } from "./content-languages";
import { resolveMeta, type PageMeta } from "@/lib/site/seo";

interface SeoProps {
  meta?: PageMeta;
  /** App screens and error pages are kept out of search results. */
  noindex?: boolean;
  /**
   * Kept out of the index but its links followed: a calculator link with inputs, whose
   * canonical is the bare calculator page, so search engines index one page per calculator.
   */
  noindexFollow?: boolean;
}

export function Seo({ meta = {}, noindex = false, noindexFollow = false }: SeoProps) {
  const { asPath, locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : "en";
  const languages = useContentLanguages();
  // A content page names a twin only where its text exists in both languages, and a page whose
  // text is not in its own language stays out of search engines (issue #42).
  const untranslated = languages !== null && !languages.includes(locale);
  const single = languages !== null && languages.length < 2;
  // The router's other changes (the query update after hydration) leave the tags as they are:
  // the same element lets React skip next/head, which would rebuild and compare every head tag.
  return useMemo(() => <SeoTags resolved={resolved(meta, asPath, locale, single)} noindex={noindex} noindexFollow={noindexFollow || untranslated} />, [meta, asPath, locale, single, noindex, noindexFollow, untranslated]);
}

function resolved(meta: PageMeta, asPath: string, locale: Locale, single: boolean) {
  const tags = resolveMeta(meta, asPath, locale);
  return single ? { ...tags, alternates: [] } : tags;
}

function SeoTags({ resolved, noindex, noindexFollow }: { resolved: ReturnType<typeof resolveMeta>; noindex: boolean; noindexFollow: boolean }) {
  return (
    <Head>
      <title>{resolved.title}</title>
      <meta name="description" content={resolved.description} />
      <meta name="keywords" content={resolved.keywords} />
      <link rel="canonical" href={resolved.canonical} />
      {resolved.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : noindexFollow && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={resolved.ogLocale} />
      <meta property="og:site_name" content={resolved.og.siteName} />
      <meta property="og:title" content={resolved.og.title} />
      <meta property="og:description" content={resolved.og.description} />
      <meta property="og:url" content={resolved.og.url} />
      <meta property="og:image" content={resolved.og.image} />
      <meta property="og:image:type" content={resolved.og.imageType} />
      <meta property="og:image:alt" content={resolved.og.imageAlt} />
      <meta name="twitter:card" content={resolved.twitterCard} />
      <meta name="twitter:title" content={resolved.og.title} />
      <meta name="twitter:description" content={resolved.og.description} />
      <meta name="twitter:image" content={resolved.og.image} />
      <meta name="twitter:image:alt" content={resolved.og.imageAlt} />
    </Head>
  );
}
