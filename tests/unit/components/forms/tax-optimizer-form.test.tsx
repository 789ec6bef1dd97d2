import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { TaxOptimizerForm } from "@/components/forms/tax-optimizer-form";
import { ApiError } from "@/services/api-error";
import { makeStore, type AppStore } from "@/store";
import { httpFailure } from "../../../support/api-failure";

jest.mock("@/services/reports", () => ({ createTaxReport: jest.fn(), getTaxReport: jest.fn(), emailTaxReport: jest.fn() }));
const reports = jest.requireMock("@/services/reports") as { createTaxReport: jest.Mock; getTaxReport: jest.Mock; emailTaxReport: jest.Mock };

const UUID = "6c1f8e2d-9a4b-4e37-b5d0-3f7a2c8e9b14";
const SAVED = { email: "priya.sharma@example.in", phone: "9876543210", name: "Priya Sharma", uuid: UUID };

/*
 * The report the stand-in answers: FY 2025-26, salary ₹15,00,000 with ₹1,50,000 under 80C and
 * ₹25,000 under 80D. New regime: 15,00,000 − 75,000 = 14,25,000; 5% of 4L + 10% of 4L + 15% of
 * 2,25,000 = 93,750, plus 4% cess 3,750 = ₹97,500. Old regime: 15,00,000 − 50,000 − 1,50,000 −
 * 25,000 = 12,75,000; 12,500 + 1,00,000 + 30% of 2,75,000 (82,500) = 1,95,000, plus cess 7,800 =
 * ₹2,02,800. The form works out the saving itself: 2,02,800 − 97,500 = ₹1,05,300.
 */
const REPORT = {
  to_diy_report_uuid: UUID,
  user: { name: "Priya Sharma", email: "priya.sharma@example.in", phone: "9876543210" },
  financial_year: "2025-26",
  old_regime_tax: 202800,
  new_regime_tax: 97500,
  recommended_regime: "new",
  suggestions: [{ title: "Choose the new regime", description: "Your deductions are not enough for the old regime to cost less.", saving: 105300 }],
};


function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function renderForm(store: AppStore = makeStore()) {
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <TaxOptimizerForm />
    </Provider>,
  );
  return { user, store };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, values = { name: "Priya Sharma", email: "priya.sharma@example.in", mobile: "98765 43210" }) {
  await user.type(field("Name"), values.name);
  await user.type(field("Email address"), values.email);
  await user.type(field("Mobile number"), values.mobile);
}

beforeEach(() => {
  localStorage.clear();
  reports.createTaxReport.mockReset();
  reports.getTaxReport.mockReset();
  reports.emailTaxReport.mockReset();
});

