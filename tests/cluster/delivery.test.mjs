// @ts-check
// Issue #23's delivery checks on the local cluster (scripts/cluster.mjs: Redis, two
// instances, nginx), against the browser tests' build (.next-e2e, whose CMS is the API
// stand-in at tests/e2e/e2e-env.mjs's STAND_IN_URL):
//   1. a CMS edit (in the stand-in) plus the webhook shows on both instances and through
//      nginx once the webhook answers (the time is reported: 5 s is the goal on a quiet machine);
//   2. SIGTERM while requests are in flight: they complete, then the instance exits 0;
//   3. 20 s at 50 connections through nginx while an instance is restarted: 0 failed requests;
//   4. Redis stopped: both instances still serve pages, and /api/health says so.
// The tests share one cluster and run in this order (each leaves it whole for the next).
//
// The CMS address is inlined into the build (NEXT_PUBLIC_CMS_API_URL), so the instances call
// the stand-in on its fixed port, 4010: this file starts it there for its own run (after the
// browser tests, whose stand-in has stopped) and skips the CMS checks, saying why, when that
// port is taken or the build is not the e2e one. Run: npm run test:cluster
import assert from "node:assert/strict";
import http from "node:http";
import net from "node:net";
import { rmSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { ensureClusterPackages, startCluster } from "../../scripts/cluster.mjs";
import { e2eEnv, STAND_IN_PORT } from "../e2e/e2e-env.mjs";
import { startStandIn } from "../support/stand-in.mjs";
import { skipOrFail } from "../support/skip-or-fail.mjs";

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";
const SECRET = "delivery-test-secret-0123456789";
const SESSION_COOKIE = `${e2eEnv.NEXT_PUBLIC_PRODUCT_SLUG}=load-test-session`;

/** @type {Awaited<ReturnType<typeof startCluster>>} */
let cluster;
/** @type {import("../support/stand-in.mjs").StandIn | undefined} */
let standIn;
/** Why the checks that need the stand-in CMS are skipped; "" when they run. */
let noStandIn = "";

before(async () => {
  ensureClusterPackages();
  if (basename(resolve(DIST_DIR)) !== e2eEnv.NEXT_DIST_DIR) {
    noStandIn = `the build in ${DIST_DIR} is not the e2e build (${e2eEnv.NEXT_DIST_DIR}), so its CMS is not the stand-in: run with NEXT_DIST_DIR=${e2eEnv.NEXT_DIST_DIR} (npm run test:cluster)`;
  } else {
    try {
      // "::" answers on IPv4 and IPv6: the build calls "localhost", whichever it resolves to.
      standIn = await startStandIn({ port: STAND_IN_PORT, host: "::", productSlug: e2eEnv.NEXT_PUBLIC_PRODUCT_SLUG });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EADDRINUSE") throw error;
      noStandIn = `port ${STAND_IN_PORT} is taken (the browser tests' stand-in, or another program), and the build calls its CMS there only: stop it and run again`;
    }
  }
  // Each instance starts as a fresh container would: without the pages an earlier server of
  // this folder (the browser tests') wrote to Next's file cache. After a browser run that had
  // rendered the CMS-only article, the webhook's regeneration here did not read it from the
  // CMS and the edit never showed (open question, in the closing note of stop 31).
  rmSync(join(DIST_DIR, "standalone", DIST_DIR, "server", "route-cache"), { recursive: true, force: true });
  // Started after the stand-in: an instance that finds no CMS leaves it alone for a minute.
  cluster = await startCluster({
    port: 0,
    output: "ignore",
    distDir: DIST_DIR,
    revalidateSecret: SECRET,
    env: { ...process.env, ...e2eEnv, NEXT_DIST_DIR: DIST_DIR },
  });
});

after(async () => {
  await cluster?.stop();
  await standIn?.close();
});

/** @param {number} index */
const instanceUrl = (index) => `http://127.0.0.1:${cluster.instancePorts[index]}`;

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function get(url, headers = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, cache: response.headers.get("x-cache-status"), body: await response.text() };
}

