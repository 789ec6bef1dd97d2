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
import { BASIC_AUTH, CSRF_TOKEN, serviceHarness } from "@/tests/support/service-harness";

const h = serviceHarness(() => import("@/services/returns"));

const [draftItr] = fixtures.itrs;

describe("tax entities, as the signed-in user", () => {
  test("given a PAN typed in lower case with a space, then POST /te/validate_pan/ sends it clean with the CSRF header and the known PAN is valid", async () => {
    expect(await h.service.validatePan({ pan: "bqsps 4821k" })).toMatchObject({ pan: "BQSPS4821K", valid: true, name: "Priya Sharma" });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /te/validate_pan/");
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers.cookie).toContain("taxsathi=regular");
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(JSON.parse(call.body)).toEqual({ pan: "BQSPS4821K" });
  });

  test("given a well-formed PAN the department does not know, then it is answered not valid", async () => {
    expect(await h.service.validatePan({ pan: "AKTPM4821Q" })).toMatchObject({ valid: false, name: null });
  });

  test("given a PAN whose last character is a digit, then nothing is sent and the refusal is for pan", async () => {
    const error = await h.service.validatePan({ pan: "BQSPS48211" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(Object.keys((error as RequestValidationError).fieldErrors)).toEqual(["pan"]);
    expect(h.apiCalls()).toEqual([]);
  });

  test("given a known PAN, then POST /te/auto_create_te/ answers its entity; a new PAN gets a new one", async () => {
    expect(await h.service.autoCreateTaxEntity("BQSPS4821K")).toMatchObject({ id: 41, name: "Priya Sharma" });
    expect(await h.service.autoCreateTaxEntity("AKTPM4821Q")).toMatchObject({ id: 43, pan: "AKTPM4821Q", name: null });
    expect(h.apiCalls().map((call) => call.path)).toEqual(["/te/auto_create_te/", "/te/auto_create_te/"]);
  });

  test("given entity 41, then POST /te/profile/ sends { taxentity: 41 } and answers its profile", async () => {
    expect(await h.service.getTaxEntityProfile(41)).toMatchObject({ pan: "BQSPS4821K", date_of_birth: "1990-08-14" });
    expect(JSON.parse(h.onlyCall().body)).toEqual({ taxentity: 41 });
  });

  test("given a search for 'traders', then GET /te/api/taxentity/?search=traders answers Sharma Traders", async () => {
    expect((await h.service.searchTaxEntities(" traders ")).map((entity) => entity.name)).toEqual(["Sharma Traders"]);
    expect(h.onlyCall().query).toEqual({ search: "traders" });
  });

  test("given a search of one letter, then nothing is sent", async () => {
    await expect(h.service.searchTaxEntities("s")).rejects.toBeInstanceOf(RequestValidationError);
    expect(h.apiCalls()).toEqual([]);
  });

  test("given an update with +91 and a lower-case PAN, then PUT /v1.1/taxclient/41/ sends only those fields, cleaned", async () => {
    await expect(h.service.updateTaxClient(41, { mobile_number: "+91 91234 56780", pan: "bqsps4821k" })).resolves.toMatchObject({ id: 41 });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("PUT /v1.1/taxclient/41/");
    expect(JSON.parse(call.body)).toEqual({ mobile_number: "9123456780", pan: "BQSPS4821K" });
  });
});

describe("income-tax and TDS returns", () => {
  test("given entity 41 and AY 2026-27, then POST /itr/auto_create_itr/ answers a draft ITR-1", async () => {
    const itr = await h.service.autoCreateItr({ taxentity: 41, assessment_year: "2026-27" });
    expect(itr).toMatchObject({ id: fixtures.newItr.id, itr_type: "itr1", assessment_year: "2026-27", status: "draft" });
    expect(JSON.parse(h.onlyCall().body)).toEqual({ taxentity: 41, assessment_year: "2026-27" });
  });

  test.each([
    ["2026-28", "The two years must follow each other, like 2026-27"],
    ["2026", "Choose an assessment year, like 2026-27"],
  ])("given assessment year %s, then nothing is sent: %s", async (assessment_year, message) => {
    await expect(h.service.autoCreateItr({ taxentity: 41, assessment_year })).rejects.toMatchObject({
      fieldErrors: { assessment_year: [message] },
    });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given form itr2, then POST /itr/api/itr/itr2/ creates an ITR-2", async () => {
    expect(await h.service.createItr("itr2", { taxentity: 41, assessment_year: "2026-27" })).toMatchObject({ itr_type: "itr2" });
    expect(h.onlyCall().path).toBe("/itr/api/itr/itr2/");
  });

  test("given ITR 501, then GET /itr/api/itr/501/ answers it with its errors by section", async () => {
    const itr = await h.service.getItr(501);
    expect(itr.errors).toEqual(draftItr?.errors);
    expect(`${h.onlyCall().method} ${h.onlyCall().path}`).toBe("GET /itr/api/itr/501/");
  });

  test("given ITR 501, then PUT /itr/prefilltoitr/501/ with an empty JSON body answers it pre-filled", async () => {
    expect(await h.service.prefillItr(501)).toMatchObject({ id: 501, status: "prefilled" });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("PUT /itr/prefilltoitr/501/");
    expect(JSON.parse(call.body)).toEqual({});
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
  });

  test("given a return's uuid and step, then PUT /v1.1/itr/{uuid}/?api=itd&process=prefill runs it", async () => {
    const uuid = draftItr!.uuid;
    expect(await h.service.runItdProcess(uuid, "prefill", { consent: true })).toMatchObject({ uuid, last_process: "prefill" });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe(`PUT /v1.1/itr/${uuid}/`);
    expect(call.query).toEqual({ api: "itd", process: "prefill" });
    expect(JSON.parse(call.body)).toEqual({ consent: true });
  });

  test("given the lists, then /itr/api/itr-all/ and /tds/api/tds-all/ answer two returns each", async () => {
    expect((await h.service.getAllItr()).map((itr) => itr.id)).toEqual([501, 502]);
    expect((await h.service.getAllTds()).map((tds) => `${tds.form_type} ${tds.quarter}`)).toEqual(["24Q Q2", "26Q Q1"]);
  });

  test("given an unknown ITR, then http 404", async () => {
    await expect(h.service.getItr(999)).rejects.toMatchObject({ kind: "http", status: 404 });
  });

  test("given no session cookie, then http 401", async () => {
    h.clearCookie("taxsathi");
    await expect(h.service.getAllItr()).rejects.toMatchObject({ kind: "http", status: 401 });
  });

  test("given no csrftoken cookie, then a PUT is refused with http 403", async () => {
    h.clearCookie("csrftoken");
    await expect(h.service.prefillItr(501)).rejects.toMatchObject({ kind: "http", status: 403 });
  });
});

describe("returns faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 503", fault: { status: 503 }, expected: { kind: "http", status: 503 } },
  ])("given $scenario on /tds/api/tds-all/, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/tds/api/tds-all/", fault);
    const call = h.service.getAllTds();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/te/validate_pan/", { drop: true });
    await expect(h.service.validatePan({ pan: "BQSPS4821K" })).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then kind timeout", async () => {
    h.clients.appClient.defaults.timeout = 200;
    h.standIn.setFault("/itr/api/itr-all/", { delayMs: 2000 });
    await expect(h.service.getAllItr()).rejects.toMatchObject({ kind: "timeout" });
  });
});
