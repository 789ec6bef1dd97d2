/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger, reportServerError, requestIdFrom, withRequestLog } from "@/server/log.mjs";

/** A logger whose lines are parsed into `lines`. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("one JSON line per request", () => {
  test("given a request, then one line with method, path without query, status, duration in ms and a new request id, echoed in x-request-id", async () => {
    const { log, lines } = capturedLogger();
    let seenByHandler: string | undefined;
    const { server, url } = await serve(
      withRequestLog(
        (request, response) => {
          seenByHandler = request.headers["x-request-id"] as string;
          response.statusCode = 404;
          response.end("not here");
        },
        { log },
      ),
    );
    const answer = await fetch(`${url}/tools-and-calculators/sip?monthly=5000&utm_source=mail`, { headers: { connection: "close" } });
    await answer.text();
    server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const requestId = answer.headers.get("x-request-id");
    expect(requestId).toMatch(UUID);
    expect(seenByHandler).toBe(requestId);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      pid: process.pid,
      msg: "request",
      requestId,
      method: "GET",
      path: "/tools-and-calculators/sip",
      status: 404,
      durationMs: expect.any(Number),
    });
    expect(line!.durationMs as number).toBeGreaterThanOrEqual(0);
  });

  test("given the proxy's x-request-id, then the line and the answer carry it", async () => {
    const { log, lines } = capturedLogger();
    const { server, url } = await serve(withRequestLog((_request, response) => response.end("ok"), { log }));
    const answer = await fetch(`${url}/`, { method: "HEAD", headers: { "x-request-id": "nginx-7f3c.42", connection: "close" } });
    server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answer.headers.get("x-request-id")).toBe("nginx-7f3c.42");
    expect(lines[0]).toMatchObject({ msg: "request", requestId: "nginx-7f3c.42", method: "HEAD", path: "/", status: 200 });
  });

  test("given a duration, then it is in milliseconds to one decimal", async () => {
    const { log, lines } = capturedLogger();
    const clock = [1000, 1012.345];
    const { server, url } = await serve(withRequestLog((_request, response) => response.end("ok"), { log, now: () => clock.shift() ?? 0 }));
    await (await fetch(`${url}/x`, { headers: { connection: "close" } })).text();
    server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines[0]).toMatchObject({ durationMs: 12.3 });
  });
});

describe("requestIdFrom", () => {
  test.each([
    ["a proxy's id", "abc-123_DEF.4:5", "abc-123_DEF.4:5"],
    ["the first of two", ["first-id", "second-id"], "first-id"],
  ])("given %s, then it is kept", (_case, sent, expected) => {
    expect(requestIdFrom({ "x-request-id": sent })).toBe(expected);
  });

  test.each([
    ["none", undefined],
    ["an empty one", ""],
    ["one with a line break (a forged log line)", 'x\n{"msg":"forged"}'],
    ["one with spaces", "a b"],
    ["one of 129 characters", "a".repeat(129)],
  ])("given %s, then a new UUID", (_case, sent) => {
    expect(requestIdFrom({ "x-request-id": sent })).toMatch(UUID);
  });
});

describe("reportServerError", () => {
  test("given an error and its request, then one error line with its type, message and stack, and the request's fields", () => {
    const { log, lines } = capturedLogger();
    reportServerError(new TypeError("boom"), { requestId: "r-1", method: "GET", path: "/individual", routePath: "/individual", routeType: "render" }, log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      msg: "server error",
      requestId: "r-1",
      method: "GET",
      path: "/individual",
      routePath: "/individual",
      routeType: "render",
      err: { type: "TypeError", message: "boom", stack: expect.stringContaining("TypeError: boom") },
    });
  });

  test("given something thrown that is not an Error, then it is reported as one", () => {
    const { log, lines } = capturedLogger();
    reportServerError("a string", {}, log);
    expect(lines[0]).toMatchObject({ level: "error", msg: "server error", err: { type: "Error", message: "a string" } });
  });
});
