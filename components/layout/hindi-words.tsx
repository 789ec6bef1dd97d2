import "./hindi-frame";
import { RouterContext } from "next/dist/shared/lib/router-context.shared-runtime";
import { useContext, useEffect, type ReactNode } from "react";
import { splitLocale } from "@/lib/i18n/paths";
import { needsPageWords, routeMatches } from "@/lib/i18n/page-words";
import { onPrefetchPage } from "./site-link";
import type { HINDI_PRELOADS as HINDI_PRELOADS_TYPE } from "./hindi-preloads";

/**
 * The frame's Hindi words (hindi-frame.ts). pages/_app.tsx loads this with next/dynamic for Hindi
 * pages only, with the other pages' words beside it (hindi-page-words.tsx; a calculator and a form
 * load their own): the server names their chunks in the page, and the browser loads them before
 * hydrating, so an English page carries no Hindi and a Hindi page never shows English first.
 */
export default function HindiWords({ children }: { children: ReactNode }) {
  const router = useContext(RouterContext);
  // Following a link: the next page's words start loading with its code (on the intent that
  // prefetches it, or at the latest when the route change starts), so it renders at once instead
  // of empty until they come (a page renders its words' module only once it is loaded).
  useEffect(() => {
    const events = router?.events;
    if (!events) return;
    // Which words each page loads is a table of 50 routes: fetched once the page is idle, not with it.
    let preloads: typeof HINDI_PRELOADS_TYPE | undefined;
    const fetchTable = () => void import("./hindi-preloads").then((module) => (preloads = module.HINDI_PRELOADS));
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(fetchTable) : window.setTimeout(fetchTable, 2_000);
    const preload = (url: string) => {
      const { locale, path } = splitLocale(url.split(/[?#]/)[0] ?? "");
      if (locale !== "hi") return;
      if (needsPageWords(path)) void import("./hindi-page-words");
      for (const [route, load] of preloads ?? []) if (routeMatches(route, path)) void load();
    };
    // On intent only where the router prefetches too: not for a visitor saving data.
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    const stopIntent = saveData ? () => undefined : onPrefetchPage(preload);
    events.on("routeChangeStart", preload);
    return () => {
      stopIntent();
      events.off("routeChangeStart", preload);
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [router]);
  return <>{children}</>;
}
