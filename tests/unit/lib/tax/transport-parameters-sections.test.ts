import { TRANSPORT_RULES_BY_YEAR } from "@/lib/tax/transport-parameters";

describe("transport parameters: the new regime's section for the year (docs/tax-methods.md errata, section map)", () => {
  test("given FY 2025-26, then the new-regime references cite s.115BAC(2)(ii) of the 1961 Act", () => {
    const rules = TRANSPORT_RULES_BY_YEAR["2025-26"];
    expect(rules.disabledInNewRegime.reference).toMatch(/^Income-tax Act, 1961, s\.115BAC\(2\)\(ii\)/);
    expect(rules.runningAllowanceInNewRegime.reference).toMatch(/^Income-tax Act, 1961, s\.115BAC\(2\)\(ii\)/);
  });

  test("given tax year 2026-27, then they cite section 202 of the 2025 Act, with the 1961 section beside it", () => {
    const rules = TRANSPORT_RULES_BY_YEAR["2026-27"];
    for (const value of [rules.disabledInNewRegime, rules.runningAllowanceInNewRegime]) {
      expect(value.reference).toMatch(/^Income-tax Act, 2025, section 202 \(corresponding to s\.115BAC\(2\)\(ii\) of the 1961 Act\)/);
    }
  });
});
