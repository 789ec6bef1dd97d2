import { hasHindiPage } from "./hindi-routes";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/*
 * Where a page lives in each language: English at today's paths, Hindi under /hi where the page
 * is translated. A Hindi page's link to a page not yet in Hindi goes to the English page, never
 * to a 404 (lib/i18n/hindi-routes.ts lists what exists).
 */

/** Whether the page at this path (query and fragment aside) exists in the language. */
export function existsIn(path: string, locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || hasHindiPage(path.split(/[?#]/)[0] || "/");
}

/** The path of a page in a language: "/tools-and-calculators/hra?basic=1" → "/hi/tools-and-calculators/hra?basic=1". */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//") || !existsIn(path, locale)) return path;
  if (path === "/hi" || path.startsWith("/hi/") || path.startsWith("/hi?")) return path;
  return path === "/" ? `/${locale}` : /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** A path without its language prefix, and the language it named. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/hi(?=$|[/?#])/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  const rest = path.slice(3);
  return { locale: "hi", path: rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest };
}

/** The language tags of each language, for hreflang and Open Graph. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, { hreflang: string; ogLocale: string }>> = {
  en: { hreflang: "en-IN", ogLocale: "en_IN" },
  hi: { hreflang: "hi-IN", ogLocale: "hi_IN" },
};
