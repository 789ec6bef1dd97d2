/**
 * @jest-environment node
 */
import http from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertBuildComplete, DEFAULT_SHUTDOWN_TIMEOUT_MS, gracefulClose, shutdownTimeoutMs } from "@/server/shutdown.mjs";

/** A server whose /slow answers after `slowMs`, on a random loopback port. */
async function startServer(slowMs: number) {
  const server = http.createServer((request, response) => {
    // unref: a request cut at the time-out must not keep the test process waiting for its timer.
    if (request.url === "/slow") setTimeout(() => response.end("slow done"), slowMs).unref();
    else response.end("fast");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** GET over a keep-alive agent: the connection stays open after the answer, as a browser's or nginx's would. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("gracefulClose", () => {
  test("given a slow request in flight, then it completes, new connections are refused, and the close resolves without cutting anything", async () => {
    const { server, port } = await startServer(400);
    const agent = new http.Agent({ keepAlive: true });
    // An idle keep-alive connection, left open by an earlier request.
    await get(port, "/fast", agent);
    const slow = get(port, "/slow", new http.Agent({ keepAlive: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const startedAt = Date.now();
    const closing = gracefulClose(server, 5000);
    await expect(get(port, "/fast", new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    await expect(slow).resolves.toEqual({ status: 200, body: "slow done" });
    await expect(closing).resolves.toEqual({ timedOut: false });
    // Done once the slow answer was sent (its keep-alive connection closed then), not at the time-out.
    expect(Date.now() - startedAt).toBeLessThan(2000);
    agent.destroy();
  });

  test("given a request slower than the time-out, then the close resolves at the time-out and cuts its connection", async () => {
    const { server, port } = await startServer(5000);
    const slow = get(port, "/slow", new http.Agent());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const startedAt = Date.now();
    await expect(gracefulClose(server, 300)).resolves.toEqual({ timedOut: true });
    expect(Date.now() - startedAt).toBeLessThan(1500);
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  test("given no connection at all, then it resolves at once", async () => {
    const { server } = await startServer(0);
    await expect(gracefulClose(server, 5000)).resolves.toEqual({ timedOut: false });
    expect(server.listening).toBe(false);
  });
});

describe("shutdownTimeoutMs", () => {
  test.each([
    ["unset: 10 s", {}, DEFAULT_SHUTDOWN_TIMEOUT_MS],
    ["25000", { SHUTDOWN_TIMEOUT_MS: "25000" }, 25_000],
    ["0: cut at once", { SHUTDOWN_TIMEOUT_MS: "0" }, 0],
    ["not a number: 10 s", { SHUTDOWN_TIMEOUT_MS: "soon" }, DEFAULT_SHUTDOWN_TIMEOUT_MS],
    ["negative: 10 s", { SHUTDOWN_TIMEOUT_MS: "-5" }, DEFAULT_SHUTDOWN_TIMEOUT_MS],
  ])("SHUTDOWN_TIMEOUT_MS %s", (_case, env, expected) => {
    expect(shutdownTimeoutMs(env)).toBe(expected);
  });
  test("the default is 10 s", () => expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBe(10_000));
});

describe("assertBuildComplete", () => {
  test("given a build without the CSP hash manifest, then it refuses, saying to run npm run build", () => {
    const distDir = mkdtempSync(join(tmpdir(), "dist-"));
    expect(() => assertBuildComplete(distDir)).toThrow(/csp-hashes\.json.*npm run build/);
  });

  test("given the manifest, then it lets the server start", () => {
    const distDir = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(distDir, "csp-hashes.json"), '{"routes":{}}\n');
    expect(() => assertBuildComplete(distDir)).not.toThrow();
  });
});
