import { toCsv } from "@/lib/csv";

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
