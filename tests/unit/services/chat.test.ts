/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError, fieldErrorsFrom } from "@/services/error-catalogue";
import fixtures from "@/tests/support/fixtures/app-api.json";
import { startStandIn, type StandIn, type StandInFault } from "@/tests/support/stand-in.mjs";

type Service = typeof import("@/services/chat");
type Clients = typeof import("@/services/clients");

const BASIC_AUTH = "Basic ZGVtbzpzM2NyZXQ="; // base64 of "demo:s3cret"
const CSRF_TOKEN = "csrf-abc123";
const EMAIL = "priya.sharma@example.in";
let standIn: StandIn;
let service: Service;
let clients: Clients;
let defaultTimeout: number | undefined;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0 });
  // The clients read the settings when first imported, so the modules load after this.
  process.env.NEXT_PUBLIC_API_URL = standIn.url;
  process.env.NEXT_PUBLIC_API_BASIC_AUTH = "demo:s3cret";
  service = await import("@/services/chat");
  clients = await import("@/services/clients");
  defaultTimeout = clients.appClient.defaults.timeout;
});
beforeEach(() => {
  // jsdom reports each failed XHR on the console, as a browser would; that is noise here.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  document.cookie = "taxsathi=regular; path=/";
  document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
});
afterEach(() => {
  standIn.reset();
  clients.appClient.defaults.timeout = defaultTimeout;
  clearCookie("taxsathi");
  clearCookie("csrftoken");
  jest.restoreAllMocks();
});
afterAll(() => standIn.close());

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
const apiCalls = () => standIn.requests().filter((request) => request.method !== "OPTIONS");
const onlyCall = () => {
  const calls = apiCalls();
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

describe("chat reads, as the signed-in user", () => {
  test("given service type ITR, then GET /chat/services/?servicetype=ITR with the session cookie and basic auth answers the two ITR chats", async () => {
    const services = await service.getChatServices("ITR");
    expect(services.map((item) => item.chat_room)).toEqual(["itr-room-1001", "itr-room-1002"]);
    const call = onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /chat/services/");
    expect(call.query).toEqual({ servicetype: "ITR" });
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(call.headers.cookie).toContain("taxsathi=regular");
  });

  test("given the service types, then GET /chat/services-type/ answers ITR, TDS and GST", async () => {
    expect((await service.getChatServiceTypes()).map((type) => type.service_type)).toEqual(["ITR", "TDS", "GST"]);
    expect(onlyCall().path).toBe("/chat/services-type/");
  });

  test("given an email and service type, then GET /chat/vaultdetails/ sends both query names and answers that service's documents", async () => {
    const documents = await service.getVaultDetails({ email: EMAIL, serviceType: "ITR" });
    expect(documents.map((document) => document.file_name)).toEqual(["form16-2025-26.pdf", "rent-receipts-2025-26.pdf"]);
    expect(onlyCall().query).toEqual({ email: EMAIL, service_type: "ITR" });
  });

  test("given a chat room, then messages, notifications and stages go with chatroom / notification_room", async () => {
    const messages = await service.getChatMessages("itr-room-1001");
    const notifications = await service.getNotifications("itr-room-1001");
    const stages = await service.getChatStages("itr-room-1001");
    expect(messages.map((message) => message.id)).toEqual([7001, 7002]);
    expect(notifications.map((notification) => notification.is_read)).toEqual([true, false]);
    expect(stages.map((stage) => stage.stage)).toEqual(["documents", "review", "filed"]);
    expect(apiCalls().map((call) => [call.path, call.query])).toEqual([
      ["/chat/storechatmessage/", { chatroom: "itr-room-1001" }],
      ["/chat/createnotification/", { notification_room: "itr-room-1001" }],
      ["/chat/chat-stages/", { chatroom: "itr-room-1001" }],
    ]);
  });

  test("given the service providers, then GET /chat/serviceswisesp/ answers one entry per service type", async () => {
    const providers = await service.getServiceProviders();
    expect(providers.map((entry) => [entry.service_type, entry.service_providers.length])).toEqual([
      ["ITR", 1],
      ["TDS", 2],
      ["GST", 1],
    ]);
  });

  test("given a package link request, then GET /chat/generate-package-link/ sends chat_room and email", async () => {
    expect(await service.getPackageLink({ chatRoom: "itr-room-1001", email: EMAIL })).toMatchObject({ link: fixtures.packageLink });
    expect(onlyCall().query).toEqual({ chat_room: "itr-room-1001", email: EMAIL });
  });
});

describe("assigned users per service provider", () => {
  test("given only sp_email, then limit 50 and page 1 are sent and Arjun's three users come back", async () => {
    const page = await service.getAssignedUsers({ sp_email: "arjun.menon@example.com" });
    expect(onlyCall().query).toEqual({ sp_email: "arjun.menon@example.com", limit: "50", page: "1" });
    expect(page.count).toBe(3);
    expect(page.results.map((user) => user.email)).toEqual(["priya.sharma@example.in", "rahul.verma@example.in", "neha.gupta@example.in"]);
    expect([page.next, page.previous]).toEqual([null, null]);
  });

  test("given every filter, then each is sent under its query name", async () => {
    const page = await service.getAssignedUsers({
      sp_email: "arjun.menon@example.com",
      service_type: "ITR",
      action: "open",
      stage: "review",
      channel: "whatsapp",
      limit: 10,
      page: 1,
      search_str: "rahul",
    });
    expect(onlyCall().query).toEqual({
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
    const page = await service.getAssignedUsers({ sp_email: "arjun.menon@example.com", limit: 2, page: 2 });
    expect(page.results).toHaveLength(1);
    expect(page.next).toBeNull();
    expect(new URL(page.previous ?? "").searchParams.get("page")).toBe("1");
  });

  test("given page 0, then nothing is sent and the refusal names the field", async () => {
    const error = await service.getAssignedUsers({ sp_email: "arjun.menon@example.com", page: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(Object.keys((error as RequestValidationError).fieldErrors)).toEqual(["page"]);
    expect(apiCalls()).toEqual([]);
  });
});

describe("chat writes, as the signed-in user with the CSRF header", () => {
  test("given user details typed with spaces and +91, then POST /chat/storeuserdetails/ sends them cleaned, with the CSRF header, and answers the room", async () => {
    const answer = await service.storeUserDetails({
      name: "  Priya   Sharma ",
      email: ` ${EMAIL} `,
      mobile_number: "+91 98765-43210",
      service_type: "ITR",
    });
    expect(answer.chat_room).toBe("itr-room-1004");
    const call = onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /chat/storeuserdetails/");
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(call.body)).toEqual({ name: "Priya Sharma", email: EMAIL, mobile_number: "9876543210", service_type: "ITR" });
  });

  test("given an update of the mobile number only, then PUT /chat/storeuserdetails/ sends the room and that field", async () => {
    await service.updateUserDetails({ chat_room: "itr-room-1001", mobile_number: "9123456780" });
    const call = onlyCall();
    expect(call.method).toBe("PUT");
    expect(JSON.parse(call.body)).toEqual({ chat_room: "itr-room-1001", mobile_number: "9123456780" });
  });

  test("given a mobile number starting with 5, then nothing is sent and the form's message comes back for mobile_number", async () => {
    const call = service.storeUserDetails({ name: "Priya", email: EMAIL, mobile_number: "5876543210", service_type: "ITR" });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({
      fieldErrors: { mobile_number: ["Enter a 10-digit mobile number starting with 6, 7, 8 or 9"] },
    });
    expect(apiCalls()).toEqual([]);
  });

  test("given packages, then POST /chat/generate-package-link/?chat_room=&email= sends them and answers the link", async () => {
    const link = await service.generatePackageLink({ chatRoom: "itr-room-1001", email: EMAIL }, [{ id: 11, quantity: 1 }]);
    expect(link.link).toBe(fixtures.packageLink);
    const call = onlyCall();
    expect(call.query).toEqual({ chat_room: "itr-room-1001", email: EMAIL });
    expect(JSON.parse(call.body)).toEqual({ packages: [{ id: 11, quantity: 1 }] });
  });

  test("given a message, then POST /chat/storechatmessage/?chatroom= sends it trimmed and answers it from the signed-in user", async () => {
    const message = await service.sendChatMessage("itr-room-1001", "  Form 16 uploaded. ");
    expect(message).toMatchObject({ message: "Form 16 uploaded.", sender: EMAIL });
    const call = onlyCall();
    expect(call.query).toEqual({ chatroom: "itr-room-1001" });
    expect(JSON.parse(call.body)).toEqual({ message: "Form 16 uploaded." });
  });

  test("given two documents to delete, then DELETE /chat/vaultdetails/ sends email and service_type in the query and uuids in the body", async () => {
    const uuids = [fixtures.vaultDetails[0]!.uuid, fixtures.vaultDetails[1]!.uuid];
    await expect(service.deleteVaultDocuments({ email: EMAIL, serviceType: "ITR", uuids })).resolves.toBeUndefined();
    const call = onlyCall();
    expect(`${call.method} ${call.path}`).toBe("DELETE /chat/vaultdetails/");
    expect(call.query).toEqual({ email: EMAIL, service_type: "ITR" });
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(JSON.parse(call.body)).toEqual({ uuids });
  });

  test("given an unknown document, then the stand-in's 400 field error is read back for uuids", async () => {
    const error = await service.deleteVaultDocuments({ email: EMAIL, serviceType: "ITR", uuids: ["no-such-uuid"] }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ uuids: ["Unknown documents: no-such-uuid."] });
  });

  test("given no document chosen, then nothing is sent", async () => {
    await expect(service.deleteVaultDocuments({ email: EMAIL, serviceType: "ITR", uuids: [] })).rejects.toMatchObject({
      fieldErrors: { uuids: ["Choose at least one document to delete"] },
    });
    expect(apiCalls()).toEqual([]);
  });
});

describe("chat session failures", () => {
  test("given no session cookie, then a read is refused with http 401", async () => {
    clearCookie("taxsathi");
    await expect(service.getChatServiceTypes()).rejects.toMatchObject({ kind: "http", status: 401 });
    expect(onlyCall().headers.cookie ?? "").not.toContain("taxsathi=");
  });

  test("given no csrftoken cookie, then the CSRF header goes empty and a write is refused with http 403", async () => {
    clearCookie("csrftoken");
    await expect(service.sendChatMessage("itr-room-1001", "Hello")).rejects.toMatchObject({ kind: "http", status: 403 });
    expect(onlyCall().headers["x-csrftoken"]).toBe("");
  });
});

describe("chat faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario on /chat/services/, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    standIn.setFault("/chat/services/", fault);
    const call = service.getChatServices("ITR");
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then it rejects with kind network", async () => {
    // jsdom keeps its time-out timer after a network error; with none, nothing lingers.
    clients.appClient.defaults.timeout = 0;
    standIn.setFault("/chat/storechatmessage/", { drop: true });
    await expect(service.sendChatMessage("itr-room-1001", "Hello")).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then it rejects with kind timeout", async () => {
    clients.appClient.defaults.timeout = 200;
    standIn.setFault("/chat/vaultdetails/", { delayMs: 2000 });
    await expect(service.getVaultDetails({ email: EMAIL, serviceType: "ITR" })).rejects.toMatchObject({ kind: "timeout" });
  });
});
