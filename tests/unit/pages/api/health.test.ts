/** @jest-environment node */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import handler from "@/pages/api/health";
import { fakeApi } from "./fake-api";

const saved = { distDir: process.env.NEXT_DIST_DIR, redisUrl: process.env.REDIS_URL };
beforeEach(() => {
  const distDir = mkdtempSync(join(tmpdir(), "dist-"));
  writeFileSync(join(distDir, "BUILD_ID"), "build-42\n");
  process.env.NEXT_DIST_DIR = distDir;
  delete process.env.REDIS_URL;
});
afterAll(() => {
  for (const [name, value] of [["NEXT_DIST_DIR", saved.distDir], ["REDIS_URL", saved.redisUrl]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("GET /api/health", () => {
  test("given no REDIS_URL, then 200 ok with the build id, the shared cache not configured, never stored", async () => {
    const { request, response, answer } = fakeApi({ method: "GET" });
    await handler(request, response);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: "ok", buildId: "build-42", sharedCache: "not-configured", cacheHandler: "not-loaded" });
    expect(answer.headers["cache-control"]).toMatch(/\bno-store\b/);
  });

  test("given a REDIS_URL with a password where nothing listens, then unreachable, and neither the address nor the password is shown", async () => {
    process.env.REDIS_URL = "redis://default:hunter2-password@127.0.0.1:1";
    const { request, response, answer } = fakeApi({ method: "GET" });
    await handler(request, response);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "ok", sharedCache: "unreachable" });
    expect(JSON.stringify(answer.json)).not.toMatch(/hunter2|127\.0\.0\.1|redis:/);
  });

  test("given POST, then 405", async () => {
    const { request, response, answer } = fakeApi({ method: "POST" });
    await handler(request, response);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });
});
