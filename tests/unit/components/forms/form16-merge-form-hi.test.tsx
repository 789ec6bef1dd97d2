import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
// What a Hindi page loads for this form (components/layout/hindi-frame.ts does on the site).
// The Hindi words as a Hindi page loads them with the form (scripts/hindi-modules.mjs).
import "@/components/forms/hindi/form16-merge-form";
import { Form16MergeForm, figureLabel, valueText } from "@/components/forms/form16-merge-form";
import { checkEmail } from "@/lib/forms/contact-rules";
import { englishWordsIn } from "@/lib/i18n/english-words";
import { ApiError } from "@/services/api-error";
import { userMessage } from "@/services/error-catalogue";
import { makeStore } from "@/store";
import { inHindi } from "../../../support/in-language";
import { httpFailure } from "../../../support/api-failure";
import { fakeFile, MERGED } from "../../../support/form16-fixtures";

/*
 * The Form 16 merge form on a Hindi page (/hi/business/merge-form16), used as a person would:
 * by its labels and roles. Every word it shows is Hindi (englishWordsIn finds none outside
 * acronyms, file names and what the person typed), a refused field says why in Hindi beside
 * itself, what was typed stays, hostile text is refused or shown as text, and a server's
 * English never reaches the page. The English page's own tests are form16-merge-form.test.tsx.
 */

// The real rules (PDF test, limits); only the request is replaced.
jest.mock("@/services/form16", () => ({ ...jest.requireActual("@/services/form16"), uploadForm16: jest.fn() }));
const { uploadForm16 } = jest.requireMock("@/services/form16") as { uploadForm16: jest.Mock };

const MB = 1024 * 1024;
const HELP = "केवल PDF फ़ाइलें; हर फ़ाइल ज़्यादा से ज़्यादा 5 MB की, और एक बार में ज़्यादा से ज़्यादा 10 फ़ाइलें।";
const FORM_NAME = "अपने फ़ॉर्म 16 की PDF फ़ाइलें एक साथ जोड़ें";
const SUBMIT = "अपलोड करके जोड़ें";




async function renderForm() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    inHindi(
      <Provider store={makeStore()}>
        <Form16MergeForm />
      </Provider>,
    ),
  );
  await screen.findByText(HELP);
  return user;
}

const section = () => screen.getByRole("region", { name: FORM_NAME });
const emailField = () => screen.getByLabelText("ईमेल पता") as HTMLInputElement;
const filesField = () => screen.getByLabelText("फ़ॉर्म 16 की PDF फ़ाइलें") as HTMLInputElement;
const submitButton = () => screen.getByRole("button", { name: SUBMIT });
const listUnder = (heading: string) =>
  within(screen.getByText(heading).parentElement!)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

/** English words in a text, past the file names and addresses the person chose or typed. */
const englishIn = (text: string | null | undefined, ...theirs: string[]) =>
  englishWordsIn(theirs.reduce((rest, own) => rest.split(own).join(" "), text ?? ""));

/** Nothing from a hostile name or address became markup or ran. */
function expectNothingRan() {
  expect(document.querySelectorAll("img, script, svg, iframe")).toHaveLength(0);
  const handlers = Array.from(document.querySelectorAll("*")).filter((element) =>
    Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)),
  );
  expect(handlers).toHaveLength(0);
  expect(window.alert).not.toHaveBeenCalled();
}

beforeEach(() => {
  uploadForm16.mockReset();
  window.alert = jest.fn();
});

