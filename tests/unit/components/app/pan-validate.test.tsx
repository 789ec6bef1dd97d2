import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";

import { panListFileProblem, readPanList } from "@/components/app/pan-validate/read-pan-list";
import PanValidatePage from "@/pages/dashboard/pan-validate";
import { ApiError } from "@/services/api-error";
import { InvalidCsvError, RequestValidationError } from "@/services/error-catalogue";
import { downloadPanData } from "@/services/file-download";
import { getPanCheckStatus, getPanCheckSummary, refreshCaptcha, startPanCheck, submitCaptcha } from "@/services/tax-id";
import { makeStore } from "@/store";

jest.mock("@/services/tax-id", () => ({
  startPanCheck: jest.fn(),
  refreshCaptcha: jest.fn(),
  submitCaptcha: jest.fn(),
  getPanCheckStatus: jest.fn(),
  getPanCheckSummary: jest.fn(),
}));
jest.mock("@/services/file-download", () => ({ downloadPanData: jest.fn() }));

const mocked = {
  start: startPanCheck as jest.MockedFunction<typeof startPanCheck>,
  refresh: refreshCaptcha as jest.MockedFunction<typeof refreshCaptcha>,
  submit: submitCaptcha as jest.MockedFunction<typeof submitCaptcha>,
  status: getPanCheckStatus as jest.MockedFunction<typeof getPanCheckStatus>,
  summary: getPanCheckSummary as jest.MockedFunction<typeof getPanCheckSummary>,
  download: downloadPanData as jest.MockedFunction<typeof downloadPanData>,
};

// Fourth letters: P individual, C company, T trust (Rule 114); X is no holder type.
const HOLDER_MESSAGE_START = "The fourth letter of a PAN shows who holds it";

describe("reading the list (in the browser)", () => {
  test.each([
    [
      "a PAN header, a bad fourth letter and a repeat",
      "PAN\r\nABCPE1234F\r\nabcxe1234f\r\nABCPE1234F\r\n",
      ["ABCPE1234F"],
      [
        { row: 3, value: "abcxe1234f", reason: expect.stringContaining(HOLDER_MESSAGE_START) },
        { row: 4, value: "ABCPE1234F", reason: "The same PAN as row 2; it is checked once." },
      ],
    ],
    ["no header; a blank line still counts as a row", "ABCPE1234F\n\nAAACT5678K\n", ["ABCPE1234F", "AAACT5678K"], []],
    [
      "the PAN in the second column under 'Deductee PAN', a quoted name with a comma, one PAN 8 characters long",
      'Name,Deductee PAN\n"Shetty, Sunita",BHXPS0937L\nRavi,BHXPS093\n',
      ["BHXPS0937L"],
      [{ row: 3, value: "BHXPS093", reason: expect.stringContaining("A PAN has 10 characters; this has 8") }],
    ],
    ["an empty PAN cell in a row with a name", "Name,PAN\nRavi,\n", [], [{ row: 2, value: "", reason: "Enter the PAN: 10 characters, like ABCPE1234F." }]],
    ["a byte-order mark and spaces inside the PAN", "\uFEFFpan\n abcpe 1234f \n", ["ABCPE1234F"], []],
    [
      "a 'Company' header is not a PAN header, so the first row is read as data",
      "Company\nAAACT5678K\n",
      ["AAACT5678K"],
      [{ row: 1, value: "Company", reason: expect.stringContaining("A PAN has 10 characters; this has 7") }],
    ],
  ])("given %s, then the good PANs and bad rows are as listed", (_name, text, pans, bad) => {
    const list = readPanList(text);
    expect(list.pans).toEqual(pans);
    expect(list.bad).toEqual(bad);
  });

  test.each([
    ["an Excel workbook", { name: "pans.xlsx", size: 10, type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }, "Save it as CSV"],
    ["a PDF", { name: "pans.pdf", size: 10, type: "application/pdf" }, "Choose a CSV file"],
    ["an empty CSV", { name: "pans.csv", size: 0, type: "text/csv" }, "This file is empty"],
    ["a 6 MB CSV (over the 5 MB limit)", { name: "pans.csv", size: 6 * 1024 * 1024, type: "text/csv" }, "larger than 5 MB"],
  ])("given %s, then the file is refused before reading", (_name, file, message) => {
    expect(panListFileProblem(file)).toContain(message);
  });

  test("given a small CSV, then it may be read", () => {
    expect(panListFileProblem({ name: "pans.csv", size: 200, type: "text/csv" })).toBeUndefined();
  });
});

