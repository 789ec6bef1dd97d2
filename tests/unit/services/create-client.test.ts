/** @jest-environment node */
import { z } from "zod";

import { ApiError, parseResponse } from "@/services/api-error";
import { createApiClient } from "@/services/create-client";
import { answerJson, closedPortUrl, neverAnswer, startLocalServer, type LocalServer } from "@/tests/support/local-server";

/** Awaits a promise that must fail and returns its error. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("createApiClient against a local HTTP server", () => {
  let server: LocalServer;
  afterEach(async () => {
    await server?.close();
  });

  test("given basicAuth demo:s3cret, then every request carries Authorization: Basic ZGVtbzpzM2NyZXQ=", async () => {
    server = await startLocalServer();
    const client = createApiClient({ baseURL: server.url, basicAuth: "demo:s3cret" });
    await client.get("/v1/google-login/");
    await client.post("/usermanagement/api/logout");
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      "Basic ZGVtbzpzM2NyZXQ=",
      "Basic ZGVtbzpzM2NyZXQ=",
    ]);
  });

  test("given no basicAuth, then no Authorization header is sent", async () => {
    server = await startLocalServer();
    const client = createApiClient({ baseURL: server.url });
    await client.get("/v1/google-login/");
    expect(server.requests[0]?.headers).not.toHaveProperty("authorization");
  });

  test("given a base URL, then a relative path is resolved against it", async () => {
    server = await startLocalServer();
    const client = createApiClient({ baseURL: `${server.url}/api/v2`, basicAuth: "demo:s3cret" });
    await client.get("/pages/", { params: { type: "blog.BlogPage" } });
    expect(server.requests[0]?.url).toBe("/api/v2/pages/?type=blog.BlogPage");
  });

  test("given no timeout option, then the client waits 110000 ms", () => {
    expect(createApiClient({ baseURL: "http://127.0.0.1:9" }).defaults.timeout).toBe(110000);
  });

  test("given a server that never answers and a 100 ms time-out, then the call fails with kind timeout", async () => {
    server = await startLocalServer(neverAnswer);
    const client = createApiClient({ baseURL: server.url, timeout: 100 });
    const error = await failureOf(client.get("/slow"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("timeout");
  });

  test("given a port with nothing listening, then the call fails with kind network", async () => {
    const client = createApiClient({ baseURL: await closedPortUrl() });
    const error = await failureOf(client.get("/v1/google-login/"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("network");
  });

  test.each([
    [500, "server error"],
    [401, "unauthorised"],
    [404, "not found"],
  ])("given the server answers HTTP %i (%s), then the call fails with kind http and that status", async (status) => {
    server = await startLocalServer(answerJson({ detail: "failed" }, status));
    const client = createApiClient({ baseURL: server.url });
    const error = await failureOf(client.get("/anything"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("http");
    expect((error as ApiError).status).toBe(status);
  });

  test("given a 200 answer of the wrong JSON shape, then parseResponse fails with kind bad-response", async () => {
    server = await startLocalServer(answerJson({ unexpected: true }));
    const client = createApiClient({ baseURL: server.url });
    const { data } = await client.get<unknown>("/v1/google-login/");
    const schema = z.object({ userProfile: z.object({ email: z.string() }) });
    const error = await failureOf(Promise.resolve().then(() => parseResponse(schema, data)));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("bad-response");
  });
});

describe("createApiClient without a base URL", () => {
  test.each([
    ["undefined", undefined],
    ["empty string", ""],
  ])("given baseURL %s, then a call rejects with kind not-configured and the adapter is never reached", async (_name, baseURL) => {
    const adapter = jest.fn();
    const client = createApiClient({ baseURL, basicAuth: "demo:s3cret", label: "app API" });
    const error = await failureOf(client.get("/v1/google-login/", { adapter }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("not-configured");
    expect((error as ApiError).message).toBe("The app API host is not configured");
    expect(adapter).not.toHaveBeenCalled();
  });
});
