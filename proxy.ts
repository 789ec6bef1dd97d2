import { readFileSync } from "node:fs";
import { NextResponse, type NextRequest } from "next/server";
import { carriesCalculatorInputs } from "@/lib/calculators/link-parameters";
import { hasHindiPage } from "@/lib/i18n/hindi-routes";
import { buildFilePath } from "@/lib/site/build-output";
import { cacheControlFor, cacheKindFor } from "@/lib/site/cache-control";
import { config as siteConfig } from "@/lib/site/config";
import { routeFor } from "@/lib/site/route-match";
import { contentSecurityPolicy, reactRevealScriptHashes } from "@/lib/site/security-headers";

/*
 * Sets each page's Content-Security-Policy and Cache-Control. Static pages cannot carry a
 * per-request nonce, so the inline scripts of each route are allowed by their hashes, which
 * scripts/csp-hashes.mjs records after the build. The other security headers are the
 * same for every response and are set in next.config.ts. Cache-Control follows the one
 * policy in lib/site/cache-control.ts; Next keeps a header set here rather than its own.
 */

type Manifest = { routes: Record<string, string[]> };
let manifest: Manifest | null | undefined;

/** Read once; absent under `next dev` (or a build without the post-build step). */
function loadManifest(): Manifest | null {
  if (manifest !== undefined) return manifest;
  try {
    manifest = JSON.parse(readFileSync(buildFilePath("csp-hashes.json"), "utf8")) as Manifest;
  } catch {
    manifest = null;
  }
  return manifest;
}

const dev = process.env.NODE_ENV === "development";

let calculatorHashes: string[] | undefined;
/** Every calculator page's inline scripts (React's runtime among them), for their server-rendered variant. */
function calculatorRouteHashes(hashes: Manifest): string[] {
  calculatorHashes ??= [
    ...new Set(Object.entries(hashes.routes).flatMap(([route, list]) => (route.startsWith("/tools-and-calculators/") ? list : []))),
  ];
  return calculatorHashes;
}

const CALCULATOR_PATH = /^\/tools-and-calculators\/([a-z0-9-]+)\/?$/;

/**
 * A calculator link that carries the calculator's own inputs is answered by the
 * server-rendered variant of the same page, so its first HTML holds its figures; the bare
 * page, and a link with only unknown parameters (UTM tags), stay static.
 */
function calculatorLinkTarget(request: NextRequest): URL | null {
  const slug = CALCULATOR_PATH.exec(request.nextUrl.pathname)?.[1];
  if (!slug || !carriesCalculatorInputs(slug, request.nextUrl.searchParams)) return null;
  const target = request.nextUrl.clone();
  target.pathname = `/tools-and-calculators/${slug}/with-inputs`;
  return target;
}

/** A Hindi path whose page is not (yet) translated: it answers Hindi's 404, so no half-English page sits under /hi. */
function notInHindi(request: NextRequest): URL | null {
  const { locale, pathname } = request.nextUrl;
  // "/hi" alone may reach here without its language parsed; its page is the Hindi home.
  const hindi = locale === "hi" || /^\/hi\/?$/.test(new URL(request.url).pathname);
  if (!hindi || pathname.startsWith("/api/") || hasHindiPage(pathname)) return null;
  const target = request.nextUrl.clone();
  // A path no page answers, in Hindi: Next renders the Hindi 404 page with status 404.
  target.pathname = "/_not-in-hindi";
  return target;
}

export function proxy(request: NextRequest) {
  // The service worker, at the site's root for its scope (scripts/service-worker.mjs); a
  // rewrite in next.config.ts would be given a language by Next's i18n routing.
  const hashes = loadManifest();
  let scriptHashes: string[] = [];
  if (hashes) {
    // Hindi pages are built apart (under /hi), with their own inline scripts.
    const prefix = request.nextUrl.locale === "hi" ? "/hi" : "";
    const path = request.nextUrl.pathname.replace(/\/+$/, "") || "/";
    const key = prefix && path === "/" ? prefix : `${prefix}${path}`;
    const route = routeFor(key, Object.keys(hashes.routes)) ?? `${prefix}/404`;
    // Any path may answer with the error pages instead (an unknown slug, a failure), so their scripts are allowed everywhere.
    scriptHashes = [...(hashes.routes[route] ?? []), ...[`${prefix}/404`, `${prefix}/500`].flatMap((page) => hashes.routes[page] ?? [])];
  }
  if (request.nextUrl.pathname === "/sw.js") {
    const worker = NextResponse.rewrite(new URL("/api/service-worker", request.url));
    worker.headers.set("Content-Security-Policy", contentSecurityPolicy(siteConfig, { dev, scriptHashes }));
    return worker;
  }
  const missing = notInHindi(request);
  if (missing) {
    const response = NextResponse.rewrite(missing);
    response.headers.set("Content-Security-Policy", contentSecurityPolicy(siteConfig, { dev, scriptHashes }));
    return response;
  }
  const linkTarget = calculatorLinkTarget(request);
  if (!linkTarget) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", contentSecurityPolicy(siteConfig, { dev, scriptHashes }));
    const cacheKind = cacheKindFor(request.nextUrl.pathname);
    if (cacheKind && !dev) response.headers.set("Cache-Control", cacheControlFor[cacheKind]);
    return response;
  }
  // Rendered on request: Next reads the nonce from the policy on the request and puts it on its
  // scripts; React's runtime is the bare calculator pages' (hashed at build), its reveal calls hashed here.
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const calculatorScripts = hashes ? calculatorRouteHashes(hashes) : [];
  const policy = contentSecurityPolicy(siteConfig, {
    dev,
    scriptHashes: [...new Set([...scriptHashes, ...calculatorScripts, ...reactRevealScriptHashes()])],
    nonce,
  });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.rewrite(linkTarget, { request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("Cache-Control", cacheControlFor["calculator-link"]);
  return response;
}

export const config = {
  // Pages and API routes (and the pages' /_next/data twins): built assets, icons and the
  // sitemap carry no scripts and set their own Cache-Control.
  // "/" on its own too: with the site's languages, Next's matcher for "/(…)" misses the home pages.
  matcher: ["/", "/((?!_next/|icons/|images/|fonts/|favicon|robots.txt|sitemap.xml).*)"],
};
