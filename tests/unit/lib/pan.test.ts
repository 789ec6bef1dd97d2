import fc from "fast-check";
import { checkPan, isValidPan, normalisePan, PAN_HOLDER_TYPES, type PanCheck } from "@/lib/pan";

/*
 * PAN format (s.139A, Rule 114): five letters, four digits, one letter; the fourth letter
 * is the holder's status. Expected messages are written out by hand.
 */

describe("PAN: well-formed numbers", () => {
  test.each([
    ["ABCPE1234F", "individual", "Individual"],
    ["AAACR5055K", "company", "Company"],
    ["AAAHK1234L", "huf", "Hindu undivided family (HUF)"],
    ["AAAFM1234N", "firm", "Firm or LLP"],
    ["AAAAB1234C", "aop", "Association of persons (AOP)"],
    ["AAATS1234P", "trust", "Trust"],
    ["AAABX1234Q", "boi", "Body of individuals (BOI)"],
    ["AAALM1234R", "localAuthority", "Local authority"],
    ["AAAJU1234S", "artificialJuridicalPerson", "Artificial juridical person"],
    ["AAAGP1234T", "government", "Government"],
  ])("given %s, then it is valid and the holder is %s", (pan, holder, holderLabel) => {
    expect(checkPan(pan)).toEqual<PanCheck>({ ok: true, pan, holder: holder as never, holderLabel });
  });

  test("given the ten holder letters of the rules, then each is recognised and no other", () => {
    expect(Object.keys(PAN_HOLDER_TYPES).sort()).toEqual(["A", "B", "C", "F", "G", "H", "J", "L", "P", "T"]);
  });

  test.each([
    ["abcpe1234f", "ABCPE1234F"],
    ["  ABCPE 1234 F ", "ABCPE1234F"],
    ["abc pe12 34f", "ABCPE1234F"],
  ])("given %p typed with spaces or in lower case, then it reads as %s", (typed, pan) => {
    expect(normalisePan(typed)).toBe(pan);
    expect(checkPan(typed)).toMatchObject({ ok: true, pan });
    expect(isValidPan(typed)).toBe(true);
  });
});

describe("PAN: one clear message per kind of error", () => {
  test.each<[string, string, string]>([
    ["", "empty", "Enter the PAN: 10 characters, like ABCPE1234F."],
    ["   ", "empty", "Enter the PAN: 10 characters, like ABCPE1234F."],
    ["ABCPE-1234F", "characters", "A PAN has only letters and digits; remove “-”."],
    ["ABCPE1234F.", "characters", "A PAN has only letters and digits; remove “.”."],
    ["ABCPE123F", "length", "A PAN has 10 characters; this has 9. It looks like ABCPE1234F: five letters, four digits, one letter."],
    ["ABCPE12345F", "length", "A PAN has 10 characters; this has 11. It looks like ABCPE1234F: five letters, four digits, one letter."],
    ["AB1PE1234F", "letters", "The first five characters of a PAN are letters; character 3 is “1” (is it “I”?)."],
    ["ABCP01234F", "letters", "The first five characters of a PAN are letters; character 5 is “0” (is it “O”?)."],
    ["ABCPE12O4F", "digits", "Characters 6 to 9 of a PAN are digits; character 8 is “O” (is it “0”?)."],
    ["ABCPEX234F", "digits", "Characters 6 to 9 of a PAN are digits; character 6 is “X”."],
    ["ABCPE12345", "checkLetter", "The last character of a PAN is a letter; it is “5” (is it “S”?)."],
    [
      "ABCXE1234F",
      "holderType",
      "The fourth letter of a PAN shows who holds it (P individual, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority, J artificial juridical person, G government); “X” is none of these. Check the PAN card.",
    ],
    [
      "ABCDE1234F",
      "holderType",
      "The fourth letter of a PAN shows who holds it (P individual, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority, J artificial juridical person, G government); “D” is none of these. Check the PAN card.",
    ],
  ])("given %p, then the problem is %s: %p", (typed, problem, message) => {
    expect(checkPan(typed)).toEqual({ ok: false, problem, message });
    expect(isValidPan(typed)).toBe(false);
  });
});

describe("PAN: properties", () => {
  const letter = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""));
  const digit = fc.constantFrom(..."0123456789".split(""));
  const holder = fc.constantFrom(...Object.keys(PAN_HOLDER_TYPES));

  test("given any five letters (fourth a holder letter), four digits and a letter, then it is valid", () => {
    fc.assert(
      fc.property(fc.tuple(letter, letter, letter, holder, letter), fc.array(digit, { minLength: 4, maxLength: 4 }), letter, (head, digits, last) => {
        const pan = `${head.join("")}${digits.join("")}${last}`;
        expect(checkPan(pan)).toMatchObject({ ok: true, pan });
      }),
    );
  });

  test("given any text at all, then checking never throws and an invalid answer always has a message", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const check = checkPan(typed);
        if (!check.ok) expect(check.message.length).toBeGreaterThan(10);
        else expect(check.pan).toMatch(/^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/);
      }),
      { numRuns: 1000 },
    );
  });
});
