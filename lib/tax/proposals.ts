import type { YearChanges } from "./year-changes";

/*
 * The Finance Bills whose proposals the site shows before they are law: on Budget day the
 * year's one reviewed data file is added here (docs/budget-day.md), and its year joins
 * FINANCIAL_YEARS, marked "proposed" everywhere, with every table keyed by year carried
 * forward from the year before. Empty between a Finance Act and the next Budget. Data only:
 * what follows from it is in lib/tax/proposed-years.ts.
 */
export const PROPOSED_YEARS = [] as const satisfies readonly YearChanges[];
