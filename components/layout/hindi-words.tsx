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
  // Following a link from a calculator to another page: its words start loading with its code.
  useEffect(() => {
    const events = router?.events;
    if (!events) return;
    const preload = (url: string) => {
      const { path } = splitLocale(url.split(/[?#]/)[0] ?? "");
      if (needsPageWords(path)) void import("./hindi-page-words");
    };
    events.on("routeChangeStart", preload);
    return () => events.off("routeChangeStart", preload);
  }, [router]);
  return <>{children}</>;
}
