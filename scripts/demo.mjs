// `npm run demo`: the site signed in against the local stand-in of the APIs, so a newcomer
// can see the profile menu. Builds into .next-demo with the stand-in's hosts, serves the
// site on :3000 and the stand-in on :4010, and prints the sign-in links. Ctrl+C stops both.
import { execSync, spawn } from "node:child_process";
import { startStandIn } from "../tests/support/stand-in.mjs";
import { e2eEnv, STAND_IN_PORT } from "../tests/e2e/e2e-env.mjs";
import { postBuild } from "./post-build.mjs";
import { productionServerEntry } from "./serve-production.mjs";

const SITE = "http://localhost:3000";
const env = { ...process.env, ...e2eEnv, NEXT_DIST_DIR: ".next-demo", NEXT_PUBLIC_SITE_URL: SITE };

console.log("Building the demo site (settings from tests/e2e/e2e-env.mjs, API hosts: the stand-in)…");
execSync("node scripts/site-css.mjs", { stdio: "inherit" });
execSync("npx next build", { stdio: "inherit", env });
postBuild(env);

const standIn = await startStandIn({ port: STAND_IN_PORT, host: "::", productSlug: e2eEnv.NEXT_PUBLIC_PRODUCT_SLUG });
const site = spawn(process.execPath, [productionServerEntry(env.NEXT_DIST_DIR), "-p", "3000"], { stdio: "inherit", env });

const login = (/** @type {string} */ as) => `http://localhost:${STAND_IN_PORT}/__stand-in/login?as=${as}&next=${encodeURIComponent(`${SITE}/`)}`;
console.log(`
Demo running: ${SITE}
Sign in (sets the stand-in's session cookie on "localhost", then returns to the site):
  regular user:           ${login("regular")}
  staff (CMS, Pan Validate): ${login("staff")}
  user without a name:    ${login("noname")}
Log out from the profile menu. Ctrl+C stops the demo.
`);

const stop = async () => {
  site.kill();
  await standIn.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
