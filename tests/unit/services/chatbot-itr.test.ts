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

type Service = typeof import("@/services/chatbot-itr");

// The harness sets the site's session cookies: they show that these calls never carry them.
const h = serviceHarness(() => import("@/services/chatbot-itr"), { host: "chatbot" });

const PHONE = "919876543210";
const record = fixtures.chatbotItrs[PHONE];

describe("the chat-bot's ITR update form", () => {
  test("given the link's number with + and spaces, then GET /api/get_itr on the chat-bot host sends phone and request_agent, with basic auth and no cookie", async () => {
    expect(await h.service.getChatbotItr("+91 98765 43210")).toEqual(record);
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /api/get_itr");
    expect(call.query).toEqual({ phone: PHONE, request_agent: "itr_update_form" });
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(call.headers.cookie).toBeUndefined();
  });

  test("given a number with no return, then http 404", async () => {
    await expect(h.service.getChatbotItr("919000000001")).rejects.toMatchObject({ kind: "http", status: 404 });
  });

  test("given a number of 5 digits, then nothing is sent", async () => {
    await expect(h.service.getChatbotItr("12345")).rejects.toBeInstanceOf(RequestValidationError);
    expect(h.apiCalls()).toEqual([]);
  });

  test("given a new bank account typed loosely, then PUT /api/update_itr?phone= sends it cleaned and answers the updated record", async () => {
    const updated = await h.service.updateChatbotItr(PHONE, { bank_account_number: "5010 0234 5678 91", ifsc: " hdfc0004321 " });
    expect(updated).toEqual({ ...record, bank_account_number: "50100234567891", ifsc: "HDFC0004321" });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("PUT /api/update_itr");
    expect(call.query).toEqual({ phone: PHONE });
    expect(call.headers.cookie).toBeUndefined();
    expect(JSON.parse(call.body)).toEqual({ bank_account_number: "50100234567891", ifsc: "HDFC0004321" });
  });

  test.each([
    ["no change at all", {}, { non_field_errors: ["Change at least one detail"] }],
    ["an IFSC without the 0 in fifth place", { ifsc: "HDFC1004321" }, { ifsc: ["Enter the IFSC: 11 characters, like SBIN0001234"] }],
    ["an account number of 8 digits", { bank_account_number: "12345678" }, { bank_account_number: ["Enter the account number: 9 to 18 digits"] }],
  ])("given %s, then nothing is sent", async (_scenario, update, fieldErrors) => {
    await expect(h.service.updateChatbotItr(PHONE, update)).rejects.toMatchObject({ fieldErrors });
    expect(h.apiCalls()).toEqual([]);
  });
});

describe("chat-bot faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/api/get_itr", fault);
    const call = h.service.getChatbotItr(PHONE);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    h.clients.chatbotClient.defaults.timeout = 0;
    h.standIn.setFault("/api/update_itr", { drop: true });
    await expect(h.service.updateChatbotItr(PHONE, { name: "Priya Sharma" })).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then kind timeout", async () => {
    h.clients.chatbotClient.defaults.timeout = 200;
    h.standIn.setFault("/api/get_itr", { delayMs: 2000 });
    await expect(h.service.getChatbotItr(PHONE)).rejects.toMatchObject({ kind: "timeout" });
  });
});

describe("with no chat-bot host configured", () => {
  test("given NEXT_PUBLIC_CHATBOT_API_URL unset, then nothing is sent and the form can say the update is unavailable", async () => {
    delete process.env.NEXT_PUBLIC_CHATBOT_API_URL;
    let unconfigured: Service | undefined;
    let catalogue: typeof import("@/services/error-catalogue") | undefined;
    await jest.isolateModulesAsync(async () => {
      unconfigured = await import("@/services/chatbot-itr");
      catalogue = await import("@/services/error-catalogue");
    });
    process.env.NEXT_PUBLIC_CHATBOT_API_URL = h.standIn.url;
    const error = await unconfigured!.getChatbotItr(PHONE).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "not-configured" });
    expect(catalogue!.userMessage(error, { doing: "Loading your return", feature: "The ITR update form", form: false })).toBe(
      "The ITR update form isn't available right now. Please try again later, or contact us and we'll help.",
    );
    expect(h.apiCalls()).toEqual([]);
  });
});
