import type { AppProps } from "next/app";
import dynamic from "next/dynamic";
import Head from "next/head";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import { memo, useContext, useEffect } from "react";
import { shallowEqual } from "react-redux";
import { AppShell } from "@/components/layout/app-shell";
import { paddedLayout, type NextPageWithLayout } from "@/components/layout/page-layouts";
import { markAppHydrated } from "@/components/layout/static-island";
import { ContentLanguagesProvider, InPageLanguage } from "@/components/layout/content-languages";
import { HindiPageWords, preloadHindiWords } from "@/components/layout/hindi-page-words";
import type { Locale } from "@/lib/i18n/locales";
import { splitLocale } from "@/lib/i18n/paths";
import { useLocale } from "@/lib/i18n/use-locale";
import { routes } from "@/lib/site/routes";
import { registerServiceWorker } from "@/lib/offline/register";
// Built from styles/globals.scss by scripts/site-css.mjs (Bootstrap cut to what the site uses).
import "@/styles/generated/site.css";

type AppPropsWithLayout = AppProps & { Component: NextPageWithLayout };
type SiteProps = Pick<AppPropsWithLayout, "Component" | "pageProps">;

/**
 * The app's frame and the page, rendered again only when the page or its props change. Next
 * renders the App again on every change of the router's state: the query update right after a
 * static page hydrates (the proxy matches every page), and each shallow update of a
 * calculator's address. Without this barrier each of those ran every component of the page
 * and the header again on a phone's busy main thread (issue #18); the components that read
 * the router (useRouter, a context) still update, and the rest subscribe to what they read.
 */
const Site = memo(
  function Site({ Component, pageProps }: SiteProps) {
    // Each page file names its frame (`Page.getLayout = publicLayout` or `appLayout`, from
    // components/layout/page-layouts); a page that names none, as most do, is padded.
    const getLayout = Component.getLayout ?? paddedLayout;
    return (
      <AppShell>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        <ContentLanguagesProvider {...contentLanguagesIn(pageProps)}>
          {getLayout(
            <InPageLanguage>
              <Component {...pageProps} />
            </InPageLanguage>,
          )}
        </ContentLanguagesProvider>
      </AppShell>
    );
  },
  (before, after) => before.Component === after.Component && shallowEqual(before.pageProps, after.pageProps),
);

/** A content page's languages and translation date, from its props (services/content/page-props.ts). */
function contentLanguagesIn(pageProps: unknown): { languages?: Locale[]; updated?: string } {
  const { languages, hindiUpdated } = pageProps as { languages?: Locale[]; hindiUpdated?: string };
  return { languages, updated: hindiUpdated };
}

/** The frame's Hindi words, for Hindi pages only (components/layout/hindi-words.tsx). */
const HindiWords = dynamic(() => import("@/components/layout/hindi-words"));

/** A calculator's page (and its links with inputs): its Hindi words come with it (components/calculators/hindi); the other pages' by route (hindi-page-words.tsx). */
const isCalculatorPage = (pathname: string) => pathname.startsWith(`${routes.tools.root}/`);

export default function App({ Component, pageProps }: AppPropsWithLayout) {
  // Keeps the site, and each calculator opened, for offline use (lib/offline).
  useEffect(registerServiceWorker, []);
  // From here on, a static island mounts as a normal component (components/layout/static-island).
  useEffect(markAppHydrated, []);
  const site = <Site Component={Component} pageProps={pageProps} />;
  const router = useContext(RouterContext);
  const hindi = useLocale() === "hi";
  // Following a link on a Hindi page: the next page's words start loading with its code.
  useEffect(() => {
    if (!hindi || !router?.events) return;
    const { events } = router;
    const preload = (url: string) => {
      const { path } = splitLocale(url.split(/[?#]/)[0] ?? "");
      if (!isCalculatorPage(path)) preloadHindiWords(path);
    };
    events.on("routeChangeStart", preload);
    return () => events.off("routeChangeStart", preload);
  }, [hindi, router]);
  if (!hindi) return site;
  const route = router?.pathname ?? "";
  if (isCalculatorPage(route)) return <HindiWords>{site}</HindiWords>;
  return (
    <HindiWords>
      <HindiPageWords route={route}>{site}</HindiPageWords>
    </HindiWords>
  );
}