/** @param {string} path @param {Record<string, string>} body */
async function webhook(path, body) {
  const response = await fetch(`${cluster.url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${SECRET}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, answer: await response.json() };
}

/** @param {number} port resolves true when a new connection to the port is refused */
const refuses = (port) =>
  new Promise((resolveRefused) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolveRefused(false);
    });
    socket.once("error", () => resolveRefused(true));
  });

/** @param {number} index */
async function health(index) {
  const response = await fetch(`${instanceUrl(index)}/api/health`, { signal: AbortSignal.timeout(15_000) });
  assert.equal(response.status, 200);
  return /** @type {{ status: string, buildId: string, sharedCache: string, cacheHandler: string }} */ (await response.json());
}

/**
 * An article that exists only in the CMS: the build made no page for it (the stand-in was
 * down then), so each page shown of it was read from the stand-in.
 * @param {import("../support/stand-in.mjs").StandIn} stand
 */
function cmsOnlyArticle(stand) {
  const slug = "section-80c-deductions-explained";
  const original = stand.cmsPages().find((page) => page.meta.slug === slug);
  assert.ok(original, `the stand-in's fixture has the article ${slug}`);
  return { slug, path: `/learning-resource/blog-articles/${slug}`, original };
}

/** Where a visitor may be answered: each instance directly, and nginx. */
const places = () => ({ "instance 1": instanceUrl(0), "instance 2": instanceUrl(1), nginx: cluster.url });

test("a CMS edit plus the webhook shows on both instances and through nginx once the webhook answers (5 s on a quiet machine, reported)", async (t) => {
  if (!standIn) return skipOrFail(t, noStandIn);
  const stand = standIn;
  const { slug, path, original } = cmsOnlyArticle(stand);
  for (const url of [instanceUrl(0), instanceUrl(1), cluster.url]) {
    const page = await get(url + path);
    assert.equal(page.status, 200, `${url}${path}`);
    assert.ok(page.body.includes(original.title), `${url}${path} shows the CMS's title "${original.title}"`);
  }
  assert.equal((await get(cluster.url + path)).cache, "HIT", "nginx keeps the page (the edit must replace its copy)");

  // The edit in the CMS, then its publish webhook through nginx, as Wagtail would send it.
  const marker = `Edited${Date.now().toString(36)}`;
  stand.setCmsPage({ ...original, title: `${original.title} ${marker}` });
  const readsBefore = stand.requests().length;
  const startedAt = Date.now();
  try {
    const { status, answer } = await webhook("/api/revalidate", { type: original.meta.type, slug });
    assert.equal(status, 200, JSON.stringify(answer));
    assert.ok(answer.revalidated.includes(path), `the webhook regenerated ${path}: ${JSON.stringify(answer)}`);
    assert.ok(answer.nginx?.refreshed.includes(path), `the webhook refreshed ${path} in nginx: ${JSON.stringify(answer)}`);

    const answeredAfter = Date.now() - startedAt;
    const where = places();
    /** @type {Record<string, number>} */
    const shownAfter = {};
    /** @type {Record<string, string>} */
    const lastSeen = {};
    // The webhook answers once both instances regenerated the page and nginx fetched it
    // again, so the first look after it must find the edit. The 5 s of the issue is a
    // figure for a quiet machine: it is reported, not asserted (a loaded 2-core CI machine
    // once spent more than 5 s in the webhook alone). Looking goes on for 15 s at most.
    do {
      for (const [name, url] of Object.entries(where)) {
        if (name in shownAfter) continue;
        const page = await get(url + path);
        if (page.status === 200 && page.body.includes(marker)) shownAfter[name] = Date.now() - startedAt;
        else lastSeen[name] = `${page.status} ${/<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? "(no title)"}`;
      }
      if (Object.keys(shownAfter).length < 3) await sleep(100);
    } while (Object.keys(shownAfter).length < 3 && Date.now() - startedAt < answeredAfter + 15_000);
    t.diagnostic(`the webhook answered after ${answeredAfter} ms; the edit showed after (ms, from the webhook's call): ${JSON.stringify(shownAfter)}`);
    if (Object.keys(shownAfter).length < 3) {
      // What would explain it: what each place still shows, and what the instances asked the CMS.
      const reads = stand
        .requests()
        .slice(readsBefore)
        .map((request) => `${request.query.type}/${request.query.slug ?? ""}`);
      t.diagnostic(`still shown: ${JSON.stringify(lastSeen)}; CMS reads since the edit: ${reads.join(", ") || "none"}`);
    }
    assert.deepEqual(Object.keys(shownAfter).sort(), Object.keys(where).sort(), "the edit shows everywhere once the webhook has answered");
    // nginx answers the new page from its cache: the refresh replaced the copy.
    const fromNginx = await get(cluster.url + path);
    assert.equal(fromNginx.cache, "HIT");
    assert.ok(fromNginx.body.includes(marker));
  } finally {
    stand.reset();
  }
});

test("SIGTERM while requests are in flight: they complete, new connections are refused, the instance exits 0", async (t) => {
  const index = 1;
  const port = /** @type {number} */ (cluster.instancePorts[index]);
  const child = cluster.processes.instances[index];
  assert.ok(child && child.exitCode === null, "instance 2 is running");
  const exited = new Promise((resolveExit) => child.once("exit", (code, signal) => resolveExit({ code, signal })));

  // A slow upload: a CSP report whose body arrives in two parts, the second after the
  // SIGTERM. The request is in flight from its headers on, and its answer needs the body.
  const report = JSON.stringify({
    "csp-report": { "document-uri": "https://www.taxsathi.example/", "violated-directive": "script-src-elem", "blocked-uri": "inline" },
  });
  const upload = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/csp-report",
    headers: { "content-type": "application/csp-report", "content-length": Buffer.byteLength(report) },
  });
  /** @type {Promise<number>} */
  const uploadAnswered = new Promise((resolveStatus, reject) => {
    upload.once("response", (response) => {
      response.resume();
      response.once("end", () => resolveStatus(response.statusCode ?? 0));
    });
    upload.once("error", reject);
  });
  // Awaited below; a failure before that destroys the upload, which must not be an unhandled rejection.
  uploadAnswered.catch(() => undefined);
  upload.write(report.slice(0, 20));

  // A slow page, when the stand-in CMS is here: an article just published in the CMS (a
  // new slug, so no cache anywhere holds it), rendered on its first request ("blocking"
  // fallback) while the stand-in holds each CMS read 1.5 s, as a slow CMS would. Its render
  // is under way when the SIGTERM comes.
  /** @type {Promise<{ status: number, body: string, at: number }> | undefined} */
  let slowPage;
  let slowTitle = "";
  if (standIn) {
    const stand = standIn;
    const model = stand.cmsPages().find((page) => page.meta.type === "blog.BlogPage");
    assert.ok(model, "the stand-in's fixture has an article");
    const slug = `slow-article-${Date.now().toString(36)}`;
    slowTitle = `A slow article ${slug}`;
    stand.reset();
    stand.setCmsPage({ ...model, id: 900_000 + Math.floor(Math.random() * 99_999), title: slowTitle, meta: { ...model.meta, slug } });
    stand.setFault("/api/v2/pages/", { delayMs: 1500 });
    slowPage = get(`${instanceUrl(index)}/learning-resource/blog-articles/${slug}`).then((page) => ({ ...page, at: Date.now() }));
    const deadline = Date.now() + 10_000;
    while (!stand.requests().some((request) => request.query.slug === slug) && Date.now() < deadline) await sleep(50);
    assert.ok(Date.now() < deadline, "the slow page asked the CMS for its article");
  } else {
    t.diagnostic(`slow page render not checked: ${noStandIn}`);
  }
  await sleep(200); // the upload's headers have reached the instance

  const termAt = Date.now();
  child.kill("SIGTERM");
  try {
    // It stops accepting at once, while both requests are still open.
    const deadline = Date.now() + 5000;
    while (!(await refuses(port)) && Date.now() < deadline) await sleep(50);
    assert.ok(Date.now() < deadline, "a new connection is refused after SIGTERM");
    await sleep(700);
    assert.equal(child.exitCode, null, "the instance waits for its requests in flight");
    upload.end(report.slice(20));

    assert.equal(await uploadAnswered, 204, "the upload started before SIGTERM was answered");
    if (slowPage) {
      const page = await slowPage;
      const cmsCalls = standIn?.requests().map((request) => `${request.query.type}/${request.query.slug ?? ""}`) ?? [];
      t.diagnostic(`the slow page: ${page.status} ${page.at - termAt} ms after SIGTERM; its CMS reads: ${cmsCalls.join(", ")}`);
      assert.ok(page.at > termAt, "the page was still rendering when SIGTERM came");
      assert.equal(page.status, 200, "the page rendering when SIGTERM came was answered");
      assert.ok(page.body.includes(slowTitle), "with the CMS's article");
    }
    assert.deepEqual(await exited, { code: 0, signal: null }, "then the instance exits 0");
  } finally {
    standIn?.reset();
    upload.destroy();
    await cluster.startInstance(index);
  }
  assert.equal((await health(index)).status, "ok", "a new instance 2 is up on the same port");
});

