import type { Locale } from "@/lib/i18n/locales";
import { proposalNotice, proposalPhrase } from "@/lib/tax/proposal-notice";
import { isProposedYear } from "@/lib/tax/proposed-years";
import { isFinancialYear, type FinancialYear } from "@/lib/tax/years";
/**
 * What a calculator is: fields (each reads and writes one query-string parameter and
 * validates it), a pure compute() that returns figures and the steps behind them, and
 * meta for the page and the catalogue. The shared frame in components/calculators
 * renders any calculator from this description.
 */

export type CalculatorGroup = "tax-on-income" | "exemptions-deductions" | "savings-loans" | "lookups";

/** What the site's shell knows of a calculator (lib/calculators/directory.ts). */
export interface CalculatorListing {
  slug: string;
  title: string;
  /** A file under public/icons. */
  icon: string;
  group: CalculatorGroup;
}

export interface CalculatorMeta extends CalculatorListing {
  /** One sentence for the catalogue card and the meta description. */
  description: string;
  keywords: string;
}

export type FieldResult<Value> = { ok: true; value: Value } | { ok: false; message: string };

interface FieldBase<Value> {
  label: string;
  /** A line under the field: what to enter, where to find it. */
  help?: string;
  /** The query-string text of the default value. */
  defaultRaw: string;
  /** Reads the raw query-string text; a blank amount or choice means its default, a blank text field is empty. */
  read(raw: string): FieldResult<Value>;
  /**
   * Personal details (names, addresses, PANs): kept out of the address bar, so they never
   * reach a server's logs through a reload or a shared link. They live in the page only.
   */
  personal?: boolean;
  /** Hidden (and then left at its default) unless this returns true for the other values. */
  visibleWhen?: (raw: Record<string, string>) => boolean;
}

export interface AmountField extends FieldBase<number> {
  kind: "amount";
  /** Rupees are grouped the Indian way while typing and spelt out ("12 lakh 75 thousand"). */
  unit: "rupees" | "percent" | "years" | "months" | "days" | "number";
  decimals: number;
  min: number;
  max: number;
}

export interface ChoiceField<Value extends string = string> extends FieldBase<Value> {
  kind: "choice";
  options: readonly { value: Value; label: string }[];
  /**
   * The same options labelled for the other inputs (the TDS picker names each section as the
   * chosen year's Act does); the values, and so what a link may hold, never change.
   */
  labelsFor?: (raw: Readonly<Record<string, string>>) => readonly { value: Value; label: string }[];
  /** Radio buttons for two or three options, a select for more. */
  display?: "radio" | "select";
}

export interface ToggleField extends FieldBase<boolean> {
  kind: "toggle";
}

export interface TextField extends FieldBase<string> {
  kind: "text";
  maxLength: number;
  autoCapitalize?: "characters" | "none";
  placeholder?: string;
}

export type Field = AmountField | ChoiceField | ToggleField | TextField;

export type FieldValue<F> = F extends FieldBase<infer Value> ? Value : never;
export type InputOf<Fields extends Record<string, Field>> = { [Name in keyof Fields]: FieldValue<Fields[Name]> };

export type FigureFormat = "rupees" | "paise" | "percent" | "number" | "text" | "years";

/** One result figure, rendered as <output name={name}>. */
export interface Figure {
  name: string;
  label: string;
  value: number | string;
  format: FigureFormat;
  /** A short note beside the figure (e.g. the reason behind a verdict). */
  note?: string;
}

export interface FigureGroup {
  title: string;
  figures: Figure[];
  /** The better option of a comparison, drawn highlighted. */
  highlight?: boolean;
  badge?: string;
}

/** One line of the step-by-step breakdown, naming the rule behind it. */
export interface Step {
  label: string;
  amount?: number;
  text?: string;
  reference?: string;
}

export interface StepSection {
  title: string;
  steps: Step[];
}

export interface CalculatorResult {
  /** One or two sentences that answer the question the visitor came with. */
  summary: string;
  /**
   * One line naming the case and its figures, for link previews ("Tax year 2026-27, salary
   * ₹9,00,000: new regime ₹0, old regime ₹36,400"). The summary's first sentence stands in
   * where a calculator's summary already does that.
   */
  headline?: string;
  groups: FigureGroup[];
  breakdown: StepSection[];
  /** Caveats that apply to these inputs. */
  notes?: string[];
  /** Extra tables (schedules, rate tables), each with a caption, column heads and rows. */
  tables?: ResultTable[];
  /**
   * A chart where a person would rather look than read (growth over the years, principal
   * against interest). It is drawn only when it scrolls into view, and the table named by
   * `tableCaption` holds the same numbers for those who read rather than look.
   */
  chart?: ChartSpec;
}

