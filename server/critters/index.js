// Next's experimental.optimizeCss loads "critters" to inline each page's critical CSS. It passes
// next.config's options to pages prerendered at build time, but only `true` to pages rendered on
// request, which then get the default "media" strategy: <link media="print" onload=...>, an
// inline event handler the CSP blocks. This shim is that module: beasties (critters' maintained
// fork) with the site's options fixed, so every page gets the same strategy (issue #18).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next require()s this module, so it is CommonJS.
const Beasties = require("beasties");

const SITE_OPTIONS = {
  // The full stylesheets move to the end of the body: no inline handler, the CSP stays hash-only.
  preload: "body",
  // Keep the stylesheets whole: a client-side navigation needs every rule.
  pruneSource: false,
  logLevel: "warn",
};

class SiteCriticalCss extends (Beasties.default ?? Beasties) {
  constructor(options = {}) {
    super({ ...options, ...SITE_OPTIONS });
  }
}

module.exports = SiteCriticalCss;
module.exports.default = SiteCriticalCss;
