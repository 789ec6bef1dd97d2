import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { LOOKUP_DEBOUNCE_MS } from "@/components/calculators/lookups/use-live-lookup";
import { ApiError } from "@/services/api-error";
import { makeStore } from "@/store";
import GoldRatePage from "@/pages/tools-and-calculators/gold-rate";
import GstNumberSearchPage from "@/pages/tools-and-calculators/gst-number-search";
import HsnFinderPage from "@/pages/tools-and-calculators/hsn-finder";

/*
 * The live look-ups as a visitor meets them on the calculator pages: the page's own
 * field, typed into; the look-up service mocked, the store and its RTK Query cache real.
 */

// The site's settings, with the API's address set or removed by each test.
jest.mock("@/lib/site/config", () => {
  const actual = jest.requireActual("@/lib/site/config");
  return { ...actual, config: { ...actual.config } };
});
const mockConfig = (jest.requireMock("@/lib/site/config") as { config: { apiUrl?: string } }).config;
jest.mock("next/router", () => ({ useRouter: () => ({ isReady: false, query: {}, asPath: "/", pathname: "/" }) }));

const mockService = { lookUpGstin: jest.fn(), lookUpHsn: jest.fn(), getGoldRates: jest.fn() };
jest.mock("@/services/lookups", () => ({
  lookUpGstin: (...args: unknown[]) => mockService.lookUpGstin(...args),
  lookUpHsn: (...args: unknown[]) => mockService.lookUpHsn(...args),
  getGoldRates: (...args: unknown[]) => mockService.getGoldRates(...args),
}));

const PROVENANCE = { source: "GST Network", as_of: "2026-11-20T08:00:00Z" };
const registered = (gstin: string, legalName: string) => ({
  found: true,
  gstin,
  legal_name: legalName,
  status: "Active",
  registration_date: "2017-07-01",
  ...PROVENANCE,
});
const SAMPLE = "27AAPFU0939F1ZV"; // the GSTIN page's default
const OTHER = "29AAGCB7383J1Z4";
const hsnAnswer = (code: string, description: string) => ({ results: [{ code, description, gst_rate: 18, kind: "HSN" }], ...PROVENANCE });

