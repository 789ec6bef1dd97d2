import { defaultRawInputs, readInputs } from "@/lib/calculators/read-inputs";
import { rentReceipt } from "@/lib/calculators/rent-receipt";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { RentReceipts } from "@/components/calculators/rent-receipt/rent-receipts";
import RentReceiptGeneratorPage from "@/pages/tools-and-calculators/rent-receipt";
import { buildRentReceiptsPdf } from "@/lib/pdf/rent-receipts";

/*
 * The receipts block and its "Download PDF" button. pdf-lib is mocked with a factory that
 * counts its loads, to show it is imported only when the button is pressed; the PDF
 * builder is mocked (its own tests load real bytes). No request may leave the page.
 */

/** The block's input as the frame would pass it for this query string. */
function inputFor(query: string) {
  const raw = Object.fromEntries(new URLSearchParams(query));
  return readInputs(rentReceipt, { ...defaultRawInputs(rentReceipt), ...raw }).input;
}

const mockPdfLibLoads = { count: 0 };
jest.mock("pdf-lib", () => {
  mockPdfLibLoads.count += 1;
  return { __esModule: true, marker: "pdf-lib" };
});
jest.mock("@/lib/pdf/rent-receipts", () => ({
  buildRentReceiptsPdf: jest.fn(async () => new Uint8Array([0x25, 0x50, 0x44, 0x46])), // "%PDF"
}));
jest.mock("next/router", () => ({
  useRouter: () => ({ isReady: true, query: {}, asPath: "/tools-and-calculators/rent-receipt", pathname: "/tools-and-calculators/rent-receipt" }),
}));

const build = buildRentReceiptsPdf as jest.MockedFunction<typeof buildRentReceiptsPdf>;
const clicked: { href: string; download: string }[] = [];
let fetchSpy: jest.Mock;
let xhrOpen: jest.SpyInstance;

beforeEach(() => {
  clicked.length = 0;
  build.mockClear();
  window.history.replaceState(null, "", "/tools-and-calculators/rent-receipt");
  URL.createObjectURL = jest.fn(() => "blob:http://localhost/receipts-1");
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

describe("RentReceipts", () => {
  test("given the default inputs, then the server-rendered HTML holds all twelve receipts, and pdf-lib is not loaded", () => {
    const html = renderToString(<RentReceipts input={inputFor("")} />);
    expect(html.match(/<article/g)).toHaveLength(12);
    expect(html).toContain("Receipt no. <!-- -->2026-27/01");
    expect(html).toContain("Eight thousand rupees only");
    expect(mockPdfLibLoads.count).toBe(0);
  });

  test("given inputs in the address, then the receipts follow them", async () => {
    render(<RentReceipts input={inputFor("tenant=Asha+Rao&rent=9000&pan=ABCPE1234F&freq=quarterly")} />);
    const receipts = await screen.findAllByRole("article");
    expect(receipts).toHaveLength(4);
    expect(receipts[0]).toHaveTextContent("Received with thanks from Asha Rao the sum of ₹27,000 (Twenty-seven thousand rupees only)");
    expect(within(receipts[3]!).getByText("ABCPE1234F")).toBeInTheDocument();
  });

  test("given invalid inputs in the address, then no receipt is shown and the visitor is told why", async () => {
    render(<RentReceipts input={inputFor("rent=9000")} />);
    expect(await screen.findByText("Correct the inputs marked above to see the receipts.")).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
  });

  test("given a click on Download PDF, then pdf-lib is loaded, the PDF is saved through a Blob URL, and nothing is sent", async () => {
    const user = userEvent.setup();
    render(<RentReceipts input={inputFor("tenant=Asha+Rao")} />);
    await screen.findAllByText("Asha Rao", { selector: "strong" });
    // Rendering loaded nothing: pdf-lib comes in with the click.
    expect(mockPdfLibLoads.count).toBe(0);

    await user.click(screen.getByRole("button", { name: "Download PDF" }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: "blob:http://localhost/receipts-1", download: "rent-receipts-2026-27.pdf" });
    expect(mockPdfLibLoads.count).toBe(1);
    expect(build).toHaveBeenCalledTimes(1);
    const [pdfLibModule, set, options] = build.mock.calls[0]!;
    expect(pdfLibModule).toMatchObject({ marker: "pdf-lib" });
    expect(set).toMatchObject({ tenant: "Asha Rao", totalRent: 96_000, financialYear: "2026-27" });
    expect(set.receipts).toHaveLength(12);
    expect(options?.createdAt).toBeInstanceOf(Date);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe("application/pdf");
    expect(blob.size).toBe(4);
    expect(await screen.findByText("Saved as rent-receipts-2026-27.pdf.")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });

  test("given the PDF cannot be made, then nothing is saved and Print is suggested", async () => {
    const user = userEvent.setup();
    build.mockRejectedValueOnce(new Error("out of memory"));
    render(<RentReceipts input={inputFor("")} />);
    await user.click(await screen.findByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("The PDF could not be made on this device. Use Print instead (most phones can print to PDF).")).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  test("given a name in a script no embedded font covers, then the page warns that the PDF cannot draw it", async () => {
    render(<RentReceipts input={inputFor(`landlord=${encodeURIComponent("王 Li")}`)} />);
    expect(await screen.findByText(/“王”/)).toBeInTheDocument();
  });

  test("given a name in Devanagari, then no warning: the PDF embeds its font", async () => {
    render(<RentReceipts input={inputFor(`landlord=${encodeURIComponent("राम")}`)} />);
    await screen.findByRole("link", { name: "Fill in Form 124 (earlier Form 12BB) with it" });
    expect(screen.queryByText(/cannot draw|has no font/)).toBeNull();
  });

  test("given receipts, then a link carries the year's rent into Form 12BB, and no personal detail", async () => {
    render(<RentReceipts input={inputFor("landlord=K.+Menon&address=Pune&rent=9000&pan=ABCPE1234F")} />);
    const link = await screen.findByRole("link", { name: "Fill in Form 124 (earlier Form 12BB) with it" });
    // 9,000 a month for the twelve months of 2026-27
    expect(link).toHaveAttribute("href", "/tools-and-calculators/form-12bb?fy=2026-27&rent=108000");
  });
});

describe("rent-receipt page", () => {
  test("given a tenant name typed into the form, then the receipts below show it and the address bar does not", async () => {
    const user = userEvent.setup();
    render(<RentReceiptGeneratorPage />);
    expect(screen.getAllByRole("article")).toHaveLength(12);
    await user.type(screen.getByRole("textbox", { name: "Your name (tenant)" }), "Ravi Kumar");
    await waitFor(() => expect(screen.getAllByRole("article")[0]).toHaveTextContent("Received with thanks from Ravi Kumar"));
    // Names, addresses and PANs are personal: the address bar keeps the amounts and dates only.
    expect(window.location.search).toContain("rent=8000");
    expect(window.location.search).not.toContain("Ravi");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });

  test("given the rent raised above ₹1 lakh a year, then the PAN field asks for the PAN and the receipts give way to the message", async () => {
    const user = userEvent.setup();
    render(<RentReceiptGeneratorPage />);
    const rent = screen.getByRole("textbox", { name: "Monthly rent" });
    await user.clear(rent);
    await user.type(rent, "9000");
    expect(await screen.findByText(/The rent for the year comes to ₹1,08,000, above ₹1,00,000/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Landlord's PAN" })).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.queryAllByRole("article")).toHaveLength(0));
  });
});
