import { hsnFinder } from "@/lib/calculators/hsn-finder";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import fc from "fast-check";
import { figure, runnerFor } from "./run-calculator";

const run = runnerFor(hsnFinder);
const stepLabels = (result: CalculatorResult | null) => result?.breakdown.flatMap((section) => section.steps.map((step) => step.label)) ?? [];
const stepTexts = (result: CalculatorResult | null) => result?.breakdown.flatMap((section) => section.steps.map((step) => step.text ?? "")) ?? [];
const references = (result: CalculatorResult | null) => result?.breakdown.flatMap((section) => section.steps.map((step) => step.reference ?? "")) ?? [];

describe("hsn-finder: a code", () => {
  test("given the defaults (8517), then an HSN heading of chapter 85, Section XVI, enough on invoices up to ₹5 crore", () => {
    const { result, errors } = run({});
    expect(errors).toEqual({});
    expect(figure(result, "code")).toBe("8517");
    expect(figure(result, "kind")).toBe("HSN");
    expect(figure(result, "chapter")).toMatch(/^85 — Electrical machinery/);
    expect(figure(result, "section")).toMatch(/^Section XVI — Machinery/);
    expect(figure(result, "heading")).toBeUndefined();
    expect(figure(result, "matches")).toBeUndefined();
    // Notification 78/2020-Central Tax: 4 digits suffice up to ₹5 crore of turnover, 6 above.
    expect(result?.summary).toMatch(/^8517 is an HSN heading in chapter 85/);
    expect(result?.summary).toMatch(/up to ₹5 crore; above that, invoices need 6 digits/);
    expect(stepLabels(result)).toEqual(
      expect.arrayContaining(["Section XVI", "Digits 1–2: chapter 85", "Digits 1–4: heading 8517", "This code has 4 digits"]),
    );
    expect(stepLabels(result).some((label) => label.startsWith("Digits 1–6"))).toBe(false);
    expect(references(result)).toContain(
      "Notification 78/2020-Central Tax of 15 October 2020, under the first proviso to rule 46 of the CGST Rules, 2017",
    );
  });

  test("given the defaults, then the notes say where answers come from and that no GST rate is guessed", () => {
    const notes = run({}).result?.notes ?? [];
    expect(notes.some((note) => /sections, the chapters and the SAC service headings only/.test(note))).toBe(true);
    expect(notes.some((note) => /live look-up/.test(note))).toBe(true);
    expect(notes.some((note) => /never guesses/.test(note) && /22 September 2025/.test(note))).toBe(true);
  });

  test("given 8517 13 00 (§28), then the 8-digit tariff item, each level named, enough for invoices and for imports and exports", () => {
    const { result } = run({ q: "8517 13 00" });
    expect(figure(result, "code")).toBe("85171300");
    expect(stepLabels(result)).toEqual(
      expect.arrayContaining([
        "Digits 1–2: chapter 85",
        "Digits 1–4: heading 8517",
        "Digits 1–6: sub-heading 8517 13",
        "Digits 1–8: tariff item 8517 13 00",
        "Imports and exports",
        "This code has 8 digits",
      ]),
    );
    expect(result?.summary).toMatch(/^8517 13 00 is an HSN tariff item/);
    expect(result?.summary).toMatch(/full tariff item that imports and exports need/);
  });

  test("given 851713 (6 digits), then enough on every GST invoice, imports and exports needing 8", () => {
    const { result } = run({ q: "851713" });
    expect(figure(result, "code")).toBe("851713");
    expect(result?.summary).toMatch(/Enough on every GST invoice, whatever your turnover; imports and exports need all 8 digits/);
  });

  test("given 9983 (§28), then a SAC heading for other professional, technical and business services, section 8", () => {
    const { result } = run({ q: "9983" });
    expect(figure(result, "kind")).toBe("SAC");
    expect(figure(result, "chapter")).toBe("99 — All services");
    expect(figure(result, "section")).toBe("SAC section 8 — Business and production services");
    expect(figure(result, "heading")).toBe("9983 — Other professional, technical and business services");
    expect(stepLabels(result)).toEqual(expect.arrayContaining(["Digits 1–2: chapter 99", "Digits 1–4: heading 9983", "This code has 4 digits"]));
    // Services declare no 8-digit code for customs.
    expect(stepLabels(result)).not.toContain("Imports and exports");
  });

  test("given 998311, then a 6-digit service code within heading 9983, enough at any turnover", () => {
    const { result } = run({ q: "998311" });
    expect(figure(result, "heading")).toBe("9983 — Other professional, technical and business services");
    expect(stepLabels(result)).toContain("Digits 1–6: service code 998311");
    expect(result?.summary).toMatch(/^998311 is a SAC service code within heading 9983/);
    expect(result?.summary).toMatch(/Enough on every GST invoice, whatever your turnover\.$/);
  });

  test("given 99, then the chapter of all services, which is not enough on an invoice", () => {
    const { result } = run({ q: "99" });
    expect(figure(result, "chapter")).toBe("99 — All services");
    expect(figure(result, "section")).toBe("SAC sections 5 to 9 — all services");
    expect(result?.summary).toMatch(/Not enough on a tax invoice: at least the 4-digit heading is needed/);
  });

  test("given 9803 (passengers' baggage), then India's customs chapter 98, not for supplies within India", () => {
    const { result } = run({ q: "9803" });
    expect(figure(result, "chapter")).toMatch(/^98 — Project imports/);
    expect(figure(result, "section")).toMatch(/^Section XXI/);
    expect(result?.groups[0]?.figures.find((candidate) => candidate.name === "chapter")?.note).toMatch(/India's Customs Tariff only/);
    expect(result?.summary).toMatch(/not on invoices for supplies within India/);
  });

  test("given a chemical (2801) and a phone (8517), then only the chemical gets the 8-digit note of Notification 90/2020", () => {
    const chemical = run({ q: "2801" }).result?.notes ?? [];
    const phone = run({ q: "8517" }).result?.notes ?? [];
    expect(chemical.some((note) => /90\/2020/.test(note))).toBe(true);
    expect(phone.some((note) => /90\/2020/.test(note))).toBe(false);
  });
});

describe("hsn-finder: input that cannot be read shows a message and no figure", () => {
  test.each<[string, RawInputs, RegExp]>([
    ["7700: chapter 77 is reserved", { q: "7700" }, /Chapter 77 is reserved/],
    ["12a4: letters in a code", { q: "12a4" }, /digits only.*"a"/],
    ["85171: 5 digits", { q: "85171" }, /this has 5 digits/],
    ["99 and 8 digits: SAC never has 8", { q: "99831100" }, /never 8/],
    ["0000: no chapter 00", { q: "0000" }, /No code starts 00/],
    ["blank", { q: "  " }, /Enter an HSN or SAC code/],
    ["a single letter", { q: "a" }, /at least 2 letters/],
    ["only words such as of", { q: "of the" }, /at least 2 letters/],
    ["61 characters", { q: "x".repeat(61) }, /at most 60 characters/],
  ])("given %s, then the field's message", (_scenario, raw, message) => {
    const { result, errors } = run(raw);
    expect(result).toBeNull();
    expect(errors.q).toMatch(message);
  });
});

describe("hsn-finder: words", () => {
  test("given fish, then 3 matches ranked whole word first: 03 and 16, then 9986 (fishing)", () => {
    const { result, errors } = run({ q: "fish" });
    expect(errors).toEqual({});
    expect(figure(result, "matches")).toBe(3);
    expect(figure(result, "code")).toBeUndefined();
    const table = result?.tables?.[0];
    expect(table?.columns).toEqual(["Code", "Kind", "Title", "Section"]);
    expect(table?.rows.map((row) => row[0])).toEqual(["03", "16", "9986"]);
    expect(table?.rows[0]).toEqual(["03", "HSN", "Fish and crustaceans, molluscs and other aquatic invertebrates", "Section I: Live animals; animal products"]);
    expect(table?.rows[2]?.[1]).toBe("SAC");
    expect(result?.summary).toMatch(/^3 chapters and headings match "fish", best first\./);
  });

  test("given services, then all 32 SAC entries match (chapter 99 and 31 headings) and the first 20 are listed", () => {
    const { result } = run({ q: "services" });
    expect(figure(result, "matches")).toBe(32);
    expect(result?.tables?.[0]?.rows).toHaveLength(20);
    expect(result?.tables?.[0]?.rows[0]?.[0]).toBe("99");
    expect(result?.summary).toMatch(/the first 20 are listed/);
  });

  test("given one match (cotton), then the summary says so in the singular", () => {
    const { result } = run({ q: "cotton" });
    expect(figure(result, "matches")).toBe(1);
    expect(result?.summary).toMatch(/^1 chapter or heading matches "cotton"/);
  });

  test("given rice, then no match (chapter 10 is titled Cereals) and advice on what to try", () => {
    const { result } = run({ q: "rice" });
    expect(figure(result, "matches")).toBe(0);
    expect(result?.tables?.[0]?.rows).toEqual([]);
    expect(result?.summary).toMatch(/^Nothing matches "rice"\. Try one plain word/);
  });

  test("given digits with words (99 repair), then a search, not a code: 9987 only", () => {
    const { result, errors } = run({ q: "99 repair" });
    expect(errors).toEqual({});
    expect(result?.tables?.[0]?.rows.map((row) => row[0])).toEqual(["9987"]);
    expect(stepTexts(result)).toEqual(expect.arrayContaining(["repair", "99"]));
  });

  test("given any text up to 60 characters, then either a message or a result, never both, and never NaN or undefined shown", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (q) => {
        const { result, errors } = run({ q });
        expect(result === null).toBe(Boolean(errors.q));
        for (const shown of result?.groups.flatMap((group) => group.figures) ?? []) {
          expect(String(shown.value)).not.toMatch(/NaN|undefined|Infinity/);
        }
        expect(result?.summary ?? "").not.toMatch(/NaN|undefined/);
      }),
      { numRuns: 300 },
    );
  });
});

describe("hsn-finder: meta and content", () => {
  test("given the meta, then the contract's slug, the look-ups group and an icon", () => {
    expect(hsnFinder.meta).toMatchObject({ slug: "hsn-finder", group: "lookups", icon: "/icons/book.svg" });
    expect(hsnFinder.meta.description.length).toBeGreaterThan(40);
    expect(hsnFinder.fields.q).toMatchObject({ kind: "text", maxLength: 60, label: "HSN/SAC code or words", defaultRaw: "8517" });
  });

  test("given the content, then explanation paragraphs and 5 to 7 questions", () => {
    expect(hsnFinder.explanation.length).toBeGreaterThanOrEqual(3);
    expect(hsnFinder.faq.length).toBeGreaterThanOrEqual(5);
    expect(hsnFinder.faq.length).toBeLessThanOrEqual(7);
    expect(hsnFinder.explanation.join(" ")).toMatch(/21 sections and 97 chapters/);
  });
});
