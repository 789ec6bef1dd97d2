import type { ReactNode } from "react";
import { Container } from "@/components/layout/container";
import type { LayoutKind } from "@/lib/site/layouts";
import { AppBar } from "@/components/app/app-bar";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { Footer } from "./footer";
import { Header } from "./header";
import dynamic from "next/dynamic";

/** Shown, if at all, after the page has loaded: its code stays off the first load. */
const HindiOffer = dynamic(() => import("./hindi-offer").then((module) => module.HindiOffer), { ssr: false });

interface SiteLayoutProps {
  kind: LayoutKind;
  children: ReactNode;
}

/** The frame around every page; each page file picks one with `getLayout` (components/layout/page-layouts.tsx). */
export function SiteLayout({ kind, children }: SiteLayoutProps) {
  const t = frameText(useLocale());
  if (kind === "app") {
    return (
      <>
        <a href="#main" className="skip-link">
          {t.skipToContent}
        </a>
        <AppBar />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      {/* One hydration, not <Activity> boundaries hydrated later: state that changes before a
          boundary hydrates (the profile arriving) would render links React does not correct
          (docs/performance.md, "Tried and left out"). */}
      <Header />
      <main id="main" tabIndex={-1}>
        {kind === "padded" ? <Container className="py-4 py-lg-5">{children}</Container> : children}
      </main>
      {/* Not in a Suspense boundary: React would stream it, late in the page, into a hidden <div>
          that only an inline script reveals, so without scripts there would be no footer. It is
          not hydrated at all (static-island.tsx). */}
      <Footer />
      <HindiOffer />
    </>
  );
}
