import { findNonSerializableValue } from "@reduxjs/toolkit";
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { ApiError } from "@/services/api-error";
import { RequestValidationError, userMessage } from "@/services/error-catalogue";
import { makeStore } from "@/store";
import {
  submitTaxReport,
  taxReportCleared,
  selectTaxReport,
  selectTaxReportError,
  selectTaxReportStatus,
} from "@/store/tax-report-slice";

jest.mock("@/services/reports", () => ({ createTaxReport: jest.fn() }));
const { createTaxReport } = jest.requireMock("@/services/reports") as { createTaxReport: jest.Mock };

const REQUEST = { email: "priya@example.com", mobile_number: "9876543210", name: "Priya Sharma" };
const SAVED = { email: "priya@example.com", phone: "9876543210", name: "Priya Sharma", uuid: "3f2a9c1e-report" };

/** An ApiError as the clients throw it for an HTTP answer: the AxiosError, with the response, is the cause. */
function httpFailure(status: number, data: unknown, headers: Record<string, string> = {}): ApiError {
  const config = { headers: new AxiosHeaders(), method: "post", url: "/calculate_tax/" } as InternalAxiosRequestConfig;
  const response = { status, statusText: "", data, headers: new AxiosHeaders(headers), config } as AxiosResponse;
  const cause = new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_RESPONSE", config, {}, response);
  return new ApiError("http", `POST /calculate_tax/ failed with HTTP ${status}`, { status, cause });
}

beforeEach(() => {
  createTaxReport.mockReset();
  localStorage.clear();
});

describe("tax report slice: the starting state", () => {
  test("given nothing saved, then it is idle with no report and no error", () => {
    expect(makeStore().getState().taxReport).toEqual({ status: "idle", report: null, error: null });
  });

  test("given a valid saved ToReport (a reload), then it starts done with that report", () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    const state = makeStore().getState();
    expect(selectTaxReportStatus(state)).toBe("done");
    expect(selectTaxReport(state)).toEqual(SAVED);
  });

  test.each([
    ["malformed JSON", "{\"email\":"],
    ["no uuid", JSON.stringify({ email: "a@b.in", phone: "9876543210", name: "A" })],
    ["an empty uuid", JSON.stringify({ ...SAVED, uuid: "" })],
    ["a numeric phone", JSON.stringify({ ...SAVED, phone: 9876543210 })],
    ["an array", "[]"],
    ["a string", "\"3f2a9c1e\""],
  ])("given a saved ToReport with %s, then it starts idle and the bad copy is removed", (_case, saved) => {
    localStorage.setItem("ToReport", saved);
    expect(makeStore().getState().taxReport).toEqual({ status: "idle", report: null, error: null });
    expect(localStorage.getItem("ToReport")).toBeNull();
  });
});

describe("tax report slice: submitting", () => {
  test("given the report is made, then it goes idle → pending → done with the user's details and the uuid", async () => {
    let answer: (value: { to_diy_report_uuid: string }) => void = () => {};
    createTaxReport.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = makeStore();
    const request = store.dispatch(submitTaxReport(REQUEST));
    expect(store.getState().taxReport).toEqual({ status: "pending", report: null, error: null });
    answer({ to_diy_report_uuid: "3f2a9c1e-report" });
    await request;
    expect(createTaxReport).toHaveBeenCalledWith(REQUEST);
    expect(store.getState().taxReport).toEqual({ status: "done", report: SAVED, error: null });
  });

  test("given what was typed has spaces and +91, then the saved report holds the cleaned values", async () => {
    createTaxReport.mockResolvedValue({ to_diy_report_uuid: "3f2a9c1e-report" });
    const store = makeStore();
    await store.dispatch(submitTaxReport({ email: " priya@example.com ", mobile_number: "+91 98765 43210", name: " Priya  Sharma " }));
    expect(selectTaxReport(store.getState())).toEqual(SAVED);
  });

  test("given a request under way, then a second submit does not call the API again", async () => {
    createTaxReport.mockResolvedValue({ to_diy_report_uuid: "3f2a9c1e-report" });
    const store = makeStore();
    const first = store.dispatch(submitTaxReport(REQUEST));
    await store.dispatch(submitTaxReport(REQUEST));
    await first;
    expect(createTaxReport).toHaveBeenCalledTimes(1);
  });

  test("given a report already shown, then it stays while a new request is pending", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    createTaxReport.mockReturnValue(new Promise(() => {}));
    const store = makeStore();
    store.dispatch(submitTaxReport({ ...REQUEST, name: "Priya S" }));
    expect(store.getState().taxReport).toEqual({ status: "pending", report: SAVED, error: null });
  });

  test("given 'start again', then the report is forgotten", async () => {
    createTaxReport.mockResolvedValue({ to_diy_report_uuid: "3f2a9c1e-report" });
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    store.dispatch(taxReportCleared());
    expect(store.getState().taxReport).toEqual({ status: "idle", report: null, error: null });
  });
});

