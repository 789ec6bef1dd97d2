import { render, screen } from "@testing-library/react";
import { LawChecked } from "@/components/content/law-checked";
import { lawCheckSchema } from "@/lib/content/schemas";

describe("LawChecked: when a page was last checked against the law", () => {
  test("given a page about FY 2025-26 and tax year 2026-27, then the reader sees the date and both years", () => {
    render(<LawChecked lawCheck={lawCheckSchema.parse({ checked: "2026-12-04", taxYears: ["2025-26", "2026-27"], topics: ["returns"] })} />);
    expect(screen.getByText(/Checked against the law on/)).toHaveTextContent("Checked against the law on 4 December 2026, for FY 2025-26 and tax year 2026-27.");
    expect(screen.getByText("4 December 2026")).toHaveAttribute("dateTime", "2026-12-04");
  });

  test("given a company page that states no law, then nothing is shown", () => {
    const { container } = render(<LawChecked lawCheck={lawCheckSchema.parse({ checked: "2026-12-04", taxYears: [], topics: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });

  test("given CMS content that does not say, then nothing is shown", () => {
    const { container } = render(<LawChecked lawCheck={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
