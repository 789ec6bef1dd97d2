/** @jest-environment node */
import { ApiError } from "@/services/api-error";
import { returnsData, selectItrErrors, selectReturnErrors, selectReturnsWithErrorsCount, selectTdsErrors } from "@/store/server-data/returns";
import fixtures from "@/tests/support/fixtures/app-api.json";
import type { AppStore } from "@/store";
import { serverDataStores } from "@/tests/support/server-data-stores";

jest.mock("@/services/returns", () => ({ getAllItr: jest.fn(), getAllTds: jest.fn(), getItr: jest.fn(), prefillItr: jest.fn() }));
const returns = jest.requireMock("@/services/returns") as Record<"getAllItr" | "getAllTds" | "getItr" | "prefillItr", jest.Mock>;

const { returnsLists, itr, prefillItr } = returnsData.endpoints;

/** What the store holds for an endpoint's argument (RootState does not type injected endpoints). */
const listsIn = (store: AppStore) => returnsLists.select()(store.getState() as never);

/** Waits, a turn at a time, for what a tag's refetch does in the background. */
async function until(check: () => boolean) {
  for (let turn = 0; turn < 50 && !check(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
}

/* ITR 501 and TDS 601 have errors; 502 and 602 have none. */
const [itr501, itr502] = fixtures.itrs;
const [tds601] = fixtures.tdsReturns;
const serverError = new ApiError("http", "GET /tds/api/tds-all/ failed with HTTP 500", { status: 500 });
const serverErrorDetails = { kind: "http", status: 500, message: "GET /tds/api/tds-all/ failed with HTTP 500" };

/** A store per test, dropped after it; nothing reported on console.error. */
const freshStore = serverDataStores();

beforeEach(() => {
  for (const mock of Object.values(returns)) mock.mockReset();
  returns.getAllItr.mockResolvedValue(fixtures.itrs);
  returns.getAllTds.mockResolvedValue(fixtures.tdsReturns);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe("the returns lists", () => {
  test("given a fresh store, then the errors map is empty and nothing is counted", () => {
    const store = freshStore();
    expect(selectReturnErrors(store.getState())).toEqual({ itr: {}, tds: {} });
    expect(selectItrErrors(store.getState(), 501)).toEqual({});
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(0);
  });

  test("given both lists load, then the answer holds both, and only the returns with errors are in the map, by id", async () => {
    const store = freshStore();
    const request = store.dispatch(returnsLists.initiate());
    expect(listsIn(store).isLoading).toBe(true);
    await request;
    expect(listsIn(store).data).toEqual({ itr: { ok: true, value: fixtures.itrs }, tds: { ok: true, value: fixtures.tdsReturns } });
    expect(selectReturnErrors(store.getState())).toEqual({ itr: { "501": itr501!.errors }, tds: { "601": tds601!.errors } });
    expect(selectItrErrors(store.getState(), 501)).toEqual({
      salary: ["Gross salary does not match Form 16 Part B."],
      bank: ["Add at least one bank account for the refund."],
    });
    expect(selectTdsErrors(store.getState(), 601)).toEqual({ challan: ["Challan 0510308 is not matched with any deductee row."] });
    expect(selectTdsErrors(store.getState(), 602)).toEqual({});
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(2);
    request.unsubscribe();
  });

  test("given the TDS list fails, then the ITRs still fill their half of the map and the TDS half says why", async () => {
    returns.getAllTds.mockRejectedValue(serverError);
    const store = freshStore();
    await store.dispatch(returnsLists.initiate());
    // The query as a whole succeeds: each list's outcome is in its answer.
    expect(listsIn(store).isSuccess).toBe(true);
    expect(listsIn(store).data).toEqual({ itr: { ok: true, value: fixtures.itrs }, tds: { ok: false, error: serverErrorDetails } });
    expect(selectReturnErrors(store.getState())).toEqual({ itr: { "501": itr501!.errors }, tds: {} });
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(1);
  });

  test("given the ITR list fails, then the TDS half is filled and the ITR half says why", async () => {
    returns.getAllItr.mockRejectedValue(new ApiError("network", "GET /itr/api/itr-all/ got no answer"));
    const store = freshStore();
    await store.dispatch(returnsLists.initiate());
    expect(listsIn(store).data).toEqual({
      itr: { ok: false, error: { kind: "network", message: "GET /itr/api/itr-all/ got no answer" } },
      tds: { ok: true, value: fixtures.tdsReturns },
    });
    expect(selectReturnErrors(store.getState())).toEqual({ itr: {}, tds: { "601": tds601!.errors } });
  });

  test("given both lists fail, then each says why in its own words", async () => {
    returns.getAllItr.mockRejectedValue(new ApiError("timeout", "GET /itr/api/itr-all/ timed out"));
    returns.getAllTds.mockRejectedValue(serverError);
    const store = freshStore();
    await store.dispatch(returnsLists.initiate());
    expect(listsIn(store).data).toEqual({
      itr: { ok: false, error: { kind: "timeout", message: "GET /itr/api/itr-all/ timed out" } },
      tds: { ok: false, error: serverErrorDetails },
    });
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(0);
  });
});

describe("one ITR read on its own", () => {
  test("given ITR 501 read after the list, fixed, then its entry leaves the map; read again with new errors, they replace the old", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000);
    const store = freshStore();
    await store.dispatch(returnsLists.initiate());

    now.mockReturnValue(2_000);
    returns.getItr.mockResolvedValueOnce({ ...itr501, errors: null });
    await store.dispatch(itr.initiate(501));
    expect(returns.getItr).toHaveBeenCalledWith(501);
    expect(selectItrErrors(store.getState(), 501)).toEqual({});
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(1);

    now.mockReturnValue(3_000);
    returns.getItr.mockResolvedValueOnce({ ...itr501, errors: { deductions: ["80D needs the policy number."] } });
    await store.dispatch(itr.initiate(501, { forceRefetch: true }));
    expect(selectItrErrors(store.getState(), 501)).toEqual({ deductions: ["80D needs the policy number."] });
  });

  test("given the list answers after an ITR read on its own, then the list's newer errors are the ones shown", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000);
    const store = freshStore();
    returns.getItr.mockResolvedValueOnce({ ...itr502, errors: { bank: ["Add the IFSC of the refund account."] } });
    await store.dispatch(itr.initiate(502));
    expect(selectItrErrors(store.getState(), 502)).toEqual({ bank: ["Add the IFSC of the refund account."] });

    now.mockReturnValue(2_000);
    await store.dispatch(returnsLists.initiate());
    expect(selectItrErrors(store.getState(), 502)).toEqual({});
  });

  test("given one return's read fails with a 404, then the query keeps the details and the list's map is as it was", async () => {
    const store = freshStore();
    await store.dispatch(returnsLists.initiate());
    const before = selectReturnErrors(store.getState());
    returns.getItr.mockRejectedValueOnce(new ApiError("http", "GET /itr/api/itr/501/ failed with HTTP 404", { status: 404 }));
    const result = await store.dispatch(itr.initiate(501));
    expect(result.error).toEqual({ kind: "http", status: 404, message: "GET /itr/api/itr/501/ failed with HTTP 404" });
    expect(selectReturnErrors(store.getState())).toEqual(before);
  });
});

