import fc from "fast-check";
import { checkGstin, gstinCheckCharacter, gstinWeightedSum } from "@/lib/gst/gstin";
import { PAN_HOLDER_TYPES } from "@/lib/pan";
import { GST_STATE_CODES } from "@/lib/gst/state-codes";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("GSTIN check character (Luhn mod 36, docs/tax-methods.md §26.2–26.3)", () => {
  test("27AAPFU0939F1ZV: the weighted sum is 221, 221 mod 36 = 5, (36 − 5) = 31 → V", () => {
    // 2×1=2; 7×2=14; A(10)×1=10; A×2=20; P(25)×1=25; F(15)×2=30; U(30)×1=30; 0; 9; 3×2=6; 9; F×2=30; 1; Z(35)×2=70 → 1+34=35
    expect(gstinWeightedSum("27AAPFU0939F1Z")).toBe(221);
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  test("29AAGCB7383J1Z4: sum 176, 176 mod 36 = 32, 36 − 32 = 4", () => {
    expect(gstinWeightedSum("29AAGCB7383J1Z")).toBe(176);
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
  });

  test("a deductor's GSTIN 07DELA12345B1D: sum 166 (0+14+13+28+21+20+1+4+3+8+5+22+1+26), 166 mod 36 = 22 → 14 → E", () => {
    expect(gstinWeightedSum("07DELA12345B1D")).toBe(166);
    expect(gstinCheckCharacter("07DELA12345B1D")).toBe("E");
  });
});

describe("checkGstin: verdicts and reasons", () => {
  test.each([
    ["27AAPFU0939F1ZV", "Maharashtra", "AAPFU0939F", "Firm or LLP"],
    ["29AAGCB7383J1Z4", "Karnataka", "AAGCB7383J", "Company"],
    ["  27aapfu0939f1zv ", "Maharashtra", "AAPFU0939F", "Firm or LLP"],
    ["27 AAPFU 0939F 1ZV", "Maharashtra", "AAPFU0939F", "Firm or LLP"],
  ])("%p is valid: state %s, PAN %s of a %s", (raw, state, pan, holder) => {
    const check = checkGstin(raw);
    expect(check.verdict).toBe("valid");
    if (check.verdict !== "valid") return;
    expect(check.parts).toMatchObject({ state, pan, holderType: holder, kind: "normal", entity: "1" });
  });

  test("a deductor registered with a TAN is valid, without a PAN holder type", () => {
    const check = checkGstin("07DELA12345B1DE");
    expect(check).toMatchObject({ verdict: "valid", parts: { kind: "deductor", pan: "DELA12345B", state: "Delhi" } });
  });

  test.each([
    ["", /Enter a GSTIN/],
    ["27AAPFU0939F1Z", /15 characters; this has 14/],
    ["27AAPFU0939F1ZVX", /this has 16/],
    ["27AAPFU0939F1Z-", /character 15 is "-"/],
    ["00AAPFU0939F1ZV", /"00" is not a GST state code/],
    ["39AAPFU0939F1ZV", /"39" is not a GST state code/],
    ["96AAPFU0939F1ZV", /"96" is not a GST state code/],
  ])("%p is malformed (the field is in error): %s", (raw, reason) => {
    const check = checkGstin(raw);
    expect(check).toMatchObject({ verdict: "invalid", malformed: true });
    if (check.verdict === "invalid") expect(check.reason).toMatch(reason);
  });

  test.each([
    // docs/tax-methods.md §26.3 example 3: a made-up number whose check character should be W
    ["29ABCDE1234F1Z5", /must be "W", not "5"/],
    ["27AAPF10939F1ZV", /Characters 3–12 must be a PAN/],
    ["27AAPXU0939F1ZV", /fourth letter names the holder type; "X".*check character/],
    ["27AAPFU0939F0ZV", /entity number.*never 0/],
    ["27AAPFU0939F1XV", /Character 14 is "X"/],
  ])("%p is well formed but invalid: %s", (raw, reason) => {
    const check = checkGstin(raw);
    expect(check).toMatchObject({ verdict: "invalid", malformed: false });
    if (check.verdict === "invalid") expect(check.reason).toMatch(reason);
  });

  test("every state code of the table is accepted, and the state named", () => {
    for (const [code, state] of Object.entries(GST_STATE_CODES)) {
      const first14 = `${code}AAPFU0939F1Z`;
      const check = checkGstin(first14 + gstinCheckCharacter(first14));
      expect(check).toMatchObject({ verdict: "valid", parts: { stateCode: code, state } });
    }
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(40); // 01–38, 97, 99
  });
});

describe("checkGstin: every single-character change is caught", () => {
  const mutants = (gstin: string) =>
    [...gstin].flatMap((original, position) =>
      [...ALPHABET].filter((c) => c !== original).map((c) => gstin.slice(0, position) + c + gstin.slice(position + 1)),
    );

  test.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07DELA12345B1DE"])("all 15 × 35 one-character changes of %s are invalid", (gstin) => {
    const all = mutants(gstin);
    expect(all).toHaveLength(15 * 35);
    for (const mutant of all) expect(checkGstin(mutant).verdict).toBe("invalid");
  });

  test("for random well-formed GSTINs, any one-character change is invalid", () => {
    const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const digit = fc.constantFrom(..."0123456789");
    const gstin = fc
      .tuple(
        fc.constantFrom(...Object.keys(GST_STATE_CODES)),
        fc.array(letter, { minLength: 3, maxLength: 3 }),
        fc.constantFrom(...Object.keys(PAN_HOLDER_TYPES)),
        letter,
        fc.array(digit, { minLength: 4, maxLength: 4 }),
        letter,
        fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      )
      .map(([state, three, holder, fifth, digits, last, entity]) => {
        const first14 = `${state}${three.join("")}${holder}${fifth}${digits.join("")}${last}${entity}Z`;
        return first14 + gstinCheckCharacter(first14);
      });
    fc.assert(
      fc.property(gstin, fc.nat(14), fc.nat(34), (valid, position, shift) => {
        expect(checkGstin(valid).verdict).toBe("valid");
        const replacement = ALPHABET[(ALPHABET.indexOf(valid[position]!) + 1 + shift) % 36]!;
        const mutant = valid.slice(0, position) + replacement + valid.slice(position + 1);
        expect(checkGstin(mutant).verdict).toBe("invalid");
      }),
      { numRuns: 500 },
    );
  });

  test("any text at all gives a verdict and never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const check = checkGstin(raw);
        expect(["valid", "invalid"]).toContain(check.verdict);
        if (check.verdict === "invalid") expect(check.reason.length).toBeGreaterThan(10);
      }),
    );
  });
});
