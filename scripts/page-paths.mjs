import { relative } from "node:path";

/**
 * The site path of a prerendered page's HTML file. With the languages of next.config.ts, Next
 * writes English pages under `en/` and Hindi ones under `hi/`, and each home page as `en.html`
 * and `hi.html`; English keeps today's paths and Hindi takes /hi (docs/i18n.md).
 * "en/tools-and-calculators/hra.html" → "/tools-and-calculators/hra"; "hi.html" → "/hi".
 * @param {string} pagesDir
 * @param {string} file
 * @returns {string}
 */
export function pagePathOf(pagesDir, file) {
  const raw = `/${relative(pagesDir, file).replace(/\\/g, "/").replace(/\.html$/, "")}`.replace(/\/index$/, "") || "/";
  const english = /^\/en(?=$|\/)/.exec(raw);
  if (english) return raw.slice(3) || "/";
  return raw;
}

/**
 * The route a prerendered page belongs to ("/hi/learning-resource/blog/[slug]"), from Next's prerender manifest.
 * @param {{ routes?: Record<string, { srcRoute?: string | null }> }} prerender
 * @param {string} pagesDir
 * @param {string} file
 * @returns {string}
 */
export function pageRouteOf(prerender, pagesDir, file) {
  const raw = `/${relative(pagesDir, file).replace(/\\/g, "/").replace(/\.html$/, "")}`.replace(/\/index$/, "") || "/";
  const path = pagePathOf(pagesDir, file);
  const source = prerender.routes?.[raw]?.srcRoute ?? prerender.routes?.[path]?.srcRoute;
  if (!source) return path;
  return path === "/hi" || path.startsWith("/hi/") ? `/hi${source === "/" ? "" : source}` : source;
}
