import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CsvDownload } from "@/components/calculators/csv-download";
import { ResultChart } from "@/components/calculators/result-chart";
import type { ChartSpec } from "@/lib/calculators/types";

jest.mock("@/components/calculators/chart-canvas", () => ({
  ChartCanvas: ({ spec }: { spec: ChartSpec }) => <div data-testid="canvas">{spec.series.length} series</div>,
}));

const spec: ChartSpec = {
  title: "Growth of ₹10,000 a month",
  labels: ["Year 1", "Year 2"],
  series: [
    { label: "Amount invested", values: [120000, 240000] },
    { label: "Total value", values: [128093, 272432] },
  ],
  tableCaption: "Year by year",
};

describe("ResultChart", () => {
  let trigger: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
  beforeEach(() => {
    trigger = undefined;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        trigger = callback;
      }
      observe() {}
      disconnect() {}
    };
  });

  test("given the chart off screen, then its code is not loaded; scrolled into view, it is drawn", async () => {
    render(<ResultChart spec={spec} />);
    const box = screen.getByRole("img", { name: /Growth of ₹10,000 a month\. The same numbers are in the table "Year by year"/ });
    expect(box).toHaveAttribute("data-chart-state", "waiting");
    expect(screen.queryByTestId("canvas")).toBeNull();
    await act(async () => trigger?.([{ isIntersecting: true }]));
    expect(await screen.findByTestId("canvas")).toHaveTextContent("2 series");
    expect(box).toHaveAttribute("data-chart-state", "drawn");
  });
});

describe("CsvDownload", () => {
  test("given a table, then a click saves it as a CSV file named as asked, made in the browser", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:schedule";
    });
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    render(<CsvDownload fileName="sip-schedule.csv" columns={["Year", "Total"]} rows={[[1, 128093]]} what="year-by-year schedule" />);
    await userEvent.click(screen.getByRole("button", { name: "Download year-by-year schedule (CSV)" }));
    expect(clicks).toEqual(["sip-schedule.csv blob:schedule"]);
    expect(blobs[0]?.type).toBe("text/csv;charset=utf-8");
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text.replace(/^\uFEFF/, "")).toBe("Year,Total\r\n1,128093\r\n");
    // The byte-order mark (3 bytes in UTF-8) leads the file, so Excel reads ₹ correctly.
    expect(blobs[0]!.size).toBe(3 + "Year,Total\r\n1,128093\r\n".length);
  });
});

describe("Breakdown's long tables", () => {
  test("given a 240-row schedule, then 24 rows show until 'Show all' is pressed", async () => {
    const { Breakdown } = await import("@/components/calculators/breakdown");
    const rows = Array.from({ length: 240 }, (_, index) => [index + 1, 1000]);
    render(<Breakdown result={{ summary: "", groups: [], breakdown: [], tables: [{ caption: "Month by month", columns: ["Month", "EMI"], rows }] }} />);
    const table = screen.getByRole("region", { name: "Month by month" });
    expect(table.querySelectorAll("tbody tr")).toHaveLength(24);
    await userEvent.click(screen.getByRole("button", { name: "Show all 240 rows" }));
    expect(table.querySelectorAll("tbody tr")).toHaveLength(240);
    expect(screen.getByRole("button", { name: "Show the first 24 rows" })).toHaveAttribute("aria-expanded", "true");
  });
});
