/**
 * @jest-environment node
 */
import http from "node:http";
import net from "node:net";
import { nginxPurgeConfig, REFRESH_HEADER, refreshInNginx } from "@/server/nginx-purge.mjs";

/** A stand-in for nginx: records each request and answers with `statusFor(path)`. */
async function fakeNginx(statusFor: (path: string) => number | "hang" = () => 200) {
  const requests: { path: string; host?: string; secret?: string }[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? "";
    requests.push({ path, host: request.headers.host, secret: request.headers[REFRESH_HEADER] as string | undefined });
    const status = statusFor(path);
    if (status === "hang") return;
    response.statusCode = status;
    response.end("<html></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("nginxPurgeConfig", () => {
  test("given neither setting, then refreshing is off", () => {
    expect(nginxPurgeConfig({})).toBeNull();
    expect(nginxPurgeConfig({ NGINX_PURGE_URL: " ", NGINX_PURGE_SECRET: "" })).toBeNull();
  });

  test("given both, then the origin, the secret and the optional host", () => {
    expect(nginxPurgeConfig({ NGINX_PURGE_URL: "http://127.0.0.1:8080/ignored", NGINX_PURGE_SECRET: "s3cret" })).toEqual({
      url: "http://127.0.0.1:8080",
      secret: "s3cret",
      host: undefined,
    });
    expect(nginxPurgeConfig({ NGINX_PURGE_URL: "https://nginx.internal", NGINX_PURGE_SECRET: "s", NGINX_PURGE_HOST: "www.example.com" })).toMatchObject({
      host: "www.example.com",
    });
  });

  test.each([
    ["a URL without its secret", { NGINX_PURGE_URL: "http://127.0.0.1:8080" }, "must be set together"],
    ["a secret without its URL", { NGINX_PURGE_SECRET: "s" }, "must be set together"],
    ["an address that is not http(s)", { NGINX_PURGE_URL: "ftp://nginx", NGINX_PURGE_SECRET: "s" }, "http(s)"],
  ])("given %s, then an error that says so", (_case, env, message) => {
    expect(() => nginxPurgeConfig(env)).toThrow(message);
  });
});

describe("refreshInNginx", () => {
  test("given paths, then each is asked for once with the secret header and the visitors' host", async () => {
    const nginx = await fakeNginx();
    try {
      const result = await refreshInNginx(["/a", "/b/page/2"], { url: nginx.url, secret: "s3cret", host: undefined }, { host: "www.example.com" });
      expect(result).toEqual({ refreshed: ["/a", "/b/page/2"], failed: [] });
      expect(nginx.requests.sort((x, y) => x.path.localeCompare(y.path))).toEqual([
        { path: "/a", host: "www.example.com", secret: "s3cret" },
        { path: "/b/page/2", host: "www.example.com", secret: "s3cret" },
      ]);
    } finally {
      await nginx.close();
    }
  });

  test("given NGINX_PURGE_HOST, then it wins over the request's host", async () => {
    const nginx = await fakeNginx();
    try {
      await refreshInNginx(["/a"], { url: nginx.url, secret: "s", host: "www.example.com" }, { host: "10.0.0.5:3000" });
      expect(nginx.requests[0]?.host).toBe("www.example.com");
    } finally {
      await nginx.close();
    }
  });

  test("given a 5xx, a time-out and no nginx at all, then those paths are failed with the reason, and the others refreshed", async () => {
    const nginx = await fakeNginx((path) => (path === "/broken" ? 502 : path === "/slow" ? "hang" : 404));
    try {
      const result = await refreshInNginx(["/gone", "/broken", "/slow"], { url: nginx.url, secret: "s", host: undefined }, { timeoutMs: 200 });
      expect(result.refreshed).toEqual(["/gone"]);
      expect(result.failed).toEqual([
        { path: "/broken", error: "nginx answered 502" },
        { path: "/slow", error: "nginx did not answer within 200 ms" },
      ]);
    } finally {
      await nginx.close();
    }
    const down = await refreshInNginx(["/a"], { url: nginx.url, secret: "s", host: undefined });
    expect(down.failed).toEqual([{ path: "/a", error: expect.stringMatching(/ECONNREFUSED/) }]);
  });
});
