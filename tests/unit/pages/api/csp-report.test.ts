/** @jest-environment node */
import handler, { config } from "@/pages/api/csp-report";
import { fakeApi } from "./fake-api";

const warn = jest.fn();
jest.mock("@/server/log.mjs", () => ({ logger: () => ({ info: jest.fn(), warn }) }));
afterEach(() => jest.clearAllMocks());

const reportUriBody = JSON.stringify({
  "csp-report": { "document-uri": "https://www.taxsathi.example/support?utm_source=x", "blocked-uri": "inline", "effective-directive": "script-src-elem" },
});

describe("POST /api/csp-report", () => {
  test("reads its own body (Next's parser would refuse application/csp-report)", () => {
    expect(config).toEqual({ api: { bodyParser: false } });
  });

  test("given a report-uri report, then 204 and one log line with the violation", async () => {
    const { request, response, answer } = fakeApi({ method: "POST", headers: { "content-type": "application/csp-report", "x-request-id": "r-9" }, rawBody: reportUriBody });
    await handler(request, response);
    expect(answer).toMatchObject({ status: 204, ended: true });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "csp-violation",
        requestId: "r-9",
        documentUrl: "https://www.taxsathi.example/support",
        blockedUrl: "inline",
        directive: "script-src-elem",
      }),
      "csp violation",
    );
  });

  test("given a Reporting API batch of two violations, then 204 and two lines", async () => {
    const report = { type: "csp-violation", body: { documentURL: "https://www.taxsathi.example/", blockedURL: "eval", effectiveDirective: "script-src" } };
    const { request, response, answer } = fakeApi({ method: "POST", headers: { "content-type": "application/reports+json" }, rawBody: JSON.stringify([report, report]) });
    await handler(request, response);
    expect(answer.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test("given a body over 16 kB, then 413 and nothing logged", async () => {
    const { request, response, answer } = fakeApi({ method: "POST", rawBody: `{"csp-report":{"script-sample":"${"a".repeat(17 * 1024)}"}}` });
    await handler(request, response);
    expect(answer.status).toBe(413);
    expect(warn).not.toHaveBeenCalled();
  });

  test("given a body that is not JSON, then 400 and nothing logged", async () => {
    const { request, response, answer } = fakeApi({ method: "POST", rawBody: "<xml/>" });
    await handler(request, response);
    expect(answer.status).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });

  test("given GET, then 405 with Allow: POST", async () => {
    const { request, response, answer } = fakeApi({ method: "GET" });
    await handler(request, response);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
  });
});
