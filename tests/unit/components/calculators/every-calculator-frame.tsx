import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { LinkInputsProvider } from "@/components/calculators/link-inputs-context";
import { formatFigure } from "@/lib/calculators/format-figure";
import { defaultRawInputs, rawInputsFromQuery, readInputs, resultFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { brief, isRadio, withoutNul, type AnyCalculator, type FieldView } from "../../../support/calculator-views";

/*
 * The jsdom side of the every-calculator suite (every-calculator*.test.tsx): renders a
 * calculator through the shared frame as a bare page or as a shared link (the way
 * pages/tools-and-calculators/[slug]/with-inputs.tsx does, and the router then hands the
 * same query to the running page), and reads the form back the way a person meets it:
 * each field by its label (a radio group by its legend), its message through
 * aria-describedby, each figure as an <output>. Not a test file: the suites import it.
 */

/**
 * jsdom lays nothing out, so nothing scrolls into view: with this observer a result's chart
 * stays unloaded, as below the fold, for suites that wait on promises after rendering.
 */
export function keepChartsOutOfView() {
  class NeverInView {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  beforeAll(() => {
    Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: NeverInView });
  });
}

/** The router every suite's jest.mock("next/router") returns; a link sets its query. */
export const mockRouter: { isReady: boolean; query: Record<string, string>; asPath: string; pathname: string } = {
  isReady: false,
  query: {},
  asPath: "/",
  pathname: "/",
};

export function resetPage() {
  mockRouter.isReady = false;
  mockRouter.query = {};
  window.history.replaceState(null, "", "/");
}

/**
 * A fresh page for each test of the calling suite, with every console error and dialog
 * recorded: `watched.errors()` and `watched.dialogs()` count them for the current test.
 */
export function watchEachPage() {
  let consoleError: jest.SpyInstance | undefined;
  let alert: jest.Mock | undefined;
  beforeEach(() => {
    resetPage();
    consoleError = jest.spyOn(console, "error");
    alert = jest.fn();
    window.alert = alert;
  });
  afterEach(() => {
    cleanup();
    resetPage();
    consoleError?.mockRestore();
  });
  return { errors: () => consoleError?.mock.calls.length ?? 0, dialogs: () => alert?.mock.calls.length ?? 0 };
}

/**
 * Opens the calculator: bare (no link) or from a link holding these parameters. The link
 * goes through a real query string, so what reaches the page is what a server reads.
 * Returns the form and the raw inputs the library should judge (personal fields never
 * come from a link).
 */
export function openCalculator(calculator: AnyCalculator, link: Record<string, string> | null) {
  const defaults = defaultRawInputs(calculator);
  let page = <CalculatorPage calculator={calculator} />;
  let raw = defaults;
  if (link) {
    const query = Object.fromEntries(new URLSearchParams(new URLSearchParams(link).toString()));
    const fromLink = rawInputsFromQuery(calculator, query);
    mockRouter.isReady = true;
    mockRouter.query = query;
    page = <LinkInputsProvider raw={fromLink}>{page}</LinkInputsProvider>;
    raw = { ...defaults, ...fromLink };
  }
  const view = render(page);
  const form = within(view.container).getByRole("form", { name: `${calculator.meta.title} inputs` });
  return { form, raw, view };
}

const normalised = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * The element a field is drawn as, found by its visible label (a <label for>) as a person
 * finds it; a radio field is its group, found by its legend. The same lookup as Testing
 * Library's getByLabelText, without its every-label-against-every-control scan, which on
 * Form 12BB's 38 fields made the typing sweep take minutes; every-calculator.test.tsx
 * checks the two agree for every field.
 */
export function fieldElement(form: HTMLElement, calculator: AnyCalculator, name: string): HTMLElement | null {
  const field = calculator.fields[name]!;
  const radio = field.kind === "choice" && isRadio(field);
  const named = Array.from(form.querySelectorAll<HTMLElement>(radio ? "legend" : "label")).filter(
    (element) => normalised(element.textContent) === field.label,
  );
  if (named.length > 1) throw new Error(`${name}: ${named.length} ${radio ? "groups" : "controls"} named "${field.label}"`);
  const label = named[0];
  if (!label) return null;
  if (radio) return label.closest<HTMLElement>('[role="radiogroup"]');
  const target = (label as HTMLLabelElement).htmlFor;
  return target ? form.ownerDocument.getElementById(target) : null;
}

