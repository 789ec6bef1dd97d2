/**
 * A calculator link with inputs is rendered on the server, but its HTML depends only on the
 * build and the calculator's own parameters (the visitor's session is fetched by the
 * browser), so a shared cache may keep it: an hour fresh, a day served stale while it
 * renders again.
 */
export const calculatorLinkCacheControl = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";
