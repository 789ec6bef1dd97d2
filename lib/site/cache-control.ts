import { documentListings } from "@/lib/content/document-routes";
import { OFFLINE_PATH } from "@/lib/offline/policy";
import { calculatorDirectory } from "@/lib/calculators/directory";
import { listingPageRoutes, marketingPageRoutes } from "./marketing-pages";
import { routes } from "./routes";

/*
 * Who may keep a response, and for how long: one policy for every kind of path, applied by
 * proxy.ts (pages, their `/_next/data` twins and API routes) and by the few routes that set
 * their own header (the calculator link, the sitemap, robots.txt). Built assets under
 * `/_next/static` are Next's own `public, max-age=31536000, immutable`.
 *
 * Browsers always ask again (`max-age=0`): a deployment or a CMS edit must show on the next
 * visit. A shared cache (nginx, the CDN) keeps a copy for `s-maxage` and may serve it for
 * `stale-while-revalidate` longer while it fetches a new one in the background.
 *
 * Its cache key is the path plus the calculator's own parameters: no page's HTML depends on
 * any other part of the query (UTM tags, click ids), and the signed-in state is fetched by
 * the browser, never rendered into shared HTML.
 */

export type CacheKind = "static" | "content" | "calculator-link" | "private";

const DAY_SECONDS = 86_400;

/**
 * How often the CMS pages regenerate on their own (their getStaticProps `revalidate`); a
 * publish in the CMS regenerates them at once through POST /api/revalidate.
 */
export const CONTENT_REVALIDATE_SECONDS = 3600;

/**
 * How long a shared cache may keep a CMS page before asking again. Short, because the
 * webhook refreshes the origin within seconds of a publish and a shared copy should not
 * hide that for an hour; the origin answers from its own regenerated copy, so a short
 * life costs little.
 */
const CONTENT_SHARED_SECONDS = 60;

export const cacheControlFor: Readonly<Record<CacheKind, string>> = {
  // Changes only with a deployment (which purges the CDN): a day fresh, a week served stale while refetched.
  static: `public, max-age=0, s-maxage=${DAY_SECONDS}, stale-while-revalidate=${7 * DAY_SECONDS}`,
  // Regenerated from the CMS: a minute fresh, then stale for as long as the page's own revalidate period.
  content: `public, max-age=0, s-maxage=${CONTENT_SHARED_SECONDS}, stale-while-revalidate=${CONTENT_REVALIDATE_SECONDS}`,
  /**
   * A calculator link with inputs is rendered on the server, but its HTML depends only on the
   * build and the calculator's own parameters (the visitor's session is fetched by the
   * browser), so a shared cache may keep it: an hour fresh, a day served stale while it
   * renders again.
   */
  "calculator-link": `public, max-age=0, s-maxage=3600, stale-while-revalidate=${DAY_SECONDS}`,
  // The signed-in screens and every API route: one person's, never stored anywhere.
  private: "private, no-store",
};

export const calculatorLinkCacheControl = cacheControlFor["calculator-link"];

/** Paths of the signed-in app: every screen under these (and the prefixes themselves). */
const PRIVATE_PREFIXES = ["/api", "/dashboard", "/dashboard1"];
const privatePaths: ReadonlySet<string> = new Set(Object.values(routes.app));

const contentPaths: ReadonlySet<string> = new Set([
  ...Object.values(marketingPageRoutes),
  ...Object.values(listingPageRoutes),
  "/sitemap.xml",
]);
/** Articles, guides and the later pages of their listings live under their listing's path. */
const contentPrefixes = Object.values(documentListings).map((listing) => `${listing.path}/`);

const staticPaths: ReadonlySet<string> = new Set([routes.home, routes.tools.root, "/robots.txt", OFFLINE_PATH, "/manifest.webmanifest"]);
const CALCULATOR_PATH = /^\/tools-and-calculators\/([a-z0-9-]+)$/;
const calculatorSlugs: ReadonlySet<string> = new Set(calculatorDirectory.map((entry) => entry.slug));

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The kind of a path (no query), or null for a path the policy does not know (Next's own
 * header then applies: an unknown path's 404 is not stored).
 */
export function cacheKindFor(pathname: string, { hasCalculatorInputs = false } = {}): CacheKind | null {
  // A Hindi page (/hi/…) is cached as its English twin is.
  const bare = pathname.replace(/^\/hi(?=\/|$)/, "") || "/";
  const path = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  if (privatePaths.has(path) || PRIVATE_PREFIXES.some((prefix) => underPrefix(path, prefix))) return "private";
  if (contentPaths.has(path) || contentPrefixes.some((prefix) => path.startsWith(prefix))) return "content";
  if (staticPaths.has(path)) return "static";
  const calculator = CALCULATOR_PATH.exec(path)?.[1];
  if (calculator && calculatorSlugs.has(calculator)) return hasCalculatorInputs ? "calculator-link" : "static";
  return null;
}
