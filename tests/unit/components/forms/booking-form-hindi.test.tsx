import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
// The Hindi words as a Hindi page loads them with the form (scripts/hindi-modules.mjs).
import "@/components/forms/hindi/booking-form";
import "@/components/forms/hindi/demo-booking";
import { bookingErrorsFrom, checkBooking, EMPTY_BOOKING } from "@/components/forms/booking-checks";
import { BookingForm } from "@/components/forms/booking-form";
import type { BookingFormKind } from "@/components/forms/booking-format";
import { BOOKING_TEXT } from "@/components/forms/booking-text";
import { slotDayHi, slotTimeHi } from "@/components/forms/booking-text-hi";
import { DemoBooking } from "@/components/forms/demo-booking";
import { englishWordsIn } from "@/lib/i18n/english-words";
import { config } from "@/lib/site/config";
import { ApiError } from "@/services/api-error";
import type { BookingSlot } from "@/services/bookings";
import { userMessage } from "@/services/error-catalogue";
import DezervPage from "@/pages/dezerv";
import GstApiPage from "@/pages/gst-api";
import TdsReturnsCompliancePage from "@/pages/business/tds-returns-compliance";
import ProductDemoPage from "@/pages/product-resource/product-demo";
import type { MarketingPageProps } from "@/components/content/marketing-page";
import { inHindi } from "../../../support/in-language";

/*
 * The booking forms as on their Hindi pages (/hi/business/tds-returns-compliance, /hi/gst-api,
 * /hi/dezerv, /hi/product-resource/product-demo): every word they show, every message a check,
 * a refusal or a failure puts beside a field or in an alert, and the confirmation, in Hindi.
 * The English behaviour is booking-form.test.tsx and mobile-verification.test.tsx; here it is
 * the same behaviour, read in Hindi.
 */

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

// The pages, with their content sections left out: what they add is the form, its heading and intro.
jest.mock("@/components/content/marketing-page", () => ({ MarketingPageView: ({ children }: { children?: React.ReactNode }) => <main>{children}</main> }));
jest.mock("@/services/content/page-props", () => ({ marketingStaticProps: () => () => Promise.resolve({ notFound: true }) }));
jest.mock("@/components/layout/page-layouts", () => ({ publicLayout: (page: React.ReactNode) => page }));

/** The English test's calendar: 11:00 on 2 December is taken. */
const SLOTS: BookingSlot[] = [
  { date: "2026-12-02", time: "16:00", available: true },
  { date: "2026-12-01", time: "15:30", available: true },
  { date: "2026-12-02", time: "11:00", available: false },
  { date: "2026-12-01", time: "10:00", available: true },
];
// 1 December 2026 is a Tuesday (booking-form.test.tsx works it out), so 2 December a Wednesday.
const TUESDAY = "मंगलवार, 1 दिसंबर 2026";
const WEDNESDAY = "बुधवार, 2 दिसंबर 2026";

// Labels and buttons as a Hindi reader finds them.
const NAME = "आपका नाम";
const EMAIL = "ईमेल पता";
const MOBILE = "मोबाइल नंबर";
const COMPANY = "कंपनी या फ़र्म (वैकल्पिक)";
const DEMO_MESSAGE = "डेमो में आप क्या देखना चाहेंगे (वैकल्पिक)";
const BOOK_DEMO = "डेमो बुक करें";
const BOOK_CALL = "यह स्लॉट बुक करें";
const SUPPORT = "हमारी सहायता टीम से संपर्क करें";
const KEPT = "आपने जो लिखा है, वह यहीं है।";

/** An HTTP failure as the app client throws it: the body is on the wrapped AxiosError. */
const httpError = (status: number, data?: unknown) =>
  new ApiError("http", `POST /v1/tds-demo-booking/ failed with HTTP ${status}`, { status, cause: { response: { status, data } } });

beforeEach(() => {
  mockConfig.apiUrl = "https://api.example.in";
  for (const mock of [mockGetBookingSlots, mockCreateBooking, mockSendMobileOtp, mockVerifyMobileOtp]) mock.mockReset();
  mockGetBookingSlots.mockResolvedValue(SLOTS);
});

/** The Hindi catalogue, for the words a page passes to its form (headings and intros). */
const hi = BOOKING_TEXT.hi;

/**
 * The page's words as a reader meets them: every text but what was typed (React keeps a text
 * area's value as its text too), and every field's description.
 */
