// @ts-check
/**
 * The steps after `next build`, in order, for every build (npm run build, the browser tests',
 * the bench's, the demo's), each reading NEXT_DIST_DIR:
 * 1. csp-hashes.mjs: each route's inline-script hashes, for the Content-Security-Policy;
 * 2. hindi-preloads.mjs: the words each Hindi page loads, for a link to fetch them ahead;
 * 3. service-worker.mjs: the service worker and its precache list;
 * 4. standalone.mjs: completes the standalone folder the server runs from.
 */
import { execFileSync } from "node:child_process";

export const POST_BUILD_STEPS = ["scripts/csp-hashes.mjs", "scripts/hindi-preloads.mjs", "scripts/service-worker.mjs", "scripts/standalone.mjs"];

/** @param {NodeJS.ProcessEnv} [env] */
export function postBuild(env = process.env) {
  for (const step of POST_BUILD_STEPS) execFileSync(process.execPath, [step], { stdio: "inherit", env });
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) postBuild();
