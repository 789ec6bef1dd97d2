// Starts `next start` on a loopback port for the measuring scripts (bench, load) and waits
// until it answers. The caller stops it with `.kill()`.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export async function startProductionServer(port, { host = "127.0.0.1" } = {}) {
  const origin = `http://${host === "::" ? "localhost" : host}:${port}`;
  const server = spawn("npx", ["next", "start", "-p", String(port), "-H", host], { stdio: ["ignore", "pipe", "pipe"] });
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
  throw new Error("next start did not answer within 60 s");
}
