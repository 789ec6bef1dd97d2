import path from "node:path";
import type { NextConfig } from "next";
import { securityHeaders } from "./lib/site/security-headers";

const nextConfig: NextConfig = {
  // The browser tests build with the stand-in's hosts into their own folder (scripts/build-e2e.mjs).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  // English at today's paths, Hindi under /hi (docs/i18n.md). No redirect by the browser's
  // language: crawlers send none, and a cached page must not vary by visitor; the language
  // switch and a one-time offer do it instead. Pages not translated answer 404 under /hi (proxy.ts).
  i18n: { locales: ["en", "hi"], defaultLocale: "en", localeDetection: false },
  // The build checks the site's own code; `npm run typecheck` checks it and the tests too. In
  // `npm test` that check has already passed when the browser tests build, so that build skips
  // its own (SITE_TYPES_CHECKED=1, about 25 s of CI; issue #19).
  typescript: { tsconfigPath: "tsconfig.build.json", ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === "1" },
  poweredByHeader: false,
  // NEXT_SOURCE_MAPS=1: browser source maps, for attributing a profile to modules (docs/performance.md).
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === "1",
  experimental: {
    // Critical CSS: each page's HTML carries the rules its own markup uses and the full
    // stylesheets move to the end of the body, so the first paint waits for no CSS request
    // (issue #18). Next loads "critters" for it; that name is server/critters, beasties with the
    // site's options (Next passes options only to pages prerendered at build time).
    optimizeCss: true,
  },
  // One folder a deployment runs (scripts/standalone.mjs completes it; docs/deployment.md).
  output: "standalone",

  // One regeneration cache for every instance: Redis when REDIS_URL is set, Next's own otherwise
  // (server/cache-handler.mjs; docs/deployment.md). Paths are resolved from the project root.
  cacheHandler: path.resolve("server/cache-handler.mjs"),
  // Instances built separately must share the build id: the shared cache's keys carry it.
  generateBuildId: async () => process.env.BUILD_ID?.trim() || null,
  sassOptions: {
    // Bootstrap 5.3 still uses @import and global functions; its warnings are not ours to fix.
    silenceDeprecations: ["import", "global-builtin", "color-functions", "legacy-js-api", "if-function"],
    quietDeps: true,
  },
  async redirects() {
    // The old spelling with an apostrophe, as typed and as percent-encoded by some clients.
    return ["/product-resource/what's-new", "/product-resource/what%27s-new"].map((source) => ({
      source,
      destination: "/product-resource/whats-new",
      permanent: true,
    }));
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
