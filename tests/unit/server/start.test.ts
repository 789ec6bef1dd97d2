/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtPagePaths, parseArgs } from "@/server/start.mjs";

describe("parseArgs", () => {
  it("takes next start's flags, then PORT and HOSTNAME, then 3000 on every interface", () => {
    expect(parseArgs(["-p", "3100"], {})).toEqual({ port: 3100, hostname: undefined });
    expect(parseArgs(["--port", "3300", "--hostname", "127.0.0.1"], {})).toEqual({ port: 3300, hostname: "127.0.0.1" });
    expect(parseArgs(["-H", "::"], { PORT: "8080" })).toEqual({ port: 8080, hostname: "::" });
    expect(parseArgs([], { HOSTNAME: "0.0.0.0" })).toEqual({ port: 3000, hostname: "0.0.0.0" });
  });

  it("refuses a port that is not one", () => {
    expect(() => parseArgs(["-p", "http"], {})).toThrow("Not a port");
    expect(() => parseArgs(["-p", "70000"], {})).toThrow("Not a port");
  });
});

describe("builtPagePaths", () => {
  it("lists pages built to HTML and prerendered paths, not error pages, framework files or API routes", () => {
    const distDir = mkdtempSync(join(tmpdir(), "dist-"));
    mkdirSync(join(distDir, "server"));
    writeFileSync(
      join(distDir, "server", "pages-manifest.json"),
      JSON.stringify({
        "/": "pages/index.html",
        "/404": "pages/404.html",
        "/500": "pages/500.html",
        "/_app": "pages/_app.js",
        "/_error": "pages/_error.js",
        "/tools-and-calculators/hra": "pages/tools-and-calculators/hra.html",
        "/individual": "pages/individual.js",
        "/learning-resource/itr-guides/[slug]": "pages/learning-resource/itr-guides/[slug].js",
        "/api/health": "pages/api/health.js",
      }),
    );
    writeFileSync(
      join(distDir, "prerender-manifest.json"),
      JSON.stringify({ routes: { "/individual": {}, "/learning-resource/itr-guides/form-16": {} } }),
    );
    expect([...builtPagePaths(distDir)].sort()).toEqual([
      "/",
      "/individual",
      "/learning-resource/itr-guides/form-16",
      "/tools-and-calculators/hra",
    ]);
  });
});
