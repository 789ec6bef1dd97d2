/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { cacheKeyFor, createPageCache, isShareable, sendCached } from "@/server/page-cache.mjs";

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  etag: '"abc"',
  "content-security-policy": "default-src 'self'",
  "x-content-type-options": "nosniff",
  vary: "Accept-Encoding",
  connection: "keep-alive",
  date: "Sat, 21 Nov 2026 10:00:00 GMT",
  "content-length": "999",
};
const page = (html: string, extra: Partial<Answer> = {}): Answer => ({ status: 200, headers: { ...PAGE_HEADERS }, body: Buffer.from(html), ...extra });

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ url, method, headers }) as unknown as http.IncomingMessage;

describe("cacheKeyFor", () => {
  const paths = new Set(["/", "/tools-and-calculators/hra"]);

  it("keys a built page by its path, whatever the query string", () => {
    expect(cacheKeyFor(request("/?utm_source=mail"), paths)).toBe("/");
    expect(cacheKeyFor(request("/tools-and-calculators/hra?"), paths)).toBe("/tools-and-calculators/hra");
    expect(cacheKeyFor(request("/"), paths)).toBe("/");
    expect(cacheKeyFor(request("/", {}, "HEAD"), paths)).toBe("/");
  });

  it("leaves a calculator link with a query to Next: it may carry inputs, which are rendered on the server", () => {
    expect(cacheKeyFor(request("/tools-and-calculators/hra?basic=50000&rent=20000"), paths)).toBeNull();
  });

  it("leaves to Next: other paths, other methods, data and router requests, preview cookies", () => {
    expect(cacheKeyFor(request("/tools-and-calculators/hra/"), paths)).toBeNull(); // Next redirects it
    expect(cacheKeyFor(request("/tools-and-calculators/HRA"), paths)).toBeNull();
    expect(cacheKeyFor(request("/_next/data/build/index.json"), paths)).toBeNull();
    expect(cacheKeyFor(request("/", {}, "POST"), paths)).toBeNull();
    expect(cacheKeyFor(request("/", { "x-nextjs-data": "1" }), paths)).toBeNull();
    expect(cacheKeyFor(request("/", { rsc: "1" }), paths)).toBeNull();
    expect(cacheKeyFor(request("/", { cookie: "a=1; __prerender_bypass=x" }), paths)).toBeNull();
    expect(cacheKeyFor(request("/", { cookie: "taxsathi=regular; csrftoken=t" }), paths)).toBe("/");
  });
});

describe("isShareable", () => {
  it("shares 200 HTML without cookies only", () => {
    expect(isShareable(page("<p>ok</p>"))).toBe(true);
    expect(isShareable(page("<p>gone</p>", { status: 404 }))).toBe(false);
    expect(isShareable(page("", { status: 308 }))).toBe(false);
    expect(isShareable({ ...page("{}"), headers: { ...PAGE_HEADERS, "content-type": "application/json" } })).toBe(false);
    expect(isShareable({ ...page("<p>x</p>"), headers: { ...PAGE_HEADERS, "set-cookie": "s=1" } })).toBe(false);
  });

  it("keeps no answer the cache policy marks private or no-store (the signed-in screens)", () => {
    expect(isShareable({ ...page("<p>x</p>"), headers: { ...PAGE_HEADERS, "cache-control": "private, no-store" } })).toBe(false);
    expect(isShareable({ ...page("<p>x</p>"), headers: { ...PAGE_HEADERS, "cache-control": "no-store" } })).toBe(false);
    expect(isShareable({ ...page("<p>x</p>"), headers: { ...PAGE_HEADERS, "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=3600" } })).toBe(true);
  });
});

