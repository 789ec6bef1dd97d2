import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import { useContext } from "react";
import { LANGUAGE_NAMES, type Locale } from "@/lib/i18n/locales";
import { switchedHref } from "@/lib/i18n/switch";
import { useLocale } from "@/lib/i18n/use-locale";
import { useContentLanguages } from "./content-languages";
import { followWithRouter } from "./site-link";

/** Error pages are rendered once for every address they answer: their switch leads to the other language's home page. */
const ERROR_PAGES = new Set(["/404", "/500", "/_error"]);

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: the same page, inputs and campaign in the
 * other language. Absent where the page has no twin. A plain link, so it works before scripts.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const router = useContext(RouterContext);
  const to: Locale = locale === "en" ? "hi" : "en";
  // Without the query, so the server's HTML and the first render agree (a static page's address gains its query
  // only in the browser); a click adds the address's query and fragment as they are then (followLanguageSwitch).
  const path = ERROR_PAGES.has(router?.pathname ?? "") ? "/" : (router?.asPath ?? "/").split(/[?#]/)[0] || "/";
  const href = switchedHref({ pathname: locale === "hi" ? `/hi${path === "/" ? "" : path}` : path, search: "", hash: "" }, to);
  // A content page whose text is only in English offers no Hindi page (components/layout/content-languages.tsx).
  const languages = useContentLanguages();
  if (!href || (languages && !languages.includes(to))) return null;
  return (
    <a
      href={href}
      hrefLang={to}
      lang={to}
      className={className}
      data-language-switch=""
      onClick={(event) => {
        if (followWithRouter(event.nativeEvent, event.currentTarget)) event.preventDefault();
      }}
    >
      {LANGUAGE_NAMES[to]}
    </a>
  );
}
