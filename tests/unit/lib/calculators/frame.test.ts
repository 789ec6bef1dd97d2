import { choice, count, days, months, percent, rupees, text, toggle, years } from "@/lib/calculators/fields";
import { formatFigure } from "@/lib/calculators/format-figure";
import { defaultRawInputs, queryStringFor, rawInputsFromQuery, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import type { AmountField, Field, Figure, FieldResult } from "@/lib/calculators/types";

/*
 * The calculator frame: the field builders, reading and writing the query string, the
 * cross-field hook, and the text of result figures. Expected texts are written out by
 * hand from the builders' contract (Indian grouping, ₹ for money).
 */

const ok = <Value>(value: Value): FieldResult<Value> => ({ ok: true, value });
const error = (message: string): FieldResult<never> => ({ ok: false, message });

describe("calculator frame: amount fields", () => {
  const builders = { rupees, percent, years, months, days, count } as const;
  type Builder = keyof typeof builders;
  const build = (builder: Builder, options: { default?: number; min?: number; max?: number } = {}): AmountField =>
    builders[builder]({ label: "A field", default: options.default ?? 5, min: options.min, max: options.max ?? 1_000_000 });

  test.each<[Builder, AmountField["unit"], number, string]>([
    ["rupees", "rupees", 0, "Enter an amount in rupees using digits, like 12,75,000."],
    ["percent", "percent", 2, "Enter a percentage using digits, like 7.1."],
    ["years", "years", 0, "Enter a number of years using digits, like 15."],
    ["months", "months", 0, "Enter a number of months using digits, like 6."],
    ["days", "days", 0, "Enter a number of days using digits, like 45."],
    ["count", "number", 0, "Enter a number using digits."],
  ])("given a %s field and text that is not a number, then it is a %s field with %i decimals and says %p", (builder, unit, decimals, message) => {
    const field = build(builder);
    expect([field.kind, field.unit, field.decimals]).toEqual(["amount", unit, decimals]);
    for (const raw of ["abc", "12 lakh", "-5", "+5", "1e3", "0x10", "१२", "12,,000", ",500"]) expect([raw, field.read(raw)]).toEqual([raw, error(message)]);
  });

  test.each<[Builder, { min: number; max: number }, string, string]>([
    ["rupees", { min: 1_000, max: 1_275_000 }, "999", "Enter at least ₹1,000."],
    ["rupees", { min: 1_000, max: 1_275_000 }, "12,75,001", "Enter at most ₹12,75,000."],
    ["percent", { min: 1, max: 100 }, "0.99", "Enter at least 1%."],
    ["percent", { min: 1, max: 7.5 }, "7.51", "Enter at most 7.5%."],
    ["years", { min: 1, max: 15 }, "0", "Enter at least 1 year."],
    ["years", { min: 2, max: 15 }, "16", "Enter at most 15 years."],
    ["months", { min: 1, max: 12 }, "0", "Enter at least 1 month."],
    ["months", { min: 1, max: 12 }, "13", "Enter at most 12 months."],
    ["days", { min: 1, max: 365 }, "0", "Enter at least 1 day."],
    ["days", { min: 1, max: 365 }, "366", "Enter at most 365 days."],
    ["count", { min: 1, max: 9_999 }, "0", "Enter at least 1."],
    ["count", { min: 1, max: 9_999 }, "10000", "Enter at most 9,999."],
  ])("given a %s field with limits %j and %p, then it says %p", (builder, limits, raw, message) => {
    expect(build(builder, limits).read(raw)).toEqual(error(message));
  });

  test.each<[Builder, { min: number; max: number }, string, number]>([
    ["rupees", { min: 1_000, max: 1_275_000 }, "1000", 1_000],
    ["rupees", { min: 1_000, max: 1_275_000 }, "12,75,000", 1_275_000],
    ["percent", { min: 1, max: 7.5 }, "7.5", 7.5],
    ["years", { min: 1, max: 15 }, "15", 15],
    ["count", { min: 0, max: 9_999 }, "0", 0],
  ])("given a %s field with limits %j and %p, exactly at a limit, then it reads %p", (builder, limits, raw, value) => {
    expect(build(builder, limits).read(raw)).toEqual(ok(value));
  });

  test.each<[Builder, string, FieldResult<number>]>([
    ["rupees", "12.5", error("Enter whole rupees, without decimals.")],
    ["rupees", "12.0", error("Enter whole rupees, without decimals.")],
    ["rupees", "₹5,000.00", error("Enter whole rupees, without decimals.")],
    ["rupees", "1234.", ok(1_234)],
    ["years", "1.5", error("Enter whole years, without decimals.")],
    ["months", "6.5", error("Enter whole months, without decimals.")],
    ["days", "4.5", error("Enter whole days, without decimals.")],
    // A count asks for "a whole number".
    ["count", "2.5", error("Enter a whole number, without decimals.")],
    ["percent", "7.1", ok(7.1)],
    ["percent", "7.12", ok(7.12)],
    ["percent", ".5", ok(0.5)],
    ["percent", "7.125", error("Use at most 2 decimal places.")],
  ])("given a %s field and %p, then the decimals give %j", (builder, raw, expected) => {
    expect(build(builder).read(raw)).toEqual(expected);
  });

  test.each<[string, number]>([
    ["12,75,000", 1_275_000],
    ["1,275,000", 1_275_000],
    ["1275000", 1_275_000],
    ["₹ 12,75,000", 1_275_000],
    [" 5000 ", 5_000],
    ["12 75 000", 1_275_000],
  ])("given a rupees field and %p, then it reads %i", (raw, value) => {
    expect(build("rupees", { max: 10_000_000 }).read(raw)).toEqual(ok(value));
  });

  test.each<[Builder, number, string]>([
    ["rupees", 1_500_000, ""],
    ["percent", 7.1, "   "],
    ["years", 15, "\t"],
    ["count", 2, ""],
  ])("given a %s field whose default is %p and a blank text %j, then it reads the default", (builder, defaultValue, raw) => {
    const field = build(builder, { default: defaultValue, max: 10_000_000 });
    expect(field.defaultRaw).toBe(String(defaultValue));
    expect(field.read(raw)).toEqual(ok(defaultValue));
  });

  test("given a minimum that is not given, then it is 0 and the field carries its label, help, limits and visibility", () => {
    const visibleWhen = () => true;
    const field = rupees({ label: "Salary", help: "Gross, for the year.", default: 100, max: 1_000, visibleWhen });
    expect(field).toMatchObject({ label: "Salary", help: "Gross, for the year.", min: 0, max: 1_000, defaultRaw: "100", visibleWhen });
  });
});

describe("calculator frame: choice, toggle and text fields", () => {
  const regime = choice({
    label: "Tax regime",
    options: [
      { value: "new", label: "New regime" },
      { value: "old", label: "Old regime" },
    ],
    default: "new",
  });

  test.each<[string, FieldResult<string>]>([
    ["old", ok("old")],
    [" old ", ok("old")],
    ["", ok("new")],
    ["  ", ok("new")],
    ["OLD", error("Choose one of: New regime, Old regime.")],
    ["both", error("Choose one of: New regime, Old regime.")],
    ["New regime", error("Choose one of: New regime, Old regime.")],
    ["constructor", error("Choose one of: New regime, Old regime.")],
    ["__proto__", error("Choose one of: New regime, Old regime.")],
  ])("given a choice of new or old and %p, then it reads %j", (raw, expected) => {
    expect(regime.read(raw)).toEqual(expected);
  });

  test("given a choice, then its default is written as its value", () => {
    expect([regime.kind, regime.defaultRaw]).toEqual(["choice", "new"]);
  });

  test.each<[boolean, string, FieldResult<boolean>]>([
    [false, "1", ok(true)],
    [true, "0", ok(false)],
    [false, " 1 ", ok(true)],
    [true, "", ok(true)],
    [false, "", ok(false)],
    [true, "yes", error("Use 1 for yes or 0 for no.")],
    [true, "true", error("Use 1 for yes or 0 for no.")],
    [true, "2", error("Use 1 for yes or 0 for no.")],
    [true, "01", error("Use 1 for yes or 0 for no.")],
  ])("given a toggle whose default is %p and %p, then it reads %j", (defaultValue, raw, expected) => {
    const field = toggle({ label: "Resident", default: defaultValue });
    expect(field.defaultRaw).toBe(defaultValue ? "1" : "0");
    expect(field.read(raw)).toEqual(expected);
  });

  const name = text({ label: "Name", maxLength: 5 });
  const pan = text({
    label: "PAN",
    default: "ABCDE1234F",
    maxLength: 10,
    normalise: (raw) => raw.replace(/\s+/g, "").toUpperCase(),
  });

  test.each<[string, typeof name, string, FieldResult<string>]>([
    ["trimming", name, "  hello  ", ok("hello")],
    ["trimming", name, "hello!", error("Enter at most 5 characters.")],
    // Blank text is read as empty, not as the default: what was typed is the value.
    ["trimming", name, "   ", ok("")],
    ["spaces removed and upper case", pan, "abcde 1234 f", ok("ABCDE1234F")],
    ["spaces removed and upper case", pan, "abcde 1234 fg", error("Enter at most 10 characters.")],
    ["spaces removed and upper case", pan, "", ok("")],
  ])("given a text field with %s and %p, then it reads %j (the length counted after normalising)", (_normalise, field, raw, expected) => {
    expect(field.read(raw)).toEqual(expected);
  });

  test("given a text field, then its default is written as given, or empty", () => {
    expect([pan.kind, pan.defaultRaw, pan.maxLength, name.defaultRaw]).toEqual(["text", "ABCDE1234F", 10, ""]);
  });
});

/** A small calculator: a mode, an amount, a part shown only in detailed mode, and a name. */
const fixtureFields = {
  mode: choice({
    label: "Mode",
    options: [
      { value: "simple", label: "Simple" },
      { value: "detailed", label: "Detailed" },
    ],
    default: "simple",
  }),
  amount: rupees({ label: "Amount", default: 1_000, max: 10_000_000 }),
  part: rupees({ label: "Part", default: 0, max: 10_000_000, visibleWhen: (raw) => (raw.mode ?? "").trim() === "detailed" }),
  name: text({ label: "Name", maxLength: 20 }),
};
const fixture = { fields: fixtureFields };
const defaults: RawInputs = { mode: "simple", amount: "1000", part: "0", name: "" };

describe("calculator frame: reading inputs", () => {
  test("given a calculator, then defaultRawInputs gives every field's default text", () => {
    expect(defaultRawInputs(fixture)).toEqual(defaults);
  });

  type Query = Parameters<typeof rawInputsFromQuery>[1];
  test.each<[string, Query, RawInputs]>([
    ["a query with known and unknown parameters", { amount: "5000", utm_source: "mail", page: "2" }, { amount: "5000" }],
    ["a repeated parameter", { amount: ["5000", "7000"], mode: ["detailed"] }, { amount: "5000", mode: "detailed" }],
    ["a blank parameter", { amount: "" }, { amount: "" }],
    ["an empty list and an absent value", { amount: [], mode: undefined }, {}],
    ["a list whose first value is absent", { amount: [undefined as unknown as string, "5000"] }, {}],
    ["non-string values", { amount: 5000, mode: null, name: { a: 1 } } as unknown as Query, {}],
    ["non-string values inside a list", { amount: [5000] } as unknown as Query, {}],
    ["__proto__ and constructor keys", JSON.parse('{"__proto__": "x", "constructor": "y", "amount": "5000"}') as Query, { amount: "5000" }],
    ["no query at all", {}, {}],
  ])("given %s, then rawInputsFromQuery returns %j", (_scenario, query, expected) => {
    const raw = rawInputsFromQuery(fixture, query);
    expect(raw).toEqual(expected);
    expect(Object.getPrototypeOf(raw)).toBe(Object.prototype);
    expect(Object.keys(raw).every((key) => key in fixtureFields)).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  test("given fields named constructor and toString and an empty query, then nothing inherited from Object.prototype is read", () => {
    const withInheritedNames = { fields: { constructor: text({ label: "C", maxLength: 5 }), toString: text({ label: "T", maxLength: 5 }) } };
    expect(rawInputsFromQuery(withInheritedNames, {})).toEqual({});
  });

  test.each<[string, RawInputs, { input: Record<string, unknown> | null; errors: Record<string, string> }]>([
    ["the defaults", defaults, { input: { mode: "simple", amount: 1_000, part: 0, name: "" }, errors: {} }],
    ["no raw text at all", {}, { input: { mode: "simple", amount: 1_000, part: 0, name: "" }, errors: {} }],
    [
      "detailed mode with a part",
      { ...defaults, mode: "detailed", amount: "12,75,000", part: "500" },
      { input: { mode: "detailed", amount: 1_275_000, part: 500, name: "" }, errors: {} },
    ],
    [
      "a hidden part whose text is invalid",
      { ...defaults, part: "lots" },
      { input: { mode: "simple", amount: 1_000, part: 0, name: "" }, errors: {} },
    ],
    [
      "a hidden part whose text is valid but not the default",
      { ...defaults, part: "700" },
      { input: { mode: "simple", amount: 1_000, part: 0, name: "" }, errors: {} },
    ],
    [
      "a shown part whose text is invalid",
      { ...defaults, mode: "detailed", part: "lots" },
      { input: null, errors: { part: "Enter an amount in rupees using digits, like 12,75,000." } },
    ],
    [
      "two invalid fields",
      { ...defaults, amount: "abc", name: "x".repeat(21) },
      { input: null, errors: { amount: "Enter an amount in rupees using digits, like 12,75,000.", name: "Enter at most 20 characters." } },
    ],
  ])("given %s, then readInputs gives %j", (_scenario, raw, expected) => {
    expect(readInputs(fixture, raw)).toEqual(expected);
  });
});

describe("calculator frame: the cross-field hook", () => {
  const partWithinAmount = (input: { amount: number; part: number }) =>
    input.part > input.amount ? { part: "The part is more than the amount." } : {};

  test.each<[string, RawInputs, { input: Record<string, unknown> | null; errors: Record<string, string> }]>([
    [
      "a part above the amount, shown",
      { ...defaults, mode: "detailed", amount: "1000", part: "1001" },
      { input: null, errors: { part: "The part is more than the amount." } },
    ],
    [
      "a part equal to the amount",
      { ...defaults, mode: "detailed", amount: "1000", part: "1000" },
      { input: { mode: "detailed", amount: 1_000, part: 1_000, name: "" }, errors: {} },
    ],
    [
      "a part above the amount typed while the part is hidden (it stays at its default, 0)",
      { ...defaults, amount: "1000", part: "5000" },
      { input: { mode: "simple", amount: 1_000, part: 0, name: "" }, errors: {} },
    ],
  ])("given %s, then readInputs gives %j", (_scenario, raw, expected) => {
    expect(readInputs({ ...fixture, validate: partWithinAmount }, raw)).toEqual(expected);
  });

  test.each<[string, RawInputs]>([
    ["an invalid amount", { ...defaults, amount: "abc" }],
    ["an invalid name", { ...defaults, name: "x".repeat(21) }],
    ["an invalid part, shown", { ...defaults, mode: "detailed", part: "lots" }],
  ])("given %s, then validate is not called and only the field's own message shows", (_scenario, raw) => {
    const validate = jest.fn(() => ({ mode: "A cross-field message." }));
    const read = readInputs({ ...fixture, validate }, raw);
    expect(validate).not.toHaveBeenCalled();
    expect(read.input).toBeNull();
    expect(Object.keys(read.errors)).toHaveLength(1);
    expect(read.errors.mode).toBeUndefined();
  });

  test("given valid fields, then validate is called once with every value read, hidden fields at their defaults", () => {
    const validate = jest.fn(() => ({}));
    readInputs({ ...fixture, validate }, { ...defaults, amount: "12,75,000", part: "lots", name: "  Asha " });
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledWith({ mode: "simple", amount: 1_275_000, part: 0, name: "Asha" });
  });

  test.each<[string, RawInputs, Record<string, string | undefined>, Record<string, string>]>([
    ["a message on a hidden field", defaults, { part: "Hidden." }, {}],
    ["a message on a field that does not exist", defaults, { total: "No such field." }, {}],
    ["an empty message", defaults, { amount: "" }, {}],
    ["an undefined message", defaults, { amount: undefined }, {}],
    ["messages on two shown fields", defaults, { amount: "Too much.", mode: "Wrong mode." }, { amount: "Too much.", mode: "Wrong mode." }],
    [
      "messages on a shown and a hidden field",
      defaults,
      { amount: "Too much.", part: "Hidden." },
      { amount: "Too much." },
    ],
    ["a message on the part once it is shown", { ...defaults, mode: "detailed" }, { part: "Shown now." }, { part: "Shown now." }],
  ])("given %s, then the errors are %j and figures are shown only when there are none", (_scenario, raw, messages, expected) => {
    const read = readInputs({ ...fixture, validate: () => messages }, raw);
    expect(read.errors).toEqual(expected);
    expect(read.input === null).toBe(Object.keys(expected).length > 0);
  });
});

describe("calculator frame: writing the query string", () => {
  test.each<[string, RawInputs, string]>([
    ["the defaults (the hidden part left out)", defaults, "?mode=simple&amount=1000&name="],
    ["no raw text at all: every shown field at its default", {}, "?mode=simple&amount=1000&name="],
    ["raw text in another order", { name: "Asha", amount: "5000", mode: "simple" }, "?mode=simple&amount=5000&name=Asha"],
    ["detailed mode: the part is shown and written", { ...defaults, mode: "detailed", part: "250" }, "?mode=detailed&amount=1000&part=250&name="],
    ["an amount typed with Indian grouping", { ...defaults, amount: "12,75,000" }, "?mode=simple&amount=1275000&name="],
    ["an amount typed with ₹, spaces and Western grouping", { ...defaults, amount: "₹ 1,275,000" }, "?mode=simple&amount=1275000&name="],
    ["an amount with paise (kept, the field will flag it)", { ...defaults, amount: "1,234.50" }, "?mode=simple&amount=1234.5&name="],
    ["an amount that does not parse, kept as typed", { ...defaults, amount: "12 lakh" }, "?mode=simple&amount=12+lakh&name="],
    ["a blank amount, kept blank", { ...defaults, amount: "" }, "?mode=simple&amount=&name="],
    ["a choice that is not an option, kept as typed", { ...defaults, mode: "Simple!" }, "?mode=Simple%21&amount=1000&name="],
    ["text with characters that need encoding", { ...defaults, name: "A&B=C/D ₹" }, "?mode=simple&amount=1000&name=A%26B%3DC%2FD+%E2%82%B9"],
    ["a hidden part whose text is invalid", { ...defaults, part: "lots" }, "?mode=simple&amount=1000&name="],
  ])("given %s, then queryStringFor writes %p", (_scenario, raw, expected) => {
    expect(queryStringFor(fixture, raw)).toBe(expected);
  });

  test("given a calculator whose fields are all hidden, then the query string is empty", () => {
    const hidden: Record<string, Field> = { a: rupees({ label: "A", default: 1, max: 10, visibleWhen: () => false }) };
    expect(queryStringFor({ fields: hidden }, {})).toBe("");
  });

  test("given a query string written by the frame, then reading it back gives the same inputs", () => {
    const raw = { ...defaults, mode: "detailed", amount: "12,75,000", part: "2,500", name: "A&B ₹" };
    const query = Object.fromEntries(new URLSearchParams(queryStringFor(fixture, raw)));
    expect(readInputs(fixture, rawInputsFromQuery(fixture, query)).input).toEqual({ mode: "detailed", amount: 1_275_000, part: 2_500, name: "A&B ₹" });
  });
});

describe("calculator frame: the text of result figures", () => {
  test.each<[Figure["format"], Figure["value"], string]>([
    ["rupees", 1_275_000, "₹12,75,000"],
    ["rupees", 10_000_000, "₹1,00,00,000"],
    ["rupees", 1_234.5, "₹1,235"],
    ["rupees", 0, "₹0"],
    ["rupees", -500, "-₹500"],
    ["rupees", -0.4, "₹0"],
    ["paise", 1_234.5, "₹1,234.50"],
    ["paise", 0.05, "₹0.05"],
    ["paise", 100_000, "₹1,00,000.00"],
    ["percent", 12.5, "12.5%"],
    ["percent", 30, "30%"],
    ["percent", 0.333, "0.33%"],
    ["years", 1, "1 year"],
    ["years", 0, "0 years"],
    ["years", 2.5, "2.5 years"],
    // 2.25 to one decimal, half up: 22.5 → 23 tenths
    ["years", 2.25, "2.3 years"],
    ["years", 15, "15 years"],
    ["number", 1_234_567.891, "12,34,567.89"],
    ["number", 46, "46"],
    ["text", 42, "42"],
    ["text", "Long-term", "Long-term"],
    ["rupees", "Worked out by the bank", "Worked out by the bank"],
    ["percent", "Slab rates", "Slab rates"],
  ])("given a %s figure of %p, then it reads %p", (format, value, expected) => {
    expect(formatFigure({ format, value })).toBe(expected);
  });

  test.each([
    [1, "1 वर्ष"],
    [21, "21 वर्ष"],
    [2.25, "2.3 वर्ष"],
  ])("given a count of %p years on a Hindi page, then it reads %p (वर्ष for one and many)", (value, expected) => {
    expect(formatFigure({ format: "years", value }, "hi")).toBe(expected);
    expect(formatFigure({ format: "rupees", value: 900000 }, "hi")).toBe("₹9,00,000");
  });
});

describe("personal fields stay out of the address bar", () => {
  const calculator = {
    fields: {
      name: text({ label: "Name", maxLength: 80, personal: true }),
      rent: rupees({ label: "Rent", default: 8000, max: 10_000_000 }),
    },
  };

  test("given a name and an amount, then the query string carries the amount only", () => {
    expect(queryStringFor(calculator, { name: "Asha Rao", rent: "9,000" })).toBe("?rent=9000");
  });

  test("given a link that carries a personal field, then it is not read into the form", () => {
    expect(rawInputsFromQuery(calculator, { name: "Injected", rent: "9000" })).toEqual({ rent: "9000" });
  });
});
