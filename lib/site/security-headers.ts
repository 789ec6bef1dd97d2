import { createHash } from "node:crypto";
import { earlyClickScript } from "../early-click-script";
import type { SiteConfig } from "./config";

/*
 * The security headers (next.config.ts for the fixed ones; proxy.ts sets each page's
 * Content-Security-Policy), built from the site's settings so the policy allows exactly
 * the hosts this deployment uses:
 * its own origin, the configured API, CMS and chat-bot hosts, the chat widget's frame,
 * Google sign-in when a client id is set, Google Analytics when a measurement id is set,
 * and the payment provider used on /checkout.
 * Inline scripts run only by hash: our early-click script, and the framework's own inline
 * scripts of each route, hashed after the build (JSON data blocks such as __NEXT_DATA__
 * and JSON-LD are not executed and need none). No 'unsafe-eval' outside
 * `next dev`, whose fast refresh needs it. 'wasm-unsafe-eval' lets the page compile
 * WebAssembly, and nothing else: the receipts' text shaper (HarfBuzz, our own bundled
 * file) draws Indian scripts in the PDFs.
 *
 * Styles keep 'unsafe-inline': React and the chart library set style attributes, which a
 * hash cannot cover, and a style cannot run code.
 */

/** Google Identity Services (one-tap): its script, its frames and its calls. */
const GOOGLE_SIGN_IN = "https://accounts.google.com";
/** Razorpay's checkout: the script, the payment frame and its API. */
const RAZORPAY = ["https://checkout.razorpay.com", "https://api.razorpay.com"];
/**
 * Google Analytics 4 through gtag.js, as Google's CSP guide lists it for GA4
 * (developers.google.com/tag-platform/security/guides/csp), narrowed to the hosts gtag.js
 * uses: the script from www.googletagmanager.com (which it also calls back, for its tag
 * diagnostics); its hits to the regional collection hosts (region1.google-analytics.com,
 * www.google-analytics.com: `*.google-analytics.com`) and `*.analytics.google.com`, by
 * fetch/beacon or, as a fallback, an image. Google signals (ads features) would need the
 * doubleclick hosts as well; it is not used, so they stay out.
 */
const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
};

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export const scriptHash = (source: string) => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

/**
 * React's calls that reveal a finished Suspense boundary, `$RC("B:0","S:0")` and on. A page
 * rendered on request gets a nonce for Next's scripts, but Next does not hand it to React,
 * and which boundaries React outlines depends on the content. These calls only run React's
 * own reveal function, so the first few are allowed by hash (the calculator frame has 5-6).
 */
export const reactRevealScriptHashes = (count = 24): string[] =>
  Array.from({ length: count }, (_, index) => scriptHash(`$RC("B:${index}","S:${index}")`));

/**
 * Where browsers send a report of each blocked resource: POST /api/csp-report logs it.
 * `report-to` names the Reporting API endpoint (the Reporting-Endpoints header below);
 * `report-uri` is for browsers without the Reporting API (Firefox, older Safari).
 */
export const CSP_REPORT_PATH = "/api/csp-report";
const CSP_REPORT_GROUP = "csp";

export interface PolicyOptions {
  /** `next dev`: fast refresh needs eval and inline scripts. */
  dev?: boolean;
  /** The route's inline scripts, as CSP hash sources (scripts/csp-hashes.mjs). */
  scriptHashes?: readonly string[];
  /**
   * A per-request nonce for a page rendered on request (a calculator link with inputs): its
   * framework scripts are not known at build time, and Next puts the nonce on them.
   */
  nonce?: string;
}

export function contentSecurityPolicy(config: SiteConfig, { dev = false, scriptHashes = [], nonce }: PolicyOptions = {}): string {
  const apiOrigins = [config.apiUrl, config.cmsApiUrl, config.chatbotApiUrl].map(originOf).filter((origin): origin is string => Boolean(origin));
  const google = config.googleClientId ? [GOOGLE_SIGN_IN] : [];
  const analytics = config.gaMeasurementId ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  const unique = (values: string[]) => [...new Set(values)];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": unique([
      "'self'",
      scriptHash(earlyClickScript(config.productSlug)),
      ...scriptHashes,
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...google,
      ...analytics.script,
      RAZORPAY[0]!,
      "'wasm-unsafe-eval'",
      ...(dev ? ["'unsafe-eval'", "'unsafe-inline'"] : []),
    ]),
    "style-src": ["'self'", "'unsafe-inline'", ...google],
    "img-src": unique(["'self'", "data:", "blob:", ...apiOrigins, ...analytics.img]),
    "font-src": ["'self'", "data:"],
    "connect-src": unique(["'self'", ...apiOrigins, ...google, ...analytics.connect, ...RAZORPAY, ...(dev ? ["ws:"] : [])]),
    "frame-src": unique([...(originOf(config.chatWidgetUrl) ? [originOf(config.chatWidgetUrl)!] : []), ...google, ...RAZORPAY]),
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "report-uri": [CSP_REPORT_PATH],
    "report-to": [CSP_REPORT_GROUP],
  };
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(" ")}` : `${name} 'none'`))
    .join("; ");
}

/** The headers every response carries; the Content-Security-Policy is set per route by proxy.ts. */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    // Two years, the preload list's minimum; browsers ignore it over plain http (local runs).
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // For browsers without frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
    // Payment stays allowed for the checkout's own frame; nothing else asks for these.
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), usb=(), payment=(self \"https://api.razorpay.com\")" },
    // The policy's report-to group (a relative address resolves against the page's own origin).
    { key: "Reporting-Endpoints", value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
  ];
}
