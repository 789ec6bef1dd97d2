import { quotedCharacter } from "@/lib/format";
import { checkGstin } from "@/lib/gst/gstin";

describe("a character in a message", () => {
  test.each([
    ["x", '"x"'],
    ["-", '"-"'],
    ["₹", '"₹"'],
    ["\u0000", "U+0000"],
    ["\u200b", "U+200B"],
    [" ", "U+0020"],
    ["\u202e", "U+202E"],
  ])("%j is shown as %s", (character, shown) => expect(quotedCharacter(character)).toBe(shown));
});

test("a GSTIN with a NUL in it names the character by its code, which HTML can carry (a raw NUL is dropped from a page)", () => {
  expect(JSON.stringify(checkGstin("12\u000034"))).toContain("character 3 is U+0000");
});
