/**
 * CSV as RFC 4180 writes it (CRLF line ends, fields with commas, quotes or line breaks
 * quoted, quotes doubled), for schedules people open in a spreadsheet.
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
