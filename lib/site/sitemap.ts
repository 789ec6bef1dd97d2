import { existsIn, LANGUAGE_TAGS, localePath } from "@/lib/i18n/paths";
import { LOCALES } from "@/lib/i18n/locales";
import { calculatorCatalogue } from "@/lib/calculators/catalogue";
import { listingPageRoutes, marketingPageRoutes } from "./marketing-pages";
import { menuPaths } from "./menus";
import { routeMatcher } from "./route-match";
import { absoluteUrl, routes } from "./routes";

/**
 * Every public path the site links to: home, the menus (header, footer), the content
 * pages, the calculators, and `extra` (articles, guides and listing pages, which come
 * from the content source).
 */
export function publicPaths(extra: readonly string[] = []): string[] {
  return [
    ...new Set([
      routes.home,
      ...menuPaths(),
      ...Object.values(marketingPageRoutes),
      ...Object.values(listingPageRoutes),
      routes.tools.root,
      ...calculatorCatalogue.map((entry) => entry.path),
      ...extra,
    ]),
  ];
}

/**
 * The paths that a built page serves: a link from a menu to a page not built yet stays
 * out of the sitemap. With no route list (unknown build), every path is kept.
 */
export function builtPaths(paths: string[], builtRoutes: string[] | null): string[] {
  if (!builtRoutes) return paths;
  // Pages without getStaticProps are listed once per language ("/en/…", "/hi/…"): their paths are the English ones.
  const routes = builtRoutes.map((route) => route.replace(/^\/(en|hi)(?=\/|$)/, "") || "/");
  const matchers = routes.filter((route) => !/^\/(_|api\/|404$|500$)/.test(route)).map(routeMatcher);
  return paths.filter((path) => matchers.some((matcher) => matcher.test(path)));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[character]};`);

export function sitemapXml(paths: string[], englishOnly: ReadonlySet<string> = new Set()): string {
  // A page in both languages is listed in each, and each entry names both with x-default
  // (Google's sitemap form of hreflang); a page only in English is listed once, alone.
  const urls = paths.flatMap((path) => {
    if (!existsIn(path, "hi") || englishOnly.has(path)) return [`  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`];
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale].hreflang}" href="${escapeXml(absoluteUrl(localePath(path, locale)))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(path))}"/>`,
    ].join("");
    return LOCALES.map((locale) => `  <url><loc>${escapeXml(absoluteUrl(localePath(path, locale)))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
