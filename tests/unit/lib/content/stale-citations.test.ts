import { sentencesOf, staleCitations } from "@/lib/content/stale-citations";

const cited = (text: string) => staleCitations(text).map(({ cited, expected }) => `${cited} -> ${expected}`);

describe("staleCitations: the old law named for tax year 2026-27 on", () => {
  test.each([
    ["a 1961 section for tax year 2026-27", "For tax year 2026-27 you can claim 80C up to ₹1.5 lakh.", ["section 80C -> section 123"]],
    ["a bare-number section needs its prefix", "A belated return for FY 2026-27 goes under section 139(4).", ["section 139 -> section 263"]],
    ["a 1962 form for tax year 2026-27", "Give your employer Form 12BB for tax year 2026-27.", ["Form 12BB -> Form 124"]],
    ["AY 2027-28 is tax year 2026-27", "Your Form 16 for AY 2027-28 arrives in June.", ["Form 16 -> Form 130"]],
    ["both forms of a merged one", "For tax year 2026-27 the audit report is no longer Form 3CA with 3CD.", ["Form 3CA -> Form 26", "Form 3CD -> Form 26"]],
  ])("given %s, then it is reported", (_scenario, text, expected) => {
    expect(cited(text)).toEqual(expected);
  });

  test.each([
    ["the new section beside the old", "For tax year 2026-27 the limit of section 123 (80C of the 1961 Act) is ₹1.5 lakh."],
    ["the new form beside the old", "For tax year 2026-27 give Form 124 (earlier Form 12BB)."],
    ["a sentence about FY 2025-26", "For FY 2025-26 (AY 2026-27) claim 80C and give Form 12BB."],
    ["a number that is not a section", "For tax year 2026-27 the due date is 16 September and the fee 16,000."],
    ["Form 16A is not Form 16", "For tax year 2026-27 the bank issues Form 131 (earlier Form 16A)."],
  ])("given %s, then nothing is reported", (_scenario, text) => {
    expect(cited(text)).toEqual([]);
  });

  test("given prose with abbreviations, then sentences split at full stops before a capital, not inside s.80C", () => {
    expect(sentencesOf("Claim s.80C here. Then file.\n| a | b |")).toEqual(["Claim s.80C here.", "Then file.", "| a | b |"]);
  });
});

describe("staleCitations: citations written short", () => {
  test("given s.80C and s.123 in one sentence about tax year 2026-27, then nothing is reported", () => {
    expect(cited("From tax year 2026-27 the Act renumbers them, for example 80C as s.123 and 80D as s.126.")).toEqual([]);
  });

  test("given s.16(ia) alone for tax year 2026-27, then it is reported", () => {
    expect(cited("A flat deduction under s.16(ia) applies in tax year 2026-27.")).toEqual(["section 16 -> section 19"]);
  });
});
