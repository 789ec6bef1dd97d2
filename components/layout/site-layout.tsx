import { Activity, type ReactNode } from "react";
import { Container } from "@/components/layout/container";
import type { LayoutKind } from "@/lib/site/layouts";
import { AppBar } from "@/components/app/app-bar";
import { Footer } from "./footer";
import { Header } from "./header";

interface SiteLayoutProps {
  kind: LayoutKind;
  children: ReactNode;
}

/** The frame around every page; each page file picks one with `getLayout` (components/layout/page-layouts.tsx). */
export function SiteLayout({ kind, children }: SiteLayoutProps) {
  if (kind === "app") {
    return (
      <>
        <a href="#main" className="skip-link">
          Skip to content
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
        Skip to content
      </a>
      {/* Each <Activity> is hydrated on its own, after the frame and in slices that yield to the
          browser, instead of in one long task with the rest (docs/performance.md, "Hydration in
          slices"). Unlike a Suspense boundary, React never streams one apart from the page. */}
      <Activity>
        <Header />
      </Activity>
      <main id="main" tabIndex={-1}>
        <Activity>{kind === "padded" ? <Container className="py-4 py-lg-5">{children}</Container> : children}</Activity>
      </main>
      {/* Not in a Suspense boundary: React would stream it, late in the page, into a hidden <div>
          that only an inline script reveals, so without scripts there would be no footer. It is
          not hydrated at all (static-island.tsx). */}
      <Footer />
    </>
  );
}
