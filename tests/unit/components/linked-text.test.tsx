import { render, screen } from "@testing-library/react";
import { LinkedText } from "@/components/content/linked-text";

describe("LinkedText", () => {
  test("given a sentence naming a site path, then the path becomes a link named after its page", () => {
    render(
      <p>
        <LinkedText text="Notices are handled by our team. See /individual/itd-followups." />
      </p>,
    );
    const link = screen.getByRole("link", { name: "Income-tax notices and follow-ups" });
    expect(link).toHaveAttribute("href", "/individual/itd-followups");
    expect(link.parentElement).toHaveTextContent("Notices are handled by our team. See Income-tax notices and follow-ups.");
  });

  test("given an unknown path or a calculator path, then only known ones are linked", () => {
    render(
      <p>
        <LinkedText text="Try /tools-and-calculators/hra, not /no-such-page or 24/7." />
      </p>,
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/tools-and-calculators/hra");
    expect(screen.getByText(/not \/no-such-page or 24\/7\./)).toBeInTheDocument();
  });
});