function shownText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest("textarea")) texts.push(node.textContent ?? "");
  const fields = Array.from(document.querySelectorAll("input, textarea, button, fieldset"));
  const described = fields.flatMap((field) =>
    (field.getAttribute("aria-describedby") ?? "").split(/\s+/).flatMap((id) => (id ? [document.getElementById(id)?.textContent ?? ""] : [])),
  );
  return [...texts, ...described].join(" ");
}

/** No English word outside acronyms, codes, e-mail addresses and figures. */
const expectNoEnglish = () => expect(englishWordsIn(shownText())).toEqual([]);

/**
 * Nothing a hostile entry carried ran or became markup: no element it could bring (these
 * forms draw none of their own), no event-handler attribute, no javascript: address, no
 * dialog and no sentinel.
 */
function expectNothingRan(alert: jest.SpyInstance) {
  const all = Array.from(document.querySelectorAll("*"));
  expect({
    injected: document.querySelectorAll("img, svg, script, iframe, object, embed").length,
    handlers: all.filter((element) => Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name))).length,
    scriptUrls: all.filter((element) => /^\s*javascript:/i.test(element.getAttribute("href") ?? element.getAttribute("src") ?? "")).length,
    dialogs: alert.mock.calls.length,
    pwned: typeof (window as unknown as { __pwned?: unknown }).__pwned,
  }).toEqual({ injected: 0, handlers: 0, scriptUrls: 0, dialogs: 0, pwned: "undefined" });
}

function renderForm(kind: BookingFormKind = "tds") {
  const user = userEvent.setup();
  render(inHindi(<BookingForm kind={kind} heading={hi.headings[kind]} intro={hi.intros[kind]} />));
  return user;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, mobile = "+91 98765-43210") {
  await user.type(screen.getByLabelText(NAME), "अनिल कुमार");
  await user.type(screen.getByLabelText(EMAIL), "anil@example.com");
  await user.type(screen.getByLabelText(MOBILE), mobile);
}

const chooseSlot = async (user: ReturnType<typeof userEvent.setup>, day: string, time: string) =>
  user.click(within(await screen.findByRole("group", { name: day })).getByRole("radio", { name: time }));

describe("BookingForm on a Hindi page: what it shows", () => {
  test("given the TDS demo, then heading, labels, help, button and calendar are in Hindi, times as a Hindi reader says them", async () => {
    renderForm("tds");
    const form = screen.getByRole("form", { name: "TDS डेमो बुक करें" });
    expect(screen.getByText(hi.intros.tds)).toBeInTheDocument();
    expect(screen.getByText("उपलब्ध समय लोड हो रहे हैं…")).toBeInTheDocument();
    const tuesday = await screen.findByRole("group", { name: TUESDAY });
    for (const label of [NAME, EMAIL, MOBILE, COMPANY, DEMO_MESSAGE]) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(MOBILE)).toHaveAccessibleDescription("10 अंक, जैसे 98765 43210");
    expect(screen.getByRole("group", { name: "तारीख और समय (भारतीय मानक समय)" })).toBeInTheDocument();
    expect(
      within(tuesday)
        .getAllByRole("radio")
        .map((radio) => radio.closest("div")?.textContent),
    ).toEqual(["सुबह 10:00 बजे", "दोपहर 3:30 बजे"]);
    const wednesday = screen.getByRole("group", { name: WEDNESDAY });
    expect(within(wednesday).getByRole("radio", { name: "सुबह 11:00 बजे (बुक हो चुका)" })).toBeDisabled();
    expect(within(wednesday).getByRole("radio", { name: "शाम 4:00 बजे" })).toBeEnabled();
    expect(screen.getByRole("button", { name: BOOK_DEMO })).toBeEnabled();
    expectNoEnglish();
  });

  test("given no API configured, then a Hindi sentence points to the support page and nothing is loaded", () => {
    delete mockConfig.apiUrl;
    renderForm("gst");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByText(/^इस समय इस साइट पर ऑनलाइन बुकिंग उपलब्ध नहीं है। कृपया/)).toHaveTextContent(
      `इस समय इस साइट पर ऑनलाइन बुकिंग उपलब्ध नहीं है। कृपया ${SUPPORT}, हम आपके साथ मिलकर समय तय कर लेंगे।`,
    );
    expect(screen.getByRole("link", { name: SUPPORT })).toHaveAttribute("href", expect.stringMatching(/\/support$/));
    expect(mockGetBookingSlots).not.toHaveBeenCalled();
    expectNoEnglish();
  });

  test("given every slot taken, then it says so in Hindi with a pointer to support", async () => {
    mockGetBookingSlots.mockResolvedValue([{ date: "2026-12-02", time: "11:00", available: false }]);
    renderForm("tds");
    expect(await screen.findByText(/^अभी बुकिंग के लिए कोई समय खाली नहीं है।/)).toHaveTextContent(
      `अभी बुकिंग के लिए कोई समय खाली नहीं है। कृपया बाद में फिर देखें, या ${SUPPORT}, हम आपके लिए कोई समय निकाल लेंगे।`,
    );
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expectNoEnglish();
  });

  test("given the calendar fails to load, then the failure is the catalogue's Hindi, and the Hindi retry button loads it", async () => {
    const failure = new ApiError("network", "GET /v1/gst-demo-booking/ got no answer (ERR_NETWORK)");
    mockGetBookingSlots.mockRejectedValueOnce(failure);
    const user = renderForm("gst");
    expect(await screen.findByText(userMessage(failure, "load", { locale: "hi", offline: false }))).toBeInTheDocument();
    expectNoEnglish();
    await user.click(screen.getByRole("button", { name: "समय फिर से लोड करें" }));
    expect(await screen.findByRole("group", { name: TUESDAY })).toBeInTheDocument();
    expect(mockGetBookingSlots).toHaveBeenNthCalledWith(2, "gst-demo");
  });
});

