import type { NextRouter } from "next/router";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";

/*
 * Renders a component as on a page in the given language: useLocale() reads the router's
 * locale (lib/i18n/use-locale.ts). A Hindi test imports the `-hi` modules its component's
 * catalogues need, as a Hindi page's hindi-frame.ts does.
 */

export function InLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const router = { locale, locales: ["en", "hi"], defaultLocale: "en", pathname: "/", asPath: "/", query: {}, isReady: true } as unknown as NextRouter;
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** `render(inHindi(<Form />))`. */
export const inHindi = (element: ReactNode) => <InLanguage locale="hi">{element}</InLanguage>;
