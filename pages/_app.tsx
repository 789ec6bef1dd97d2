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
import type { Locale } from "@/lib/i18n/locales";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { needsPageWords } from "@/lib/i18n/page-words";
import { useLocale } from "@/lib/i18n/use-locale";
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

/**
 * The frame's Hindi words, for Hindi pages only (components/layout/hindi-words.tsx), and the other
 * pages' (hindi-page-words.tsx: the content pages), which a calculator's page and the frame's own pages
 * do without; a calculator and a form load their own (components/calculators/hindi, components/forms/hindi).
 */
const HindiWords = dynamic(() => import("@/components/layout/hindi-words"));
const HindiPageWords = dynamic(() => import("@/components/layout/hindi-page-words"));


export default function App({ Component, pageProps }: AppPropsWithLayout) {
  // Keeps the site, and each calculator opened, for offline use (lib/offline).
  useEffect(registerServiceWorker, []);
  // From here on, a static island mounts as a normal component (components/layout/static-island).
  useEffect(markAppHydrated, []);
  const site = <Site Component={Component} pageProps={pageProps} />;
  const route = useContext(RouterContext)?.pathname ?? "";
  if (useLocale() !== "hi") return site;
  // Words loaded already (a link followed from another such page) render at once; the server always
  // goes through the dynamic module, so the page names its chunk for the browser to load before hydrating.
  const pageWords = needsPageWords(route) && !(typeof window !== "undefined" && hindiLoaded("pages"));
  return <HindiWords>{pageWords ? <HindiPageWords>{site}</HindiPageWords> : site}</HindiWords>;
}
