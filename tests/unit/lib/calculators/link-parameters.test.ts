import { carriesCalculatorInputs, isCalculatorSlug } from "@/lib/calculators/link-parameters";
import { withUntickedBoxes } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";

const params = (query: string) => new URLSearchParams(query);

describe("which requests are calculator links with inputs (rendered on the server)", () => {
  it("a calculator's own parameter makes one, even blank or among others", () => {
    expect(carriesCalculatorInputs("income-tax", params("salary=900000"))).toBe(true);
    expect(carriesCalculatorInputs("income-tax", params("utm_source=mail&salary="))).toBe(true);
    expect(carriesCalculatorInputs("hra", params("metro=0"))).toBe(true);
  });

  it("unknown parameters (UTM tags, another calculator's) keep the static page", () => {
    expect(carriesCalculatorInputs("income-tax", params(""))).toBe(false);
    expect(carriesCalculatorInputs("income-tax", params("utm_source=mail&utm_campaign=itr2026&fbclid=x"))).toBe(false);
    expect(carriesCalculatorInputs("sip", params("salary=900000"))).toBe(false);
  });

  it("personal fields are never read from the address, so they make no link", () => {
    expect(carriesCalculatorInputs("rent-receipt", params("landlord=Ravi&tenant=Asha&address=x"))).toBe(false);
    expect(carriesCalculatorInputs("form-12bb", params("name=Asha&place=Pune"))).toBe(false);
  });

  it("knows every calculator and nothing else", () => {
    for (const slug of Object.keys(calculatorsBySlug)) expect(isCalculatorSlug(slug)).toBe(true);
    expect(isCalculatorSlug("index")).toBe(false);
    expect(carriesCalculatorInputs("__proto__", params("salary=1"))).toBe(false);
  });
});

describe("a form sent without scripts", () => {
  it("reads a visible box it did not send as unticked, and leaves what it sent and hidden boxes alone", () => {
    const hra = calculatorsBySlug.hra!;
    // metro defaults to 1: a form sent with the box unticked sends no metro at all.
    expect(withUntickedBoxes(hra, { basic: "600000" })).toEqual({ basic: "600000", metro: "0" });
    expect(withUntickedBoxes(hra, { basic: "600000", metro: "1" })).toEqual({ basic: "600000", metro: "1" });
  });
});
