import "./hindi-frame";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import { useContext, useEffect, type ReactNode } from "react";
import { splitLocale } from "@/lib/i18n/paths";
import { needsPageWords } from "@/lib/i18n/page-words";

/**
 * The frame's Hindi words (hindi-frame.ts). pages/_app.tsx loads this with next/dynamic for Hindi
 * pages only, with the other pages' words beside it (hindi-page-words.tsx; a calculator and a form
 * load their own): the server names their chunks in the page, and the browser loads them before
 * hydrating, so an English page carries no Hindi and a Hindi page never shows English first.
 */
export default function HindiWords({ children }: { children: ReactNode }) {
  const router = useContext(RouterContext);
  useEffect(() => {
    const events = router?.events;
    if (!events) return;
    // Following a link to a content page: its words start loading with its code.
    const preloadPageWords = (url: string) => {
      const { locale, path } = splitLocale(url.split(/[?#]/)[0] ?? "");
      if (locale === "hi" && needsPageWords(path)) void import("./hindi-page-words");
    };
    events.on("routeChangeStart", preloadPageWords);
    // A calculator's and a form's words, by the build's table, fetched once the page is idle (hindi-preloading.ts).
    let stop: (() => void) | undefined;
    let unmounted = false;
    const buildId = (window as Window & { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId;
    const start = () => {
      if (!buildId) return;
      void import("./hindi-preloading").then(async ({ fetchHindiWordsTable, preloadHindiWords }) => {
        const table = await fetchHindiWordsTable(buildId);
        if (table && !unmounted) stop = preloadHindiWords(events, table);
      });
    };
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(start) : window.setTimeout(start, 2_000);
    return () => {
      unmounted = true;
      stop?.();
      events.off("routeChangeStart", preloadPageWords);
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [router]);
  return <>{children}</>;
}
