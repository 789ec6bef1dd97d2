import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { checkBooking, EMPTY_BOOKING } from "@/components/forms/booking-checks";
import { BookingForm } from "@/components/forms/booking-form";
import { formatSlotTime, groupSlotsByDay } from "@/components/forms/booking-format";
import { DemoBooking } from "@/components/forms/demo-booking";
import { config } from "@/lib/site/config";
import { ApiError } from "@/services/api-error";
import type { BookingSlot } from "@/services/bookings";

// routes.ts reads the config as it loads, so the mock is a plain object made in the factory.
jest.mock("@/lib/site/config", () => ({ config: { productSlug: "taxsathi", apiUrl: "https://api.example.in" } }));
const mockConfig = config as { apiUrl?: string };

const mockGetBookingSlots = jest.fn();
const mockCreateBooking = jest.fn();
const mockSendMobileOtp = jest.fn();
const mockVerifyMobileOtp = jest.fn();
jest.mock("@/services/bookings", () => ({
  getBookingSlots: (...args: unknown[]) => mockGetBookingSlots(...args),
  createBooking: (...args: unknown[]) => mockCreateBooking(...args),
  sendMobileOtp: (...args: unknown[]) => mockSendMobileOtp(...args),
  verifyMobileOtp: (...args: unknown[]) => mockVerifyMobileOtp(...args),
}));

/** The stand-in's calendar (tests/support/fixtures/app-api.json): 11:00 on 2 December is taken. */
const SLOTS: BookingSlot[] = [
  { date: "2026-12-02", time: "16:00", available: true },
  { date: "2026-12-01", time: "15:30", available: true },
  { date: "2026-12-02", time: "11:00", available: false },
  { date: "2026-12-01", time: "10:00", available: true },
];
// 1 January 2026 is a Thursday; 1 December is 334 days later, 334 = 47 × 7 + 5, so a Tuesday.
const TUESDAY = "Tuesday, December 1, 2026";
const WEDNESDAY = "Wednesday, December 2, 2026";

/** An HTTP failure as the app client throws it: the body is on the wrapped AxiosError. */
const httpError = (status: number, data?: unknown) =>
  new ApiError("http", `POST /v1/tds-demo-booking/ failed with HTTP ${status}`, { status, cause: { response: { status, data } } });

beforeEach(() => {
  mockConfig.apiUrl = "https://api.example.in";
  for (const mock of [mockGetBookingSlots, mockCreateBooking, mockSendMobileOtp, mockVerifyMobileOtp]) mock.mockReset();
  mockGetBookingSlots.mockResolvedValue(SLOTS);
});

const form = () => screen.getByRole("form", { name: /^Book / });
const day = (name: string) => screen.getByRole("group", { name });

async function fillContact(user: ReturnType<typeof userEvent.setup>, mobile = "+91 98765-43210") {
  await user.type(screen.getByLabelText("Your name"), "Anil Kumar");
  await user.type(screen.getByLabelText("Email address"), "anil@example.com");
  await user.type(screen.getByLabelText("Mobile number"), mobile);
}

describe("BookingForm: the calendar", () => {
  test("given no API configured, then a sentence points to the support page and nothing is loaded", () => {
    delete mockConfig.apiUrl;
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByText(/Online booking isn't available on this site at the moment/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact our support team" })).toHaveAttribute("href", "/support");
    expect(mockGetBookingSlots).not.toHaveBeenCalled();
  });

  test("given the TDS calendar, then its times are grouped by day in order, in 12-hour Indian time, the taken one disabled", async () => {
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    expect(screen.getByText("Loading the available times…")).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: TUESDAY })).toBeInTheDocument();
    expect(mockGetBookingSlots).toHaveBeenCalledWith("tds-demo");
    // 15:30 is 3:30 pm; 10:00 comes before it although the API listed it last.
    expect(within(day(TUESDAY)).getAllByRole("radio").map((radio) => radio.closest("div")?.textContent)).toEqual(["10:00 am", "3:30 pm"]);
    expect(within(day(WEDNESDAY)).getByRole("radio", { name: "11:00 am (booked)" })).toBeDisabled();
    expect(within(day(WEDNESDAY)).getByRole("radio", { name: "4:00 pm" })).toBeEnabled();
    const groups = screen.getAllByRole("group").map((group) => group.querySelector("legend")?.textContent);
    expect(groups.indexOf(TUESDAY)).toBeLessThan(groups.indexOf(WEDNESDAY));
  });

  test("given the calendar fails to load, then it says so in the catalogue's words and Load the times again works", async () => {
    mockGetBookingSlots.mockRejectedValueOnce(new ApiError("network", "GET /v1/gst-demo-booking/ got no answer (ERR_NETWORK)"));
    const user = userEvent.setup();
    render(<BookingForm kind="gst" heading="Book a GST demo" intro="Pick a time." />);
    expect(await screen.findByText("We couldn't reach our server. Check your internet connection and try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load the times again" }));
    expect(await screen.findByRole("group", { name: TUESDAY })).toBeInTheDocument();
    expect(mockGetBookingSlots).toHaveBeenNthCalledWith(2, "gst-demo");
  });

  test("given every slot taken, then no radios, and a pointer to support", async () => {
    mockGetBookingSlots.mockResolvedValue([{ date: "2026-12-02", time: "11:00", available: false }]);
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    expect(await screen.findByText(/No times are open for booking right now/)).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });
});

