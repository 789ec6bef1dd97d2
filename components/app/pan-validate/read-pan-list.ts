import { parseCsvRows } from "@/lib/csv";
import { checkPan } from "@/lib/pan";

/*
 * Reading a list of PANs from a CSV file in the browser, and the local check of each one
 * (format and the fourth-letter holder type, lib/pan.ts) before anything is sent. The CSV
 * itself is split by lib/csv.ts. Pure functions: the screen reads the file's text and
 * passes it here.
 */

/** A spreadsheet saved as CSV is a few hundred kB even for tens of thousands of PANs; more is almost surely the wrong file (our choice). */
export const PAN_LIST_MAX_BYTES = 5 * 1024 * 1024;

export interface BadPanRow {
  /** The row as a spreadsheet numbers it: the header and blank rows count. */
  row: number;
  /** What the cell holds, trimmed. */
  value: string;
  reason: string;
}

export interface PanList {
  /** Well-formed PANs, normalised (upper case, no spaces), each once, in file order. */
  pans: string[];
  bad: BadPanRow[];
  /** The header cell the PANs were read under, when the file has one. */
  column?: string;
}

/** "PAN", "pan_no", "Deductee PAN", "PANs": a header naming the PAN column ("Company" is not). */
const PAN_HEADER = /(^|[^a-z])pans?([^a-z]|$)/i;

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === "");

/**
 * The PAN column: the first header cell that names it, when the first non-blank row is a
 * header (it names a PAN column and holds no well-formed PAN); otherwise the first column.
 */
function findColumn(rows: readonly string[][]): { index: number; headerRow?: number; name?: string } {
  const first = rows.findIndex((row) => !isBlank(row));
  if (first === -1) return { index: 0 };
  const cells = rows[first]!;
  const named = cells.findIndex((cell) => PAN_HEADER.test(cell.trim()));
  if (named === -1 || cells.some((cell) => checkPan(cell).ok)) return { index: 0 };
  return { index: named, headerRow: first, name: cells[named]!.trim() };
}

/** Reads the PANs of a CSV file and checks each: the good ones, and the bad rows with why. */
export function readPanList(text: string): PanList {
  const rows = parseCsvRows(text);
  const column = findColumn(rows);
  const firstRowOf = new Map<string, number>();
  const pans: string[] = [];
  const bad: BadPanRow[] = [];

  rows.forEach((cells, index) => {
    if (index === column.headerRow || isBlank(cells)) return;
    const row = index + 1;
    const value = (cells[column.index] ?? "").trim();
    const check = checkPan(value);
    if (!check.ok) {
      bad.push({ row, value, reason: check.message });
      return;
    }
    const seenAt = firstRowOf.get(check.pan);
    if (seenAt !== undefined) {
      bad.push({ row, value, reason: `The same PAN as row ${seenAt}; it is checked once.` });
      return;
    }
    firstRowOf.set(check.pan, row);
    pans.push(check.pan);
  });

  return { pans, bad, ...(column.name !== undefined ? { column: column.name } : {}) };
}

/** Why a chosen file cannot be read as the list, or undefined when it can. */
export function panListFileProblem(file: { name: string; size: number; type: string }): string | undefined {
  if (/\.xlsx?$/i.test(file.name)) {
    return "This is an Excel workbook. Save it as CSV (File, Save as, CSV) and choose that file.";
  }
  const csvType = ["", "text/csv", "application/csv", "text/plain", "application/vnd.ms-excel", "text/comma-separated-values"].includes(file.type);
  if (!/\.(csv|txt)$/i.test(file.name) && !csvType) return "Choose a CSV file with one PAN on each row.";
  if (file.size === 0) return "This file is empty. Choose the CSV file with the PANs.";
  if (file.size > PAN_LIST_MAX_BYTES) {
    return `This file is larger than ${PAN_LIST_MAX_BYTES / (1024 * 1024)} MB. Choose a CSV file with just the PAN column.`;
  }
  return undefined;
}

/** A file's text as UTF-8, through FileReader (Blob.text() is missing from older phone browsers). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsText(file, "utf-8");
  });
}
