// Starts the production server (`npm start`: server/start.mjs) on a loopback port for the
// measuring scripts (bench, load) and waits until it answers. The caller stops it with
// `.kill()`. With `{ pageCache: false }` it is plain `next start`, for comparison.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * @param {number} port
 * @param {{ host?: string, pageCache?: boolean }} [options]
 */
export async function startProductionServer(port, { host = "127.0.0.1", pageCache = true } = {}) {
  const origin = `http://${host === "::" ? "localhost" : host}:${port}`;
  const entry = pageCache ? ["server/start.mjs"] : ["node_modules/next/dist/bin/next", "start"];
  const server = spawn(process.execPath, [...entry, "-p", String(port), "-H", host], { stdio: ["ignore", "ignore", "inherit"] });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(origin);
      if (response.status < 500) return { server, origin };
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  server.kill();
  throw new Error("the production server did not answer within 60 s");
}
