// Builds the site for the browser tests with tests/e2e/e2e-env.mjs's settings.
import { execSync } from "node:child_process";
import { e2eEnv } from "../tests/e2e/e2e-env.mjs";

console.log(`Building the site for browser tests into ${e2eEnv.NEXT_DIST_DIR} (API hosts: the local stand-in).`);
execSync("node scripts/site-css.mjs", { stdio: "inherit" });
execSync("npx next build", { stdio: "inherit", env: { ...process.env, ...e2eEnv } });
// Each route's inline-script hashes, for the Content-Security-Policy (proxy.ts).
execSync("node scripts/csp-hashes.mjs", { stdio: "inherit", env: { ...process.env, ...e2eEnv } });
// The service worker and its precache list (worker/sw.ts).
execSync("node scripts/service-worker.mjs", { stdio: "inherit", env: { ...process.env, ...e2eEnv } });
