// @ts-check
/**
 * After `next build`: bundles worker/sw.ts into {distDir}/sw.js (served at /sw.js by
 * pages/api/service-worker.ts) with its precache list: the shell pages of
 * lib/offline/policy.ts, revisioned by the build id so each deployment installs a new
 * worker, and the built files those pages load (named by content, so unrevisioned).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

/**
 * The offline policy (lib/offline/policy.ts), compiled on the fly so its lists are written once.
 * @returns {Promise<{ SHELL_PATHS: string[] }>}
 */
export async function loadPolicy() {
  const result = await build({ entryPoints: ["lib/offline/policy.ts"], bundle: true, format: "esm", write: false, logLevel: "silent" });
  const source = result.outputFiles[0]?.text ?? "";
  return import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
}

/**
 * The precache list for a build: each shell page (revision: the build id) and every file the
 * build manifest lists for it and for the app frame, plus the web app manifest and icons.
 * @param {{ buildId: string, buildManifest: { pages: Record<string, string[]>, polyfillFiles?: string[], lowPriorityFiles?: string[] }, paths: string[], extras?: string[] }} build
 * @returns {{ url: string, revision: string | null }[]}
 */
export function precacheEntries({ buildId, buildManifest, paths, extras = [] }) {
  // A Hindi page (/hi/…) runs the same page's scripts as its English twin.
  const pageOf = (path) => path.replace(/^\/hi(?=\/|$)/, "") || "/";
  const files = new Set(["/_app", ...paths.map(pageOf)].flatMap((page) => buildManifest.pages[page] ?? []));
  for (const file of buildManifest.lowPriorityFiles ?? []) files.add(file);
  const missing = paths.filter((page) => !buildManifest.pages[pageOf(page)]);
  if (missing.length) throw new Error(`The build has no page for ${missing.join(", ")} (lib/offline/policy.ts SHELL_PATHS)`);
  return [
    ...paths.map((url) => ({ url, revision: buildId })),
    ...extras.map((url) => ({ url, revision: buildId })),
    ...[...files].sort().map((file) => ({ url: `/_next/${file}`, revision: null })),
  ];
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const buildId = readFileSync(join(distDir, "BUILD_ID"), "utf8").trim();
  const buildManifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8"));
  const entries = precacheEntries({
    buildId,
    buildManifest,
    paths: [...(await loadPolicy()).SHELL_PATHS],
    extras: ["/manifest.webmanifest", "/favicon.svg", "/brand/mark.svg", "/icons/app-192.png"],
  });
  const outfile = join(distDir, "sw.js");
  await build({
    entryPoints: ["worker/sw.ts"],
    outfile,
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    define: { __PRECACHE__: JSON.stringify(entries), "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const size = readFileSync(outfile).length;
  writeFileSync(join(distDir, "sw-precache.json"), `${JSON.stringify({ buildId, entries }, null, 2)}\n`);
  console.log(`Service worker: ${outfile} (${(size / 1024).toFixed(1)} kB, ${entries.length} files precached)`);
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
