/** @jest-environment node */
import { inflateSync } from "zlib";
import * as pdfLib from "pdf-lib";
import { form12bbDeclaration } from "@/lib/calculators/form-12bb";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { receiptsFor, rentReceipt } from "@/lib/calculators/rent-receipt";
import { form12bb } from "@/lib/calculators/form-12bb";
import { buildForm12bbPdf } from "@/lib/pdf/form-12bb";
import { buildRentReceiptsPdf } from "@/lib/pdf/rent-receipts";
import { charactersPdfCannotDraw, pdfAmount, pdfSafeText } from "@/lib/pdf/text";

/*
 * The PDF builders, checked by loading the bytes back with pdf-lib (page count, metadata)
 * and by reading the text drawn on the pages: pdf-lib compresses each page's content
 * stream (FlateDecode) and shows standard-font text as hex strings with Tj; the builders
 * save without object streams, so each stream sits between "stream" and "endstream".
 */
function drawnText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf("stream", from, "latin1");
    if (start < 0) break;
    const dataStart = start + "stream".length + (raw[start + 6] === 0x0d ? 2 : 1);
    const end = raw.indexOf("endstream", dataStart, "latin1");
    if (end < 0) break;
    from = end + "endstream".length;
    let content: string;
    try {
      content = inflateSync(raw.subarray(dataStart, end)).toString("latin1");
    } catch {
      continue; // not a compressed stream
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
  }
  return lines;
}

const CREATED = new Date("2026-11-21T10:00:00Z");

function receiptSet(raw: RawInputs) {
  const read = readInputs(rentReceipt, { ...defaultRawInputs(rentReceipt), ...raw });
  if (!read.input) throw new Error(JSON.stringify(read.errors));
  return receiptsFor(read.input);
}

function declaration(raw: RawInputs) {
  const read = readInputs(form12bb, { ...defaultRawInputs(form12bb), ...raw });
  if (!read.input) throw new Error(JSON.stringify(read.errors));
  return form12bbDeclaration(read.input);
}

const people = { tenant: "Asha Rao", landlord: "K. Menon", address: "Flat 4, 12 MG Road, Bengaluru 560001" };

describe("PDF text for the standard fonts", () => {
  test.each([
    ["₹8,000", "Rs. 8,000"],
    ["Asha\nRao", "Asha Rao"],
    ["राम Kumar", "??? Kumar"],
    ["Ünal – “Café”", "Ünal – “Café”"],
  ])("given %p, then the PDF draws %p", (text, drawn) => {
    expect(pdfSafeText(text)).toBe(drawn);
  });

  test("given names in Devanagari, then the characters the PDF cannot draw are listed once each", () => {
    expect(charactersPdfCannotDraw(["राम", "Ravi", "रमा"])).toEqual(["र", "ा", "म"]);
    expect(charactersPdfCannotDraw(["₹8,000 – Ravi"])).toEqual([]);
  });

  test.each([
    [150000, "1,50,000"],
    [8000, "8,000"],
    [0, "0"],
  ])("given %p, then the amount reads %p", (amount, text) => {
    expect(pdfAmount(amount)).toBe(text);
  });
});

