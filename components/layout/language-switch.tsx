import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import { useContext } from "react";
import { LANGUAGE_NAMES, type Locale } from "@/lib/i18n/locales";
import { switchedHref } from "@/lib/i18n/switch";
import { useLocale } from "@/lib/i18n/use-locale";
import { followWithRouter } from "./site-link";

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: the same page, inputs and campaign in the
 * other language. Absent where the page has no twin. A plain link, so it works before scripts.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  // Where no router is mounted (a component alone in a test), the home page stands in.
  const asPath = useContext(RouterContext)?.asPath ?? "/";
  const to: Locale = locale === "en" ? "hi" : "en";
  const [pathAndQuery = "/", hash = ""] = asPath.split("#");
  const [pathname = "/", query = ""] = pathAndQuery.split("?");
  const href = switchedHref({ pathname: locale === "hi" ? `/hi${pathname === "/" ? "" : pathname}` : pathname, search: query ? `?${query}` : "", hash: hash ? `#${hash}` : "" }, to);
  if (!href) return null;
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
