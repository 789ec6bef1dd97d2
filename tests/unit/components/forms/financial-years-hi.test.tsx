import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
// What a Hindi page loads for this list (components/layout/hindi-frame.ts does on the site).
// The Hindi words as a Hindi page loads them with the form (scripts/hindi-modules.mjs).
import "@/components/forms/hindi/financial-years";
import { FinancialYears } from "@/components/forms/financial-years";
import { englishWordsIn } from "@/lib/i18n/english-words";
import { ApiError } from "@/services/api-error";
import { userMessage } from "@/services/error-catalogue";
import { makeStore } from "@/store";
import { inHindi } from "../../../support/in-language";

/*
 * The financial years and their return due dates on a Hindi page (/hi/itr-filing-fy24-25):
 * every state (not configured, loading, failed, empty, listed) in Hindi, dates as "31 जुलाई
 * 2026", a year under the Income-tax Act, 2025 named कर वर्ष as the site's year labels do, and
 * no English word left. The English page's own tests are financial-years.test.tsx.
 */

const mockConfig: { apiUrl?: string } = {};
jest.mock("@/lib/site/config", () => ({ config: new Proxy({}, { get: (_t, key: string) => (mockConfig as Record<string, unknown>)[key] }) }));

jest.mock("@/services/financial-years", () => ({ getFinancialYears: jest.fn() }));
const { getFinancialYears } = jest.requireMock("@/services/financial-years") as { getFinancialYears: jest.Mock };

// As in financial-years.test.tsx: FY 2025-26 under the 1961 Act (return due 31 July 2026), tax year 2026-27 under the 2025 Act (no assessment year).
const YEARS = [
  { financial_year: "2025-26", assessment_year: "2026-27", start_date: "2025-04-01", end_date: "2026-03-31", due_date: "2026-07-31", is_current: false },
  { financial_year: "2026-27", assessment_year: null, start_date: "2026-04-01", end_date: "2027-03-31", due_date: "2027-07-31", is_current: true },
];

const page = inHindi(
  <Provider store={makeStore()}>
    <FinancialYears />
  </Provider>,
);
const HEADING = "वित्तीय वर्ष और रिटर्न की अंतिम तारीखें";
const region = () => screen.getByRole("region", { name: HEADING });
const rowText = () =>
  within(region())
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent));
const noEnglishIn = (element: Element) => expect(englishWordsIn(element.textContent ?? "")).toEqual([]);

beforeEach(() => {
  getFinancialYears.mockReset();
  mockConfig.apiUrl = "https://api.example.in";
});

describe("financial years on a Hindi page", () => {
  test("given no API configured, then one Hindi sentence says so, and nothing is asked", async () => {
    delete mockConfig.apiUrl;
    render(page);
    await act(async () => {});
    expect(region()).toHaveTextContent("मौजूदा वित्तीय वर्ष और उनकी अंतिम तारीखें अभी यहाँ नहीं दिखाई जा सकतीं।");
    noEnglishIn(region());
    expect(getFinancialYears).not.toHaveBeenCalled();
  });

  test("given the years arrive, then it says in Hindi it is loading, then lists each year with Hindi names and dates", async () => {
    let answer: (years: typeof YEARS) => void = () => {};
    getFinancialYears.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(page);
    expect(region()).toHaveTextContent("मौजूदा वित्तीय वर्ष लाए जा रहे हैं…");
    noEnglishIn(region());
    await act(async () => answer(YEARS));
    expect(
      within(region())
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["वर्ष", "निर्धारण वर्ष (AY)", "अवधि", "रिटर्न की अंतिम तारीख (नियत तारीख)"]);
    expect(rowText()).toEqual([
      ["वित्तीय वर्ष 2025-26", "निर्धारण वर्ष 2026-27", "1 अप्रैल 2025 से 31 मार्च 2026 तक", "31 जुलाई 2026"],
      ["कर वर्ष 2026-27मौजूदा", "उपलब्ध नहीं", "1 अप्रैल 2026 से 31 मार्च 2027 तक", "31 जुलाई 2027"],
    ]);
    expect(within(region()).getByRole("rowheader", { name: "कर वर्ष 2026-27 मौजूदा" })).toBeInTheDocument();
    noEnglishIn(region());
  });

  test("given years the site does not compute, then each is named by its Act all the same", async () => {
    getFinancialYears.mockResolvedValue([{ financial_year: "2019-20" }, { financial_year: "2028-29" }, { financial_year: "2025-27" }]);
    render(page);
    await within(region()).findByRole("table");
    expect(rowText().map((row) => row[0])).toEqual(["वित्तीय वर्ष 2019-20", "कर वर्ष 2028-29", "वित्तीय वर्ष 2025-27"]);
  });

  test.each([
    ["a time-out", new ApiError("timeout", "GET /tsmisc/api/financial-year/ timed out")],
    ["no answer", new ApiError("network", "GET /tsmisc/api/financial-year/ got no answer (ERR_NETWORK)")],
    ["an unreadable answer", new ApiError("bad-response", "Unexpected response shape: 0.financial_year: Invalid input")],
    ["an HTTP 500", new ApiError("http", "GET /tsmisc/api/financial-year/ failed with HTTP 500", { status: 500 })],
  ])("given %s, then it says what happened in Hindi, and फिर कोशिश करें loads the years", async (_case, failure) => {
    getFinancialYears.mockRejectedValueOnce(failure).mockResolvedValueOnce(YEARS);
    const user = userEvent.setup();
    render(page);
    const message = userMessage(failure, "load", { locale: "hi", offline: false });
    expect(message).toMatch(/[\u0900-\u097f]/);
    expect(await within(region()).findByText(message)).toBeInTheDocument();
    expect(region()).not.toHaveTextContent(/financial_year|GET \//);
    noEnglishIn(region());
    await user.click(within(region()).getByRole("button", { name: "फिर कोशिश करें" }));
    expect(await within(region()).findByText("31 जुलाई 2026")).toBeInTheDocument();
    expect(getFinancialYears).toHaveBeenCalledTimes(2);
  });

  test("given an empty list, then it says in Hindi that none are listed", async () => {
    getFinancialYears.mockResolvedValue([]);
    render(page);
    expect(await within(region()).findByText("अभी कोई वित्तीय वर्ष सूची में नहीं है।")).toBeInTheDocument();
    expect(within(region()).queryByRole("table")).not.toBeInTheDocument();
  });

  test("given a year with missing or impossible dates, then those read as not given, in Hindi", async () => {
    getFinancialYears.mockResolvedValue([{ financial_year: "2024-25", start_date: "2024-04-01", end_date: null, due_date: "2025-02-30" }]);
    render(page);
    await within(region()).findByRole("table");
    expect(rowText()).toEqual([["वित्तीय वर्ष 2024-25", "उपलब्ध नहीं", "उपलब्ध नहीं", "उपलब्ध नहीं"]]);
  });

  test("the server HTML has the Hindi heading and no loading line; after hydration the years load without a mismatch", async () => {
    getFinancialYears.mockResolvedValue(YEARS);
    const html = renderToString(page);
    expect(html).toContain(HEADING);
    expect(html).not.toContain("लाए जा रहे");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(await within(region()).findByText("31 जुलाई 2027")).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