const staff = { first_name: "Arjun", last_name: "Menon", email: "arjun.menon@example.com", is_staff: true };

function renderPage(profile = staff) {
  const store = makeStore({ profile: { phase: "loaded", loading: false, error: null, status: true, data: profile } });
  return render(
    <Provider store={store}>
      <PanValidatePage />
    </Provider>,
  );
}

const RUN = "5d2a8c1e-run";
// Three rows after the header: two good PANs and one with X as the fourth letter.
const LIST = "PAN\nABCPE1234F\nAAACT5678K\nABCXE1234F\n";

async function loadListAndSignIn(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText("CSV file with the PANs"), new File([LIST], "pans.csv", { type: "text/csv" }));
  await screen.findByText(/pans\.csv: 2 PANs ready to check; 1 row needs correcting/);
  await user.type(screen.getByLabelText("TRACES user ID"), "DELA12345B");
  await user.type(screen.getByLabelText("TRACES password"), "secret pass");
  await user.type(screen.getByLabelText("TAN"), "dela12345b");
  await user.click(screen.getByRole("button", { name: "Get the captcha" }));
}

beforeEach(() => {
  jest.clearAllMocks();
  mocked.start.mockResolvedValue({ panvalid_uuid: RUN, captcha_image: "iVBORw0KGgo" });
  mocked.refresh.mockResolvedValue({ panvalid_uuid: RUN, captcha_image: "bmV3UGljdHVyZQ" });
});

describe("the gate", () => {
  test("given a signed-in user who is not staff, then the screen is not allowed", () => {
    renderPage({ ...staff, email: "priya.sharma@example.in", is_staff: false });
    expect(screen.getByText(/which is not allowed to use this screen/)).toBeInTheDocument();
    expect(screen.getByText("The server checks this too, so the page cannot be used from this account.")).toBeInTheDocument();
    expect(screen.queryByLabelText("CSV file with the PANs")).toBeNull();
  });
});

