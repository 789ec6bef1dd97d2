// Makes sure Debian's Chromium is installed for the browser tests and the benchmark.
// Playwright is pointed at it through executablePath; no step downloads a browser build.
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

ensureDebianPackage("chromium", CHROMIUM_PATH, "the browser tests and the bench drive it");
