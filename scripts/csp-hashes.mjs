/**
 * After `next build`: the SHA-256 of every inline script in every prerendered page, by
 * route, written to {distDir}/csp-hashes.json for proxy.ts to put in each page's
 * Content-Security-Policy.
 *
 * Why: pages are static, so there is no per-request nonce, and besides our own early-click
 * script the framework inlines a few scripts of its own (Turbopack's chunk list for the
 * route, React's Suspense reveal calls). They differ by route but not by request, so a
 * hash per route allows exactly them. Pages regenerated later (ISR) come from the same
 * build and route, so they carry the same scripts.
 */
import { pageRouteOf } from "./page-paths.mjs";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Scripts that run: no src, and no type or a JavaScript one (JSON data blocks never run). */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "application/javascript", "module"].includes(type)) continue;
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

export const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith(".html") ? [join(dir, entry.name)] : [],
  );
}

/** { routes: { "/path" or "/template/[param]": ["'sha256-…'", …] } } for a built distDir. */
export function buildCspManifest(distDir) {
  const pagesDir = join(distDir, "server", "pages");
  const prerender = JSON.parse(readFileSync(join(distDir, "prerender-manifest.json"), "utf8"));
  const routes = {};
  for (const file of htmlFiles(pagesDir)) {
    const route = pageRouteOf(prerender, pagesDir, file);
    const hashes = new Set(routes[route] ?? []);
    for (const script of inlineScripts(readFileSync(file, "utf8"))) hashes.add(sha256(script));
    routes[route] = [...hashes].sort();
  }
  return { routes };
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(join(distDir, "prerender-manifest.json"))) {
    console.error(`csp-hashes: no build in ${distDir}; run next build first`);
    process.exit(1);
  }
  const manifest = buildCspManifest(distDir);
  writeFileSync(join(distDir, "csp-hashes.json"), `${JSON.stringify(manifest)}\n`);
  const counts = Object.values(manifest.routes).map((list) => list.length);
  console.log(`csp-hashes: ${counts.length} routes, up to ${Math.max(...counts)} inline scripts each`);
}
