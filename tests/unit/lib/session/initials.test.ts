import { INITIALS_FALLBACK, initialsOf, type InitialsSource } from "@/lib/site/initials";
import profiles from "@/tests/support/fixtures/profiles.json";

describe("initialsOf", () => {
  test.each<[string, InitialsSource, string]>([
    ["given first and last name, then both first letters", { first_name: "Priya", last_name: "Sharma", email: "p@example.in" }, "PS"],
    ["given lower-case names, then upper-cased", { first_name: "arjun", last_name: "menon" }, "AM"],
    ["given no last name, then just the first initial", { first_name: "Priya", last_name: "" }, "P"],
    ["given a null last name, then just the first initial", { first_name: "Priya", last_name: null }, "P"],
    ["given only a last name, then its initial", { first_name: "", last_name: "Sharma" }, "S"],
    ["given extra spaces around the names, then ignored", { first_name: "  priya ", last_name: "   sharma" }, "PS"],
    ["given whitespace-only names, then the email's first letter", { first_name: "   ", last_name: "\t", email: "user@example.in" }, "U"],
    ["given no names, then the email's first letter", { first_name: "", last_name: "", email: "user.48213@example.in" }, "U"],
    ["given null names, then the email's first letter", { first_name: null, last_name: null, email: "kavitha@example.com" }, "K"],
    ["given an email with spaces before it, then its first letter", { email: "  zoya@example.in" }, "Z"],
    ["given an email starting with digits, then the first letter of its local part", { email: "9876abc@example.in" }, "A"],
    ["given an email with no letter before @, then the fallback, not the domain's G", { email: "9876543210@gmail.com" }, "?"],
    ["given a Devanagari name, then its first letter", { first_name: "अमित", last_name: "" }, "अ"],
    ["given Devanagari first and last names, then both first letters", { first_name: "अमित", last_name: "शर्मा" }, "अश"],
    ["given a consonant with a vowel sign, then the whole character, not a bare consonant", { first_name: "मीरा" }, "मी"],
    ["given a Tamil name, then its first character", { first_name: "கமலா" }, "க"],
    ["given an accented Latin name, then upper-cased with its accent", { first_name: "élodie" }, "É"],
    ["given a name starting with an emoji, then the first letter after it", { first_name: "🙂 Priya", last_name: "Sharma" }, "PS"],
    ["given a name starting with a flag emoji, then the first letter after it", { first_name: "🇮🇳Arjun" }, "A"],
    ["given a name starting with digits, then the first letter after them", { first_name: "2Pac", last_name: "" }, "P"],
    ["given a name starting with punctuation, then the first letter", { first_name: "'Asha", last_name: "(Rao)" }, "AR"],
    ["given a first name with no letter, then the last name's", { first_name: "123", last_name: "Sharma" }, "S"],
    ["given names with no letter at all, then the email's", { first_name: "🙂", last_name: "42", email: "meera@example.in" }, "M"],
    ["given nothing at all, then the fallback", {}, "?"],
    ["given empty strings everywhere, then the fallback", { first_name: "", last_name: "", email: "" }, "?"],
    ["given an email that is only @domain, then the fallback", { email: "@example.in" }, "?"],
  ])("%s", (_scenario, person, expected) => {
    expect(initialsOf(person)).toBe(expected);
  });

  test("given the fallback, then it is ?", () => {
    expect(INITIALS_FALLBACK).toBe("?");
  });

  test.each([
    ["regular", profiles.regular, "PS"],
    ["staff", profiles.staff, "AM"],
    ["noname", profiles.noname, "U"],
  ] as const)("given the stand-in's %s user, then %s", (_name, profile, expected) => {
    expect(initialsOf(profile)).toBe(expected);
  });

  describe("without Intl.Segmenter (an older browser)", () => {
    const original = Object.getOwnPropertyDescriptor(Intl, "Segmenter");
    beforeEach(() => {
      Object.defineProperty(Intl, "Segmenter", { value: undefined, configurable: true, writable: true });
    });
    afterEach(() => {
      if (original) Object.defineProperty(Intl, "Segmenter", original);
    });

    test("given the stub, then Intl.Segmenter is really gone", () => {
      expect(Intl.Segmenter).toBeUndefined();
    });

    test.each<[string, InitialsSource, string]>([
      ["given a Devanagari name, then its first letter", { first_name: "अमित" }, "अ"],
      ["given a consonant with a vowel sign, then the letter with its mark", { first_name: "मीरा", last_name: "Rao" }, "मीR"],
      ["given a name starting with an emoji, then the first letter", { first_name: "🙂Priya" }, "P"],
      ["given Latin names, then both initials", { first_name: "priya", last_name: "sharma" }, "PS"],
      ["given nothing usable, then the fallback", { first_name: "42", email: "1@x.in" }, "?"],
    ])("%s", (_scenario, person, expected) => {
      expect(initialsOf(person)).toBe(expected);
    });
  });
});
