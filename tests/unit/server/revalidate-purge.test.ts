/**
 * @jest-environment node
 */
import http from "node:http";
import net from "node:net";
import handler from "@/pages/api/revalidate";
import { REFRESH_HEADER } from "@/server/nginx-purge.mjs";
import { fakeApi } from "../pages/api/fake-api";

// POST /api/revalidate's second step: refreshing the regenerated paths in nginx.
jest.mock("@/server/log.mjs", () => ({ logger: () => ({ info: jest.fn(), warn: jest.fn() }), reportServerError: jest.fn() }));

const SECRET = "s3cret-revalidation-token-0123456789";
const request = { method: "POST", headers: { authorization: `Bearer ${SECRET}`, host: "www.example.com" }, body: { type: "faq.FaqEntry", slug: "any" } };
const saved = { ...process.env };
afterEach(() => {
  for (const name of ["REVALIDATE_SECRET", "NGINX_PURGE_URL", "NGINX_PURGE_SECRET", "NGINX_PURGE_HOST"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
});

async function fakeNginx(status: number) {
  const seen: { path?: string; host?: string; secret?: string }[] = [];
  const server = http.createServer((incoming, response) => {
    seen.push({ path: incoming.url, host: incoming.headers.host, secret: incoming.headers[REFRESH_HEADER] as string });
    response.statusCode = status;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("given no NGINX_PURGE_URL, then the answer is the regenerated paths only", async () => {
  const { request: req, response, answer } = fakeApi(request);
  await handler(req, response);
  expect(answer).toMatchObject({ status: 200, json: { revalidated: ["/learning-resource/learning-resource-faq", "/hi/learning-resource/learning-resource-faq"] } });
  expect(answer.json).not.toHaveProperty("nginx");
});

test("given nginx configured, then each regenerated path is refreshed there, with the webhook's host", async () => {
  const nginx = await fakeNginx(200);
  process.env.NGINX_PURGE_URL = nginx.url;
  process.env.NGINX_PURGE_SECRET = "refresh-secret";
  try {
    const { request: req, response, answer } = fakeApi(request);
    await handler(req, response);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      revalidated: ["/learning-resource/learning-resource-faq", "/hi/learning-resource/learning-resource-faq"],
      nginx: { refreshed: ["/learning-resource/learning-resource-faq", "/hi/learning-resource/learning-resource-faq"], failed: [] },
    });
    expect(nginx.seen).toEqual([
      { path: "/learning-resource/learning-resource-faq", host: "www.example.com", secret: "refresh-secret" },
      { path: "/hi/learning-resource/learning-resource-faq", host: "www.example.com", secret: "refresh-secret" },
    ]);
  } finally {
    await nginx.close();
  }
});

test("given nginx failing, then 500 so the CMS retries, and a path that failed to regenerate is not refreshed", async () => {
  const nginx = await fakeNginx(502);
  process.env.NGINX_PURGE_URL = nginx.url;
  process.env.NGINX_PURGE_SECRET = "refresh-secret";
  try {
    const { request: req, response, answer } = fakeApi(request);
    await handler(req, response);
    expect(answer.status).toBe(500);
    expect(answer.json).toMatchObject({
      nginx: {
        refreshed: [],
        failed: [
          { path: "/learning-resource/learning-resource-faq", error: "nginx answered 502" },
          { path: "/hi/learning-resource/learning-resource-faq", error: "nginx answered 502" },
        ],
      },
    });

    nginx.seen.length = 0;
    const failing = fakeApi({ ...request, revalidate: async () => Promise.reject(new Error("Invalid response 500")) });
    await handler(failing.request, failing.response);
    expect(failing.answer.status).toBe(500);
    expect(nginx.seen).toEqual([]);
  } finally {
    await nginx.close();
  }
});

test("given only half of the nginx settings, then 500 saying it is misconfigured", async () => {
  process.env.NGINX_PURGE_URL = "http://127.0.0.1:1";
  const { request: req, response, answer } = fakeApi(request);
  await handler(req, response);
  expect(answer.status).toBe(500);
  expect(answer.json).toMatchObject({ nginx: { failed: [{ error: "nginx refresh is misconfigured" }, { error: "nginx refresh is misconfigured" }] } });
});