describe("tax optimiser form: checking what is typed", () => {
  test("given the form is sent empty, then each field says what to type, Name gets focus, and nothing is sent", async () => {
    const { user } = renderForm();
    expect(screen.getByRole("form", { name: "Get your tax report" })).toHaveAttribute("novalidate");
    await user.click(screen.getByRole("button", { name: "Get my report" }));
    expect(field("Name")).toHaveAccessibleDescription("Enter your name");
    expect(field("Email address")).toHaveAccessibleDescription("Enter your email address");
    expect(field("Mobile number")).toHaveAccessibleDescription(/^Enter your mobile number/);
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Name")).toHaveFocus();
    expect(reports.createTaxReport).not.toHaveBeenCalled();
  });

  test("given a 9-digit mobile, then leaving the field says why, and fixing it clears the message as it is typed", async () => {
    const { user } = renderForm();
    await user.type(field("Mobile number"), "987654321");
    await user.tab();
    expect(field("Mobile number")).toHaveAccessibleDescription(/Enter a 10-digit mobile number starting with 6, 7, 8 or 9/);
    await user.type(field("Mobile number"), "0");
    expect(field("Mobile number")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9")).not.toBeInTheDocument();
  });

  test("given someone tabs through the empty fields, then no field scolds them", async () => {
    const { user } = renderForm();
    await user.click(field("Name"));
    await user.tab();
    await user.tab();
    await user.tab();
    for (const label of ["Name", "Email address", "Mobile number"]) expect(field(label)).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Enter your name")).not.toBeInTheDocument();
  });

  test("the fields carry the autocomplete and keyboard hints for a name, an email and a phone", () => {
    renderForm();
    expect(field("Name")).toHaveAttribute("autocomplete", "name");
    expect(field("Email address")).toHaveAttribute("autocomplete", "email");
    expect(field("Mobile number")).toHaveAttribute("autocomplete", "tel");
    expect(field("Mobile number")).toHaveAttribute("inputmode", "tel");
  });
});

describe("tax optimiser form: sending", () => {
  test("given valid details, then it shows it is working, sends once however often it is pressed, and shows the report's figures", async () => {
    const answer = deferred<{ to_diy_report_uuid: string }>();
    reports.createTaxReport.mockReturnValue(answer.promise);
    reports.getTaxReport.mockResolvedValue(REPORT);
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Get my report" }));
    const working = screen.getByRole("button", { name: "Preparing your report…" });
    expect(working).toBeDisabled();
    await user.click(working);
    // A keyboard submit from a field while the request is out does not send again either.
    await user.type(field("Name"), "{Enter}");
    expect(reports.createTaxReport).toHaveBeenCalledTimes(1);
    expect(reports.createTaxReport).toHaveBeenCalledWith({ name: "Priya Sharma", email: "priya.sharma@example.in", mobile_number: "98765 43210" });

    await act(async () => answer.resolve({ to_diy_report_uuid: UUID }));
    const heading = await screen.findByRole("heading", { name: "Your tax report" });
    expect(heading).toHaveFocus();
    expect(await screen.findByText("₹2,02,800")).toBeInTheDocument();
    expect(reports.getTaxReport).toHaveBeenCalledWith(UUID, "en");
    const figures = screen.getByText("Tax under the old regime").closest("dl")!;
    expect(figures).toHaveTextContent("Financial yearFY 2025-26");
    expect(figures).toHaveTextContent("Tax under the old regime₹2,02,800");
    expect(figures).toHaveTextContent("Tax under the new regime₹97,500");
    expect(figures).toHaveTextContent("Better for youNew regime");
    expect(figures).toHaveTextContent("You save with the new regime₹1,05,300");
    expect(screen.getByText(/Your deductions are not enough/).closest("li")).toHaveTextContent("(saves up to ₹1,05,300)");
    expect(screen.getByText("Prepared for Priya Sharma (priya.sharma@example.in).")).toBeInTheDocument();
    // The mobile is saved cleaned up, as the service sent it.
    expect(JSON.parse(localStorage.getItem("ToReport")!)).toEqual(SAVED);
  });

  test.each([
    [
      "an HTTP 500",
      () => httpFailure("POST /calculate_tax/", 500, "<html>Server Error</html>"),
      "Preparing your tax report didn't work because of a problem on our side. Please try again in a few minutes; what you typed is still here.",
    ],
    [
      "a time-out",
      () => new ApiError("timeout", "POST /calculate_tax/ timed out"),
      "Preparing your tax report took too long. Check your connection and try again; what you typed is still here.",
    ],
    [
      "no answer at all",
      () => new ApiError("network", "POST /calculate_tax/ got no answer (ERR_NETWORK)"),
      "We couldn't reach our server. Check your internet connection and try again; what you typed is still here.",
    ],
  ])("given %s, then the alert says what happened, everything typed stays, and a second try works", async (_case, failure, message) => {
    reports.createTaxReport.mockRejectedValueOnce(failure()).mockResolvedValueOnce({ to_diy_report_uuid: UUID });
    reports.getTaxReport.mockResolvedValue(REPORT);
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Get my report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("alert")).not.toHaveTextContent(/Server Error|<html>|HTTP 500/);
    expect(field("Name")).toHaveValue("Priya Sharma");
    expect(field("Email address")).toHaveValue("priya.sharma@example.in");
    expect(field("Mobile number")).toHaveValue("98765 43210");
    await user.click(screen.getByRole("button", { name: "Get my report" }));
    expect(await screen.findByText("₹97,500")).toBeInTheDocument();
    expect(reports.createTaxReport).toHaveBeenCalledTimes(2);
  });

  test("given the server refuses the mobile number (400), then its message sits beside that field, which gets focus", async () => {
    reports.createTaxReport.mockRejectedValue(httpFailure("POST /calculate_tax/", 400, { mobile_number: ["Enter a valid mobile number."] }));
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Get my report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check: Mobile number: Enter a valid mobile number.");
    expect(field("Mobile number")).toHaveAccessibleDescription(/^Enter a valid mobile number\./);
    expect(field("Mobile number")).toHaveFocus();
    expect(field("Mobile number")).toHaveValue("98765 43210");
    expect(localStorage.getItem("ToReport")).toBeNull();
  });
});

