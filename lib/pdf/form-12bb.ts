import type { PDFDocument, PDFPage } from "pdf-lib";
import type { Form12bbDeclaration, Form12bbRow } from "@/lib/calculators/form-12bb/declaration";
import { loadPdfText } from "./fonts";
import { A4, wrapText, type PdfLib, type PdfOptions, type PdfText, type Weight } from "./layout";
import { pdfAmount } from "./text";

/*
 * The filled Form No. 12BB (rule 26C) or, from tax year 2026-27, Form No. 124 (rule 205) as a
 * PDF, laid out like the notified form: the
 * employee's details, the table of claims (serial number, nature of claim, amount,
 * evidence or particulars) and the verification. Pure: the declaration in, bytes out.
 * Long tables run onto further pages with the column heads repeated. Names, addresses and
 * particulars print in the script they are typed in (lib/pdf/fonts.ts).
 */

const MARGIN = 40;
const SIZE = 9.5;
const LINE = 12.5;
const CELL_PADDING = 4;
const BLANK = "..............................";
const COLUMNS = [
  { head: "Sl. No.", width: 42 },
  { head: "Nature of claim", width: 200 },
  { head: "Amount (₹)", width: 70 },
  { head: "Evidence / particulars", width: A4.width - 2 * MARGIN - 42 - 200 - 70 },
] as const;

interface Writer {
  document: PDFDocument;
  page: PDFPage;
  y: number;
  text: PdfText;
  pdfLib: PdfLib;
}

function newPage(writer: Writer): void {
  writer.page = writer.document.addPage([A4.width, A4.height]);
  writer.y = A4.height - MARGIN;
}

function ensureRoom(writer: Writer, height: number, onNewPage?: () => void): void {
  if (writer.y - height >= MARGIN) return;
  newPage(writer);
  onNewPage?.();
}

/** Wrapped text from the left margin (or centred), moving the cursor down. */
function paragraph(writer: Writer, text: string, options: { size?: number; bold?: boolean; centre?: boolean; indent?: number } = {}): void {
  const size = options.size ?? SIZE;
  const weight: Weight = options.bold ? "bold" : "regular";
  const indent = options.indent ?? 0;
  const width = A4.width - 2 * MARGIN - indent;
  const measure = (line: string) => writer.text.width(line, size, weight);
  for (const line of wrapText(text, measure, width)) {
    ensureRoom(writer, size * 1.35);
    const x = options.centre ? (A4.width - measure(line)) / 2 : MARGIN + indent;
    writer.text.draw(writer.page, line, { x, y: writer.y - size, size, weight });
    writer.y -= size * 1.35;
  }
}

/** One table row: each cell's text wrapped to its column, borders drawn round every cell. */
function tableRow(writer: Writer, cells: readonly string[], options: { bold?: boolean[]; alignRight?: boolean[]; repeatHead?: () => void } = {}): void {
  const wrapped = cells.map((text, index) => {
    const weight: Weight = options.bold?.[index] ? "bold" : "regular";
    const measure = (line: string) => writer.text.width(line, SIZE, weight);
    return { weight, measure, lines: wrapText(text, measure, COLUMNS[index]!.width - 2 * CELL_PADDING) };
  });
  const height = Math.max(...wrapped.map((cell) => cell.lines.length)) * LINE + 2 * CELL_PADDING;
  ensureRoom(writer, height, options.repeatHead);
  let x = MARGIN;
  wrapped.forEach((cell, index) => {
    const width = COLUMNS[index]!.width;
    writer.page.drawRectangle({ x, y: writer.y - height, width, height, borderColor: writer.pdfLib.rgb(0, 0, 0), borderWidth: 0.5 });
    cell.lines.forEach((line, lineIndex) => {
      if (line === "") return;
      const textX = options.alignRight?.[index] ? x + width - CELL_PADDING - cell.measure(line) : x + CELL_PADDING;
      writer.text.draw(writer.page, line, { x: textX, y: writer.y - CELL_PADDING - SIZE - lineIndex * LINE + 2, size: SIZE, weight: cell.weight });
    });
    x += width;
  });
  writer.y -= height;
}

