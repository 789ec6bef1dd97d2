// @ts-check
/**
 * After `next build` (output: "standalone") and the other post-build steps: completes
 * {distDir}/standalone into the one folder a deployment runs, the same folder the browser
 * tests serve and the Docker image copies (`node {distDir}/standalone/server/start.mjs`).
 *
 * Next writes the server's code and the node_modules it traced. It leaves out what it
 * cannot know: the public files and built assets (a CDN may serve those instead), our
 * post-build files (CSP hashes, the service worker), the embedded content the pages read
 * when they regenerate without a CMS, and the production server itself with the packages
 * it imports (traced here with Next's own tracer).
 */
import { cpSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Files written after `next build` that the server reads from its dist folder. */
export const POST_BUILD_FILES = ["csp-hashes.json", "sw.js", "sw-precache.json"];
/** Folders copied whole, relative to the project: public files and the embedded content. */
export const PROJECT_FOLDERS = ["public", "content"];

/**
 * What Next's trace copies in but no server runs: the content pages read content/ at run
 * time, and the tracer, unable to narrow those reads, takes in the whole project (its
 * tests, docs, bench and the last Playwright report). Removed here rather than with
 * outputFileTracingExcludes, whose patterns also dropped the Turbopack runtime from a build
 * in .next-bench (its folder name holds "bench").
 */
export const NOT_SHIPPED = [
  "tests",
  "docs",
  "bench",
  "deploy",
  "playwright-report",
  "test-results",
  "bench-results",
  ".ci",
  "README.md",
  "Dockerfile",
  "tsconfig.tsbuildinfo",
];

/**
 * The files the production server needs beyond Next's own trace: server/start.mjs and what it imports.
 * @param {string} root
 * @returns {Promise<string[]>} paths relative to root
 */
export async function serverFiles(root) {
  /** @type {{ nodeFileTrace: (files: string[], options: { base: string, processCwd?: string }) => Promise<{ fileList: Set<string> }> }} */
  const nft = require("next/dist/compiled/@vercel/nft");
  const { fileList } = await nft.nodeFileTrace([join(root, "server", "start.mjs")], { base: root, processCwd: root });
  return [...fileList].filter((file) => !file.startsWith(".next"));
}

async function main() {
  const root = resolve(".");
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const standalone = join(root, distDir, "standalone");
  if (!existsSync(join(standalone, "server.js"))) {
    throw new Error(`No ${relative(root, standalone)}/server.js: next.config.ts must set output: "standalone", and next build must run first.`);
  }
  const copy = (/** @type {string} */ from, /** @type {string} */ to) => {
    mkdirSync(dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true, dereference: true });
  };
  // Built assets (content-hashed): a fresh copy, so an old build's files never linger.
  rmSync(join(standalone, distDir, "static"), { recursive: true, force: true });
  copy(join(root, distDir, "static"), join(standalone, distDir, "static"));
  for (const file of POST_BUILD_FILES) {
    if (!existsSync(join(root, distDir, file))) throw new Error(`${distDir}/${file} is missing: run the post-build steps first (npm run build).`);
    copy(join(root, distDir, file), join(standalone, distDir, file));
  }
  for (const folder of PROJECT_FOLDERS) copy(join(root, folder), join(standalone, folder));
  for (const path of NOT_SHIPPED) rmSync(join(standalone, path), { recursive: true, force: true });
  // Packages Next traced (next, react…) stay as Next chose them; only the server's own files and
  // the packages only it imports (the logger) are added.
  // (Decided for every file before any is copied.)
  const files = (await serverFiles(root)).filter((file) => {
    const pkg = /^node_modules\/(?:@[^/]+\/)?[^/]+/.exec(file)?.[0];
    return !pkg || !existsSync(join(standalone, pkg));
  });
  for (const file of files) copy(join(root, file), join(standalone, file));
  console.log(
    `Standalone server: ${relative(root, standalone)} (start: node ${relative(root, join(standalone, "server", "start.mjs"))}; ${files.length} server files traced)`,
  );
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
