import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";

import { DashboardScreen } from "@/components/app/panels/dashboard-screen";
import DashboardPage from "@/pages/dashboard";
import { ApiError } from "@/services/api-error";
import type { FinancialYear } from "@/services/financial-years";
import type { Profile } from "@/services/profile";
import type { Itr, TdsReturn } from "@/services/returns";
import { makeStore } from "@/store";

jest.mock("@/services/returns", () => ({ getAllItr: jest.fn(), getAllTds: jest.fn() }));
jest.mock("@/services/financial-years", () => ({ getFinancialYears: jest.fn() }));
jest.mock("next/router", () => ({
  __esModule: true,
  useRouter: () => ({ isReady: true, query: {} }),
  default: { events: { on: jest.fn(), off: jest.fn() } },
}));

const returns = jest.requireMock("@/services/returns") as Record<"getAllItr" | "getAllTds", jest.Mock>;
const years = jest.requireMock("@/services/financial-years") as Record<"getFinancialYears", jest.Mock>;

const priya: Profile = { first_name: "Priya", last_name: "Sharma", email: "priya.sharma@example.in", is_staff: false };

const itrs: Itr[] = [
  { id: 502, uuid: "u-502", itr_type: "itr1", assessment_year: "2025-26", status: "filed", errors: null },
  {
    id: 501,
    uuid: "u-501",
    itr_type: "itr1",
    assessment_year: "2026-27",
    status: "draft",
    errors: { salary: ["Gross salary does not match Form 16 Part B."], bank: ["Add at least one bank account for the refund."] },
  },
];
const tdsReturns: TdsReturn[] = [
  { id: 601, tan: "PNES03412F", form_type: "24Q", quarter: "Q2", financial_year: "2026-27", status: "draft", errors: { challan: ["Not matched."] } },
];

/* The stand-in's years: 2025-26 (AY 2026-27, due 31 July 2026 under s.139(1)) and the current 2026-27, with no AY. */
const financialYears: FinancialYear[] = [
  { financial_year: "2025-26", assessment_year: "2026-27", due_date: "2026-07-31", is_current: false },
  { financial_year: "2026-27", assessment_year: null, due_date: "2027-07-31", is_current: true },
];

function renderDashboard(profile: Profile = priya) {
  return render(
    <Provider store={makeStore()}>
      <DashboardScreen profile={profile} />
    </Provider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  returns.getAllItr.mockResolvedValue(itrs);
  returns.getAllTds.mockResolvedValue(tdsReturns);
  years.getFinancialYears.mockResolvedValue(financialYears);
});

