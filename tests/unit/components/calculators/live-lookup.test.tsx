import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GstinRegistration } from "@/components/calculators/lookups/gstin-registration";
import { LOOKUP_DEBOUNCE_MS } from "@/components/calculators/lookups/use-live-lookup";

const mockConfig: { apiUrl?: string } = {};
jest.mock("@/lib/site/config", () => ({ config: new Proxy({}, { get: (_t, key: string) => (mockConfig as Record<string, unknown>)[key] }) }));

const mockLookUpGstin = jest.fn();
jest.mock("@/services/lookups", () => ({ lookUpGstin: (...args: unknown[]) => mockLookUpGstin(...args) }));

const REGISTERED = {
  found: true,
  gstin: "27AAPFU0939F1ZV",
  legal_name: "UNIFORM SAMPLE TRADERS LLP",
  status: "Active",
  registration_date: "2017-07-01",
  source: "GST Network",
  as_of: "2026-11-20T08:00:00Z",
};

beforeEach(() => {
  mockLookUpGstin.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const settle = async (ms = LOOKUP_DEBOUNCE_MS) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

describe("GSTIN registration look-up panel", () => {
  test("with no API configured: says live look-up is unavailable and what still stands, and never calls", async () => {
    delete mockConfig.apiUrl;
    render(<GstinRegistration gstin="27AAPFU0939F1ZV" />);
    await settle();
    expect(screen.getByRole("region", { name: "Registered details (live look-up)" })).toHaveTextContent(
      "Live look-up isn't available on this site at the moment. The check above ran in your browser and still stands",
    );
    expect(mockLookUpGstin).not.toHaveBeenCalled();
  });

  test("configured: waits for typing to settle, shows the answer with its source and the time in IST", async () => {
    mockConfig.apiUrl = "https://api.example.in";
    mockLookUpGstin.mockResolvedValue(REGISTERED);
    render(<GstinRegistration gstin="27AAPFU0939F1ZV" />);
    expect(mockLookUpGstin).not.toHaveBeenCalled();
    await settle();
    expect(mockLookUpGstin).toHaveBeenCalledTimes(1);
    expect(mockLookUpGstin.mock.calls[0]![0]).toBe("27AAPFU0939F1ZV");
    const panel = screen.getByRole("region", { name: "Registered details (live look-up)" });
    expect(panel).toHaveTextContent("UNIFORM SAMPLE TRADERS LLP");
    expect(panel).toHaveTextContent("Registered on1 July 2017");
    // 08:00 UTC is 1:30 pm in India
    expect(panel).toHaveTextContent("Source: GST Network. As of 20 November 2026, 1:30 pm IST.");
  });

  test("an invalid GSTIN is never sent; the panel asks for a valid one", async () => {
    mockConfig.apiUrl = "https://api.example.in";
    render(<GstinRegistration gstin="27AAPFU0939F1ZW" />);
    await settle();
    expect(mockLookUpGstin).not.toHaveBeenCalled();
    expect(screen.getByText("Enter a valid GSTIN to see its registered name and status.")).toBeInTheDocument();
  });

  test("a time-out says so, keeps the check, and Try again calls once more", async () => {
    mockConfig.apiUrl = "https://api.example.in";
    mockLookUpGstin.mockRejectedValueOnce(Object.assign(new Error("timed out"), { kind: "timeout" })).mockResolvedValueOnce(REGISTERED);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<GstinRegistration gstin="27AAPFU0939F1ZV" />);
    await settle();
    expect(screen.getByText(/The live look-up took too long to answer\./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try the look-up again" }));
    await settle();
    expect(mockLookUpGstin).toHaveBeenCalledTimes(2);
    expect(screen.getByText("UNIFORM SAMPLE TRADERS LLP")).toBeInTheDocument();
  });

  test("typing on cancels the earlier look-up: only the last GSTIN's answer is shown", async () => {
    mockConfig.apiUrl = "https://api.example.in";
    const signals: AbortSignal[] = [];
    mockLookUpGstin.mockImplementation((gstin: string, signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve({ ...REGISTERED, gstin, legal_name: `NAME OF ${gstin}` });
    });
    const { rerender } = render(<GstinRegistration gstin="27AAPFU0939F1ZV" />);
    await settle(100);
    rerender(<GstinRegistration gstin="29AAGCB7383J1Z4" />);
    await settle();
    expect(mockLookUpGstin).toHaveBeenCalledTimes(1);
    expect(screen.getByText("NAME OF 29AAGCB7383J1Z4")).toBeInTheDocument();
  });
});
