/**
 * @jest-environment node
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { closedPort } from "../../support/ports";
import { setTimeout as sleep } from "node:timers/promises";
import type { CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import SharedCacheHandler, { cacheHandlerState, decodeEntry, encodeEntry, type LocalCache, type RedisLike } from "@/server/cache-handler.mjs";
import { handlerState } from "@/server/cache-handler-state.mjs";

// The handler's warnings ("Redis unavailable") are expected here.
jest.mock("@/server/log.mjs", () => ({ logger: () => ({ info: jest.fn(), warn: jest.fn() }) }));

// The server's handler: Next gives it the build's server folder (the proxy's own handler gets none).
const ctx = { revalidatedTags: [], _requestHeaders: {}, serverDistDir: "/build/server" } as unknown as CacheHandlerContext;
const pageContext = { kind: "PAGES", isFallback: false } as never;
const setContext = { cacheControl: { revalidate: 3600, expire: undefined } } as never;
const page = (html: string) => ({ kind: "PAGES", html, pageData: { pageProps: { html } }, headers: undefined, status: undefined }) as never;

/** A local cache that remembers what it was given. */
function localCache(): LocalCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (key: string) => (entries.has(key) ? { lastModified: 1, value: entries.get(key) as never } : null),
    set: async (key: string, value: unknown) => void entries.set(key, value),
    revalidateTag: async () => undefined,
    resetRequestCache: () => undefined,
  };
}

function forgetClients() {
  const state = handlerState();
  for (const client of state.connections.values()) (client as unknown as { destroy(): void }).destroy();
  state.connections.clear();
  state.active = undefined;
  state.loaded = false;
}
afterEach(forgetClients);

describe("entries in Redis", () => {
  test("given Buffers and Maps (Next's other cache kinds), then they come back as they were", () => {
    const entry = {
      lastModified: 5,
      value: { kind: "APP_ROUTE", body: Buffer.from([0, 255, 1]), segmentData: new Map([["/a", Buffer.from("x")]]), html: "<p>é</p>" },
    };
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
  });
});

