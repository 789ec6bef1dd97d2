import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Pager } from "@/components/app/table/pager";
import { SearchField } from "@/components/app/table/search-field";
import { SortHeader } from "@/components/app/table/sort-header";
import { matchesSearch, nextSort, pageOf, sortRows, type TableRow } from "@/components/app/table/table-view";
import { useTableView } from "@/components/app/table/use-table-view";

describe("table view (pure)", () => {
  const row = (id: string, year: string, text = ""): TableRow => ({ id, cells: { year: { text: `AY ${year} ${text}`, sortValue: year } } });
  const numbered = (id: string, value: number): TableRow => ({ id, cells: { n: { text: String(value), sortValue: value } } });

  test("given a two-word search, then a row matches only when it holds both words, in any case and order", () => {
    expect(matchesSearch(row("1", "2026-27", "Filed"), "filed 2026")).toBe(true);
    expect(matchesSearch(row("1", "2026-27", "Filed"), "FILED 2025")).toBe(false);
    expect(matchesSearch(row("1", "2026-27"), "   ")).toBe(true);
  });

  test("given years and quarters, then sorting is numeric-aware: Q2 before Q10, 2025-26 before 2026-27", () => {
    const quarters = ["Q10", "Q2", "Q1"].map((q, index): TableRow => ({ id: String(index), cells: { q: { text: q, sortValue: q } } }));
    expect(sortRows(quarters, { key: "q", direction: "ascending" }).map((r) => r.cells.q!.text)).toEqual(["Q1", "Q2", "Q10"]);
    const years = [row("a", "2026-27"), row("b", "2025-26")];
    expect(sortRows(years, { key: "year", direction: "ascending" }).map((r) => r.id)).toEqual(["b", "a"]);
    expect(sortRows(years, { key: "year", direction: "descending" }).map((r) => r.id)).toEqual(["a", "b"]);
  });

  test("given rows that tie, then they keep their order by id (numeric-aware: 4 before 10) in both directions", () => {
    const rows = [numbered("10", 7), numbered("4", 7), numbered("2", 9)];
    expect(sortRows(rows, { key: "n", direction: "ascending" }).map((r) => r.id)).toEqual(["4", "10", "2"]);
    expect(sortRows(rows, { key: "n", direction: "descending" }).map((r) => r.id)).toEqual(["2", "4", "10"]);
  });

  test("given two unknown dates sorted as -Infinity, then they sort first and tie by id rather than by NaN", () => {
    const rows = [numbered("c", 1_781_000_000_000), numbered("b", Number.NEGATIVE_INFINITY), numbered("a", Number.NEGATIVE_INFINITY)];
    expect(sortRows(rows, { key: "n", direction: "ascending" }).map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(sortRows(rows, { key: "n", direction: "descending" }).map((r) => r.id)).toEqual(["c", "a", "b"]);
  });

  test("given 23 rows in pages of 10, then page 3 holds rows 21–23 and a page past the end is clamped to 3", () => {
    const rows = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(pageOf(rows, 3, 10)).toEqual({ rows: [21, 22, 23], page: 3, pageCount: 3, first: 21, last: 23 });
    expect(pageOf(rows, 9, 10).page).toBe(3);
    expect(pageOf(rows, 0, 10).page).toBe(1);
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });

  test("given the sorted column pressed again, then it turns round; another column starts ascending", () => {
    expect(nextSort({ key: "year", direction: "descending" }, "year")).toEqual({ key: "year", direction: "ascending" });
    expect(nextSort({ key: "year", direction: "ascending" }, "year")).toEqual({ key: "year", direction: "descending" });
    expect(nextSort({ key: "year", direction: "descending" }, "form")).toEqual({ key: "form", direction: "ascending" });
  });
});

/* A small table built from the toolkit, as the screens build theirs. */

interface Person extends TableRow {
  name: string;
}

const person = (id: number, name: string, city: string): Person => ({
  id: String(id),
  name,
  cells: { name: { text: name, sortValue: name }, city: { text: city, sortValue: city } },
});

function People({ people, pageSize, announce }: { people: Person[]; pageSize: number; announce?: boolean }) {
  const view = useTableView(people, { key: "name", direction: "ascending" }, pageSize);
  return (
    <>
      <SearchField label="Search the people" value={view.query} onChange={view.setQuery} />
      <table>
        <caption>People</caption>
        <thead>
          <tr>
            <SortHeader columnKey="name" label="Name" sort={view.sort} onSort={view.sortBy} />
            <SortHeader columnKey="city" label="City" sort={view.sort} onSort={view.sortBy} />
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.cells.city?.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager label="Pages of the people" page={view.page} pageCount={view.pageCount} onPage={view.goTo} announce={announce} />
    </>
  );
}

const names = () => screen.queryAllByRole("rowheader").map((cell) => cell.textContent);

// Alphabetical: Asha, Bala, Chitra, Dev, Esha.
const five = [person(1, "Esha", "Pune"), person(2, "Asha", "Delhi"), person(3, "Dev", "Pune"), person(4, "Chitra", "Chennai"), person(5, "Bala", "Delhi")];

describe("the table toolkit in use", () => {
  test("given the Name header's button, then its name is the label alone and aria-sort follows each press", async () => {
    const user = userEvent.setup();
    render(<People people={five} pageSize={10} />);
    const name = screen.getByRole("columnheader", { name: "Name" });
    expect(name).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: "City" })).toHaveAttribute("aria-sort", "none");
    expect(names()).toEqual(["Asha", "Bala", "Chitra", "Dev", "Esha"]);
    await user.click(within(name).getByRole("button", { name: "Name" }));
    expect(name).toHaveAttribute("aria-sort", "descending");
    expect(names()).toEqual(["Esha", "Dev", "Chitra", "Bala", "Asha"]);
  });

  test("given City pressed, then ascending by city, the ties (two in Delhi, two in Pune) in id order", async () => {
    const user = userEvent.setup();
    render(<People people={five} pageSize={10} />);
    await user.click(screen.getByRole("button", { name: "City" }));
    // Chennai (4), Delhi (2, 5), Pune (1, 3).
    expect(names()).toEqual(["Chitra", "Asha", "Bala", "Esha", "Dev"]);
  });

  test("given five people in pages of 2, then three pages, the ends disabled, and no pager when all fit", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<People people={five} pageSize={2} />);
    const pages = screen.getByRole("navigation", { name: "Pages of the people" });
    expect(pages).toHaveTextContent("Page 1 of 3");
    expect(within(pages).getByRole("button", { name: "Previous page" })).toBeDisabled();
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    expect(names()).toEqual(["Esha"]);
    expect(within(pages).getByRole("button", { name: "Next page" })).toBeDisabled();

    rerender(<People people={five} pageSize={5} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  test("given page 3 and then a sort or a search, then back to page 1", async () => {
    const user = userEvent.setup();
    render(<People people={five} pageSize={2} />);
    const pages = screen.getByRole("navigation", { name: "Pages of the people" });
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await user.click(screen.getByRole("button", { name: "City" }));
    expect(pages).toHaveTextContent("Page 1 of 3");

    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await user.type(screen.getByRole("searchbox", { name: "Search the people" }), "pune");
    // Esha and Dev live in Pune: one page, so the pager goes.
    expect(names()).toEqual(["Esha", "Dev"]);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  test("given page 3 and the list shrinking to 3 people, then the last page there is (2) shows", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<People people={five} pageSize={2} />);
    const next = () => within(screen.getByRole("navigation", { name: "Pages of the people" })).getByRole("button", { name: "Next page" });
    await user.click(next());
    await user.click(next());
    rerender(<People people={five.slice(0, 3)} pageSize={2} />);
    expect(screen.getByRole("navigation", { name: "Pages of the people" })).toHaveTextContent("Page 2 of 2");
    // Of Esha, Asha and Dev, sorted by name, page 2 holds the third: Esha.
    expect(names()).toEqual(["Esha"]);
  });

  test("given announce, then the page line is a polite live region; without it, it is not", () => {
    const { rerender } = render(<People people={five} pageSize={2} announce />);
    expect(screen.getByText("Page 1 of 3")).toHaveAttribute("aria-live", "polite");
    rerender(<People people={five} pageSize={2} />);
    expect(screen.getByText("Page 1 of 3")).not.toHaveAttribute("aria-live");
  });
});