describe("BookingForm: checking what was typed", () => {
  test("given an empty form submitted, then each field says what to type, the first is focused, and nothing is sent", async () => {
    const user = userEvent.setup();
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    await screen.findByRole("group", { name: TUESDAY });
    await user.click(screen.getByRole("button", { name: "Book the demo" }));
    expect(screen.getByLabelText("Your name")).toHaveAccessibleDescription("Enter your name");
    expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription("Enter your email address");
    expect(screen.getByLabelText("Mobile number")).toHaveAccessibleDescription(/^Enter your mobile number/);
    expect(screen.getByRole("radio", { name: "10:00 am" })).toHaveAccessibleDescription("Choose a date and time");
    expect(screen.getByLabelText("Your name")).toHaveFocus();
    expect(mockCreateBooking).not.toHaveBeenCalled();
  });

  test("given a short mobile number and the field left, then it says what a mobile number is; fixing it clears the message", async () => {
    const user = userEvent.setup();
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    const mobile = screen.getByLabelText("Mobile number");
    await user.click(screen.getByLabelText("Your name"));
    await user.tab(); // an empty field left behind is not flagged yet
    expect(screen.getByLabelText("Email address")).not.toHaveAttribute("aria-invalid");
    await user.type(mobile, "98765");
    await user.tab();
    expect(mobile).toHaveAccessibleDescription(/^Enter a 10-digit mobile number starting with 6, 7, 8 or 9/);
    await user.type(mobile, "43210");
    expect(mobile).not.toHaveAttribute("aria-invalid");
  });
});

