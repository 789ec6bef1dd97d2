import { FINANCIAL_YEARS, startYearOf, type EnactedYear, type FinancialYear } from "./years";

/*
 * Tables keyed by year hold an entry for each enacted year. A year of a Finance Bill's
 * proposals (lib/tax/proposals.ts) takes the year before's entry unless the Bill changes it,
 * with the dates inside its values moved by the years between (a return due on 31 July 2027
 * is due on 31 July 2028 a year later). References and effective dates stay: the value is
 * carried over, as the law carries it until it is changed (docs/budget-day.md).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A copy of `node` whose date strings inside `value` fields (not `effectiveFrom` or references) are moved by `years`. */
function withValueDatesMoved(node: unknown, years: number, insideValue = false): unknown {
  if (typeof node === "string") {
    const date = insideValue ? ISO_DATE.exec(node) : null;
    return date ? `${Number(date[1]) + years}-${date[2]}-${date[3]}` : node;
  }
  if (Array.isArray(node)) return node.map((item) => withValueDatesMoved(item, years, insideValue));
  if (typeof node === "object" && node !== null) {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withValueDatesMoved(value, years, insideValue || key === "value")]));
  }
  return node;
}

/** Every year of FINANCIAL_YEARS: the enacted years' entries, and each later year carried forward from the one before. */
export function forEveryYear<T>(enacted: Readonly<Record<EnactedYear, T>>): Readonly<Record<FinancialYear, T>> {
  const table: Record<string, T> = { ...enacted };
  let previous: FinancialYear | undefined;
  for (const fy of FINANCIAL_YEARS) {
    if (!Object.hasOwn(table, fy) && previous !== undefined) {
      table[fy] = withValueDatesMoved(table[previous], startYearOf(fy) - startYearOf(previous)) as T;
    }
    previous = fy;
  }
  return table as Record<FinancialYear, T>;
}
