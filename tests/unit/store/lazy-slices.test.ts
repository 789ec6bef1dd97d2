/**
 * The checkout and tax-report slices and the server data (RTK Query) load only with the
 * pages that use them: the store made for every page must not pull them (or Redux Toolkit,
 * their field rules and storage code) in, and a slice loaded after its store was made must still work
 * from the first render.
 */
import type * as StoreModule from "@/store";
import type * as CheckoutModule from "@/store/checkout-slice";
import type * as TaxReportModule from "@/store/tax-report-slice";
import type * as ReturnsModule from "@/store/server-data/returns";

jest.mock("@/services/reports", () => ({ createTaxReport: jest.fn() }));
jest.mock("@/services/returns", () => ({ getAllItr: jest.fn(), getAllTds: jest.fn() }));
const { createTaxReport } = jest.requireMock("@/services/reports") as { createTaxReport: jest.Mock };
const returns = jest.requireMock("@/services/returns") as Record<"getAllItr" | "getAllTds", jest.Mock>;

const LAZY_MODULES = ["@reduxjs/toolkit", "@/store/checkout-slice", "@/store/tax-report-slice", "@/store/server-data/api", "@/lib/forms/contact-rules", "@/lib/storage"];

/** Runs `body` in a fresh module registry where loading any lazy module throws, and records which were asked for. */
function withLazyModulesForbidden(body: () => void): string[] {
  const loaded: string[] = [];
  jest.isolateModules(() => {
    for (const name of LAZY_MODULES) {
      jest.doMock(name, () => {
        loaded.push(name);
        throw new Error(`${name} was loaded`);
      });
    }
    try {
      body();
    } finally {
      for (const name of LAZY_MODULES) jest.dontMock(name);
    }
  });
  return loaded;
}

/**
 * In a fresh module registry (shared by everything `body` requires): "@/store" first, as
 * AppShell loads it, a store made, and only then the lazy module, as a page chunk would be.
 */
async function storeThenLater<Module>(name: string, body: (store: StoreModule.AppStore, module: Module) => Promise<void> | void) {
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = require("@/store") as typeof StoreModule;
    const store = makeStore();
    await body(store, require(name) as Module);
  });
}

beforeEach(() => {
  localStorage.clear();
  createTaxReport.mockReset();
  returns.getAllItr.mockReset();
  returns.getAllTds.mockReset();
});

describe("the store every page loads", () => {
  test("given '@/store' and its hooks are imported, then no lazy slice, Redux Toolkit, field rules or storage module is loaded", () => {
    const loaded = withLazyModulesForbidden(() => {
      const { makeStore } = require("@/store") as typeof StoreModule;
      require("@/store/hooks");
      const store = makeStore();
      store.dispatch({ type: "any/action" });
      expect(Object.keys(store.getState())).toEqual(["profile"]);
    });
    expect(loaded).toEqual([]);
  });

  test("control: given the checkout slice is imported the same way, then the forbidding mocks do catch it", () => {
    // Without this, a mock registered under the wrong path would make the test above pass vacuously.
    const loaded = withLazyModulesForbidden(() => {
      expect(() => require("@/store/checkout-slice")).toThrow("was loaded");
    });
    expect(loaded.length).toBeGreaterThan(0);
  });
});

describe("a slice loaded after its store was made (client-side navigation)", () => {
  test("checkout: given a saved basket, then the selectors show it before any action, and the first change keeps and saves it", async () => {
    localStorage.setItem("packages", JSON.stringify([{ id: 12, quantity: 2 }]));
    await storeThenLater<typeof CheckoutModule>("@/store/checkout-slice", (store, checkout) => {
      expect(store.getState().checkout).toBeUndefined();
      expect(checkout.selectPackageList(store.getState())).toEqual([{ id: 12, quantity: 2 }]);
      expect(checkout.selectPackageCount(store.getState())).toBe(2);
      expect(checkout.selectCheckoutContact(store.getState())).toBeNull();
      store.dispatch(checkout.packageAdded(30));
      expect(checkout.selectPackageList(store.getState())).toEqual([
        { id: 12, quantity: 2 },
        { id: 30, quantity: 1 },
      ]);
      // 2 of package 12 from storage plus 1 of package 30.
      expect(checkout.selectPackageCount(store.getState())).toBe(3);
      expect(JSON.parse(localStorage.getItem("packages") ?? "null")).toEqual([
        { id: 12, quantity: 2 },
        { id: 30, quantity: 1 },
      ]);
    });
  });

  test("tax report: given no state yet, then it reads idle and the first submit goes out and is saved", async () => {
    createTaxReport.mockResolvedValue({ to_diy_report_uuid: "3f2a9c1e-report" });
    await storeThenLater<typeof TaxReportModule>("@/store/tax-report-slice", async (store, taxReport) => {
      expect(store.getState().taxReport).toBeUndefined();
      expect(taxReport.selectTaxReportStatus(store.getState())).toBe("idle");
      expect(taxReport.selectTaxReport(store.getState())).toBeNull();
      await store.dispatch(taxReport.submitTaxReport({ email: "priya@example.com", mobile_number: "9876543210", name: "Priya Sharma" }));
      expect(createTaxReport).toHaveBeenCalledTimes(1);
      const report = { email: "priya@example.com", phone: "9876543210", name: "Priya Sharma", uuid: "3f2a9c1e-report" };
      expect(taxReport.selectTaxReport(store.getState())).toEqual(report);
      expect(JSON.parse(localStorage.getItem("ToReport") ?? "null")).toEqual(report);
    });
  });

  test("server data: given no state yet, then the errors map reads empty, and a screen's lists load and fill it", async () => {
    returns.getAllItr.mockResolvedValue([
      { id: 501, uuid: "u-501", itr_type: "itr1", assessment_year: "2026-27", status: "draft", errors: { bank: ["Add the refund account."] } },
    ]);
    returns.getAllTds.mockResolvedValue([]);
    await storeThenLater<typeof ReturnsModule>("@/store/server-data/returns", async (store, returnsData) => {
      expect(store.getState().serverData).toBeUndefined();
      expect(returnsData.selectReturnErrors(store.getState())).toEqual({ itr: {}, tds: {} });
      expect(returnsData.selectReturnsWithErrorsCount(store.getState())).toBe(0);
      // As a screen asks: through the query's hook, whose first action adds the API's state. (A bare
      // initiate() here would fail its first time: RTK Query reads its config from that state.)
      // React and react-redux come from the same module registry as the store.
      const { act, createElement } = require("react") as typeof import("react");
      const { createRoot } = require("react-dom/client") as typeof import("react-dom/client");
      const { Provider } = require("react-redux") as typeof import("react-redux");
      function Lists() {
        returnsData.useReturnsListsQuery();
        return null;
      }
      // What Testing Library declares for its renders: React then expects act() round updates.
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
      const root = createRoot(document.createElement("div"));
      await act(async () => root.render(createElement(Provider, { store, children: createElement(Lists) })));
      expect(returns.getAllItr).toHaveBeenCalledTimes(1);
      expect(returnsData.selectItrErrors(store.getState(), 501)).toEqual({ bank: ["Add the refund account."] });
      expect(returnsData.selectReturnsWithErrorsCount(store.getState())).toBe(1);
      act(() => root.unmount());
      store.dispatch(returnsData.returnsData.util.resetApiState());
    });
  });
});
