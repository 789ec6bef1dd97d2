import type { Locale } from "@/lib/i18n/locales";
import { mainMenus, type Menu } from "./menus";

/*
 * The menus in the page's language. English is here; Hindi is added by menus-hi.ts, which only
 * Hindi pages load (components/layout/hindi-frame.ts), so English pages carry no Hindi menu words.
 */
const menus: Partial<Record<Locale, readonly Menu[]>> = { en: mainMenus };
const labels: Partial<Record<Locale, (english: string) => string>> = {};

export function addMenus(locale: Exclude<Locale, "en">, label: (english: string) => string, translated: readonly Menu[]): void {
  menus[locale] = translated;
  labels[locale] = label;
}

/** The site's menus in a language (English until that language's words are loaded). */
export const menusIn = (locale: Locale): readonly Menu[] => menus[locale] ?? mainMenus;

/** A menu or group title in a language, for the catalogue's headings. */
export const groupTitleIn = (title: string, locale: Locale): string => labels[locale]?.(title) ?? title;
