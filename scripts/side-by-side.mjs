// @ts-check
// Runs npm scripts at the same time and fails if any fails. For checks that each use one
// core (tsc, ESLint): on CI's two cores the pair takes the time of the longer one, not the
// sum (issue #19). Each one's output is printed whole when it ends, so logs never interleave.
import { spawn } from "node:child_process";

/**
 * @param {string} script an npm script's name
 * @returns {Promise<{ script: string, code: number, output: string, seconds: number }>}
 */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString("utf8"), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/side-by-side.mjs <npm script> [<npm script> ...]");
  process.exit(2);
}
let failed = 0;
await Promise.all(
  scripts.map(async (script) => {
    const result = await run(script);
    process.stdout.write(
      `\n== npm run ${result.script}: ${result.code === 0 ? "passed" : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(1)} s\n${result.output}`,
    );
    if (result.code !== 0) failed += 1;
  }),
);
process.exit(failed ? 1 : 0);
