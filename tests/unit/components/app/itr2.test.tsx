import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";

import LegacyItr2Page from "@/pages/dashboard1/itr-2";
import Itr2Page from "@/pages/dashboard/itr-2";
import { ApiError } from "@/services/api-error";
import { getAllItr, getAllTds, getItr, prefillItr, type Itr } from "@/services/returns";
import { makeStore } from "@/store";

jest.mock("@/services/returns", () => ({ getAllItr: jest.fn(), getAllTds: jest.fn(), getItr: jest.fn(), prefillItr: jest.fn() }));

const mocked = {
  all: getAllItr as jest.MockedFunction<typeof getAllItr>,
  allTds: getAllTds as jest.MockedFunction<typeof getAllTds>,
  get: getItr as jest.MockedFunction<typeof getItr>,
  prefill: prefillItr as jest.MockedFunction<typeof prefillItr>,
};

const UUID = "c41e7b2a-9d3f-4e18-b6a0-5f2d8c1e7a93";
const itr2: Itr = { id: 503, uuid: UUID, itr_type: "itr2", assessment_year: "2026-27", status: "draft", errors: null };
const other: Itr = { id: 501, uuid: "e3b7a4f2-other", itr_type: "itr1", assessment_year: "2026-27", status: "draft", errors: null };

const user = { first_name: "Priya", last_name: "Sharma", email: "priya.sharma@example.in", is_staff: false };

function renderAt(search: string, Page = Itr2Page) {
  window.history.replaceState(null, "", `/dashboard/itr-2${search}`);
  const store = makeStore({ profile: { phase: "loaded", loading: false, error: null, status: true, data: user } });
  return render(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
}

const details = () => {
  const terms = screen.getAllByRole("term").map((term) => term.textContent);
  const values = screen.getAllByRole("definition").map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
};

beforeEach(() => {
  jest.clearAllMocks();
  mocked.all.mockResolvedValue([other, itr2]);
  // The ITR list comes with the TDS one (the panels' one call pair); this view reads only the ITRs.
  mocked.allTds.mockResolvedValue([]);
  mocked.get.mockImplementation(async (id) => {
    const found = [other, itr2].find((itr) => itr.id === id);
    if (!found) throw new ApiError("http", `GET /itr/api/itr/${id}/ failed with HTTP 404`, { status: 404 });
    return found;
  });
});

describe("the ITR-2 pre-fill view", () => {
  test("given ?uuid= of a return of the user's, then it is found among their returns and read by its id, read-only", async () => {
    renderAt(`?uuid=${UUID}`);
    expect(await screen.findByText("Loading the return…")).toHaveAttribute("role", "status");
    expect(await screen.findByText("ITR-2")).toBeInTheDocument();
    expect(mocked.all).toHaveBeenCalledTimes(1);
    expect(mocked.get).toHaveBeenCalledWith(503);
    expect(details()).toEqual({ Form: "ITR-2", "Assessment year": "2026-27", Status: "Draft", "Return reference": UUID });
    // Nothing to edit: the API gives no editable field, only the pre-fill.
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.getByText("No problems found in this return.")).toBeInTheDocument();
  });

  test("given the older /dashboard1/itr-2 address, then the same view is shown", async () => {
    renderAt(`?uuid=${UUID}`, LegacyItr2Page);
    expect(await screen.findByRole("heading", { name: "ITR-2 pre-fill" })).toBeInTheDocument();
    expect(await screen.findByText("ITR-2")).toBeInTheDocument();
  });

  test("given a return with problems, then each section's messages are listed", async () => {
    mocked.get.mockResolvedValue({ ...itr2, errors: { capital_gains: ["Enter the date of sale."], bank: [] } });
    renderAt(`?uuid=${UUID}`);
    const section = await screen.findByRole("region", { name: "Needs attention" });
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Capital gains: Enter the date of sale."]);
  });

  test("given Pre-fill, then the return is pre-filled by its id and the new status is shown", async () => {
    mocked.prefill.mockResolvedValue({ ...itr2, status: "prefilled" });
    renderAt(`?uuid=${UUID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Pre-fill this return" }));
    expect(mocked.prefill).toHaveBeenCalledWith(503);
    expect(await screen.findByText("Pre-filled with the details the Income Tax Department holds.")).toBeInTheDocument();
    expect(details().Status).toBe("Pre-filled");
  });

  test("given the pre-fill fails on the server, then the message says so and the return stays shown", async () => {
    mocked.prefill.mockRejectedValue(new ApiError("http", "PUT failed with HTTP 502", { status: 502 }));
    renderAt(`?uuid=${UUID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Pre-fill this return" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Pre-filling the return didn't work because of a problem on our side.");
    expect(details().Status).toBe("Draft");
  });

  test("given a uuid that is not among the user's returns, then it says so and links to the panel", async () => {
    renderAt("?uuid=not-mine");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find this return among yours.");
    expect(screen.getByRole("link", { name: "Go to the ITR panel" })).toHaveAttribute("href", "/dashboard/itr-panel");
    expect(mocked.get).not.toHaveBeenCalled();
  });

  test("given a number in ?uuid=, then it is read directly as the id; an unknown one is not found", async () => {
    renderAt("?uuid=999");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find this return among yours.");
    expect(mocked.get).toHaveBeenCalledWith(999);
    expect(mocked.all).not.toHaveBeenCalled();
  });

  test("given no ?uuid=, then it explains where to open a return", () => {
    renderAt("");
    expect(screen.getByText("This page shows one return. Open it from your ITR panel.")).toBeInTheDocument();
    expect(mocked.all).not.toHaveBeenCalled();
  });

  test("given the list times out, then the message says so and Try again loads it", async () => {
    mocked.all.mockRejectedValueOnce(new ApiError("timeout", "GET /itr/api/itr-all/ timed out"));
    renderAt(`?uuid=${UUID}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Loading this information took too long. Check your connection and try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("ITR-2")).toBeInTheDocument();
  });

  test("given a return on another form, then a note says so", async () => {
    renderAt(`?uuid=${other.uuid}`);
    expect(await screen.findByText("This return is on ITR-1, not ITR-2. The pre-fill works the same way.")).toBeInTheDocument();
  });
});
