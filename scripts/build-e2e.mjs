// Builds the site for the browser tests with tests/e2e/e2e-env.mjs's settings.
import { execSync } from "node:child_process";
import { e2eEnv } from "../tests/e2e/e2e-env.mjs";
import { postBuild } from "./post-build.mjs";

console.log(`Building the site for browser tests into ${e2eEnv.NEXT_DIST_DIR} (API hosts: the local stand-in).`);
execSync("node scripts/site-css.mjs", { stdio: "inherit" });
execSync("npx next build", { stdio: "inherit", env: { ...process.env, ...e2eEnv } });
// CSP hashes, the service worker, the standalone folder the tests serve (scripts/post-build.mjs).
postBuild({ ...process.env, ...e2eEnv });
