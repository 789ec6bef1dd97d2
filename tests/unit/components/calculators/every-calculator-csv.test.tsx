import { cleanup, fireEvent, within } from "@testing-library/react";
import { defaultRawInputs, readInputs } from "@/lib/calculators/read-inputs";
import { everyCalculator } from "../../../support/calculator-sample";
import { keepChartsOutOfView, mockRouter, openCalculator, resetPage } from "./every-calculator-frame";

/*
 * Every CSV schedule of every calculator, through the shared frame: its button, named after
 * the table's caption, saves a file under the table's own name holding the table's columns
 * and every row, made in the browser. The browser (tests/e2e/schedules.spec.ts) downloads a
 * yearly and a monthly schedule in Chromium.
 */

jest.mock("next/router", () => ({ useRouter: () => mockRouter }));
keepChartsOutOfView();

const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  resetPage();
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:file-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  cleanup();
  resetPage();
  jest.restoreAllMocks();
});

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const schedules = everyCalculator().flatMap(({ slug, calculator }) => {
  const { input } = readInputs(calculator, defaultRawInputs(calculator));
  const tables = (input ? calculator.compute(input) : null)?.tables?.filter((table) => table.csvFileName) ?? [];
  return tables.map((table) => [slug, table.caption, calculator, table] as const);
});

test("the calculators with schedules are found", () => {
  expect(new Set(schedules.map(([slug]) => slug)).size).toBeGreaterThanOrEqual(10);
});

test.each(schedules)("%s: \"%s\" downloads as CSV with every row of the table", async (_slug, caption, calculator, table) => {
  const { view } = openCalculator(calculator, null);
  const what = caption.charAt(0).toLowerCase() + caption.slice(1);
  fireEvent.click(within(view.container).getByRole("button", { name: `Download ${what} (CSV)` }));
  expect(saved.map((file) => file.name)).toEqual([table.csvFileName]);
  expect(saved[0]!.blob.type).toBe("text/csv;charset=utf-8");
  const lines = (await text(saved[0]!.blob)).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
  const rows = table.csvRows ?? table.rows;
  // RFC 4180: a cell with a comma, a quote or a line break is quoted, its quotes doubled.
  const cell = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));
  expect(lines).toEqual([table.columns.map(cell).join(","), ...rows.map((row) => row.map(cell).join(","))]);
});
