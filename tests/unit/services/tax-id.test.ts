/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError, fieldErrorsFrom } from "@/services/error-catalogue";
import fixtures from "@/tests/support/fixtures/app-api.json";
import type { StandInFault } from "@/tests/support/stand-in.mjs";
import { BASIC_AUTH, CSRF_TOKEN, serviceHarness } from "@/tests/support/service-harness";

const h = serviceHarness(() => import("@/services/tax-id"));

const RUN = fixtures.panCheck.panvalid_uuid;

describe("bulk PAN check, as the signed-in user", () => {
  test("given TRACES details typed loosely, then POST /taxid/get_captcha/ sends the user id trimmed, the password as typed, the TAN and PANs upper-cased, with the CSRF header", async () => {
    const captcha = await h.service.startPanCheck({ userid: " TRACESUSER1 ", password: " p@ss word ", tan: "pnes 03412f", pans: ["abcpe 1234f", "AAACT5678K"] });
    expect(captcha).toEqual({ panvalid_uuid: RUN, captcha_image: fixtures.panCheck.captcha_image });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /taxid/get_captcha/");
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers.cookie).toContain("taxsathi=regular");
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(JSON.parse(call.body)).toEqual({ userid: "TRACESUSER1", password: " p@ss word ", tan: "PNES03412F", pans: ["ABCPE1234F", "AAACT5678K"] });
  });

  test.each([
    ["an empty list", [], { pans: ["Add at least one PAN to check"] }],
    // "ABCPE1234" is 9 characters; the error names the item by its place in the list.
    ["a list with a PAN one character short", ["AAACT5678K", "ABCPE1234"], { "pans.1": ["Each PAN has 10 characters, like ABCPE1234F"] }],
  ])("given %s, then nothing is sent and the list is named in the refusal", async (_scenario, pans, fieldErrors) => {
    const call = h.service.startPanCheck({ userid: "TRACESUSER1", password: "secret", tan: "PNES03412F", pans });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors });
    expect(h.apiCalls()).toEqual([]);
  });

  test.each([
    ["no list at all", {}, { pans: ["This field is required."] }],
    ["an empty list", { pans: [] }, { pans: ["This field is required."] }],
    ["a list whose second item is not a PAN", { pans: ["ABCPE1234F", "ABCPE12345"] }, { "pans.1": ["Enter a valid PAN."] }],
  ])("given a start with %s sent past the service's checks, then the stand-in answers 400 with a DRF field error", async (_scenario, list, fieldErrors) => {
    const { sessionRequestConfig } = await import("@/services/session-request");
    const body = { userid: "TRACESUSER1", password: "secret", tan: "PNES03412F", ...list };
    const error = await h.clients.appClient.post("/taxid/get_captcha/", body, sessionRequestConfig()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual(fieldErrors);
  });

  test.each([
    ["PNES0341F", "9 characters"],
    ["PNE103412F", "a digit in the letters"],
    ["PNES03412", "no final letter"],
  ])("given TAN %s (%s), then nothing is sent and the TAN message comes back", async (tan) => {
    const call = h.service.startPanCheck({ userid: "TRACESUSER1", password: "secret", tan, pans: ["ABCPE1234F"] });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors: { tan: ["Enter the TAN: 10 characters, like DELA12345B"] } });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given a run, then GET /taxid/get_captcha/?panvalid_uuid= answers a fresh picture", async () => {
    expect((await h.service.refreshCaptcha(RUN)).captcha_image).toBe(fixtures.panCheck.captcha_image);
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /taxid/get_captcha/");
    expect(call.query).toEqual({ panvalid_uuid: RUN });
  });

  test("given the right captcha, then POST /taxid/get_panprocess/ sends the run and the captcha and the checks start", async () => {
    const status = await h.service.submitCaptcha(RUN, "K7P2Q");
    expect(status).toMatchObject({ panvalid_uuid: RUN, status: "processing", total: 120 });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /taxid/get_panprocess/");
    expect(JSON.parse(call.body)).toEqual({ panvalid_uuid: RUN, captcha: "K7P2Q" });
  });

  test("given a wrong captcha, then the 400's message is read back for the captcha field", async () => {
    const error = await h.service.submitCaptcha(RUN, "XXXXX").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ captcha: ["The characters do not match the picture. Try the new picture."] });
  });

  test("given a finished run, then get_status and get_summary go with panvalid_uuid: 120 PANs, 117 valid, 3 invalid", async () => {
    expect(await h.service.getPanCheckStatus(RUN)).toMatchObject({ status: "completed", processed: 120, total: 120 });
    expect(await h.service.getPanCheckSummary(RUN)).toMatchObject({ total: 120, valid: 117, invalid: 3 });
    expect(h.apiCalls().map((call) => [call.path, call.query])).toEqual([
      ["/taxid/get_status/", { panvalid_uuid: RUN }],
      ["/taxid/get_summary/", { panvalid_uuid: RUN }],
    ]);
  });

  test("given an unknown run, then it rejects with http 404", async () => {
    await expect(h.service.getPanCheckStatus("no-such-run")).rejects.toMatchObject({ kind: "http", status: 404 });
  });

  test("given no session cookie, then http 401", async () => {
    h.clearCookie("taxsathi");
    await expect(h.service.getPanCheckSummary(RUN)).rejects.toMatchObject({ kind: "http", status: 401 });
  });

  test("given no csrftoken cookie, then the POST is refused with http 403", async () => {
    h.clearCookie("csrftoken");
    await expect(h.service.submitCaptcha(RUN, "K7P2Q")).rejects.toMatchObject({ kind: "http", status: 403 });
  });
});

describe("bulk PAN check faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 502", fault: { status: 502 }, expected: { kind: "http", status: 502 } },
  ])("given $scenario on get_summary, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/taxid/get_summary/", fault);
    const call = h.service.getPanCheckSummary(RUN);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/taxid/get_panprocess/", { drop: true });
    await expect(h.service.submitCaptcha(RUN, "K7P2Q")).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then kind timeout", async () => {
    h.clients.appClient.defaults.timeout = 200;
    h.standIn.setFault("/taxid/get_status/", { delayMs: 2000 });
    await expect(h.service.getPanCheckStatus(RUN)).rejects.toMatchObject({ kind: "timeout" });
  });
});
