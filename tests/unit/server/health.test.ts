/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import net from "node:net";
import { closedPort } from "../../support/ports";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { healthReport, readBuildId, sharedCacheStatus } from "@/server/health.mjs";

/**
 * A stand-in for Redis on a loopback port that speaks enough RESP for a client to connect
 * and PING: every command gets +OK, PING gets +PONG. `silent` accepts connections and
 * never answers (a hung server).
 */
async function fakeRedis({ silent = false } = {}) {
  const sockets = new Set<net.Socket>();
  const commands: string[] = [];
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffered = "";
    socket.on("data", (chunk) => {
      if (silent) return;
      buffered += chunk.toString("utf8");
      // Commands arrive as RESP arrays of bulk strings: *<n>\r\n($<len>\r\n<arg>\r\n)*n
      for (;;) {
        const match = /^\*(\d+)\r\n/.exec(buffered);
        if (!match) return;
        let offset = match[0].length;
        const args: string[] = [];
        for (let index = 0; index < Number(match[1]); index += 1) {
          const header = /^\$(\d+)\r\n/.exec(buffered.slice(offset));
          if (!header) return;
          const start = offset + header[0].length;
          const end = start + Number(header[1]);
          if (buffered.length < end + 2) return;
          args.push(buffered.slice(start, end));
          offset = end + 2;
        }
        buffered = buffered.slice(offset);
        const name = (args[0] ?? "").toUpperCase();
        commands.push(name);
        socket.write(name === "PING" ? "+PONG\r\n" : "+OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("sharedCacheStatus", () => {
  test.each([
    ["unset", undefined],
    ["blank", "  "],
  ])("given REDIS_URL %s, then not-configured", async (_case, url) => {
    await expect(sharedCacheStatus(url)).resolves.toBe("not-configured");
  });

  test("given a Redis that answers PING, then reachable", async () => {
    const redis = await fakeRedis();
    try {
      await expect(sharedCacheStatus(redis.url, { timeoutMs: 2000 })).resolves.toBe("reachable");
      expect(redis.commands).toContain("PING");
    } finally {
      await redis.close();
    }
  });

  test("given nothing listening at REDIS_URL, then unreachable", async () => {
    await expect(sharedCacheStatus(`redis://127.0.0.1:${await closedPort()}`, { timeoutMs: 2000 })).resolves.toBe("unreachable");
  });

  test("given a Redis that never answers, then unreachable within the time-out", async () => {
    const redis = await fakeRedis({ silent: true });
    try {
      const startedAt = Date.now();
      await expect(sharedCacheStatus(redis.url, { timeoutMs: 300 })).resolves.toBe("unreachable");
      expect(Date.now() - startedAt).toBeLessThan(1500);
    } finally {
      await redis.close();
    }
  });

  test("given a REDIS_URL that is not an address, then unreachable", async () => {
    await expect(sharedCacheStatus("not a url", { timeoutMs: 300 })).resolves.toBe("unreachable");
  });
});

describe("healthReport", () => {
  test("given a build, then ok with its BUILD_ID and the shared cache's state", async () => {
    const distDir = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(distDir, "BUILD_ID"), "aBc123_build\n");
    await expect(healthReport({ distDir, redisUrl: undefined })).resolves.toEqual({
      status: "ok",
      buildId: "aBc123_build",
      sharedCache: "not-configured",
      cacheHandler: "not-loaded",
    });
  });

  test("given no BUILD_ID, then the build id is null", () => {
    expect(readBuildId(mkdtempSync(join(tmpdir(), "dist-")))).toBeNull();
  });
});