export interface ResultTable {
  caption: string;
  columns: string[];
  /** Cells as shown; rupee amounts already formatted (the CSV keeps them as plain numbers, see `csvRows`). */
  rows: (string | number)[][];
  /** Offer the table as a CSV download under this file name (e.g. "sip-schedule.csv"). */
  csvFileName?: string;
  /** Plain values for the CSV, row for row (numbers unformatted); `rows` when absent. */
  csvRows?: (string | number)[][];
}

export interface ChartSeries {
  label: string;
  /** One value per label of the chart's x axis, in rupees. */
  values: number[];
}

export interface ChartSpec {
  /** Names the chart for screen readers and as its caption. */
  title: string;
  /** The x axis: "Year 1", "Year 2" … or calendar years. */
  labels: string[];
  /** Drawn as filled lines, in this order (the first is drawn at the back). */
  series: ChartSeries[];
  /** The caption of the table in `tables` that holds the same numbers. */
  tableCaption: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface Calculator<Fields extends Record<string, Field> = Record<string, Field>> {
  /** The language of every word the calculator shows (English when absent); figures are the same in every language. */
  locale?: Locale;
  meta: CalculatorMeta;
  fields: Fields;
  /** Field groups for the form, in order; every field name appears once. */
  layout?: { title?: string; fields: (keyof Fields & string)[] }[];
  /**
   * Rules that span fields (a sale dated before its purchase, parts that exceed the
   * whole). Runs once every field is valid on its own; a message puts that field in
   * error like any other, and no figure is shown.
   */
  validate?(input: InputOf<Fields>): Partial<Record<keyof Fields & string, string>>;
  compute(input: InputOf<Fields>): CalculatorResult;
  /**
   * For look-ups whose verdict is the result (a GSTIN, an IFSC): what to show while a
   * field is malformed, e.g. "Invalid" with the reason, besides the field's own message.
   * Without it, no figure is shown while any field is in error.
   */
  resultWhenInvalid?(errors: Partial<Record<keyof Fields & string, string>>, raw: Record<string, string>): CalculatorResult | null;
  /** What the calculator does and the law behind it, as paragraphs. */
  explanation: string[];
  faq: FaqEntry[];
}

/**
 * A result for a year whose rates are only proposed (a Finance Bill on Budget day) says so
 * in its first words, its link preview and its notes, so no screen presents a proposal as
 * law (docs/budget-day.md). Results for years in force are returned as they are.
 */
export function markProposals(result: CalculatorResult, years: readonly FinancialYear[], locale: Locale = "en"): CalculatorResult {
  const proposed = [...new Set(years)].filter(isProposedYear);
  if (proposed.length === 0) return result;
  const prefix =
    locale === "en"
      ? `Proposed, not yet law (${proposed.map((fy) => `${proposalPhrase(fy)} for tax year ${fy}`).join("; ")}): `
      : `प्रस्तावित, अभी कानून नहीं (${proposed.map((fy) => `कर वर्ष ${fy} के लिए ${proposalPhrase(fy, locale)}`).join("; ")}): `;
  return {
    ...result,
    summary: `${prefix}${result.summary}`,
    ...(result.headline ? { headline: `${prefix}${result.headline}` } : {}),
    notes: [...proposed.map((fy) => proposalNotice(fy, locale)), ...(result.notes ?? [])],
  };
}

/** The financial years among a calculator's inputs (`fy`, or the two years a comparison takes). */
const yearsIn = (input: Record<string, unknown>): FinancialYear[] => Object.values(input).filter(isFinancialYear);

/** Keeps the field names' types when a calculator is declared, and marks results of proposed years. */
export function defineCalculator<Fields extends Record<string, Field>>(calculator: Calculator<Fields>): Calculator<Fields> {
  const { compute } = calculator;
  return { ...calculator, compute: (input) => markProposals(compute(input), yearsIn(input), calculator.locale) };
}
