/** @jest-environment node */
import Cookies from "js-cookie";

import { createApiClient } from "@/services/create-client";
import { sessionRequestConfig, uploadRequestConfig } from "@/services/session-request";
import { startLocalServer, type LocalServer } from "@/tests/support/local-server";

// Node has no document.cookie, so the cookie jar is mocked here; session-request.dom.test.ts
// checks the same reads against a real (jsdom) document.cookie.
jest.mock("js-cookie", () => ({ __esModule: true, default: { get: jest.fn() } }));
const getCookie = Cookies.get as unknown as jest.Mock<string | undefined, [string]>;

describe("session requests sent to a local HTTP server", () => {
  let server: LocalServer;
  beforeEach(async () => {
    server = await startLocalServer();
    getCookie.mockReset();
  });
  afterEach(async () => {
    await server.close();
  });

  test("given a csrftoken cookie, then the request carries it as X-CSRFToken and has withCredentials", async () => {
    getCookie.mockImplementation((name) => (name === "csrftoken" ? "tok-123" : undefined));
    const client = createApiClient({ baseURL: server.url });
    const response = await client.post("/usermanagement/api/logout", {}, sessionRequestConfig());
    expect(server.requests[0]?.headers["x-csrftoken"]).toBe("tok-123");
    expect(response.config.withCredentials).toBe(true);
  });

  test("given no csrftoken cookie, then X-CSRFToken is sent empty", async () => {
    getCookie.mockReturnValue(undefined);
    const client = createApiClient({ baseURL: server.url });
    await client.post("/usermanagement/api/logout", {}, sessionRequestConfig());
    expect(server.requests[0]?.headers["x-csrftoken"]).toBe("");
  });

  test("given a cookie that changes between calls, then each call reads the current value", async () => {
    getCookie.mockReturnValueOnce("before-login").mockReturnValueOnce("after-login");
    const client = createApiClient({ baseURL: server.url });
    await client.get("/a", sessionRequestConfig());
    await client.get("/b", sessionRequestConfig());
    expect(server.requests.map((request) => request.headers["x-csrftoken"])).toEqual(["before-login", "after-login"]);
  });

  test("given extra options and headers, then they are kept next to the session options", async () => {
    getCookie.mockReturnValue("tok-123");
    const client = createApiClient({ baseURL: server.url, basicAuth: "demo:s3cret" });
    await client.get("/v1/x", sessionRequestConfig({ params: { page: 2 }, headers: { "X-Trace": "t1" } }));
    const [request] = server.requests;
    expect(request?.url).toBe("/v1/x?page=2");
    expect(request?.headers["x-trace"]).toBe("t1");
    expect(request?.headers["x-csrftoken"]).toBe("tok-123");
    expect(request?.headers.authorization).toBe("Basic ZGVtbzpzM2NyZXQ=");
  });
});

describe("request options", () => {
  test("given a session call, then the options carry no time-out of their own (the client's 110000 ms applies)", () => {
    expect(sessionRequestConfig().timeout).toBeUndefined();
  });

  test("given an upload, then the time-out is 120000 ms and the session options are kept", () => {
    getCookie.mockReturnValue("tok-9");
    const options = uploadRequestConfig({ headers: { "Content-Type": "multipart/form-data" } });
    expect(options.timeout).toBe(120000);
    expect(options.withCredentials).toBe(true);
    expect(options.headers).toEqual({ "Content-Type": "multipart/form-data", "X-CSRFToken": "tok-9" });
  });
});