test("20 s at 50 connections through nginx while an instance is restarted: no failed request", async (t) => {
  let linkNumber = 0;
  const startedAt = Date.now();
  // Every answer's cache status, with when it came, to show the instances served during the restart.
  /** @type {{ at: number, status: number, cache: string }[]} */
  const answers = [];
  /** @type {string[]} */
  const failures = [];
  /** @type {(status: number, body: string, context: unknown, headers?: Record<string, string | string[]>) => void} */
  const record = (status, body, _context, headers = {}) => {
    const name = Object.keys(headers).find((key) => key.toLowerCase() === "x-cache-status");
    answers.push({ at: Date.now(), status, cache: name ? String(headers[name]) : "none" });
    if (status >= 300) failures.push(`${Date.now() - startedAt} ms: ${status} ${name ? headers[name] : ""} ${body.slice(0, 120)}`);
  };
  // Each connection walks five requests: two pages nginx keeps (HIT), two with the session
  // cookie (nginx passes them to an instance: BYPASS) and a calculator link with inputs never
  // asked before (MISS: an instance renders it). Three in five reach the instances.
  const load = autocannon({
    url: cluster.url,
    connections: 50,
    duration: 20,
    // nginx gives an instance 30 s to answer (proxy_read_timeout): a slower answer is nginx's failure, not a client's guess.
    timeout: 30,
    headers: { accept: "text/html", "accept-encoding": "gzip" },
    requests: [
      { method: "GET", path: "/tools-and-calculators/income-tax", onResponse: record },
      { method: "GET", path: "/individual/file-tax", headers: { cookie: SESSION_COOKIE }, onResponse: record },
      { method: "GET", path: "/learning-resource/learning-resource-glossary", onResponse: record },
      { method: "GET", path: "/tools-and-calculators", headers: { cookie: SESSION_COOKIE }, onResponse: record },
      {
        method: "GET",
        setupRequest: (request) => {
          linkNumber += 1;
          return { ...request, path: `/tools-and-calculators/sip?monthly=${1000 + linkNumber}&rate=12&years=${5 + (linkNumber % 20)}` };
        },
        onResponse: record,
      },
    ],
  });
  load.on("reqError", (/** @type {Error} */ error) => failures.push(`${Date.now() - startedAt} ms: ${error.message}`));
  await sleep(3000);
  const termAt = Date.now();
  let stoppedAt = 0;
  await cluster.restartInstance(0, { onStopped: () => (stoppedAt = Date.now()) });
  const upAt = Date.now();
  const result = await load;

  const seconds = (/** @type {number} */ at) => ((at - startedAt) / 1000).toFixed(1);
  const during = answers.filter(({ at }) => at >= termAt && at <= upAt);
  const fromInstances = (/** @type {typeof answers} */ list) => list.filter(({ cache }) => cache === "MISS" || cache === "BYPASS").length;
  t.diagnostic(
    `${result.requests.total} requests, ${Math.round(result.requests.average)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.errors} errors (${result.timeouts} time-outs), ${result.non2xx} not 2xx; ` +
      `instance 1: SIGTERM at ${seconds(termAt)} s, exited at ${seconds(stoppedAt)} s, answering again at ${seconds(upAt)} s; ` +
      `${fromInstances(answers)} answers from the instances, ${fromInstances(during)} of them during the restart`,
  );
  for (const failure of failures.slice(0, 10)) t.diagnostic(`failed: ${failure}`);
  assert.equal(result.errors, 0, `no connection errors or time-outs: ${failures.slice(0, 5).join("; ")}`);
  assert.equal(result.non2xx, 0, `every answer 2xx: ${failures.slice(0, 5).join("; ")}`);
  assert.equal(result["2xx"], result.requests.total, "every request answered 2xx");
  assert.equal(answers.length, result.requests.total, "every answer was seen");
  assert.ok(
    answers.some(({ cache }) => cache === "HIT"),
    "nginx answered some from its cache",
  );
  assert.ok(fromInstances(during) >= 10, `the instances answered during the restart: ${fromInstances(during)}`);
  assert.equal((await health(0)).status, "ok", "the restarted instance answers");
});

