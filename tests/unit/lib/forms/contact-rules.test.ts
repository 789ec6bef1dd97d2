import fc from "fast-check";
import { checkAddress, checkEmail, checkMobile, checkName } from "@/lib/forms/contact-rules";

const MOBILE_MESSAGE = "Enter a 10-digit mobile number starting with 6, 7, 8 or 9";

describe("checkName", () => {
  test.each([
    ["a plain name", "Anil", "Anil"],
    ["spaces, a dot and a hyphen", "A. P. J. Abdul-Kalam", "A. P. J. Abdul-Kalam"],
    ["surrounding spaces are trimmed and inner runs become one", "  Priya    Sharma ", "Priya Sharma"],
    ["Devanagari with vowel signs (combining marks)", "अनिल कुमार", "अनिल कुमार"],
    ["Tamil with a virama", "செந்தில்", "செந்தில்"],
    ["Malayalam with a zero-width joiner", "ജോണ്\u200d", "ജോണ്\u200d"],
    ["a single letter", "K", "K"],
    ["exactly 50 letters", "a".repeat(50), "a".repeat(50)],
    ["50 Devanagari code points", "क".repeat(50), "क".repeat(50)],
  ])("given %s, then it is accepted", (_case, input, value) => {
    expect(checkName(input)).toEqual({ ok: true, value });
  });

  test.each([
    ["empty", "", "Enter your first name"],
    ["only spaces", "   ", "Enter your first name"],
    ["51 letters", "a".repeat(51), "Keep your first name to 50 characters or fewer"],
    ["a digit", "Anil2", "Use only letters, spaces, dots (.) and hyphens (-) in your first name"],
    ["an apostrophe (not in the agreed rule)", "D'Souza", "Use only letters, spaces, dots (.) and hyphens (-) in your first name"],
    ["an at sign", "anil@home", "Use only letters, spaces, dots (.) and hyphens (-) in your first name"],
    ["only punctuation", ".-.", "Use only letters, spaces, dots (.) and hyphens (-) in your first name"],
    ["Devanagari digits", "१२३", "Use only letters, spaces, dots (.) and hyphens (-) in your first name"],
  ])("given %s, then it is refused with what to type", (_case, input, message) => {
    expect(checkName(input, "first name")).toEqual({ ok: false, message });
  });

  test("given no label, then messages say 'name'", () => {
    expect(checkName("")).toEqual({ ok: false, message: "Enter your name" });
  });
});

describe("checkMobile", () => {
  test.each([
    ["10 digits starting with 9", "9876543210", "9876543210"],
    ["starting with 6", "6123456789", "6123456789"],
    ["starting with 7", "7000000000", "7000000000"],
    ["starting with 8", "8999999999", "8999999999"],
    ["+91 and a space", "+91 9876543210", "9876543210"],
    ["+91 with a hyphen", "+91-9876543210", "9876543210"],
    ["91 with no plus", "919876543210", "9876543210"],
    ["a leading 0 (trunk prefix)", "09876543210", "9876543210"],
    ["spaces inside", "98765 43210", "9876543210"],
    ["hyphens inside", "98765-43210", "9876543210"],
    ["spaces around", "  9876543210  ", "9876543210"],
  ])("given %s (%s), then the value is %s", (_case, input, value) => {
    expect(checkMobile(input)).toEqual({ ok: true, value });
  });

  test("given a 10-digit number that itself starts with 91, then 91 is not taken as the country code", () => {
    expect(checkMobile("9123456789")).toEqual({ ok: true, value: "9123456789" });
  });

  test("given +91 then a number starting with 91, then only the +91 is dropped", () => {
    expect(checkMobile("+91 9123456789")).toEqual({ ok: true, value: "9123456789" });
  });

  test.each([
    ["starting with 5", "5876543210"],
    ["starting with 0 after the prefix", "0087654321"],
    ["9 digits", "987654321"],
    ["11 digits", "98765432101"],
    ["a landline with STD code", "02227781234"],
    ["letters", "98765abcde"],
    ["+92 (not India)", "+92 9876543210"],
    ["0091 prefix", "00919876543210"],
    ["Devanagari digits", "९८७६५४३२१०"],
    ["a dot separator", "98765.43210"],
  ])("given %s, then it asks for a 10-digit mobile number", (_case, input) => {
    expect(checkMobile(input)).toEqual({ ok: false, message: MOBILE_MESSAGE });
  });

  test("given nothing typed, then it asks for the mobile number", () => {
    expect(checkMobile(" ")).toEqual({ ok: false, message: "Enter your mobile number" });
  });

  test("property: any 10-digit number starting 6-9, with any of the prefixes, normalises to itself", () => {
    const mobile = fc
      .tuple(fc.constantFrom("6", "7", "8", "9"), fc.array(fc.constantFrom(..."0123456789"), { minLength: 9, maxLength: 9 }))
      .map(([first, rest]) => first + rest.join(""));
    fc.assert(
      fc.property(mobile, fc.constantFrom("", "+91", "+91 ", "91", "0", "+91-"), (number, prefix) => {
        expect(checkMobile(prefix + number)).toEqual({ ok: true, value: number });
      }),
    );
  });
});

