import { statusOf } from "@/lib/tax/law-status";
import { COMPLIANCE_RULES_BY_YEAR, FINANCIAL_YEARS, RETURN_DUE_DATES, TAX_RULES_BY_YEAR, financialYearDates, type Parameter, type SlabTable } from "@/lib/tax";

/**
 * Walks every value in the rules of every year. A value is anything with a `reference`:
 * a Parameter, a slab table or the surcharge table.
 */
interface FoundValue {
  path: string;
  value: { reference?: unknown; effectiveFrom?: unknown; unit?: unknown };
}

function findValues(node: unknown, path: string, found: FoundValue[]): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => findValues(child, `${path}[${index}]`, found));
    return;
  }
  if (node === null || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if ("reference" in record || "effectiveFrom" in record || ("value" in record && "unit" in record)) {
    found.push({ path, value: record });
    return;
  }
  for (const [key, child] of Object.entries(record)) findValues(child, path ? `${path}.${key}` : key, found);
}

const valuesByYear = FINANCIAL_YEARS.map((fy) => {
  const found: FoundValue[] = [];
  findValues(TAX_RULES_BY_YEAR[fy], "", found);
  findValues(COMPLIANCE_RULES_BY_YEAR[fy], "", found);
  findValues(RETURN_DUE_DATES[fy], "returnDueDates", found);
  return { fy, found };
});

describe("every parameter of every year is dated and sourced", () => {
  test.each(valuesByYear)("FY $fy has parameters to check", ({ found }) => {
    // slabs ×3 per regime, rebate ×5 per regime, limits, rates, dates…: well over fifty
    expect(found.length).toBeGreaterThan(50);
  });

  const allValues = valuesByYear.flatMap(({ fy, found }) => found.map((entry) => ({ fy, ...entry })));

  test.each(allValues)("FY $fy $path has a non-empty reference", ({ value }) => {
    expect(typeof value.reference).toBe("string");
    expect((value.reference as string).trim().length).toBeGreaterThan(10);
  });

  test.each(allValues)("FY $fy $path has an effectiveFrom date on or before the end of the year", ({ fy, value }) => {
    expect(value.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(value.effectiveFrom as string))).toBe(false);
    expect(value.effectiveFrom as string <= financialYearDates(fy).end).toBe(true);
  });

  test.each(allValues)("FY $fy $path has a status: proposed, enacted or notified, with its instrument and date", ({ fy, value }) => {
    const status = statusOf(value as { reference: string }, fy);
    expect(["proposed", "enacted", "notified"]).toContain(status.stage);
    expect(status.instrument.length).toBeGreaterThan(10);
    expect(status.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test.each(allValues)("FY $fy $path has a unit", ({ value }) => {
    expect(["INR", "percent", "days", "months", "date", "text", "flag", "list"]).toContain(value.unit);
  });

  test.each(FINANCIAL_YEARS.filter((fy) => fy >= "2026-27"))("FY %s, under the Income-tax Act, 2025: no value applies before 1 April 2026", (fy) => {
    const found = valuesByYear.find((entry) => entry.fy === fy)?.found ?? [];
    for (const { path, value } of found) {
      expect([path, value.effectiveFrom as string >= "2026-04-01"]).toEqual([path, true]);
    }
  });

  test.each(FINANCIAL_YEARS.filter((fy) => fy >= "2026-27"))("FY %s cites the Income-tax Act, 2025 or the Finance Act 2026, never a 1961 section alone", (fy) => {
    const found = valuesByYear.find((entry) => entry.fy === fy)?.found ?? [];
    for (const { path, value } of found) {
      const reference = value.reference as string;
      expect([path, /Income-tax Act, 2025|Finance Act 2026/.test(reference)]).toEqual([path, true]);
    }
  });
});

describe("slab tables are well formed", () => {
  const tables = FINANCIAL_YEARS.flatMap((fy) =>
    (["old", "new"] as const).flatMap((regime) =>
      (["below60", "60to80", "80plus"] as const).map((age) => ({ fy, regime, age, table: TAX_RULES_BY_YEAR[fy].regimes[regime].slabs[age] as SlabTable })),
    ),
  );

  test.each(tables)("FY $fy $regime regime, $age: bands rise, rates rise, the last band is open", ({ table }) => {
    const bands = table.bands;
    expect(bands.length).toBeGreaterThan(1);
    expect(bands[bands.length - 1]?.upTo).toBeNull();
    for (let i = 1; i < bands.length; i += 1) {
      const previous = bands[i - 1];
      const current = bands[i];
      expect(previous?.upTo).not.toBeNull();
      if (current?.upTo != null) expect(current.upTo).toBeGreaterThan(previous?.upTo ?? 0);
      expect(current?.rate).toBeGreaterThan(previous?.rate ?? 0);
    }
  });

  test.each(FINANCIAL_YEARS)("FY %s: the new regime has one table for every age", (fy) => {
    const slabs = TAX_RULES_BY_YEAR[fy].regimes.new.slabs;
    expect(slabs["60to80"]).toBe(slabs.below60);
    expect(slabs["80plus"]).toBe(slabs.below60);
  });
});

describe("dated series", () => {
  const series = FINANCIAL_YEARS.flatMap((fy) =>
    (["stcg111A", "ltcg112A", "ltcg112", "vda"] as const).map((kind) => ({
      fy,
      kind,
      values: TAX_RULES_BY_YEAR[fy].specialRates[kind] as readonly Parameter[],
    })),
  );

  test.each(series)("FY $fy $kind: one or two values (the engine splits a year in two at most), in date order", ({ values }) => {
    expect(values.length).toBeGreaterThanOrEqual(1);
    expect(values.length).toBeLessThanOrEqual(2);
    if (values.length === 2) expect(values[0]!.effectiveFrom < values[1]!.effectiveFrom).toBe(true);
  });

  test("only FY 2024-25 changes rates during the year, on 23 July 2024", () => {
    const split = series.filter(({ values }) => values.length === 2).map(({ fy, kind, values }) => [fy, kind, values[1]?.effectiveFrom]);
    expect(split).toEqual([
      ["2024-25", "stcg111A", "2024-07-23"],
      ["2024-25", "ltcg112A", "2024-07-23"],
      ["2024-25", "ltcg112", "2024-07-23"],
    ]);
  });
});

describe("FY 2026-27 keeps the FY 2025-26 values (Budget 2026)", () => {
  /** Strips references, dates and notes, leaving the values. */
  const valuesOnly = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(valuesOnly);
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node as Record<string, unknown>)
        .filter(([key]) => !["reference", "effectiveFrom", "note", "financialYear", "act", "advanceTax"].includes(key))
        .map(([key, child]) => [key, valuesOnly(child)]),
    );
  };

  test("every value other than dates and labels is the same", () => {
    expect(valuesOnly(TAX_RULES_BY_YEAR["2026-27"])).toEqual(valuesOnly(TAX_RULES_BY_YEAR["2025-26"]));
  });
});