describe("BookingForm on a Hindi page: checking what was typed", () => {
  test("given an empty form submitted, then each field says in Hindi what to type, the first is focused, and nothing is sent", async () => {
    const user = renderForm("tds");
    await screen.findByRole("group", { name: TUESDAY });
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    const expected: [HTMLElement, string | RegExp][] = [
      [screen.getByLabelText(NAME), "अपना नाम लिखें"],
      [screen.getByLabelText(EMAIL), "अपना ईमेल पता दर्ज करें"],
      // The message comes first, then the field's help.
      [screen.getByLabelText(MOBILE), "अपना मोबाइल नंबर दर्ज करें 10 अंक, जैसे 98765 43210"],
    ];
    for (const [field, message] of expected) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    // The optional fields are not flagged.
    expect(screen.getByLabelText(COMPANY)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText(DEMO_MESSAGE)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("radio", { name: "सुबह 10:00 बजे" })).toHaveAccessibleDescription("तारीख और समय चुनें");
    expect(screen.getByRole("group", { name: "तारीख और समय (भारतीय मानक समय)" })).toHaveAccessibleDescription("तारीख और समय चुनें");
    expect(screen.getByLabelText(NAME)).toHaveFocus();
    expect(mockCreateBooking).not.toHaveBeenCalled();
    expectNoEnglish();
  });

  test("given a short mobile number and the field left, then the Hindi rule shows, what was typed stays, and fixing it clears the message", async () => {
    const user = renderForm("tds");
    const mobile = screen.getByLabelText(MOBILE);
    await user.type(mobile, "98765");
    await user.tab();
    expect(mobile).toHaveAttribute("aria-invalid", "true");
    expect(mobile).toHaveAccessibleDescription(/^6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें/);
    expect(mobile).toHaveValue("98765");
    expectNoEnglish();
    await user.type(mobile, "43210");
    expect(mobile).not.toHaveAttribute("aria-invalid");
  });

  test("given values typed and the form refused for a missing slot, then everything typed stays as it was", async () => {
    const user = renderForm("tds");
    await fillContact(user);
    await user.type(screen.getByLabelText(COMPANY), "कुमार एंड कंपनी");
    await user.type(screen.getByLabelText(DEMO_MESSAGE), "तिमाही रिटर्न में सुधार");
    await screen.findByRole("group", { name: TUESDAY });
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(screen.getByRole("radio", { name: "सुबह 10:00 बजे" })).toHaveAccessibleDescription("तारीख और समय चुनें");
    expect(screen.getByLabelText(NAME)).toHaveValue("अनिल कुमार");
    expect(screen.getByLabelText(EMAIL)).toHaveValue("anil@example.com");
    expect(screen.getByLabelText(MOBILE)).toHaveValue("+91 98765-43210");
    expect(screen.getByLabelText(COMPANY)).toHaveValue("कुमार एंड कंपनी");
    expect(screen.getByLabelText(DEMO_MESSAGE)).toHaveValue("तिमाही रिटर्न में सुधार");
    expect(screen.getByRole("radio", { name: "सुबह 10:00 बजे" })).toHaveFocus();
    expect(mockCreateBooking).not.toHaveBeenCalled();
    expectNoEnglish();
  });
});

