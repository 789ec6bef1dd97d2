/** @jest-environment node */
import { ApiError } from "@/services/api-error";
import { RequestValidationError } from "@/services/error-catalogue";
import { makeStore } from "@/store";
import {
  chatCleared,
  deleteVaultDocuments,
  fetchChatServices,
  fetchChatServiceTypes,
  fetchItrErrors,
  fetchReturnErrors,
  fetchVaultDetails,
  initialChatState,
  selectChatServices,
  selectChatServicesError,
  selectChatServicesStatus,
  selectChatServiceTypes,
  selectItrErrors,
  selectReturnErrors,
  selectReturnsWithErrorsCount,
  selectTdsErrors,
  selectVault,
} from "@/store/chat-slice";
import fixtures from "@/tests/support/fixtures/app-api.json";

jest.mock("@/services/chat", () => ({
  getChatServices: jest.fn(),
  getChatServiceTypes: jest.fn(),
  getVaultDetails: jest.fn(),
  deleteVaultDocuments: jest.fn(),
}));
jest.mock("@/services/returns", () => ({ getAllItr: jest.fn(), getAllTds: jest.fn(), getItr: jest.fn() }));
const chat = jest.requireMock("@/services/chat") as Record<"getChatServices" | "getChatServiceTypes" | "getVaultDetails" | "deleteVaultDocuments", jest.Mock>;
const returns = jest.requireMock("@/services/returns") as Record<"getAllItr" | "getAllTds" | "getItr", jest.Mock>;

/** A fresh store per test, as the app makes it (the chat slice injected when this file imported it), with Redux Toolkit's default checks. */
const makeChatStore = () => makeStore();

