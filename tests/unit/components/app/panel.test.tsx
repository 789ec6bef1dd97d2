import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";

import { countIssues, issuesLabel, itrFormLabel, statusLabel } from "@/components/app/panels/labels";
import { ServicePanel } from "@/components/app/panels/service-panel";
import ItrPanelPage from "@/pages/dashboard/itr-panel";
import { ApiError } from "@/services/api-error";
import type { ChatService } from "@/services/chat";
import type { Itr, TdsReturn } from "@/services/returns";
import { makeStore } from "@/store";
import { selectItrErrors } from "@/store/server-data/returns";

jest.mock("@/services/returns", () => ({ getAllItr: jest.fn(), getAllTds: jest.fn(), getItr: jest.fn() }));
jest.mock("@/services/chat", () => ({ getChatServices: jest.fn() }));

const mockRouter = { isReady: true, query: {} as Record<string, string> };
// The sign-in gate's login link listens to Router.events; the panels read useRouter().
jest.mock("next/router", () => ({
  __esModule: true,
  useRouter: () => mockRouter,
  default: { events: { on: jest.fn(), off: jest.fn() } },
}));

const returns = jest.requireMock("@/services/returns") as Record<"getAllItr" | "getAllTds" | "getItr", jest.Mock>;
const chat = jest.requireMock("@/services/chat") as Record<"getChatServices", jest.Mock>;

/* The stand-in's fixtures, written out: two ITRs (one with two problems) and two TDS returns (one with one). */
const itr501: Itr = {
  id: 501,
  uuid: "e3b7a4f2-1c8d-4d6e-a5f9-0b2c7e9d4a18",
  itr_type: "itr1",
  assessment_year: "2026-27",
  status: "draft",
  errors: { salary: ["Gross salary does not match Form 16 Part B."], bank: ["Add at least one bank account for the refund."] },
};
const itr502: Itr = { id: 502, uuid: "7f1d9c3b-8e2a-4b5f-9d60-c4a1e8b7f2d3", itr_type: "itr1", assessment_year: "2025-26", status: "filed", errors: null };
const tds601: TdsReturn = {
  id: 601,
  tan: "PNES03412F",
  form_type: "24Q",
  quarter: "Q2",
  financial_year: "2026-27",
  status: "draft",
  errors: { challan: ["Challan 0510308 is not matched with any deductee row."] },
};
const tds602: TdsReturn = { id: 602, tan: "PNES03412F", form_type: "26Q", quarter: "Q1", financial_year: "2026-27", status: "filed", errors: null };

function renderWithStore(ui: ReactElement) {
  const store = makeStore();
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

/** The row headers of the table's body, top to bottom. */
function rowNames(): string[] {
  const body = within(screen.getByRole("table")).getAllByRole("rowgroup")[1]!;
  return within(body)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent ?? "");
}

beforeEach(() => {
  jest.resetAllMocks();
  mockRouter.isReady = true;
  mockRouter.query = {};
  returns.getAllItr.mockResolvedValue([itr501, itr502]);
  returns.getAllTds.mockResolvedValue([tds601, tds602]);
});

describe("labels", () => {
  test.each([
    ["two sections of one message each", { salary: ["a"], bank: ["b"] }, 2, "2 issues to fix"],
    ["one section of two messages and one of one", { salary: ["a", "b"], bank: ["c"] }, 3, "3 issues to fix"],
    ["one message", { challan: ["a"] }, 1, "1 issue to fix"],
    ["an empty section", { salary: [] }, 0, "No issues"],
  ])("given %s, then %i issues: '%s'", (_scenario, errors, count, label) => {
    expect(countIssues(errors)).toBe(count);
    expect(issuesLabel(countIssues(errors))).toBe(label);
  });

  test.each([
    ["itr1", "ITR-1"],
    ["ITR2", "ITR-2"],
    ["itr-4", "ITR-4"],
    ["itr-u", "ITR-U"],
  ])("given the form code %s, then it reads %s", (code, label) => expect(itrFormLabel(code)).toBe(label));

  test.each([
    ["prefilled", "Pre-filled"],
    ["in_progress", "In progress"],
    ["UNDER_REVIEW", "Under review"],
    ["", "Not given"],
  ])("given the status %j, then it reads %s", (status, label) => expect(statusLabel(status)).toBe(label));
});

