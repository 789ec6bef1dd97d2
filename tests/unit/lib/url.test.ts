import { withQuery, type QueryParams } from "@/lib/url";

describe("withQuery", () => {
  test.each<[string, string, QueryParams, string]>([
    ["absolute URL without a query: adds a first query", "https://app.example.com/signup", { utm_source: "x" }, "https://app.example.com/signup?utm_source=x"],
    ["relative path: adds a query to the path", "/tools-and-calculators/hra", { basic: 50000 }, "/tools-and-calculators/hra?basic=50000"],
    ["path without a leading slash: stays relative", "signup", { a: "1" }, "signup?a=1"],
    ["existing query: keeps it and appends", "/signup?ref=home", { utm_source: "mail" }, "/signup?ref=home&utm_source=mail"],
    ["existing #fragment: query goes before it", "/faq#gst", { q: "itr" }, "/faq?q=itr#gst"],
    ["existing query and fragment: both kept", "https://x.example.in/a?b=1#top", { c: "2" }, "https://x.example.in/a?b=1&c=2#top"],
    ["a ? inside the fragment: treated as fragment text", "/a#frag?not=query", { b: "1" }, "/a?b=1#frag?not=query"],
    ["key already present: its value is replaced, not duplicated", "/signup?utm_source=old&x=1", { utm_source: "new" }, "/signup?utm_source=new&x=1"],
    ["undefined value: skipped", "/a", { a: "1", b: undefined }, "/a?a=1"],
    ["null value: skipped", "/a", { a: null, b: "2" }, "/a?b=2"],
    ["empty string: kept as key=", "/a", { a: "" }, "/a?a="],
    ["only skipped values: URL returned unchanged", "/a?x=1#f", { a: undefined, b: null }, "/a?x=1#f"],
    ["no params: URL returned unchanged", "/a", {}, "/a"],
    ["boolean values: written as true/false", "/a", { yes: true, no: false }, "/a?yes=true&no=false"],
    ["number zero: written, not skipped", "/a", { n: 0 }, "/a?n=0"],
    ["decimal number: written with String()", "/a", { rate: 7.1 }, "/a?rate=7.1"],
    ["space and ampersand in a value: form-encoded", "/a", { name: "Tax & GST filing" }, "/a?name=Tax+%26+GST+filing"],
    ["rupee sign and Devanagari: UTF-8 percent-encoded", "/a", { q: "₹ कर" }, "/a?q=%E2%82%B9+%E0%A4%95%E0%A4%B0"],
    ["reserved characters in a key: encoded", "/a", { "a=b": "c" }, "/a?a%3Db=c"],
    ["empty URL: becomes a bare query", "", { a: "1" }, "?a=1"],
  ])("%s", (_scenario, url, params, expected) => {
    expect(withQuery(url, params)).toBe(expected);
  });

  test("given a value with a plus sign, then URLSearchParams reads the same value back", () => {
    const url = withQuery("https://app.example.com/signup", { email: "a+b@example.in", note: "50% off" });
    expect(new URL(url).searchParams.get("email")).toBe("a+b@example.in");
    expect(new URL(url).searchParams.get("note")).toBe("50% off");
  });
});
