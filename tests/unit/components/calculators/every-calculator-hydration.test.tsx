import { act, cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { LinkInputsProvider } from "@/components/calculators/link-inputs-context";
import { rawInputsFromQuery } from "@/lib/calculators/read-inputs";
import { everyCalculator } from "../../../support/calculator-sample";
import type { AnyCalculator } from "../../../support/calculator-views";
import { expectedFigures, sharedLinkCase } from "../../../e2e/shared-link-cases";
import { figuresShown, keepChartsOutOfView, mockRouter, resetPage } from "./every-calculator-frame";

/*
 * Every calculator's server HTML hydrates as it is: the bare page as the build prerenders it
 * and a shared link as pages/tools-and-calculators/[slug]/with-inputs.tsx renders it. React
 * in development (as Jest runs it) reports any text or attribute the client would render
 * differently, so a figure, a field or a message that the server and the browser disagree
 * on fails here for every calculator. The browser (tests/e2e/shared-links.spec.ts) reads
 * every calculator's served figures and hydrates a sample in Chromium, whose number
 * formatting is its own.
 */

jest.mock("next/router", () => ({ useRouter: () => mockRouter }));

keepChartsOutOfView();

afterEach(() => {
  cleanup();
  resetPage();
  document.body.innerHTML = "";
});

/**
 * Renders on the "server", hydrates that HTML (changed by `alter` first, to plant a
 * difference), and returns the figures before and after, with every error reported.
 */
async function hydrateServerHtml(calculator: AnyCalculator, query: Record<string, string> | null, alter = (html: string) => html) {
  let page = <CalculatorPage calculator={calculator} />;
  if (query) {
    // A page with getServerSideProps has its query on the server and in the first client render alike.
    mockRouter.isReady = true;
    mockRouter.query = query;
    page = <LinkInputsProvider raw={rawInputsFromQuery(calculator, query)}>{page}</LinkInputsProvider>;
  }
  const container = document.createElement("div");
  container.innerHTML = alter(renderToString(page));
  document.body.appendChild(container);
  const served = figuresShown(container);
  const servedHtml = container.innerHTML;

  const errors: string[] = [];
  const consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(" ")));
  try {
    await act(async () => {
      render(page, { container, hydrate: true, onRecoverableError: (error) => errors.push(`recoverable: ${String(error)}`) });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { served, servedHtml, hydrated: figuresShown(container), errors };
}

describe.each(everyCalculator().map(({ slug, calculator }) => [slug, calculator] as const))("%s", (slug, calculator) => {
  test("the bare page's server HTML hydrates with no difference reported", async () => {
    const { served, hydrated, errors } = await hydrateServerHtml(calculator, null);
    expect(errors).toEqual([]);
    expect(hydrated).toEqual(served);
  });

  test("a shared link's server HTML holds the link's figures and hydrates with no difference reported", async () => {
    const { raw, query } = sharedLinkCase(slug, calculator);
    const { served, servedHtml, hydrated, errors } = await hydrateServerHtml(calculator, Object.fromEntries(new URLSearchParams(query)));
    const expected = expectedFigures(calculator, raw);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(served).toEqual(expected);
    expect(servedHtml).not.toBe("");
    expect(errors).toEqual([]);
    expect(hydrated).toEqual(expected);
  });
});

// The check must be able to fail: a page that renders differently on the client is reported.
test("a difference between the server's HTML and the client's render is reported", async () => {
  const { calculator } = everyCalculator()[0]!;
  const { errors } = await hydrateServerHtml(calculator, null, (html) => html.replace(/<output([^>]*)>[^<]*</, "<output$1>₹999<"));
  expect(errors.join("\n")).toMatch(/hydrat/i);
});
