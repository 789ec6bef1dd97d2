import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { Form16MergeForm, labelFromKey, valueText } from "@/components/forms/form16-merge-form";
import { ApiError } from "@/services/api-error";
import { makeStore } from "@/store";
import { httpFailure } from "../../../support/api-failure";
import { fakeFile, MERGED } from "../../../support/form16-fixtures";

// The real rules (PDF test, limits); only the request is replaced.
jest.mock("@/services/form16", () => ({ ...jest.requireActual("@/services/form16"), uploadForm16: jest.fn() }));
const { uploadForm16 } = jest.requireMock("@/services/form16") as { uploadForm16: jest.Mock };

const MB = 1024 * 1024;

/** A file of a given size without allocating it: only `size` is read before sending. */



async function renderForm() {
  // The picker's own filter (accept) can be switched off by the person ("All files"), so the form checks anyway.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <Provider store={makeStore()}>
      <Form16MergeForm />
    </Provider>,
  );
  // The limits are stated once the service module has loaded.
  await screen.findByText("PDF files only, up to 5 MB each and 10 files at a time.");
  return user;
}

const emailField = () => screen.getByLabelText("Email address") as HTMLInputElement;
const filesField = () => screen.getByLabelText("Form 16 PDF files") as HTMLInputElement;
const refusedList = () => within(screen.getByText("Not added:").parentElement!).getAllByRole("listitem").map((item) => item.textContent);
const readyList = () => within(screen.getByText("Ready to send:").parentElement!).getAllByRole("listitem").map((item) => item.textContent);

beforeEach(() => uploadForm16.mockReset());

