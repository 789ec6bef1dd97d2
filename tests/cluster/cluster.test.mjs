// @ts-check
// The local cluster end to end (scripts/cluster.mjs): nginx's cache, the session cookie,
// fail-over, health and the refresh after a webhook. Runs against an existing production
// build (NEXT_DIST_DIR, default .next); it starts and stops its own Redis, instances and
// nginx on free ports. Run: node --test tests/cluster/
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureClusterPackages, startCluster } from "../../scripts/cluster.mjs";
import { REFRESH_HEADER, refreshInNginx } from "../../server/nginx-purge.mjs";
import { skipOrFail } from "../support/skip-or-fail.mjs";

/** @type {Awaited<ReturnType<typeof startCluster>>} */
let cluster;

before(async () => {
  ensureClusterPackages();
  cluster = await startCluster({
    port: 0,
    output: "ignore",
    distDir: process.env.NEXT_DIST_DIR || ".next",
    revalidateSecret: "cluster-test-secret-0123456789",
  });
});
after(async () => {
  await cluster?.stop();
});

/**
 * @param {string} path
 * @param {Record<string, string>} [headers]
 */
async function get(path, headers = {}) {
  const response = await fetch(cluster.url + path, { headers });
  const body = await response.text();
  return {
    status: response.status,
    cache: response.headers.get("x-cache-status"),
    date: response.headers.get("date"),
    requestId: response.headers.get("x-request-id"),
    body,
  };
}

test("a page through nginx: MISS, then HIT; marketing parameters share the copy, the calculator's own do not", async () => {
  const first = await get("/tools-and-calculators/income-tax");
  assert.equal(first.status, 200);
  assert.equal(first.cache, "MISS");
  const second = await get("/tools-and-calculators/income-tax");
  assert.equal(second.cache, "HIT");
  assert.notEqual(second.requestId, first.requestId, "a HIT carries its own request id");
  assert.equal((await get("/tools-and-calculators/income-tax?utm_source=news&gclid=abc&utm_campaign=july")).cache, "HIT");
  assert.equal((await get("/tools-and-calculators/income-tax?salary=900000")).cache, "MISS");
  assert.equal((await get("/tools-and-calculators/income-tax?utm_medium=mail&salary=900000")).cache, "HIT");
});

test("a request with the session cookie is neither served from nor stored in the cache", async () => {
  const signedIn = await get("/tools-and-calculators/sip", { cookie: "taxsathi=session-value" });
  assert.equal(signedIn.status, 200);
  assert.equal(signedIn.cache, "BYPASS");
  assert.equal((await get("/tools-and-calculators/sip")).cache, "MISS", "the signed-in answer was not stored");
  assert.equal((await get("/tools-and-calculators/sip", { cookie: "taxsathi=session-value" })).cache, "BYPASS");
});

test("/api/health through nginx: ok, Redis reachable, never cached", async () => {
  const response = await fetch(`${cluster.url}/api/health`);
  const report = await response.json();
  assert.equal(response.status, 200);
  assert.equal(report.status, "ok");
  assert.equal(report.sharedCache, "reachable");
  assert.match(response.headers.get("cache-control") ?? "", /no-store/);
  assert.notEqual(response.headers.get("x-cache-status"), "HIT");
});

test("the refresh header: only with the secret does nginx fetch the page again and store it", async () => {
  const path = "/learning-resource/learning-resource-glossary";
  const stored = await get(path);
  await get(path);
  await sleep(1100); // a new Date header shows a new copy
  assert.equal((await get(path, { [REFRESH_HEADER]: "wrong-secret" })).cache, "HIT");
  const refreshed = await refreshInNginx([path], { url: cluster.url, secret: cluster.refreshSecret, host: undefined }, { host: "127.0.0.1" });
  assert.deepEqual(refreshed, { refreshed: [path], failed: [] });
  const after = await get(path);
  assert.equal(after.cache, "HIT");
  assert.ok(Date.parse(after.date ?? "") > Date.parse(stored.date ?? ""), `the copy is new: ${stored.date} then ${after.date}`);
});

test("POST /api/revalidate with the secret regenerates the pages and refreshes them in nginx", async (t) => {
  const path = "/learning-resource/learning-resource-faq";
  const before = await get(path);
  await sleep(1100);
  const response = await fetch(`${cluster.url}/api/revalidate`, {
    method: "POST",
    headers: { authorization: "Bearer cluster-test-secret-0123456789", "content-type": "application/json" },
    body: JSON.stringify({ type: "faq.FaqEntry", slug: "any" }),
  });
  const answer = await response.json();
  assert.equal(response.status, 200, JSON.stringify(answer));
  // The page in both languages (issue #42).
  assert.deepEqual(answer.revalidated, [path, `/hi${path}`]);
  const unauthorised = await fetch(`${cluster.url}/api/revalidate`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  assert.equal(unauthorised.status, 401);
  if (!answer.nginx) {
    // A build made before server/nginx-purge.mjs: its route regenerates but cannot refresh nginx.
    skipOrFail(t, "this build's /api/revalidate does not refresh nginx yet (rebuild to check it)");
    return;
  }
  assert.deepEqual(answer.nginx, { refreshed: [path, `/hi${path}`], failed: [] });
  const after = await get(path);
  assert.equal(after.cache, "HIT");
  assert.ok(Date.parse(after.date ?? "") > Date.parse(before.date ?? ""), `nginx holds the regenerated page: ${before.date} then ${after.date}`);
});

test("fail-over: with one instance stopped, nginx still answers every request from the other", async () => {
  await cluster.stopInstance(0);
  try {
    for (let index = 0; index < 10; index += 1) {
      // Uncached: each one reaches an instance.
      const response = await fetch(`${cluster.url}/api/health`);
      assert.equal(response.status, 200);
      await response.arrayBuffer();
    }
    assert.equal((await get("/tools-and-calculators/hra?fy=2026-27&metro=1")).status, 200);
  } finally {
    await cluster.startInstance(0);
  }
});
