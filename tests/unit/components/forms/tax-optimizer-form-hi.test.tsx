import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
// The Hindi words as a Hindi page loads them with the form (scripts/hindi-modules.mjs).
import "@/components/forms/hindi/tax-optimizer-form";
import { TaxOptimizerForm } from "@/components/forms/tax-optimizer-form";
import { checkEmail, checkName } from "@/lib/forms/contact-rules";
import { englishWordsIn } from "@/lib/i18n/english-words";
import type { Locale } from "@/lib/i18n/locales";
import { ApiError } from "@/services/api-error";
import { makeStore } from "@/store";
import { InLanguage, inHindi } from "../../../support/in-language";
import { httpFailure } from "../../../support/api-failure";

/*
 * The tax optimiser's campaign form as on /hi/campaigns/tax-optimizer: every word it shows,
 * and every message a check, a failure or the report puts on the page, in Hindi. The English
 * page's behaviour is tests/unit/components/forms/tax-optimizer-form.test.tsx; here it is the
 * same behaviour, read in Hindi.
 */

jest.mock("@/services/reports", () => ({ createTaxReport: jest.fn(), getTaxReport: jest.fn(), emailTaxReport: jest.fn() }));
const reports = jest.requireMock("@/services/reports") as { createTaxReport: jest.Mock; getTaxReport: jest.Mock; emailTaxReport: jest.Mock };

const UUID = "6c1f8e2d-9a4b-4e37-b5d0-3f7a2c8e9b14";
const NAME = "प्रिया शर्मा";
const EMAIL = "priya.sharma@example.in";
const SAVED = { email: EMAIL, phone: "9876543210", name: NAME, uuid: UUID };

/*
 * The same report as the English test's (FY 2025-26, salary ₹15,00,000, ₹1,50,000 under 80C and
 * ₹25,000 under 80D): old regime ₹2,02,800, new regime ₹97,500, so the new regime saves
 * 2,02,800 − 97,500 = ₹1,05,300. Its suggestion is the server's, in English.
 */
const REPORT = {
  to_diy_report_uuid: UUID,
  user: { name: NAME, email: EMAIL, phone: "9876543210" },
  financial_year: "2025-26",
  old_regime_tax: 202800,
  new_regime_tax: 97500,
  recommended_regime: "new",
  suggestions: [{ title: "Choose the new regime", description: "Your deductions are not enough for the old regime to cost less.", saving: 105300 }],
};

// Labels and buttons as a Hindi reader finds them.
const FORM = "अपनी टैक्स रिपोर्ट पाएँ";
const REPORT_HEADING = "आपकी टैक्स रिपोर्ट";
const NAME_LABEL = "नाम";
const EMAIL_LABEL = "ईमेल पता";
const MOBILE_LABEL = "मोबाइल नंबर";
const SUBMIT = "मेरी रिपोर्ट पाएँ";
const MOBILE_HELP = "10 अंक, जो 6, 7, 8 या 9 से शुरू हों। आगे +91 लगाना ज़रूरी नहीं है।";
const KEPT = "आपने जो लिखा है, वह यहीं है।";


function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

const page = () => (
  <Provider store={makeStore()}>
    <TaxOptimizerForm />
  </Provider>
);

function renderInHindi(element: ReactElement = page()) {
  const user = userEvent.setup();
  const view = render(inHindi(element));
  return { user, ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, values = { name: NAME, email: EMAIL, mobile: "98765 43210" }) {
  await user.type(field(NAME_LABEL), values.name);
  await user.type(field(EMAIL_LABEL), values.email);
  await user.type(field(MOBILE_LABEL), values.mobile);
}

/** A page's text with the parts marked English (lang="en") left out, as a Hindi reader is told they are English. */
function hindiText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const english of Array.from(copy.querySelectorAll('[lang="en"]'))) english.remove();
  // Buttons, labels and alerts read as separate words.
  return Array.from(copy.querySelectorAll("*"))
    .flatMap((node) =>
      Array.from(node.childNodes)
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? ""),
    )
    .join(" ");
}

/** The English words left in a region, outside the parts marked English. */
const englishIn = (element: Element) => englishWordsIn(hindiText(element), new Set());

