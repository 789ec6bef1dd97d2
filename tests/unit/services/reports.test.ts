/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError } from "@/services/error-catalogue";
import fixtures from "@/tests/support/fixtures/app-api.json";
import type { StandInFault } from "@/tests/support/stand-in.mjs";
import { BASIC_AUTH, serviceHarness } from "@/tests/support/service-harness";

const h = serviceHarness(() => import("@/services/reports"));
const EMAIL = "priya.sharma@example.in";

const REPORT_UUID = fixtures.taxReport.to_diy_report_uuid;

describe("the tax optimiser's report: public calls", () => {
  test("given name, email and mobile as typed, then POST /calculate_tax/ sends them cleaned, with basic auth and no cookie, and answers the report's uuid", async () => {
    const created = await h.service.createTaxReport({ name: " Priya  Sharma ", email: EMAIL, mobile_number: "098765 43210" });
    expect(created).toEqual({ to_diy_report_uuid: REPORT_UUID });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /calculate_tax/");
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(call.headers.cookie).toBeUndefined();
    expect(call.headers["x-csrftoken"]).toBeUndefined();
    expect(JSON.parse(call.body)).toEqual({ email: EMAIL, mobile_number: "9876543210", name: "Priya Sharma" });
  });

  test("given an email without a domain, then nothing is sent and the form's email message comes back", async () => {
    const call = h.service.createTaxReport({ name: "Priya", email: "priya@", mobile_number: "9876543210" });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors: { email: ["Enter an email address like name@example.com"] } });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given the uuid, then GET /calculate_tax/?to_diy_report_uuid= answers the user and the regime figures in rupees", async () => {
    const report = await h.service.getTaxReport(REPORT_UUID);
    expect(h.onlyCall().query).toEqual({ to_diy_report_uuid: REPORT_UUID });
    expect(h.onlyCall().headers["accept-language"] ?? "").not.toContain("hi");
    expect(report.user).toEqual({ name: "Priya Sharma", email: EMAIL, phone: "9876543210" });
    // FY 2025-26, salary 15,00,000, 80C 1,50,000, 80D 25,000 (the fixture's case):
    // new regime: 15,00,000 − 75,000 = 14,25,000; 5% of 4L + 10% of 4L + 15% of 2.25L
    //   = 20,000 + 40,000 + 33,750 = 93,750; + 4% cess 3,750 = 97,500.
    // old regime: 15,00,000 − 50,000 − 1,50,000 − 25,000 = 12,75,000; 12,500 + 1,00,000
    //   + 30% of 2,75,000 (82,500) = 1,95,000; + 4% cess 7,800 = 2,02,800.
    expect([report.new_regime_tax, report.old_regime_tax, report.recommended_regime]).toEqual([97500, 202800, "new"]);
    expect(report.suggestions?.[0]?.saving).toBe(202800 - 97500);
  });

  test("given a Hindi page, then the report is asked for in Hindi (an English page leaves the browser's own, above)", async () => {
    await h.service.getTaxReport(REPORT_UUID, "hi");
    expect(h.onlyCall().headers["accept-language"]).toBe("hi-IN, hi;q=0.9, en;q=0.5");
  });

  test("given an unknown uuid, then http 404", async () => {
    await expect(h.service.getTaxReport("no-such-report")).rejects.toMatchObject({ kind: "http", status: 404 });
  });

  test("given the report and an email, then POST /send-tax-report-email/ sends both and resolves with nothing", async () => {
    await expect(h.service.emailTaxReport({ email: EMAIL, to_diy_report_uuid: REPORT_UUID })).resolves.toBeUndefined();
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /send-tax-report-email/");
    expect(call.headers.cookie).toBeUndefined();
    expect(JSON.parse(call.body)).toEqual({ email: EMAIL, to_diy_report_uuid: REPORT_UUID });
  });
});

describe("report faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "an answer without to_diy_report_uuid", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario, then createTaxReport rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/calculate_tax/", fault);
    const call = h.service.createTaxReport({ name: "Priya", email: EMAIL, mobile_number: "9876543210" });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/send-tax-report-email/", { drop: true });
    await expect(h.service.emailTaxReport({ email: EMAIL, to_diy_report_uuid: REPORT_UUID })).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then kind timeout", async () => {
    h.clients.appClient.defaults.timeout = 200;
    h.standIn.setFault("/calculate_tax/", { delayMs: 2000 });
    await expect(h.service.getTaxReport(REPORT_UUID)).rejects.toMatchObject({ kind: "timeout" });
  });
});
