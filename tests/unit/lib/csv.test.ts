import { parseCsvRows, toCsv } from "@/lib/csv";

describe("toCsv", () => {
  test("given plain cells, then RFC 4180 lines joined by CRLF, with a final line end", () => {
    expect(toCsv(["Year", "Interest"], [[1, 10650], [2, 22056]])).toBe("Year,Interest\r\n1,10650\r\n2,22056\r\n");
  });

  test("given commas, quotes and line breaks, then the field is quoted and quotes doubled", () => {
    expect(toCsv(["a"], [['12, MG Road'], ['say "hi"'], ["two\nlines"]])).toBe('a\r\n"12, MG Road"\r\n"say ""hi"""\r\n"two\nlines"\r\n');
  });

  test("given text that a spreadsheet would run as a formula, then it is neutralised; a negative number is not", () => {
    expect(toCsv(["a", "b"], [["=HYPERLINK(\"http://x\")", -500], ["+1", "@SUM(A1)"], ["-2", "\tx"]])).toBe(
      "a,b\r\n\"'=HYPERLINK(\"\"http://x\"\")\",-500\r\n'+1,'@SUM(A1)\r\n'-2,'\tx\r\n",
    );
  });

  test("given NaN or Infinity, then it refuses rather than writing a broken file", () => {
    expect(() => toCsv(["a"], [[Number.NaN]])).toThrow(RangeError);
    expect(() => toCsv(["a"], [[Infinity]])).toThrow(RangeError);
  });
});

describe("parseCsvRows", () => {
  test.each<[string, string, string[][]]>([
    ["quoted cells with doubled quotes and a line break", 'a,"say ""hi""","two\nlines"\r\nlast', [["a", 'say "hi"', "two\nlines"], ["last"]]],
    ["CRLF, LF and a lone CR each ending a row", "a\r\nb\nc\rd", [["a"], ["b"], ["c"], ["d"]]],
    ["a final line break, which adds no empty row", "PAN\nABCPE1234F\n", [["PAN"], ["ABCPE1234F"]]],
    ["a blank line in the middle, kept as a row of one empty cell", "a\n\nb", [["a"], [""], ["b"]]],
    ["a byte-order mark before the header", "\uFEFFpan,name\nABCPE1234F,Ravi", [["pan", "name"], ["ABCPE1234F", "Ravi"]]],
    ["empty cells between and after commas", "a,,b,", [["a", "", "b", ""]]],
    ["spaces round a cell, left for the caller to judge", " abcpe 1234f ,x", [[" abcpe 1234f ", "x"]]],
    ["a quoted comma in a name", '"Shetty, Sunita",BHXPS0937L', [["Shetty, Sunita", "BHXPS0937L"]]],
    ["no text at all", "", []],
  ])("given %s, then the rows are as listed", (_scenario, text, rows) => {
    expect(parseCsvRows(text)).toEqual(rows);
  });

  test("given what toCsv wrote, then the same cells come back (text without a formula start)", () => {
    const cells = [
      ["Name", "Address"],
      ["Ravi", "12, MG Road"],
      ['He said "no"', "two\nlines"],
    ];
    expect(parseCsvRows(toCsv(cells[0]!, cells.slice(1)))).toEqual(cells);
  });
});
