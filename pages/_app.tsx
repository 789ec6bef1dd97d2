import type { AppProps } from "next/app";
import Head from "next/head";
import { useEffect } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { paddedLayout, type NextPageWithLayout } from "@/components/layout/page-layouts";
import { markAppHydrated } from "@/components/layout/static-island";
import { registerServiceWorker } from "@/lib/offline/register";
// Built from styles/globals.scss by scripts/site-css.mjs (Bootstrap cut to what the site uses).
import "@/styles/generated/site.css";

type AppPropsWithLayout = AppProps & { Component: NextPageWithLayout };

export default function App({ Component, pageProps }: AppPropsWithLayout) {
  // Keeps the site, and each calculator opened, for offline use (lib/offline).
  useEffect(registerServiceWorker, []);
  // From here on, a static island mounts as a normal component (components/layout/static-island).
  useEffect(markAppHydrated, []);
  // Each page file names its frame (`Page.getLayout = publicLayout` or `appLayout`, from
  // components/layout/page-layouts); a page that names none, as most do, is padded.
  const getLayout = Component.getLayout ?? paddedLayout;
  return (
    <AppShell>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {getLayout(<Component {...pageProps} />)}
    </AppShell>
  );
}