describe("BookingForm: booking", () => {
  test("given a TDS demo at 3:30 pm on 1 December, then it is sent cleaned up to its own calendar and confirmed in words", async () => {
    mockCreateBooking.mockResolvedValue({ id: 4401, date: "2026-12-01", time: "15:30" });
    const user = userEvent.setup();
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    await fillContact(user);
    await user.type(screen.getByLabelText("Company or firm (optional)"), "Kumar & Co");
    await user.click(within(await screen.findByRole("group", { name: TUESDAY })).getByRole("radio", { name: "3:30 pm" }));
    await user.click(screen.getByRole("button", { name: "Book the demo" }));
    // The service cleans the values (mobile to 10 digits); the form sends what was typed.
    expect(mockCreateBooking).toHaveBeenCalledWith("tds-demo", {
      name: "Anil Kumar",
      email: "anil@example.com",
      mobile_number: "+91 98765-43210",
      date: "2026-12-01",
      time: "15:30",
      company_name: "Kumar & Co",
    });
    expect(await screen.findByText(`Your TDS demo is booked for ${TUESDAY} at 3:30 pm IST.`)).toHaveAttribute("role", "status");
    expect(screen.getByText("Booking reference: 4401")).toBeInTheDocument();
    expect(screen.getByText(/get in touch at anil@example.com or on 98765 43210 before the TDS demo/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Book the demo" })).not.toBeInTheDocument();
  });

  test("given the server fails with 500, then the alert says so, everything typed stays, and a second try books", async () => {
    let fail!: (error: unknown) => void;
    mockCreateBooking
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce({ id: 4402, date: "2026-12-02", time: "16:00" });
    const user = userEvent.setup();
    render(<BookingForm kind="gst" heading="Book a GST demo" intro="Pick a time." />);
    await fillContact(user, "9876543210");
    await user.type(screen.getByLabelText("Anything you'd like the demo to cover (optional)"), "E-invoices from our ERP");
    await user.click(within(await screen.findByRole("group", { name: WEDNESDAY })).getByRole("radio", { name: "4:00 pm" }));
    await user.click(screen.getByRole("button", { name: "Book the demo" }));

    const working = screen.getByRole("button", { name: "Booking…" });
    expect(working).toBeDisabled();
    await user.click(working); // a second press while working sends nothing more
    expect(mockCreateBooking).toHaveBeenCalledTimes(1);

    await act(async () => fail(httpError(500)));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Booking your slot didn't work because of a problem on our side. Please try again in a few minutes; what you typed is still here.",
    );
    expect(screen.getByLabelText("Your name")).toHaveValue("Anil Kumar");
    expect(screen.getByLabelText("Email address")).toHaveValue("anil@example.com");
    expect(screen.getByLabelText("Mobile number")).toHaveValue("9876543210");
    expect(screen.getByLabelText("Anything you'd like the demo to cover (optional)")).toHaveValue("E-invoices from our ERP");
    expect(screen.getByRole("radio", { name: "4:00 pm" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Book the demo" }));
    expect(mockCreateBooking).toHaveBeenCalledTimes(2);
    expect(mockCreateBooking.mock.calls[1]![0]).toBe("gst-demo");
    expect(mockCreateBooking.mock.calls[1]![1]).toMatchObject({ message: "E-invoices from our ERP", date: "2026-12-02", time: "16:00" });
    expect(await screen.findByText(`Your GST demo is booked for ${WEDNESDAY} at 4:00 pm IST.`)).toBeInTheDocument();
  });

  test("given a time-out, then the alert says it took too long and the form can be sent again", async () => {
    mockCreateBooking.mockRejectedValueOnce(new ApiError("timeout", "POST /v1/tds-demo-booking/ timed out"));
    const user = userEvent.setup();
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    await fillContact(user);
    await user.click(within(await screen.findByRole("group", { name: TUESDAY })).getByRole("radio", { name: "10:00 am" }));
    await user.click(screen.getByRole("button", { name: "Book the demo" }));
    expect(await screen.findByText("Booking your slot took too long. Check your connection and try again; what you typed is still here.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book the demo" })).toBeEnabled();
  });

  test("given the slot was taken meanwhile (400 on time), then the calendar says so and is loaded again", async () => {
    mockCreateBooking.mockRejectedValueOnce(httpError(400, { time: ["This slot has just been taken. Choose another time."] }));
    const user = userEvent.setup();
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    await fillContact(user);
    await user.click(within(await screen.findByRole("group", { name: TUESDAY })).getByRole("radio", { name: "10:00 am" }));
    await user.click(screen.getByRole("button", { name: "Book the demo" }));
    expect(await screen.findByText("Please check: Time: This slot has just been taken. Choose another time.")).toHaveAttribute("role", "alert");
    expect(await screen.findByRole("radio", { name: "10:00 am" })).toHaveAccessibleDescription("This slot has just been taken. Choose another time.");
    expect(mockGetBookingSlots).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText("Your name")).toHaveValue("Anil Kumar");
  });

  test("given the server refuses the email (400), then the message sits beside the email field", async () => {
    mockCreateBooking.mockRejectedValueOnce(httpError(400, { email: ["Enter a valid email address."] }));
    const user = userEvent.setup();
    render(<BookingForm kind="tds" heading="Book a TDS demo" intro="Pick a time." />);
    await fillContact(user);
    await user.click(within(await screen.findByRole("group", { name: TUESDAY })).getByRole("radio", { name: "10:00 am" }));
    await user.click(screen.getByRole("button", { name: "Book the demo" }));
    expect(await screen.findByLabelText("Email address")).toHaveAccessibleDescription("Enter a valid email address.");
    expect(screen.getByText("Please check: Email: Enter a valid email address.")).toBeInTheDocument();
  });
});

describe("BookingForm: Dezerv, with the mobile number verified first", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  test("given no code yet, then booking is refused with a message on the verification; after the code, it books", async () => {
    mockSendMobileOtp.mockResolvedValue({ status: "sent", expires_in: 300 });
    mockVerifyMobileOtp.mockResolvedValue(undefined);
    mockCreateBooking.mockResolvedValue({ id: 4403, date: "2026-12-01", time: "10:00" });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<BookingForm kind="dezerv" heading="Book a call" intro="Pick a time." />);
    expect(screen.queryByLabelText("Company or firm (optional)")).not.toBeInTheDocument();
    await fillContact(user);
    await user.click(within(await screen.findByRole("group", { name: TUESDAY })).getByRole("radio", { name: "10:00 am" }));
    await user.click(screen.getByRole("button", { name: "Book this slot" }));
    expect(mockCreateBooking).not.toHaveBeenCalled();
    const sendCode = screen.getByRole("button", { name: "Send code" });
    expect(sendCode).toHaveFocus();
    expect(screen.getByRole("group", { name: "Verify your mobile number" })).toHaveAccessibleDescription(
      "Verify your mobile number before booking: press Send code and type the code we send you",
    );

    await user.click(sendCode);
    expect(mockSendMobileOtp).toHaveBeenCalledWith("9876543210");
    await user.type(await screen.findByLabelText("Code from the SMS"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(mockVerifyMobileOtp).toHaveBeenCalledWith("9876543210", "123456");
    expect(await screen.findByText("Mobile number 98765 43210 verified.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Book this slot" }));
    expect(mockCreateBooking).toHaveBeenCalledWith("dezerv-slot", {
      name: "Anil Kumar",
      email: "anil@example.com",
      mobile_number: "+91 98765-43210",
      date: "2026-12-01",
      time: "10:00",
    });
    expect(await screen.findByText(`Your call is booked for ${TUESDAY} at 10:00 am IST.`)).toBeInTheDocument();
  });

  test("given a verified number then changed, then verification starts again; the same number written differently stays verified", async () => {
    mockSendMobileOtp.mockResolvedValue({ status: "sent" });
    mockVerifyMobileOtp.mockResolvedValue(undefined);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<BookingForm kind="dezerv" heading="Book a call" intro="Pick a time." />);
    const mobile = screen.getByLabelText("Mobile number");
    await user.type(mobile, "9876543210");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("Code from the SMS"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Mobile number 98765 43210 verified.")).toBeInTheDocument();

    // "98765 43210" is the same number: still verified.
    await user.type(mobile, " ", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(mobile).toHaveValue("98765 43210");
    expect(screen.getByText("Mobile number 98765 43210 verified.")).toBeInTheDocument();

    await user.clear(mobile);
    await user.type(mobile, "9123456789");
    expect(screen.queryByText(/verified\.$/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send code" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Code from the SMS")).not.toBeInTheDocument();
  });
});

describe("DemoBooking: the product demo's choice", () => {
  test("given the GST demo chosen after typing, then the GST calendar loads and what was typed stays", async () => {
    const user = userEvent.setup();
    render(<DemoBooking />);
    expect(form()).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "TDS returns and compliance" })).toBeChecked();
    await screen.findByRole("group", { name: TUESDAY });
    expect(mockGetBookingSlots).toHaveBeenLastCalledWith("tds-demo");
    await user.type(screen.getByLabelText("Your name"), "Anil Kumar");
    await user.click(screen.getByRole("radio", { name: "10:00 am" }));
    await user.click(screen.getByRole("radio", { name: "GST returns and GST APIs" }));
    expect(mockGetBookingSlots).toHaveBeenLastCalledWith("gst-demo");
    await screen.findByRole("group", { name: TUESDAY });
    expect(screen.getByLabelText("Your name")).toHaveValue("Anil Kumar");
    // A time chosen in the TDS calendar is not a choice in the GST one.
    expect(screen.getByRole("radio", { name: "10:00 am" })).not.toBeChecked();
  });
});

