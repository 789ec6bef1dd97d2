import Script from "next/script";
import { useEffect } from "react";
import { appLinkClickEvent, gtagScriptUrl, installGtag } from "@/lib/google-analytics";

/**
 * Google Analytics 4: gtag.js by its address once the page is interactive, the data layer
 * from lib/google-analytics.ts, and an event for each click on Login or Sign up (any
 * <AppLink>, or an app link in CMS content) with the campaign the link carries. Loaded
 * (with this module) only when a measurement id is configured: see ./analytics.tsx.
 */
export default function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  useEffect(() => {
    const gtag = installGtag(window, measurementId);
    // Captured on the document, so no component's own handler can hide a click from it.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-app-link]") : null;
      const click = link && appLinkClickEvent(link.getAttribute("data-app-link"), link.href);
      if (click) gtag("event", click.name, click.params);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [measurementId]);

  return <Script id="gtag-js" src={gtagScriptUrl(measurementId)} strategy="afterInteractive" />;
}
