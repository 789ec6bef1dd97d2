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

const h = serviceHarness(() => import("@/services/chat"));
const EMAIL = "priya.sharma@example.in";

describe("chat reads, as the signed-in user", () => {
  test("given service type ITR, then GET /chat/services/?servicetype=ITR with the session cookie and basic auth answers the two ITR chats", async () => {
    const services = await h.service.getChatServices("ITR");
    expect(services.map((item) => item.chat_room)).toEqual(["itr-room-1001", "itr-room-1002"]);
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /chat/services/");
    expect(call.query).toEqual({ servicetype: "ITR" });
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(call.headers.cookie).toContain("taxsathi=regular");
  });

  test("given the service types, then GET /chat/services-type/ answers ITR, TDS and GST", async () => {
    expect((await h.service.getChatServiceTypes()).map((type) => type.service_type)).toEqual(["ITR", "TDS", "GST"]);
    expect(h.onlyCall().path).toBe("/chat/services-type/");
  });

  test("given an email and service type, then GET /chat/vaultdetails/ sends both query names and answers that service's documents", async () => {
    const documents = await h.service.getVaultDetails({ email: EMAIL, serviceType: "ITR" });
    expect(documents.map((document) => document.file_name)).toEqual(["form16-2025-26.pdf", "rent-receipts-2025-26.pdf"]);
    expect(h.onlyCall().query).toEqual({ email: EMAIL, service_type: "ITR" });
  });

  test("given a chat room, then messages, notifications and stages go with chatroom / notification_room", async () => {
    const messages = await h.service.getChatMessages("itr-room-1001");
    const notifications = await h.service.getNotifications("itr-room-1001");
    const stages = await h.service.getChatStages("itr-room-1001");
    expect(messages.map((message) => message.id)).toEqual([7001, 7002]);
    expect(notifications.map((notification) => notification.is_read)).toEqual([true, false]);
    expect(stages.map((stage) => stage.stage)).toEqual(["documents", "review", "filed"]);
    expect(h.apiCalls().map((call) => [call.path, call.query])).toEqual([
      ["/chat/storechatmessage/", { chatroom: "itr-room-1001" }],
      ["/chat/createnotification/", { notification_room: "itr-room-1001" }],
      ["/chat/chat-stages/", { chatroom: "itr-room-1001" }],
    ]);
  });

  test("given the service providers, then GET /chat/serviceswisesp/ answers one entry per service type", async () => {
    const providers = await h.service.getServiceProviders();
    expect(providers.map((entry) => [entry.service_type, entry.service_providers.length])).toEqual([
      ["ITR", 1],
      ["TDS", 2],
      ["GST", 1],
    ]);
  });

  test("given a package link request, then GET /chat/generate-package-link/ sends chat_room and email", async () => {
    expect(await h.service.getPackageLink({ chatRoom: "itr-room-1001", email: EMAIL })).toMatchObject({ link: fixtures.packageLink });
    expect(h.onlyCall().query).toEqual({ chat_room: "itr-room-1001", email: EMAIL });
  });
});