test("Redis stopped: both instances still serve pages and /api/health says the shared cache is away", async (t) => {
  const pages = ["/", "/learning-resource/learning-resource-glossary", "/tools-and-calculators/hra?fy=2026-27&metro=1&rentMonthly=31000"];
  // Where each instance's regeneration cache reads pages (health's cacheHandler): checked
  // last, after the pages, so that a wrong report does not hide whether pages are served.
  /** @type {string[]} */
  const modes = [];
  // Each instance has used its regeneration cache (a regenerated page) with Redis up.
  for (const index of [0, 1]) {
    assert.equal((await get(`${instanceUrl(index)}/learning-resource/learning-resource-faq`)).status, 200);
    const report = await health(index);
    assert.equal(report.sharedCache, "reachable");
    modes.push(`instance ${index + 1}, Redis up: ${report.cacheHandler}`);
  }
  await cluster.stopRedis();
  try {
    for (const index of [0, 1]) {
      // Redis's socket closes as it stops; the client notices at once or within a moment.
      let report = await health(index);
      const deadline = Date.now() + 3000;
      while (report.cacheHandler !== "local-fallback" && Date.now() < deadline) {
        await sleep(200);
        report = await health(index);
      }
      assert.equal(report.status, "ok");
      assert.equal(report.sharedCache, "unreachable", `instance ${index + 1}'s health: ${JSON.stringify(report)}`);
      modes.push(`instance ${index + 1}, Redis stopped: ${report.cacheHandler}`);
      for (const path of [...pages, "/learning-resource/learning-resource-faq"]) {
        const startedAt = Date.now();
        const page = await get(instanceUrl(index) + path);
        assert.equal(page.status, 200, `instance ${index + 1}: ${path}`);
        assert.match(page.body, /<\/html>/);
        t.diagnostic(`instance ${index + 1} ${path}: ${Date.now() - startedAt} ms`);
      }
    }
    // Through nginx, past its cache (the session cookie), so an instance answers each.
    for (const path of pages) {
      const page = await get(cluster.url + path, { cookie: SESSION_COOKIE });
      assert.equal(page.status, 200, `nginx: ${path}`);
      assert.equal(page.cache, "BYPASS");
    }
    // A CMS publish still regenerates the pages (into each instance's own cache).
    const { status, answer } = await webhook("/api/revalidate", { type: "faq.FaqEntry", slug: "any" });
    assert.equal(status, 200, JSON.stringify(answer));
    assert.deepEqual(answer.revalidated, ["/learning-resource/learning-resource-faq", "/hi/learning-resource/learning-resource-faq"]);
  } finally {
    await cluster.startRedis();
  }
  // Redis back: every instance reconnects on its own (it retries every 5 s at most).
  for (const index of [0, 1]) {
    const deadline = Date.now() + 10_000;
    let report = await health(index);
    while (report.cacheHandler !== "shared" && Date.now() < deadline) {
      await sleep(250);
      report = await health(index);
    }
    assert.equal(report.sharedCache, "reachable");
    modes.push(`instance ${index + 1}, Redis back: ${report.cacheHandler}`);
  }
  t.diagnostic(modes.join("; "));
  assert.deepEqual(
    modes,
    [
      "instance 1, Redis up: shared",
      "instance 2, Redis up: shared",
      "instance 1, Redis stopped: local-fallback",
      "instance 2, Redis stopped: local-fallback",
      "instance 1, Redis back: shared",
      "instance 2, Redis back: shared",
    ],
    "/api/health's cacheHandler follows Redis",
  );
});

