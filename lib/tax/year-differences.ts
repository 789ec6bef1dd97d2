import type { Locale } from "@/lib/i18n/locales";
import { AUDIT_RULES_BY_YEAR } from "./audit-parameters";
import { REVISED_RETURN_RULES } from "./late-fee-revised";
import { rulesFor } from "./parameters";
import { RETURN_DUE_DATES } from "./return-due-dates";
import { complianceRulesFor } from "./parameters/compliance";
import { statusOf, YEAR_LAW, type LawStatus } from "./law-status";
import { YEAR_DIFFERENCES_TEXT } from "./year-differences-text";
import { startYearOf, type FinancialYear } from "./years";

/*
 * Every value that differs between two years' rules, found by walking the registry (the
 * engine's YearRules and the compliance rules), never written by hand: on Budget day the
 * comparison page lists what the Finance Bill changes the moment its year is added
 * (docs/budget-day.md), and today it lists what changed from FY 2025-26 to tax year 2026-27.
 */

/** A dated value of the registry: a parameter, a slab or surcharge table, or a rate that changed in the year. */
interface Dated {
  reference: string;
  effectiveFrom: string;
  unit: string;
  status?: LawStatus;
}

export interface ValueChange {
  /** where it sits in the registry: "regimes.new.standardDeduction" */
  path: string;
  /** what it is, for the reader: "New regime: standard deduction" */
  label: string;
  unit: string;
  /** the value in each year: a number, a date, a list or a table */
  from: unknown;
  to: unknown;
  /** the later year's reference (the Bill's clause for a proposal) and its status */
  reference: string;
  status: LawStatus;
}

const isDated = (value: unknown): value is Dated =>
  typeof value === "object" && value !== null && "reference" in value && "effectiveFrom" in value && "unit" in value;

/** The part of a dated value that is law: its value, or its bands; not its reference, date or note. */
function substance(dated: Dated): unknown {
  const { reference: _reference, effectiveFrom: _effectiveFrom, note: _note, status: _status, ...rest } = dated as Dated & { note?: string };
  return rest;
}

/** Dates inside a value moved by whole years, so a due date on the same day of a later year is not a change. */
function shiftDates(value: unknown, years: number): unknown {
  if (value === undefined) return undefined;
  return JSON.parse(
    JSON.stringify(value).replace(/"(\d{4})-(\d{2})-(\d{2})"/g, (_match, year: string, month: string, day: string) => `"${Number(year) + years}-${month}-${day}"`),
  );
}

function words(name: string, locale: Locale): string {
  const table = YEAR_DIFFERENCES_TEXT[locale].words;
  if (Object.hasOwn(table, name)) return table[name] ?? "";
  return name.replace(/([a-z])([A-Z0-9])/g, "$1 $2").toLowerCase();
}

function labelOf(path: readonly string[], locale: Locale): string {
  const whole = YEAR_DIFFERENCES_TEXT[locale].pathLabels[path.join(".")];
  if (whole) return whole;
  const parts = path.map((name) => words(name, locale)).filter(Boolean);
  const [first = "", ...rest] = parts;
  const head = first.charAt(0).toUpperCase() + first.slice(1);
  return rest.length > 0 ? `${head}: ${rest.join(", ")}` : head;
}

function walk(from: unknown, to: unknown, path: string[], years: number, fy: FinancialYear, changes: ValueChange[], locale: Locale): void {
  // A provision's name ("section 44AB" -> "section 63") is a renumbering, not a change of law's substance.
  if (isDated(to) && to.unit === "text") return;
  if (isDated(to)) {
    const before = isDated(from) ? substance(from) : from;
    if (JSON.stringify(shiftDates(before, years)) !== JSON.stringify(substance(to))) {
      const value = (dated: unknown) => (isDated(dated) ? ((dated as { value?: unknown }).value ?? substance(dated)) : dated);
      changes.push({ path: path.join("."), label: labelOf(path, locale), unit: to.unit, from: value(from), to: value(to), reference: to.reference, status: statusOf(to, fy) });
    }
    return;
  }
  if (Array.isArray(to) && to.every(isDated)) {
    // A rate that changed during the year (FY 2024-25's 111A): compare the whole list, report the year's last value.
    // What changes for the later year is its values against the value in force at the end of the earlier one.
    const endOfFrom = Array.isArray(from) && isDated(from.at(-1)) ? [substance(from.at(-1) as Dated)] : from;
    const strip = (list: unknown) => (Array.isArray(list) ? list.map((item) => (isDated(item) ? substance(item) : item)) : list);
    if (JSON.stringify(shiftDates(endOfFrom, years)) !== JSON.stringify(strip(to))) {
      const last = to.at(-1) as Dated & { value?: unknown };
      const before = Array.isArray(from) ? (from.at(-1) as { value?: unknown } | undefined)?.value : undefined;
      changes.push({ path: path.join("."), label: labelOf(path, locale), unit: last.unit, from: before, to: last.value, reference: last.reference, status: statusOf(last, fy) });
    }
    return;
  }
  if (to === undefined && isDated(from)) {
    // A rule of the earlier year that the later one no longer has (the s.271B penalty in 2026-27).
    changes.push({ path: path.join("."), label: labelOf(path, locale), unit: from.unit, from: (from as { value?: unknown }).value ?? substance(from), to: undefined, reference: "", status: YEAR_LAW[fy].act });
    return;
  }
  const objectOrEmpty = (value: unknown) => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  if ((typeof to === "object" && to !== null) || (to === undefined && typeof from === "object" && from !== null)) {
    const later = objectOrEmpty(to);
    const earlier = objectOrEmpty(from);
    const keys = [...Object.keys(later), ...Object.keys(earlier).filter((key) => !Object.hasOwn(later, key))];
    for (const key of keys) walk(earlier[key], later[key], [...path, key], years, fy, changes, locale);
  }
}

/** Every value of `to`'s rules that differs from `from`'s, in the registry's order. Works for any pair of years; `locale` is the language of the labels. */
export function yearDifferences(from: FinancialYear, to: FinancialYear, locale: Locale = "en"): ValueChange[] {
  const years = startYearOf(to) - startYearOf(from);
  const changes: ValueChange[] = [];
  const { financialYear: _a, act: _actFrom, ...incomeFrom } = rulesFor(from);
  const { financialYear: _b, act: _actTo, ...incomeTo } = rulesFor(to);
  walk(incomeFrom, incomeTo, [], years, to, changes, locale);
  walk(complianceRulesFor(from), complianceRulesFor(to), [], years, to, changes, locale);
  walk({ returnDueDates: RETURN_DUE_DATES[from], revisedReturn: REVISED_RETURN_RULES[from] }, { returnDueDates: RETURN_DUE_DATES[to], revisedReturn: REVISED_RETURN_RULES[to] }, [], years, to, changes, locale);
  const { auditSection: _auditFrom, ...auditFrom } = AUDIT_RULES_BY_YEAR[from] as unknown as Record<string, unknown>;
  const { auditSection: _auditTo, ...auditTo } = AUDIT_RULES_BY_YEAR[to] as unknown as Record<string, unknown>;
  walk({ audit: auditFrom }, { audit: auditTo }, [], years, to, changes, locale);
  return changes;
}