describe("BookingForm on a Hindi page: hostile entries", () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  test.each([
    ["an image with an error handler", "<img src=x onerror=alert(1)>"],
    ["a script element", "<script>window.__pwned = 1</script>"],
    ["a javascript: address", "javascript:alert(1)"],
  ])(
    "given %s as the name, then it is refused beside the field with the Hindi rule, kept as typed, and nothing runs or is sent",
    async (_name, payload) => {
      const user = renderForm("tds");
      await fillContact(user);
      const name = screen.getByLabelText(NAME);
      await user.clear(name);
      await user.click(name);
      await user.paste(payload);
      await chooseSlot(user, TUESDAY, "सुबह 10:00 बजे");
      await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
      expect(name).toHaveAttribute("aria-invalid", "true");
      expect(name).toHaveAccessibleDescription("नाम में केवल अक्षर, स्पेस, बिंदु (.) और हाइफ़न (-) लिखें");
      expect(name).toHaveValue(payload);
      expect(name).toHaveFocus();
      expect(mockCreateBooking).not.toHaveBeenCalled();
      // The typed value is the field's, not the page's text: no English word among what the page says.
      expectNoEnglish();
      expectNothingRan(alert);
    },
  );

  test("given a message of 1,001 characters carrying markup, then it is refused with the Hindi limit, kept, and nothing runs or is sent", async () => {
    const long = `${"<img src=x onerror=alert(1)>".repeat(35)}${"x".repeat(21)}`;
    expect(long).toHaveLength(1001);
    const user = renderForm("tds");
    await fillContact(user);
    const message = screen.getByLabelText(DEMO_MESSAGE);
    await user.click(message);
    await user.paste(long);
    await chooseSlot(user, TUESDAY, "सुबह 10:00 बजे");
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAccessibleDescription("संदेश ज़्यादा से ज़्यादा 1,000 अक्षरों का रखें");
    expect(message).toHaveValue(long);
    expect(message).toHaveFocus();
    expect(mockCreateBooking).not.toHaveBeenCalled();
    expectNoEnglish();
    expectNothingRan(alert);
  });

  test("given a company name of 101 characters, then it is refused with the Hindi limit of 100", async () => {
    const user = renderForm("gst");
    await fillContact(user);
    const company = screen.getByLabelText(COMPANY);
    await user.click(company);
    await user.paste("क".repeat(101));
    await chooseSlot(user, TUESDAY, "सुबह 10:00 बजे");
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(company).toHaveAccessibleDescription("कंपनी या फ़र्म का नाम ज़्यादा से ज़्यादा 100 अक्षरों का रखें");
    expect(mockCreateBooking).not.toHaveBeenCalled();
    expectNoEnglish();
    expectNothingRan(alert);
  });
});

