import fc from "fast-check";
import { gstCalculator } from "@/lib/calculators/gst-calculator";
import { formatFigure } from "@/lib/calculators/format-figure";
import { figure, runnerFor } from "./run-calculator";

const run = runnerFor(gstCalculator);
const shown = (raw: Record<string, string>, name: string) => {
  const result = run(raw).result!;
  const match = result.groups.flatMap((g) => g.figures).find((f) => f.name === name);
  return match ? formatFigure(match) : undefined;
};

describe("gst-calculator: the contract's names, to the paisa", () => {
  test("defaults: ₹1,000 + 18% within a state → net 1,000.00, CGST 90.00, SGST 90.00, GST 180.00, total 1,180.00", () => {
    expect(shown({}, "net")).toBe("₹1,000.00");
    expect(shown({}, "cgst")).toBe("₹90.00");
    expect(shown({}, "sgst")).toBe("₹90.00");
    expect(shown({}, "gst")).toBe("₹180.00");
    expect(shown({}, "total")).toBe("₹1,180.00");
    expect(shown({}, "igst")).toBe("₹0.00");
  });

  test("remove 18% from ₹1,000 (§25.4 example 3) → net 847.46, GST 152.54 = 76.27 + 76.27", () => {
    const raw = { amount: "1000", rate: "18", mode: "remove" };
    expect([shown(raw, "net"), shown(raw, "gst"), shown(raw, "cgst"), shown(raw, "sgst"), shown(raw, "total")]).toEqual([
      "₹847.46",
      "₹152.54",
      "₹76.27",
      "₹76.27",
      "₹1,000.00",
    ]);
  });

  test("remove 18% from ₹20,000 within a state → CGST 1,525.42 = SGST 1,525.42 (20,000 × 9 ÷ 118 = 1,525.4237 each), net 20,000 − 3,050.84 = 16,949.16", () => {
    const raw = { amount: "20000", rate: "18", mode: "remove", supply: "intra" };
    expect([shown(raw, "net"), shown(raw, "cgst"), shown(raw, "sgst"), shown(raw, "gst"), shown(raw, "total")]).toEqual([
      "₹16,949.16",
      "₹1,525.42",
      "₹1,525.42",
      "₹3,050.84",
      "₹20,000.00",
    ]);
  });

  test("₹2,499.00 at 5% between states → IGST 124.95, total 2,623.95; within a state GST 124.96", () => {
    expect(shown({ amount: "2499", rate: "5", supply: "inter" }, "igst")).toBe("₹124.95");
    expect(shown({ amount: "2499", rate: "5", supply: "inter" }, "total")).toBe("₹2,623.95");
    expect(shown({ amount: "2499", rate: "5" }, "gst")).toBe("₹124.96");
  });

  test("paise in the amount: ₹99.99 + 40% → GST 39.996 → CGST 20.00 (19.998) + SGST 20.00, total 139.99", () => {
    // 9,999 paise × 20% = 1,999.8 → 2,000 paise each half
    expect(shown({ amount: "99.99", rate: "40" }, "cgst")).toBe("₹20.00");
    expect(shown({ amount: "99.99", rate: "40" }, "total")).toBe("₹139.99");
  });

  test("an older rate (28%) says when it applied; cess shows its own figure", () => {
    const result = run({ amount: "50000", rate: "28", cess: "12" }).result!;
    expect(figure(result, "gst")).toBe(14_000);
    expect(figure(result, "cess")).toBe(6_000);
    expect(figure(result, "total")).toBe(70_000);
    expect(result.notes!.join(" ")).toMatch(/until 21 September 2025/);
  });

  test("the breakdown names the law behind each step", () => {
    const steps = run({}).result!.breakdown[0]!.steps;
    expect(steps.map((s) => s.reference).join(" ")).toMatch(/CGST Act, 2017, s\.15/);
    expect(run({ supply: "inter" }).result!.breakdown[0]!.steps.map((s) => s.reference).join(" ")).toMatch(/IGST Act, 2017, s\.5/);
  });

  test.each([
    ["amount", "0", /at least ₹0.01/],
    ["amount", "12.345", /at most 2 decimal places/],
    ["amount", "abc", /digits/],
    ["rate", "17", /Choose one of/],
    ["mode", "both", /Choose one of/],
    ["supply", "export", /Choose one of/],
    ["cess", "301", /at most 300%/],
  ])("%s=%p → a message beside the field, no figure", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("any amount to the paisa at any offered rate: total = net + GST + cess, never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.constantFrom(...gstCalculator.fields.rate.options.map((o) => o.value)),
        fc.constantFrom("add", "remove"),
        fc.constantFrom("intra", "inter"),
        (paise, rate, mode, supply) => {
          const result = run({ amount: (paise / 100).toFixed(2), rate, mode, supply }).result!;
          const value = (name: string) => Math.round((figure(result, name) as number | undefined ?? 0) * 100);
          expect(value("net") + value("gst") + value("cess")).toBe(value("total"));
          for (const name of ["net", "gst", "total", "cgst", "sgst", "igst"]) expect(value(name)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
