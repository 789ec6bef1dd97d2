/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import fixtures from "@/tests/support/fixtures/app-api.json";
import { BASIC_AUTH, serviceHarness } from "@/tests/support/service-harness";

const h = serviceHarness(() => import("@/services/financial-years"), { csrfCookie: false });

describe("getFinancialYears", () => {
  test("given the stand-in, then one GET /tsmisc/api/financial-year/ with basic auth and no cookie answers FY 2025-26 and 2026-27 with their due dates", async () => {
    const years = await h.service.getFinancialYears();

    expect(years.map(({ financial_year, due_date }) => [financial_year, due_date])).toEqual([
      ["2025-26", "2026-07-31"],
      ["2026-27", "2027-07-31"],
    ]);
    // A public call: the session cookie set on this page is not sent.
    const [call] = h.apiCalls();
    expect(`${call?.method} ${call?.path}`).toBe("GET /tsmisc/api/financial-year/");
    expect(call?.query).toEqual({});
    expect(call?.headers.authorization).toBe(BASIC_AUTH);
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.headers["x-csrftoken"]).toBeUndefined();
  });

  test("given the answer, then the fixture's notes are not served and unknown keys are kept", async () => {
    const [first] = await h.service.getFinancialYears();
    expect(first).not.toHaveProperty("_note");
    expect(first).toMatchObject({ id: fixtures.financialYears[0]?.id, is_current: false });
  });

  test.each([
    { scenario: "JSON of the wrong shape", fault: { badJson: true } as const, expected: { kind: "bad-response" } },
    { scenario: "an HTML page", fault: { html: true } as const, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario, then it rejects with an ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/tsmisc/api/financial-year/", fault);
    const call = h.service.getFinancialYears();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then it rejects with kind network", async () => {
    // jsdom keeps its time-out timer after a network error; with none, nothing lingers.
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/tsmisc/api/financial-year/", { drop: true });
    await expect(h.service.getFinancialYears()).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then it rejects with kind timeout", async () => {
    h.clients.appClient.defaults.timeout = 200;
    h.standIn.setFault("/tsmisc/api/financial-year/", { delayMs: 2000 });
    await expect(h.service.getFinancialYears()).rejects.toMatchObject({ kind: "timeout" });
  });
});
