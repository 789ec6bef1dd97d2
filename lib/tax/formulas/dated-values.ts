import type { DatedValues, IsoDate, Parameter } from "../types";

/**
 * The entry of a dated series in force on `day`: the last one whose `effectiveFrom` is on
 * or before it. An entry enacted before the year starts applies from the year's start, so
 * when every entry is later than `day` the first one is returned.
 */
export function valueInForceOn(series: DatedValues, day: IsoDate): Parameter {
  const first = series[0];
  if (!first) throw new RangeError("A dated series needs at least one value");
  let current = first;
  for (const entry of series) {
    if (entry.effectiveFrom <= day) current = entry;
  }
  return current;
}

/**
 * The periods of a year for a dated series: the first runs from the start of the year,
 * each later one from its entry's `effectiveFrom`.
 */
export function periodsOfYear(series: DatedValues, yearStart: IsoDate): { from: IsoDate; parameter: Parameter }[] {
  return series.map((parameter, index) => ({
    from: index === 0 || parameter.effectiveFrom < yearStart ? yearStart : parameter.effectiveFrom,
    parameter,
  }));
}