/** A promise the test settles when it wants: an answer still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Renders the page in a store of its own; `delay` is the pause between keystrokes. */
function openPage(Page: () => ReactElement, { delay = 0 } = {}) {
  const user = userEvent.setup({ delay, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <Provider store={makeStore()}>
      <Page />
    </Provider>,
  );
  return user;
}

/** Lets `ms` pass (by default, typing settling and the answer painted), with every promise due in that time. */
const wait = async (ms = LOOKUP_DEBOUNCE_MS + 100) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

const panel = (name: string) => screen.getByRole("region", { name });
const gstinPanel = () => panel("Registered details (live look-up)");
const hsnPanel = () => panel("Finer codes and GST rates (live look-up)");

beforeEach(() => {
  jest.useFakeTimers();
  for (const mock of Object.values(mockService)) mock.mockReset();
  mockConfig.apiUrl = "https://api.example.in";
});
afterEach(() => jest.useRealTimers());

describe("live look-ups: when they run", () => {
  test("with no API configured: says live look-up is unavailable and what still stands, and never calls", async () => {
    delete mockConfig.apiUrl;
    openPage(GstNumberSearchPage);
    await wait();
    expect(gstinPanel()).toHaveTextContent(
      "Live look-up isn't available on this site at the moment. The check above ran in your browser and still stands",
    );
    expect(mockService.lookUpGstin).not.toHaveBeenCalled();
  });

  test("configured: waits for typing to settle, then shows the answer with its source and the time in IST", async () => {
    mockService.lookUpGstin.mockResolvedValue(registered(SAMPLE, "UNIFORM SAMPLE TRADERS LLP"));
    openPage(GstNumberSearchPage);
    expect(gstinPanel()).toHaveTextContent("Looking it up…");
    await wait(LOOKUP_DEBOUNCE_MS - 50);
    expect(mockService.lookUpGstin).not.toHaveBeenCalled();
    await wait();
    expect(mockService.lookUpGstin).toHaveBeenCalledTimes(1);
    expect(mockService.lookUpGstin.mock.calls[0]![0]).toBe(SAMPLE);
    expect(gstinPanel()).toHaveTextContent("UNIFORM SAMPLE TRADERS LLP");
    expect(gstinPanel()).toHaveTextContent("Registered on1 July 2017");
    // 08:00 UTC is 1:30 pm in India.
    expect(gstinPanel()).toHaveTextContent("Source: GST Network. As of 20 November 2026, 1:30 pm IST.");
  });

  test("an invalid GSTIN is never sent; the panel asks for a valid one", async () => {
    const user = openPage(GstNumberSearchPage);
    const field = screen.getByLabelText("GSTIN (GST number)");
    await user.clear(field);
    await user.type(field, "27AAPFU0939F1ZW");
    await wait();
    expect(gstinPanel()).toHaveTextContent("Enter a valid GSTIN to see its registered name and status.");
    expect(mockService.lookUpGstin).not.toHaveBeenCalled();
  });

  test("a code typed character by character costs one request, for the code as typed", async () => {
    mockService.lookUpHsn.mockImplementation((q: string) => Promise.resolve(hsnAnswer(q, `Entry for ${q}`)));
    // A quick typist: each key well within the pause that sends a look-up.
    const user = openPage(HsnFinderPage, { delay: LOOKUP_DEBOUNCE_MS / 4 });
    const field = screen.getByLabelText("HSN/SAC code or words");
    await user.clear(field);
    await user.type(field, "847130");
    await wait();
    expect(mockService.lookUpHsn).toHaveBeenCalledTimes(1);
    expect(mockService.lookUpHsn.mock.calls[0]![0]).toBe("847130");
    const table = within(hsnPanel()).getByRole("table", { name: "Entries matching “847130”" });
    expect(within(table).getByRole("row", { name: /847130.*Entry for 847130.*18%/ })).toBeInTheDocument();
  });

  test("going back to a code looked up a moment ago shows its answer again without asking again", async () => {
    mockService.lookUpHsn.mockImplementation((q: string) => Promise.resolve(hsnAnswer(q, `Entry for ${q}`)));
    const user = openPage(HsnFinderPage);
    const field = screen.getByLabelText("HSN/SAC code or words");
    await wait();
    expect(hsnPanel()).toHaveTextContent("Entry for 8517");
    await user.type(field, "10");
    await wait();
    expect(hsnPanel()).toHaveTextContent("Entry for 851710");
    await user.type(field, "{Backspace}{Backspace}");
    expect(hsnPanel()).toHaveTextContent("Entry for 8517");
    expect(hsnPanel()).not.toHaveTextContent("851710");
    await wait();
    expect(mockService.lookUpHsn.mock.calls.map(([q]) => q)).toEqual(["8517", "851710"]);
  });
});

describe("live look-ups: answers belong to their code", () => {
  test("a new code cancels the look-up under way; its late answer never shows under the new code", async () => {
    const first = deferred<unknown>();
    const signals: AbortSignal[] = [];
    mockService.lookUpHsn.mockImplementation((q: string, signal: AbortSignal) => {
      signals.push(signal);
      return q === "8517" ? first.promise : Promise.resolve(hsnAnswer(q, "Automatic data processing machines"));
    });
    const user = openPage(HsnFinderPage);
    await wait();
    expect(mockService.lookUpHsn).toHaveBeenCalledTimes(1);
    expect(hsnPanel()).toHaveTextContent("Looking it up…");

    const field = screen.getByLabelText("HSN/SAC code or words");
    await user.clear(field);
    await user.type(field, "8471");
    expect(signals[0]!.aborted).toBe(true);
    // The answer for 8517 arrives while 8471 is being looked up: it is dropped.
    first.resolve(hsnAnswer("8517", "Telephone sets"));
    await wait();
    expect(hsnPanel()).toHaveTextContent("Automatic data processing machines");
    expect(hsnPanel()).not.toHaveTextContent("Telephone sets");
    expect(hsnPanel()).not.toHaveTextContent("8517");
  });

  test("a look-up cancelled by typing on is never reported as failed when its code comes back", async () => {
    const first = deferred<unknown>();
    mockService.lookUpHsn.mockReturnValueOnce(first.promise).mockImplementation((q: string) => Promise.resolve(hsnAnswer(q, `Entry for ${q}`)));
    const user = openPage(HsnFinderPage);
    await wait();
    const field = screen.getByLabelText("HSN/SAC code or words");
    await user.type(field, "10{Backspace}{Backspace}");
    expect(hsnPanel()).toHaveTextContent("Looking it up…");
    expect(within(hsnPanel()).queryByRole("button", { name: "Try the look-up again" })).toBeNull();
    await wait();
    expect(hsnPanel()).toHaveTextContent("Entry for 8517");
    expect(mockService.lookUpHsn.mock.calls.map(([q]) => q)).toEqual(["8517", "8517"]);
  });

  test("while a new code's typing settles, the last code's answer is gone at once", async () => {
    mockService.lookUpGstin.mockImplementation((gstin: string) => Promise.resolve(registered(gstin, `NAME OF ${gstin}`)));
    const user = openPage(GstNumberSearchPage);
    await wait();
    expect(gstinPanel()).toHaveTextContent(`NAME OF ${SAMPLE}`);

    const field = screen.getByLabelText("GSTIN (GST number)");
    await user.clear(field);
    await user.type(field, OTHER);
    expect(gstinPanel()).toHaveTextContent("Looking it up…");
    expect(gstinPanel()).not.toHaveTextContent(`NAME OF ${SAMPLE}`);
    await wait();
    expect(gstinPanel()).toHaveTextContent(`NAME OF ${OTHER}`);
    expect(mockService.lookUpGstin).toHaveBeenCalledTimes(2);
  });
});

describe("live look-ups: failures", () => {
  test("a time-out says so, keeps the check, and Try again looks it up once more", async () => {
    const again = deferred<unknown>();
    mockService.lookUpGstin.mockRejectedValueOnce(new ApiError("timeout", "GET /tsmisc/api/gstin/ timed out")).mockReturnValueOnce(again.promise);
    const user = openPage(GstNumberSearchPage);
    await wait();
    expect(gstinPanel()).toHaveTextContent(
      "The live look-up took too long to answer. The check above ran in your browser and still stands; for the registered name and status, search the GSTIN on the GST portal.",
    );
    await user.click(within(gstinPanel()).getByRole("button", { name: "Try the look-up again" }));
    await wait(50);
    // The retry is sent at once, and its wait shows instead of the failure.
    expect(mockService.lookUpGstin).toHaveBeenCalledTimes(2);
    expect(gstinPanel()).toHaveTextContent("Looking it up…");
    expect(gstinPanel()).not.toHaveTextContent("took too long");
    again.resolve(registered(SAMPLE, "UNIFORM SAMPLE TRADERS LLP"));
    await wait();
    expect(mockService.lookUpGstin).toHaveBeenCalledTimes(2);
    expect(gstinPanel()).toHaveTextContent("UNIFORM SAMPLE TRADERS LLP");
    expect(within(gstinPanel()).queryByRole("button", { name: "Try the look-up again" })).toBeNull();
  });

  test("a service out of reach says so (never an endless wait), and an unreadable answer is called unreadable", async () => {
    mockService.lookUpHsn
      .mockRejectedValueOnce(new ApiError("network", "GET /tsmisc/api/hsn/ got no answer"))
      .mockRejectedValueOnce(new ApiError("bad-response", "GET /tsmisc/api/hsn/ answered an unexpected shape"));
    const user = openPage(HsnFinderPage);
    await wait();
    expect(hsnPanel()).toHaveTextContent("The live look-up service could not be reached.");
    expect(hsnPanel()).not.toHaveTextContent("Looking it up…");
    await user.click(within(hsnPanel()).getByRole("button", { name: "Try the look-up again" }));
    await wait();
    expect(hsnPanel()).toHaveTextContent("The live look-up service sent an answer we could not read.");
    expect(hsnPanel()).not.toHaveTextContent("unexpected shape");
  });
});

describe("live look-ups: today's rates", () => {
  test("the gold rate page asks once, shows the rates, and fills the empty rate field with today's 24K rate", async () => {
    mockService.getGoldRates.mockResolvedValue({ city: "Mumbai", per_gram: { "24K": 7712.5, "22K": 7065 }, ...PROVENANCE });
    openPage(GoldRatePage);
    const rates = panel("Today's gold rates (live look-up)");
    expect(rates).toHaveTextContent("Loading today's rates…");
    await wait();
    expect(mockService.getGoldRates).toHaveBeenCalledTimes(1);
    expect(rates).toHaveTextContent("22K, a gram₹7,065");
    expect(rates).toHaveTextContent("Before GST, in Mumbai.");
    expect(within(rates).getByRole("button", { name: "Use today's 24K rate: ₹7,712.5 a gram" })).toBeInTheDocument();
    expect(screen.getByLabelText("Today's 24K gold rate, ₹ per gram")).toHaveValue("7,712.5");
  });

  test("a visitor already in the empty rate field when the rates arrive keeps it to type in: it is not filled under them", async () => {
    mockService.getGoldRates.mockResolvedValue({ city: "Mumbai", per_gram: { "24K": 7712.5, "22K": 7065 }, ...PROVENANCE });
    const user = openPage(GoldRatePage);
    const field = screen.getByLabelText("Today's 24K gold rate, ₹ per gram");
    const before = (field as HTMLInputElement).value;
    await user.click(field);
    await wait();
    const rates = panel("Today's gold rates (live look-up)");
    expect(within(rates).getByRole("button", { name: "Use today's 24K rate: ₹7,712.5 a gram" })).toBeInTheDocument();
    expect(field).toHaveValue(before);
    await user.clear(field);
    await user.type(field, "7000");
    expect(field).toHaveValue("7,000");
  });
});

describe("live look-ups: out of the calculator pages' first load", () => {
  const SERVER_DATA = ["@/store/server-data/lookups", "@/store/server-data/api", "@reduxjs/toolkit/query", "@reduxjs/toolkit/query/react"];
  const PAGES = ["ifsc-checker", "gst-number-search", "hsn-finder", "currency-converter", "gold-rate"].map(
    (slug) => `@/pages/tools-and-calculators/${slug}`,
  );

  /** Requires `names` in a fresh module registry where loading RTK Query or the look-ups' endpoints throws; returns what was asked for. */
  function loadWithServerDataForbidden(names: string[]): string[] {
    const loaded: string[] = [];
    jest.isolateModules(() => {
      for (const name of SERVER_DATA) {
        jest.doMock(name, () => {
          loaded.push(name);
          throw new Error(`${name} was loaded`);
        });
      }
      try {
        for (const name of names) require(name);
      } finally {
        for (const name of SERVER_DATA) jest.dontMock(name);
      }
    });
    return loaded;
  }

  test("given the five look-up pages are loaded, then neither RTK Query nor the look-ups' endpoints come with them", () => {
    expect(loadWithServerDataForbidden(PAGES)).toEqual([]);
  });

  test("control: given the endpoints module is loaded the same way, then the forbidding mocks catch it", () => {
    expect(() => loadWithServerDataForbidden(["@/store/server-data/lookups"])).toThrow("was loaded");
  });
});
