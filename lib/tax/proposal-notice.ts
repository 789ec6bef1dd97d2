import { isProposedYear, proposalOf } from "./proposed-years";
import { isTaxYearUnder2025Act, type FinancialYear } from "./years";

/*
 * The words every screen of a proposed year shows (docs/budget-day.md), read from the
 * proposal itself, so a calculator page does not carry the enacted years' law (YEAR_LAW).
 */

/** "as proposed in the Finance Bill, 2027" for a proposed year; "" for a year in force. */
export function proposalPhrase(fy: FinancialYear): string {
  return isProposedYear(fy) ? `as proposed in the ${proposalOf(fy)?.status.instrument}` : "";
}

/** The sentence every screen of a proposed year shows with its figures; "" for a year in force. */
export function proposalNotice(fy: FinancialYear): string {
  const proposal = proposalOf(fy);
  if (!proposal || proposal.status.stage !== "proposed") return "";
  const act = isTaxYearUnder2025Act(fy) ? "the Income-tax Act, 2025" : "the Income-tax Act, 1961";
  return `The figures for tax year ${fy} are ${proposalPhrase(fy)} (introduced ${proposal.status.date}), not law: Parliament may change them before the Finance Act amends ${act}.`;
}
