// @ts-check
// How every tool here runs Debian's Chromium (browser tests, bench): headless-safe flags,
// nothing downloaded in the background, and every outside host failing at once instead of
// waiting on DNS, while localhost still resolves.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
