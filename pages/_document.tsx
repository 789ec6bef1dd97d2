import type { DocumentContext, DocumentInitialProps } from "next/document";
import { Head, Html, Main, NextScript } from "next/document";
import { earlyClickScript } from "@/lib/early-click-script";
import { config } from "@/lib/site/config";
import { THEME_COLOR } from "@/lib/site/web-app-manifest";
import { scriptNonceFrom } from "@/lib/site/script-nonce";

interface DocumentProps {
  /** Set only for pages rendered on request (proxy.ts); static pages are allowed by hashes. */
  nonce?: string;
  /** The page's language (Next's i18n routing): English, or Hindi under /hi. */
  locale?: string;
}

export default function Document({ nonce, locale }: DocumentProps) {
  return (
    // Hindi as "hi", the way Next itself writes it when a visit moves into Hindi.
    <Html lang={locale === "hi" ? "hi" : "en-IN"}>
      <Head nonce={nonce}>
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/app-192.png" />
        {/* Holds a click on an app link until the app can add the visit's campaign. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyClickScript(config.productSlug) }} />
        {/* Without scripts the header's menus open on hover or keyboard focus (with them, MenuButton does it). */}
        <noscript dangerouslySetInnerHTML={{ __html: "<style>.dropdown:hover>.dropdown-menu,.dropdown:focus-within>.dropdown-menu{display:block}</style>" }} />
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (context: DocumentContext): Promise<DocumentInitialProps & DocumentProps> => {
  const initial = await context.defaultGetInitialProps(context);
  const nonce = scriptNonceFrom(context.req?.headers["content-security-policy"]);
  const withLocale = { ...initial, locale: context.locale };
  return nonce ? { ...withLocale, nonce } : withLocale;
};
