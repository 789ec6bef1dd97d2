/** @jest-environment node */
import { readFile } from "fs/promises";
import * as fontkit from "@pdf-lib/fontkit";
import * as pdfLib from "pdf-lib";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { receiptsFor, rentReceipt } from "@/lib/calculators/rent-receipt";
import { form12bb, form12bbDeclaration } from "@/lib/calculators/form-12bb";
import { buildForm12bbPdf } from "@/lib/pdf/form-12bb";
import { buildRentReceiptsPdf } from "@/lib/pdf/rent-receipts";
import { woffToSfnt } from "@/lib/pdf/woff";
import { fontFilePath, nodeFonts } from "./node-fonts";
import { readDrawn } from "./pdf-reading";

/*
 * Receipts with names in Indian scripts: the PDF embeds Noto Sans and the Noto Sans font
 * of each script used (subsets), writes "₹" rather than "Rs.", and has HarfBuzz shape
 * each Indian run. What the glyphs look like was checked by rendering the PDF with
 * pdftoppm next to Chromium (tests/e2e/pdf-scripts.spec.ts renders the download).
 */

function receiptSet(raw: RawInputs) {
  const read = readInputs(rentReceipt, { ...defaultRawInputs(rentReceipt), from: "2026-04", to: "2026-04", ...raw });
  if (!read.input) throw new Error(JSON.stringify(read.errors));
  return receiptsFor(read.input);
}

describe("rent receipts in Indian scripts", () => {
  test("given a Hindi landlord and a Tamil tenant, then the PDF embeds Noto Sans, Noto Sans Devanagari and Noto Sans Tamil, and writes ₹", async () => {
    const shaped: string[] = [];
    const set = receiptSet({ tenant: "முருகன்", landlord: "राम कुमार", address: "12 MG Road, Pune", rent: "8000" });
    const bytes = await buildRentReceiptsPdf(pdfLib, set, { fonts: nodeFonts(shaped) });
    const { lines, fonts } = await readDrawn(bytes);

    expect(fonts).toEqual(["NotoSans-Bold", "NotoSans-Regular", "NotoSansDevanagari-Bold", "NotoSansDevanagari-Regular", "NotoSansTamil-Regular"]);
    const text = lines.join(" ");
    expect(text).toContain("Received with thanks from முருகன் the sum of ₹8,000 (Eight thousand rupees only)");
    expect(text).not.toContain("Rs.");
    expect(lines).toContain("Landlord: राम कुमार");
    // The landlord's name under the signature line, in bold.
    expect(lines).toContain("राम कुमार");
    // Each Indian run went through HarfBuzz (words too, as lines were wrapped); Latin text and "₹" did not.
    expect(shaped).toEqual(expect.arrayContaining(["முருகன்", "राम कुमार"]));
    expect(shaped.filter((run) => !/^[\u0900-\u097f\u0b80-\u0bff ]+$/u.test(run))).toEqual([]);
  });

  test("given a vowel sign written after its consonant, then it is drawn before it (so HarfBuzz's shaping reached the page)", async () => {
    // "कि": the vowel sign ि (U+093F) is typed after क but drawn to its left; the PDF's text, read
    // in drawing order, has it first.
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ landlord: "किरण", rent: "8000" }), { fonts: nodeFonts() });
    expect((await readDrawn(bytes)).lines).toContain("Landlord: िकरण");
  });

  test("given a name whose glyphs are in another order than its letters, then the run carries its text as typed (ActualText)", async () => {
    // "शर्मा": the reph र् is typed before म but drawn after ा, on top.
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ landlord: "राम शर्मा", rent: "8000" }), { fonts: nodeFonts() });
    const { lines, actualTexts } = await readDrawn(bytes);
    expect(lines).toContain("Landlord: राम शमार्");
    expect(actualTexts).toContain("राम शर्मा");
  });

  test("given a Telugu name, then every glyph of the embedded Telugu subset is readable", async () => {
    // Noto Sans Telugu has glyphs of odd length, which fontkit's subsetter misplaces unless
    // lib/pdf/woff.ts pads them (they printed blank before).
    const bytes = await buildRentReceiptsPdf(pdfLib, receiptSet({ landlord: "వెంకటేశ్వర్లు", rent: "8000" }), { fonts: nodeFonts() });
    const program = (await readDrawn(bytes)).fontFiles.get("NotoSansTelugu-Regular");
    expect(program).toBeDefined();
    const telugu = fontkit.create(program!);
    expect(telugu).toBeDefined();
    for (let id = 0; id < telugu!.numGlyphs; id += 1) expect(() => telugu!.getGlyph(id).path).not.toThrow();
  });
});

describe("Form 12BB in Indian scripts", () => {
  test("given a name in Bengali and a landlord in Malayalam, then both print in their Noto Sans fonts, and the amounts' head says ₹", async () => {
    const read = readInputs(form12bb, {
      ...defaultRawInputs(form12bb),
      fy: "2025-26",
      name: "সুস্মিতা",
      pan: "ABCPE1234F",
      address: "4 Park Street, Kolkata 700016",
      rent: "240000",
      landlord: "കൃഷ്ണൻ",
      llAddress: "Kochi",
      llPan: "AAAPM1234K",
    });
    if (!read.input) throw new Error(JSON.stringify(read.errors));
    const bytes = await buildForm12bbPdf(pdfLib, form12bbDeclaration(read.input), { fonts: nodeFonts() });
    const { lines, fonts } = await readDrawn(bytes);
    expect(fonts).toEqual(expect.arrayContaining(["NotoSansBengali-Regular", "NotoSansMalayalam-Regular", "NotoSans-Regular", "NotoSans-Bold"]));
    expect(lines).toContain("Amount (₹)");
    expect(lines.join(" ")).not.toContain("Rs.");
    expect(lines.some((line) => line.startsWith("Full Name: "))).toBe(true);
  });
});

describe("woffToSfnt", () => {
  test("given a @fontsource WOFF file, then the OpenType font inside has the same glyphs", async () => {
    const woff = new Uint8Array(await readFile(fontFilePath("tamil", "regular")));
    const fromWoff = fontkit.create(woff);
    const fromSfnt = fontkit.create(await woffToSfnt(woff));
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.postscriptName).toBe("NotoSansTamil-Regular");
    const tamilKa = 0x0b95;
    expect(fromSfnt.glyphForCodePoint(tamilKa).id).toBe(fromWoff.glyphForCodePoint(tamilKa).id);
    expect(fromSfnt.glyphForCodePoint(tamilKa).path.toSVG()).toBe(fromWoff.glyphForCodePoint(tamilKa).path.toSVG());
  });
});