describe("Form 16 merge on a Hindi page: what it says", () => {
  test("the form, its fields, the picker and the limits are in Hindi, with no English word", async () => {
    await renderForm();
    expect(screen.getByRole("form", { name: FORM_NAME })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: FORM_NAME })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute("type", "email");
    expect(filesField()).toHaveAttribute("type", "file");
    expect(filesField()).toHaveAttribute("multiple");
    expect(filesField()).toHaveAccessibleDescription(HELP);
    // The browser words its own picker in its own language: the Hindi page shows its own button and count.
    expect(within(section()).getByText("फ़ाइलें चुनें")).toBeInTheDocument();
    expect(within(section()).getByText("कोई फ़ाइल नहीं चुनी गई")).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(section()).toHaveTextContent("हर नियोक्ता से मिला फ़ॉर्म 16 (भाग A और भाग B) अपलोड करें");
    expect(englishIn(section().textContent)).toEqual([]);
  });

  test("the English page keeps the browser's own file input and has no Hindi word", async () => {
    render(
      <Provider store={makeStore()}>
        <Form16MergeForm />
      </Provider>,
    );
    const region = await screen.findByRole("region", { name: "Merge your Form 16 PDFs" });
    await within(region).findByText("PDF files only, up to 5 MB each and 10 files at a time.");
    expect(within(region).getByLabelText("Form 16 PDF files")).toHaveClass("form-control");
    expect(region.textContent).not.toMatch(/[\u0900-\u097f]/);
  });

  test("given a mixed choice, then each refused file says why in Hindi, the rest are ready, and the count follows", async () => {
    const user = await renderForm();
    await user.upload(filesField(), [
      fakeFile("part-a.pdf", "application/pdf", 300 * 1024),
      fakeFile("notes.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
      fakeFile("scan.pdf", "application/pdf", 6 * MB),
      fakeFile("blank.pdf", "application/pdf", 0),
      fakeFile("big-but-allowed.pdf", "application/pdf", 5 * MB),
    ]);
    expect(listUnder("ये फ़ाइलें नहीं भेजी जाएँगी:")).toEqual([
      "notes.docx: यह PDF नहीं है। अपने फ़ॉर्म 16 की PDF चुनें।",
      "scan.pdf: 5 MB से बड़ी है (इसका आकार 6.0 MB है)।",
      "blank.pdf: फ़ाइल खाली है।",
    ]);
    expect(listUnder("भेजने के लिए तैयार:")).toEqual(["part-a.pdf (300 KB)", "big-but-allowed.pdf (5.0 MB)"]);
    expect(within(section()).getByText("5 फ़ाइलें चुनी गईं")).toBeInTheDocument();
    expect(filesField()).toHaveAttribute("aria-invalid", "true");
    expect(filesField()).toHaveAccessibleDescription(/^ये फ़ाइलें नहीं भेजी जाएँगी: notes\.docx: यह PDF नहीं है/);
    expect(englishIn(section().textContent, "part-a.pdf", "notes.docx", "scan.pdf", "blank.pdf", "big-but-allowed.pdf")).toEqual([]);
  });

  test("given 11 PDFs, then the 11th is refused for the count, in Hindi", async () => {
    const user = await renderForm();
    await user.upload(
      filesField(),
      Array.from({ length: 11 }, (_, index) => fakeFile(`form16-${index + 1}.pdf`, "application/pdf")),
    );
    expect(listUnder("भेजने के लिए तैयार:")).toHaveLength(10);
    expect(listUnder("ये फ़ाइलें नहीं भेजी जाएँगी:")).toEqual(["form16-11.pdf: एक बार में केवल 10 फ़ाइलें भेजी जा सकती हैं।"]);
  });
});

