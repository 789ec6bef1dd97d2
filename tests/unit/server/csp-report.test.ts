/**
 * @jest-environment node
 */
import { Readable } from "node:stream";
import { MAX_REPORT_BYTES, readLimitedBody, violationsFrom } from "@/server/csp-report.mjs";

describe("violationsFrom", () => {
  test("given a Reporting API batch (report-to), then one violation per csp-violation report, queries dropped", () => {
    const body = JSON.stringify([
      {
        type: "csp-violation",
        age: 10,
        url: "https://www.taxsathi.example/tools-and-calculators/sip?monthly=5000",
        body: {
          documentURL: "https://www.taxsathi.example/tools-and-calculators/sip?monthly=5000",
          blockedURL: "inline",
          effectiveDirective: "script-src-elem",
          disposition: "enforce",
          sourceFile: "https://www.taxsathi.example/_next/static/chunks/app.js?v=1",
          lineNumber: 12,
          columnNumber: 4,
          sample: "alert(1)",
        },
      },
      { type: "deprecation", body: { id: "x" } },
    ]);
    expect(violationsFrom(body)).toEqual([
      {
        documentUrl: "https://www.taxsathi.example/tools-and-calculators/sip",
        blockedUrl: "inline",
        directive: "script-src-elem",
        disposition: "enforce",
        sourceFile: "https://www.taxsathi.example/_next/static/chunks/app.js",
        line: 12,
        column: 4,
        sample: "alert(1)",
      },
    ]);
  });

  test("given a report-uri report, then the same fields", () => {
    const body = JSON.stringify({
      "csp-report": {
        "document-uri": "https://www.taxsathi.example/individual#top",
        "blocked-uri": "https://evil.example/x.js?y=1",
        "violated-directive": "script-src",
        "effective-directive": "script-src-elem",
        disposition: "enforce",
        "line-number": 3,
      },
    });
    expect(violationsFrom(body)).toEqual([
      {
        documentUrl: "https://www.taxsathi.example/individual",
        blockedUrl: "https://evil.example/x.js",
        directive: "script-src-elem",
        disposition: "enforce",
        sourceFile: undefined,
        line: 3,
        column: undefined,
        sample: undefined,
      },
    ]);
  });

  test("given long or odd values, then strings are cut to 300 characters and other types dropped", () => {
    const [violation] = violationsFrom(JSON.stringify({ "csp-report": { "script-sample": "a".repeat(5000), "line-number": { nested: true } } }));
    expect(violation!.sample).toHaveLength(300);
    expect(violation!.line).toBeUndefined();
  });

  test("given 50 violations in one body, then the first 20 are kept", () => {
    const report = { type: "csp-violation", body: { effectiveDirective: "img-src" } };
    expect(violationsFrom(JSON.stringify(Array.from({ length: 50 }, () => report)))).toHaveLength(20);
  });

  test.each([
    ["an empty object", "{}"],
    ["an empty batch", "[]"],
    ["a number", "42"],
  ])("given %s, then no violation", (_case, body) => {
    expect(violationsFrom(body)).toEqual([]);
  });

  test("given a body that is not JSON, then it throws", () => {
    expect(() => violationsFrom("not json")).toThrow(SyntaxError);
  });
});

describe("readLimitedBody", () => {
  test("given a body within the limit, then its text", async () => {
    await expect(readLimitedBody(Readable.from([Buffer.from('{"a":'), Buffer.from("1}")]))).resolves.toBe('{"a":1}');
  });

  test("given a body past the limit, then null", async () => {
    await expect(readLimitedBody(Readable.from([Buffer.alloc(MAX_REPORT_BYTES), Buffer.from("x")]))).resolves.toBeNull();
    await expect(readLimitedBody(Readable.from([Buffer.from("12345")]), 4)).resolves.toBeNull();
  });
});