describe("a check from list to summary", () => {
  let createObjectURL: jest.Mock;
  beforeEach(() => {
    createObjectURL = jest.fn(() => "blob:invalid");
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test("given a list with a bad row, then the row number and reason are listed and only the good PANs go with the start", async () => {
    const user = userEvent.setup();
    renderPage();
    await loadListAndSignIn(user);

    const table = screen.getByRole("table", { name: "Rows to correct in pans.csv" });
    const cells = within(table)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 2)).toEqual(["4", "ABCXE1234F"]);
    expect(cells[2]).toContain(HOLDER_MESSAGE_START);

    expect(mocked.start).toHaveBeenCalledWith({ userid: "DELA12345B", password: "secret pass", tan: "DELA12345B", pans: ["ABCPE1234F", "AAACT5678K"] });
    expect(await screen.findByRole("img", { name: /Captcha from TRACES/ })).toHaveAttribute("src", "data:image/png;base64,iVBORw0KGgo");
    // The captcha step's heading takes the focus.
    expect(screen.getByRole("heading", { name: "3. Type the captcha" })).toHaveFocus();
  });

  test("given the run finishes at the second status check, then the bar moves 0 → 50% → summary, and the invalid PANs download as CSV", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mocked.submit.mockResolvedValue({ panvalid_uuid: RUN, status: "processing", processed: 0, total: 2 });
    mocked.status
      .mockResolvedValueOnce({ panvalid_uuid: RUN, status: "processing", processed: 1, total: 2 })
      .mockResolvedValueOnce({ panvalid_uuid: RUN, status: "completed", processed: 2, total: 2 });
    mocked.summary.mockResolvedValue({ panvalid_uuid: RUN, total: 2, valid: 1, invalid: 1 });
    mocked.download.mockResolvedValue({ csv: "pan,status\r\nAAACT5678K,Invalid\r\n", fileName: "invalid-pans-DELA12345B.csv" });
    renderPage();
    await loadListAndSignIn(user);

    await user.type(await screen.findByLabelText("Characters in the picture"), "K7P2Q");
    await user.click(screen.getByRole("button", { name: "Start the check" }));
    expect(mocked.submit).toHaveBeenCalledWith(RUN, "K7P2Q");

    // Lets the pending promises settle without moving the clock (findBy* would move it).
    await act(() => jest.advanceTimersByTimeAsync(0));
    const bar = screen.getByRole("progressbar", { name: "PANs checked" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByText("Checked 0 of 2 PANs.")).toBeInTheDocument();
    // The first status check is 1 s later (lib/polling, 1 s doubling).
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(mocked.status).toHaveBeenCalledTimes(1);
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    // The second is 2 s after the first.
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(mocked.status).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(mocked.status).toHaveBeenCalledTimes(2);

    expect(await screen.findByRole("heading", { name: "5. Summary" })).toBeInTheDocument();
    expect(mocked.summary).toHaveBeenCalledWith(RUN);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(terms.map((term, index) => [term, values[index]])).toEqual([
      ["PANs checked", "2"],
      ["Valid", "1"],
      ["Invalid", "1"],
    ]);

    await user.click(screen.getByRole("button", { name: "Download the invalid PANs (CSV)" }));
    // The TAN field upper-cases what is typed.
    expect(mocked.download).toHaveBeenCalledWith({ userid: "DELA12345B", tan: "DELA12345B", status: "invalid" });
    expect(await screen.findByText("Saved as invalid-pans-DELA12345B.csv.")).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  test("given a download answered with a page instead of CSV, then the catalogue's CSV message is shown", async () => {
    mocked.submit.mockResolvedValue({ panvalid_uuid: RUN, status: "completed", processed: 2, total: 2 });
    mocked.summary.mockResolvedValue({ panvalid_uuid: RUN, total: 2, valid: 1, invalid: 1 });
    mocked.download.mockRejectedValue(new InvalidCsvError());
    const user = userEvent.setup();
    renderPage();
    await loadListAndSignIn(user);
    await user.type(await screen.findByLabelText("Characters in the picture"), "K7P2Q");
    await user.click(screen.getByRole("button", { name: "Start the check" }));
    await user.click(await screen.findByRole("button", { name: "Download the invalid PANs (CSV)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The file we received isn't a valid CSV file.");
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  test("given Stop, then no further status check is made until Check again", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mocked.submit.mockResolvedValue({ panvalid_uuid: RUN, status: "processing", processed: 0, total: 2 });
    mocked.status.mockResolvedValue({ panvalid_uuid: RUN, status: "processing", processed: 1, total: 2 });
    renderPage();
    await loadListAndSignIn(user);
    await user.type(await screen.findByLabelText("Characters in the picture"), "K7P2Q");
    await user.click(screen.getByRole("button", { name: "Start the check" }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(mocked.status).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Stop checking" }));
    expect(await screen.findByText(/Stopped following the check/)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(mocked.status).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Checked 1 of 2 PANs.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Check again" }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(mocked.status).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Stop checking" })).toBeInTheDocument();
  });

  test("given a wrong captcha, then the message sits beside the field and a new picture is fetched", async () => {
    mocked.submit.mockRejectedValue(new RequestValidationError({ captcha: ["The characters do not match the picture."] }));
    const user = userEvent.setup();
    renderPage();
    await loadListAndSignIn(user);
    await user.type(await screen.findByLabelText("Characters in the picture"), "WRONG");
    await user.click(screen.getByRole("button", { name: "Start the check" }));
    await waitFor(() => expect(mocked.refresh).toHaveBeenCalledWith(RUN));
    expect(await screen.findByRole("img", { name: /Captcha from TRACES/ })).toHaveAttribute("src", "data:image/png;base64,bmV3UGljdHVyZQ");
    expect(screen.getByLabelText("Characters in the picture")).toHaveAccessibleDescription(/The characters do not match the picture\./);
    expect(screen.getByLabelText("Characters in the picture")).toHaveValue("");
  });

  test("given a server error when signing in to TRACES, then the message says so and what was typed stays", async () => {
    mocked.start.mockRejectedValue(new ApiError("http", "POST /taxid/get_captcha/ failed with HTTP 500", { status: 500 }));
    const user = userEvent.setup();
    renderPage();
    await loadListAndSignIn(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Signing in to TRACES didn't work because of a problem on our side. Please try again in a few minutes; what you typed is still here.",
    );
    expect(screen.getByLabelText("TRACES user ID")).toHaveValue("DELA12345B");
    expect(screen.getByLabelText("TAN")).toHaveValue("DELA12345B");
  });

  test("given a TAN the service refuses, then its message shows beside the TAN field", async () => {
    mocked.start.mockRejectedValue(new RequestValidationError({ tan: ["Enter the TAN: 10 characters, like DELA12345B"] }));
    const user = userEvent.setup();
    renderPage();
    await loadListAndSignIn(user);
    await waitFor(() => expect(screen.getByLabelText("TAN")).toHaveAccessibleDescription(/Enter the TAN: 10 characters/));
    expect(screen.getByLabelText("TAN")).toHaveAttribute("aria-invalid", "true");
  });
  test("given a run that never finishes, then after 30 checks (1 s doubling to 30 s: 781 s of waits) it stops asking and offers Check again", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mocked.submit.mockResolvedValue({ panvalid_uuid: RUN, status: "processing", processed: 0, total: 2 });
    mocked.status.mockResolvedValue({ panvalid_uuid: RUN, status: "processing", processed: 1, total: 2 });
    renderPage();
    await loadListAndSignIn(user);
    await user.type(await screen.findByLabelText("Characters in the picture"), "K7P2Q");
    await user.click(screen.getByRole("button", { name: "Start the check" }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    // 1 + 2 + 4 + 8 + 16 s, then 25 waits of 30 s = 781 s.
    await act(() => jest.advanceTimersByTimeAsync(780_000));
    expect(mocked.status).toHaveBeenCalledTimes(29);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(mocked.status).toHaveBeenCalledTimes(30);
    expect(screen.getByText(/The check is taking longer than usual/)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(600_000));
    expect(mocked.status).toHaveBeenCalledTimes(30);
    expect(screen.getByRole("button", { name: "Check again" })).toBeInTheDocument();
  });

  test("given TRACES fails the run, then it says so and Start again returns to sign-in with the same list", async () => {
    mocked.submit.mockResolvedValue({ panvalid_uuid: RUN, status: "processing", processed: 0, total: 2 });
    mocked.status.mockResolvedValue({ panvalid_uuid: RUN, status: "failed", processed: 1, total: 2 });
    const user = userEvent.setup();
    renderPage();
    await loadListAndSignIn(user);
    await user.type(await screen.findByLabelText("Characters in the picture"), "K7P2Q");
    await user.click(screen.getByRole("button", { name: "Start the check" }));
    // The first status check, 1 s after the start, answers "failed".
    expect(await screen.findByText(/TRACES could not finish the check/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(mocked.status).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Check again" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Start again" }));
    expect(screen.getByRole("heading", { name: "2. Sign in to TRACES" })).toHaveFocus();
    expect(screen.getByText(/pans\.csv: 2 PANs ready to check/)).toBeInTheDocument();
  });

  test("given Check another list on the summary, then the list is cleared and the focus goes back to step 1", async () => {
    mocked.submit.mockResolvedValue({ panvalid_uuid: RUN, status: "completed", processed: 2, total: 2 });
    mocked.summary.mockResolvedValue({ panvalid_uuid: RUN, total: 2, valid: 2, invalid: 0 });
    const user = userEvent.setup();
    renderPage();
    await loadListAndSignIn(user);
    await user.type(await screen.findByLabelText("Characters in the picture"), "K7P2Q");
    await user.click(screen.getByRole("button", { name: "Start the check" }));
    expect(await screen.findByText("TRACES found no invalid PAN in this list.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Check another list" }));
    expect(screen.getByRole("heading", { name: "1. Your list of PANs" })).toHaveFocus();
    expect(screen.queryByText(/ready to check/)).toBeNull();
    expect(screen.getByLabelText("CSV file with the PANs")).toBeEnabled();
    expect(screen.queryByLabelText("TRACES user ID")).toBeNull();
  });
  test("given the connection drops at the second status check, then polling pauses with the reason and the last progress kept", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mocked.submit.mockResolvedValue({ panvalid_uuid: RUN, status: "processing", processed: 0, total: 2 });
    mocked.status
      .mockResolvedValueOnce({ panvalid_uuid: RUN, status: "processing", processed: 1, total: 2 })
      .mockRejectedValueOnce(new ApiError("network", "GET /taxid/get_status/ got no answer (ERR_NETWORK)"));
    renderPage();
    await loadListAndSignIn(user);
    await user.type(await screen.findByLabelText("Characters in the picture"), "K7P2Q");
    await user.click(screen.getByRole("button", { name: "Start the check" }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => jest.advanceTimersByTimeAsync(3000)); // checks at 1 s and 3 s
    expect(mocked.status).toHaveBeenCalledTimes(2);
    expect(screen.getByText("We couldn't reach our server. Check your internet connection and try again.")).toBeInTheDocument();
    expect(screen.getByText("Checked 1 of 2 PANs.")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "PANs checked" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("button", { name: "Check again" })).toBeInTheDocument();
  });
});
