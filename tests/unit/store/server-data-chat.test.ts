/** @jest-environment node */
import { ApiError } from "@/services/api-error";
import { RequestValidationError } from "@/services/error-catalogue";
import { chatData } from "@/store/server-data/chat";
import fixtures from "@/tests/support/fixtures/app-api.json";
import type { AppStore } from "@/store";
import { serverDataStores } from "@/tests/support/server-data-stores";

jest.mock("@/services/chat", () => ({
  getChatServices: jest.fn(),
  getChatServiceTypes: jest.fn(),
  getVaultDetails: jest.fn(),
  deleteVaultDocuments: jest.fn(),
}));
const chat = jest.requireMock("@/services/chat") as Record<
  "getChatServices" | "getChatServiceTypes" | "getVaultDetails" | "deleteVaultDocuments",
  jest.Mock
>;

const { chatServices, chatServiceTypes, vaultDocuments, deleteVaultDocuments } = chatData.endpoints;
type Store = AppStore;

// RootState does not type the injected endpoints.
const servicesIn = (store: Store, type: string) => chatServices.select(type)(store.getState() as never);
const vaultIn = (store: Store, query: { email: string; serviceType: string }) => vaultDocuments.select(query)(store.getState() as never);

/** Waits, a turn at a time, for what a tag's refetch does in the background. */
async function until(check: () => boolean) {
  for (let turn = 0; turn < 50 && !check(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

/** A promise and its resolve, to hold a call in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const itrChats = fixtures.chatServices.filter((service) => service.service_type === "ITR");
const tdsChats = fixtures.chatServices.filter((service) => service.service_type === "TDS");
const itrVault = fixtures.vaultDetails.filter((document) => document.service_type === "ITR");
const tdsVault = fixtures.vaultDetails.filter((document) => document.service_type === "TDS");
const PRIYA = { email: "priya.sharma@example.in", serviceType: "ITR" };
const PRIYA_TDS = { ...PRIYA, serviceType: "TDS" };

/** A store per test, dropped after it; nothing reported on console.error. */
const freshStore = serverDataStores();

beforeEach(() => {
  for (const mock of Object.values(chat)) mock.mockReset();
});

describe("chat services by type", () => {
  test("given ITR and TDS asked for, then each is kept under its own type", async () => {
    chat.getChatServices.mockImplementation(async (type: string) => (type === "ITR" ? itrChats : tdsChats));
    const store = freshStore();
    await Promise.all([store.dispatch(chatServices.initiate("ITR")), store.dispatch(chatServices.initiate("TDS"))]);
    expect(servicesIn(store, "ITR").data).toEqual(itrChats);
    expect(servicesIn(store, "TDS").data).toEqual(tdsChats);
    expect(servicesIn(store, "GST").isUninitialized).toBe(true);
    expect(chat.getChatServices.mock.calls).toEqual([["ITR"], ["TDS"]]);
  });

  test("given a load under way for a type, then asking again joins it rather than calling the API twice", async () => {
    chat.getChatServices.mockResolvedValue(itrChats);
    const store = freshStore();
    await Promise.all([store.dispatch(chatServices.initiate("ITR")), store.dispatch(chatServices.initiate("ITR"))]);
    expect(chat.getChatServices).toHaveBeenCalledTimes(1);
  });

  test("given a refresh fails with http 401, then the error's details, and the chats already had stay in the cache", async () => {
    chat.getChatServices.mockResolvedValueOnce(itrChats);
    chat.getChatServices.mockRejectedValueOnce(new ApiError("http", "GET /chat/services/ failed with HTTP 401", { status: 401 }));
    const store = freshStore();
    await store.dispatch(chatServices.initiate("ITR"));
    const result = await store.dispatch(chatServices.initiate("ITR", { forceRefetch: true }));
    const details = { kind: "http", status: 401, message: "GET /chat/services/ failed with HTTP 401" };
    expect(result.error).toEqual(details);
    expect(servicesIn(store, "ITR")).toMatchObject({ isError: true, error: details, data: itrChats });
  });

  test("given an empty type, then the service's refusal is kept as kind invalid-request with its field errors", async () => {
    chat.getChatServices.mockRejectedValue(new RequestValidationError({ non_field_errors: ["Choose a service"] }));
    const store = freshStore();
    await store.dispatch(chatServices.initiate(""));
    expect(servicesIn(store, "").error).toMatchObject({ kind: "invalid-request", fieldErrors: { non_field_errors: ["Choose a service"] } });
  });
});

describe("chat service types", () => {
  test("given they load, then ITR, TDS and GST; given a time-out, then kind timeout", async () => {
    chat.getChatServiceTypes.mockResolvedValueOnce(fixtures.chatServiceTypes);
    const store = freshStore();
    expect((await store.dispatch(chatServiceTypes.initiate())).data?.map((type) => type.service_type)).toEqual(["ITR", "TDS", "GST"]);
    chat.getChatServiceTypes.mockRejectedValueOnce(new ApiError("timeout", "GET /chat/services-type/ timed out"));
    const again = await store.dispatch(chatServiceTypes.initiate(undefined, { forceRefetch: true }));
    expect(again.error).toEqual({ kind: "timeout", message: "GET /chat/services-type/ timed out" });
  });
});

describe("vault documents", () => {
  test("given Priya's ITR and TDS vaults, then each is its own entry, asked for by her email and the service", async () => {
    chat.getVaultDetails.mockImplementation(async ({ serviceType }: { serviceType: string }) => (serviceType === "ITR" ? itrVault : tdsVault));
    const store = freshStore();
    await store.dispatch(vaultDocuments.initiate(PRIYA));
    const tds = deferred<typeof tdsVault>();
    chat.getVaultDetails.mockReturnValueOnce(tds.promise);
    const tdsRequest = store.dispatch(vaultDocuments.initiate(PRIYA_TDS));
    // The TDS vault has nothing of the ITR one while it loads.
    expect(vaultIn(store, PRIYA_TDS).isLoading).toBe(true);
    expect(vaultIn(store, PRIYA_TDS).data).toBeUndefined();
    tds.resolve(tdsVault);
    await tdsRequest;
    expect(vaultIn(store, PRIYA).data).toEqual(itrVault);
    expect(vaultIn(store, PRIYA_TDS).data).toEqual(tdsVault);
    expect(chat.getVaultDetails.mock.calls).toEqual([[PRIYA], [PRIYA_TDS]]);
  });

  test("given a document deleted, then deleting is under way, it leaves the list at once, and only that vault is asked for again", async () => {
    chat.getVaultDetails.mockImplementation(async ({ serviceType }: { serviceType: string }) => (serviceType === "ITR" ? itrVault : tdsVault));
    const store = freshStore();
    const itrList = store.dispatch(vaultDocuments.initiate(PRIYA));
    const tdsList = store.dispatch(vaultDocuments.initiate(PRIYA_TDS));
    await Promise.all([itrList, tdsList]);
    const uuids = [itrVault[0]!.uuid];
    const removal = deferred<void>();
    chat.deleteVaultDocuments.mockReturnValue(removal.promise);
    const refetch = deferred<typeof itrVault>();
    chat.getVaultDetails.mockReturnValueOnce(refetch.promise);

    const request = store.dispatch(deleteVaultDocuments.initiate({ ...PRIYA, uuids }));
    expect(deleteVaultDocuments.select({ requestId: request.requestId, fixedCacheKey: undefined })(store.getState() as never).isLoading).toBe(true);
    removal.resolve();
    expect(await request).toEqual({ data: uuids });
    expect(chat.deleteVaultDocuments).toHaveBeenCalledWith({ ...PRIYA, uuids });
    expect(vaultIn(store, PRIYA).data).toEqual(itrVault.slice(1));
    await until(() => chat.getVaultDetails.mock.calls.length === 3);
    expect(chat.getVaultDetails).toHaveBeenLastCalledWith(PRIYA);

    const shared = { ...itrVault[0]!, uuid: "b7e4", file_name: "rent-agreement.pdf" };
    refetch.resolve([...itrVault.slice(1), shared]);
    await until(() => vaultIn(store, PRIYA).data?.length === itrVault.length);
    expect(vaultIn(store, PRIYA).data?.at(-1)?.file_name).toBe("rent-agreement.pdf");
    expect(chat.getVaultDetails).toHaveBeenCalledTimes(3);
    itrList.unsubscribe();
    tdsList.unsubscribe();
  });

  test("given the delete is refused with a 400, then its field errors, nothing leaves the list, and it is not asked for again", async () => {
    chat.getVaultDetails.mockResolvedValue(itrVault);
    chat.deleteVaultDocuments.mockRejectedValue(new RequestValidationError({ uuids: ["Choose at least one document to delete"] }));
    const store = freshStore();
    const list = store.dispatch(vaultDocuments.initiate(PRIYA));
    await list;
    const result = await store.dispatch(deleteVaultDocuments.initiate({ ...PRIYA, uuids: [] }));
    expect(result).toEqual({
      error: expect.objectContaining({ kind: "invalid-request", fieldErrors: { uuids: ["Choose at least one document to delete"] } }),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vaultIn(store, PRIYA).data).toEqual(itrVault);
    expect(chat.getVaultDetails).toHaveBeenCalledTimes(1);
    list.unsubscribe();
  });
});
