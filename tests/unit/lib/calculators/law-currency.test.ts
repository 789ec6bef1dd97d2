import { calculatorsBySlug } from "@/lib/calculators/registry";
import { defaultRawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { staleCitations } from "@/lib/content/stale-citations";
import { runnerFor } from "./run-calculator";

/*
 * The calculators' own words for tax year 2026-27 cite the 2025 Act and the 2026 Rules (the
 * content has the same test, tests/unit/content/law-currency.test.ts): their explanations,
 * FAQs and field help, and every word of a result for tax year 2026-27 (summary, figures'
 * notes, steps and their references, notes, tables).
 */

const resultText = (result: CalculatorResult | null): string[] =>
  result
    ? [
        result.summary,
        result.headline ?? "",
        ...result.groups.flatMap((group) => [group.title, ...group.figures.flatMap((figure) => [figure.label, figure.note ?? ""])]),
        ...result.breakdown.flatMap((section) => [section.title, ...section.steps.flatMap((step) => [step.label, step.reference ?? "", step.text ?? ""])]),
        ...(result.notes ?? []),
        ...(result.tables ?? []).flatMap((table) => [table.caption, ...table.rows.flat().map(String)]),
      ]
    : [];

const cases = Object.entries(calculatorsBySlug).map(([slug, calculator]) => {
  const raw = defaultRawInputs(calculator);
  // Results for the first tax year under the 2025 Act, where the calculator has a year.
  const withYear = "fy" in raw ? { ...raw, fy: "2026-27" } : raw;
  const fields = Object.values(calculator.fields).flatMap((field) => [field.label, field.help ?? ""]);
  const text = [...calculator.explanation, ...calculator.faq.flatMap((entry) => [entry.question, entry.answer]), ...fields, ...resultText(runnerFor(calculator)(withYear).result)];
  return [slug, text.filter(Boolean).join("\n")] as const;
});

test.each(cases)("%s cites the 2025 Act and the 2026 Rules wherever it speaks of tax year 2026-27", (_slug, text) => {
  expect(staleCitations(text).map(({ cited, expected, sentence }) => `${cited} without ${expected}: "${sentence.slice(0, 200)}"`)).toEqual([]);
});