describe("Form 16 merge on a Hindi page: refused before sending", () => {
  test("given nothing filled in, then both fields say in Hindi what is needed, the email gets focus, and nothing is sent", async () => {
    const user = await renderForm();
    await user.click(submitButton());
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(emailField()).toHaveAccessibleDescription("अपना ईमेल पता दर्ज करें");
    expect(emailField()).toHaveFocus();
    expect(filesField()).toHaveAttribute("aria-invalid", "true");
    expect(filesField()).toHaveAccessibleDescription(`फ़ॉर्म 16 की कम से कम एक PDF फ़ाइल चुनें ${HELP}`);
    expect(englishIn(section().textContent)).toEqual([]);
    expect(uploadForm16).not.toHaveBeenCalled();
  });

  test("given a bad email and a PDF, then the email says in Hindi how to write it, what was typed and chosen stays, and nothing is sent", async () => {
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example");
    const partA = fakeFile("part-a.pdf", "application/pdf");
    await user.upload(filesField(), partA);
    await user.click(submitButton());
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(emailField()).toHaveAccessibleDescription("name@example.com जैसा ईमेल पता दर्ज करें");
    expect(emailField()).toHaveValue("priya.sharma@example");
    expect(filesField().files?.[0]).toBe(partA);
    expect(listUnder("भेजने के लिए तैयार:")).toEqual(["part-a.pdf (200 KB)"]);
    expect(englishIn(section().textContent, "part-a.pdf", "priya.sharma@example")).toEqual([]);
    expect(uploadForm16).not.toHaveBeenCalled();

    // Corrected, the message goes as the person types, and the form sends.
    uploadForm16.mockResolvedValue(MERGED);
    await user.type(emailField(), ".in");
    expect(emailField()).not.toHaveAttribute("aria-invalid");
    await user.click(submitButton());
    expect(await screen.findByRole("region", { name: "आपके फ़ॉर्म 16 के जोड़े गए आँकड़े" })).toBeInTheDocument();
    expect(uploadForm16.mock.calls[0]![0]).toEqual({ email: "priya.sharma@example.in", files: [partA] });
  });

  test("given markup as the email, then it is refused in Hindi, kept as typed, and nothing is sent or run", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const user = await renderForm();
    await user.type(emailField(), hostile);
    await user.upload(filesField(), fakeFile("part-a.pdf", "application/pdf"));
    await user.click(submitButton());
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(emailField()).toHaveAccessibleDescription("name@example.com जैसा ईमेल पता दर्ज करें");
    expect(emailField()).toHaveValue(hostile);
    expect(uploadForm16).not.toHaveBeenCalled();
    expectNothingRan();
  });

  test.each([
    ['"<script>window.__pwned=1</script>"@example.in'],
    ["priya<img src=x onerror=window.__pwned=1>@example.in"],
    ["{{7*7}}@example.in"],
    ["priya'or'1'='1@example.in"],
  ])("given the address %s, then the Hindi page does as the rule says: refused in Hindi beside the field, or sent and shown as text", async (address) => {
    uploadForm16.mockImplementation(async (request: { email: string }) => ({ email: request.email, merged: { gross_salary: 1500000 } }));
    const user = await renderForm();
    await user.type(emailField(), address.replace(/[{[]/g, "$&$&"));
    expect(emailField()).toHaveValue(address);
    await user.upload(filesField(), fakeFile("part-a.pdf", "application/pdf"));
    await user.click(submitButton());
    const rule = checkEmail(address, "hi");
    if (rule.ok) {
      const result = await screen.findByRole("region", { name: "आपके फ़ॉर्म 16 के जोड़े गए आँकड़े" });
      expect(uploadForm16.mock.calls[0]![0].email).toBe(rule.value);
      expect(result).toHaveTextContent(`part-a.pdf से मिले आँकड़े, ${rule.value} के लिए।`, { normalizeWhitespace: false });
      expect(result).not.toHaveTextContent("49");
    } else {
      expect(emailField()).toHaveAttribute("aria-invalid", "true");
      expect(emailField()).toHaveAccessibleDescription(rule.message);
      expect(englishIn(rule.message, "name@example.com")).toEqual([]);
      expect(uploadForm16).not.toHaveBeenCalled();
    }
    expect(emailField()).toHaveValue(address);
    expectNothingRan();
  });

  test("given a PDF named with markup, then its name is shown as text, sent as it is, and nothing runs", async () => {
    const name = "<img src=x onerror=alert(1)>.pdf";
    uploadForm16.mockResolvedValue(MERGED);
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    const file = fakeFile(name, "application/pdf");
    await user.upload(filesField(), file);
    expect(listUnder("भेजने के लिए तैयार:")).toEqual([`${name} (200 KB)`]);
    await user.click(submitButton());
    const result = await screen.findByRole("region", { name: "आपके फ़ॉर्म 16 के जोड़े गए आँकड़े" });
    expect(result).toHaveTextContent(`${name} से मिले आँकड़े, priya.sharma@example.in के लिए।`);
    expect(uploadForm16.mock.calls[0]![0]).toEqual({ email: "priya.sharma@example.in", files: [file] });
    expectNothingRan();
  });
});

describe("Form 16 merge on a Hindi page: sending", () => {
  test("given an upload, then the bar, the percentage and the busy button speak Hindi, and the figures come back in Hindi", async () => {
    let report: (percent: number) => void = () => {};
    let finish: (value: typeof MERGED) => void = () => {};
    uploadForm16.mockImplementation((_request, { onProgress }) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    await user.upload(filesField(), fakeFile("part-a.pdf", "application/pdf"));
    await user.click(submitButton());

    const bar = screen.getByRole("progressbar", { name: "आपकी फ़ाइलें अपलोड हो रही हैं" }) as HTMLProgressElement;
    act(() => report(40));
    expect(bar.value).toBe(40);
    expect(screen.getByText("40% भेजा गया")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "अपलोड हो रहा है…" })).toBeDisabled();
    expect(englishIn(section().textContent, "part-a.pdf", "priya.sharma@example.in")).toEqual([]);

    await act(async () => finish(MERGED));
    expect(screen.getByRole("status")).toHaveTextContent("आपके फ़ॉर्म 16 की फ़ाइलें जोड़ दी गई हैं। आँकड़े नीचे हैं।");
    const result = screen.getByRole("region", { name: "आपके फ़ॉर्म 16 के जोड़े गए आँकड़े" });
    expect(result).toHaveTextContent("part-a.pdf से मिले आँकड़े, priya.sharma@example.in के लिए।");
    const rows = within(result)
      .getAllByRole("term")
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      "नियोक्ता का नाम = Sahyadri Software Private Limited",
      "नियोक्ता का TAN = BLRI01234C",
      "कर्मचारी का PAN = BQSPS4821K",
      "निर्धारण वर्ष = 2026-27",
      "सकल वेतन = 15,00,000",
      "मानक कटौती = 75,000",
      "काटा गया TDS = 97,500",
      "नई कर व्यवस्था = हाँ",
      "पिछला नियोक्ता = उपलब्ध नहीं",
    ]);
    // The employer's name is the employer's; every other word is Hindi.
    expect(englishIn(section().textContent, "part-a.pdf", "priya.sharma@example.in", "Sahyadri Software Private Limited")).toEqual([]);
  });

  test("a figure the Hindi page has no name for keeps its English name, marked as English", async () => {
    uploadForm16.mockResolvedValue({ email: "priya.sharma@example.in", merged: { grossSalary: 1200000, leave_salary_encashed: 50000, constructor: "x" } });
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    await user.upload(filesField(), fakeFile("part-a.pdf", "application/pdf"));
    await user.click(submitButton());
    const result = await screen.findByRole("region", { name: "आपके फ़ॉर्म 16 के जोड़े गए आँकड़े" });
    const terms = within(result).getAllByRole("term");
    expect(terms.map((term) => [term.textContent, term.getAttribute("lang")])).toEqual([
      ["सकल वेतन", null],
      ["Leave salary encashed", "en"],
      ["Constructor", "en"],
    ]);
  });

  test.each([
    ["an HTTP 500", () => httpFailure("POST /v1/form16/upload/", 500, "<html>Internal Server Error</html>")],
    ["a time-out", () => new ApiError("timeout", "POST /v1/form16/upload/ timed out")],
    ["no answer", () => new ApiError("network", "POST /v1/form16/upload/ got no answer (ERR_NETWORK)")],
    ["a 413 from the proxy", () => httpFailure("POST /v1/form16/upload/", 413, "<html>Request Entity Too Large</html>")],
  ])("given %s, then the alert says what happened in Hindi, the email and files are kept, and sending again works", async (_case, failure) => {
    uploadForm16.mockRejectedValueOnce(failure()).mockResolvedValueOnce(MERGED);
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    const partA = fakeFile("part-a.pdf", "application/pdf");
    await user.upload(filesField(), partA);
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(userMessage(failure(), "form16Upload", { locale: "hi", offline: false }));
    expect(alert.textContent).toMatch(/[\u0900-\u097f]/);
    expect(englishIn(alert.textContent)).toEqual([]);
    expect(englishIn(section().textContent, "part-a.pdf", "priya.sharma@example.in")).toEqual([]);
    expect(emailField()).toHaveValue("priya.sharma@example.in");
    expect(filesField().files?.[0]).toBe(partA);
    await user.click(submitButton());
    expect(await screen.findByRole("region", { name: "आपके फ़ॉर्म 16 के जोड़े गए आँकड़े" })).toBeInTheDocument();
  });

  test("given the server refuses the files (400) in English, then the file field and the alert say so in Hindi, and no English reaches the page", async () => {
    uploadForm16.mockRejectedValue(httpFailure("POST /v1/form16/upload/", 400, { files: ["Upload PDF files only."] }));
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    await user.upload(filesField(), fakeFile("part-a.pdf", "application/pdf"));
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया ये जानकारियाँ जाँचें और फिर भेजें: फ़ाइलें।");
    expect(filesField()).toHaveAttribute("aria-invalid", "true");
    expect(filesField()).toHaveAccessibleDescription(/^हमारे सर्वर ने ये फ़ाइलें स्वीकार नहीं कीं। जाँचें कि हर फ़ाइल आपके फ़ॉर्म 16 की PDF है, फिर भेजें।/);
    expect(filesField()).toHaveFocus();
    expect(section()).not.toHaveTextContent("Upload PDF files only");
    expect(englishIn(section().textContent, "part-a.pdf", "priya.sharma@example.in")).toEqual([]);
  });

  test("given the server refuses the email and one file of the list (400), then each field says so in Hindi, the email first", async () => {
    uploadForm16.mockRejectedValue(httpFailure("POST /v1/form16/upload/", 400, { email: ["Enter a valid email address."], files: [{}, ["This PDF is password protected."]] }));
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    await user.upload(filesField(), [fakeFile("part-a.pdf", "application/pdf"), fakeFile("part-b.pdf", "application/pdf")]);
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया ये जानकारियाँ जाँचें और फिर भेजें: ईमेल पता, फ़ाइलें।");
    expect(emailField()).toHaveAttribute("aria-invalid", "true");
    expect(emailField()).toHaveAccessibleDescription("हमारे सर्वर ने यह ईमेल पता स्वीकार नहीं किया। इसे जाँचें और फिर भेजें।");
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveValue("priya.sharma@example.in");
    expect(filesField()).toHaveAccessibleDescription(/^हमारे सर्वर ने ये फ़ाइलें स्वीकार नहीं कीं।/);
    expect(section()).not.toHaveTextContent(/valid email|password/);
    expect(englishIn(section().textContent, "part-a.pdf", "part-b.pdf", "priya.sharma@example.in")).toEqual([]);
  });
});

describe("Form 16 merge on a Hindi page: server HTML and values", () => {
  test("before hydration the fields are disabled and the help is in Hindi", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      inHindi(
        <Provider store={makeStore()}>
          <Form16MergeForm />
        </Provider>,
      ),
    );
    expect(container.querySelector("fieldset")).toBeDisabled();
    expect(container).toHaveTextContent("केवल PDF फ़ाइलें।");
    expect(englishIn(container.textContent)).toEqual([]);
    expect(uploadForm16).not.toHaveBeenCalled();
  });

  test.each([
    [1275000, "12,75,000"],
    [true, "हाँ"],
    [false, "नहीं"],
    [null, "उपलब्ध नहीं"],
    ["", "उपलब्ध नहीं"],
    ["9876543210", "9876543210"],
  ])("the value %p reads %p in Hindi", (value, text) => expect(valueText(value, "hi")).toBe(text));

  test.each([
    ["employer_tan", "नियोक्ता का TAN"],
    ["grossSalary", "सकल वेतन"],
    ["standard-deduction", "मानक कटौती"],
    ["TDS_Deducted", "काटा गया TDS"],
  ])("the key %s reads %s in Hindi", (key, label) => expect(figureLabel(key, "hi")).toEqual({ text: label }));
});
