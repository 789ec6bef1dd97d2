import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { firstLoadJsOfBuild, HINDI_WORDS_BUDGET_KB, jsBudgetFor } from "../../scripts/first-load-js.mjs";
import { e2eEnv, SERVER_ONLY_CANARY } from "./e2e-env.mjs";

/*
 * What ships to browsers: the built client files of the very build the browser tests use.
 * The shared basic-auth login is public by the spec and must be there (proof the scan reads
 * the bundle); a server-only value set for the build, source maps and live payment keys
 * must not be.
 */

function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? clientFiles(path) : [path];
  });
}

test("the client bundle holds the public basic-auth login and nothing secret", () => {
  const files = clientFiles(join(process.cwd(), e2eEnv.NEXT_DIST_DIR, "static"));
  const scripts = files.filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(20);
  const bundle = scripts.map((file) => readFileSync(file, "utf8")).join("\n");

  expect(bundle).toContain(e2eEnv.NEXT_PUBLIC_API_BASIC_AUTH);
  expect(bundle).not.toContain(SERVER_ONLY_CANARY);
  expect(bundle).not.toMatch(/rzp_live_[A-Za-z0-9]+|sk_live_[A-Za-z0-9]+|-----BEGIN [A-Z ]*PRIVATE KEY-----/);
  expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
});

test("every built page's first-load JavaScript is within its budget (shell 165 kB, calculators 195 kB, Hindi pages 24 kB more, gzip)", () => {
  const pages = firstLoadJsOfBuild(join(process.cwd(), e2eEnv.NEXT_DIST_DIR));
  // The sitemap's public pages, the calculators, the app screens and the error pages.
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.find((page) => page.path === "/")?.scripts).toBeGreaterThan(5);
  const over = pages.filter((page) => page.kb > jsBudgetFor(page.path)).map((page) => `${page.path}: ${page.kb} kB > ${jsBudgetFor(page.path)} kB`);
  expect(over).toEqual([]);
});

test(`a Hindi page adds at most ${HINDI_WORDS_BUDGET_KB} kB of Hindi words to its English twin's first-load JavaScript (issue #41's 5 kB goal is not met yet)`, () => {
  const pages = firstLoadJsOfBuild(join(process.cwd(), e2eEnv.NEXT_DIST_DIR));
  const kbOf = new Map(pages.map((page) => [page.path, page.kb]));
  const pairs = pages.filter((page) => page.path === "/hi" || page.path.startsWith("/hi/")).map((page) => [page.path, page.path.slice(3) || "/"] as const);
  expect(pairs.length).toBeGreaterThan(40);
  const over = pairs.filter(([hindi, english]) => (kbOf.get(hindi) ?? 0) - (kbOf.get(english) ?? 0) > HINDI_WORDS_BUDGET_KB).map(([hindi]) => hindi);
  expect(over).toEqual([]);
});
