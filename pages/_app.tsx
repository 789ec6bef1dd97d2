import type { AppProps } from "next/app";
import Head from "next/head";
import { useEffect } from "react";
import { SiteLayout } from "@/components/layout/site-layout";
import { AppShell } from "@/components/layout/app-shell";
import { registerServiceWorker } from "@/lib/offline/register";
import { layoutForPath } from "@/lib/site/layouts";
// Built from styles/globals.scss by scripts/site-css.mjs (Bootstrap cut to what the site uses).
import "@/styles/generated/site.css";

export default function App({ Component, pageProps, router }: AppProps) {
  // Keeps the site, and each calculator opened, for offline use (lib/offline).
  useEffect(registerServiceWorker, []);
  return (
    <AppShell>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <SiteLayout kind={layoutForPath(router.pathname)}>
        <Component {...pageProps} />
      </SiteLayout>
    </AppShell>
  );
}
