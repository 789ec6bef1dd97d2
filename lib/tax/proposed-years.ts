import { PROPOSED_YEARS } from "./proposals";
import type { YearChanges } from "./year-changes";

/** The years of the Finance Bills' proposals (none between Budgets). */
export type ProposedYear = (typeof PROPOSED_YEARS)[number]["year"];

const proposals = PROPOSED_YEARS as readonly YearChanges[];

/** Their years, oldest first (a list, since between Budgets the tuple is empty). */
export const PROPOSED_YEAR_LABELS: readonly ProposedYear[] = proposals.map((proposal) => proposal.year as ProposedYear);

/**
 * Whether the year's rates are only proposed: its Finance Bill is among the proposals and not
 * yet enacted. Read from the proposals themselves (YEAR_LAW derives from them), so the year
 * labels of every page do not carry the enacted years' law.
 */
export function isProposedYear(fy: string): boolean {
  return proposalOf(fy)?.status.stage === "proposed";
}

/** The proposal for a year, if the year is one (its Bill and clauses). */
export function proposalOf(fy: string): YearChanges | undefined {
  return proposals.find((proposal) => proposal.year === fy);
}
