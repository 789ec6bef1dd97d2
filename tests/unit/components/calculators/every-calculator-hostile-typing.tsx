import { isFieldVisible, queryStringFor, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { hostileStrings } from "../../../support/hostile-strings";
import { everyCalculator } from "../../../support/calculator-sample";
import { brief, expectedView, shownIn, typableFields, withoutNul } from "../../../support/calculator-views";
import {
  actualView,
  cutAtMaxLength,
  fieldElement,
  figuresExpected,
  figuresShown,
  injectedMarkup,
  messageOf,
  NOTHING_INJECTED,
  openCalculator,
  watchEachPage,
  resultsText,
  typeInto,
} from "./every-calculator-frame";

/*
 * Hostile typing, every calculator, every text and amount field (the jsdom half of
 * tests/e2e/hostile-input.spec.ts's typing): each payload of tests/support/hostile-strings.ts
 * typed into each field in turn, as Playwright's fill does (the whole text at once, cut at
 * the box's maxlength as a browser cuts it). After each field: it keeps what was typed
 * (rupee fields regrouped) and is marked as the library's readInputs judges it, with its
 * message beside it. Once the payload is in every field: nothing became markup, the whole
 * form is as the library says, the figures are the library's and none is broken,
 * nothing threw or logged an error, and the address bar is the library's link for what the
 * fields hold (personal fields never in it).
 */

/**
 * The catalogue in two parts of about equal work, so each test file stays well under a
 * minute on a loaded 2-core machine: a calculator's cost is about its text and amount
 * fields (each typed 22 times) times the size of its form (each keystroke redraws it), and
 * each calculator in turn, heaviest first, joins the lighter part.
 */
export function typingPart(which: 0 | 1) {
  const weighed = everyCalculator()
    .map((entry) => ({ ...entry, weight: typableFields(entry.calculator).length * Object.keys(entry.calculator.fields).length }))
    .sort((a, b) => b.weight - a.weight || a.slug.localeCompare(b.slug));
  const parts: [typeof weighed, typeof weighed] = [[], []];
  const load: [number, number] = [0, 0];
  for (const entry of weighed) {
    const lighter = load[0] <= load[1] ? 0 : 1;
    parts[lighter].push(entry);
    load[lighter] += entry.weight;
  }
  return parts[which];
}

/** Declares the suite for one part of the catalogue (0 or 1); the test file itself mocks next/router with mockRouter. */
export function hostileTypingSuite(which: 0 | 1) {
  const watched = watchEachPage();

  const BROKEN = /NaN|Infinity|undefined/;

  const calculators = typingPart(which);
  describe.each(calculators.map(({ slug, calculator }) => [slug, calculator] as const))("%s", (slug, calculator) => {
    const names = Object.keys(calculator.fields);
    const typable = typableFields(calculator);
    test(`${hostileStrings.length} payloads typed into each of its ${typable.length} text and amount fields: kept, marked as the library says, kept in the address, nothing injected`, () => {
      const { form, raw: opened, view } = openCalculator(calculator, null);
      const raw: RawInputs = { ...opened };
      let typed = 0;
      for (const payload of hostileStrings) {
        for (const [name, field] of typable) {
          if (!isFieldVisible(field, raw)) continue;
          const label = `${slug}, ${payload.name} typed into ${name}`;
          const input = fieldElement(form, calculator, name) as HTMLInputElement;
          const kept = typeInto(input, payload.value);
          typed += 1;
          // Kept as typed (a rupee field regroups digits), up to the box's maxlength.
          expect({ label, kept: brief(withoutNul(kept)) }).toEqual({
            label,
            kept: brief(withoutNul(shownIn(field, cutAtMaxLength(payload.value, input.maxLength)))),
          });
          raw[name] = kept;
          // Marked as the library judges it, its message beside it (the whole form is compared below).
          const message = readInputs(calculator, raw).errors[name] ?? null;
          expect({ label, invalid: input.getAttribute("aria-invalid"), message: messageOf(input)?.textContent ?? null }).toEqual({
            label,
            invalid: String(message !== null),
            message,
          });
        }
        expect({ label: payload.name, found: injectedMarkup(document) }).toEqual({ label: payload.name, found: NOTHING_INJECTED });
        const label = `${slug}, ${payload.name} in every field`;
        expect({ label, view: actualView(form, calculator, raw, names) }).toEqual({ label, view: expectedView(calculator, raw, names) });
        const shown = figuresShown(view.container);
        expect({ label, shown }).toEqual({ label, shown: figuresExpected(calculator, raw) });
        for (const text of Object.values(shown)) expect(`${label}: ${brief(text)}`).not.toMatch(BROKEN);
        expect(`${label}: ${brief(resultsText(view.container).split(payload.value).join(""))}`).not.toMatch(BROKEN);
        const address = [...new URLSearchParams(window.location.search)].map(([name, value]) => [name, brief(value)]);
        expect({ label, address }).toEqual({
          label,
          address: [...new URLSearchParams(queryStringFor(calculator, raw))].map(([name, value]) => [name, brief(value)]),
        });
        const personal = names.filter((name) => calculator.fields[name]!.personal);
        expect({ label, personalInAddress: address.filter(([name]) => personal.includes(name!)) }).toEqual({ label, personalInAddress: [] });
        expect({ label, errors: watched.errors(), dialogs: watched.dialogs() }).toEqual({ label, errors: 0, dialogs: 0 });
      }
      expect(typed).toBeGreaterThanOrEqual(hostileStrings.length);
    });
  });
}