describe("tax optimiser form: the report", () => {
  test("given a report saved before a reload, then it is shown again without asking, and Start again clears it", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockResolvedValue(REPORT);
    const { user, store } = renderForm();
    expect(screen.getByRole("heading", { name: "Your tax report" })).not.toHaveFocus();
    expect(await screen.findByText("₹97,500")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Start again" }));
    expect(screen.getByRole("form", { name: "Get your tax report" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Get your tax report" })).toHaveFocus();
    expect(localStorage.getItem("ToReport")).toBeNull();
    expect(store.getState().taxReport).toEqual({ status: "idle", report: null, error: null });
  });

  test("given the report cannot be fetched, then it says so and Try again fetches it", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockRejectedValueOnce(new ApiError("timeout", "GET /calculate_tax/ timed out")).mockResolvedValueOnce(REPORT);
    const { user } = renderForm();
    expect(screen.getByText("Loading your report…")).toBeInTheDocument();
    expect(await screen.findByText("Loading this information took too long. Check your connection and try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("₹2,02,800")).toBeInTheDocument();
    expect(reports.getTaxReport).toHaveBeenCalledTimes(2);
  });

  test("given a report with no figures, then it says so rather than showing empty rows", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockResolvedValue({ to_diy_report_uuid: UUID, user: REPORT.user });
    renderForm();
    expect(await screen.findByText(/Your report is ready, but it has no figures to show here/)).toBeInTheDocument();
    expect(screen.queryByRole("definition")).not.toBeInTheDocument();
  });

  test("given Email me this report is pressed twice, then it is sent once, to the report's address, and says it was sent", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockResolvedValue(REPORT);
    const sent = deferred<void>();
    reports.emailTaxReport.mockReturnValue(sent.promise);
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Email me this report" }));
    const sending = screen.getByRole("button", { name: "Sending the report…" });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(reports.emailTaxReport).toHaveBeenCalledTimes(1);
    expect(reports.emailTaxReport).toHaveBeenCalledWith({ email: "priya.sharma@example.in", to_diy_report_uuid: UUID });
    await act(async () => sent.resolve());
    expect(screen.getByRole("status")).toHaveTextContent("We've emailed this report to priya.sharma@example.in.");
  });

  test("given emailing fails, then its own message says so (no form to keep) and a second press works", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockResolvedValue(REPORT);
    reports.emailTaxReport.mockRejectedValueOnce(httpFailure("POST /calculate_tax/", 502, null)).mockResolvedValueOnce(undefined);
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Email me this report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Emailing your report didn't work because of a problem on our side. Please try again in a few minutes.",
    );
    await user.click(screen.getByRole("button", { name: "Email me this report" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("We've emailed this report"));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});

describe("tax optimiser form: server HTML", () => {
  test("given a saved report, then the server HTML is the form (disabled until hydrated), and hydrating shows the report without a mismatch", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockResolvedValue(REPORT);
    const store = makeStore();
    const page = (
      <Provider store={store}>
        <TaxOptimizerForm />
      </Provider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector("form fieldset")).toBeDisabled();
    expect(container).toHaveTextContent("Get your tax report");

    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(await screen.findByText("₹97,500")).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
