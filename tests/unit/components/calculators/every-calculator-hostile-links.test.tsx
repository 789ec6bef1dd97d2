import { cleanup } from "@testing-library/react";
import { hostileStrings } from "../../../support/hostile-strings";
import { everyCalculator } from "../../../support/calculator-sample";
import { brief, expectedView } from "../../../support/calculator-views";
import {
  actualView,
  figuresExpected,
  figuresShown,
  injectedMarkup,
  mockRouter,
  NOTHING_INJECTED,
  openCalculator,
  resetPage,
  watchEachPage,
  resultsText,
} from "./every-calculator-frame";

/*
 * Hostile links, every calculator (the jsdom half of tests/e2e/hostile-input.spec.ts's
 * links): each payload of tests/support/hostile-strings.ts in every field of a calculator's
 * link at once. The page renders without throwing or logging an error; nothing from the
 * link becomes markup (no script, no <img>/<svg> with a handler, no javascript: URL); every
 * field shows what the link held and is marked exactly as the library's readInputs judges
 * it, its message beside it; the figures are the library's (none while a field is
 * refused) and none reads NaN, Infinity or undefined. There is no 16 kB request-line limit
 * here, so the 10,000-character value goes in every field too.
 */

jest.mock("next/router", () => ({ useRouter: () => mockRouter }));

const watched = watchEachPage();

const BROKEN = /NaN|Infinity|undefined/;

test("the markup check finds a payload that did become markup (so a pass means something)", () => {
  for (const payload of hostileStrings.filter((candidate) => /<|javascript:/.test(candidate.value))) {
    const host = document.createElement("div");
    // What a sink writing the text as HTML (or into an href) would make of it.
    if (payload.value.startsWith("javascript:")) host.innerHTML = `<a href="${payload.value}">link</a>`;
    else host.innerHTML = payload.value;
    document.body.append(host);
    expect({ payload: payload.name, found: injectedMarkup(document) }).not.toEqual({ payload: payload.name, found: NOTHING_INJECTED });
    host.remove();
  }
});

describe.each(everyCalculator().map(({ slug, calculator }) => [slug, calculator] as const))("%s", (slug, calculator) => {
  const names = Object.keys(calculator.fields);
  test(`${hostileStrings.length} hostile links, the payload in every field: nothing injected, nothing thrown, each field marked as the library says`, () => {
    for (const payload of hostileStrings) {
      const label = `${slug}, ${payload.name} in every field`;
      const link = Object.fromEntries(names.filter((name) => !calculator.fields[name]!.personal).map((name) => [name, payload.value]));
      const { form, raw, view } = openCalculator(calculator, link);

      expect({ label, found: injectedMarkup(document) }).toEqual({ label, found: NOTHING_INJECTED });
      expect({ label, view: actualView(form, calculator, raw, names) }).toEqual({ label, view: expectedView(calculator, raw, names) });
      const shown = figuresShown(view.container);
      expect({ label, shown }).toEqual({ label, shown: figuresExpected(calculator, raw) });
      for (const text of Object.values(shown)) expect(`${label}: ${brief(text)}`).not.toMatch(BROKEN);
      // The summary and notes may quote the input (a word searched for): the input itself is set aside.
      expect(`${label}: ${brief(resultsText(view.container).split(payload.value).join(""))}`).not.toMatch(BROKEN);
      expect({ label, errors: watched.errors(), dialogs: watched.dialogs() }).toEqual({ label, errors: 0, dialogs: 0 });
      cleanup();
      resetPage();
    }
  });
});