describe("BookingForm on a Hindi page: booking", () => {
  test("given a TDS demo at 3:30 pm on 1 December, then it is sent as typed and confirmed in Hindi, with the reference and next steps", async () => {
    mockCreateBooking.mockResolvedValue({ id: 4401, date: "2026-12-01", time: "15:30" });
    const user = renderForm("tds");
    await fillContact(user);
    await chooseSlot(user, TUESDAY, "दोपहर 3:30 बजे");
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(mockCreateBooking).toHaveBeenCalledWith("tds-demo", {
      name: "अनिल कुमार",
      email: "anil@example.com",
      mobile_number: "+91 98765-43210",
      date: "2026-12-01",
      time: "15:30",
    });
    const status = await screen.findByText(`आपका TDS डेमो बुक हो गया है: ${TUESDAY}, दोपहर 3:30 बजे (भारतीय समय)।`);
    expect(status).toHaveAttribute("role", "status");
    expect(screen.getByText("बुकिंग संदर्भ संख्या: 4401")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: SUPPORT }).parentElement).toHaveTextContent(
      `TDS डेमो से पहले हमारी टीम जानकारी की पुष्टि के लिए आपसे anil@example.com पर या 98765 43210 पर संपर्क करेगी। अगर यह समय अब आपके लिए ठीक नहीं है, तो अपनी बुकिंग संदर्भ संख्या के साथ ${SUPPORT}।`,
    );
    expect(screen.queryByRole("button", { name: BOOK_DEMO })).not.toBeInTheDocument();
    expectNoEnglish();
  });

  test("given the server fails with 500, then the alert is the Hindi userMessage, everything typed stays, and a second try books", async () => {
    let fail!: (error: unknown) => void;
    mockCreateBooking
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce({ id: 4402, date: "2026-12-02", time: "16:00" });
    const user = renderForm("gst");
    await fillContact(user, "9876543210");
    await user.type(screen.getByLabelText(DEMO_MESSAGE), "ERP से ई-इनवॉइस");
    await chooseSlot(user, WEDNESDAY, "शाम 4:00 बजे");
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(screen.getByRole("button", { name: "बुक किया जा रहा है…" })).toBeDisabled();

    const failure = httpError(500);
    await act(async () => fail(failure));
    const said = userMessage(failure, "booking", { locale: "hi" });
    expect(said).toContain(KEPT);
    expect(screen.getByRole("alert")).toHaveTextContent(said);
    expect(screen.getByLabelText(NAME)).toHaveValue("अनिल कुमार");
    expect(screen.getByLabelText(EMAIL)).toHaveValue("anil@example.com");
    expect(screen.getByLabelText(MOBILE)).toHaveValue("9876543210");
    expect(screen.getByLabelText(DEMO_MESSAGE)).toHaveValue("ERP से ई-इनवॉइस");
    expect(screen.getByRole("radio", { name: "शाम 4:00 बजे" })).toBeChecked();
    expectNoEnglish();

    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(mockCreateBooking).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(`आपका GST डेमो बुक हो गया है: ${WEDNESDAY}, शाम 4:00 बजे (भारतीय समय)।`)).toBeInTheDocument();
  });

  test("given a time-out, then the alert says in Hindi it took too long and the form can be sent again", async () => {
    const failure = new ApiError("timeout", "POST /v1/tds-demo-booking/ timed out");
    mockCreateBooking.mockRejectedValueOnce(failure);
    const user = renderForm("tds");
    await fillContact(user);
    await chooseSlot(user, TUESDAY, "सुबह 10:00 बजे");
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(await screen.findByRole("alert")).toHaveTextContent(userMessage(failure, "booking", { locale: "hi" }));
    expect(screen.getByRole("button", { name: BOOK_DEMO })).toBeEnabled();
    expectNoEnglish();
  });

  test("given the server refuses the email in English (400), then the field says in Hindi that the server did not accept it, and no English is shown", async () => {
    const refusal = httpError(400, { email: ["Enter a valid email address."] });
    mockCreateBooking.mockRejectedValueOnce(refusal);
    const user = renderForm("tds");
    await fillContact(user);
    await chooseSlot(user, TUESDAY, "सुबह 10:00 बजे");
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    const email = await screen.findByLabelText(EMAIL);
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया ये जानकारियाँ जाँचें और फिर भेजें: ईमेल पता।");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("हमारे सर्वर ने यह ईमेल पता स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।");
    expect(email).toHaveValue("anil@example.com");
    expect(screen.queryByText(/Enter a valid email address/)).not.toBeInTheDocument();
    expectNoEnglish();
  });

  test("given the slot taken meanwhile (400 on time, in English), then the calendar says so in Hindi and is loaded again", async () => {
    mockCreateBooking.mockRejectedValueOnce(httpError(400, { time: ["This slot has just been taken. Choose another time."] }));
    const user = renderForm("tds");
    await fillContact(user);
    await chooseSlot(user, TUESDAY, "सुबह 10:00 बजे");
    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया ये जानकारियाँ जाँचें और फिर भेजें: समय।");
    expect(await screen.findByRole("radio", { name: "सुबह 10:00 बजे" })).toHaveAccessibleDescription(
      "हमारे सर्वर ने यह समय स्वीकार नहीं किया; हो सकता है कि यह अभी-अभी बुक हो गया हो। कृपया कोई दूसरा समय चुनें।",
    );
    expect(mockGetBookingSlots).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText(NAME)).toHaveValue("अनिल कुमार");
    expectNoEnglish();
  });
});

