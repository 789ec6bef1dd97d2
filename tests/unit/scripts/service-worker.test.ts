/** @jest-environment node */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { SHELL_PATHS } from "@/lib/offline/policy";
import { webAppManifest } from "@/lib/site/web-app-manifest";
import { calculatorDirectory } from "@/lib/calculators/directory";

// The build step is plain .mjs; Jest loads it through next/jest's transform.
const { precacheEntries } = require("../../../scripts/service-worker.mjs") as typeof import("../../../scripts/service-worker.mjs");

const buildManifest = {
  pages: {
    "/_app": ["static/chunks/app.js", "static/chunks/site.css", "static/chunks/turbopack.js"],
    "/": ["static/chunks/home.js", "static/chunks/turbopack.js"],
    "/tools-and-calculators": ["static/chunks/catalogue.js"],
    "/offline": ["static/chunks/offline.js"],
    "/tools-and-calculators/income-tax": ["static/chunks/income-tax.js"],
  },
  lowPriorityFiles: ["static/build1/_buildManifest.js"],
};

describe("the service worker's precache list", () => {
  test("given a build, then each shell page revisioned by the build id and only the files those pages load, once each", () => {
    const entries = precacheEntries({ buildId: "build1", buildManifest, paths: [...SHELL_PATHS], extras: ["/manifest.webmanifest"] });
    expect(entries.filter((entry) => entry.revision === "build1").map((entry) => entry.url)).toEqual([...SHELL_PATHS, "/manifest.webmanifest"]);
    expect(entries.filter((entry) => entry.revision === null).map((entry) => entry.url)).toEqual([
      "/_next/static/build1/_buildManifest.js",
      "/_next/static/chunks/app.js",
      "/_next/static/chunks/catalogue.js",
      "/_next/static/chunks/home.js",
      "/_next/static/chunks/offline.js",
      "/_next/static/chunks/site.css",
      "/_next/static/chunks/turbopack.js",
    ]);
  });

  test("given a shell page the build lacks, then the step fails instead of installing a worker that cannot precache", () => {
    expect(() => precacheEntries({ buildId: "b", buildManifest, paths: ["/", "/gone"] })).toThrow("/gone");
  });
});

describe("the web app manifest", () => {
  const manifest = webAppManifest();

  test("it has what a phone needs to install the site: names, start, standalone display, 192 and 512 px PNG icons and a maskable one", () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.display).toBe("standalone");
    expect(manifest.start_url).toBe("/tools-and-calculators");
    const png = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });

  test("every icon it names is a file in public/, and every shortcut is a calculator", () => {
    for (const icon of manifest.icons) expect(existsSync(join("public", icon.src))).toBe(true);
    const calculatorPaths = calculatorDirectory.map((entry) => `/tools-and-calculators/${entry.slug}`);
    for (const shortcut of manifest.shortcuts) expect(calculatorPaths).toContain(shortcut.url);
  });
});
