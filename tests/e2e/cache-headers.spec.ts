import { cacheControlFor } from "@/lib/site/cache-control";
import { routes } from "@/lib/site/routes";
import { expect, test } from "./fixtures";

/*
 * What a CDN or nginx in front is told it may keep (lib/site/cache-control.ts), checked on
 * the production server: each kind of path, the built assets, the API routes, and the
 * request id every answer carries. Requests only, no browser page.
 */

test.describe("Cache-Control by kind of path", () => {
  test("a static page: public, a day in a shared cache, a week stale", async ({ request }) => {
    const answer = await request.get(routes.tools.calculator("sip"));
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe(cacheControlFor.static);
  });

  test("a static page with only unknown parameters (UTM tags) is the same static page", async ({ request }) => {
    const answer = await request.get(`${routes.tools.calculator("sip")}?utm_source=newsletter&utm_campaign=itr&gclid=abc`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe(cacheControlFor.static);
  });

  test("a page regenerated from the CMS: public, a minute in a shared cache, stale for its revalidate period", async ({ request }) => {
    for (const path of [routes.individual.fileTax, routes.learning.glossary, routes.learning.blog]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["cache-control"], path).toBe(cacheControlFor.content);
    }
  });

  test("a CMS page's data route (client-side navigation) carries the same policy as its HTML", async ({ request }) => {
    const { buildId } = (await (await request.get("/api/health")).json()) as { buildId: string };
    const answer = await request.get(`/_next/data/${buildId}${routes.individual.fileTax}.json`, { headers: { "x-nextjs-data": "1" } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe(cacheControlFor.content);
  });

  test("a calculator link with its inputs, rendered on the server: public, an hour in a shared cache", async ({ request }) => {
    const answer = await request.get(`${routes.tools.calculator("sip")}?monthly=5000&rate=12&years=10`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe(cacheControlFor["calculator-link"]);
  });

  test("an app screen: private, never stored", async ({ request }) => {
    for (const path of [routes.app.itrPanel, routes.app.checkout]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["cache-control"], path).toBe(cacheControlFor.private);
    }
  });

  test("/api/health: never stored, ok, with the build id and the shared cache's state", async ({ request }) => {
    const answer = await request.get("/api/health");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toMatch(/\bno-store\b/);
    const body = (await answer.json()) as Record<string, unknown>;
    // The browser tests run one instance without REDIS_URL: its regeneration cache is its own ("local").
    expect(body).toEqual({
      status: "ok",
      buildId: expect.stringMatching(/^\S+$/),
      sharedCache: "not-configured",
      cacheHandler: "local",
    });
  });

  test("a built asset under /_next/static: a year, immutable (Next's own)", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/_next\/static\/[^"'\s]+\.(?:js|css)/.exec(html)?.[0];
    expect(asset, "the home page links a built script or stylesheet").toBeTruthy();
    const answer = await request.get(asset!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("delivery endpoints", () => {
  test("every answer carries a request id: the proxy's when it sends one, a new one otherwise", async ({ request }) => {
    const sent = await request.get("/", { headers: { "x-request-id": "cdn-edge-1234" } });
    expect(sent.headers()["x-request-id"]).toBe("cdn-edge-1234");
    const fresh = await request.get("/api/health");
    expect(fresh.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("pages name the violation report endpoint, which takes a report and answers 204", async ({ request }) => {
    const page = await request.get("/");
    expect(page.headers()["content-security-policy"]).toContain("report-to csp");
    expect(page.headers()["reporting-endpoints"]).toBe('csp="/api/csp-report"');
    const report = await request.post("/api/csp-report", {
      headers: { "content-type": "application/csp-report" },
      data: JSON.stringify({ "csp-report": { "document-uri": "http://localhost/", "blocked-uri": "inline", "effective-directive": "script-src-elem" } }),
    });
    expect(report.status()).toBe(204);
  });

  test("the revalidation webhook refuses a call without the secret", async ({ request }) => {
    const answer = await request.post("/api/revalidate", { data: { type: "blog.BlogPage", slug: "x" } });
    // 503 while REVALIDATE_SECRET is unset (the browser tests' build), 401 once it is set.
    expect([401, 503]).toContain(answer.status());
    expect(answer.headers()["cache-control"]).toBe(cacheControlFor.private);
  });
});
