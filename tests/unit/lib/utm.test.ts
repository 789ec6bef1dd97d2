import { pickUtm, UTM_PARAMETERS, UTM_VALUE_MAX_LENGTH, withUtm, type UtmQuery, type UtmValues } from "@/lib/utm";

const long = (length: number, unit = "a") => unit.repeat(length);

describe("UTM_PARAMETERS", () => {
  test("given the list, then it is the five standard names in order, nothing else", () => {
    expect(UTM_PARAMETERS).toEqual(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]);
  });

  test("given the length cap, then it is 200 code points", () => {
    expect(UTM_VALUE_MAX_LENGTH).toBe(200);
  });
});

describe("pickUtm from a raw query string", () => {
  test.each<[string, string, UtmValues]>([
    ["given all five with a leading ?, then all five in order", "?utm_source=google&utm_medium=cpc&utm_campaign=itr&utm_term=file+itr&utm_content=ad1", { utm_source: "google", utm_medium: "cpc", utm_campaign: "itr", utm_term: "file itr", utm_content: "ad1" }],
    ["given no leading ?, then read the same", "utm_source=google&utm_medium=cpc", { utm_source: "google", utm_medium: "cpc" }],
    ["given an empty string, then nothing", "", {}],
    ["given only ?, then nothing", "?", {}],
    ["given a query with no UTM, then nothing", "?page=2&q=tax", {}],
    ["given a repeat, then the first value wins", "?utm_source=first&utm_source=second", { utm_source: "first" }],
    ["given an empty first value and a repeat, then the first usable value", "?utm_source=&utm_source=second", { utm_source: "second" }],
    ["given an empty value, then omitted", "?utm_source=&utm_medium=email", { utm_medium: "email" }],
    ["given a key without =, then omitted", "?utm_source&utm_medium=email", { utm_medium: "email" }],
    ["given a whitespace-only value (+ and %20), then omitted", "?utm_source=+++&utm_medium=%20%09", {}],
    ["given spaces around a value, then trimmed", "?utm_campaign=+diwali+sale+", { utm_campaign: "diwali sale" }],
    ["given + in a value, then it is a space", "?utm_term=income+tax+return", { utm_term: "income tax return" }],
    ["given %2B in a value, then it is a literal plus", "?utm_term=a%2Bb", { utm_term: "a+b" }],
    ["given encoded & and = in a value, then decoded, not split", "?utm_content=a%26b%3Dc", { utm_content: "a&b=c" }],
    ["given Hindi percent-encoded as UTF-8, then decoded", "?utm_campaign=%E0%A4%95%E0%A4%B0+%E0%A4%AC%E0%A4%9A%E0%A4%A4", { utm_campaign: "कर बचत" }],
    ["given raw unencoded Hindi, then kept", "?utm_campaign=कर", { utm_campaign: "कर" }],
    ["given a percent-encoded key, then decoded like a value", "?utm%5Fsource=mail", { utm_source: "mail" }],
    ["given a truncated UTF-8 escape %E0%A4, then that value skipped", "?utm_source=%E0%A4&utm_medium=cpc", { utm_medium: "cpc" }],
    ["given an invalid escape %zz, then that value skipped", "?utm_source=%zz", {}],
    ["given a bare % in a value, then that value skipped", "?utm_campaign=save+100%", {}],
    ["given a malformed first value and a good repeat, then the good one", "?utm_source=%zz&utm_source=google", { utm_source: "google" }],
    ["given a malformed key, then ignored without throwing", "?%E0=x&utm_source=ok", { utm_source: "ok" }],
    ["given gclid, fbclid, redirect and next, then none copied", "?gclid=abc&fbclid=def&redirect=https://evil.example&next=https://evil.example&utm_source=ads", { utm_source: "ads" }],
    ["given upper-case UTM_SOURCE, then ignored (keys are case-sensitive)", "?UTM_SOURCE=google&Utm_Medium=cpc", {}],
    ["given a key with a space before it, then ignored", "?+utm_source=google", {}],
    ["given a fragment, then it is not read", "?utm_source=google#utm_medium=cpc", { utm_source: "google" }],
    ["given a fragment with no query, then nothing", "#utm_source=google", {}],
    ["given __proto__ and constructor keys, then ignored", "?__proto__=x&constructor=y&utm_source=ok", { utm_source: "ok" }],
    ["given the input in another order, then the output keeps the standard order", "?utm_content=c&utm_source=s", { utm_source: "s", utm_content: "c" }],
    ["given empty pairs between &s, then skipped", "?&&utm_source=a&&", { utm_source: "a" }],
    ["given a value containing =, then everything after the first = is the value", "?utm_term=a=b", { utm_term: "a=b" }],
    ["given a value containing ?, then kept", "?utm_term=what?", { utm_term: "what?" }],
  ])("%s", (_scenario, query, expected) => {
    const picked = pickUtm(query);
    expect(picked).toEqual(expected);
    expect(Object.keys(picked)).toEqual(Object.keys(expected));
  });

  test.each<[string, string, string]>([
    ["given 201 letters, then cut to 200", long(201), long(200)],
    ["given 10,000 letters, then cut to 200", long(10_000), long(200)],
    ["given exactly 200 letters, then kept whole", long(200), long(200)],
    ["given 300 Devanagari letters, then cut to 200 of them", long(300, "क"), long(200, "क")],
    ["given 150 emoji (2 UTF-16 units each), then all kept: the cap counts code points", long(150, "🙂"), long(150, "🙂")],
    ["given 250 emoji, then cut to 200 whole emoji, no broken surrogate", long(250, "🙂"), long(200, "🙂")],
  ])("%s", (_scenario, value, expected) => {
    expect(pickUtm(`?utm_content=${encodeURIComponent(value)}`).utm_content).toBe(expected);
  });

  test("given a value whose cut ends on a space, then the trailing space is trimmed", () => {
    const value = `${long(199)} tail`;
    expect(pickUtm({ utm_term: value }).utm_term).toBe(long(199));
  });

  test("given __proto__ keys in the query, then Object.prototype is untouched", () => {
    pickUtm("?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&utm_source=a");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("pickUtm from URLSearchParams and parsed queries", () => {
  test.each<[string, UtmQuery, UtmValues]>([
    ["given URLSearchParams with repeats, then the first value", new URLSearchParams("utm_source=a&utm_source=b&gclid=x"), { utm_source: "a" }],
    ["given URLSearchParams with +, then its decoded space, trimmed", new URLSearchParams("utm_term=+tax+filing+"), { utm_term: "tax filing" }],
    ["given URLSearchParams with an empty value, then omitted", new URLSearchParams("utm_source=&utm_medium=x"), { utm_medium: "x" }],
    ["given a router query with a string, then copied", { utm_source: "google", slug: "hra" }, { utm_source: "google" }],
    ["given a router query with an array, then its first value", { utm_source: ["a", "b"] }, { utm_source: "a" }],
    ["given an array starting with blanks, then the first usable value", { utm_source: ["", "  ", "c"] }, { utm_source: "c" }],
    ["given an empty array, then omitted", { utm_source: [] }, {}],
    ["given an undefined value, then omitted", { utm_source: undefined, utm_medium: "m" }, { utm_medium: "m" }],
    ["given next and redirect in a router query, then not copied", { next: "https://evil.example", redirect: "//evil.example" }, {}],
    ["given an upper-case key in a router query, then ignored", { UTM_SOURCE: "google" }, {}],
    ["given an object with no prototype, then read", Object.assign(Object.create(null) as Record<string, string>, { utm_medium: "email" }), { utm_medium: "email" }],
  ])("%s", (_scenario, query, expected) => {
    expect(pickUtm(query)).toEqual(expected);
  });

  test("given an own __proto__ key (as JSON.parse makes), then it is ignored", () => {
    const query = JSON.parse('{"__proto__": {"utm_source": "inherited"}, "utm_medium": "own"}') as Record<string, string>;
    expect(pickUtm(query)).toEqual({ utm_medium: "own" });
  });

  test("given utm_source only on the prototype, then it is not read", () => {
    const query = Object.create({ utm_source: "inherited" }) as Record<string, string>;
    expect(pickUtm(query)).toEqual({});
  });

  test("given non-string values smuggled into a parsed query, then they are ignored", () => {
    const query = { utm_source: 42, utm_medium: ["x", { toString: () => "y" }], utm_term: null } as unknown as UtmQuery;
    expect(pickUtm(query)).toEqual({ utm_medium: "x" });
  });
});

describe("withUtm", () => {
  const signup = "https://app.example.com/signup";

  test.each<[string, string, UtmQuery, string]>([
    ["given a plain base and two UTMs, then both appended in the standard order", signup, "?utm_medium=cpc&utm_source=google", `${signup}?utm_source=google&utm_medium=cpc`],
    ["given no UTMs, then the base is returned unchanged", `${signup}?ref=home#top`, "?gclid=1", `${signup}?ref=home#top`],
    ["given a base with a query and fragment, then both kept, the fragment last", `${signup}?ref=home#form`, "utm_source=mail", `${signup}?ref=home&utm_source=mail#form`],
    ["given a base already carrying utm_source, then it is replaced, not duplicated", `${signup}?utm_source=site&x=1`, "utm_source=google", `${signup}?utm_source=google&x=1`],
    ["given a base with utm_medium the visitor did not bring, then the base's value stays", `${signup}?utm_medium=banner`, "utm_source=google", `${signup}?utm_medium=banner&utm_source=google`],
    ["given a space, then form-encoded as +", signup, "utm_term=income+tax", `${signup}?utm_term=income+tax`],
    ["given a literal plus, then encoded as %2B", signup, "utm_term=a%2Bb", `${signup}?utm_term=a%2Bb`],
    ["given & and = in a value, then encoded so they cannot add parameters", signup, { utm_content: "x&next=https://evil.example" }, `${signup}?utm_content=x%26next%3Dhttps%3A%2F%2Fevil.example`],
    ["given Hindi, then UTF-8 percent-encoded", signup, { utm_campaign: "कर" }, `${signup}?utm_campaign=%E0%A4%95%E0%A4%B0`],
    ["given a malformed value, then it is left out", signup, "utm_source=%E0%A4&utm_medium=cpc", `${signup}?utm_medium=cpc`],
    ["given next=https://evil.example, then it is not copied", signup, "next=https%3A%2F%2Fevil.example&utm_source=ads", `${signup}?utm_source=ads`],
    ["given a relative base, then it stays relative", "/signup", "utm_source=x", "/signup?utm_source=x"],
  ])("%s", (_scenario, base, query, expected) => {
    expect(withUtm(base, query)).toBe(expected);
  });

  test("given a 10,000-character value, then the href grows by at most the capped value", () => {
    const href = withUtm(signup, `utm_content=${long(10_000)}`);
    expect(href).toBe(`${signup}?utm_content=${long(200)}`);
  });

  test("given a value with a plus and Hindi, then URL reads the same value back", () => {
    const href = withUtm(signup, { utm_term: "a+b कर" });
    expect(new URL(href).searchParams.get("utm_term")).toBe("a+b कर");
  });
});
