import { calculatorCatalogue } from "@/lib/calculators/catalogue";
import { defaultRawInputs, isFieldVisible, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import type { Field } from "@/lib/calculators/types";
import { isRadio, typableFields, type AnyCalculator } from "./calculator-views";

/*
 * Which calculators and fields the browser tests sample, chosen by rule rather than by
 * hand so a new kind of field is sampled the day it appears. The jsdom suite
 * (tests/unit/components/calculators/every-calculator*.test.tsx) renders every calculator
 * through the shared frame with every payload in every field; the browser keeps what only
 * a browser shows (axe, Chromium's own handling of typed text, maxlength, URLs, hydration,
 * the live look-ups) for one field of each kind and the calculators with a block of their own.
 */

/**
 * The kinds of field the frame draws differently (calculator-form.tsx, amount-input.tsx) or
 * the library reads differently (fields.ts): amounts by unit and decimals, choices as
 * radios or a select, toggles, and text (dates and codes are text fields; personal text
 * is kept out of links, so it is a kind of its own).
 */
export function fieldKind(field: Field): string {
  switch (field.kind) {
    case "amount":
      return `amount ${field.unit}, ${field.decimals} decimals`;
    case "choice":
      return `choice ${isRadio(field) ? "radio" : "select"}`;
    case "toggle":
      return "toggle";
    case "text":
      return field.personal ? "text (personal)" : "text";
  }
}

export interface KindSample {
  kind: string;
  slug: string;
  /** The field's parameter name. */
  name: string;
}

/** Every calculator of the catalogue, in its order, with its registry entry. */
export const everyCalculator = (): { slug: string; calculator: AnyCalculator }[] =>
  calculatorCatalogue.map((entry) => ({ slug: entry.id, calculator: calculatorsBySlug[entry.id]! }));

/**
 * For each field kind, in the catalogue's order, the first calculator with a field of that
 * kind shown at its defaults, and that field (its first of the kind).
 */
export function firstFieldOfEachKind(): KindSample[] {
  const samples = new Map<string, KindSample>();
  for (const { slug, calculator } of everyCalculator()) {
    const defaults = defaultRawInputs(calculator);
    for (const [name, field] of Object.entries(calculator.fields)) {
      const kind = fieldKind(field);
      if (!samples.has(kind) && isFieldVisible(field, defaults)) samples.set(kind, { kind, slug, name });
    }
  }
  return [...samples.values()];
}

/** Every kind of field in the registry, visible at the defaults or not. */
export function everyFieldKind(): string[] {
  return [...new Set(everyCalculator().flatMap(({ calculator }) => Object.values(calculator.fields).map(fieldKind)))].sort();
}

/**
 * Calculators whose page renders a block of its own beside the frame
 * (pages/tools-and-calculators/{slug}.tsx passes CalculatorPage a child): a rate table,
 * receipts, Form 12BB, a live look-up. The jsdom suite renders the frame alone, so the
 * browser puts hostile input through these pages whatever their fields' kinds.
 */
export const OWN_BLOCKS: readonly string[] = [
  "tds",
  "rent-receipt",
  "form-12bb",
  "gst-number-search",
  "ifsc-checker",
  "hsn-finder",
  "gold-rate",
  "currency-converter",
];

/** The calculators the browser samples: the first of each field kind and those with a block of their own, in the catalogue's order. */
export function sampledSlugs(): string[] {
  const wanted = new Set([...firstFieldOfEachKind().map((sample) => sample.slug), ...OWN_BLOCKS]);
  return calculatorCatalogue.map((entry) => entry.id).filter((slug) => wanted.has(slug));
}

/**
 * The text and amount fields the browser types into on a sampled calculator: those chosen
 * for their kind and, on a page with a block of its own (which may echo what is typed: a
 * receipt's names, Form 12BB's particulars, a look-up's code), the first field of each
 * typable kind shown at the defaults.
 */
export function sampledTypingFields(slug: string): string[] {
  const calculator = calculatorsBySlug[slug]!;
  const typable = typableFields(calculator);
  const chosen = new Set(
    firstFieldOfEachKind()
      .filter((sample) => sample.slug === slug)
      .map((sample) => sample.name),
  );
  if (OWN_BLOCKS.includes(slug)) {
    const defaults = defaultRawInputs(calculator);
    const kinds = new Set<string>();
    for (const [name, field] of typable) {
      if (!isFieldVisible(field, defaults) || kinds.has(fieldKind(field))) continue;
      kinds.add(fieldKind(field));
      chosen.add(name);
    }
  }
  return typable.map(([name]) => name).filter((name) => chosen.has(name));
}

/** Values a field can refuse: not a number, negative, far too large, not an option, not 0 or 1, too long. */
function refusalCandidates(field: Field): string[] {
  switch (field.kind) {
    case "amount":
      return ["12abc", "-5", "1e15", "0.12345"];
    case "choice":
      return ["not-an-option"];
    case "toggle":
      return ["2"];
    case "text":
      return ["x".repeat(field.maxLength + 1)];
  }
}

/**
 * A value the library refuses for this field in a link (readInputs says so, with the other
 * fields as given), and its message; null when the library accepts every candidate.
 */
export function refusedValue(calculator: AnyCalculator, base: RawInputs, name: string): { value: string; message: string; raw: RawInputs } | null {
  const field = calculator.fields[name]!;
  for (const value of refusalCandidates(field)) {
    const raw = { ...base, [name]: value };
    const message = readInputs(calculator, raw).errors[name];
    if (message) return { value, message, raw };
  }
  return null;
}
