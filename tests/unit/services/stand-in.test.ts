/** @jest-environment node */
import axios, { type AxiosInstance } from "axios";
import { z } from "zod";

import { ApiError, parseResponse, type ApiErrorKind } from "@/services/api-error";
import { createApiClient } from "@/services/create-client";
import cmsPages from "@/tests/support/fixtures/cms-pages.json";
import profiles from "@/tests/support/fixtures/profiles.json";
import staffEmails from "@/tests/support/fixtures/staff-emails.json";
import { startStandIn, type StandIn, type StandInFault } from "@/tests/support/stand-in.mjs";

const SITE_ORIGIN = "http://localhost:3000";

let standIn: StandIn;
/** Plain HTTP, every status accepted, so tests read what the stand-in answered. */
let http: AxiosInstance;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0 });
  http = axios.create({ baseURL: standIn.url, validateStatus: () => true });
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

const sessionCookie = (value: string) => ({ headers: { Cookie: `taxsathi=${value}` } });

describe("stand-in: profile", () => {
  test.each([
    ["staff", profiles.staff],
    ["noname", profiles.noname],
    ["regular", profiles.regular],
    ["some-opaque-session-id", profiles.regular],
  ])("given session cookie taxsathi=%s, then GET /v1/google-login/ answers 200 with that fixture user", async (value, expected) => {
    const response = await http.get("/v1/google-login/", sessionCookie(value));
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ userProfile: expected });
  });

  test.each([
    ["no cookie at all", {}],
    ["another product's cookie", { headers: { Cookie: "otherproduct=staff" } }],
    ["an empty session cookie", { headers: { Cookie: "taxsathi=" } }],
  ])("given %s, then GET /v1/google-login/ answers 401 with the DRF message", async (_scenario, options) => {
    const response = await http.get("/v1/google-login/", options);
    expect(response.status).toBe(401);
    expect(response.data).toEqual({ detail: "Authentication credentials were not provided." });
  });

  test("given a stand-in started for product slug demo-tax, then its session cookie is demo-tax", async () => {
    const other = await startStandIn({ port: 0, productSlug: "demo-tax" });
    try {
      const client = axios.create({ baseURL: other.url, validateStatus: () => true });
      expect((await client.get("/v1/google-login/", { headers: { Cookie: "demo-tax=staff" } })).status).toBe(200);
      expect((await client.get("/v1/google-login/", sessionCookie("staff"))).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  test("given the fixtures, then the staff user is staff and in the four-email staff list, the others are not", () => {
    expect(staffEmails).toHaveLength(4);
    expect(profiles.staff.is_staff).toBe(true);
    expect(staffEmails).toContain(profiles.staff.email);
    expect(staffEmails).not.toContain(profiles.regular.email);
    expect(profiles.regular.is_staff).toBe(false);
    expect([profiles.noname.first_name, profiles.noname.last_name]).toEqual(["", ""]);
  });
});

describe("stand-in: login and logout", () => {
  test("given POST /social/google/login/token/, then it answers 200 and sets the session cookie to regular", async () => {
    const response = await http.post("/social/google/login/token/", { token: "google-id-token" });
    expect(response.status).toBe(200);
    expect(response.headers["set-cookie"]).toEqual([expect.stringMatching(/^taxsathi=regular; Path=\//)]);
  });

  test("given POST /usermanagement/api/logout, then it answers 200 Logged out and expires the session cookie", async () => {
    const response = await http.post("/usermanagement/api/logout", {}, sessionCookie("regular"));
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ detail: "Logged out" });
    const [cookie] = response.headers["set-cookie"] ?? [];
    expect(cookie).toMatch(/^taxsathi=;/);
    expect(cookie).toContain("Max-Age=0");
  });
});

describe("stand-in: CORS", () => {
  test("given a preflight from another localhost port, then it answers 204 allowing that origin, credentials, headers and methods", async () => {
    const response = await http.options("/v1/google-login/", {
      headers: {
        Origin: SITE_ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,x-csrftoken,content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(SITE_ORIGIN);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
    expect(response.headers["access-control-allow-headers"]).toBe("Authorization, Content-Type, X-CSRFToken, X-Csrftoken");
    expect(response.headers["access-control-allow-methods"]).toBe("GET, POST, PUT, DELETE, OPTIONS");
  });

  test("given a credentialed GET with an Origin, then the answer reflects that origin (never *)", async () => {
    const response = await http.get("/v1/google-login/", { headers: { Origin: "http://localhost:3123" } });
    expect(response.headers["access-control-allow-origin"]).toBe("http://localhost:3123");
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
  });

  test("given a request without Origin, then no CORS headers are added", async () => {
    const response = await http.get("/v1/google-login/");
    expect(response.headers).not.toHaveProperty("access-control-allow-origin");
  });
});

describe("stand-in: faults", () => {
  test("given fault status 500 on /v1/, then a profile call answers 500 with CORS headers", async () => {
    standIn.setFault("/v1/", { status: 500 });
    const response = await http.get("/v1/google-login/", { headers: { Origin: SITE_ORIGIN, Cookie: "taxsathi=staff" } });
    expect(response.status).toBe(500);
    expect(response.headers["access-control-allow-origin"]).toBe(SITE_ORIGIN);
  });

  test("given fault delayMs 200, then the normal answer comes after at least 200 ms", async () => {
    standIn.setFault("/v1/google-login/", { delayMs: 200 });
    const started = Date.now();
    const response = await http.get("/v1/google-login/", sessionCookie("staff"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(response.data).toEqual({ userProfile: profiles.staff });
  });

  test("given fault drop, then the connection closes without an answer", async () => {
    standIn.setFault("/v1/", { drop: true });
    await expect(http.get("/v1/google-login/")).rejects.toMatchObject({ code: "ECONNRESET" });
  });

  test("given fault html, then it answers 200 with an HTML page", async () => {
    standIn.setFault("/api/v2/pages/", { html: true });
    const response = await http.get("/api/v2/pages/");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.data).toMatch(/^<!doctype html>/);
  });

  test("given fault badJson, then it answers 200 JSON without the expected fields", async () => {
    standIn.setFault("/api/v2/pages/", { badJson: true });
    const response = await http.get("/api/v2/pages/");
    expect(response.status).toBe(200);
    expect(response.data).not.toHaveProperty("meta");
    expect(Array.isArray(response.data.items)).toBe(false);
  });

  test("given faults on /v1/ and /v1/google-login/, then the longer prefix wins", async () => {
    standIn.setFault("/v1/", { status: 500 });
    standIn.setFault("/v1/google-login/", { status: 503 });
    expect((await http.get("/v1/google-login/")).status).toBe(503);
    expect((await http.get("/v1/other/")).status).toBe(500);
  });

  test("given a fault on one path, then other paths and CORS preflights answer normally", async () => {
    standIn.setFault("/v1/", { drop: true });
    expect((await http.get("/api/v2/pages/")).status).toBe(200);
    expect((await http.options("/v1/google-login/", { headers: { Origin: SITE_ORIGIN } })).status).toBe(204);
  });

  test("given clearFaults, then the path answers normally again", async () => {
    standIn.setFault("/v1/", { status: 500 });
    standIn.clearFaults();
    expect((await http.get("/v1/google-login/", sessionCookie("staff"))).status).toBe(200);
  });

  test.each<[string, unknown]>([
    ["an unknown key", { explode: true }],
    ["an empty object", {}],
    ["a status outside HTTP", { status: 42 }],
    ["a negative delay", { delayMs: -1 }],
  ])("given %s, then setFault throws a TypeError", (_scenario, fault) => {
    expect(() => standIn.setFault("/v1/", fault as StandInFault)).toThrow(TypeError);
  });

  test("given POST /__stand-in/fault from another process, then the fault applies until POST /__stand-in/reset", async () => {
    const set = await http.post("/__stand-in/fault", { path: "/v1/", fault: { status: 502 } });
    expect(set.status).toBe(200);
    expect((await http.get("/v1/google-login/")).status).toBe(502);
    await http.post("/__stand-in/reset");
    expect((await http.get("/v1/google-login/")).status).toBe(401);
  });

  test("given POST /__stand-in/fault with an invalid fault, then it answers 400", async () => {
    expect((await http.post("/__stand-in/fault", { path: "/v1/", fault: { nope: 1 } })).status).toBe(400);
    expect((await http.post("/__stand-in/fault", "not json", { headers: { "Content-Type": "text/plain" } })).status).toBe(400);
  });
});

describe("stand-in: CMS pages", () => {
  const listing = async (query: Record<string, string | number>) => (await http.get("/api/v2/pages/", { params: query })).data;

  test("given no query, then all 6 pages of every language come with id, meta and title only", async () => {
    const body = await listing({});
    expect(body.meta).toEqual({ total_count: 6 });
    expect(body.items.map((item: { id: number }) => item.id)).toEqual([11, 12, 13, 21, 31, 32]);
    expect(Object.keys(body.items[0]).sort()).toEqual(["id", "meta", "title"]);
    expect(body.items[0].meta).toEqual({
      ...cmsPages.items[0]?.meta,
      detail_url: `${standIn.url}/api/v2/pages/11/`,
    });
  });

  test("given type blog.BlogPage and fields=body, then each item carries its HTML body", async () => {
    const body = await listing({ type: "blog.BlogPage", fields: "body" });
    expect(body.meta.total_count).toBe(4);
    expect(body.items[0].body).toBe(cmsPages.items[0]?.body);
    expect(body.items[0]).not.toHaveProperty("intro");
  });

  test("given fields=*, then every field is served but never the fixture's _note", async () => {
    const body = await listing({ fields: "*" });
    expect(Object.keys(body.items[2]).sort()).toEqual(["author", "body", "id", "intro", "meta", "title"]);
  });

  test("given slug old-or-new-tax-regime, then only that page comes back, unsafe markup intact", async () => {
    const body = await listing({ type: "blog.BlogPage", slug: "old-or-new-tax-regime", fields: "body" });
    expect(body.meta.total_count).toBe(1);
    expect(body.items[0].meta.slug).toBe("old-or-new-tax-regime");
    expect(body.items[0].body).toContain("<script>alert(1)</script>");
    expect(body.items[0].body).toContain("onerror=");
  });

  test("given locale hi, then only the pages in Hindi come back (Wagtail's localisation); en gives the others", async () => {
    const hindi = await listing({ type: "blog.BlogPage", locale: "hi", fields: "title" });
    expect(hindi.items.map((item: { id: number; meta: { locale: string } }) => [item.id, item.meta.locale])).toEqual([[32, "hi"]]);
    expect((await listing({ type: "blog.BlogPage", locale: "en" })).meta.total_count).toBe(3);
  });

  test("given an unknown slug, then the list is empty with total_count 0", async () => {
    expect(await listing({ slug: "no-such-page" })).toEqual({ meta: { total_count: 0 }, items: [] });
  });

  test.each([
    ["limit 2, offset 0: the first two", 2, 0, [11, 12]],
    ["limit 2, offset 2: the third and fourth", 2, 2, [13, 21]],
    ["limit 1, offset 1: the second", 1, 1, [12]],
    ["limit 20, offset 6: none", 20, 6, []],
  ])("given %s, total_count stays 6", async (_scenario, limit, offset, ids) => {
    const body = await listing({ limit, offset });
    expect(body.meta.total_count).toBe(6);
    expect(body.items.map((item: { id: number }) => item.id)).toEqual(ids);
  });

  test.each([
    ["an unknown type", { type: "blog.NoSuchPage" }, "type doesn't exist"],
    ["an unknown field", { fields: "body,colour" }, "unknown fields: colour"],
    ["limit 0", { limit: 0 }, "limit must be a positive integer"],
    ["offset -1", { offset: -1 }, "offset must be a non-negative integer"],
  ])("given %s, then it answers 400 with a message, like Wagtail", async (_scenario, query, message) => {
    const response = await http.get("/api/v2/pages/", { params: query });
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ message });
  });
});

describe("stand-in: request log, health and unknown routes", () => {
  test("given calls with headers, then GET /__stand-in/requests lists method, path, query and headers, control calls excluded", async () => {
    await http.get("/v1/google-login/", { headers: { Authorization: "Basic abc", Cookie: "taxsathi=staff" } });
    await http.get("/api/v2/pages/", { params: { slug: "advance-tax-due-dates" } });
    await http.get("/__stand-in/health");
    const { data } = await http.get("/__stand-in/requests");
    expect(data).toEqual([
      expect.objectContaining({ method: "GET", path: "/v1/google-login/", query: {}, headers: expect.objectContaining({ authorization: "Basic abc", cookie: "taxsathi=staff" }) }),
      expect.objectContaining({ method: "GET", path: "/api/v2/pages/", query: { slug: "advance-tax-due-dates" } }),
    ]);
    expect(standIn.requests()).toEqual(data);
  });

  test("given POST /__stand-in/reset, then the log is empty", async () => {
    await http.get("/v1/google-login/");
    await http.post("/__stand-in/reset");
    expect((await http.get("/__stand-in/requests")).data).toEqual([]);
  });

  test("given GET /__stand-in/health, then it answers 200 ok", async () => {
    const response = await http.get("/__stand-in/health");
    expect([response.status, response.data]).toEqual([200, "ok"]);
  });

  test.each([
    ["an unknown path", "get", "/v2/nothing-here/", 404],
    ["an unknown control route", "get", "/__stand-in/nothing", 404],
    ["a known path with the wrong method", "post", "/v1/google-login/", 405],
  ] as const)("given %s (%s %s), then it answers %i JSON", async (_scenario, method, path, status) => {
    const response = await http.request({ method, url: path });
    expect(response.status).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("stand-in driving API clients to typed errors", () => {
  const profileSchema = z.object({
    userProfile: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), is_staff: z.boolean() }),
  });

  test.each<[string, StandInFault, ApiErrorKind, number | undefined]>([
    ["HTTP 500", { status: 500 }, "http", 500],
    ["HTTP 503", { status: 503 }, "http", 503],
    ["a dropped connection", { drop: true }, "network", undefined],
    ["a 1000 ms delay against a 100 ms time-out", { delayMs: 1000 }, "timeout", undefined],
    ["an HTML error page", { html: true }, "bad-response", undefined],
    ["JSON of the wrong shape", { badJson: true }, "bad-response", undefined],
  ])("given %s on the profile path (fault %j), then the profile call fails with kind %s", async (_scenario, fault, kind, status) => {
    standIn.setFault("/v1/google-login/", fault);
    const client = createApiClient({ baseURL: standIn.url, basicAuth: "demo:s3cret", timeout: 100 });
    const result = await client
      .get<unknown>("/v1/google-login/", { headers: { Cookie: "taxsathi=regular" } })
      .then((response) => parseResponse(profileSchema, response.data))
      .catch((error: unknown) => error);
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).kind).toBe(kind);
    expect((result as ApiError).status).toBe(status);
  });

  test("given no fault, then the same call parses the regular user", async () => {
    const client = createApiClient({ baseURL: standIn.url, basicAuth: "demo:s3cret" });
    const response = await client.get<unknown>("/v1/google-login/", { headers: { Cookie: "taxsathi=regular" } });
    expect(parseResponse(profileSchema, response.data).userProfile).toEqual(profiles.regular);
    expect(standIn.requests()[0]?.headers.authorization).toBe("Basic ZGVtbzpzM2NyZXQ=");
  });
});
