// Makes sure Debian's Chromium is installed for the browser tests and the benchmark.
// Playwright is pointed at it through executablePath; no step downloads a browser build.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (existsSync(CHROMIUM_PATH)) {
  console.log(`Chromium found at ${CHROMIUM_PATH}.`);
} else {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package as root: apt-get update && apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get (a few minutes, once).");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
  console.log(`Chromium installed at ${CHROMIUM_PATH}.`);
}
