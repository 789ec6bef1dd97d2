/*
 * The site's languages. English is the default at today's URLs; Hindi is the same site under
 * /hi (DESIGN.md, "Languages"). Figures, rules and query names are shared and never
 * translated; words come from typed catalogues (lib/i18n/catalogue.ts).
 */

export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** What the language switch shows for each language, in that language. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: "English", hi: "हिन्दी" };
