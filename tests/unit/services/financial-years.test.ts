/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import fixtures from "@/tests/support/fixtures/app-api.json";
import { startStandIn, type StandIn } from "@/tests/support/stand-in.mjs";

type Service = typeof import("@/services/financial-years");
type Clients = typeof import("@/services/clients");

const BASIC_AUTH = "Basic ZGVtbzpzM2NyZXQ="; // base64 of "demo:s3cret"
let standIn: StandIn;
let service: Service;
let clients: Clients;
let defaultTimeout: number | undefined;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0 });
  // The clients read the settings when first imported, so the modules load after this.
  process.env.NEXT_PUBLIC_API_URL = standIn.url;
  process.env.NEXT_PUBLIC_API_BASIC_AUTH = "demo:s3cret";
  service = await import("@/services/financial-years");
  clients = await import("@/services/clients");
  defaultTimeout = clients.appClient.defaults.timeout;
});
beforeEach(() => {
  // jsdom reports each failed XHR on the console, as a browser would; that is noise here.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  document.cookie = "taxsathi=regular; path=/";
});
afterEach(() => {
  standIn.reset();
  clients.appClient.defaults.timeout = defaultTimeout;
  document.cookie = "taxsathi=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  jest.restoreAllMocks();
});
afterAll(() => standIn.close());

const apiCalls = () => standIn.requests().filter((request) => request.method !== "OPTIONS");

describe("getFinancialYears", () => {
  test("given the stand-in, then one GET /tsmisc/api/financial-year/ with basic auth and no cookie answers FY 2025-26 and 2026-27 with their due dates", async () => {
    const years = await service.getFinancialYears();

    expect(years.map(({ financial_year, due_date }) => [financial_year, due_date])).toEqual([
      ["2025-26", "2026-07-31"],
      ["2026-27", "2027-07-31"],
    ]);
    // A public call: the session cookie set on this page is not sent.
    const [call] = apiCalls();
    expect(`${call?.method} ${call?.path}`).toBe("GET /tsmisc/api/financial-year/");
    expect(call?.query).toEqual({});
    expect(call?.headers.authorization).toBe(BASIC_AUTH);
    expect(call?.headers.cookie).toBeUndefined();
    expect(call?.headers["x-csrftoken"]).toBeUndefined();
  });

  test("given the answer, then the fixture's notes are not served and unknown keys are kept", async () => {
    const [first] = await service.getFinancialYears();
    expect(first).not.toHaveProperty("_note");
    expect(first).toMatchObject({ id: fixtures.financialYears[0]?.id, is_current: false });
  });

  test.each([
    { scenario: "JSON of the wrong shape", fault: { badJson: true } as const, expected: { kind: "bad-response" } },
    { scenario: "an HTML page", fault: { html: true } as const, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario, then it rejects with an ApiError $expected", async ({ fault, expected }) => {
    standIn.setFault("/tsmisc/api/financial-year/", fault);
    const call = service.getFinancialYears();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then it rejects with kind network", async () => {
    // jsdom keeps its time-out timer after a network error; with none, nothing lingers.
    clients.appClient.defaults.timeout = 0;
    standIn.setFault("/tsmisc/api/financial-year/", { drop: true });
    await expect(service.getFinancialYears()).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then it rejects with kind timeout", async () => {
    clients.appClient.defaults.timeout = 200;
    standIn.setFault("/tsmisc/api/financial-year/", { delayMs: 2000 });
    await expect(service.getFinancialYears()).rejects.toMatchObject({ kind: "timeout" });
  });
});
