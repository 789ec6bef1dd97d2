import { execFileSync } from "node:child_process";

/*
 * The modules that load each page's Hindi words are written from the pages' imports
 * (scripts/hindi-modules.mjs): a catalogue added to a page's code without running it again
 * would leave that page's Hindi words unloaded.
 */
test("given the pages' imports, then every Hindi module is up to date", () => {
  expect(() => execFileSync(process.execPath, ["scripts/hindi-modules.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
});