describe("rent receipts PDF", () => {
  test.each([
    ["12 monthly receipts", {}, 12, 6],
    ["4 quarterly receipts", { freq: "quarterly" }, 4, 2],
    ["3 monthly receipts", { from: "2026-04", to: "2026-06" }, 3, 2],
    ["1 receipt", { from: "2026-04", to: "2026-04" }, 1, 1],
  ])("given %s, then two go to each A4 page", async (_, raw, receipts, pages) => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ ...people, ...raw }), { createdAt: CREATED });
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(pages);
    const { width, height } = loaded.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(drawnText(bytes).filter((line) => line === "RENT RECEIPT")).toHaveLength(receipts);
  });

  test("given the default year, then the metadata names the period, the year and the tenant", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet(people), { createdAt: CREATED });
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe("Rent receipts: April 2026 to March 2027");
    expect(loaded.getSubject()).toBe("Rent receipts for 2026-27, total Rs. 96,000");
    expect(loaded.getAuthor()).toBe("Asha Rao");
    expect(loaded.getKeywords()).toBe("rent receipt HRA 2026-27");
    expect(loaded.getCreationDate()?.toISOString()).toBe(CREATED.toISOString());
  });

  test("given a receipt, then its number, date, sentence, landlord and signature line are drawn", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ ...people, rent: "9000", pan: "ABCPE1234F", from: "2026-04", to: "2026-04" }));
    const text = drawnText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        "Receipt no. 2026-27/01",
        "Date: 5 April 2026",
        "Landlord: K. Menon",
        "Landlord's PAN: ABCPE1234F",
        "Signature of the landlord",
      ]),
    );
    const body = text.join(" ");
    expect(body).toContain("Received with thanks from Asha Rao the sum of Rs. 9,000 (Nine thousand rupees only) by bank transfer");
    expect(body).toContain("towards the rent of the house at Flat 4, 12 MG Road, Bengaluru 560001 for April 2026.");
    expect(text).not.toContain("Affix");
  });

  test("given rent above ₹5,000 paid in cash, then each receipt has a revenue-stamp box", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ ...people, mode: "cash", from: "2026-04", to: "2026-06" }));
    expect(drawnText(bytes).filter((line) => line === "Re. 1")).toHaveLength(3);
  });

  test("given blank names, then the receipt keeps lines to write them by hand", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ from: "2026-04", to: "2026-04" }));
    expect(drawnText(bytes).join(" ")).toContain("Received with thanks from ______________________ the sum of Rs. 8,000");
  });

  test("given names in an Indian script, then the PDF is still made, with “?” for what the font cannot draw", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ ...people, landlord: "राम Menon", from: "2026-04", to: "2026-04" }));
    expect(drawnText(bytes)).toContain("Landlord: ??? Menon");
  });

  test("given the longest address, then every line drawn stays inside the page's margins", async () => {
    const spy = jest.spyOn(pdfLib.PDFPage.prototype, "drawText");
    const set = receiptSet({ ...people, address: "Flat 4, Shanti Apartments, 12 Mahatma Gandhi Road, Bengaluru ".repeat(4).slice(0, 200), llAddress: "X".repeat(200), mode: "cash" });
    await buildRentReceiptsPdf(pdfLib, set);
    for (const [text, options] of spy.mock.calls) {
      const width = options!.font!.widthOfTextAtSize(text, options!.size!);
      expect(options!.x!).toBeGreaterThanOrEqual(36);
      expect(options!.x! + width).toBeLessThanOrEqual(595.28 - 36);
    }
    spy.mockRestore();
  });
});

describe("Form 12BB PDF", () => {
  const filled = {
    fy: "2025-26",
    name: "Asha Rao",
    parent: "Mohan Rao",
    pan: "ABCPE1234F",
    address: "4 Park Street, Kolkata 700016",
    designation: "Engineer",
    place: "Kolkata",
    rent: "240000",
    landlord: "K. Menon",
    llAddress: "12 MG Road, Bengaluru 560001",
    llPan: "AAAPM1234K",
    hl: "180000",
    lender: "State Bank of India",
    lenderAddress: "Mumbai",
    ev80c: "PPF ₹50,000; ELSS ₹1,00,000",
  };

  test("given a filled declaration, then the title, heads, claims and verification are drawn", async () => {
    const bytes = await buildForm12bbPdf(pdfLib, declaration(filled), { createdAt: CREATED });
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe("Form No. 12BB, financial year 2025-26, Asha Rao");
    expect(loaded.getSubject()).toBe("Statement showing particulars of claims by an employee for deduction of tax under section 192");
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = drawnText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        "FORM NO. 12BB",
        "(See rule 26C)",
        "1. Name and address of the employee: Asha Rao, 4 Park Street, Kolkata 700016",
        "2. Permanent Account Number of the employee: ABCPE1234F",
        "3. Financial year: 2025-26",
        "Details of claims and evidence thereof",
        "Nature of claim",
        "Amount (Rs.)",
        "Evidence / particulars",
        "House Rent Allowance:",
        "2,40,000",
        "K. Menon",
        "AAAPM1234K",
        "1,80,000",
        "State Bank of India",
        "1,50,000",
        "PPF Rs. 50,000; ELSS Rs. 1,00,000",
        "Nil",
        "Verification",
        "Place: Kolkata",
        "Designation: Engineer",
        "(Signature of the employee)",
        "Full Name: Asha Rao",
      ]),
    );
    expect(text.join(" ")).toContain("I, Asha Rao, son/daughter of Mohan Rao do hereby certify that the information given above is complete and correct.");
  });

  test("given a blank form, then dotted lines are left for the name, PAN, place and date", async () => {
    const text = drawnText(await buildForm12bbPdf(pdfLib, declaration({})));
    expect(text).toEqual(
      expect.arrayContaining([
        "1. Name and address of the employee: ..............................",
        "2. Permanent Account Number of the employee: ..............................",
        "3. Financial year: 2026-27",
        "Date: ..............................",
      ]),
    );
  });

  test("given long particulars, then the table runs onto a second page with its column heads repeated", async () => {
    const long = "A long description of the evidence attached, repeated to fill the cell. ".repeat(3).slice(0, 200);
    const bytes = await buildForm12bbPdf(
      pdfLib,
      declaration({ ...filled, ev80c: long, ded80d: "25000", ev80d: long, ded80e: "40000", ev80e: long, ded80g: "5000", ev80g: long, lta: "30000", ltaDetails: long }),
    );
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(2);
    expect(drawnText(bytes).filter((line) => line === "Nature of claim")).toHaveLength(2);
  });
});