describe("SharedCacheHandler without Redis", () => {
  test("given only the proxy's handler (no build folder), then health still says the server's handler is not loaded", () => {
    expect(cacheHandlerState()).toBe("not-loaded");
    new SharedCacheHandler({ revalidatedTags: [], _requestHeaders: {} } as unknown as CacheHandlerContext, {
      redisUrl: undefined,
      local: localCache(),
      buildId: "b1",
    });
    expect(cacheHandlerState()).toBe("not-loaded");
  });

  test("given no REDIS_URL, then only the local cache is used, and health says local", async () => {
    expect(cacheHandlerState()).toBe("not-loaded");
    const local = localCache();
    const handler = new SharedCacheHandler(ctx, { redisUrl: undefined, local, buildId: "b1" });
    await handler.set("/a", page("A"), setContext);
    await expect(handler.get("/a", pageContext)).resolves.toMatchObject({ value: { html: "A" } });
    expect(handler.redis).toBeUndefined();
    expect(cacheHandlerState()).toBe("local");
  });

  test("given a REDIS_URL where nothing listens, then pages are read and written locally, nothing throws, and health says local-fallback", async () => {
    const local = localCache();
    const handler = new SharedCacheHandler(ctx, { redisUrl: `redis://127.0.0.1:${await closedPort()}`, local, buildId: "b1" });
    await expect(handler.set("/a", page("A"), setContext)).resolves.toBeUndefined();
    await expect(handler.get("/a", pageContext)).resolves.toMatchObject({ value: { html: "A" } });
    await expect(handler.get("/missing", pageContext)).resolves.toBeNull();
    expect(cacheHandlerState()).toBe("local-fallback");
  });

  test("given a Redis that is connected but never answers, then the local copy is served within the time-out", async () => {
    const local = localCache();
    local.entries.set("/a", page("local A"));
    const hung: RedisLike = { isReady: true, get: () => new Promise(() => undefined), set: () => new Promise(() => undefined) };
    const handler = new SharedCacheHandler(ctx, { redisUrl: "redis://hung", redis: hung, local, buildId: "b1", timeoutMs: 100 });
    const startedAt = Date.now();
    await expect(handler.get("/a", pageContext)).resolves.toMatchObject({ value: { html: "local A" } });
    await expect(handler.set("/b", page("B"), setContext)).resolves.toBeUndefined();
    expect(local.entries.has("/b")).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  test("given a Redis whose commands fail, then the local copy is served", async () => {
    const local = localCache();
    local.entries.set("/a", page("local A"));
    const failing: RedisLike = {
      isReady: true,
      get: async () => Promise.reject(new Error("READONLY")),
      set: async () => Promise.reject(new Error("OOM")),
    };
    const handler = new SharedCacheHandler(ctx, { redisUrl: "redis://failing", redis: failing, local, buildId: "b1" });
    await expect(handler.get("/a", pageContext)).resolves.toMatchObject({ value: { html: "local A" } });
    await expect(handler.set("/b", page("B"), setContext)).resolves.toBeUndefined();
  });

  test("given no build id (next build), then Redis is not used", () => {
    const handler = new SharedCacheHandler(ctx, { redisUrl: "redis://127.0.0.1:1", local: localCache(), buildId: null });
    expect(handler.redis).toBeUndefined();
  });
});

// A real Redis (Debian's redis-server, installed by `npm run test:unit` before Jest starts),
// on a free port. Run with Jest alone on a machine without it, these tests are skipped, and
// under CI that skip fails the run (tests/support/no-skips-reporter.js).
const REDIS_SERVER = "/usr/bin/redis-server";
const describeWithRedis = existsSync(REDIS_SERVER) ? describe : describe.skip;

describeWithRedis("SharedCacheHandler with a real Redis", () => {
  let redis: ChildProcess | undefined;
  let url = "";

  async function startRedis(port: number) {
    redis = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const up = spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).stdout?.trim() === "PONG";
      if (up) return;
      await sleep(100);
    }
    throw new Error("redis-server did not start");
  }
  async function stopRedis() {
    if (!redis || redis.exitCode !== null) return;
    const exited = new Promise((resolve) => redis!.once("exit", resolve));
    redis.kill("SIGTERM");
    await exited;
  }
  async function ready(handler: SharedCacheHandler) {
    for (let attempt = 0; attempt < 50 && !handler.redis?.isReady; attempt += 1) await sleep(100);
    expect(handler.redis?.isReady).toBe(true);
  }

  beforeEach(async () => {
    const port = await closedPort();
    url = `redis://127.0.0.1:${port}`;
    await startRedis(port);
  });
  afterEach(stopRedis);

  test("given a page regenerated on one instance, then another instance reads it from Redis, and health says shared", async () => {
    const first = new SharedCacheHandler(ctx, { redisUrl: url, local: localCache(), buildId: "build-a" });
    await ready(first);
    await first.set("/learning-resource/learning-resource-faq", page("new FAQ"), setContext);

    const otherLocal = localCache();
    otherLocal.entries.set("/learning-resource/learning-resource-faq", page("old FAQ"));
    const second = new SharedCacheHandler(ctx, { redisUrl: url, local: otherLocal, buildId: "build-a" });
    const entry = await second.get("/learning-resource/learning-resource-faq", pageContext);
    expect(entry).toMatchObject({
      value: { kind: "PAGES", html: "new FAQ", pageData: { pageProps: { html: "new FAQ" } } },
      cacheControl: { revalidate: 3600 },
    });
    expect(typeof entry?.lastModified).toBe("number");
    expect(cacheHandlerState()).toBe("shared");

    // Another build never reads this build's pages.
    const nextBuild = new SharedCacheHandler(ctx, { redisUrl: url, local: localCache(), buildId: "build-b" });
    await expect(nextBuild.get("/learning-resource/learning-resource-faq", pageContext)).resolves.toBeNull();
  });

  test("given a page not in Redis, then the local cache (the build's own copy) answers", async () => {
    const local = localCache();
    local.entries.set("/", page("built home"));
    const handler = new SharedCacheHandler(ctx, { redisUrl: url, local, buildId: "build-a" });
    await ready(handler);
    await expect(handler.get("/", pageContext)).resolves.toMatchObject({ value: { html: "built home" } });
  });

  test("given Redis stopped while serving, then pages come from the local cache and health says local-fallback", async () => {
    const local = localCache();
    const handler = new SharedCacheHandler(ctx, { redisUrl: url, local, buildId: "build-a" });
    await ready(handler);
    await handler.set("/a", page("A"), setContext);
    await stopRedis();
    for (let attempt = 0; attempt < 50 && handler.redis?.isReady; attempt += 1) await sleep(100);
    await expect(handler.get("/a", pageContext)).resolves.toMatchObject({ value: { html: "A" } });
    await expect(handler.set("/b", page("B"), setContext)).resolves.toBeUndefined();
    expect(cacheHandlerState()).toBe("local-fallback");
  });
});
