import { computeIncomeTax, FINANCIAL_YEARS } from "@/lib/tax";
import { PROVISION_SECTIONS, sectionOf, sectionWithFormer, type Provision } from "@/lib/tax/sections";
import { taxInput } from "./tax-input";

/** The errata's section map (docs/tax-methods.md, "Section map, 1961 Act to 2025 Act"), written out again by hand. */
const ERRATA_MAP: ReadonlyArray<[Provision, string, string]> = [
  ["newRegime", "section 115BAC", "section 202"],
  ["rebate", "section 87A", "section 156"],
  ["standardDeduction", "section 16", "section 19"],
  ["gratuity", "section 10(10)", "section 19"],
  ["hra", "section 10(13A)", "Schedule III"],
  ["80C", "section 80C", "section 123"],
  ["80CCD", "section 80CCD", "section 124"],
  ["80D", "section 80D", "section 126"],
  ["80DD", "section 80DD", "section 127"],
  ["80TTA", "section 80TTA", "section 153"],
  ["80TTB", "section 80TTB", "section 153"],
  ["80U", "section 80U", "section 154"],
  ["111A", "section 111A", "section 196"],
  ["112", "section 112", "section 197"],
  ["112A", "section 112A", "section 198"],
  ["presumptive", "section 44AD", "section 58"],
  ["presumptiveProfession", "section 44ADA", "section 58"],
  ["presumptiveGoodsCarriage", "section 44AE", "section 58"],
  ["taxAudit", "section 44AB", "section 63"],
  ["returnDueDate", "section 139", "section 263"],
  ["advanceTaxLiability", "section 208", "section 404"],
  ["advanceTaxInstalments", "section 211", "section 408"],
  ["interest234B", "section 234B", "section 424"],
  ["interest234C", "section 234C", "section 425"],
  ["fee234E", "section 234E", "section 427"],
  ["lateFee234F", "section 234F", "section 428(a)"],
  ["tdsSalary", "section 192", "section 392"],
  ["tdsProvidentFund", "section 192A", "section 392"],
  ["tdsOther", "sections 193 to 194T", "section 393"],
  ["tcs", "section 206C", "section 394"],
];

describe("section map", () => {
  test.each(ERRATA_MAP)("%s: FY 2025-26 cites %s, tax year 2026-27 cites %s", (provision, act1961, act2025) => {
    expect(sectionOf(provision, "2023-24")).toBe(act1961);
    expect(sectionOf(provision, "2024-25")).toBe(act1961);
    expect(sectionOf(provision, "2025-26")).toBe(act1961);
    expect(sectionOf(provision, "2026-27")).toBe(act2025);
  });

  test("given the table, then every entry of the errata is in it", () => {
    for (const [provision] of ERRATA_MAP) expect(PROVISION_SECTIONS).toHaveProperty([provision]);
  });

  test("given a text for any year, then 2026-27 names the old section beside the new one", () => {
    expect(sectionWithFormer("newRegime", "2026-27")).toBe("section 202 (section 115BAC of the 1961 Act)");
    expect(sectionWithFormer("newRegime", "2025-26")).toBe("section 115BAC");
  });
});

describe("income-tax steps name the section of the year's Act", () => {
  // Old regime, salary 6,25,000 − 50,000 − 80C 50,000 − 80D 25,000 = 5,00,000 ≤ 5 lakh: rebate 12,500.
  const stepsFor = (fy: (typeof FINANCIAL_YEARS)[number]) =>
    computeIncomeTax(
      taxInput({ fy, regime: "old", grossSalary: 6_25_000, deductions: { ded80c: 50_000, ded80d: 25_000, ded80ccd1b: 0, homeLoanInterest: 0 } }),
    ).steps;
  const label = (fy: (typeof FINANCIAL_YEARS)[number], id: string) => stepsFor(fy).find((step) => step.id === id)?.label;

  test.each([
    { fy: "2025-26", rebate: "Less: section 87A rebate", ded80c: "Less: deduction for investments (section 80C)", ded80d: "Less: deduction for health insurance (section 80D)" },
    { fy: "2026-27", rebate: "Less: section 156 rebate", ded80c: "Less: deduction for investments (section 123)", ded80d: "Less: deduction for health insurance (section 126)" },
  ] as const)("$fy: $rebate", ({ fy, rebate, ded80c, ded80d }) => {
    expect(label(fy, "rebate")).toBe(rebate);
    expect(label(fy, "ded80c")).toBe(ded80c);
    expect(label(fy, "ded80d")).toBe(ded80d);
  });

  test("given 2026-27, then the rebate's reference cites section 156 of the 2025 Act", () => {
    expect(stepsFor("2026-27").find((step) => step.id === "rebate")?.reference).toContain("Income-tax Act, 2025, section 156");
  });
});
