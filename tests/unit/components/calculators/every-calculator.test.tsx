import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { defaultRawInputs, isFieldVisible, queryStringFor, readInputs, resultFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { Field } from "@/lib/calculators/types";
import { hostileStrings } from "../../../support/hostile-strings";
import {
  everyCalculator,
  everyFieldKind,
  fieldKind,
  firstFieldOfEachKind,
  OWN_BLOCKS,
  refusedValue,
  sampledSlugs,
} from "../../../support/calculator-sample";
import { escapeRegExp, expectedView, isRadio, shownIn, typableFields, type AnyCalculator } from "../../../support/calculator-views";
import { sharedLinkCase } from "../../../e2e/shared-link-cases";
import { typingPart } from "./every-calculator-hostile-typing";
import { actualView, fieldElement, figuresExpected, figuresShown, mockRouter, openCalculator, resetPage, resultsText } from "./every-calculator-frame";

/*
 * Every calculator of the registry through the shared frame (components/calculators/
 * calculator-page.tsx), read as a person meets it: fields by their labels, messages through
 * aria-describedby, figures as <output>s. The calculator library (readInputs, resultFor) is
 * the reference for which values are refused, with which message, and which figures follow;
 * the contract (../shared/CALCULATOR-CONTRACT.md) for the outputs' names. The browser
 * (tests/e2e/calculators.spec.ts) keeps axe on every calculator and samples the rest.
 * Hostile input: every-calculator-hostile-links.test.tsx and every-calculator-hostile-typing-{a,b}.test.tsx.
 */

jest.mock("next/router", () => ({ useRouter: () => mockRouter }));

beforeEach(resetPage);
afterEach(() => {
  cleanup();
  resetPage();
});

const calculators = everyCalculator();
const cases = calculators.map(({ slug, calculator }) => [slug, calculator] as const);

/** The outputs CALCULATOR-CONTRACT.md fixes by name (shared links and other tools rely on them). */
const CONTRACT_OUTPUTS: Record<string, readonly string[]> = {
  "income-tax": ["oldTaxableIncome", "oldTax", "newTaxableIncome", "newTax"],
  hra: ["exemptHra", "taxableHra"],
  emi: ["emi", "totalInterest", "totalPayment"],
  "home-loan": ["emi", "totalInterest", "totalPayment"],
  sip: ["invested", "returns", "total"],
  "mutual-fund": ["invested", "returns", "total"],
  ppf: ["invested", "interest", "maturity"],
  "fixed-deposit": ["interest", "maturity"],
  "compound-interest": ["interest", "amount"],
  nsc: ["interest", "maturity"],
  gratuity: ["gratuity", "exempt", "taxable"],
  "gst-calculator": ["net", "gst", "total", "cgst", "sgst"],
  "gst-number-search": ["valid", "state", "pan"],
};

const BROKEN = /NaN|Infinity|undefined/;

describe("the registry", () => {
  test("every catalogue entry has a calculator, and every calculator the contract names is in the catalogue", () => {
    expect(calculators.every(({ calculator }) => calculator !== undefined)).toBe(true);
    for (const slug of Object.keys(CONTRACT_OUTPUTS)) expect(calculators.map((entry) => entry.slug)).toContain(slug);
  });
});

describe("every calculator opens with its default figures", () => {
  test.each(cases)("%s", (slug, calculator) => {
    const { view } = openCalculator(calculator, null);
    expect(screen.getByRole("heading", { level: 1, name: calculator.meta.title })).toBeInTheDocument();
    const raw = defaultRawInputs(calculator);
    const result = resultFor(calculator, readInputs(calculator, raw), raw);
    // Every default case is valid: the bare page never opens on an error.
    expect(readInputs(calculator, raw).errors).toEqual({});
    expect(result).not.toBeNull();

    const shown = figuresShown(view.container);
    for (const name of CONTRACT_OUTPUTS[slug] ?? []) expect(Object.keys(shown)).toContain(name);
    for (const [name, text] of Object.entries(shown)) {
      expect(`${name}: ${text.trim()}`).not.toBe(`${name}: `);
      expect(`${name}: ${text}`).not.toMatch(BROKEN);
    }
    // The library's figures for the defaults, each in its own <output>.
    expect(shown).toEqual(figuresExpected(calculator, raw));
    expect(resultsText(view.container)).toContain(result!.summary);
    expect(resultsText(view.container)).not.toMatch(BROKEN);
    // Notes and references cite the law, never the project's own working files, which a visitor cannot open.
    expect(view.container.textContent).not.toMatch(/CALCULATORS\.md/);
    // Each figure is a status a screen reader names (its group and label).
    const outputs = within(view.container)
      .queryAllByRole("status")
      .filter((element) => element.tagName === "OUTPUT");
    expect(outputs).toHaveLength(Object.keys(shown).length);
    for (const output of outputs) expect(output).toHaveAccessibleName(/\S: \S/);

    // Each field shown is found by its label (a radio field by its group's name), and the
    // suites' quicker lookup (fieldElement) finds the very same element.
    const form = screen.getByRole("form", { name: `${calculator.meta.title} inputs` });
    for (const [name, field] of Object.entries(calculator.fields)) {
      const found = fieldElement(form, calculator, name);
      if (!isFieldVisible(field, raw)) {
        expect({ name, found }).toEqual({ name, found: null });
        continue;
      }
      const byRole =
        field.kind === "choice" && isRadio(field)
          ? within(form).getByRole("radiogroup", { name: field.label })
          : within(form).getByLabelText(field.label, { exact: true });
      expect({ name, same: byRole === found }).toEqual({ name, same: true });
    }
  });

  test("the GSTIN look-up states its verdict as the contract says", () => {
    const { view } = openCalculator(calculators.find((entry) => entry.slug === "gst-number-search")!.calculator, null);
    expect(["Valid", "Invalid"]).toContain(figuresShown(view.container).valid);
  });
});

/** Values that may show a field hidden at the defaults: every option, yes and no, an amount's limits. */
function revealingValues(field: Field): string[] {
  switch (field.kind) {
    case "choice":
      return field.options.map((option) => option.value);
    case "toggle":
      return ["1", "0"];
    case "amount":
      return [String(field.max), String(field.min), String(Math.min(field.max, Math.max(field.min, 10)))];
    case "text": {
      // A date ten years earlier (a purchase before a grandfathering date, say).
      const date = /^(\d{4})(-\d{2}(?:-\d{2})?)$/.exec(field.defaultRaw);
      return date ? [`${Number(date[1]) - 10}${date[2]}`] : [];
    }
  }
}

/**
 * Inputs that show the field: the defaults, or the defaults with one or two other fields
 * changed (a mode, a count of transactions). Valid inputs where there are some; else inputs
 * where only fields a link cannot fill are wanting (Form 12BB's lender's name is personal,
 * so no link makes a home-loan claim valid), the field itself accepted. Null when none is found.
 */
function showingCase(calculator: AnyCalculator, name: string): RawInputs | null {
  const defaults = defaultRawInputs(calculator);
  const field = calculator.fields[name]!;
  const valid = (raw: RawInputs) => isFieldVisible(field, raw) && readInputs(calculator, raw).input !== null;
  const fieldAccepted = (raw: RawInputs) => {
    const { errors } = readInputs(calculator, raw);
    return isFieldVisible(field, raw) && !(name in errors) && Object.keys(errors).every((other) => calculator.fields[other]!.personal);
  };
  const changes = Object.entries(calculator.fields)
    .filter(([other]) => other !== name)
    .flatMap(([other, otherField]) => revealingValues(otherField).map((value) => [other, value] as const));
  for (const fits of [valid, fieldAccepted]) {
    if (fits(defaults)) return defaults;
    for (const [other, value] of changes) {
      const raw = { ...defaults, [other]: value };
      if (fits(raw)) return raw;
    }
    for (const [first, firstValue] of changes) {
      for (const [second, secondValue] of changes) {
        if (first === second) continue;
        const raw = { ...defaults, [first]: firstValue, [second]: secondValue };
        if (fits(raw)) return raw;
      }
    }
  }
  return null;
}

/** The link a site would write for these inputs: every field but the personal ones. */
const linkFor = (calculator: AnyCalculator, raw: RawInputs) =>
  Object.fromEntries(Object.entries(raw).filter(([name]) => !calculator.fields[name]!.personal));

describe("an invalid value in a link is shown in its field with the library's message, and no figure", () => {
  test.each(cases)("%s: each field in turn", (slug, calculator) => {
    const names = Object.keys(calculator.fields);
    let tried = 0;
    for (const [name, field] of Object.entries(calculator.fields)) {
      if (field.personal) continue;
      const base = showingCase(calculator, name);
      if (!base) throw new Error(`${slug}: no valid case shows ${name}; add one to showingCase`);
      const refused = refusedValue(calculator, base, name);
      if (!refused) throw new Error(`${slug}: the library accepts every candidate refusal for ${name}`);
      const label = `${slug}, ${name}=${JSON.stringify(refused.value.slice(0, 20))}`;
      const { form, raw, view } = openCalculator(calculator, linkFor(calculator, refused.raw));

      const element = fieldElement(form, calculator, name);
      expect(element).not.toBeNull();
      expect(element).toHaveAttribute("aria-invalid", "true");
      expect(element).toHaveAccessibleDescription(new RegExp(escapeRegExp(refused.message)));
      if (field.kind === "amount" || field.kind === "text") expect(element).toHaveValue(shownIn(field, refused.value));
      if (field.kind === "choice" && !isRadio(field)) expect(element).toHaveDisplayValue(`“${refused.value}” is not an option`);
      // The whole form as the library says: this field marked, every other one as it judges it.
      expect({ label, view: actualView(form, calculator, raw, names) }).toEqual({ label, view: expectedView(calculator, raw, names) });
      // No figure, unless the calculator's verdict on a malformed input is its result (a GSTIN, an IFSC).
      const shown = figuresShown(view.container);
      expect({ label, shown }).toEqual({ label, shown: figuresExpected(calculator, raw) });
      if (!calculator.resultWhenInvalid) expect({ label, shown }).toEqual({ label, shown: {} });
      expect(resultsText(view.container)).not.toMatch(BROKEN);
      cleanup();
      resetPage();
      tried += 1;
    }
    expect(tried).toBeGreaterThan(0);
  });

  const withPersonal = cases.filter(([, calculator]) => Object.values(calculator.fields).some((field) => field.personal));
  test.each(withPersonal)("%s: a personal field is never read from the link", (_slug, calculator) => {
    const personal = Object.entries(calculator.fields).filter(([, field]) => field.personal);
    const { form } = openCalculator(calculator, Object.fromEntries(personal.map(([name]) => [name, "Asha from a link"])));
    for (const [name, field] of personal) {
      const element = fieldElement(form, calculator, name);
      if (element) expect(element).toHaveValue(field.defaultRaw);
    }
  });
});

/** Values to change a field to, the first that keeps the inputs valid and changes a figure wins. */
function changeCandidates(slug: string, calculator: AnyCalculator, name: string, current: string): string[] {
  const field = calculator.fields[name]!;
  const written = sharedLinkCase(slug, calculator).raw[name];
  const fromCase = written !== undefined && written !== current ? [written] : [];
  switch (field.kind) {
    case "amount": {
      const value = Number(current.replace(/,/g, "")) || 0;
      const numbers = [
        Math.round(value * 1.5) + 1000,
        Math.floor((field.min + value) / 2),
        field.min,
        field.max,
        value + 1,
        Math.max(field.min, value - 1),
      ];
      return [...fromCase, ...numbers.map((number) => String(Math.min(field.max, Math.max(field.min, number))))];
    }
    case "choice":
      return [...fromCase, ...field.options.map((option) => option.value)];
    case "toggle":
      return [current === "1" ? "0" : "1"];
    case "text": {
      // Dates move back a year; codes take the written case's.
      const date = /^(\d{4})(-\d{2}(?:-\d{2})?)$/.exec(current);
      return [...fromCase, ...(date ? [`${Number(date[1]) - 1}${date[2]}`, `${Number(date[1]) + 1}${date[2]}`] : [])];
    }
  }
}

/** Changes one field as a person does: types into a box, clicks a radio, picks an option, flips a switch. */
function change(form: HTMLElement, calculator: AnyCalculator, name: string, value: string) {
  const field = calculator.fields[name]!;
  const element = fieldElement(form, calculator, name)!;
  if (field.kind === "choice" && isRadio(field)) {
    const radio = element.querySelector<HTMLInputElement>(`input[type="radio"][value="${CSS.escape(value)}"]`)!;
    fireEvent.click(radio);
  } else if (field.kind === "toggle") {
    fireEvent.click(element);
  } else {
    fireEvent.change(element, { target: { value } });
  }
}

describe("changing a field to another valid value updates the figures and the address", () => {
  test.each(cases)("%s: each field in turn", (slug, calculator) => {
    const { form, view } = openCalculator(calculator, null);
    const raw: RawInputs = defaultRawInputs(calculator);
    // Typed boxes first: a choice may hide them.
    const order = [
      ...typableFields(calculator).map(([name]) => name),
      ...Object.keys(calculator.fields).filter((name) => !typableFields(calculator).some(([typed]) => typed === name)),
    ];
    const changed: string[] = [];
    for (const name of order) {
      const field = calculator.fields[name]!;
      if (!isFieldVisible(field, raw)) continue;
      const before = figuresExpected(calculator, raw);
      const current = raw[name] ?? field.defaultRaw;
      const value = changeCandidates(slug, calculator, name, current).find((candidate) => {
        if (candidate === current) return false;
        const next = { ...raw, [name]: shownIn(field, candidate) };
        return readInputs(calculator, next).input !== null && JSON.stringify(figuresExpected(calculator, next)) !== JSON.stringify(before);
      });
      if (value === undefined) continue;
      act(() => change(form, calculator, name, value));
      raw[name] = shownIn(field, value);
      const label = `${slug}: ${name} → ${value}`;
      const shown = figuresShown(view.container);
      expect({ label, shown }).toEqual({ label, shown: figuresExpected(calculator, raw) });
      expect({ label, changed: JSON.stringify(shown) !== JSON.stringify(before) }).toEqual({ label, changed: true });
      for (const text of Object.values(shown)) expect(`${label}: ${text}`).not.toMatch(BROKEN);
      // The address bar is the library's link for what the form holds.
      expect({ label, search: window.location.search }).toEqual({ label, search: queryStringFor(calculator, raw) });
      changed.push(name);
    }
    // At least one field of every calculator moves its figures.
    expect(changed.length).toBeGreaterThan(0);
  });
});

describe("the browser's sample (tests/e2e) still meets every kind of field and every payload", () => {
  test("one field of each kind, shown at its calculator's defaults, is sampled", () => {
    const samples = firstFieldOfEachKind();
    expect(samples.map((sample) => sample.kind).sort()).toEqual(everyFieldKind());
    for (const sample of samples)
      expect(fieldKind(calculators.find((entry) => entry.slug === sample.slug)!.calculator.fields[sample.name]!)).toBe(sample.kind);
    expect(sampledSlugs().length).toBeLessThan(calculators.length);
    expect(hostileStrings.length).toBeGreaterThan(0);
  });

  test("the two hostile-typing files together type into every calculator, each once", () => {
    const slugs = [...typingPart(0), ...typingPart(1)].map((entry) => entry.slug).sort();
    expect(slugs).toEqual(calculators.map((entry) => entry.slug).sort());
  });

  test("the calculators with a block of their own beside the frame are exactly those listed in OWN_BLOCKS", () => {
    const withBlock = calculators
      .map(({ slug }) => slug)
      .filter((slug) => {
        const source = readFileSync(path.join(process.cwd(), "pages/tools-and-calculators", `${slug}.tsx`), "utf8");
        // A bare frame, for one language or picked by the page's language.
        return !/<CalculatorPage calculator=\{(?:\w+|BY_LOCALE\[useLocale\(\)\])\} \/>/.test(source);
      });
    expect([...withBlock].sort()).toEqual([...OWN_BLOCKS].sort());
  });
});