/** Column (3): blank where the form has no amount, "Nil" for a claim of nothing. */
const amountText = (row: Form12bbRow) => (row.amount === null ? "" : row.amount === 0 ? "Nil" : pdfAmount(row.amount));

/** The filled Form 12BB as a PDF. */
export async function buildForm12bbPdf(pdfLib: PdfLib, declaration: Form12bbDeclaration, options: PdfOptions): Promise<Uint8Array> {
  const document = await pdfLib.PDFDocument.create();
  const { employee } = declaration;
  const typed = [...Object.values(employee), ...declaration.rows.flatMap((row) => [row.nature, row.evidence]), declaration.verification];
  const text = await loadPdfText(pdfLib, options.fonts, document, {
    regular: [...typed, "₹"],
    bold: [
      ...declaration.rows.filter((row) => row.style === "heading").flatMap((row) => [row.serial, row.nature]),
      ...COLUMNS.map((column) => column.head),
      declaration.heading.number,
      declaration.heading.title,
    ],
  });
  // Metadata strings are UTF-16 in the file: any script goes in as typed.
  const { heading } = declaration;
  document.setTitle(
    `${heading.number.replace("FORM NO.", "Form No.")}, ${heading.yearItem.toLowerCase()} ${declaration.financialYear}${employee.name ? `, ${employee.name}` : ""}`,
  );
  document.setSubject(heading.title);
  document.setKeywords([heading.formName, heading.rule.replace(/[()]/g, "").replace(/^See /, ""), declaration.financialYear]);
  if (employee.name) document.setAuthor(employee.name);
  document.setCreator(`${heading.formName} generator`);
  if (options.createdAt) {
    document.setCreationDate(options.createdAt);
    document.setModificationDate(options.createdAt);
  }

  const writer: Writer = { document, page: document.addPage([A4.width, A4.height]), y: A4.height - MARGIN, text, pdfLib };
  paragraph(writer, heading.number, { size: 13, bold: true, centre: true });
  paragraph(writer, heading.rule, { centre: true });
  paragraph(writer, heading.title, { centre: true, bold: true });
  writer.y -= 8;
  const nameAndAddress = [employee.name, employee.address].filter(Boolean).join(", ");
  paragraph(writer, `1. Name and address of the employee: ${nameAndAddress || BLANK}`);
  paragraph(writer, `2. Permanent Account Number of the employee: ${employee.pan || BLANK}`);
  paragraph(writer, `3. ${heading.yearItem}: ${declaration.financialYear}`);
  writer.y -= 8;
  paragraph(writer, "Details of claims and evidence thereof", { bold: true, centre: true });
  writer.y -= 4;

  const head = () => {
    tableRow(
      writer,
      COLUMNS.map((column) => column.head),
      { bold: [true, true, true, true] },
    );
    tableRow(writer, ["(1)", "(2)", "(3)", "(4)"]);
  };
  head();
  for (const row of declaration.rows) {
    const emphasis = row.style === "heading";
    tableRow(writer, [row.serial, row.nature, amountText(row), row.evidence], {
      bold: [emphasis, emphasis, false, false],
      alignRight: [false, false, true, false],
      repeatHead: head,
    });
  }

  writer.y -= 14;
  ensureRoom(writer, 150);
  paragraph(writer, "Verification", { bold: true, centre: true });
  writer.y -= 4;
  paragraph(writer, declaration.verification);
  writer.y -= 10;
  const signatureTop = writer.y;
  paragraph(writer, `Place: ${employee.place || BLANK}`);
  paragraph(writer, `Date: ${BLANK}`);
  paragraph(writer, `Designation: ${employee.designation || BLANK}`);
  const right = A4.width - MARGIN - 200;
  writer.page.drawLine({ start: { x: right, y: signatureTop - 24 }, end: { x: A4.width - MARGIN, y: signatureTop - 24 }, thickness: 0.5 });
  text.draw(writer.page, "(Signature of the employee)", { x: right, y: signatureTop - 36, size: SIZE });
  wrapText(`Full Name: ${employee.name || BLANK}`, (line) => text.width(line, SIZE), A4.width - MARGIN - right).forEach((line, index) => {
    text.draw(writer.page, line, { x: right, y: signatureTop - 50 - index * LINE, size: SIZE });
  });

  return document.save({ useObjectStreams: false });
}