describe("ITR panel", () => {
  test("given two returns, then the latest year comes first, each with its status, issue count and link to its detail", async () => {
    renderWithStore(<ServicePanel kind="ITR" />);
    expect(screen.getByRole("heading", { level: 1, name: "ITR panel" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your returns…");
    await screen.findByRole("table");
    // AY 2026-27 (id 501) before AY 2025-26 (id 502): the default sort is the year, descending.
    expect(rowNames()).toEqual(["ITR-1 for AY 2026-27", "ITR-1 for AY 2025-26"]);
    expect(screen.getByRole("link", { name: "ITR-1 for AY 2026-27" })).toHaveAttribute("href", "/dashboard/itr-panel?id=501");
    const first = screen.getByRole("link", { name: /AY 2026-27/ }).closest("tr")!;
    // 501 has two sections with one message each: 2 issues; 502 has none.
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["AY 2026-27", "Draft", "2 issues to fix"]);
    const second = screen.getByRole("link", { name: /AY 2025-26/ }).closest("tr")!;
    expect(
      within(second)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["AY 2025-26", "Filed", "No issues"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1–2 of 2 returns");
  });

  test("given the year header pressed, then the order turns to ascending and aria-sort says so", async () => {
    const user = userEvent.setup();
    renderWithStore(<ServicePanel kind="ITR" />);
    await screen.findByRole("table");
    const year = screen.getByRole("columnheader", { name: /Assessment year/ });
    expect(year).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("columnheader", { name: /Status/ })).toHaveAttribute("aria-sort", "none");
    await user.click(within(year).getByRole("button", { name: "Assessment year" }));
    expect(year).toHaveAttribute("aria-sort", "ascending");
    expect(rowNames()[0]).toContain("AY 2025-26");
  });

  test("given a search for 'filed', then only the filed return is left; a search with no match offers to clear it", async () => {
    const user = userEvent.setup();
    renderWithStore(<ServicePanel kind="ITR" />);
    const search = await screen.findByRole("searchbox", { name: "Search your income-tax returns" });
    await user.type(search, "filed");
    expect(rowNames()).toEqual(["ITR-1 for AY 2025-26"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1–1 of 1 returns");
    await user.clear(search);
    await user.type(search, "itr-7");
    expect(screen.getByRole("status")).toHaveTextContent("No returns match your search.");
    expect(screen.queryByRole("table")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Clear the search" }));
    expect(rowNames()).toHaveLength(2);
  });

  test("given 12 returns, then 10 show on page 1 and the other 2 on page 2, with the buttons disabled at each end", async () => {
    const user = userEvent.setup();
    // Years 2015-16 … 2026-27, one return each; newest first means page 2 holds 2016-17 and 2015-16.
    const twelve = Array.from({ length: 12 }, (_, index): Itr => {
      const start = 2015 + index;
      return { ...itr502, id: 700 + index, assessment_year: `${start}-${String((start + 1) % 100).padStart(2, "0")}` };
    });
    returns.getAllItr.mockResolvedValue(twelve);
    renderWithStore(<ServicePanel kind="ITR" />);
    await screen.findByRole("table");
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1–10 of 12 returns");
    const pages = screen.getByRole("navigation", { name: "Pages of your returns" });
    expect(within(pages).getByRole("button", { name: "Previous page" })).toBeDisabled();
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 11–12 of 12 returns");
    expect(rowNames().map((name) => name.slice(-7))).toEqual(["2016-17", "2015-16"]);
    expect(within(pages).getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(pages).toHaveTextContent("Page 2 of 2");
  });

  test("given no returns, then it says so instead of an empty table", async () => {
    returns.getAllItr.mockResolvedValue([]);
    renderWithStore(<ServicePanel kind="ITR" />);
    expect(await screen.findByText("You have no income-tax returns with us yet.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  test("given a server error, then the catalogue's sentence and a retry that loads the list", async () => {
    const user = userEvent.setup();
    returns.getAllItr.mockRejectedValueOnce(new ApiError("http", "GET /itr/api/itr-all/ failed with HTTP 500", { status: 500 }));
    renderWithStore(<ServicePanel kind="ITR" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Loading this information didn't work because of a problem on our side. Please try again in a few minutes.");
    expect(alert).not.toHaveTextContent("HTTP 500");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("table");
    expect(returns.getAllItr).toHaveBeenCalledTimes(2);
  });

  test("given the TDS list failing, then the ITR panel still lists the ITRs, with no alert", async () => {
    returns.getAllTds.mockRejectedValue(new ApiError("http", "GET /tds/api/tds-all/ failed with HTTP 500", { status: 500 }));
    renderWithStore(<ServicePanel kind="ITR" />);
    await screen.findByRole("table");
    expect(rowNames()).toEqual(["ITR-1 for AY 2026-27", "ITR-1 for AY 2025-26"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("given ?id=501, then the return's fields and, beside them, its two messages from the errors map", async () => {
    mockRouter.query = { id: "501" };
    returns.getItr.mockResolvedValue(itr501);
    const { store } = renderWithStore(<ServicePanel kind="ITR" />);
    const heading = await screen.findByRole("heading", { level: 2, name: "ITR-1 for AY 2026-27" });
    expect(returns.getItr).toHaveBeenCalledWith(501);
    // Opened by a link from outside (a fresh load), the focus stays at the top of the page.
    expect(heading).not.toHaveFocus();
    const article = heading.closest("article")!;
    const fields = Array.from(article.querySelectorAll("dt")).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(fields).toEqual(["Form: ITR-1", "Assessment year: 2026-27", "Status: Draft", "Return number: 501", `Reference: ${itr501.uuid}`]);
    const issues = screen.getByRole("region", { name: "What needs fixing" });
    expect(within(issues).getByRole("heading", { name: "Salary" })).toBeInTheDocument();
    expect(within(issues).getByText("Gross salary does not match Form 16 Part B.")).toBeInTheDocument();
    expect(within(issues).getByText("Add at least one bank account for the refund.")).toBeInTheDocument();
    expect(selectItrErrors(store.getState(), 501)).toEqual(itr501.errors);
    expect(screen.getByRole("link", { name: "← All your income-tax returns" })).toHaveAttribute("href", "/dashboard/itr-panel");
    // Only an ITR-2 links to the ITR-2 pre-fill view.
    expect(screen.queryByRole("link", { name: "See the pre-filled ITR-2" })).toBeNull();
  });

  test("given an ITR-2 with no errors, then it says nothing is reported and links to its pre-fill view by uuid", async () => {
    mockRouter.query = { id: "503" };
    returns.getItr.mockResolvedValue({ ...itr502, id: 503, itr_type: "itr2", uuid: "abc-503" });
    renderWithStore(<ServicePanel kind="ITR" />);
    await screen.findByRole("heading", { level: 2, name: "ITR-2 for AY 2025-26" });
    expect(screen.getByText("No problems have been reported for this return.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the pre-filled ITR-2" })).toHaveAttribute("href", "/dashboard/itr-2?uuid=abc-503");
  });

  test("given a return the API does not know, then the catalogue's not-found sentence and the way back", async () => {
    mockRouter.query = { id: "999" };
    returns.getItr.mockRejectedValue(new ApiError("http", "GET /itr/api/itr/999/ failed with HTTP 404", { status: 404 }));
    renderWithStore(<ServicePanel kind="ITR" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find what you asked for.");
    expect(screen.getByRole("link", { name: "← All your income-tax returns" })).toBeInTheDocument();
  });

  test("given an id that cannot be a record, then 'Not found' without asking the API", async () => {
    mockRouter.query = { id: "501abc" };
    renderWithStore(<ServicePanel kind="ITR" />);
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeInTheDocument();
    expect(returns.getItr).not.toHaveBeenCalled();
  });

  test("given the router not ready yet, then a loading line, and the list once it is", async () => {
    mockRouter.isReady = false;
    const { rerender, store } = renderWithStore(<ServicePanel kind="ITR" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    mockRouter.isReady = true;
    rerender(
      <Provider store={store}>
        <ServicePanel kind="ITR" />
      </Provider>,
    );
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  test("given an item opened from the list, then its heading takes the focus", async () => {
    const { rerender, store } = renderWithStore(<ServicePanel kind="ITR" />);
    await screen.findByRole("table");
    returns.getItr.mockResolvedValue(itr501);
    mockRouter.query = { id: "501" };
    rerender(
      <Provider store={store}>
        <ServicePanel kind="ITR" />
      </Provider>,
    );
    expect(await screen.findByRole("heading", { level: 2, name: "ITR-1 for AY 2026-27" })).toHaveFocus();
  });
  test("given ITR 501 opened from the list and found fixed, then back in the list its badge takes the return's own, newer answer", async () => {
    // Every reading of the clock a millisecond on, so "newer" is never a tie.
    let clock = Date.parse("2026-11-21T10:00:00+05:30");
    const now = jest.spyOn(Date, "now").mockImplementation(() => (clock += 1));
    try {
      const { rerender, store } = renderWithStore(<ServicePanel kind="ITR" />);
      await screen.findByRole("table");
      const row = () => screen.getByRole("link", { name: "ITR-1 for AY 2026-27" }).closest("tr")!;
      expect(within(row()).getByText("2 issues to fix")).toBeInTheDocument();

      returns.getItr.mockResolvedValue({ ...itr501, errors: null });
      mockRouter.query = { id: "501" };
      rerender(
        <Provider store={store}>
          <ServicePanel kind="ITR" />
        </Provider>,
      );
      await screen.findByRole("heading", { level: 2, name: "ITR-1 for AY 2026-27" });
      expect(screen.getByText("No problems have been reported for this return.")).toBeInTheDocument();

      mockRouter.query = {};
      rerender(
        <Provider store={store}>
          <ServicePanel kind="ITR" />
        </Provider>,
      );
      await screen.findByRole("table");
      expect(within(row()).getByText("No issues")).toBeInTheDocument();
      expect(returns.getAllItr).toHaveBeenCalledTimes(1);
    } finally {
      now.mockRestore();
    }
  });
});

describe("TDS panel", () => {
  test("given two TDS returns, then Q2 before Q1 of 2026-27, with the TAN and the challan issue", async () => {
    renderWithStore(<ServicePanel kind="TDS" />);
    await screen.findByRole("table");
    expect(rowNames()).toEqual(["24Q for Q2 FY 2026-27", "26Q for Q1 FY 2026-27"]);
    const first = screen.getByRole("link", { name: /24Q/ }).closest("tr")!;
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Q2 FY 2026-27", "PNES03412F", "Draft", "1 issue to fix"]);
    expect(screen.getByRole("link", { name: /24Q/ })).toHaveAttribute("href", "/dashboard/tds-panel?id=601");
  });

  test("given ?id=601, then the list item's fields with the challan message from the errors map beside them", async () => {
    mockRouter.query = { id: "601" };
    renderWithStore(<ServicePanel kind="TDS" />);
    await screen.findByRole("heading", { level: 2, name: "24Q for Q2 FY 2026-27" });
    const issues = screen.getByRole("region", { name: "What needs fixing" });
    expect(within(issues).getByRole("heading", { name: "Challan" })).toBeInTheDocument();
    expect(within(issues).getByText("Challan 0510308 is not matched with any deductee row.")).toBeInTheDocument();
    expect(screen.getByText("PNES03412F")).toBeInTheDocument();
  });

  test("given the ITR list failing, then the TDS panel still lists the TDS returns", async () => {
    returns.getAllItr.mockRejectedValue(new ApiError("network", "GET /itr/api/itr-all/ got no answer"));
    renderWithStore(<ServicePanel kind="TDS" />);
    await screen.findByRole("table");
    expect(rowNames()).toEqual(["24Q for Q2 FY 2026-27", "26Q for Q1 FY 2026-27"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("given the TDS list failing, then the catalogue's sentence, and Try again loads it", async () => {
    const user = userEvent.setup();
    returns.getAllTds.mockRejectedValueOnce(new ApiError("timeout", "GET /tds/api/tds-all/ timed out"));
    renderWithStore(<ServicePanel kind="TDS" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Loading this information took too long. Check your connection and try again.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(returns.getAllTds).toHaveBeenCalledTimes(2);
  });

  test("given an id not in the list, then 'Not found' with the way back", async () => {
    mockRouter.query = { id: "999" };
    renderWithStore(<ServicePanel kind="TDS" />);
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← All your TDS returns" })).toHaveAttribute("href", "/dashboard/tds-panel");
  });
});

describe("GST panel", () => {
  const gst: ChatService = {
    id: 9,
    service_type: "GST",
    chat_room: "gst-room-3001",
    title: "GSTR-3B October 2026",
    status: "in_progress",
    created_at: "2026-11-02T09:15:00+05:30",
  };

  test("given the person's GST chat services, then they are asked for by type and listed with their start date", async () => {
    chat.getChatServices.mockResolvedValue([gst]);
    renderWithStore(<ServicePanel kind="GST" />);
    await screen.findByRole("table");
    expect(chat.getChatServices).toHaveBeenCalledWith("GST");
    const row = screen.getByRole("link", { name: "GSTR-3B October 2026" }).closest("tr")!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2 November 2026", "In progress"]);
  });

  test("given none, then the empty message", async () => {
    chat.getChatServices.mockResolvedValue([]);
    renderWithStore(<ServicePanel kind="GST" />);
    expect(await screen.findByText("You have no GST services with us yet.")).toBeInTheDocument();
  });

  test("given ?id=9, then the service's fields, its start in Indian time", async () => {
    chat.getChatServices.mockResolvedValue([gst]);
    mockRouter.query = { id: "9" };
    renderWithStore(<ServicePanel kind="GST" />);
    await screen.findByRole("heading", { level: 2, name: "GSTR-3B October 2026" });
    expect(screen.getByText("2 November 2026, 9:15 am IST")).toBeInTheDocument();
    expect(screen.getByText("gst-room-3001")).toBeInTheDocument();
  });

  test("given a failure, then a retry asks again", async () => {
    const user = userEvent.setup();
    chat.getChatServices.mockRejectedValueOnce(new ApiError("network", "no answer")).mockResolvedValueOnce([gst]);
    renderWithStore(<ServicePanel kind="GST" />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't reach our server. Check your internet connection and try again.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });
});

describe("ITR panel page", () => {
  test("given nobody signed in, then what the panel is for and the login link, and no call", async () => {
    renderWithStore(<ItrPanelPage />);
    expect(screen.getByRole("heading", { level: 1, name: "ITR panel" })).toBeInTheDocument();
    expect(screen.getByText("Please log in to continue.")).toBeInTheDocument();
    await act(async () => {});
    expect(returns.getAllItr).not.toHaveBeenCalled();
  });

  test("given a signed-in profile, then the panel loads", async () => {
    const store = makeStore({
      profile: {
        phase: "loaded",
        loading: false,
        error: null,
        status: true,
        data: { first_name: "Priya", last_name: "Sharma", email: "priya.sharma@example.in", is_staff: false },
      },
    });
    render(
      <Provider store={store}>
        <ItrPanelPage />
      </Provider>,
    );
    await waitFor(() => expect(screen.getByRole("table")).toBeInTheDocument());
  });
});
