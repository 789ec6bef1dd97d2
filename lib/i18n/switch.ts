import { readJson, writeJson } from "@/lib/storage";
import { isLocale, type Locale } from "./locales";
import { existsIn, localePath, splitLocale } from "./paths";

/*
 * The language switch: the same page in the other language, with the same query (a
 * calculator's inputs, the campaign's UTM tags) and fragment. The choice is remembered in this
 * browser; nothing moves a visitor by her browser's language (docs/i18n.md).
 */

const CHOICE_KEY = "language";

/** The address of the page at `location` in `to`, or null where that page has no twin in `to`. */
export function switchedHref(location: { pathname: string; search: string; hash: string }, to: Locale): string | null {
  const { path } = splitLocale(location.pathname);
  if (!existsIn(path, to)) return null;
  return `${localePath(path, to)}${location.search}${location.hash}`;
}

/** Remembers the language a visitor chose (the offer of a Hindi page is not made again after a choice). */
export function rememberLanguage(locale: Locale): void {
  writeJson(CHOICE_KEY, locale);
}

/** The language this browser's visitor chose on the switch, if any. */
export function chosenLanguage(): Locale | null {
  return readJson(CHOICE_KEY, (value) => (isLocale(value) ? value : null));
}

/** Whether the browser says its reader prefers Hindi over English (the first of the two in its list). */
export function browserPrefersHindi(languages: readonly string[]): boolean {
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (primary === "hi") return true;
    if (primary === "en") return false;
  }
  return false;
}

/** Hands a click on a language switch its current address (the inputs may have changed since render) and remembers the choice. */
export function followLanguageSwitch(anchor: HTMLAnchorElement): void {
  const to = anchor.getAttribute("hreflang");
  if (!isLocale(to)) return;
  const href = switchedHref(window.location, to);
  if (href) anchor.setAttribute("href", href);
  rememberLanguage(to);
}