describe("the pre-fill", () => {
  test("given a pre-fill goes through, then its answer is the ITR's cached value and the lists are asked for again", async () => {
    const store = freshStore();
    const lists = store.dispatch(returnsLists.initiate());
    await lists;
    returns.getItr.mockResolvedValueOnce(itr502);
    await store.dispatch(itr.initiate(502));
    const prefilled = { ...itr502!, status: "prefilled", errors: { salary: ["Confirm the employer's TAN."] } };
    returns.prefillItr.mockResolvedValueOnce(prefilled);
    returns.getAllItr.mockResolvedValue([itr501, prefilled]);

    const result = await store.dispatch(prefillItr.initiate(502));
    expect(result).toEqual({ data: prefilled });
    expect(returns.prefillItr).toHaveBeenCalledWith(502);
    expect(itr.select(502)(store.getState() as never).data).toEqual(prefilled);
    expect(selectItrErrors(store.getState(), 502)).toEqual({ salary: ["Confirm the employer's TAN."] });
    // The one ITR is not asked for again (the answer is it); the lists are (their tag).
    await until(() => returns.getAllItr.mock.calls.length === 2);
    expect(returns.getItr).toHaveBeenCalledTimes(1);
    expect(selectReturnsWithErrorsCount(store.getState())).toBe(3);
    lists.unsubscribe();
  });

  test("given a pre-fill fails, then the catalogue's details and nothing is asked for again", async () => {
    const store = freshStore();
    const lists = store.dispatch(returnsLists.initiate());
    await lists;
    returns.prefillItr.mockRejectedValueOnce(new ApiError("http", "PUT /itr/prefilltoitr/502/ failed with HTTP 502", { status: 502 }));
    const result = await store.dispatch(prefillItr.initiate(502));
    expect(result).toEqual({ error: { kind: "http", status: 502, message: "PUT /itr/prefilltoitr/502/ failed with HTTP 502" } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(returns.getAllItr).toHaveBeenCalledTimes(1);
    lists.unsubscribe();
  });
});
