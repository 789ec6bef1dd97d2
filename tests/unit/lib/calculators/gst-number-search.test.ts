import { gstNumberSearch } from "@/lib/calculators/gst-number-search";
import { figure, runnerFor } from "./run-calculator";

const run = runnerFor(gstNumberSearch);
const verdictNote = (raw: Record<string, string>) =>
  run(raw).result?.groups[0]?.figures.find((f) => f.name === "valid")?.note;

describe("gst-number-search: the verdict is the result (contract)", () => {
  test("the default sample GSTIN is Valid, Maharashtra, PAN AAPFU0939F", () => {
    const { result, errors } = run({});
    expect(errors).toEqual({});
    expect(figure(result, "valid")).toBe("Valid");
    expect(figure(result, "state")).toBe("Maharashtra (27)");
    expect(figure(result, "pan")).toBe("AAPFU0939F");
    expect(result!.breakdown[0]!.steps.at(-1)!.text).toBe('221; 221 mod 36 = 5; (36 − 5) mod 36 = 31 → "V", found "V"');
  });

  test("input is trimmed and upper-cased before it is judged", () => {
    expect(figure(run({ gstin: " 29aagcb7383j1z4 " }).result, "valid")).toBe("Valid");
  });

  test("a wrong check character: Invalid with the reason, the field itself not in error", () => {
    const { result, errors } = run({ gstin: "27AAPFU0939F1ZW" });
    expect(errors.gstin).toBeUndefined();
    expect(figure(result, "valid")).toBe("Invalid");
    expect(verdictNote({ gstin: "27AAPFU0939F1ZW" })).toMatch(/must be "V", not "W"/);
    expect(figure(result, "pan")).toBe("AAPFU0939F");
  });

  test.each([
    ["27AAPFU0939F1Z", /15 characters; this has 14/],
    ["27AAPFU0939F1Z@", /character 15 is "@"/],
    ["40AAPFU0939F1ZV", /"40" is not a GST state code/],
  ])("malformed %p: the field is in error AND the verdict says Invalid with the same reason", (gstin, reason) => {
    const { result, errors } = run({ gstin });
    expect(errors.gstin).toMatch(reason);
    expect(figure(result, "valid")).toBe("Invalid");
    expect(verdictNote({ gstin })).toMatch(reason);
    expect(figure(result, "state")).toBeUndefined();
  });

  test("an empty GSTIN asks for one, with no verdict", () => {
    const { result, errors } = run({ gstin: "  " });
    expect(errors).toEqual({});
    expect(result!.summary).toMatch(/Enter a GSTIN/);
    expect(figure(result, "valid")).toBeUndefined();
  });
});
