/**
 * @jest-environment node
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultRawInputs, readInputs, resultFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import type { Calculator, Field } from "@/lib/calculators/types";
import { sharedLinkCase } from "../../e2e/shared-link-cases";

/*
 * docs/calculators.md's parameter and output table is built here from the registry, so it
 * cannot drift from the code: parameters are each calculator's fields (personal ones never
 * reach the address), outputs the `name` of every figure compute() returns. Outputs are not
 * declared anywhere, so they are collected by running each calculator on its defaults, then
 * on every option of each choice and both values of each toggle (one at a time), on the
 * browser tests' shared-link case (tests/e2e/shared-link-cases.ts: a rate typed, a valid
 * GSTIN), and on the written cases below for figures only a date or an amount brings out.
 *
 *   npx jest tests/unit/docs                  checks the file
 *   UPDATE_DOCS=1 npx jest tests/unit/docs    rewrites the table in the file
 */

type AnyCalculator = Calculator<Record<string, Field>>;

const DOC = join(process.cwd(), "docs", "calculators.md");
const START = "<!-- calculators-table:start -->";
const END = "<!-- calculators-table:end -->";

/** Cases that bring out figures no single choice or toggle does: each names why. */
const EXTRA_CASES: Record<string, RawInputs[]> = {
  // Land or a building bought before 23 July 2024 and sold after: the choice with indexation.
  "capital-gains": [{ asset: "property", buy: "2010-04-15", sell: "2026-01-15", cost: "3000000", sale: "10000000" }],
  // A rate of compensation cess: its own line.
  "gst-calculator": [{ rate: "28", cess: "12" }],
  // Words rather than a code: the list of matches; a SAC code: its service heading.
  "hsn-finder": [{ q: "rice" }, { q: "998311" }],
  // An audit required (₹2 crore turnover, 10% of it in cash) whose report was filed late.
  "tax-audit": [{ fy: "2026-27", turnover: "20000000", cashReceipts: "10", reportFiled: "2027-10-30" }],
  // A running (conveyance) allowance beside the transport allowance.
  "transport-allowance": [{ fy: "2025-26", running: "12000", regime: "old" }],
  // A return filed after its due date, past the last date of a belated return; a revised one.
  "section-234f": [{ filed: "2028-06-01" }, { kind: "revised", filed: "2028-06-01" }],
};

/** The figures' names for these inputs, laid over the defaults and read as the page reads them; none when a field is refused. */
function outputNames(calculator: AnyCalculator, raw: RawInputs): string[] {
  const full = { ...defaultRawInputs(calculator), ...raw };
  const result = resultFor(calculator, readInputs(calculator, full), full);
  return result ? result.groups.flatMap((group) => group.figures.map((figure) => figure.name)) : [];
}

function variations(slug: string, calculator: AnyCalculator): RawInputs[] {
  const cases: RawInputs[] = [{}];
  for (const [name, field] of Object.entries(calculator.fields)) {
    if (field.kind === "choice") for (const option of field.options) cases.push({ [name]: option.value });
    if (field.kind === "toggle") cases.push({ [name]: "1" }, { [name]: "0" });
  }
  return [...cases, sharedLinkCase(slug, calculator).raw, ...(EXTRA_CASES[slug] ?? [])];
}

/** Every output name a calculator can show, in the order they first appear. */
function allOutputs(slug: string, calculator: AnyCalculator): string[] {
  const names = new Set<string>();
  for (const raw of variations(slug, calculator)) for (const name of outputNames(calculator, raw)) names.add(name);
  return [...names];
}

const MONTHLY = /month/i;
const DATE_FORMAT = /YYYY-MM(-DD)?/;

/** A unit hint read from the field itself: `(1/0)`, `(%)`, `(monthly)`, a date's format, a short choice's values. */
function hint(name: string, field: Field): string {
  switch (field.kind) {
    case "toggle":
      return " (1/0)";
    case "choice":
      return field.options.length <= 3 ? ` (${field.options.map((option) => option.value).join("/")})` : "";
    case "amount":
      if (field.unit === "percent") return " (%)";
      if (["years", "months", "days"].includes(field.unit) && field.unit !== name) return ` (${field.unit})`;
      return field.unit === "rupees" && MONTHLY.test(field.label) ? " (monthly)" : "";
    case "text": {
      const format = DATE_FORMAT.exec(field.label) ?? DATE_FORMAT.exec(field.placeholder ?? "");
      return format ? ` (${format[0]})` : "";
    }
  }
}

function calculatorsTable(): string {
  const rows = Object.entries(calculatorsBySlug).map(([slug, calculator]) => {
    const parameters = Object.entries(calculator.fields)
      .filter(([, field]) => !field.personal)
      .map(([name, field]) => `\`${name}\`${hint(name, field)}`);
    const outputs = allOutputs(slug, calculator).map((name) => `\`${name}\``);
    return `| [${slug}](/tools-and-calculators/${slug}) | ${parameters.join(", ")} | ${outputs.join(", ")} |`;
  });
  return ["| calculator | parameters | outputs |", "|---|---|---|", ...rows].join("\n");
}

function between(text: string): string | null {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) return null;
  return text.slice(start + START.length, end).trim();
}

describe("docs/calculators.md: the parameter and output table", () => {
  const table = calculatorsTable();

  test("every calculator shows at least one output on its defaults or a variation", () => {
    const silent = Object.entries(calculatorsBySlug)
      .filter(([slug, calculator]) => allOutputs(slug, calculator).length === 0)
      .map(([slug]) => slug);
    expect(silent).toEqual([]);
  });

  test("the written cases bring out the outputs shown only in some cases", () => {
    expect(allOutputs("capital-gains", calculatorsBySlug["capital-gains"]!)).toContain("taxWithIndexation");
    expect(allOutputs("section-234f", calculatorsBySlug["section-234f"]!)).toEqual(
      expect.arrayContaining(["revisedFee", "revisedFeeFrom", "pastRevisedDate", "pastBelatedDate"]),
    );
  });

  test("matches the registry between its markers (UPDATE_DOCS=1 rewrites it)", () => {
    const text = readFileSync(DOC, "utf8");
    if (process.env.UPDATE_DOCS === "1") {
      const start = text.indexOf(START);
      const end = text.indexOf(END);
      if (start < 0 || end < start) throw new Error(`${DOC} needs the markers ${START} and ${END}`);
      writeFileSync(DOC, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
      return;
    }
    expect(between(text)).toBe(table);
  });
});