describe("BookingForm on a Hindi page: Dezerv, with the mobile number verified first", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  test("given no code yet, then booking is refused in Hindi; the code is sent, checked and the call booked, all in Hindi", async () => {
    mockSendMobileOtp.mockResolvedValue({ status: "sent", expires_in: 300 });
    mockVerifyMobileOtp.mockRejectedValueOnce(httpError(400, { otp: ["The code is wrong or has expired. Check the SMS or ask for a new code."] }));
    mockVerifyMobileOtp.mockResolvedValueOnce(undefined);
    mockCreateBooking.mockResolvedValue({ id: 4403, date: "2026-12-01", time: "10:00" });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(inHindi(<BookingForm kind="dezerv" heading={hi.headings.dezerv} intro={hi.intros.dezerv} />));
    expect(screen.getByRole("form", { name: "हमारी टैक्स टीम के साथ कॉल बुक करें" })).toBeInTheDocument();
    expect(screen.queryByLabelText(COMPANY)).not.toBeInTheDocument();
    expect(screen.getByLabelText("कॉल से पहले हमें कुछ बताना हो तो यहाँ लिखें (वैकल्पिक)")).toBeInTheDocument();
    expect(screen.getByText("हम ऊपर लिखे नंबर पर SMS से 6 अंकों का कोड भेजेंगे।")).toBeInTheDocument();
    await fillContact(user);
    await chooseSlot(user, TUESDAY, "सुबह 10:00 बजे");
    await user.click(screen.getByRole("button", { name: BOOK_CALL }));
    expect(mockCreateBooking).not.toHaveBeenCalled();
    const sendCode = screen.getByRole("button", { name: "कोड भेजें" });
    expect(sendCode).toHaveFocus();
    expect(screen.getByRole("group", { name: "अपने मोबाइल नंबर की पुष्टि करें" })).toHaveAccessibleDescription(
      "बुक करने से पहले अपने मोबाइल नंबर की पुष्टि करें: “कोड भेजें” दबाएँ और हमारा भेजा हुआ कोड दर्ज करें",
    );
    expectNoEnglish();

    await user.click(sendCode);
    expect(mockSendMobileOtp).toHaveBeenCalledWith("9876543210");
    const code = await screen.findByLabelText("SMS में आया कोड");
    const verification = screen.getByRole("group", { name: "अपने मोबाइल नंबर की पुष्टि करें" });
    expect(within(verification).getByRole("status")).toHaveTextContent("हमने 98765 43210 पर SMS से 6 अंकों का कोड भेजा है। यह कोड 5 मिनट तक मान्य है।");
    expect(screen.getByRole("button", { name: "नया कोड भेजें" })).toBeDisabled();
    expect(screen.getByText("आप 30 सेकंड बाद नया कोड माँग सकते हैं।")).toBeInTheDocument();
    expectNoEnglish();

    // Five digits: the form's own rule, in Hindi, and nothing is checked.
    await user.type(code, "12345");
    await user.click(screen.getByRole("button", { name: "पुष्टि करें" }));
    expect(code).toHaveAccessibleDescription("SMS से भेजा गया 6 अंकों का कोड दर्ज करें");
    expect(mockVerifyMobileOtp).not.toHaveBeenCalled();

    // A code the server refuses (its reason in English): said in Hindi beside the code, kept.
    await user.type(code, "9");
    await user.click(screen.getByRole("button", { name: "पुष्टि करें" }));
    expect(await within(verification).findByText("कृपया ये जानकारियाँ जाँचें और फिर भेजें: कोड।")).toHaveAttribute("role", "alert");
    expect(code).toHaveAccessibleDescription("हमारे सर्वर ने यह कोड स्वीकार नहीं किया। SMS में आया कोड फिर से देखें, या नया कोड माँगें।");
    expect(code).toHaveValue("123459");
    expectNoEnglish();

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "पुष्टि करें" }));
    expect(mockVerifyMobileOtp).toHaveBeenLastCalledWith("9876543210", "123456");
    expect(await screen.findByText("मोबाइल नंबर 98765 43210 की पुष्टि हो गई।")).toHaveAttribute("role", "status");

    await user.click(screen.getByRole("button", { name: BOOK_CALL }));
    expect(mockCreateBooking).toHaveBeenCalledWith("dezerv-slot", {
      name: "अनिल कुमार",
      email: "anil@example.com",
      mobile_number: "+91 98765-43210",
      date: "2026-12-01",
      time: "10:00",
    });
    expect(await screen.findByText(`आपकी कॉल बुक हो गई है: ${TUESDAY}, सुबह 10:00 बजे (भारतीय समय)।`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: SUPPORT }).parentElement).toHaveTextContent(/^कॉल से पहले हमारी टीम/);
    expectNoEnglish();
  });

  test("given a number the form refuses, or one the server refuses in English, then the mobile field says why in Hindi and no code is asked for twice", async () => {
    mockSendMobileOtp.mockRejectedValueOnce(httpError(400, { mobile_number: ["Enter a valid mobile number."] }));
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(inHindi(<BookingForm kind="dezerv" heading={hi.headings.dezerv} intro={hi.intros.dezerv} />));
    const mobile = screen.getByLabelText(MOBILE);
    await user.type(mobile, "12345");
    await user.click(screen.getByRole("button", { name: "कोड भेजें" }));
    expect(mobile).toHaveAccessibleDescription(/^6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें/);
    expect(mobile).toHaveFocus();
    expect(mockSendMobileOtp).not.toHaveBeenCalled();

    await user.clear(mobile);
    await user.type(mobile, "9876543210");
    await user.click(screen.getByRole("button", { name: "कोड भेजें" }));
    await act(async () => undefined);
    expect(mockSendMobileOtp).toHaveBeenCalledTimes(1);
    expect(mobile).toHaveAccessibleDescription(/^हमारे सर्वर ने यह मोबाइल नंबर स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।/);
    expect(screen.queryByText(/Enter a valid mobile number/)).not.toBeInTheDocument();
    expectNoEnglish();
  });

  test("given no network when sending the code, then the alert is the Hindi userMessage", async () => {
    const failure = new ApiError("network", "POST /v1/telecom/mobile_number_verification/ got no answer (ERR_NETWORK)");
    mockSendMobileOtp.mockRejectedValueOnce(failure);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(inHindi(<BookingForm kind="dezerv" heading={hi.headings.dezerv} intro={hi.intros.dezerv} />));
    await user.type(screen.getByLabelText(MOBILE), "9876543210");
    await user.click(screen.getByRole("button", { name: "कोड भेजें" }));
    expect(await screen.findByText(userMessage(failure, "mobileVerification", { locale: "hi", offline: false }))).toHaveAttribute("role", "alert");
    expectNoEnglish();
  });
});

