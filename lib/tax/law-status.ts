import type { Parameter } from "./types";
import { isProposedYear } from "./proposed-years";
import { YEAR_LAW, type LawStatus } from "./year-law";
import type { FinancialYear } from "./years";

export { YEAR_LAW, type LawStage, type LawStatus, type YearLaw } from "./year-law";

/*
 * How far each dated value has gone into law. On Budget day (1 February) the Finance Bill
 * proposes next year's rates; they are law only when the Finance Act receives assent, and
 * values set by the Rules are law when notified. The site shows a proposed figure as a
 * proposal, never as law (docs/budget-day.md).
 *
 * A value's status is its own `status` when it has one, else the status of the year it
 * belongs to: its Rules' when its reference cites the Rules, its Act's otherwise. So every
 * dated value has a status, and a year whose Act is only proposed is a proposed year.
 */

/** A reference to the Rules (a rule, a notification, a circular under them) rather than to the Act. */
const CITES_RULES = /\bRules?\b \d|\bRules, (1962|2026)\b|\bNotification\b|\brule \d/i;

/** The status of a dated value of the year: its own, else its Rules' or its Act's. */
export function statusOf(parameter: Pick<Parameter<unknown>, "reference"> & { status?: LawStatus }, fy: FinancialYear): LawStatus {
  if (parameter.status) return parameter.status;
  const law = YEAR_LAW[fy];
  return CITES_RULES.test(parameter.reference) ? law.rules : law.act;
}

/** A year whose rates are only proposed (a Finance Bill not yet enacted): lib/tax/proposals.ts. */
export { isProposedYear };

export { proposalNotice, proposalPhrase } from "./proposal-notice";
