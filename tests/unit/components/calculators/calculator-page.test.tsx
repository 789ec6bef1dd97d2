import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { LinkInputsProvider } from "@/components/calculators/link-inputs-context";
import { incomeTax } from "@/lib/calculators/income-tax";
import { leaveEncashment } from "@/lib/calculators/leave-encashment";
import { rentReceipt } from "@/lib/calculators/rent-receipt";

jest.mock("next/router", () => ({
  useRouter: () => ({ isReady: false, query: {}, asPath: "/tools-and-calculators/income-tax", pathname: "/tools-and-calculators/income-tax" }),
}));
// next/head renders nothing in a test; the meta tags are checked in the browser tests.

describe("the calculator frame", () => {
  test("every figure is an <output> a screen reader names by its group and label", () => {
    render(<CalculatorPage calculator={incomeTax} />);
    // An <output> is a status (live) region; each must say what it is when it changes.
    const outputs = screen.getAllByRole("status").filter((element) => element.tagName === "OUTPUT");
    expect(outputs.length).toBe(5);
    expect(screen.getByRole("status", { name: "Old regime: Tax payable" })).toHaveTextContent("₹2,02,800");
    expect(screen.getByRole("status", { name: "New regime (section 202): Tax payable" })).toHaveTextContent("₹97,500");
    for (const output of outputs) expect(output).toHaveAccessibleName(/\S/);
    // The name is no label: finding the salary field by its label finds the field alone.
    expect(screen.getAllByLabelText(/Gross salary/)).toHaveLength(1);
  });

  test("a figure labelled like a field (leave encashment received) does not answer to the field's label", () => {
    render(<CalculatorPage calculator={leaveEncashment} />);
    expect(screen.getAllByLabelText("Leave encashment received")).toHaveLength(1);
    expect(screen.getByLabelText("Leave encashment received").tagName).toBe("INPUT");
  });

  test("the form is a GET form to the calculator's own page, sent with Calculate, so it works without scripts", () => {
    render(<CalculatorPage calculator={incomeTax} />);
    const form = screen.getByRole("form", { name: "Income tax calculator inputs" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/tools-and-calculators/income-tax");
    expect(within(form).getByRole("button", { name: "Calculate" })).toHaveAttribute("type", "submit");
    expect(within(form).getByLabelText("Gross salary (yearly)")).toHaveAttribute("name", "salary");
  });

  test("personal fields are disabled in the server's HTML, so a form sent without scripts leaves them out of the address; the running page enables them", () => {
    const html = renderToString(<CalculatorPage calculator={rentReceipt} />);
    expect(html).toMatch(/<input[^>]*id="calc-landlord"[^>]*disabled=""/);
    expect(html).toMatch(/<input[^>]*id="calc-tenant"[^>]*disabled=""/);
    expect(html).not.toMatch(/<input[^>]*id="calc-rent"[^>]*disabled=""/);
    render(<CalculatorPage calculator={rentReceipt} />);
    expect(screen.getByLabelText("Landlord's name")).toBeEnabled();
    expect(screen.getByLabelText("Your name (tenant)")).toBeEnabled();
  });

  test("Calculate says the form was sent, so the server reads an unticked box as 0", () => {
    render(<CalculatorPage calculator={rentReceipt} />);
    expect(screen.getByRole("button", { name: "Calculate" })).toHaveAttribute("name", "calculate");
  });

  test("rendered for a shared link, the page starts from the link's inputs (what the server renders is what hydrates)", () => {
    render(
      <LinkInputsProvider raw={{ salary: "900000", ded80c: "0", ded80d: "0" }}>
        <CalculatorPage calculator={incomeTax} />
      </LinkInputsProvider>,
    );
    expect(screen.getByLabelText("Gross salary (yearly)")).toHaveValue("9,00,000");
    // By hand: new regime 9,00,000 − 75,000 = 8,25,000, rebated to 0; old 8,50,000 → 82,500 + 4% = 85,800.
    expect(screen.getByRole("status", { name: "New regime (section 202): Tax payable" })).toHaveTextContent("₹0");
    expect(screen.getByRole("status", { name: "Old regime: Tax payable" })).toHaveTextContent("₹85,800");
  });

  test("a bad value in a link: the field keeps it, says why beside it, and no figure is shown", () => {
    render(
      <LinkInputsProvider raw={{ salary: "12abc" }}>
        <CalculatorPage calculator={incomeTax} />
      </LinkInputsProvider>,
    );
    const salary = screen.getByLabelText("Gross salary (yearly)");
    expect(salary).toHaveValue("12abc");
    expect(salary).toHaveAttribute("aria-invalid", "true");
    expect(salary).toHaveAccessibleDescription(/digits/);
    expect(document.querySelectorAll("output")).toHaveLength(0);
  });
});