beforeEach(() => {
  localStorage.clear();
  reports.createTaxReport.mockReset();
  reports.getTaxReport.mockReset();
  reports.emailTaxReport.mockReset();
});

describe("tax optimiser form in Hindi: what it asks", () => {
  test("given a Hindi page, then the form, its fields, their hint and its button are named in Hindi, with no English word", () => {
    const { container } = renderInHindi();
    const form = screen.getByRole("form", { name: FORM });
    expect(screen.getByRole("heading", { name: FORM })).toBeInTheDocument();
    expect(form).toHaveTextContent("अपना नाम, ईमेल पता और मोबाइल नंबर लिखें, हम आपकी टैक्स रिपोर्ट तैयार कर देंगे।");
    expect(within(form).getByRole("textbox", { name: NAME_LABEL })).toHaveAttribute("autocomplete", "name");
    expect(within(form).getByRole("textbox", { name: EMAIL_LABEL })).toHaveAttribute("autocomplete", "email");
    expect(field(MOBILE_LABEL)).toHaveAccessibleDescription(MOBILE_HELP);
    expect(within(form).getByRole("button", { name: SUBMIT })).toBeInTheDocument();
    expect(englishIn(container)).toEqual([]);
  });

  test("given the form is sent empty, then each field says in Hindi what to type, Name gets focus, no English word shows, and nothing is sent", async () => {
    const { user, container } = renderInHindi();
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    expect(field(NAME_LABEL)).toHaveAccessibleDescription("अपना नाम लिखें");
    expect(field(EMAIL_LABEL)).toHaveAccessibleDescription("अपना ईमेल पता दर्ज करें");
    expect(field(MOBILE_LABEL)).toHaveAccessibleDescription(`अपना मोबाइल नंबर दर्ज करें ${MOBILE_HELP}`);
    for (const label of [NAME_LABEL, EMAIL_LABEL, MOBILE_LABEL]) expect(field(label)).toHaveAttribute("aria-invalid", "true");
    expect(field(NAME_LABEL)).toHaveFocus();
    expect(englishIn(container)).toEqual([]);
    expect(reports.createTaxReport).not.toHaveBeenCalled();
  });

  test("given a wrong email and mobile, then their Hindi messages say why, what was typed stays, and fixing the mobile clears its message", async () => {
    const { user, container } = renderInHindi();
    await fillIn(user, { name: NAME, email: "priya@example", mobile: "987654321" });
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    expect(field(NAME_LABEL)).not.toHaveAttribute("aria-invalid");
    expect(field(EMAIL_LABEL)).toHaveAccessibleDescription("name@example.com जैसा ईमेल पता दर्ज करें");
    expect(field(MOBILE_LABEL)).toHaveAccessibleDescription(`6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें ${MOBILE_HELP}`);
    expect(field(EMAIL_LABEL)).toHaveFocus();
    expect(field(NAME_LABEL)).toHaveValue(NAME);
    expect(field(EMAIL_LABEL)).toHaveValue("priya@example");
    expect(field(MOBILE_LABEL)).toHaveValue("987654321");
    expect(englishIn(container)).toEqual([]);
    await user.type(field(MOBILE_LABEL), "0");
    expect(field(MOBILE_LABEL)).not.toHaveAttribute("aria-invalid");
    expect(reports.createTaxReport).not.toHaveBeenCalled();
  });
});

