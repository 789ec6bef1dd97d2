import type { PDFPage } from "pdf-lib";
import type { RentReceipt, RentReceiptSet } from "@/lib/calculators/rent-receipt/schedule";
import { PAYMENT_MODE_TEXT } from "@/lib/calculators/rent-receipt/schedule";
import { A4, standardFonts, wrapText, type Fonts, type PdfLib, type PdfOptions } from "./layout";
import { pdfAmount } from "./text";

/*
 * Rent receipts as a PDF: two receipts to an A4 page, each in a box with a cutting gap
 * between them, so a page can be cut in half and each half signed (and stamped, for cash
 * above ₹5,000). Pure: the receipts in, the file's bytes out.
 */

const MARGIN = 36;
const GAP = 24;
const PADDING = 18;
const BODY_SIZE = 11;
const LINE = 15;
const BLANK = "______________________";
const RECEIPTS_PER_PAGE = 2;

interface Context {
  page: PDFPage;
  fonts: Fonts;
  safe: (text: string) => string;
  pdfLib: PdfLib;
}

const orBlank = (text: string) => text.trim() || BLANK;

/** The sentence that is the receipt itself. */
export function receiptSentence(set: RentReceiptSet, receipt: RentReceipt): string {
  return (
    `Received with thanks from ${orBlank(set.tenant)} the sum of Rs. ${pdfAmount(receipt.amount)} (${receipt.amountInWords}) ` +
    `by ${PAYMENT_MODE_TEXT[set.mode]} towards the rent of the house at ${orBlank(set.propertyAddress)} for ${receipt.period}.`
  );
}

function drawReceipt(context: Context, set: RentReceiptSet, receipt: RentReceipt, top: number, height: number): void {
  const { page, fonts, safe, pdfLib } = context;
  const left = MARGIN;
  const width = A4.width - 2 * MARGIN;
  const inner = width - 2 * PADDING;
  page.drawRectangle({ x: left, y: top - height, width, height, borderColor: pdfLib.rgb(0, 0, 0), borderWidth: 1 });

  let y = top - PADDING - 14;
  const title = "RENT RECEIPT";
  page.drawText(title, { x: left + (width - fonts.bold.widthOfTextAtSize(title, 14)) / 2, y, size: 14, font: fonts.bold });
  y -= 24;
  page.drawText(safe(`Receipt no. ${receipt.number}`), { x: left + PADDING, y, size: BODY_SIZE, font: fonts.regular });
  const date = safe(`Date: ${receipt.paidOnText}`);
  page.drawText(date, { x: left + width - PADDING - fonts.regular.widthOfTextAtSize(date, BODY_SIZE), y, size: BODY_SIZE, font: fonts.regular });
  y -= LINE * 1.6;

  for (const line of wrapText(safe(receiptSentence(set, receipt)), fonts.regular, BODY_SIZE, inner)) {
    page.drawText(line, { x: left + PADDING, y, size: BODY_SIZE, font: fonts.regular });
    y -= LINE;
  }
  y -= LINE * 0.5;
  const particulars = [
    `Landlord: ${orBlank(set.landlord)}`,
    `Landlord's address: ${orBlank(set.landlordAddress)}`,
    `Landlord's PAN: ${set.panText || BLANK}`,
  ];
  for (const text of particulars) {
    for (const line of wrapText(safe(text), fonts.regular, BODY_SIZE, inner)) {
      page.drawText(line, { x: left + PADDING, y, size: BODY_SIZE, font: fonts.regular });
      y -= LINE;
    }
  }

  // Bottom of the box: the revenue stamp (cash above ₹5,000) on the left, the signature on the right.
  const bottom = top - height + PADDING;
  if (receipt.revenueStamp) {
    page.drawRectangle({ x: left + PADDING, y: bottom, width: 64, height: 64, borderColor: pdfLib.rgb(0, 0, 0), borderWidth: 0.75, borderDashArray: [3, 3] });
    ["Affix", "Re. 1", "revenue", "stamp"].forEach((word, index) => {
      page.drawText(word, { x: left + PADDING + 6, y: bottom + 48 - index * 12, size: 9, font: fonts.regular });
    });
  }
  const signatureX = left + width - PADDING - 200;
  page.drawLine({ start: { x: signatureX, y: bottom + 30 }, end: { x: signatureX + 200, y: bottom + 30 }, thickness: 0.75 });
  page.drawText("Signature of the landlord", { x: signatureX, y: bottom + 16, size: 9, font: fonts.regular });
  if (set.landlord.trim()) {
    page.drawText(safe(set.landlord).slice(0, 48), { x: signatureX, y: bottom + 3, size: 9, font: fonts.bold });
  }
}

/** The receipts as a PDF: two to an A4 page, in order. */
export async function buildRentReceiptsPdf(pdfLib: PdfLib, set: RentReceiptSet, options: PdfOptions = {}): Promise<Uint8Array> {
  const document = await pdfLib.PDFDocument.create();
  const { fonts, safe } = await standardFonts(pdfLib, document);
  document.setTitle(safe(`Rent receipts: ${set.period}`));
  document.setSubject(safe(`Rent receipts for ${set.financialYear}, total Rs. ${pdfAmount(set.totalRent)}`));
  document.setKeywords(["rent receipt", "HRA", set.financialYear]);
  if (set.tenant.trim()) document.setAuthor(safe(set.tenant));
  document.setCreator("Rent receipt generator");
  if (options.createdAt) {
    document.setCreationDate(options.createdAt);
    document.setModificationDate(options.createdAt);
  }

  const height = (A4.height - 2 * MARGIN - GAP * (RECEIPTS_PER_PAGE - 1)) / RECEIPTS_PER_PAGE;
  set.receipts.forEach((receipt, index) => {
    const slot = index % RECEIPTS_PER_PAGE;
    const page = slot === 0 ? document.addPage([A4.width, A4.height]) : document.getPage(document.getPageCount() - 1);
    const top = A4.height - MARGIN - slot * (height + GAP);
    drawReceipt({ page, fonts, safe, pdfLib }, set, receipt, top, height);
  });
  if (set.receipts.length === 0) document.addPage([A4.width, A4.height]);
  return document.save({ useObjectStreams: false });
}
