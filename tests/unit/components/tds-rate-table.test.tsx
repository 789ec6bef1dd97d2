import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { TdsRateTable } from "@/components/calculators/tds-rate-table";
import { tdsRowsFor } from "@/lib/tax/tds-rates";

const total = tdsRowsFor("2025-26").length;

/** The section numbers of the rows on show, in order. */
function sectionsShown(): string[] {
  const table = screen.getByRole("table");
  const body = within(table).getAllByRole("rowgroup")[1]!;
  return within(body)
    .queryAllByRole("row")
    .map((row) => within(row).getByRole("rowheader").textContent ?? "");
}

async function search(text: string) {
  const user = userEvent.setup();
  const box = screen.getByRole("searchbox", { name: "Search by section or payment" });
  await user.clear(box);
  if (text) await user.type(box, text);
}

describe("TdsRateTable", () => {
  test("given no search, then every section is in the server-rendered HTML with its count", () => {
    const html = renderToString(<TdsRateTable fy="2025-26" />);
    for (const row of tdsRowsFor("2025-26")) expect(html).toContain(`>${row.section}</th>`);
    expect(html).toContain(`${total}<!-- --> of <!-- -->${total}<!-- --> sections`);
  });

  test("given the first render, then a labelled search box, a status and a table with headers are shown", () => {
    render(<TdsRateTable fy="2025-26" />);
    expect(screen.getByRole("heading", { name: "TDS rate chart for FY 2025-26 (AY 2026-27)" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search by section or payment" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(`${total} of ${total} sections`);
    const headers = within(screen.getByRole("table")).getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Section", "Payment", "Threshold", "Individual or HUF", "Others", "No PAN (206AA)", "Reference"]);
    expect(sectionsShown()).toHaveLength(total);
  });

  test("given the row for 194J(b), then it shows the threshold, both rates, the no-PAN rate and the reference", () => {
    render(<TdsRateTable fy="2025-26" />);
    const row = screen.getByRole("rowheader", { name: "194J(b)" }).closest("tr")!;
    const cells = within(row).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells).toEqual([
      "Fees for professional services, other royalty, non-compete fees",
      "Above ₹50,000 in the year",
      "10%",
      "10%",
      "20%",
      "Income-tax Act, 1961, s.194J",
    ]);
  });

  test.each([
    ["rent", ["194-I(a)", "194-I(b)", "194-IB"]],
    ["TDS on rent", ["194-I(a)", "194-I(b)", "194-IB"]],
    ["194J", ["194J(a)", "194J(b)", "194J"]],
    ["section 194c", ["194C"]],
    ["s.194-IB", ["194-IB"]],
    ["194-I", ["194-I(a)", "194-I(b)", "194-IA", "194-IB", "194-IC"]],
    ["professional fees", ["194J(b)", "194M"]],
    ["194JB", ["194J(b)"]],
    ["194-i(a)", ["194-I(a)"]],
    ["INTEREST bank deposit", ["194A"]],
  ])("given the search %p, then only the matching sections are shown and counted", async (text, expected) => {
    render(<TdsRateTable fy="2025-26" />);
    await search(text);
    expect(sectionsShown()).toEqual(expected);
    expect(screen.getByRole("status")).toHaveTextContent(`${expected.length} of ${total} sections`);
  });

  test("given a search that matches nothing, then the table is empty, the count is 0 and a hint is shown", async () => {
    render(<TdsRateTable fy="2025-26" />);
    await search("zebra");
    expect(sectionsShown()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent(`0 of ${total} sections`);
    expect(screen.getByText(/No section matches “zebra”/)).toBeInTheDocument();
  });

  test("given a search cleared again, then every section comes back", async () => {
    render(<TdsRateTable fy="2025-26" />);
    await search("rent");
    await search("");
    expect(sectionsShown()).toHaveLength(total);
  });
});