describe("tax optimiser form in Hindi: hostile input", () => {
  const alert = jest.fn();
  beforeEach(() => {
    alert.mockReset();
    window.alert = alert;
    delete (window as unknown as { __pwned?: unknown }).__pwned;
  });

  const inLanguage = (locale: Locale) => (locale === "hi" ? inHindi(page()) : <InLanguage locale="en">{page()}</InLanguage>);
  const labels = {
    en: { name: "Name", email: "Email address", mobile: "Mobile number", submit: "Get my report" },
    hi: { name: NAME_LABEL, email: EMAIL_LABEL, mobile: MOBILE_LABEL, submit: SUBMIT },
  };
  const entries = [
    ["name", "<img src=x onerror=alert(1)>", (typed: string, locale: Locale) => checkName(typed, "name", locale)],
    ["name", "<script>window.__pwned=1</script>", (typed: string, locale: Locale) => checkName(typed, "name", locale)],
    ["email", '"><svg onload=alert(1)>@example.in', checkEmail],
  ] as const;

  test.each((["hi", "en"] as const).flatMap((locale) => entries.map(([which, payload, rule]) => [locale, which, payload, rule] as const)))(
    "given a %s page and %s holding %s, then it is refused beside the field with the page's message, kept as typed, and nothing runs",
    async (locale, which, payload, rule) => {
      const user = userEvent.setup();
      const { container } = render(inLanguage(locale));
      const words = labels[locale];
      // The other fields hold what a person would type, so only the field under test is hostile.
      await user.type(screen.getByLabelText(words.name), NAME);
      await user.type(screen.getByLabelText(words.email), EMAIL);
      await user.type(screen.getByLabelText(words.mobile), "98765 43210");
      const input = screen.getByLabelText(words[which]) as HTMLInputElement;
      await user.clear(input);
      await user.click(input);
      await user.paste(payload);
      await user.click(screen.getByRole("button", { name: words.submit }));
      const verdict = rule(payload, locale);
      if (verdict.ok) throw new Error(`${payload} should be refused`);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(verdict.message);
      expect(input).toHaveValue(payload);
      if (locale === "hi") expect(englishIn(container)).toEqual([]);
      expect(container.querySelectorAll("img, svg, script, iframe").length).toBe(0);
      expect(
        Array.from(container.querySelectorAll("*")).filter((element) => Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name))),
      ).toEqual([]);
      expect(alert).not.toHaveBeenCalled();
      expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
      expect(reports.createTaxReport).not.toHaveBeenCalled();
    },
  );
});

describe("tax optimiser form in Hindi: sending", () => {
  test.each([
    [
      "an HTTP 500",
      () => httpFailure("POST /calculate_tax/", 500, "<html>Server Error</html>"),
      `हमारी ओर की किसी समस्या के कारण आपकी टैक्स रिपोर्ट बनाने में दिक्कत आई। कृपया कुछ मिनट बाद फिर कोशिश करें। ${KEPT}`,
    ],
    [
      "a time-out",
      () => new ApiError("timeout", "POST /calculate_tax/ timed out"),
      `आपकी टैक्स रिपोर्ट बनाने में बहुत समय लगा। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें। ${KEPT}`,
    ],
    [
      "no answer at all",
      () => new ApiError("network", "POST /calculate_tax/ got no answer (ERR_NETWORK)"),
      `हमारे सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें। ${KEPT}`,
    ],
  ])("given %s, then the alert says in Hindi what happened, everything typed stays, and a second try works", async (_case, failure, message) => {
    reports.createTaxReport.mockRejectedValueOnce(failure()).mockResolvedValueOnce({ to_diy_report_uuid: UUID });
    reports.getTaxReport.mockResolvedValue(REPORT);
    const { user, container } = renderInHindi();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(englishIn(container)).toEqual([]);
    expect(field(NAME_LABEL)).toHaveValue(NAME);
    expect(field(EMAIL_LABEL)).toHaveValue(EMAIL);
    expect(field(MOBILE_LABEL)).toHaveValue("98765 43210");
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    expect(await screen.findByText("₹97,500")).toBeInTheDocument();
    expect(reports.createTaxReport).toHaveBeenCalledTimes(2);
  });

  test("given the server refuses the mobile number in English (400), then the alert names the field in Hindi, a Hindi sentence sits beside it, and no English word shows", async () => {
    reports.createTaxReport.mockRejectedValue(httpFailure("POST /calculate_tax/", 400, { mobile_number: ["Enter a valid mobile number."] }));
    const { user, container } = renderInHindi();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया ये जानकारियाँ जाँचें और फिर भेजें: मोबाइल नंबर।");
    expect(field(MOBILE_LABEL)).toHaveAccessibleDescription(`हमारे सर्वर ने यह मोबाइल नंबर स्वीकार नहीं किया। इसे जाँचकर फ़ॉर्म फिर से भेजें। ${MOBILE_HELP}`);
    expect(field(MOBILE_LABEL)).toHaveAttribute("aria-invalid", "true");
    expect(field(MOBILE_LABEL)).toHaveFocus();
    expect(field(MOBILE_LABEL)).toHaveValue("98765 43210");
    expect(container).not.toHaveTextContent("Enter a valid mobile number");
    expect(englishIn(container)).toEqual([]);
  });

  test("given the name is changed to a wrong one while the request is out and the server then refuses it (400), then our own Hindi message for it shows", async () => {
    let refuse: (error: unknown) => void = () => {};
    reports.createTaxReport.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    const { user, container } = renderInHindi();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    await user.clear(field(NAME_LABEL));
    await user.type(field(NAME_LABEL), "प्रिया 2");
    await act(async () => refuse(httpFailure("POST /calculate_tax/", 400, { name: ["Ensure this field has only letters."] })));
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया ये जानकारियाँ जाँचें और फिर भेजें: नाम।");
    expect(field(NAME_LABEL)).toHaveAccessibleDescription("नाम में केवल अक्षर, स्पेस, बिंदु (.) और हाइफ़न (-) लिखें");
    expect(field(NAME_LABEL)).toHaveValue("प्रिया 2");
    expect(englishIn(container)).toEqual([]);
  });

  test("given a 400 about no field of the form, then the alert says in Hindi that some details were not accepted", async () => {
    reports.createTaxReport.mockRejectedValue(httpFailure("POST /calculate_tax/", 400, { detail: "This report could not be prepared." }));
    const { user, container } = renderInHindi();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `आपकी टैक्स रिपोर्ट बनाने में दिक्कत आई, क्योंकि कुछ जानकारी स्वीकार नहीं हुई। आपने जो लिखा है उसे जाँचें और फिर कोशिश करें। ${KEPT}`,
    );
    for (const label of [NAME_LABEL, EMAIL_LABEL, MOBILE_LABEL]) expect(field(label)).not.toHaveAttribute("aria-invalid");
    expect(englishIn(container)).toEqual([]);
  });
});