describe("tax report slice: failures", () => {
  test("given HTTP 500 with a message from the server, then it fails with that message, the status, data and headers", async () => {
    createTaxReport.mockRejectedValue(httpFailure(500, { detail: "Report service is busy" }, { "Content-Type": "application/json" }));
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(store.getState().taxReport).toEqual({
      status: "failed",
      report: null,
      error: {
        message: "Report service is busy",
        kind: "http",
        status: 500,
        data: { detail: "Report service is busy" },
        headers: { "content-type": "application/json" },
      },
    });
  });

  test("given HTTP 502 with an HTML page, then the message is 'Something went wrong' and the page is kept as data", async () => {
    createTaxReport.mockRejectedValue(httpFailure(502, "<html><body>Bad gateway</body></html>", { "content-type": "text/html" }));
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(selectTaxReportError(store.getState())).toEqual({
      message: "Something went wrong",
      kind: "http",
      status: 502,
      data: "<html><body>Bad gateway</body></html>",
      headers: { "content-type": "text/html" },
    });
  });

  test("given HTTP 400 with Django field errors, then they are kept for the form as fieldErrors", async () => {
    const body = { mobile_number: ["Enter a valid mobile number."] };
    createTaxReport.mockRejectedValue(httpFailure(400, body));
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(selectTaxReportError(store.getState())).toEqual({
      message: "Something went wrong",
      kind: "http",
      status: 400,
      data: body,
      headers: {},
      fieldErrors: { mobile_number: ["Enter a valid mobile number."] },
    });
  });

  test("given a time-out (no answer), then it fails with the default message, kind timeout and no HTTP details", async () => {
    const cause = new AxiosError("timeout of 15000ms exceeded", "ECONNABORTED");
    createTaxReport.mockRejectedValue(new ApiError("timeout", "POST /calculate_tax/ timed out", { cause }));
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    const error = selectTaxReportError(store.getState());
    expect(error).toEqual({ message: "Something went wrong", kind: "timeout", status: null, data: null, headers: {} });
    // The form turns it into words for a person with the catalogue.
    expect(userMessage(error, "taxReport")).toContain("took too long");
  });

  test("given the service refuses the request before sending, then the field errors are kept", async () => {
    createTaxReport.mockRejectedValue(
      new RequestValidationError({ mobile_number: ["Enter a 10-digit mobile number starting with 6, 7, 8 or 9"] }),
    );
    const store = makeStore();
    await store.dispatch(submitTaxReport({ ...REQUEST, mobile_number: "12345" }));
    expect(selectTaxReportError(store.getState())).toEqual({
      message: "Something went wrong",
      kind: "invalid-request",
      status: null,
      data: null,
      headers: {},
      fieldErrors: { mobile_number: ["Enter a 10-digit mobile number starting with 6, 7, 8 or 9"] },
    });
  });

  test("given something other than an ApiError is thrown, then it fails with kind unknown and the default message", async () => {
    createTaxReport.mockRejectedValue(new TypeError("Cannot read properties of undefined"));
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(selectTaxReportError(store.getState())).toEqual({
      message: "Something went wrong",
      kind: "unknown",
      status: null,
      data: null,
      headers: {},
    });
  });

  test("given any failure, then the state holds only serialisable values (no AxiosHeaders, no Error)", async () => {
    createTaxReport.mockRejectedValue(httpFailure(500, { detail: "busy" }, { "x-request-id": "abc" }));
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(findNonSerializableValue(store.getState())).toBe(false);
  });

  test("given a failure and then a success, then the error is cleared", async () => {
    createTaxReport.mockRejectedValueOnce(httpFailure(500, {})).mockResolvedValueOnce({ to_diy_report_uuid: "3f2a9c1e-report" });
    const store = makeStore();
    await store.dispatch(submitTaxReport(REQUEST));
    expect(selectTaxReportStatus(store.getState())).toBe("failed");
    await store.dispatch(submitTaxReport(REQUEST));
    expect(store.getState().taxReport).toEqual({ status: "done", report: SAVED, error: null });
  });
});