describe("DemoBooking on a Hindi page", () => {
  test("given the product demo, then the choice and the form are in Hindi; choosing GST loads its calendar and keeps what was typed", async () => {
    const user = userEvent.setup();
    render(inHindi(<DemoBooking />));
    expect(screen.getByRole("form", { name: "अपना डेमो बुक करें" })).toBeInTheDocument();
    expect(screen.getByText("पहले डेमो चुनें, फिर अपनी सुविधा का समय। डेमो 30 मिनट का होता है।")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "आप कौन-सा डेमो देखना चाहेंगे?" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "TDS रिटर्न और अनुपालन" })).toBeChecked();
    for (const label of [NAME, EMAIL, MOBILE, COMPANY, DEMO_MESSAGE]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await screen.findByRole("group", { name: TUESDAY });
    expectNoEnglish();

    await user.type(screen.getByLabelText(NAME), "अनिल कुमार");
    await user.click(screen.getByRole("radio", { name: "GST रिटर्न और GST API" }));
    expect(mockGetBookingSlots).toHaveBeenLastCalledWith("gst-demo");
    await screen.findByRole("group", { name: TUESDAY });
    expect(screen.getByLabelText(NAME)).toHaveValue("अनिल कुमार");

    await user.click(screen.getByRole("button", { name: BOOK_DEMO }));
    expect(screen.getByLabelText(EMAIL)).toHaveAccessibleDescription("अपना ईमेल पता दर्ज करें");
    expect(screen.getByLabelText(EMAIL)).toHaveFocus();
    expect(mockCreateBooking).not.toHaveBeenCalled();
    expectNoEnglish();
  });
});

