import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import { useContext } from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/**
 * The page's language, from Next's i18n routing (`/hi/…` is Hindi). Read from the router's
 * context rather than `useRouter()`, which throws where no router is mounted (a component
 * rendered alone in a test): there, and on pages without a router, the language is English.
 */
export function useLocale(): Locale {
  const locale = useContext(RouterContext)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