/** The message a screen reader reads with the element: the alert among what describes it. */
export function messageOf(element: HTMLElement): HTMLElement | null {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  for (const id of ids) {
    const described = element.ownerDocument.getElementById(id);
    if (described?.getAttribute("role") === "alert") return described;
  }
  return null;
}

/** The form as the page shows it, in the shape expectedView builds from the library. */
export function actualView(form: HTMLElement, calculator: AnyCalculator, raw: RawInputs, names: readonly string[]): Record<string, FieldView> {
  const view: Record<string, FieldView> = {};
  for (const name of names) {
    const field = calculator.fields[name]!;
    const element = fieldElement(form, calculator, name);
    if (!element) {
      view[name] = { present: 0 };
      continue;
    }
    const message = messageOf(element);
    const entry: FieldView = {
      present: 1,
      message: message ? message.textContent : null,
      messageVisible: message !== null && message.closest("[hidden]") === null,
    };
    if (field.kind === "choice" && isRadio(field)) {
      const radios = within(element).getAllByRole<HTMLInputElement>("radio");
      // The group, not each radio, carries aria-invalid (ARIA: radios take no aria-invalid).
      const invalid = element.getAttribute("aria-invalid") === "true";
      entry.present = radios.length;
      entry.invalid = radios.map(() => invalid);
      entry.checked = radios.map((radio) => radio.checked);
    } else {
      entry.invalid = [element.getAttribute("aria-invalid") === "true"];
    }
    if (field.kind === "amount" || field.kind === "text") entry.value = brief(withoutNul((element as HTMLInputElement).value));
    if (field.kind === "toggle") entry.checked = [(element as HTMLInputElement).checked];
    if (field.kind === "choice" && !isRadio(field)) {
      const value = raw[name] ?? field.defaultRaw;
      const placeholder = element.querySelector('option[value=""]')?.textContent ?? null;
      entry.placeholderShowsValue = value !== "" && placeholder !== null && withoutNul(placeholder).includes(withoutNul(value));
    }
    view[name] = entry;
  }
  return view;
}

/** The figures shown, by output name. */
export function figuresShown(root: HTMLElement): Record<string, string> {
  return Object.fromEntries(Array.from(root.querySelectorAll("output[name]"), (output) => [output.getAttribute("name") ?? "", output.textContent ?? ""]));
}

/** The figures the library computes for these raw inputs ({} when it shows none). */
export function figuresExpected(calculator: AnyCalculator, raw: RawInputs): Record<string, string> {
  const result = resultFor(calculator, readInputs(calculator, raw), raw);
  return Object.fromEntries((result?.groups ?? []).flatMap((group) => group.figures).map((figure) => [figure.name, formatFigure(figure)]));
}

/** The result section's text: summary, figures and notes. */
export const resultsText = (root: HTMLElement) => root.querySelector('section[aria-labelledby="results-title"]')?.textContent ?? "";

/**
 * What the input may have become in the page: a script, an element with an event handler,
 * a javascript: URL, or an element a payload brings (img, svg, iframe). The frame draws no
 * image, inline SVG or handler attribute of its own, so any of these is an injection.
 */
export function injectedMarkup(root: ParentNode) {
  const all = Array.from(root.querySelectorAll("*"));
  return {
    scripts: root.querySelectorAll("script:not([type='application/ld+json'])").length,
    elements: root.querySelectorAll("img, svg, iframe, object, embed, textarea").length,
    handlers: all.filter((element) => Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name))).length,
    scriptUrls: all.filter((element) =>
      ["href", "src", "action", "formaction"].some((name) => /^[\s\u0000-\u001f]*javascript:/i.test(element.getAttribute(name) ?? "")),
    ).length,
    pwned: typeof (window as unknown as { __pwned?: unknown }).__pwned,
  };
}

export const NOTHING_INJECTED = { scripts: 0, elements: 0, handlers: 0, scriptUrls: 0, pwned: "undefined" };

/** What a browser keeps of typed text in a box with this maxlength: it stops a step short rather than split a surrogate pair. */
export function cutAtMaxLength(text: string, maxLength: number): string {
  if (maxLength <= 0 || text.length <= maxLength) return text;
  let kept = "";
  for (const character of text) {
    if (kept.length + character.length > maxLength) break;
    kept += character;
  }
  return kept;
}

/** Types into a text box as Playwright's fill does: the whole value at once, cut at the box's maxlength as a browser cuts it. Returns what the box then holds. */
export function typeInto(input: HTMLInputElement, text: string): string {
  fireEvent.change(input, { target: { value: cutAtMaxLength(text, input.maxLength) } });
  return input.value;
}
