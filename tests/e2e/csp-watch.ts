import type { Page } from "@playwright/test";

/*
 * Content-Security-Policy violations as the page sees them: the browser fires
 * `securitypolicyviolation` on the document for each blocked script, style or connection.
 */

type Recorded = Window & { __cspViolations?: string[] };

/** Records every violation of every page this page object opens from now on. */
export function recordCspViolations(page: Page) {
  return page.addInitScript(() => {
    const seen: string[] = [];
    (window as Recorded).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/** The violations recorded so far on the open page, as "directive blocked-URI". */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Recorded).__cspViolations ?? []);
}