describe("the booking pages in Hindi", () => {
  const props = {} as MarketingPageProps;
  test.each([
    ["/hi/business/tds-returns-compliance", TdsReturnsCompliancePage, "TDS डेमो बुक करें", hi.intros.tds],
    ["/hi/gst-api", GstApiPage, "GST डेमो बुक करें", hi.intros.gst],
    ["/hi/dezerv", DezervPage, "हमारी टैक्स टीम के साथ कॉल बुक करें", hi.intros.dezerv],
    ["/hi/product-resource/product-demo", ProductDemoPage, "अपना डेमो बुक करें", hi.intros.demo],
  ])("given %s, then its form has the Hindi heading and intro", async (_path, Page, heading, intro) => {
    render(inHindi(<Page {...props} />));
    expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: heading })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    await screen.findByRole("group", { name: TUESDAY });
    expectNoEnglish();
  });

  test("given the same pages in English, then their headings are the English ones", async () => {
    render(<GstApiPage {...props} />);
    expect(screen.getByRole("heading", { name: "Book a GST demo" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "See GSTIN checks, return data, e-invoices and e-way bills handled on sample data, and ask how they fit your software. Choose a time that suits you.",
      ),
    ).toBeInTheDocument();
    // The calendar loads after the first render: the test ends once it is shown, as a reader sees it.
    expect(await screen.findByRole("group", { name: "Tuesday, December 1, 2026" })).toBeInTheDocument();
  });
});

describe("the Hindi booking words", () => {
  test.each([
    ["00:15", "रात 12:15 बजे"], // the first hour after midnight is 12, at night
    ["03:59", "रात 3:59 बजे"],
    ["09:05", "सुबह 9:05 बजे"],
    ["12:00", "दोपहर 12:00 बजे"],
    ["15:30", "दोपहर 3:30 बजे"],
    ["18:30", "शाम 6:30 बजे"],
    ["23:59", "रात 11:59 बजे"],
  ])("given %s, then the time reads %s", (time, words) => {
    expect(slotTimeHi(time)).toBe(words);
  });

  test("given calendar dates, then the day reads with its Hindi weekday and month, and anything else reads empty as in English", () => {
    expect(slotDayHi("2026-04-05")).toBe("रविवार, 5 अप्रैल 2026");
    expect(slotDayHi("2026-12-01")).toBe(TUESDAY);
    expect(slotDayHi("2027-02-01")).toBe("सोमवार, 1 फ़रवरी 2027");
    expect(slotDayHi("not a date")).toBe("");
  });

  test("given checkBooking in Hindi, then every message is Hindi; without a language it stays English, as the service reads it", () => {
    const empty = checkBooking(EMPTY_BOOKING, "", { withCompany: true, verifiedMobile: null }, "hi");
    expect(empty).toEqual({ name: "अपना नाम लिखें", email: "अपना ईमेल पता दर्ज करें", mobile: "अपना मोबाइल नंबर दर्ज करें", slot: "तारीख और समय चुनें" });
    const filled = { ...EMPTY_BOOKING, name: "अनिल कुमार", email: "anil@example.com", mobile: "9876543210" };
    expect(checkBooking(filled, "2026-12-01T10:00", { withCompany: false, verifiedMobile: null }, "hi")).toEqual({ verification: hi.verifyFirst });
    expect(checkBooking(EMPTY_BOOKING, "", { withCompany: true })).toEqual({
      name: "Enter your name",
      email: "Enter your email address",
      mobile: "Enter your mobile number",
      slot: "Choose a date and time",
    });
  });

  test("given a refusal, then in Hindi a field the form's own check fails shows that check, any other the Hindi refusal; in English the server's words", () => {
    const sent = { values: { ...EMPTY_BOOKING, name: "<b>", email: "anil@example.com", mobile: "9876543210" }, slot: "" };
    const refusal = {
      name: ["Enter a valid name."],
      email: ["Enter a valid email address."],
      date: ["Choose a date"],
      time: ["Choose a time"],
      non_field_errors: ["No."],
    };
    expect(bookingErrorsFrom(refusal, "hi", sent)).toEqual({
      name: "नाम में केवल अक्षर, स्पेस, बिंदु (.) और हाइफ़न (-) लिखें",
      email: "हमारे सर्वर ने यह ईमेल पता स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।",
      slot: "तारीख और समय चुनें",
    });
    expect(bookingErrorsFrom({ company_name: ["Too long."] }, "hi")).toEqual({ company: hi.fromServer("company", [], undefined) });
    expect(englishWordsIn(Object.values(bookingErrorsFrom(refusal, "hi", sent)).join(" "))).toEqual([]);
    expect(bookingErrorsFrom(refusal)).toEqual({
      name: "Enter a valid name.",
      email: "Enter a valid email address.",
      slot: "Choose a date Choose a time",
    });
  });
});