describe("checkEmail", () => {
  test.each([
    ["a plain address", "name@example.com"],
    ["a plus tag and dots", "first.last+tax@mail.example.co.in"],
    ["a hyphenated domain", "a@my-firm.in"],
    ["case kept", "Priya.Sharma@Example.COM"],
  ])("given %s, then it is accepted as typed", (_case, input) => {
    expect(checkEmail(input)).toEqual({ ok: true, value: input });
  });

  test("given spaces around, then the value is trimmed", () => {
    expect(checkEmail("  name@example.com ")).toEqual({ ok: true, value: "name@example.com" });
  });

  test.each([
    ["no at sign", "name.example.com"],
    ["no domain dot", "name@example"],
    ["two at signs", "a@b@example.com"],
    ["a space inside", "na me@example.com"],
    ["a leading dot", ".name@example.com"],
    ["a doubled dot", "na..me@example.com"],
    ["a trailing dot in the local part", "name.@example.com"],
    ["a one-letter top-level domain", "name@example.c"],
    ["a domain label starting with a hyphen", "name@-example.com"],
    ["nothing before the at", "@example.com"],
    ["a 65-character local part", `${"a".repeat(65)}@example.com`],
    ["non-ASCII letters", "प्रिया@example.com"],
  ])("given %s, then it shows an example to follow", (_case, input) => {
    expect(checkEmail(input)).toEqual({ ok: false, message: "Enter an email address like name@example.com" });
  });

  test("given nothing typed, then it asks for the email address", () => {
    expect(checkEmail("")).toEqual({ ok: false, message: "Enter your email address" });
  });

  test("given 254 characters, then it is accepted; 255 is refused as too long", () => {
    // 64 + 1 + (61 + 1) * 3 + 3 = 254: local part, "@", three 61-letter labels with dots, "com".
    const domain254 = `${"b".repeat(61)}.${"c".repeat(61)}.${"d".repeat(61)}.com`;
    const at254 = `${"a".repeat(64)}@${domain254}`;
    expect(at254).toHaveLength(254);
    expect(checkEmail(at254)).toEqual({ ok: true, value: at254 });
    const at255 = `${"a".repeat(64)}@e${domain254}`;
    expect(checkEmail(at255)).toEqual({ ok: false, message: "Keep your email address to 254 characters or fewer" });
  });
});

describe("checkAddress", () => {
  test.each([
    ["exactly 5 characters", "Delhi", "Delhi"],
    ["a full address with punctuation", "Flat 4B, C/o R. Iyer, 12 MG Road, Bengaluru 560001", "Flat 4B, C/o R. Iyer, 12 MG Road, Bengaluru 560001"],
    ["line breaks from a text area", "12 MG Road\nBengaluru", "12 MG Road\nBengaluru"],
    ["surrounding spaces", "  12 MG Road  ", "12 MG Road"],
    ["250 characters", "x".repeat(250), "x".repeat(250)],
    ["another script", "१२ महात्मा गांधी मार्ग", "१२ महात्मा गांधी मार्ग"],
  ])("given %s, then it is accepted", (_case, input, value) => {
    expect(checkAddress(input)).toEqual({ ok: true, value });
  });

  test.each([
    ["nothing", "  ", "Enter your address"],
    ["4 characters", "Pune", "Enter your full address (at least 5 characters)"],
    ["4 characters padded with spaces", "  Pune   ", "Enter your full address (at least 5 characters)"],
    ["251 characters", "x".repeat(251), "Keep your address to 250 characters or fewer"],
  ])("given %s, then it is refused", (_case, input, message) => {
    expect(checkAddress(input)).toEqual({ ok: false, message });
  });
});