/** A promise and its resolve/reject, to hold a call in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const itrChats = fixtures.chatServices.filter((service) => service.service_type === "ITR");
const tdsChats = fixtures.chatServices.filter((service) => service.service_type === "TDS");
const itrVault = fixtures.vaultDetails.filter((document) => document.service_type === "ITR");
const tdsVault = fixtures.vaultDetails.filter((document) => document.service_type === "TDS");
const PRIYA = { email: "priya.sharma@example.in", serviceType: "ITR" };

let consoleError: jest.SpyInstance;
beforeEach(() => {
  for (const mock of [...Object.values(chat), ...Object.values(returns)]) mock.mockReset();
  consoleError = jest.spyOn(console, "error");
});
afterEach(() => {
  // Redux Toolkit's middleware reports non-serialisable state or actions here.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe("chat slice: a fresh store", () => {
  test("given nothing loaded, then every part is idle and the selectors give empty values", () => {
    const store = makeChatStore();
    expect(store.getState().chat).toEqual(initialChatState);
    expect(selectChatServices(store.getState(), "ITR")).toEqual([]);
    expect(selectChatServicesStatus(store.getState(), "ITR")).toBe("idle");
    expect(selectItrErrors(store.getState(), 501)).toEqual({});
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(0);
  });
});

describe("chat services by type", () => {
  test("given ITR loads, then idle → loading → succeeded with the ITR chats, and TDS stays idle", async () => {
    const call = deferred<unknown>();
    chat.getChatServices.mockReturnValue(call.promise);
    const store = makeChatStore();
    const request = store.dispatch(fetchChatServices("ITR"));
    expect(selectChatServicesStatus(store.getState(), "ITR")).toBe("loading");
    call.resolve(itrChats);
    await request;
    expect(store.getState().chat?.servicesByType.ITR).toEqual({ status: "succeeded", error: null, items: itrChats });
    expect(selectChatServicesStatus(store.getState(), "TDS")).toBe("idle");
    expect(chat.getChatServices).toHaveBeenCalledWith("ITR");
  });

  test("given two types, then each is kept under its own key", async () => {
    chat.getChatServices.mockImplementation(async (type: string) => (type === "ITR" ? itrChats : tdsChats));
    const store = makeChatStore();
    await Promise.all([store.dispatch(fetchChatServices("ITR")), store.dispatch(fetchChatServices("TDS"))]);
    expect(selectChatServices(store.getState(), "ITR")).toEqual(itrChats);
    expect(selectChatServices(store.getState(), "TDS")).toEqual(tdsChats);
  });

  test("given a load under way for a type, then a second dispatch does not call the API again", async () => {
    chat.getChatServices.mockResolvedValue(itrChats);
    const store = makeChatStore();
    const first = store.dispatch(fetchChatServices("ITR"));
    store.dispatch(fetchChatServices("ITR"));
    await first;
    expect(chat.getChatServices).toHaveBeenCalledTimes(1);
  });

  test("given a refresh fails with http 401, then failed with the error's details, and the chats already shown stay", async () => {
    chat.getChatServices.mockResolvedValueOnce(itrChats);
    chat.getChatServices.mockRejectedValueOnce(new ApiError("http", "GET /chat/services/ failed with HTTP 401", { status: 401 }));
    const store = makeChatStore();
    await store.dispatch(fetchChatServices("ITR"));
    const result = await store.dispatch(fetchChatServices("ITR"));

    const details = { kind: "http", status: 401, message: "GET /chat/services/ failed with HTTP 401" };
    expect(result.payload).toEqual(details);
    expect(store.getState().chat?.servicesByType.ITR).toEqual({ status: "failed", error: details, items: itrChats });
    expect(selectChatServicesError(store.getState(), "ITR")).toEqual(details);
  });

  test("given an empty type, then the service's refusal is kept as kind invalid-request", async () => {
    chat.getChatServices.mockRejectedValue(new RequestValidationError({ non_field_errors: ["Choose a service"] }));
    const store = makeChatStore();
    await store.dispatch(fetchChatServices(""));
    expect(store.getState().chat?.servicesByType[""]?.error).toMatchObject({ kind: "invalid-request", fieldErrors: { non_field_errors: ["Choose a service"] } });
  });
});

describe("chat service types", () => {
  test("given they load, then succeeded with ITR, TDS and GST", async () => {
    chat.getChatServiceTypes.mockResolvedValue(fixtures.chatServiceTypes);
    const store = makeChatStore();
    await store.dispatch(fetchChatServiceTypes());
    expect(selectChatServiceTypes(store.getState())).toEqual({ status: "succeeded", error: null, items: fixtures.chatServiceTypes });
  });

  test("given a time-out, then failed with kind timeout", async () => {
    chat.getChatServiceTypes.mockRejectedValue(new ApiError("timeout", "GET /chat/services-type/ timed out"));
    const store = makeChatStore();
    await store.dispatch(fetchChatServiceTypes());
    expect(selectChatServiceTypes(store.getState())).toEqual({
      status: "failed",
      error: { kind: "timeout", message: "GET /chat/services-type/ timed out" },
      items: [],
    });
  });
});

describe("vault details", () => {
  test("given Priya's ITR vault loads, then succeeded with its documents and the query kept", async () => {
    chat.getVaultDetails.mockResolvedValue(itrVault);
    const store = makeChatStore();
    await store.dispatch(fetchVaultDetails(PRIYA));
    expect(selectVault(store.getState())).toMatchObject({ status: "succeeded", items: itrVault, query: PRIYA });
    expect(chat.getVaultDetails).toHaveBeenCalledWith(PRIYA);
  });

  test("given another service's vault is asked for, then the old documents are cleared while it loads", async () => {
    chat.getVaultDetails.mockResolvedValueOnce(itrVault);
    const store = makeChatStore();
    await store.dispatch(fetchVaultDetails(PRIYA));
    const tds = deferred<unknown>();
    chat.getVaultDetails.mockReturnValueOnce(tds.promise);
    const request = store.dispatch(fetchVaultDetails({ ...PRIYA, serviceType: "TDS" }));
    expect(selectVault(store.getState())).toMatchObject({ status: "loading", items: [] });
    tds.resolve(tdsVault);
    await request;
    expect(selectVault(store.getState()).items).toEqual(tdsVault);
  });

  test("given a slow answer for an earlier query arrives last, then it does not replace the current one", async () => {
    const slowItr = deferred<unknown>();
    chat.getVaultDetails.mockReturnValueOnce(slowItr.promise).mockResolvedValueOnce(tdsVault);
    const store = makeChatStore();
    const first = store.dispatch(fetchVaultDetails(PRIYA));
    await store.dispatch(fetchVaultDetails({ ...PRIYA, serviceType: "TDS" }));
    slowItr.resolve(itrVault);
    await first;
    expect(selectVault(store.getState())).toMatchObject({ status: "succeeded", items: tdsVault, query: { serviceType: "TDS" } });
  });

  test("given a document is deleted, then it leaves the list and deleting goes true → false", async () => {
    chat.getVaultDetails.mockResolvedValue(itrVault);
    const removal = deferred<void>();
    chat.deleteVaultDocuments.mockReturnValue(removal.promise);
    const store = makeChatStore();
    await store.dispatch(fetchVaultDetails(PRIYA));
    const uuids = [itrVault[0]!.uuid];
    const request = store.dispatch(deleteVaultDocuments({ ...PRIYA, uuids }));
    expect(selectVault(store.getState()).deleting).toBe(true);
    removal.resolve();
    await request;
    expect(selectVault(store.getState())).toMatchObject({ deleting: false, deleteError: null, items: itrVault.slice(1) });
    expect(chat.deleteVaultDocuments).toHaveBeenCalledWith({ ...PRIYA, uuids });
  });

  test("given the delete fails with a 400, then nothing leaves the list and the field errors are kept", async () => {
    chat.getVaultDetails.mockResolvedValue(itrVault);
    chat.deleteVaultDocuments.mockRejectedValue(new RequestValidationError({ uuids: ["Choose at least one document to delete"] }));
    const store = makeChatStore();
    await store.dispatch(fetchVaultDetails(PRIYA));
    await store.dispatch(deleteVaultDocuments({ ...PRIYA, uuids: [] }));
    expect(selectVault(store.getState())).toMatchObject({
      deleting: false,
      items: itrVault,
      deleteError: { kind: "invalid-request", fieldErrors: { uuids: ["Choose at least one document to delete"] } },
    });
  });
});

describe("the TDS/ITR errors map", () => {
  const serverError = new ApiError("http", "GET /tds/api/tds-all/ failed with HTTP 500", { status: 500 });
  const serverErrorDetails = { kind: "http", status: 500, message: "GET /tds/api/tds-all/ failed with HTTP 500" };

  test("given both lists load, then only the returns with errors are in the map, by id, and the thunk hands back both lists", async () => {
    returns.getAllItr.mockResolvedValue(fixtures.itrs);
    returns.getAllTds.mockResolvedValue(fixtures.tdsReturns);
    const store = makeChatStore();
    const request = store.dispatch(fetchReturnErrors());
    expect(selectReturnErrors(store.getState()).itr.status).toBe("loading");
    expect(selectReturnErrors(store.getState()).tds.status).toBe("loading");
    const action = await request;
    expect(action.payload).toEqual({ itr: { ok: true, value: fixtures.itrs }, tds: { ok: true, value: fixtures.tdsReturns } });
    // ITR 501 and TDS 601 have errors; 502 and 602 have none.
    expect(selectReturnErrors(store.getState())).toEqual({
      itr: { status: "succeeded", error: null, byId: { "501": fixtures.itrs[0]!.errors } },
      tds: { status: "succeeded", error: null, byId: { "601": fixtures.tdsReturns[0]!.errors } },
    });
    expect(selectItrErrors(store.getState(), 501)).toEqual({
      salary: ["Gross salary does not match Form 16 Part B."],
      bank: ["Add at least one bank account for the refund."],
    });
    expect(selectTdsErrors(store.getState(), 602)).toEqual({});
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(2);
  });

  test("given the TDS list fails, then the ITRs still fill their half of the map and the TDS half keeps its own error", async () => {
    returns.getAllItr.mockResolvedValue(fixtures.itrs);
    returns.getAllTds.mockRejectedValue(serverError);
    const store = makeChatStore();
    const action = await store.dispatch(fetchReturnErrors());
    expect(action.type).toBe(fetchReturnErrors.fulfilled.type);
    expect(action.payload).toEqual({ itr: { ok: true, value: fixtures.itrs }, tds: { ok: false, error: serverErrorDetails } });
    expect(selectReturnErrors(store.getState())).toEqual({
      itr: { status: "succeeded", error: null, byId: { "501": fixtures.itrs[0]!.errors } },
      tds: { status: "failed", error: serverErrorDetails, byId: {} },
    });
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(1);
  });

  test("given the ITR list fails, then the TDS half is filled and the ITR half says why", async () => {
    returns.getAllItr.mockRejectedValue(new ApiError("network", "GET /itr/api/itr-all/ got no answer"));
    returns.getAllTds.mockResolvedValue(fixtures.tdsReturns);
    const store = makeChatStore();
    await store.dispatch(fetchReturnErrors());
    expect(selectReturnErrors(store.getState())).toEqual({
      itr: { status: "failed", error: { kind: "network", message: "GET /itr/api/itr-all/ got no answer" }, byId: {} },
      tds: { status: "succeeded", error: null, byId: { "601": fixtures.tdsReturns[0]!.errors } },
    });
  });

  test("given a good load and then a failed TDS refresh, then the TDS half keeps its last good map beside the error", async () => {
    returns.getAllItr.mockResolvedValue(fixtures.itrs);
    returns.getAllTds.mockResolvedValueOnce(fixtures.tdsReturns).mockRejectedValueOnce(serverError);
    const store = makeChatStore();
    await store.dispatch(fetchReturnErrors());
    await store.dispatch(fetchReturnErrors());
    expect(selectReturnErrors(store.getState()).tds).toEqual({ status: "failed", error: serverErrorDetails, byId: { "601": fixtures.tdsReturns[0]!.errors } });
    expect(selectTdsErrors(store.getState(), 601)).toEqual({ challan: ["Challan 0510308 is not matched with any deductee row."] });
  });

  test("given both lists fail, then each half is failed with its own details", async () => {
    returns.getAllItr.mockRejectedValue(new ApiError("timeout", "GET /itr/api/itr-all/ timed out"));
    returns.getAllTds.mockRejectedValue(serverError);
    const store = makeChatStore();
    await store.dispatch(fetchReturnErrors());
    expect(selectReturnErrors(store.getState())).toEqual({
      itr: { status: "failed", error: { kind: "timeout", message: "GET /itr/api/itr-all/ timed out" }, byId: {} },
      tds: { status: "failed", error: serverErrorDetails, byId: {} },
    });
  });

  test("given ITR 501 is fixed and reloaded, then its entry leaves the map; given new errors, they replace the old", async () => {
    returns.getAllItr.mockResolvedValue(fixtures.itrs);
    returns.getAllTds.mockResolvedValue([]);
    const store = makeChatStore();
    await store.dispatch(fetchReturnErrors());

    returns.getItr.mockResolvedValueOnce({ ...fixtures.itrs[0], errors: null });
    await store.dispatch(fetchItrErrors(501));
    expect(selectItrErrors(store.getState(), 501)).toEqual({});

    returns.getItr.mockResolvedValueOnce({ ...fixtures.itrs[0], errors: { deductions: ["80D needs the policy number."] } });
    await store.dispatch(fetchItrErrors(501));
    expect(selectItrErrors(store.getState(), 501)).toEqual({ deductions: ["80D needs the policy number."] });
    expect(returns.getItr).toHaveBeenCalledWith(501);
  });

  test("given one return's reload fails, then the thunk rejects with the details and the list's half is left as it was", async () => {
    returns.getAllItr.mockResolvedValue(fixtures.itrs);
    returns.getAllTds.mockResolvedValue([]);
    const store = makeChatStore();
    await store.dispatch(fetchReturnErrors());
    const before = selectReturnErrors(store.getState()).itr;
    returns.getItr.mockRejectedValueOnce(new ApiError("http", "GET /itr/api/itr/501/ failed with HTTP 404", { status: 404 }));
    const action = await store.dispatch(fetchItrErrors(501));
    expect(action.payload).toEqual({ kind: "http", status: 404, message: "GET /itr/api/itr/501/ failed with HTTP 404" });
    expect(selectReturnErrors(store.getState()).itr).toBe(before);
  });
});

describe("chatCleared", () => {
  test("given a loaded store, then after logout it is back to the initial state", async () => {
    chat.getChatServices.mockResolvedValue(itrChats);
    chat.getVaultDetails.mockResolvedValue(itrVault);
    const store = makeChatStore();
    await store.dispatch(fetchChatServices("ITR"));
    await store.dispatch(fetchVaultDetails(PRIYA));
    store.dispatch(chatCleared());
    expect(store.getState().chat).toEqual(initialChatState);
  });
});
