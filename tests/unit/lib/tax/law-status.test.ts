import { isProposedYear, proposalNotice, statusOf, YEAR_LAW } from "@/lib/tax/law-status";
import { FINANCIAL_YEARS, financialYearLabel } from "@/lib/tax/years";

describe("the status of the law behind each year's values", () => {
  test.each(FINANCIAL_YEARS)("given %s, then its Act and Rules are recorded with their dates, and it is in force (not proposed) today", (fy) => {
    expect(YEAR_LAW[fy].act.stage).toBe("enacted");
    expect(YEAR_LAW[fy].rules.stage).toBe("notified");
    expect(isProposedYear(fy)).toBe(false);
    expect(proposalNotice(fy)).toBe("");
    expect(financialYearLabel(fy)).not.toContain("proposed");
  });

  test.each([
    ["a section of the Act", "Income-tax Act, 2025, s.19", "2026-27", "enacted", "Income-tax Act, 2025 (Act No. 30 of 2025) with the Finance Act, 2026 (Act No. 4 of 2026)"],
    ["a rule of the 2026 Rules", "Income-tax Rules, 2026, rule 205 and Form No. 124", "2026-27", "notified", "Income-tax Rules, 2026"],
    ["a rule of the 1962 Rules", "Income-tax Rules, 1962, Rule 2A(c)", "2025-26", "notified", "Income-tax Rules, 1962"],
    ["a notification", "Notification 65/2023 (rule 3(1))", "2024-25", "notified", "Income-tax Rules, 1962"],
    ["a Finance Act", "Finance Act 2025, First Schedule, Part I", "2025-26", "enacted", "Finance Act, 2025 (Act No. 7 of 2025)"],
  ] as const)("given a value citing %s, then it is %s under %s", (_scenario, reference, fy, stage, instrument) => {
    expect(statusOf({ reference }, fy)).toMatchObject({ stage, instrument });
  });

  test("given a value with its own status (a proposal), then that status wins over the year's", () => {
    const status = { stage: "proposed", instrument: "Finance Bill, 2027", provision: "clause 2", date: "2027-02-01" } as const;
    expect(statusOf({ reference: "Finance Bill, 2027, clause 2", status }, "2026-27")).toBe(status);
  });
});
