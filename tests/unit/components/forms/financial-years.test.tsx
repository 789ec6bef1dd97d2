import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { FinancialYears } from "@/components/forms/financial-years";
import { ApiError } from "@/services/api-error";
import { makeStore } from "@/store";

const mockConfig: { apiUrl?: string } = {};
jest.mock("@/lib/site/config", () => ({ config: new Proxy({}, { get: (_t, key: string) => (mockConfig as Record<string, unknown>)[key] }) }));

jest.mock("@/services/financial-years", () => ({ getFinancialYears: jest.fn() }));
const { getFinancialYears } = jest.requireMock("@/services/financial-years") as { getFinancialYears: jest.Mock };

/*
 * Two years as the app lists them. The return of an individual not under audit is due on
 * 31 July of the assessment year (Income-tax Act, 1961, s.139(1)): 31 July 2026 for
 * FY 2025-26. FY 2026-27 falls under the Income-tax Act, 2025, which has no assessment year,
 * so the app sends none.
 */
const YEARS = [
  { financial_year: "2025-26", assessment_year: "2026-27", start_date: "2025-04-01", end_date: "2026-03-31", due_date: "2026-07-31", is_current: false },
  { financial_year: "2026-27", assessment_year: null, start_date: "2026-04-01", end_date: "2027-03-31", due_date: "2027-07-31", is_current: true },
];

const page = (
  <Provider store={makeStore()}>
    <FinancialYears />
  </Provider>
);
const region = () => screen.getByRole("region", { name: "Financial years and return due dates" });
const rowText = () =>
  within(region())
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent));

beforeEach(() => {
  getFinancialYears.mockReset();
  mockConfig.apiUrl = "https://api.example.in";
});

describe("financial years", () => {
  test("given no API configured, then one sentence says so, with no spinner and no call", async () => {
    delete mockConfig.apiUrl;
    render(page);
    await act(async () => {});
    expect(region()).toHaveTextContent("The current financial years and their due dates can't be shown here at the moment.");
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(getFinancialYears).not.toHaveBeenCalled();
  });

  test("given the years arrive, then it says it is loading, then lists each year with its assessment year, dates and due date as long dates", async () => {
    let answer: (years: typeof YEARS) => void = () => {};
    getFinancialYears.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(page);
    expect(region()).toHaveTextContent("Loading the current financial years…");
    await act(async () => answer(YEARS));
    expect(within(region()).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Financial year",
      "Assessment year",
      "Year runs",
      "Return due date",
    ]);
    expect(rowText()).toEqual([
      ["FY 2025-26", "AY 2026-27", "1 April 2025 to 31 March 2026", "31 July 2026"],
      ["FY 2026-27Current", "Not given", "1 April 2026 to 31 March 2027", "31 July 2027"],
    ]);
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(getFinancialYears).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["a time-out", new ApiError("timeout", "GET /tsmisc/api/financial-year/ timed out"), "Loading this information took too long. Check your connection and try again."],
    ["no answer", new ApiError("network", "GET /tsmisc/api/financial-year/ got no answer (ERR_NETWORK)"), "We couldn't reach our server. Check your internet connection and try again."],
    [
      "an unreadable answer",
      new ApiError("bad-response", "Unexpected response shape: 0.financial_year: Invalid input"),
      "We got an answer from our server that we couldn't read. Please try again in a few minutes; if it keeps happening, contact us.",
    ],
  ])("given %s, then it says what happened, and Try again loads the years", async (_case, failure, message) => {
    getFinancialYears.mockRejectedValueOnce(failure).mockResolvedValueOnce(YEARS);
    const user = userEvent.setup();
    render(page);
    expect(await within(region()).findByText(message)).toBeInTheDocument();
    expect(region()).not.toHaveTextContent(/financial_year|GET \//);
    await user.click(within(region()).getByRole("button", { name: "Try again" }));
    expect(await within(region()).findByText("31 July 2026")).toBeInTheDocument();
    expect(getFinancialYears).toHaveBeenCalledTimes(2);
  });

  test("given an empty list, then it says none are listed", async () => {
    getFinancialYears.mockResolvedValue([]);
    render(page);
    expect(await within(region()).findByText("No financial years are listed at the moment.")).toBeInTheDocument();
    expect(within(region()).queryByRole("table")).not.toBeInTheDocument();
  });

  test("given a year with missing or impossible dates, then those read as not given and the rest still shows", async () => {
    getFinancialYears.mockResolvedValue([{ financial_year: "2024-25", start_date: "2024-04-01", end_date: null, due_date: "2025-02-30" }]);
    render(page);
    await within(region()).findByRole("table");
    expect(rowText()).toEqual([["FY 2024-25", "Not given", "Not given", "Not given"]]);
  });

  test("the server HTML has the heading and no loading line; after hydration the years load without a mismatch", async () => {
    getFinancialYears.mockResolvedValue(YEARS);
    const html = renderToString(page);
    expect(html).toContain("Financial years and return due dates");
    expect(html).not.toContain("Loading");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(await within(region()).findByText("31 July 2027")).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