describe("Dashboard", () => {
  test("given Priya, then she is welcomed and every panel and vault is linked", async () => {
    renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, Priya" })).toBeInTheDocument();
    const links = within(screen.getByRole("navigation", { name: "Your panels and vaults" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["ITR panel", "/dashboard/itr-panel"],
      ["ITR vault", "/dashboard/itr-vault"],
      ["TDS panel", "/dashboard/tds-panel"],
      ["TDS vault", "/dashboard/tds-vault"],
      ["GST panel", "/dashboard/gst-panel"],
      ["GST vault", "/dashboard/gst-vault"],
    ]);
    await screen.findByRole("heading", { name: "Income-tax returns" });
  });

  test("given no first name, then a plain heading", async () => {
    renderDashboard({ ...priya, first_name: "" });
    expect(screen.getByRole("heading", { level: 1, name: "Your dashboard" })).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Income-tax returns" });
  });

  test("given two ITRs and a TDS return, then the latest ITR first, each with its status and issues, linked to its detail", async () => {
    renderDashboard();
    const itrSection = await screen.findByRole("region", { name: "Income-tax returns" });
    const items = within(itrSection).getAllByRole("listitem");
    // 501 (AY 2026-27) comes first though the API listed it second; its two sections hold one message each.
    expect(items.map((item) => item.textContent)).toEqual(["ITR-1 for AY 2026-27Draft2 issues to fix", "ITR-1 for AY 2025-26FiledNo issues"]);
    expect(within(itrSection).getByRole("link", { name: "ITR-1 for AY 2026-27" })).toHaveAttribute("href", "/dashboard/itr-panel?id=501");
    expect(within(itrSection).getByRole("link", { name: "Open the ITR panel" })).toHaveAttribute("href", "/dashboard/itr-panel");

    const tdsSection = screen.getByRole("region", { name: "TDS returns" });
    expect(within(tdsSection).getByRole("link", { name: "24Q for Q2 FY 2026-27" })).toHaveAttribute("href", "/dashboard/tds-panel?id=601");
    expect(within(tdsSection).getByText("1 issue to fix")).toBeInTheDocument();
  });

  test("given seven ITRs, then five are listed and the rest are a link away", async () => {
    returns.getAllItr.mockResolvedValue(Array.from({ length: 7 }, (_, index) => ({ ...itrs[0]!, id: 800 + index })));
    renderDashboard();
    const itrSection = await screen.findByRole("region", { name: "Income-tax returns" });
    expect(within(itrSection).getAllByRole("listitem")).toHaveLength(5);
    expect(within(itrSection).getByRole("link", { name: "See all 7 in the ITR panel" })).toBeInTheDocument();
  });

  test("given no returns at all, then each kind says there are none", async () => {
    returns.getAllItr.mockResolvedValue([]);
    returns.getAllTds.mockResolvedValue([]);
    renderDashboard();
    expect(await screen.findByText("You have no income-tax returns with us yet.")).toBeInTheDocument();
    expect(screen.getByText("You have no TDS returns with us yet.")).toBeInTheDocument();
  });

  test("given the financial years, then the current one first with its due date, and no assessment year where the API gives none", async () => {
    renderDashboard();
    const section = await screen.findByRole("region", { name: "Financial years" });
    const items = await within(section).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "FY 2026-27CurrentReturn due by 31 July 2027",
      "FY 2025-26AY 2026-27Return due by 31 July 2026",
    ]);
  });

  test("given no financial years, then it says none are open", async () => {
    years.getFinancialYears.mockResolvedValue([]);
    renderDashboard();
    expect(await screen.findByText("No financial years are open for filing at the moment.")).toBeInTheDocument();
  });

  test("given the TDS list failing, then the ITRs still show, the TDS returns say why with a retry, and the years still show", async () => {
    const user = userEvent.setup();
    returns.getAllTds.mockRejectedValueOnce(new ApiError("timeout", "GET /tds/api/tds-all/ timed out"));
    renderDashboard();
    const tdsSection = await screen.findByRole("region", { name: "TDS returns" });
    const alert = within(tdsSection).getByRole("alert");
    expect(alert).toHaveTextContent("Loading this information took too long. Check your connection and try again.");
    const itrSection = screen.getByRole("region", { name: "Income-tax returns" });
    expect(within(itrSection).getByRole("link", { name: "ITR-1 for AY 2026-27" })).toBeInTheDocument();
    expect(within(itrSection).queryByRole("alert")).toBeNull();
    expect(await screen.findByText("FY 2026-27")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    // The retry asks for both lists again, so the sections are drawn afresh (once the answer is in: the
    // store tells the screen of a request's start on the next frame, so the old section may still be there now).
    await screen.findByRole("link", { name: "24Q for Q2 FY 2026-27" });
    expect(within(screen.getByRole("region", { name: "TDS returns" })).getByRole("link", { name: "24Q for Q2 FY 2026-27" })).toBeInTheDocument();
    expect(returns.getAllTds).toHaveBeenCalledTimes(2);
  });

  test("given the ITR list failing, then its own message in its place and the TDS return listed", async () => {
    returns.getAllItr.mockRejectedValueOnce(new ApiError("http", "GET /itr/api/itr-all/ failed with HTTP 500", { status: 500 }));
    renderDashboard();
    const itrSection = await screen.findByRole("region", { name: "Income-tax returns" });
    expect(within(itrSection).getByRole("alert")).toHaveTextContent("problem on our side");
    expect(within(screen.getByRole("region", { name: "TDS returns" })).getByRole("link", { name: "24Q for Q2 FY 2026-27" })).toBeInTheDocument();
  });

  test("given both lists failing, then one message and one retry for the returns, which loads both", async () => {
    const user = userEvent.setup();
    const dropped = new ApiError("network", "no answer");
    returns.getAllItr.mockRejectedValueOnce(dropped);
    returns.getAllTds.mockRejectedValueOnce(dropped);
    renderDashboard();
    const returnsSection = screen.getByRole("region", { name: "Your returns" });
    const alert = await within(returnsSection).findByRole("alert");
    expect(within(returnsSection).getAllByRole("alert")).toHaveLength(1);
    expect(alert).toHaveTextContent("We couldn't reach our server. Check your internet connection and try again.");
    expect(screen.queryByRole("region", { name: "Income-tax returns" })).toBeNull();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(returnsSection).findByRole("link", { name: "ITR-1 for AY 2026-27" })).toBeInTheDocument();
    expect(within(returnsSection).getByRole("link", { name: "24Q for Q2 FY 2026-27" })).toBeInTheDocument();
  });

  test("given the years failing, then their own message and retry", async () => {
    const user = userEvent.setup();
    years.getFinancialYears.mockRejectedValueOnce(new ApiError("http", "GET failed with HTTP 502", { status: 502 }));
    renderDashboard();
    const section = screen.getByRole("region", { name: "Financial years" });
    const alert = await within(section).findByRole("alert");
    expect(alert).toHaveTextContent("problem on our side");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(section).findByText("FY 2025-26")).toBeInTheDocument();
  });
});

describe("Dashboard page", () => {
  test("given nobody signed in, then the login link and no calls", () => {
    render(
      <Provider store={makeStore()}>
        <DashboardPage />
      </Provider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toBeInTheDocument();
    expect(returns.getAllItr).not.toHaveBeenCalled();
    expect(years.getFinancialYears).not.toHaveBeenCalled();
  });

  test("given a signed-in profile, then the dashboard for them", async () => {
    const store = makeStore({ profile: { phase: "loaded", loading: false, error: null, status: true, data: priya } });
    render(
      <Provider store={store}>
        <DashboardPage />
      </Provider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Priya" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "ITR-1 for AY 2026-27" });
  });
});
