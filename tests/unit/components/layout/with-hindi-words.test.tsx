import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { withHindiWords } from "@/components/layout/with-hindi-words";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";
import { InLanguage } from "../../../support/in-language";

/*
 * A form loads its own Hindi words (withHindiWords): on a Hindi page through its words module,
 * until that module has marked them loaded; inside another form's words, at once; on an English
 * page, never.
 */

const through: string[] = [];
const wordsFor = (name: string) =>
  function Words({ children }: { children: ReactNode }) {
    through.push(name);
    return <>{children}</>;
  };

const Inner = withHindiWords("form:inner", wordsFor("inner"), () => <p>inner</p>);
const Outer = withHindiWords("form:outer", wordsFor("outer"), () => <Inner />);

beforeEach(() => (through.length = 0));

test("given an English page, then the form renders without loading any words", () => {
  render(
    <InLanguage locale="en">
      <Outer />
    </InLanguage>,
  );
  expect(screen.getByText("inner")).toBeInTheDocument();
  expect(through).toEqual([]);
});

test("given a Hindi page, then the form goes through its words, and a form inside it is covered by them", () => {
  render(
    <InLanguage locale="hi">
      <Outer />
    </InLanguage>,
  );
  expect(screen.getByText("inner")).toBeInTheDocument();
  expect(through).toEqual(["outer"]);
});

test("given its words already loaded in the browser, then the form renders at once", () => {
  markHindiLoaded("form:inner");
  render(
    <InLanguage locale="hi">
      <Inner />
    </InLanguage>,
  );
  expect(screen.getByText("inner")).toBeInTheDocument();
  expect(through).toEqual([]);
});
