import { rulesFor } from "@/lib/tax/parameters";
import { applyYearChanges, type YearChanges } from "@/lib/tax/year-changes";

const bill = (changes: YearChanges["changes"]): YearChanges => ({
  year: "2027-28",
  status: { stage: "proposed", instrument: "Finance Bill, 2027", date: "2027-02-01" },
  effectiveFrom: "2027-04-01",
  changes,
});

describe("applyYearChanges: a Finance Bill's proposals on the current year's rules", () => {
  test("given a new slab table and a rebate limit, then those values are replaced, dated and referenced to their clauses, and the rest is carried over", () => {
    const bands = [
      { upTo: 500_000, rate: 0 },
      { upTo: 1_000_000, rate: 10 },
      { upTo: null, rate: 30 },
    ];
    const base = rulesFor("2026-27");
    const next = applyYearChanges(base, bill([
      { path: "regimes.new.slabs.below60", value: bands, provision: "First Schedule, Part I, Paragraph A" },
      { path: "regimes.new.rebate.incomeLimit", value: 1_300_000, provision: "clause 52" },
    ]));
    expect(next.financialYear).toBe("2027-28");
    expect(next.regimes.new.slabs.below60).toMatchObject({ bands, effectiveFrom: "2027-04-01", reference: "Finance Bill, 2027, First Schedule, Part I, Paragraph A" });
    expect(next.regimes.new.rebate.incomeLimit).toMatchObject({ value: 1_300_000, unit: "INR", reference: "Finance Bill, 2027, clause 52", status: { stage: "proposed", provision: "clause 52" } });
    expect(next.regimes.new.rebate.maximum).toEqual(base.regimes.new.rebate.maximum);
    // The current year's rules are untouched.
    expect(base.regimes.new.rebate.incomeLimit.value).toBe(1_200_000);
  });

  test("given a path the rules do not have, then it throws, naming it, so a slip fails the day's review build", () => {
    expect(() => applyYearChanges(rulesFor("2026-27"), bill([{ path: "regimes.new.standardDeducton", value: 1, provision: "clause 3" }]))).toThrow(
      'No value at "regimes.new.standardDeducton" in the rules',
    );
  });
});