describe("tax optimiser form in Hindi: the report", () => {
  test("given valid details, then it says in Hindi that it is working and shows the report in Hindi, the server's English suggestion marked English", async () => {
    const answer = deferred<{ to_diy_report_uuid: string }>();
    reports.createTaxReport.mockReturnValue(answer.promise);
    reports.getTaxReport.mockResolvedValue(REPORT);
    const { user, container } = renderInHindi();
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: SUBMIT }));
    expect(screen.getByRole("button", { name: "आपकी रिपोर्ट तैयार हो रही है…" })).toBeDisabled();
    await act(async () => answer.resolve({ to_diy_report_uuid: UUID }));

    const heading = await screen.findByRole("heading", { name: REPORT_HEADING });
    expect(heading).toHaveFocus();
    expect(await screen.findByText("₹2,02,800")).toBeInTheDocument();
    expect(reports.getTaxReport).toHaveBeenCalledWith(UUID, "hi");
    const region = screen.getByRole("region", { name: REPORT_HEADING });
    expect(within(region).getByText(`यह रिपोर्ट ${NAME} (${EMAIL}) के लिए तैयार की गई है।`)).toBeInTheDocument();
    const figures = within(region).getByText("पुरानी कर व्यवस्था में टैक्स").closest("dl")!;
    expect(figures).toHaveTextContent("वित्तीय वर्ष2025-26");
    expect(figures).toHaveTextContent("पुरानी कर व्यवस्था में टैक्स₹2,02,800");
    expect(figures).toHaveTextContent("नई कर व्यवस्था में टैक्स₹97,500");
    expect(figures).toHaveTextContent("आपके लिए बेहतरनई कर व्यवस्था");
    expect(figures).toHaveTextContent("नई कर व्यवस्था में आपकी बचत₹1,05,300");
    expect(within(region).getByRole("heading", { name: "सुझाव" })).toBeInTheDocument();
    expect(within(region).getByText("जो सुझाव हमारी रिपोर्ट में अभी केवल अंग्रेज़ी में हैं, वे अंग्रेज़ी में दिखाए गए हैं।")).toBeInTheDocument();
    const suggestion = within(region).getByRole("listitem");
    expect(suggestion.querySelector('[lang="en"]')).toHaveTextContent(
      "Choose the new regime: Your deductions are not enough for the old regime to cost less.",
    );
    expect(suggestion).toHaveTextContent(/\(₹1,05,300 तक की बचत\)$/);
    expect(within(region).getByRole("button", { name: "यह रिपोर्ट मुझे ईमेल करें" })).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "फिर से शुरू करें" })).toBeInTheDocument();
    expect(englishIn(container)).toEqual([]);
  });

  test("given suggestions the server wrote in Hindi, then they show as they are, with no note that they are English", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockResolvedValue({
      ...REPORT,
      suggestions: [{ title: "नई कर व्यवस्था चुनें", description: "आपकी कटौतियाँ पुरानी कर व्यवस्था को सस्ता नहीं बनातीं।", saving: 105300 }],
    });
    const { container } = renderInHindi();
    const suggestion = await screen.findByRole("listitem");
    expect(suggestion).toHaveTextContent("नई कर व्यवस्था चुनें: आपकी कटौतियाँ पुरानी कर व्यवस्था को सस्ता नहीं बनातीं। (₹1,05,300 तक की बचत)");
    expect(container.querySelector('[lang="en"]')).toBeNull();
    expect(screen.queryByText(/केवल अंग्रेज़ी में/)).not.toBeInTheDocument();
    expect(englishWordsIn(container.textContent ?? "", new Set())).toEqual([]);
  });

  test("given the report cannot be fetched, then it says so in Hindi and फिर कोशिश करें fetches it", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockRejectedValueOnce(new ApiError("timeout", "GET /calculate_tax/ timed out")).mockResolvedValueOnce(REPORT);
    const { user, container } = renderInHindi();
    expect(screen.getByText("आपकी रिपोर्ट लाई जा रही है…")).toBeInTheDocument();
    expect(await screen.findByText("यह जानकारी लाने में बहुत समय लगा। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।")).toBeInTheDocument();
    expect(englishIn(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "फिर कोशिश करें" }));
    expect(await screen.findByText("₹2,02,800")).toBeInTheDocument();
  });

  test("given a report with no figures, then it says so in Hindi", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockResolvedValue({ to_diy_report_uuid: UUID, user: REPORT.user });
    const { container } = renderInHindi();
    expect(
      await screen.findByText("आपकी रिपोर्ट तैयार है, लेकिन इसमें यहाँ दिखाने के लिए कोई आँकड़ा नहीं है। पूरी रिपोर्ट पढ़ने के लिए इसे अपने ईमेल पर मँगाएँ।"),
    ).toBeInTheDocument();
    expect(englishIn(container)).toEqual([]);
  });

  test("given the report is emailed, then sending and sent are said in Hindi; a failure's message is Hindi and does not speak of a form", async () => {
    localStorage.setItem("ToReport", JSON.stringify(SAVED));
    reports.getTaxReport.mockResolvedValue(REPORT);
    const sent = deferred<void>();
    reports.emailTaxReport.mockRejectedValueOnce(httpFailure("POST /calculate_tax/", 502, null)).mockReturnValueOnce(sent.promise);
    const { user, container } = renderInHindi();
    await user.click(screen.getByRole("button", { name: "यह रिपोर्ट मुझे ईमेल करें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^हमारी ओर की किसी समस्या के कारण आपकी रिपोर्ट ईमेल करने में दिक्कत आई। कृपया कुछ मिनट बाद फिर कोशिश करें।$/,
    );
    expect(englishIn(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "यह रिपोर्ट मुझे ईमेल करें" }));
    expect(screen.getByRole("button", { name: "रिपोर्ट भेजी जा रही है…" })).toBeDisabled();
    await act(async () => sent.resolve());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`हमने यह रिपोर्ट ${EMAIL} पर ईमेल कर दी है।`));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(reports.emailTaxReport).toHaveBeenCalledWith({ email: EMAIL, to_diy_report_uuid: UUID });
    expect(englishIn(container)).toEqual([]);
  });
});
