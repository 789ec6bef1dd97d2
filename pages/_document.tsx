import { Head, Html, Main, NextScript } from "next/document";
import { earlyClickScript } from "@/lib/early-click-script";
import { config } from "@/lib/site/config";

export default function Document() {
  return (
    <Html lang="en-IN">
      <Head>
        <meta name="theme-color" content="#0a4f9e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Holds a click on a signup/login link until the app can add the UTM parameters. */}
        <script dangerouslySetInnerHTML={{ __html: earlyClickScript(config.productSlug) }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
