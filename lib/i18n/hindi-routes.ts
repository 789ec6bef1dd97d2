import { listingPageRoutes, marketingPageRoutes } from "@/lib/site/marketing-pages";

/*
 * The pages that exist in Hindi, under /hi (DESIGN.md, "Languages"): a page exists in a
 * language only where it is translated, so the proxy answers 404 for any other /hi path, and
 * the sitemap and hreflang announce only these pairs. Kept as plain lists so the proxy, which
 * runs on every request, carries no catalogue. A test checks each list against the
 * calculators and pages that have Hindi text (tests/unit/lib/i18n/hindi-routes.test.ts).
 */

/**
 * Calculators published in Hindi: each has a Hindi catalogue (its `…In(locale)` export) that
 * passed the both-languages test and a second reading. Adding a slug here is the step that
 * publishes it under /hi (docs/i18n.md).
 */
export const HINDI_CALCULATORS: readonly string[] = [
  "80d",
  "80dd",
  "80tta",
  "80u",
  "advance-tax",
  "agriculture",
  "budget-changes",
  "capital-gains",
  "compound-interest",
  "crypto",
  "currency-converter",
  "emi",
  "epf",
  "fixed-deposit",
  "form-12bb",
  "gold-rate",
  "gratuity",
  "gst-calculator",
  "gst-number-search",
  "home-loan",
  "hra",
  "hsn-finder",
  "ifsc-checker",
  "income-tax",
  "income-tax-eligibility",
  "leave-encashment",
  "mutual-fund",
  "nps",
  "nsc",
  "pension",
  "ppf",
  "rd",
  "rent-free-accommodation",
  "rent-receipt",
  "salary",
  "salary-hike",
  "section-234f",
  "sip",
  "ssy",
  "tax-audit",
  "tds",
  "transport-allowance",
];

/** Other pages in Hindi: the frame's own pages. */
export const HINDI_PAGES: readonly string[] = ["/", "/tools-and-calculators", "/offline", "/404", "/500"];

const CALCULATOR_ROOT = "/tools-and-calculators/";

/**
 * Content pages: each is served under /hi, in Hindi where its text is written and otherwise in
 * English with a notice, kept out of search engines (issue #42; components/layout/content-languages.tsx).
 */
const CONTENT_PATHS: ReadonlySet<string> = new Set([...Object.values(marketingPageRoutes), ...Object.values(listingPageRoutes)]);
const DOCUMENT_PREFIXES = ["/learning-resource/blog-articles/", "/learning-resource/itr-guides/", "/learning-resource/gst-guides/"];

/** Whether a path (without the /hi prefix and query) has a Hindi page. */
export function hasHindiPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (HINDI_PAGES.includes(path) || CONTENT_PATHS.has(path) || DOCUMENT_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  if (!path.startsWith(CALCULATOR_ROOT)) return false;
  // A calculator link with inputs (/tools-and-calculators/hra/…) belongs to its calculator.
  const slug = path.slice(CALCULATOR_ROOT.length).split("/")[0] ?? "";
  return HINDI_CALCULATORS.includes(slug);
}
