import { readFileSync } from "node:fs";
import { join } from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { config as siteConfig } from "@/lib/site/config";
import { routeFor } from "@/lib/site/route-match";
import { contentSecurityPolicy } from "@/lib/site/security-headers";

/*
 * Sets each page's Content-Security-Policy. Static pages cannot carry a per-request nonce,
 * so the inline scripts of each route are allowed by their hashes, which
 * scripts/csp-hashes.mjs records after the build. The other security headers are the
 * same for every response and are set in next.config.ts.
 */

type Manifest = { routes: Record<string, string[]> };
let manifest: Manifest | null | undefined;

/** Read once; absent under `next dev` (or a build without the post-build step). */
function loadManifest(): Manifest | null {
  if (manifest !== undefined) return manifest;
  try {
    manifest = JSON.parse(readFileSync(join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "csp-hashes.json"), "utf8")) as Manifest;
  } catch {
    manifest = null;
  }
  return manifest;
}

const dev = process.env.NODE_ENV === "development";

export function proxy(request: NextRequest) {
  const hashes = loadManifest();
  let scriptHashes: string[] = [];
  if (hashes) {
    const route = routeFor(request.nextUrl.pathname.replace(/\/+$/, "") || "/", Object.keys(hashes.routes)) ?? "/404";
    // Any path may answer with the error pages instead (an unknown slug, a failure), so their scripts are allowed everywhere.
    scriptHashes = [...(hashes.routes[route] ?? []), ...(hashes.routes["/404"] ?? []), ...(hashes.routes["/500"] ?? [])];
  }
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(siteConfig, { dev, scriptHashes }));
  return response;
}

export const config = {
  // Pages only: built assets, icons and the sitemap carry no scripts.
  matcher: ["/((?!_next/|icons/|images/|fonts/|favicon|robots.txt|sitemap.xml).*)"],
};
