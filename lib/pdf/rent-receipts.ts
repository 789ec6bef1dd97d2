import type { PDFPage } from "pdf-lib";
import { fillSentence, RECEIPT_TEXT } from "@/lib/calculators/rent-receipt/receipt-text";
import type { RentReceipt, RentReceiptSet } from "@/lib/calculators/rent-receipt/schedule";
import { messagesFor } from "@/lib/i18n/catalogue";
import { loadPdfText } from "./fonts";
import { A4, wrapText, type PdfLib, type PdfOptions, type PdfText } from "./layout";
import { pdfAmount } from "./text";

/*
 * Rent receipts as a PDF: two receipts to an A4 page, each in a box with a cutting gap
 * between them, so a page can be cut in half and each half signed (and stamped, for cash
 * above ₹5,000). Names and addresses print in the script they are typed in (lib/pdf/fonts.ts);
 * the receipts' own words are in the set's language (English, or Hindi on a Hindi page).
 * Pure: the receipts and the fonts in, the file's bytes out.
 */

const MARGIN = 36;
const GAP = 24;
const PADDING = 18;
const BODY_SIZE = 11;
const LINE = 15;
const BLANK = "______________________";
const RECEIPTS_PER_PAGE = 2;
const SIGNATURE_WIDTH = 200;

interface Context {
  page: PDFPage;
  text: PdfText;
  pdfLib: PdfLib;
}

const orBlank = (text: string) => text.trim() || BLANK;

/** The receipts' words in the set's language (a set made before sets had one is English). */
const wordsOf = (set: RentReceiptSet) => messagesFor(RECEIPT_TEXT, set.locale ?? "en");

/** The sentence that is the receipt itself. */
export function receiptSentence(set: RentReceiptSet, receipt: RentReceipt): string {
  const t = wordsOf(set);
  return fillSentence(t.sentence, {
    tenant: orBlank(set.tenant),
    amount: `₹${pdfAmount(receipt.amount)}`,
    words: receipt.amountInWords,
    mode: t.mode[set.mode],
    address: orBlank(set.propertyAddress),
    period: receipt.period,
  });
}

function drawReceipt(context: Context, set: RentReceiptSet, receipt: RentReceipt, top: number, height: number): void {
  const { page, text, pdfLib } = context;
  const t = wordsOf(set);
  const left = MARGIN;
  const width = A4.width - 2 * MARGIN;
  const inner = width - 2 * PADDING;
  const measure = (line: string) => text.width(line, BODY_SIZE);
  const body = (line: string, x: number, y: number) => text.draw(page, line, { x, y, size: BODY_SIZE });
  page.drawRectangle({ x: left, y: top - height, width, height, borderColor: pdfLib.rgb(0, 0, 0), borderWidth: 1 });

  let y = top - PADDING - 14;
  const title = t.pdfTitle;
  text.draw(page, title, { x: left + (width - text.width(title, 14, "bold")) / 2, y, size: 14, weight: "bold" });
  y -= 24;
  body(`${t.receiptNo}${receipt.number}`, left + PADDING, y);
  const date = `${t.date}${receipt.paidOnText}`;
  body(date, left + width - PADDING - measure(date), y);
  y -= LINE * 1.6;

  for (const line of wrapText(receiptSentence(set, receipt), measure, inner)) {
    body(line, left + PADDING, y);
    y -= LINE;
  }
  y -= LINE * 0.5;
  const particulars = [
    `${t.landlord}: ${orBlank(set.landlord)}`,
    `${t.landlordAddress}: ${orBlank(set.landlordAddress)}`,
    `${t.landlordPan}: ${set.panText || BLANK}`,
  ];
  for (const particular of particulars) {
    for (const line of wrapText(particular, measure, inner)) {
      body(line, left + PADDING, y);
      y -= LINE;
    }
  }

  // Bottom of the box: the revenue stamp (cash above ₹5,000) on the left, the signature on the right.
  const bottom = top - height + PADDING;
  if (receipt.revenueStamp) {
    page.drawRectangle({ x: left + PADDING, y: bottom, width: 64, height: 64, borderColor: pdfLib.rgb(0, 0, 0), borderWidth: 0.75, borderDashArray: [3, 3] });
    t.stampLines.forEach((word, index) => {
      text.draw(page, word, { x: left + PADDING + 6, y: bottom + 48 - index * 12, size: 9 });
    });
  }
  const signatureX = left + width - PADDING - SIGNATURE_WIDTH;
  page.drawLine({ start: { x: signatureX, y: bottom + 30 }, end: { x: signatureX + SIGNATURE_WIDTH, y: bottom + 30 }, thickness: 0.75 });
  text.draw(page, t.signature, { x: signatureX, y: bottom + 16, size: 9 });
  if (set.landlord.trim()) {
    // The name on one line under the signature, cut to the line's width if it is longer.
    const [name = ""] = wrapText(set.landlord, (line) => text.width(line, 9, "bold"), SIGNATURE_WIDTH);
    text.draw(page, name, { x: signatureX, y: bottom + 3, size: 9, weight: "bold" });
  }
}

/** The receipts as a PDF: two to an A4 page, in order. */
export async function buildRentReceiptsPdf(pdfLib: PdfLib, set: RentReceiptSet, options: PdfOptions): Promise<Uint8Array> {
  const document = await pdfLib.PDFDocument.create();
  const t = wordsOf(set);
  const typed = [set.tenant, set.landlord, set.propertyAddress, set.landlordAddress];
  // The receipts' own words too, so a Hindi set loads the Devanagari font (English needs none beyond Noto Sans).
  const words = [t.sentence, t.mode[set.mode], t.landlord, t.landlordAddress, t.landlordPan, t.signature, t.receiptNo, t.date, set.panText, ...t.stampLines];
  const receiptWords = set.receipts.flatMap((receipt) => [receipt.period, receipt.amountInWords, receipt.paidOnText]);
  const text = await loadPdfText(pdfLib, options.fonts, document, { regular: [...typed, "₹", ...words, ...receiptWords], bold: [set.landlord, t.pdfTitle] });
  // Metadata strings are UTF-16 in the file: any script goes in as typed.
  document.setTitle(t.pdfDocumentTitle(set.period));
  document.setSubject(t.pdfSubject(set.financialYear, pdfAmount(set.totalRent)));
  document.setKeywords([...t.pdfKeywords, set.financialYear]);
  if (set.tenant.trim()) document.setAuthor(set.tenant);
  document.setCreator(t.pdfCreator);
  if (options.createdAt) {
    document.setCreationDate(options.createdAt);
    document.setModificationDate(options.createdAt);
  }

  const height = (A4.height - 2 * MARGIN - GAP * (RECEIPTS_PER_PAGE - 1)) / RECEIPTS_PER_PAGE;
  set.receipts.forEach((receipt, index) => {
    const slot = index % RECEIPTS_PER_PAGE;
    const page = slot === 0 ? document.addPage([A4.width, A4.height]) : document.getPage(document.getPageCount() - 1);
    const top = A4.height - MARGIN - slot * (height + GAP);
    drawReceipt({ page, text, pdfLib }, set, receipt, top, height);
  });
  if (set.receipts.length === 0) document.addPage([A4.width, A4.height]);
  return document.save({ useObjectStreams: false });
}