describe("createPageCache", () => {
  function setUp(answers: (path: string, call: number) => Promise<Answer>) {
    let clock = 0;
    let calls = 0;
    const fetchOrigin = jest.fn((path: string) => answers(path, ++calls));
    const cache = createPageCache({ fetchOrigin, ttlMs: 10_000, staleMs: 60_000, now: () => clock });
    return { cache, fetchOrigin, advance: (ms: number) => (clock += ms) };
  }

  it("asks Next once for a burst of misses and serves the copy until it expires", async () => {
    const { cache, fetchOrigin, advance } = setUp(async (_path, call) => page(`<p>v${call}</p>`));
    const burst = await Promise.all([cache.lookup("/"), cache.lookup("/"), cache.lookup("/")]);
    expect(fetchOrigin).toHaveBeenCalledTimes(1);
    expect(burst.map((entry) => entry.answer.body.toString())).toEqual(["<p>v1</p>", "<p>v1</p>", "<p>v1</p>"]);
    advance(9_999);
    expect((await cache.lookup("/")).answer.body.toString()).toBe("<p>v1</p>");
    expect(fetchOrigin).toHaveBeenCalledTimes(1);
  });

  it("keeps Next's headers but not the per-response ones", async () => {
    const { cache } = setUp(async () => page("<p>x</p>"));
    const { headers } = (await cache.lookup("/")).answer;
    expect(headers).toMatchObject({ etag: '"abc"', "content-security-policy": "default-src 'self'", "x-content-type-options": "nosniff" });
    expect(Object.keys(headers)).not.toEqual(expect.arrayContaining(["date"]));
    expect(headers).not.toHaveProperty("connection");
    expect(headers).not.toHaveProperty("content-length");
  });

  it("after expiry serves the old copy once while one refresh runs, then the new one", async () => {
    let release: (answer: Answer) => void = () => undefined;
    const { cache, fetchOrigin, advance } = setUp((_path, call) =>
      call === 1 ? Promise.resolve(page("<p>old</p>")) : new Promise<Answer>((resolve) => (release = resolve)),
    );
    await cache.lookup("/");
    advance(10_000);
    expect((await cache.lookup("/")).answer.body.toString()).toBe("<p>old</p>");
    expect((await cache.lookup("/")).answer.body.toString()).toBe("<p>old</p>");
    expect(fetchOrigin).toHaveBeenCalledTimes(2);
    release(page("<p>new</p>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.lookup("/")).answer.body.toString()).toBe("<p>new</p>");
  });

  it("a copy older than the stale window is not served: the visitor waits for Next", async () => {
    const { cache, fetchOrigin, advance } = setUp(async (_path, call) => page(`<p>v${call}</p>`));
    await cache.lookup("/");
    advance(70_000);
    expect((await cache.lookup("/")).answer.body.toString()).toBe("<p>v2</p>");
    expect(fetchOrigin).toHaveBeenCalledTimes(2);
  });

  it("a failed refresh keeps the old copy; a miss that fails rejects so Next can answer itself", async () => {
    const { cache, advance } = setUp((path, call) => (call === 1 && path === "/" ? Promise.resolve(page("<p>old</p>")) : Promise.reject(new Error("down"))));
    await cache.lookup("/");
    advance(10_001);
    expect((await cache.lookup("/")).answer.body.toString()).toBe("<p>old</p>");
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.lookup("/")).answer.body.toString()).toBe("<p>old</p>");
    await expect(cache.lookup("/other")).rejects.toThrow("down");
  });

  it("passes on an answer not for sharing without keeping it", async () => {
    const { cache, fetchOrigin } = setUp(async (_path, call) => page(`<p>error ${call}</p>`, { status: 500 }));
    expect((await cache.lookup("/")).answer.status).toBe(500);
    expect((await cache.lookup("/")).answer.body.toString()).toBe("<p>error 2</p>");
    expect(fetchOrigin).toHaveBeenCalledTimes(2);
    expect(cache.size()).toBe(0);
  });
});

describe("sendCached over HTTP", () => {
  const html = `<!DOCTYPE html><html><body>${"<p>Income tax, old and new regimes.</p>".repeat(100)}</body></html>`;
  let server: http.Server;
  let port: number;
  let origin: jest.Mock;

  beforeAll(async () => {
    origin = jest.fn(async (path: string) => (path === "/broken" ? page("<h1>Error</h1>", { status: 500 }) : page(html)));
    const cache = createPageCache({ fetchOrigin: origin });
    server = http.createServer((req, res) => {
      cache.lookup(req.url!.split("?")[0]!).then((entry) => sendCached(req, res, entry, cache));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject)
        .end();
    });

  it("sends the page with Next's headers, its length and a fresh date", async () => {
    const response = await get("/?salary=1800000");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(html);
    expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(html)));
    expect(response.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(response.headers.date).not.toBe(PAGE_HEADERS.date);
    expect(response.headers.vary).toBe("Accept-Encoding");
  });

  it("compresses for a browser that accepts gzip", async () => {
    const response = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(Number(response.headers["content-length"])).toBeLessThan(Buffer.byteLength(html) / 5);
    expect(gunzipSync(response.body).toString()).toBe(html);
  });

  it("answers a matching ETag with 304 and no body, and HEAD with headers only", async () => {
    const notModified = await get("/", { "if-none-match": '"abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
    expect(notModified.headers.etag).toBe('"abc"');
    const head = await get("/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(html)));
  });

  it("passes an error page on as it came, uncompressed and not as a 304", async () => {
    const response = await get("/broken", { "accept-encoding": "gzip", "if-none-match": '"abc"' });
    expect(response.status).toBe(500);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe("<h1>Error</h1>");
  });
});
