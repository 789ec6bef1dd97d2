import { useRouter } from "next/router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The page's language, from Next's i18n routing (`/hi/…` is Hindi); English where the router has none (tests, the offline page). */
export function useLocale(): Locale {
  const { locale } = useRouter() ?? {};
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
