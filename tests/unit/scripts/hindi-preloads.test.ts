/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

// The build step is plain .mjs; Jest loads it through next/jest's transform.
const { buildHindiPreloads } = require("../../../scripts/hindi-preloads.mjs") as typeof import("../../../scripts/hindi-preloads.mjs");

/*
 * The table a Hindi page reads to fetch the next page's words ahead of a link: for each Hindi
 * page, the scripts its HTML loads that its English twin's does not, every address once.
 */

let dist: string;
const page = (file: string, ...scripts: string[]) => {
  const path = join(dist, "server", "pages", file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `<html><head>${scripts.map((src) => `<script src="/_next/static/chunks/${src}.js" defer></script>`).join("")}</head><body></body></html>`);
};

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "hindi-preloads-"));
  page("en.html", "framework", "app", "home");
  page("hi.html", "framework", "app", "home", "frame-hi", "home-hi");
  page("en/tools-and-calculators/hra.html", "framework", "app", "hra");
  page("hi/tools-and-calculators/hra.html", "framework", "app", "hra", "frame-hi", "hra-hi");
  page("en/tools-and-calculators.html", "framework", "app", "catalogue");
  page("hi/tools-and-calculators.html", "framework", "app", "catalogue", "frame-hi");
  page("en/company/only-english.html", "framework", "app");
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

test("given Hindi pages and their English twins, then each Hindi page's own scripts, by its path without /hi, each address once", () => {
  const { chunks, pages } = buildHindiPreloads(dist);
  const named = Object.fromEntries(Object.entries(pages).map(([path, indexes]) => [path, indexes.map((index) => chunks[index])]));
  expect(named).toEqual({
    "/": ["/_next/static/chunks/frame-hi.js", "/_next/static/chunks/home-hi.js"],
    "/tools-and-calculators": ["/_next/static/chunks/frame-hi.js"],
    "/tools-and-calculators/hra": ["/_next/static/chunks/frame-hi.js", "/_next/static/chunks/hra-hi.js"],
  });
  expect(new Set(chunks).size).toBe(chunks.length);
});
