import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { Glossary } from "@/components/content/glossary";
import { markAppHydrated } from "@/components/layout/static-island";
import type { GlossaryTerm } from "@/lib/content/schemas";

jest.mock("next/router", () => ({ __esModule: true, default: { router: null } }));

const terms: GlossaryTerm[] = [
  { term: "Assessment year", slug: "assessment-year", definition: "The year after the financial year, in which income is assessed.", related: ["financial-year"] },
  { term: "Advance tax", slug: "advance-tax", definition: "Tax paid in instalments before the return is due.", related: [] },
  { term: "Financial year", slug: "financial-year", definition: "April to March: the year income is earned.", related: ["assessment-year"] },
  { term: "TDS", slug: "tds", definition: "Tax deducted at source by the payer.", related: [] },
];

const search = () => screen.getByRole("searchbox", { name: "Search the glossary" });
const letterLinks = () =>
  within(screen.getByRole("navigation", { name: "Glossary letters" }))
    .getAllByRole("link")
    .map((link) => link.textContent);
/** The terms a person sees: those not hidden by the search (jsdom has no layout, so `hidden` is read up the tree). */
const shownTerms = () =>
  Array.from(document.querySelectorAll("dt"))
    .filter((term) => !term.closest("[hidden]"))
    .map((term) => term.textContent);

async function type(text: string) {
  await act(async () => {
    fireEvent.change(search(), { target: { value: text } });
  });
}

/** What a visitor does with the glossary, whichever way it was rendered. */
async function searchJourney() {
  expect(shownTerms()).toEqual(["Assessment year", "Advance tax", "Financial year", "TDS"]);
  expect(screen.getByRole("status")).toHaveTextContent("4 terms");
  expect(letterLinks()).toEqual(["A", "F", "T"]);

  // Matched in the definition as well as the name.
  await type("assessed");
  expect(shownTerms()).toEqual(["Assessment year"]);
  expect(screen.getByRole("status")).toHaveTextContent('1 of 4 terms match "assessed"');
  expect(letterLinks()).toEqual(["A"]);
  // A letter with nothing left is hidden with its heading.
  expect(document.getElementById("letter-T")!.closest("section")).not.toBeVisible();
  expect(document.getElementById("letter-A")!.closest("section")).toBeVisible();

  await type("year");
  expect(shownTerms()).toEqual(["Assessment year", "Financial year"]);
  expect(letterLinks()).toEqual(["A", "F"]);

  await type("no such word");
  expect(shownTerms()).toEqual([]);
  expect(screen.getByRole("status")).toHaveTextContent('0 of 4 terms match "no such word"');

  await type("");
  expect(shownTerms()).toEqual(["Assessment year", "Advance tax", "Financial year", "TDS"]);
  expect(letterLinks()).toEqual(["A", "F", "T"]);
}

describe("Glossary on the page the server rendered", () => {
  it("hydrates without a mismatch, keeps every term's anchor and related links, and filters as you type", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Glossary terms={terms} />);
    document.body.appendChild(container);
    try {
      const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
      await act(async () => {
        hydrateRoot(container, <Glossary terms={terms} />);
      });
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();

      const term = document.getElementById("assessment-year")!;
      expect(within(term).getByRole("link")).toHaveAttribute("href", "#assessment-year");
      const definition = term.nextElementSibling as HTMLElement;
      expect(within(definition).getByRole("link", { name: "Financial year" })).toHaveAttribute("href", "#financial-year");
      await searchJourney();
    } finally {
      container.remove();
    }
  });
});

describe("Glossary reached by a link (rendered on the client)", () => {
  it("filters the same way", async () => {
    markAppHydrated();
    render(<Glossary terms={terms} />);
    await searchJourney();
  });
});
