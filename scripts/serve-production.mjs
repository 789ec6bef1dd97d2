// Starts the production server (`npm start`: server/start.mjs) on a loopback port for the
// measuring scripts (bench, load) and waits until it answers. The caller stops it with
// `.kill()`.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The production server as a deployment runs it: the copy in the build's standalone folder
 * (scripts/standalone.mjs), which reads only what that folder holds.
 * @param {string} [distDir]
 */
export function productionServerEntry(distDir = process.env.NEXT_DIST_DIR || ".next") {
  return `${distDir}/standalone/server/start.mjs`;
}

/**
 * Runs `node <args>` and waits (at most 60 s) until `origin` answers; the process is returned,
 * for the caller to `.kill()`.
 * @param {string[]} args
 * @param {string} origin
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function serveAndWait(args, origin, env = process.env) {
  const server = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(origin)).status < 500) return server;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  server.kill();
  throw new Error(`${origin} did not answer within 60 s`);
}

/**
 * @param {number} port
 * @param {{ host?: string }} [options]
 */
export async function startProductionServer(port, { host = "127.0.0.1" } = {}) {
  const origin = `http://${host === "::" ? "localhost" : host}:${port}`;
  const server = await serveAndWait([productionServerEntry(), "-p", String(port), "-H", host], origin);
  return { server, origin };
}
