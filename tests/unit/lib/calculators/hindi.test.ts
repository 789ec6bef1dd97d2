import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { citeIn } from "@/lib/i18n/cite";
import { englishWordsIn } from "@/lib/i18n/english-words";
import { HINDI_CALCULATORS } from "@/lib/i18n/hindi-routes";
import type { Locale } from "@/lib/i18n/locales";
import type { Calculator, CalculatorResult, Field } from "@/lib/calculators/types";
import { runnerFor } from "./run-calculator";

/*
 * Every calculator with a Hindi catalogue, in both languages: the same figures for the same
 * inputs (only words differ), and no English word left in what the Hindi one shows, outside
 * the acronyms and names a Hindi page keeps (lib/i18n/english-words.ts).
 */

type AnyCalculator = Calculator<Record<string, Field>>;
type Localized = (locale: Locale) => AnyCalculator;

const repo = path.join(__dirname, "../../../..");
const root = path.join(repo, "lib/calculators");

/**
 * Each calculator as its Hindi page loads it: its module with only the Hindi words its page's
 * generated module and the frame's register (components/calculators/hindi, scripts/hindi-modules.mjs),
 * in a module registry of its own, so a word another calculator loaded cannot hide a missing one.
 */
const localized: [string, Localized][] = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    let make: Localized | undefined;
    jest.isolateModules(() => {
      const exports = require(path.join(root, entry.name)) as Record<string, unknown>;
      make = Object.entries(exports).find(([name, value]) => name.endsWith("In") && typeof value === "function")?.[1] as Localized | undefined;
      if (make && existsSync(path.join(repo, "components/calculators/hindi", `${entry.name}.tsx`))) {
        require(path.join(repo, "components/layout/hindi-frame"));
        require(path.join(repo, "components/calculators/hindi", entry.name));
      }
    });
    return make ? [[entry.name, make] as [string, Localized]] : [];
  });

/** Raw inputs that visit every option of every choice and both sides of every toggle, one field at a time. */
function variants(calculator: AnyCalculator): Record<string, string>[] {
  const list: Record<string, string>[] = [{}];
  for (const [name, field] of Object.entries(calculator.fields)) {
    if (field.kind === "choice") for (const option of field.options) list.push({ [name]: option.value });
    if (field.kind === "toggle") list.push({ [name]: field.defaultRaw === "1" ? "0" : "1" });
    if (field.kind === "amount") list.push({ [name]: String(field.min) }, { [name]: "abc" });
  }
  return list;
}

/** Every word a result shows, references aside (they are cited through citeIn). */
function wordsOf(result: CalculatorResult | null): string[] {
  if (!result) return [];
  return [
    result.summary,
    result.headline ?? "",
    ...(result.notes ?? []),
    ...result.groups.flatMap((group) => [group.title, group.badge ?? "", ...group.figures.flatMap((figure) => [figure.label, figure.note ?? "", typeof figure.value === "string" ? figure.value : ""])]),
    ...result.breakdown.flatMap((section) => [section.title, ...section.steps.flatMap((step) => [step.label, step.text ?? ""])]),
    ...(result.tables ?? []).flatMap((table) => [table.caption, ...table.columns, ...table.rows.flat().filter((cell): cell is string => typeof cell === "string")]),
    ...(result.chart ? [result.chart.title, ...result.chart.labels, ...result.chart.series.map((series) => series.label), result.chart.tableCaption] : []),
  ];
}

/** Figures and table values without their words: what must be the same in both languages. */
function numbersOf(result: CalculatorResult | null) {
  if (!result) return null;
  return {
    figures: result.groups.flatMap((group) => group.figures.map((figure) => [figure.name, typeof figure.value === "number" ? figure.value : typeof figure.value])),
    steps: result.breakdown.map((section) => section.steps.map((step) => step.amount ?? null)),
    tables: (result.tables ?? []).map((table) => (table.csvRows ?? table.rows).map((row) => row.filter((cell) => typeof cell === "number"))),
    chart: result.chart?.series.map((series) => series.values) ?? null,
  };
}

test("every calculator published in Hindi has a Hindi catalogue (a translated one waits for its review before it is listed)", () => {
  const translated = new Set(localized.map(([slug]) => slug));
  expect(HINDI_CALCULATORS.filter((slug) => !translated.has(slug))).toEqual([]);
});

describe.each(localized)("%s in Hindi", (_slug, make) => {
  const en = make("en");
  const hi = make("hi");
  const runEn = runnerFor(en);
  const runHi = runnerFor(hi);

  test("given the same inputs, then both languages show the same figures and find the same fields wrong", () => {
    for (const raw of variants(en)) {
      const english = runEn(raw);
      const hindi = runHi(raw);
      expect(Object.keys(hindi.errors).sort()).toEqual(Object.keys(english.errors).sort());
      expect(numbersOf(hindi.result)).toEqual(numbersOf(english.result));
    }
  });

  test("given every case, then no English word is left in the Hindi page's words", () => {
    const words = [
      hi.meta.title,
      hi.meta.description,
      ...hi.explanation,
      ...hi.faq.flatMap((entry) => [entry.question, entry.answer]),
      ...(hi.layout ?? []).map((group) => group.title ?? ""),
      ...Object.values(hi.fields).flatMap((field) => [field.label, field.help ?? "", ...(field.kind === "choice" ? field.options.map((option) => option.label) : [])]),
      ...variants(hi).flatMap((raw) => {
        const run = runHi(raw);
        return [...wordsOf(run.result), ...Object.values(run.errors).map((message) => message ?? "")];
      }),
    ];
    const left = [...new Set(words.filter((text) => englishWordsIn(text).length > 0))];
    expect(left).toEqual([]);
  });

  test("given the working's references, then most are cited in Hindi (the rest are marked as English where shown)", () => {
    const references = variants(hi).flatMap((raw) => runHi(raw).result?.breakdown.flatMap((section) => section.steps.map((step) => step.reference ?? "")) ?? []).filter(Boolean);
    const inHindi = references.filter((reference) => citeIn(reference, "hi").lang === "hi");
    expect(inHindi.length).toBeGreaterThanOrEqual(Math.ceil(references.length / 2));
  });
});