describe("Form 16 merge: choosing files", () => {
  test("the file field takes several PDFs and states the service's limits (5 MB each, 10 files)", async () => {
    await renderForm();
    expect(screen.getByRole("form", { name: "Merge your Form 16 PDFs" })).toHaveAttribute("novalidate");
    expect(filesField()).toHaveAttribute("type", "file");
    expect(filesField()).toHaveAttribute("accept", "application/pdf");
    expect(filesField()).toHaveAttribute("multiple");
    expect(filesField()).toHaveAccessibleDescription("PDF files only, up to 5 MB each and 10 files at a time.");
  });

  test("given a mixed choice, then each refused file is named with why, and the rest are ready to send", async () => {
    const user = await renderForm();
    await user.upload(filesField(), [
      fakeFile("part-a.pdf", "application/pdf", 300 * 1024),
      fakeFile("notes.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
      // 6 MB is over the 5 MB limit.
      fakeFile("scan.pdf", "application/pdf", 6 * MB),
      // No type from the system: the .pdf name decides.
      fakeFile("PART-B.PDF", ""),
      fakeFile("photo", ""),
      fakeFile("blank.pdf", "application/pdf", 0),
      // Exactly 5 MB is within the limit.
      fakeFile("big-but-allowed.pdf", "application/pdf", 5 * MB),
    ]);
    expect(refusedList()).toEqual([
      "notes.docx: not a PDF. Choose the PDF of your Form 16.",
      "scan.pdf: larger than 5 MB (it is 6.0 MB).",
      "photo: not a PDF. Choose the PDF of your Form 16.",
      "blank.pdf: the file is empty.",
    ]);
    expect(readyList()).toEqual(["part-a.pdf (300 kB)", "PART-B.PDF (200 kB)", "big-but-allowed.pdf (5.0 MB)"]);
    expect(filesField()).toHaveAttribute("aria-invalid", "true");
    expect(filesField()).toHaveAccessibleDescription(/Not added: notes\.docx: not a PDF/);
  });

  test("given 11 PDFs, then the first 10 are ready and the 11th is refused for the count", async () => {
    const user = await renderForm();
    await user.upload(
      filesField(),
      Array.from({ length: 11 }, (_, index) => fakeFile(`form16-${index + 1}.pdf`, "application/pdf")),
    );
    expect(readyList()).toHaveLength(10);
    expect(refusedList()).toEqual(["form16-11.pdf: only 10 files can be sent at a time."]);
  });
});

describe("Form 16 merge: sending", () => {
  test("given nothing is filled in, then both fields say what is needed, the email gets focus, and nothing is sent", async () => {
    const user = await renderForm();
    await user.click(screen.getByRole("button", { name: "Upload and merge" }));
    expect(emailField()).toHaveAccessibleDescription("Enter your email address");
    expect(emailField()).toHaveFocus();
    expect(filesField()).toHaveAccessibleDescription(/^Choose at least one Form 16 PDF/);
    expect(uploadForm16).not.toHaveBeenCalled();
  });

  test("given only refused files, then it asks for a PDF and sends nothing", async () => {
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    await user.upload(filesField(), [fakeFile("notes.txt", "text/plain")]);
    await user.click(screen.getByRole("button", { name: "Upload and merge" }));
    expect(filesField()).toHaveAccessibleDescription(/^Choose at least one Form 16 PDF/);
    expect(filesField()).toHaveFocus();
    expect(uploadForm16).not.toHaveBeenCalled();
  });

  test("given an upload, then the bar and the percentage follow it, a second press sends nothing, and the figures come back readable", async () => {
    let report: (percent: number) => void = () => {};
    let finish: (value: typeof MERGED) => void = () => {};
    uploadForm16.mockImplementation((_request, { onProgress }) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    const partA = fakeFile("part-a.pdf", "application/pdf");
    await user.upload(filesField(), [partA, fakeFile("notes.txt", "text/plain")]);
    await user.click(screen.getByRole("button", { name: "Upload and merge" }));

    const bar = screen.getByRole("progressbar", { name: "Uploading your files" }) as HTMLProgressElement;
    expect(bar.value).toBe(0);
    expect(screen.getByText("0% sent")).toBeInTheDocument();
    act(() => report(40));
    expect(bar.value).toBe(40);
    expect(bar.max).toBe(100);
    expect(screen.getByText("40% sent")).toBeInTheDocument();
    const working = screen.getByRole("button", { name: "Uploading…" });
    expect(working).toBeDisabled();
    await user.type(emailField(), "{Enter}");
    expect(uploadForm16).toHaveBeenCalledTimes(1);
    // Only the accepted file goes.
    expect(uploadForm16.mock.calls[0]![0]).toEqual({ email: "priya.sharma@example.in", files: [partA] });

    act(() => report(100));
    await act(async () => finish(MERGED));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your Form 16 files are merged. The figures are below.");
    const result = screen.getByRole("region", { name: "Your merged Form 16 figures" });
    expect(result).toHaveTextContent("From part-a.pdf, for priya.sharma@example.in.");
    const rows = within(result)
      .getAllByRole("term")
      .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      "Employer name = Sahyadri Software Private Limited",
      "Employer TAN = BLRI01234C",
      "Employee PAN = BQSPS4821K",
      "Assessment year = 2026-27",
      "Gross salary = 15,00,000",
      "Standard deduction = 75,000",
      "TDS deducted = 97,500",
      "New regime = Yes",
      "Previous employer = Not given",
    ]);
    expect(result).not.toHaveTextContent(/[{}"]|gross_salary|true/);
  });

  test.each([
    [
      "an HTTP 500",
      () => httpFailure("POST /v1/form16/upload/", 500, "<html>Internal Server Error</html>"),
      "Uploading your Form 16 didn't work because of a problem on our side. Please try again in a few minutes; what you typed is still here.",
    ],
    [
      "a time-out",
      () => new ApiError("timeout", "POST /v1/form16/upload/ timed out"),
      "Uploading your Form 16 took too long. Check your connection and try again; what you typed is still here.",
    ],
    ["a 413 from the proxy", () => httpFailure("POST /v1/form16/upload/", 413, "<html>Request Entity Too Large</html>"), "The file is too large to send. Choose a smaller file and try again."],
  ])("given %s, then the alert says what happened, the email and files are kept, and sending again works", async (_case, failure, message) => {
    uploadForm16.mockRejectedValueOnce(failure()).mockResolvedValueOnce(MERGED);
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    const partA = fakeFile("part-a.pdf", "application/pdf");
    await user.upload(filesField(), partA);
    await user.click(screen.getByRole("button", { name: "Upload and merge" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("alert")).not.toHaveTextContent(/<html>|HTTP/);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(emailField()).toHaveValue("priya.sharma@example.in");
    expect(readyList()).toEqual(["part-a.pdf (200 kB)"]);
    expect(filesField().files?.[0]).toBe(partA);
    await user.click(screen.getByRole("button", { name: "Upload and merge" }));
    expect(await screen.findByRole("region", { name: "Your merged Form 16 figures" })).toBeInTheDocument();
    expect(uploadForm16.mock.calls[1]![0]).toEqual({ email: "priya.sharma@example.in", files: [partA] });
  });

  test("given a file chosen and Upload pressed at once, while the choice is still being checked, then that file is sent", async () => {
    uploadForm16.mockResolvedValue(MERGED);
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    const partA = fakeFile("part-a.pdf", "application/pdf");
    // Both events in one task, as a quick tap after the picker closes: the check has not finished.
    act(() => {
      fireEvent.change(filesField(), { target: { files: [partA] } });
      fireEvent.click(screen.getByRole("button", { name: "Upload and merge" }));
    });
    expect(await screen.findByRole("region", { name: "Your merged Form 16 figures" })).toBeInTheDocument();
    expect(uploadForm16).toHaveBeenCalledTimes(1);
    expect(uploadForm16.mock.calls[0]![0]).toEqual({ email: "priya.sharma@example.in", files: [partA] });
    expect(screen.queryByText("Choose at least one Form 16 PDF")).not.toBeInTheDocument();
  });

  test("given the server refuses the files (400), then its message sits beside the file field", async () => {
    uploadForm16.mockRejectedValue(httpFailure("POST /v1/form16/upload/", 400, { files: ["Upload PDF files only."] }));
    const user = await renderForm();
    await user.type(emailField(), "priya.sharma@example.in");
    await user.upload(filesField(), fakeFile("part-a.pdf", "application/pdf"));
    await user.click(screen.getByRole("button", { name: "Upload and merge" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check: Files: Upload PDF files only.");
    expect(filesField()).toHaveAccessibleDescription(/^Upload PDF files only\./);
    expect(filesField()).toHaveFocus();
  });
});

describe("Form 16 merge: server HTML", () => {
  test("before hydration the fields are disabled (a choice would be lost), and nothing claims to be uploading", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Provider store={makeStore()}>
        <Form16MergeForm />
      </Provider>,
    );
    expect(container.querySelector("fieldset")).toBeDisabled();
    expect(container).toHaveTextContent("PDF files only.");
    expect(container.querySelector("progress")).toBeNull();
    expect(uploadForm16).not.toHaveBeenCalled();
  });
});

describe("Form 16 merge: labels and values", () => {
  test.each([
    ["employer_tan", "Employer TAN"],
    ["tds_deducted", "TDS deducted"],
    ["grossSalary", "Gross salary"],
    ["hra_exempt", "HRA exempt"],
    ["ay", "AY"],
    ["employer-name", "Employer name"],
  ])("the key %s reads %s", (key, label) => expect(labelFromKey(key)).toBe(label));

  test.each([
    [1275000, "12,75,000"],
    [0, "0"],
    [1234.5, "1,234.5"],
    [false, "No"],
    [null, "Not given"],
    ["", "Not given"],
    // A phone or PAN sent as a string is never regrouped.
    ["9876543210", "9876543210"],
  ])("the value %p reads %p", (value, text) => expect(valueText(value)).toBe(text));
});