describe("booking helpers", () => {
  test.each([
    ["00:15", "12:15 am"], // the first hour after midnight is 12, not 0
    ["09:05", "9:05 am"],
    ["12:00", "12:00 pm"], // noon is pm
    ["15:30", "3:30 pm"],
    ["23:59", "11:59 pm"],
  ])("given %s, then it reads %s", (time, words) => {
    expect(formatSlotTime(time)).toBe(words);
  });

  test("given a slot listed twice, once taken and once open, then it is shown once, open", () => {
    const days = groupSlotsByDay([
      { date: "2026-12-01", time: "10:00", available: false },
      { date: "2026-12-01", time: "10:00", available: true },
    ]);
    expect(days).toEqual([{ date: "2026-12-01", slots: [{ date: "2026-12-01", time: "10:00", available: true }] }]);
  });

  test("given a company name of 101 characters, then it is refused with the service's limit of 100; 100 pass", () => {
    const slot = "2026-12-01T10:00";
    const filled = { ...EMPTY_BOOKING, name: "Anil Kumar", email: "anil@example.com", mobile: "9876543210" };
    expect(checkBooking({ ...filled, company: "a".repeat(101) }, slot, { withCompany: true })).toEqual({
      company: "Keep the company name to 100 characters or fewer",
    });
    expect(checkBooking({ ...filled, company: "a".repeat(100) }, slot, { withCompany: true })).toEqual({});
  });
});
