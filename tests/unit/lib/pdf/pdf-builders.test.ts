/** @jest-environment node */
import * as pdfLib from "pdf-lib";
import { form12bbDeclaration } from "@/lib/calculators/form-12bb";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { receiptsFor, rentReceipt } from "@/lib/calculators/rent-receipt";
import { form12bb } from "@/lib/calculators/form-12bb";
import { buildForm12bbPdf } from "@/lib/pdf/form-12bb";
import { buildRentReceiptsPdf } from "@/lib/pdf/rent-receipts";
import { charactersPdfCannotDraw, pdfAmount } from "@/lib/pdf/text";
import { nodeFonts } from "./node-fonts";
import { readDrawn } from "./pdf-reading";

/*
 * The PDF builders, checked by loading the bytes back with pdf-lib (page count, metadata)
 * and by reading the text drawn on the pages through each embedded font's ToUnicode map
 * (./pdf-reading.ts). The fonts are the @fontsource files the page fetches, and the
 * Indian scripts are shaped by real HarfBuzz (./node-fonts.ts).
 */
const drawnText = async (bytes: Uint8Array) => (await readDrawn(bytes)).lines;

const CREATED = new Date("2026-11-21T10:00:00Z");
const fonts = nodeFonts();

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

describe("PDF text", () => {
  test("given names in Indian scripts, then the PDF can draw them all, and only characters no embedded font has are listed", () => {
    expect(charactersPdfCannotDraw(["राम", "Ravi", "முருகன்", "রবি", "ਸਿੰਘ", "ગીતા", "ଓଡ଼ିଆ", "తెలుగు", "ಕನ್ನಡ", "മലയാളം"])).toEqual([]);
    expect(charactersPdfCannotDraw(["₹8,000 – Ravi", "Ünal “Café”"])).toEqual([]);
    expect(charactersPdfCannotDraw(["王 Li", "Ravi 🙂", "王"])).toEqual(["王", "🙂"]);
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
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ ...people, ...raw }), { fonts, createdAt: CREATED });
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(pages);
    const { width, height } = loaded.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect((await drawnText(bytes)).filter((line) => line === "RENT RECEIPT")).toHaveLength(receipts);
  });

  test("given the default year, then the metadata names the period, the year and the tenant", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet(people), { fonts, createdAt: CREATED });
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe("Rent receipts: April 2026 to March 2027");
    expect(loaded.getSubject()).toBe("Rent receipts for 2026-27, total ₹96,000");
    expect(loaded.getAuthor()).toBe("Asha Rao");
    expect(loaded.getKeywords()).toBe("rent receipt HRA 2026-27");
    expect(loaded.getCreationDate()?.toISOString()).toBe(CREATED.toISOString());
  });

  test("given a receipt, then its number, date, sentence, landlord and signature line are drawn", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ ...people, rent: "9000", pan: "ABCPE1234F", from: "2026-04", to: "2026-04" }), {
      fonts,
    });
    const text = await drawnText(bytes);
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
    expect(body).toContain("Received with thanks from Asha Rao the sum of ₹9,000 (Nine thousand rupees only) by bank transfer");
    expect(body).toContain("towards the rent of the house at Flat 4, 12 MG Road, Bengaluru 560001 for April 2026.");
    expect(text).not.toContain("Affix");
  });

  test("given rent above ₹5,000 paid in cash, then each receipt has a revenue-stamp box", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ ...people, mode: "cash", from: "2026-04", to: "2026-06" }), { fonts });
    expect((await drawnText(bytes)).filter((line) => line === "Re. 1")).toHaveLength(3);
  });

  test("given blank names, then the receipt keeps lines to write them by hand", async () => {
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ from: "2026-04", to: "2026-04" }), { fonts });
    expect((await drawnText(bytes)).join(" ")).toContain("Received with thanks from ______________________ the sum of ₹8,000");
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
    const bytes = await buildForm12bbPdf(pdfLib, declaration(filled), { fonts, createdAt: CREATED });
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe("Form No. 12BB, financial year 2025-26, Asha Rao");
    expect(loaded.getSubject()).toBe("Statement showing particulars of claims by an employee for deduction of tax under section 192");
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = await drawnText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        "FORM NO. 12BB",
        "(See rule 26C)",
        "1. Name and address of the employee: Asha Rao, 4 Park Street, Kolkata 700016",
        "2. Permanent Account Number of the employee: ABCPE1234F",
        "3. Financial year: 2025-26",
        "Details of claims and evidence thereof",
        "Nature of claim",
        "Amount (₹)",
        "Evidence / particulars",
        "House Rent Allowance:",
        "2,40,000",
        "K. Menon",
        "AAAPM1234K",
        "1,80,000",
        "State Bank of India",
        "1,50,000",
        "PPF ₹50,000; ELSS ₹1,00,000",
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

  test("given a blank form for tax year 2026-27, then it is Form 124 under rule 205, with dotted lines for the name, PAN, place and date", async () => {
    const bytes = await buildForm12bbPdf(pdfLib, declaration({}), { fonts, createdAt: CREATED });
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe("Form No. 124, tax year 2026-27");
    expect(loaded.getSubject()).toBe("Statement showing particulars of claims by an employee for deduction of tax under section 392");
    const text = await drawnText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        "FORM NO. 124",
        "(See rule 205)",
        "1. Name and address of the employee: ..............................",
        "2. Permanent Account Number of the employee: ..............................",
        "3. Tax year: 2026-27",
        "Date: ..............................",
      ]),
    );
  });

  test("given long particulars, then the table runs onto a second page with its column heads repeated", async () => {
    const long = "A long description of the evidence attached, repeated to fill the cell. ".repeat(3).slice(0, 200);
    const bytes = await buildForm12bbPdf(
      pdfLib,
      declaration({
        ...filled,
        ev80c: long,
        ded80d: "25000",
        ev80d: long,
        ded80e: "40000",
        ev80e: long,
        ded80g: "5000",
        ev80g: long,
        lta: "30000",
        ltaDetails: long,
      }),
      { fonts },
    );
    const loaded = await pdfLib.PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(2);
    expect((await drawnText(bytes)).filter((line) => line === "Nature of claim")).toHaveLength(2);
  });
});
