import type { YearChanges } from "./year-changes";

/*
 * The Finance Bills whose proposals the site shows before they are law: on Budget day the
 * year's one reviewed data file is added here (docs/budget-day.md), and its year joins
 * FINANCIAL_YEARS, marked "proposed" everywhere, with every table keyed by year carried
 * forward from the year before. Empty between a Finance Act and the next Budget.
 */
export const PROPOSED_YEARS = [] as const satisfies readonly YearChanges[];

/** The years of the proposals above (none between Budgets). */
export type ProposedYear = (typeof PROPOSED_YEARS)[number]["year"];

/** Their years, oldest first (typed as a list, since between Budgets the tuple above is empty). */
export const PROPOSED_YEAR_LABELS: readonly ProposedYear[] = (PROPOSED_YEARS as readonly YearChanges[]).map((proposal) => proposal.year as ProposedYear);
