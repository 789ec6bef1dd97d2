import { defaultRawInputs, readInputs } from "@/lib/calculators/read-inputs";
import { form12bb } from "@/lib/calculators/form-12bb";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { Form12bbForm } from "@/components/calculators/form-12bb/form-12bb-form";
import Form12bbGeneratorPage from "@/pages/tools-and-calculators/form-12bb";
import { buildForm12bbPdf } from "@/lib/pdf/form-12bb";

/*
 * The filled Form 12BB and its "Download PDF" button: pdf-lib loaded only on the click
 * (its mock counts loads), the builder mocked, the file saved through a Blob URL, and no
 * request sent.
 */

/** The block's input as the frame would pass it for this query string. */
function inputFor(query: string) {
  const raw = Object.fromEntries(new URLSearchParams(query));
  return readInputs(form12bb, { ...defaultRawInputs(form12bb), ...raw }).input;
}

const mockPdfLibLoads = { count: 0 };
jest.mock("pdf-lib", () => {
  mockPdfLibLoads.count += 1;
  return { __esModule: true, marker: "pdf-lib" };
});
jest.mock("@/lib/pdf/form-12bb", () => ({
  buildForm12bbPdf: jest.fn(async () => new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])),
}));
jest.mock("next/router", () => ({
  useRouter: () => ({ isReady: true, query: {}, asPath: "/tools-and-calculators/form-12bb", pathname: "/tools-and-calculators/form-12bb" }),
}));

const build = buildForm12bbPdf as jest.MockedFunction<typeof buildForm12bbPdf>;
const clicked: { href: string; download: string }[] = [];
let fetchSpy: jest.Mock;
let xhrOpen: jest.SpyInstance;

beforeEach(() => {
  clicked.length = 0;
  build.mockClear();
  window.history.replaceState(null, "", "/tools-and-calculators/form-12bb");
  URL.createObjectURL = jest.fn(() => "blob:http://localhost/form-1");
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  xhrOpen = jest.spyOn(XMLHttpRequest.prototype, "open");
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe("Form12bbForm", () => {
  test("given the defaults, then the server-rendered form holds the claims table and the verification, and pdf-lib is not loaded", () => {
    const html = renderToString(<Form12bbForm input={inputFor("")} />);
    // The default year is tax year 2026-27, whose declaration is Form 124 (Income-tax Rules, 2026).
    expect(html).toContain("FORM NO. 124");
    expect(html).toContain("the Income-tax Rules, 2026 prescribe Form 124 (rule 205), which replaced Form 12BB");
    expect(html).toContain("Details of claims and evidence thereof");
    expect(html).toContain("₹1,50,000");
    expect(html).toContain("do hereby certify that the information given above is complete and correct.");
    expect(mockPdfLibLoads.count).toBe(0);
  });

  test("given details entered, then the form shows them", async () => {
    render(<Form12bbForm input={inputFor("name=Asha+Rao&parent=Mohan+Rao&rent=240000&landlord=K.+Menon&llAddress=Pune&llPan=AAAPM1234K")} />);
    expect(
      await screen.findByText("I, Asha Rao, son/daughter of Mohan Rao do hereby certify that the information given above is complete and correct."),
    ).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Details of claims and evidence thereof" });
    const landlordRow = within(table).getByText("(ii) Name of the landlord").closest("tr")!;
    expect(landlordRow).toHaveTextContent("K. Menon");
    expect(within(table).getByText("AAAPM1234K")).toBeInTheDocument();
    expect(within(table).getByText("₹2,40,000")).toBeInTheDocument();
  });

  test("given a click on Download PDF, then the filled form is saved through a Blob URL and nothing is sent", async () => {
    const user = userEvent.setup();
    render(<Form12bbForm input={inputFor("fy=2025-26&name=Asha+Rao")} />);
    await screen.findByText(/I, Asha Rao/);
    expect(mockPdfLibLoads.count).toBe(0);

    await user.click(screen.getByRole("button", { name: "Download PDF" }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: "blob:http://localhost/form-1", download: "form-12bb-2025-26.pdf" });
    expect(mockPdfLibLoads.count).toBe(1);
    const [pdfLibModule, declaration] = build.mock.calls[0]!;
    expect(pdfLibModule).toMatchObject({ marker: "pdf-lib" });
    expect(declaration).toMatchObject({ financialYear: "2025-26", employee: { name: "Asha Rao" } });
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0]![0] as Blob;
    expect([blob.type, blob.size]).toEqual(["application/pdf", 5]);
    expect(await screen.findByText("Saved as form-12bb-2025-26.pdf.")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });

  test("given inputs that break a Rule 26C requirement, then no form or button is shown", async () => {
    render(<Form12bbForm input={inputFor("rent=240000")} />);
    expect(await screen.findByText("Correct the inputs marked above to see the filled form.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
  });
});

describe("form-12bb page", () => {
  test("given rent typed in, then the landlord's fields appear, and the rule asks for the landlord's PAN", async () => {
    const user = userEvent.setup();
    render(<Form12bbGeneratorPage />);
    expect(screen.queryByRole("textbox", { name: "Landlord's PAN" })).toBeNull();
    const rent = screen.getByRole("textbox", { name: "Rent paid in the year" });
    await user.clear(rent);
    await user.type(rent, "240000");
    const pan = await screen.findByRole("textbox", { name: "Landlord's PAN" });
    expect(pan).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("switch", { name: "The landlord has no PAN" }));
    await user.type(screen.getByRole("textbox", { name: "Landlord's name" }), "K. Menon");
    await user.type(screen.getByRole("textbox", { name: "Landlord's address" }), "Pune");
    await waitFor(() =>
      expect(
        within(screen.getByRole("table", { name: "Details of claims and evidence thereof" })).getByText(
          "The landlord has no PAN: the landlord's declaration is attached",
        ),
      ).toBeInTheDocument(),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });
});