describe("assigned users per service provider", () => {
  test("given only sp_email, then limit 50 and page 1 are sent and Arjun's three users come back", async () => {
    const page = await h.service.getAssignedUsers({ sp_email: "arjun.menon@example.com" });
    expect(h.onlyCall().query).toEqual({ sp_email: "arjun.menon@example.com", limit: "50", page: "1" });
    expect(page.count).toBe(3);
    expect(page.results.map((user) => user.email)).toEqual(["priya.sharma@example.in", "rahul.verma@example.in", "neha.gupta@example.in"]);
    expect([page.next, page.previous]).toEqual([null, null]);
  });

  test("given every filter, then each is sent under its query name", async () => {
    const page = await h.service.getAssignedUsers({
      sp_email: "arjun.menon@example.com",
      service_type: "ITR",
      action: "open",
      stage: "review",
      channel: "whatsapp",
      limit: 10,
      page: 1,
      search_str: "rahul",
    });
    expect(h.onlyCall().query).toEqual({
      sp_email: "arjun.menon@example.com",
      service_type: "ITR",
      action: "open",
      stage: "review",
      channel: "whatsapp",
      limit: "10",
      page: "1",
      search_str: "rahul",
    });
    expect(page.results.map((user) => user.name)).toEqual(["Rahul Verma"]);
  });

  test("given limit 2 and page 2 of three users, then one user comes back with a link to page 1", async () => {
    const page = await h.service.getAssignedUsers({ sp_email: "arjun.menon@example.com", limit: 2, page: 2 });
    expect(page.results).toHaveLength(1);
    expect(page.next).toBeNull();
    expect(new URL(page.previous ?? "").searchParams.get("page")).toBe("1");
  });

  test("given page 0, then nothing is sent and the refusal names the field", async () => {
    const error = await h.service.getAssignedUsers({ sp_email: "arjun.menon@example.com", page: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(Object.keys((error as RequestValidationError).fieldErrors)).toEqual(["page"]);
    expect(h.apiCalls()).toEqual([]);
  });
});

describe("chat writes, as the signed-in user with the CSRF header", () => {
  test("given user details typed with spaces and +91, then POST /chat/storeuserdetails/ sends them cleaned, with the CSRF header, and answers the room", async () => {
    const answer = await h.service.storeUserDetails({
      name: "  Priya   Sharma ",
      email: ` ${EMAIL} `,
      mobile_number: "+91 98765-43210",
      service_type: "ITR",
    });
    expect(answer.chat_room).toBe("itr-room-1004");
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /chat/storeuserdetails/");
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(call.body)).toEqual({ name: "Priya Sharma", email: EMAIL, mobile_number: "9876543210", service_type: "ITR" });
  });

  test("given an update of the mobile number only, then PUT /chat/storeuserdetails/ sends the room and that field", async () => {
    await h.service.updateUserDetails({ chat_room: "itr-room-1001", mobile_number: "9123456780" });
    const call = h.onlyCall();
    expect(call.method).toBe("PUT");
    expect(JSON.parse(call.body)).toEqual({ chat_room: "itr-room-1001", mobile_number: "9123456780" });
  });

  test("given a mobile number starting with 5, then nothing is sent and the form's message comes back for mobile_number", async () => {
    const call = h.service.storeUserDetails({ name: "Priya", email: EMAIL, mobile_number: "5876543210", service_type: "ITR" });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({
      fieldErrors: { mobile_number: ["Enter a 10-digit mobile number starting with 6, 7, 8 or 9"] },
    });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given packages, then POST /chat/generate-package-link/?chat_room=&email= sends them and answers the link", async () => {
    const link = await h.service.generatePackageLink({ chatRoom: "itr-room-1001", email: EMAIL }, [{ id: 11, quantity: 1 }]);
    expect(link.link).toBe(fixtures.packageLink);
    const call = h.onlyCall();
    expect(call.query).toEqual({ chat_room: "itr-room-1001", email: EMAIL });
    expect(JSON.parse(call.body)).toEqual({ packages: [{ id: 11, quantity: 1 }] });
  });

  test("given a message, then POST /chat/storechatmessage/?chatroom= sends it trimmed and answers it from the signed-in user", async () => {
    const message = await h.service.sendChatMessage("itr-room-1001", "  Form 16 uploaded. ");
    expect(message).toMatchObject({ message: "Form 16 uploaded.", sender: EMAIL });
    const call = h.onlyCall();
    expect(call.query).toEqual({ chatroom: "itr-room-1001" });
    expect(JSON.parse(call.body)).toEqual({ message: "Form 16 uploaded." });
  });

  test("given two documents to delete, then DELETE /chat/vaultdetails/ sends email and service_type in the query and uuids in the body", async () => {
    const uuids = [fixtures.vaultDetails[0]!.uuid, fixtures.vaultDetails[1]!.uuid];
    await expect(h.service.deleteVaultDocuments({ email: EMAIL, serviceType: "ITR", uuids })).resolves.toBeUndefined();
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("DELETE /chat/vaultdetails/");
    expect(call.query).toEqual({ email: EMAIL, service_type: "ITR" });
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(JSON.parse(call.body)).toEqual({ uuids });
  });

  test("given an unknown document, then the stand-in's 400 field error is read back for uuids", async () => {
    const error = await h.service.deleteVaultDocuments({ email: EMAIL, serviceType: "ITR", uuids: ["no-such-uuid"] }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ uuids: ["Unknown documents: no-such-uuid."] });
  });

  test("given no document chosen, then nothing is sent", async () => {
    await expect(h.service.deleteVaultDocuments({ email: EMAIL, serviceType: "ITR", uuids: [] })).rejects.toMatchObject({
      fieldErrors: { uuids: ["Choose at least one document to delete"] },
    });
    expect(h.apiCalls()).toEqual([]);
  });
});

describe("chat session failures", () => {
  test("given no session cookie, then a read is refused with http 401", async () => {
    h.clearCookie("taxsathi");
    await expect(h.service.getChatServiceTypes()).rejects.toMatchObject({ kind: "http", status: 401 });
    expect(h.onlyCall().headers.cookie ?? "").not.toContain("taxsathi=");
  });

  test("given no csrftoken cookie, then the CSRF header goes empty and a write is refused with http 403", async () => {
    h.clearCookie("csrftoken");
    await expect(h.service.sendChatMessage("itr-room-1001", "Hello")).rejects.toMatchObject({ kind: "http", status: 403 });
    expect(h.onlyCall().headers["x-csrftoken"]).toBe("");
  });
});

describe("chat faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario on /chat/services/, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/chat/services/", fault);
    const call = h.service.getChatServices("ITR");
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then it rejects with kind network", async () => {
    // jsdom keeps its time-out timer after a network error; with none, nothing lingers.
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/chat/storechatmessage/", { drop: true });
    await expect(h.service.sendChatMessage("itr-room-1001", "Hello")).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then it rejects with kind timeout", async () => {
    h.clients.appClient.defaults.timeout = 200;
    h.standIn.setFault("/chat/vaultdetails/", { delayMs: 2000 });
    await expect(h.service.getVaultDetails({ email: EMAIL, serviceType: "ITR" })).rejects.toMatchObject({ kind: "timeout" });
  });
});