// Last: it leaves the instances that did not receive the webhook without the CMS for a minute.
test("a publish webhook just after the CMS was out of reach regenerates from the CMS, not from the embedded defaults", async (t) => {
  if (!standIn) return skipOrFail(t, noStandIn);
  const stand = standIn;
  const { slug, path, original } = cmsOnlyArticle(stand);
  const marker = `AfterOutage${Date.now().toString(36)}`;
  try {
    // The CMS drops its connections: each instance, asked for an article it has not rendered,
    // fails to reach it and leaves it alone for a minute (services/content/index.ts).
    stand.setFault("/api/v2/pages/", { drop: true });
    for (const index of [0, 1]) await get(`${instanceUrl(index)}/learning-resource/blog-articles/not-yet-${marker.toLowerCase()}`);
    assert.ok(stand.requests().length > 0, "the instances tried the CMS while it dropped connections");
    // The CMS is back and publishes an edit: its webhook proves it is reachable.
    stand.clearFaults();
    stand.setCmsPage({ ...original, title: `${original.title} ${marker}` });
    const { status, answer } = await webhook("/api/revalidate", { type: original.meta.type, slug });
    assert.equal(status, 200, JSON.stringify(answer));
    const where = places();
    for (const [name, url] of Object.entries(where)) {
      const page = await get(url + path);
      assert.equal(page.status, 200, `${name}: the article is still there`);
      assert.ok(page.body.includes(marker), `${name}: the article shows the CMS's edit`);
    }
  } finally {
    stand.clearFaults();
    stand.reset();
  }
});
