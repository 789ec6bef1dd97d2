import { ApiError } from "@/services/api-error";
import { makeStore } from "@/store";
import {
  checkoutReset,
  packageAdded,
  packageDecreased,
  packageIncreased,
  packageRemoved,
  selectPackageList,
  userFieldUpdated,
} from "@/store/checkout-slice";
import { persistWhen } from "@/store/persistence";
import { submitTaxReport, taxReportCleared, selectTaxReport } from "@/store/tax-report-slice";

jest.mock("@/services/reports", () => ({ createTaxReport: jest.fn() }));
const { createTaxReport } = jest.requireMock("@/services/reports") as { createTaxReport: jest.Mock };

const saved = (key: string): unknown => {
  const text = localStorage.getItem(key);
  return text === null ? null : JSON.parse(text);
};

const REQUEST = { email: "priya@example.com", mobile_number: "9876543210", name: "Priya Sharma" };
const REPORT = { email: "priya@example.com", phone: "9876543210", name: "Priya Sharma", uuid: "3f2a9c1e-report" };

beforeEach(() => {
  localStorage.clear();
  createTaxReport.mockReset();
  jest.restoreAllMocks();
});

describe("the basket in local storage ('packages')", () => {
  test("given each change to the basket, then the saved list follows it straight after the dispatch", () => {
    const store = makeStore();
    store.dispatch(packageAdded(12));
    expect(saved("packages")).toEqual([{ id: 12, quantity: 1 }]);
    store.dispatch(packageAdded("gst-basic"));
    store.dispatch(packageIncreased(12));
    expect(saved("packages")).toEqual([
      { id: 12, quantity: 2 },
      { id: "gst-basic", quantity: 1 },
    ]);
    store.dispatch(packageDecreased(12));
    store.dispatch(packageRemoved("gst-basic"));
    expect(saved("packages")).toEqual([{ id: 12, quantity: 1 }]);
  });

  test("given the last item lowered from 1, then the saved list is removed", () => {
    const store = makeStore();
    store.dispatch(packageAdded(12));
    store.dispatch(packageDecreased(12));
    expect(localStorage.getItem("packages")).toBeNull();
  });

  test("round trip: given a basket saved by one store, then a new store (a reload) starts with it", () => {
    const first = makeStore();
    first.dispatch(packageAdded(12));
    first.dispatch(packageAdded(12));
    first.dispatch(packageAdded("itr-premium"));
    const second = makeStore();
    expect(selectPackageList(second.getState())).toEqual([
      { id: 12, quantity: 2 },
      { id: "itr-premium", quantity: 1 },
    ]);
  });

  test("given reset, then the saved list is removed, even one written since the store started (another tab)", () => {
    const store = makeStore();
    localStorage.setItem("packages", JSON.stringify([{ id: 7, quantity: 1 }]));
    store.dispatch(checkoutReset());
    expect(localStorage.getItem("packages")).toBeNull();
    expect(selectPackageList(makeStore().getState())).toEqual([]);
  });

  test("given a change that leaves the basket as it was, then nothing is written", () => {
    const store = makeStore();
    store.dispatch(packageAdded(12));
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    store.dispatch(userFieldUpdated({ field: "email", value: "priya@example.com" }));
    store.dispatch(packageIncreased(99));
    expect(setItem).not.toHaveBeenCalled();
  });

  test("given a full storage, then the basket still changes in the store and nothing throws", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const store = makeStore();
    expect(() => store.dispatch(packageAdded(12))).not.toThrow();
    expect(selectPackageList(store.getState())).toEqual([{ id: 12, quantity: 1 }]);
  });

  test("given storage blocked entirely, then dispatches still work", () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
    try {
      const store = makeStore();
      store.dispatch(packageAdded(12));
      store.dispatch(checkoutReset());
      expect(selectPackageList(store.getState())).toEqual([]);
    } finally {
      if (descriptor) Object.defineProperty(window, "localStorage", descriptor);
    }
  });
});

