import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TdsRateTable } from "@/components/calculators/tds-rate-table";
import { tdsRowsFor } from "@/lib/tax/tds-rates";

const total = tdsRowsFor("2026-27").length;

function sectionsShown(): string[] {
  const body = within(screen.getByRole("table")).getAllByRole("rowgroup")[1]!;
  return within(body)
    .queryAllByRole("row")
    .map((row) => within(row).getByRole("rowheader").textContent ?? "");
}

async function search(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole("searchbox", { name: "Search by section or payment" }), text);
}

describe("TdsRateTable for the tax year 2026-27 (the default)", () => {
  test("given no year, then the chart is the tax year 2026-27's under the Income-tax Act, 2025", () => {
    render(<TdsRateTable />);
    expect(screen.getByRole("heading", { name: "TDS rate chart for the tax year 2026-27" })).toBeInTheDocument();
    expect(screen.getByRole("table")).toHaveTextContent(/resident payees under the Income-tax Act, 2025, with the 1961 Act's section in brackets/);
    expect(sectionsShown()).toHaveLength(total);
  });

  test("given the row for professional fees, then it shows both numbers, the same rates and the 2025 Act reference", () => {
    render(<TdsRateTable />);
    const row = screen.getByRole("rowheader", { name: "393 (was 194J(b))" }).closest("tr")!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Fees for professional services, other royalty, non-compete fees",
      "Above ₹50,000 in the year",
      "10%",
      "10%",
      "20%",
      "Income-tax Act, 2025, s.393 (was s.194J of the Income-tax Act, 1961)",
    ]);
  });

  test.each([
    ["194J", ["393 (was 194J(a))", "393 (was 194J(b))", "393 (was 194J)"]],
    ["194JB", ["393 (was 194J(b))"]],
    ["392", ["392 (was 192)", "392 (was 192A)"]],
    ["rent", ["393 (was 194-I(a))", "393 (was 194-I(b))", "393 (was 194-IB)"]],
  ])("given the search %p, then either Act's number finds the rows", async (text, expected) => {
    render(<TdsRateTable />);
    await search(text);
    expect(sectionsShown()).toEqual(expected);
  });

  test("given the UNSURE dividend and crypto thresholds, then the chart lists them as assumptions; FY 2025-26 has none", () => {
    const { unmount } = render(<TdsRateTable />);
    const items = within(screen.getByRole("list", { name: "Assumptions" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/dividend threshold/),
      expect.stringMatching(/crypto \(VDA\) thresholds/),
    ]);
    unmount();
    render(<TdsRateTable fy="2025-26" />);
    expect(screen.queryByRole("list", { name: "Assumptions" })).toBeNull();
    expect(screen.getByRole("heading", { name: "TDS rate chart for FY 2025-26 (AY 2026-27)" })).toBeInTheDocument();
  });
});
