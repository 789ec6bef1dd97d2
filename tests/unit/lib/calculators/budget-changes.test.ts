import { budgetChanges } from "@/lib/calculators/budget-changes";
import { figure, runnerFor } from "./run-calculator";

const run = runnerFor(budgetChanges);
const noClaims = { ded80c: "0", ded80d: "0" };

describe("What the Budget changes for you: worked examples (hand computations in comments)", () => {
  test("given salary ₹12,75,000 and no claims, FY 2024-25 to FY 2025-26, then the cheaper regime's tax goes down by ₹83,200", () => {
    // FY 2024-25 new regime: 12,75,000 - 75,000 = 12,00,000; 4L x 5% + 3L x 10% + 2L x 15% = 20,000 + 30,000 + 30,000 = 80,000;
    // no rebate above ₹7 lakh (relief ends at 7,22,222); cess 3,200 -> 83,200.
    // Old regime: 12,75,000 - 50,000 = 12,25,000; 12,500 + 1,00,000 + 67,500 = 1,80,000; cess 7,200 -> 1,87,200.
    // FY 2025-26 new regime: 12,00,000 is within the ₹12 lakh rebate limit -> 0. Old regime unchanged: 1,87,200.
    const { result } = run({ from: "2024-25", to: "2025-26", salary: "1275000", ...noClaims });
    expect(figure(result, "fromNewTax")).toBe(83_200);
    expect(figure(result, "fromOldTax")).toBe(187_200);
    expect(figure(result, "toNewTax")).toBe(0);
    expect(figure(result, "toOldTax")).toBe(187_200);
    expect(figure(result, "change")).toBe(83_200);
    expect(result?.summary).toBe(
      "On this income your tax with the cheaper regime goes down by ₹83,200, from ₹83,200 in FY 2024-25 (AY 2025-26) to ₹0 in FY 2025-26 (AY 2026-27).",
    );
  });

  test("given salary ₹15,00,000 with ₹1,50,000 of 80C and ₹25,000 of 80D, FY 2025-26 to tax year 2026-27, then the tax stays ₹97,500", () => {
    // New regime both years: 15,00,000 - 75,000 = 14,25,000; 20,000 + 40,000 + 2,25,000 x 15% (33,750) = 93,750; cess 3,750 -> 97,500.
    // Old regime both years: 15,00,000 - 50,000 - 1,50,000 - 25,000 = 12,75,000; 12,500 + 1,00,000 + 82,500 = 1,95,000; cess 7,800 -> 2,02,800.
    const { result } = run({ from: "2025-26", to: "2026-27", salary: "1500000" });
    expect([figure(result, "fromNewTax"), figure(result, "toNewTax")]).toEqual([97_500, 97_500]);
    expect([figure(result, "fromOldTax"), figure(result, "toOldTax")]).toEqual([202_800, 202_800]);
    expect(figure(result, "change")).toBe(0);
    expect(result?.summary).toBe("On this income your tax stays at ₹97,500 with the cheaper regime: tax year 2026-27 does not change it from FY 2025-26 (AY 2026-27).");
  });
});

describe("What the Budget changes for you: the law that changed, read from the registry", () => {
  test("given FY 2025-26 to tax year 2026-27, then the table lists the audit fee of s.428(c) replacing the s.271B penalty, and nothing else", () => {
    const { result } = run({ from: "2025-26", to: "2026-27" });
    const table = result?.tables?.[0];
    expect(table?.columns).toEqual(["Rule", "FY 2025-26 (AY 2026-27)", "Tax year 2026-27", "Source and status"]);
    expect(table?.rows.map((row) => row.slice(0, 3))).toEqual([
      ["Tax audit: fee for a report up to a month late", "None", "₹75,000"],
      ["Tax audit: fee for a report more than a month late", "None", "₹1,50,000"],
      ["Tax audit: penalty for no audit or a late report, share of turnover", "0.5%", "None"],
      ["Tax audit: penalty for no audit or a late report, at most", "₹1,50,000", "None"],
    ]);
    expect(table?.rows[0]?.[3]).toBe("Enacted: Income-tax Act, 2025 (Act No. 30 of 2025) with the Finance Act, 2026 (Act No. 4 of 2026)");
    expect(figure(result, "changedValues")).toBe(4);
    expect(table?.csvFileName).toBe("budget-changes-2025-26-to-2026-27.csv");
  });

  test("given FY 2024-25 to FY 2025-26, then the new slabs, the ₹12 lakh rebate and the longer revised-return window are listed with their values", () => {
    const rows = run({ from: "2024-25", to: "2025-26" }).result?.tables?.[0]?.rows ?? [];
    const row = (label: string) => rows.find((candidate) => candidate[0] === label)?.slice(1, 3);
    expect(row("New regime: slabs, below 60")).toEqual([
      "up to ₹3,00,000: nil; ₹3,00,000 to ₹7,00,000: 5%; ₹7,00,000 to ₹10,00,000: 10%; ₹10,00,000 to ₹12,00,000: 15%; ₹12,00,000 to ₹15,00,000: 20%; above ₹15,00,000: 30%",
      "up to ₹4,00,000: nil; ₹4,00,000 to ₹8,00,000: 5%; ₹8,00,000 to ₹12,00,000: 10%; ₹12,00,000 to ₹16,00,000: 15%; ₹16,00,000 to ₹20,00,000: 20%; ₹20,00,000 to ₹24,00,000: 25%; above ₹24,00,000: 30%",
    ]);
    expect(row("New regime: rebate, income limit")).toEqual(["₹7,00,000", "₹12,00,000"]);
    expect(row("New regime: rebate, maximum")).toEqual(["₹25,000", "₹60,000"]);
    expect(row("Revised return: last date")).toEqual(["31 December 2025", "31 March 2027"]);
    // FY 2024-25's 111A rate rose during the year (15% to 20% from 23 July 2024): FY 2025-26 keeps 20%, so it is no change.
    expect(rows.some((candidate) => String(candidate[0]).includes("111A"))).toBe(false);
  });

  test("given the same year twice or a later year first, then the second year says to choose a later year and no figure is shown", () => {
    for (const inputs of [{ from: "2026-27", to: "2026-27" }, { from: "2026-27", to: "2025-26" }]) {
      const { result, errors } = run(inputs);
      expect(result).toBeNull();
      expect(errors).toEqual({ to: "Choose a year later than the year you compare." });
    }
  });
});
