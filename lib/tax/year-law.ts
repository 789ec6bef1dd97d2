import type { IsoDate } from "./types";
import { PROPOSED_YEARS } from "./proposals";
import type { YearChanges } from "./year-changes";
import type { EnactedYear, FinancialYear } from "./years";

/*
 * The law that sets each year's values: the Finance Act (or, from Budget day until assent,
 * the Finance Bill, from lib/tax/proposals.ts) and the Rules. lib/tax/law-status.ts reads it
 * for each value's status; the year labels read the proposals alone (proposed-years.ts), so
 * pages do not carry this table.
 */

export type LawStage = "proposed" | "enacted" | "notified";

export interface LawStatus {
  stage: LawStage;
  /** the instrument: "Finance Bill, 2027", "Finance Act, 2026 (Act No. 4 of 2026)", "Income-tax Rules, 2026" */
  instrument: string;
  /** the Bill's clause, the Act's section or the notification, where one provision sets the value */
  provision?: string;
  /**
   * The status's date: a Bill's introduction, an Act's assent (or, where the assent date is
   * not recorded here, the day it applies from), a notification's date.
   */
  date: IsoDate;
}

export interface YearLaw {
  /** the Finance Act (or Bill) that sets the year's rates, with the Income-tax Act it amends */
  act: LawStatus;
  /** the Rules in force for the year */
  rules: LawStatus;
}

const RULES_1962: LawStatus = { stage: "notified", instrument: "Income-tax Rules, 1962", provision: "S.O. 969(E), as amended", date: "1962-03-26" };
const RULES_2026: LawStatus = { stage: "notified", instrument: "Income-tax Rules, 2026", provision: "G.S.R. 198(E)", date: "2026-03-20" };

/** The law of every year whose Finance Act has passed. */
const ENACTED_LAW: Readonly<Record<EnactedYear, YearLaw>> = {
  "2023-24": { act: { stage: "enacted", instrument: "Finance Act, 2023 (Act No. 8 of 2023)", date: "2023-03-31" }, rules: RULES_1962 },
  "2024-25": { act: { stage: "enacted", instrument: "Finance (No. 2) Act, 2024 (Act No. 15 of 2024)", date: "2024-08-16" }, rules: RULES_1962 },
  "2025-26": { act: { stage: "enacted", instrument: "Finance Act, 2025 (Act No. 7 of 2025)", date: "2025-03-29" }, rules: RULES_1962 },
  "2026-27": {
    act: { stage: "enacted", instrument: "Income-tax Act, 2025 (Act No. 30 of 2025) with the Finance Act, 2026 (Act No. 4 of 2026)", date: "2026-04-01" },
    rules: RULES_2026,
  },
};

/**
 * The law of every year the site computes: the enacted years above, and each year of a
 * Finance Bill's proposals (lib/tax/proposals.ts) with the Bill's status (docs/budget-day.md).
 */
export const YEAR_LAW: Readonly<Record<FinancialYear, YearLaw>> = {
  ...ENACTED_LAW,
  ...Object.fromEntries((PROPOSED_YEARS as readonly YearChanges[]).map((proposal) => [proposal.year, { act: proposal.status, rules: RULES_2026 }])),
};
