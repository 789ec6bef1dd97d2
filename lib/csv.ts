/**
 * CSV both ways. Writing: RFC 4180 (CRLF line ends, fields with commas, quotes or line
 * breaks quoted, quotes doubled), for schedules people open in a spreadsheet. Reading:
 * parseCsvRows, for lists people upload (the bulk PAN check).
 *
 * A text cell that starts with =, +, -, @, a tab or a carriage return would be read as a
 * formula by Excel and LibreOffice (CSV injection), so it gets a leading apostrophe.
 * Numbers are written as numbers, so a negative number is never altered.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: CsvCell): string {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new RangeError(`CSV cell is not a finite number: ${cell}`);
    return String(cell);
  }
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [columns, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/**
 * Splits CSV text into rows of cells (RFC 4180, read leniently as spreadsheets write it):
 * quoted cells may hold commas, line breaks and doubled quotes; CRLF, LF and CR all end a
 * row; a byte-order mark is dropped. No cell is trimmed: what a cell means is the caller's.
 */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const input = text.replace(/^\uFEFF/, "");

  for (let index = 0; index < input.length; index += 1) {
    const character = input[index]!;
    if (quoted) {
      if (character !== '"') cell += character;
      else if (input[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') {
      quoted = true;
    } else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" || character === "\n") {
      if (character === "\r" && input[index + 1] === "\n") index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += character;
    }
  }
  // The last row, unless the text ended with a line break.
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
