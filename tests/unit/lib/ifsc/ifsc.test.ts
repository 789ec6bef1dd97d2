import { join } from "node:path";
import fc from "fast-check";
import { checkIfsc, subMemberBank } from "@/lib/ifsc/ifsc";
import bankPrefixes from "@/lib/ifsc/bank-prefixes.json";
import sublets from "@/lib/ifsc/sublets.json";
import { buildIfscData } from "@/scripts/ifsc-data.mjs";

describe("checkIfsc (docs/tax-methods.md §27)", () => {
  test.each([
    ["SBIN0000691", "SBIN", "000691", "State Bank of India"],
    ["HDFC0ABC123", "HDFC", "ABC123", "HDFC Bank"],
    [" sbin0000691 ", "SBIN", "000691", "State Bank of India"],
    ["SBIN 0000 691", "SBIN", "000691", "State Bank of India"],
  ])("%p is well formed: bank %s, branch %s, %s", (raw, bankCode, branchCode, bankName) => {
    expect(checkIfsc(raw)).toMatchObject({ ok: true, bankCode, branchCode, bankName, knownPrefix: true });
  });

  test.each([
    ["HDFCO001234", /fifth character must be the digit zero \(0\); this has the letter O/],
    ["SBIN000691", /11 characters; this has 10/],
    ["SBIN00006911", /this has 12/],
    ["SBI10000691", /all letters; character 4 is "1"/],
    ["SBIN1000691", /fifth character must be the digit zero \(0\); this has "1"/],
    ["SBIN-000691", /only letters and digits; character 5 is "-"/],
    ["", /Enter an IFSC/],
  ])("%p is invalid: %s", (raw, reason) => {
    const check = checkIfsc(raw);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(reason);
  });

  test("a well-formed code with a prefix no bank uses is flagged, not named", () => {
    expect(checkIfsc("QQQQ0123456")).toMatchObject({ ok: true, knownPrefix: false, bankName: null });
  });

  test("a code of a bank amalgamated in 2020 says into which bank", () => {
    expect(checkIfsc("ANDB0001234")).toMatchObject({ ok: true, bankName: "Andhra Bank", amalgamated: { into: "Union Bank of India", effective: "1 April 2020" } });
    expect(checkIfsc("VIJB0001234")).toMatchObject({ amalgamated: { into: "Bank of Baroda", effective: "1 April 2019" } });
  });

  test("any text gives a verdict without throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const check = checkIfsc(raw);
        if (check.ok) expect(check.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
        else expect(check.reason.length).toBeGreaterThan(10);
      }),
    );
  });
});

describe("sub-member banks (codes issued under a sponsor bank's prefix)", () => {
  test("a whole code and a series prefix both name the bank", async () => {
    await expect(subMemberBank("AKJB0000001")).resolves.toBe("Akola Janata Commercial Co-operative Bank");
    // "HDFC0CHB1" names a series: any code that starts with it
    await expect(subMemberBank("HDFC0CHB123")).resolves.toBe("HASTI Co-operative Bank");
    await expect(subMemberBank("SBIN0000691")).resolves.toBeNull();
  });
});

describe("the IFSC data script (npm run data:ifsc)", () => {
  test("given an unpacked ifsc package, then every prefix gets its bank name (null when unnamed) and sublets keep only named banks, sorted", () => {
    const built = buildIfscData(join(__dirname, "../../fixtures/ifsc-package"));
    expect(built.prefixes.version).toBe("9.9.9");
    expect(built.prefixes.banks).toEqual({ HDFC: "HDFC Bank", SBIN: "State Bank of India", ZZZZ: null });
    expect(Object.entries(built.sublets.codes)).toEqual([
      ["ALLA0AU", "Aryavart Bank"],
      ["HDFC0CAJKB", "Jammu and Kashmir Grameen Bank"],
    ]);
    expect(built.sublets.source).toContain("ifsc 9.9.9");
  });
});

describe("embedded IFSC data", () => {
  test("both files come from one release of the data set, and hold IFSC-shaped keys", () => {
    expect(sublets.version).toBe(bankPrefixes.version);
    expect(Object.keys(bankPrefixes.banks).length).toBeGreaterThan(200);
    for (const prefix of Object.keys(bankPrefixes.banks)) expect(prefix).toMatch(/^[A-Z]{4}$/);
    // A sublet is a whole code, a code's leading part, or (custom-sublets.json) a whole prefix.
    for (const code of Object.keys(sublets.codes)) expect(code).toMatch(/^[A-Z]{4}(0[A-Z0-9]{2,6})?$/);
  });
});
