import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium-flags.mjs";
import { e2eEnv, SITE_PORT, SITE_URL, STAND_IN_PORT } from "./tests/e2e/e2e-env.mjs";

/**
 * Browser tests drive the production build (`npm run test:e2e` builds it first into
 * .next-e2e) in Debian's Chromium. Nothing here downloads a browser.
 */

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Under CI a skipped test fails the run (tests/support/no-skips-playwright.ts).
  reporter: process.env.CI ? [["list"], ["./tests/support/no-skips-playwright.ts"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: SITE_URL,
    // Recording a trace costs every test about 10% (docs/testing.md): in CI only a retry records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The service worker would answer requests before a test's page.route sees them; only
    // offline.spec.ts, which tests the worker, allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Tags: "@mobile" tests run at both sizes, "@phone" tests only at a phone's size.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      grep: /@mobile|@phone/,
    },
  ],
  webServer: [
    {
      command: `node tests/support/stand-in.mjs`,
      url: `http://localhost:${STAND_IN_PORT}/__stand-in/health`,
      // "::" listens on IPv4 and IPv6, so "localhost" reaches it whichever the browser tries first.
      env: { PORT: String(STAND_IN_PORT), STAND_IN_HOST: "::", NEXT_PUBLIC_PRODUCT_SLUG: e2eEnv.NEXT_PUBLIC_PRODUCT_SLUG },
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      // The standalone folder, as a deployment (and the Docker image) runs it.
      command: `node ${e2eEnv.NEXT_DIST_DIR}/standalone/server/start.mjs -p ${SITE_PORT}`,
      url: SITE_URL,
      env: { ...e2eEnv },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
