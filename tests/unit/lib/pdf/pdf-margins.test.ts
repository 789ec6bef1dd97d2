/** @jest-environment node */
import * as pdfLib from "pdf-lib";
import type { DrawTextOptions, PdfText } from "@/lib/pdf/fonts";
import { defaultRawInputs, readInputs } from "@/lib/calculators/read-inputs";
import { receiptsFor, rentReceipt } from "@/lib/calculators/rent-receipt";
import { buildRentReceiptsPdf } from "@/lib/pdf/rent-receipts";
import { nodeFonts } from "./node-fonts";

/*
 * Every line a builder draws stays inside the page's margins, measured with the same
 * fonts and shaping that draw it: the real text drawer, wrapped to record each call.
 */
const drawn: { text: string; options: DrawTextOptions; width: number }[] = [];

jest.mock("@/lib/pdf/fonts", () => {
  const actual = jest.requireActual<typeof import("@/lib/pdf/fonts")>("@/lib/pdf/fonts");
  return {
    ...actual,
    loadPdfText: async (...args: Parameters<typeof actual.loadPdfText>): Promise<PdfText> => {
      const text = await actual.loadPdfText(...args);
      return {
        width: (line, size, weight) => text.width(line, size, weight),
        draw: (page, line, options) => {
          drawn.push({ text: line, options, width: text.width(line, options.size, options.weight) });
          text.draw(page, line, options);
        },
      };
    },
  };
});

const MARGIN = 36;
const A4_WIDTH = 595.28;

test.each([
  ["English", "Flat 4, Shanti Apartments, 12 Mahatma Gandhi Road, Bengaluru ".repeat(4).slice(0, 200), "X".repeat(200)],
  ["Hindi", "फ्लैट 4, शांति अपार्टमेंट्स, 12 महात्मा गांधी मार्ग, बेंगलुरु ".repeat(3).slice(0, 200), "क्षत्रिय".repeat(25).slice(0, 200)],
])("given the longest addresses in %s, then every line drawn stays inside the page's margins", async (_, address, landlordAddress) => {
  drawn.length = 0;
  const read = readInputs(rentReceipt, {
    ...defaultRawInputs(rentReceipt),
    tenant: "Asha Rao",
    landlord: "राम कुमार",
    address,
    llAddress: landlordAddress,
    mode: "cash",
    from: "2026-04",
    to: "2026-04",
  });
  await buildRentReceiptsPdf(pdfLib, receiptsFor(read.input!), { fonts: nodeFonts() });
  expect(drawn.length).toBeGreaterThan(10);
  for (const { options, width } of drawn) {
    expect(options.x).toBeGreaterThanOrEqual(MARGIN);
    expect(options.x + width).toBeLessThanOrEqual(A4_WIDTH - MARGIN);
  }
});