describe("the tax report in local storage ('ToReport')", () => {
  test("given a report made, then it is saved; a new store (a reload) shows it again", async () => {
    createTaxReport.mockResolvedValue({ to_diy_report_uuid: "3f2a9c1e-report" });
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(saved("ToReport")).toEqual(REPORT);
    const reloaded = makeStore();
    expect(reloaded.getState().taxReport).toEqual({ status: "done", report: REPORT, error: null });
  });

  test("given a new request pending, then the saved report stays until the answer", async () => {
    localStorage.setItem("ToReport", JSON.stringify(REPORT));
    createTaxReport.mockReturnValue(new Promise(() => {}));
    const store = makeStore();
    store.dispatch(submitTaxReport(REQUEST));
    expect(saved("ToReport")).toEqual(REPORT);
  });

  test("given a request fails, then the saved report is removed", async () => {
    localStorage.setItem("ToReport", JSON.stringify(REPORT));
    createTaxReport.mockRejectedValue(new ApiError("network", "POST /calculate_tax/ got no answer (ERR_NETWORK)"));
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(localStorage.getItem("ToReport")).toBeNull();
  });

  test("given a failure while the store held no report, then a copy saved meanwhile (another tab) is removed too", async () => {
    const store = makeStore();
    localStorage.setItem("ToReport", JSON.stringify(REPORT));
    createTaxReport.mockRejectedValue(new ApiError("timeout", "POST /calculate_tax/ timed out"));
    await store.dispatch(submitTaxReport(REQUEST));
    expect(localStorage.getItem("ToReport")).toBeNull();
  });

  test("given 'start again', then the saved report is removed", async () => {
    createTaxReport.mockResolvedValue({ to_diy_report_uuid: "3f2a9c1e-report" });
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    store.dispatch(taxReportCleared());
    expect(localStorage.getItem("ToReport")).toBeNull();
    expect(selectTaxReport(store.getState())).toBeNull();
  });

  test("given the report cannot be saved (full storage), then the report is still shown", async () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    createTaxReport.mockResolvedValue({ to_diy_report_uuid: "3f2a9c1e-report" });
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(selectTaxReport(store.getState())).toEqual(REPORT);
  });

  test("given basket changes, then the saved report is not touched (and the other way round)", async () => {
    localStorage.setItem("ToReport", JSON.stringify(REPORT));
    const store = makeStore();
    store.dispatch(packageAdded(12));
    store.dispatch(checkoutReset());
    expect(saved("ToReport")).toEqual(REPORT);
    store.dispatch(packageAdded(30));
    store.dispatch(taxReportCleared());
    expect(saved("packages")).toEqual([{ id: 30, quantity: 1 }]);
  });
});

describe("one listener instance per store", () => {
  test("given two stores, then each saves its own basket (the last change wins in storage)", () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch(packageAdded(1));
    second.dispatch(packageAdded(2));
    expect(saved("packages")).toEqual([{ id: 2, quantity: 1 }]);
    first.dispatch(packageAdded(1));
    expect(saved("packages")).toEqual([{ id: 1, quantity: 2 }]);
  });
});

describe("the generic registry (persistWhen)", () => {
  test("given a rule registered after the store was made, then it runs on the next matching change, and not once removed", () => {
    const store = makeStore();
    const saves: unknown[] = [];
    const remove = persistWhen<{ checkout?: { packageList: unknown[] } }>({
      predicate: (_action, current, previous) => current.checkout?.packageList !== previous.checkout?.packageList,
      effect: (current) => saves.push(current.checkout?.packageList),
    });
    try {
      store.dispatch(userFieldUpdated({ field: "email", value: "priya@example.com" }));
      expect(saves).toEqual([]);
      store.dispatch(packageAdded(12));
      expect(saves).toEqual([[{ id: 12, quantity: 1 }]]);
    } finally {
      remove();
    }
    store.dispatch(packageAdded(12));
    expect(saves).toHaveLength(1);
    // The slice's own rule is still there.
    expect(saved("packages")).toEqual([{ id: 12, quantity: 2 }]);
  });

  test("given a rule whose predicate matches, then it gets the state after the action and the one before", () => {
    const store = makeStore();
    const seen: [number, number][] = [];
    const count = (state: { checkout?: { packageList: unknown[] } }) => state.checkout?.packageList.length ?? -1;
    const remove = persistWhen<{ checkout?: { packageList: unknown[] } }>({
      predicate: (_action, current, previous) => {
        seen.push([count(previous), count(current)]);
        return false;
      },
      effect: () => {
        throw new Error("never called: the predicate said no");
      },
    });
    try {
      store.dispatch(packageAdded(12));
      store.dispatch(packageAdded(30));
    } finally {
      remove();
    }
    // Asked once per action: empty → one item, then one item → two.
    expect(seen).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });
});
