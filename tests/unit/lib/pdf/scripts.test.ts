import { fontRuns, indicScriptsIn, pdfCanDraw } from "@/lib/pdf/scripts";

/*
 * The splitter that picks a font for each stretch of text. Each expectation is read off
 * the Unicode code charts: the block a letter is in names its script.
 */
describe("fontRuns", () => {
  test.each([
    ["Latin only", "Asha Rao", [["latin", "Asha Rao"]]],
    [
      "the rupee sign, from Noto Sans's Latin Extended file",
      "₹8,000",
      [
        ["latin-ext", "₹"],
        ["latin", "8,000"],
      ],
    ],
    ["a Hindi name with a space inside", "राम कुमार", [["devanagari", "राम कुमार"]]],
    [
      "a Hindi name after English",
      "Landlord: राम",
      [
        ["latin", "Landlord: "],
        ["devanagari", "राम"],
      ],
    ],
    [
      "Hindi then English: the space goes to Latin",
      "राम Menon",
      [
        ["devanagari", "राम"],
        ["latin", " Menon"],
      ],
    ],
    [
      "Tamil then Hindi: the space between scripts goes to Latin",
      "முருகன் राम",
      [
        ["tamil", "முருகன்"],
        ["latin", " "],
        ["devanagari", "राम"],
      ],
    ],
    ["a danda after Bengali: it stays in the Bengali run", "আমি।", [["bengali", "আমি।"]]],
    ["a zero-width joiner inside a conjunct: it stays in the run", "क्‍ष", [["devanagari", "क्‍ष"]]],
    ["Gurmukhi", "ਸਿੰਘ", [["gurmukhi", "ਸਿੰਘ"]]],
    ["Gujarati", "પટેલ", [["gujarati", "પટેલ"]]],
    ["Oriya", "ଓଡ଼ିଆ", [["oriya", "ଓଡ଼ିଆ"]]],
    ["Telugu", "తెలుగు", [["telugu", "తెలుగు"]]],
    ["Kannada", "ಕನ್ನಡ", [["kannada", "ಕನ್ನಡ"]]],
    ["Malayalam", "മലയാളം", [["malayalam", "മലയാളം"]]],
    ["a character no embedded font has: “?”", "王 Li", [["latin", "? Li"]]],
    ["an emoji (two UTF-16 units): one “?”", "Ravi 🙂", [["latin", "Ravi ?"]]],
  ])("given %s, then the runs are %j", (_, text, runs) => {
    expect(fontRuns(text).map((run) => [run.face, run.text])).toEqual(runs);
  });

  test("given any text, then the runs put together give it back (with “?” only for undrawable characters)", () => {
    const text = "Flat 4, शिवाजी नगर, पुणे — ₹9,000 (நன்றி)";
    expect(
      fontRuns(text)
        .map((run) => run.text)
        .join(""),
    ).toBe(text);
  });
});

describe("indicScriptsIn", () => {
  test("given a Hindi landlord and a Tamil tenant, then both scripts are found, in order", () => {
    expect(indicScriptsIn(["Asha", "முருகன்", "राम", "रमा"])).toEqual(["tamil", "devanagari"]);
  });
});

describe("pdfCanDraw", () => {
  test.each([
    ["₹", true],
    ["é", true],
    ["क", true],
    ["ൺ", true],
    ["王", false],
    ["ا", false],
  ])("given %p, then %p", (character, drawable) => {
    expect(pdfCanDraw(character)).toBe(drawable);
  });
});
