// @ts-check
/**
 * After `next build`: which scripts each prerendered Hindi page loads beyond its English twin
 * (its words: the frame's, the content pages', a calculator's, a form's), written to
 * {distDir}/static/{buildId}/hindi-words.json. A Hindi page fetches this table when idle and
 * fetches the next page's words ahead of a link it is about to follow
 * (components/layout/hindi-preloading.ts), so that page does not render empty while they come.
 *
 * Why from the built HTML and not from the code: a table of `import()`s would give the words
 * a second parent in the bundler's graph, and Turbopack then split every calculator page's
 * code into more chunks (English pages 0.2 kB heavier on average, up to 1.5 kB, measured);
 * the chunk addresses themselves change nothing. The file sits under the build's id, as the
 * build manifest does, so a cached table never names another build's chunks.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { scriptSources } from "./first-load-js.mjs";
import { pagePathOf } from "./page-paths.mjs";

/** @param {string} dir @returns {string[]} */
const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith(".html") ? [join(dir, entry.name)] : [],
  );

/**
 * The table: every chunk once, and for each Hindi page (by its path without /hi) the indexes of
 * the chunks it loads that its English twin does not.
 * @param {string} distDir
 * @returns {{ chunks: string[]; pages: Record<string, number[]> }}
 */
export function buildHindiPreloads(distDir) {
  const pagesDir = join(distDir, "server", "pages");
  const scriptsByPath = new Map(
    htmlFiles(pagesDir).map((file) => [pagePathOf(pagesDir, file), scriptSources(readFileSync(file, "utf8")).filter((source) => source.startsWith("/_next/static/chunks/"))]),
  );
  /** @type {string[]} */
  const chunks = [];
  /** @type {Record<string, number[]>} */
  const pages = {};
  for (const [path, scripts] of [...scriptsByPath].sort(([a], [b]) => a.localeCompare(b))) {
    if (path !== "/hi" && !path.startsWith("/hi/")) continue;
    const twin = path === "/hi" ? "/" : path.slice(3);
    const english = new Set(scriptsByPath.get(twin) ?? []);
    const own = scripts.filter((source) => !english.has(source));
    if (own.length === 0) continue;
    pages[twin] = own.map((source) => {
      if (!chunks.includes(source)) chunks.push(source);
      return chunks.indexOf(source);
    });
  }
  return { chunks, pages };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const buildId = readFileSync(join(distDir, "BUILD_ID"), "utf8").trim();
  const table = buildHindiPreloads(distDir);
  const dir = join(distDir, "static", buildId);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "hindi-words.json"), JSON.stringify(table));
  console.log(`hindi-preloads: ${Object.keys(table.pages).length} Hindi pages, ${table.chunks.length} word chunks (static/${buildId}/hindi-words.json)`);
}
