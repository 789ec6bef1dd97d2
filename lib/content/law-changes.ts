import type { IsoDate } from "@/lib/tax/types";

/*
 * When the law that content speaks of last changed, by topic. Each content page, article and
 * guide records the day it was last checked against the law and the topics it depends on
 * (`lawCheck` in its front matter or JSON); a test fails any page whose topic changed after
 * its check (tests/unit/content/law-currency.test.ts). A new Finance Act, Rules amendment or
 * circular that changes what pages say is one entry here, and the test then lists the pages
 * to read again.
 */

export const LAW_TOPICS = [
  /** slabs, rebate, surcharge, cess, the two regimes */
  "income-tax-rates",
  /** standard deduction, HRA, allowances, perquisites, gratuity, leave encashment */
  "salary",
  /** the 80C to 80U family */
  "deductions",
  "capital-gains",
  "crypto",
  "tds-tcs",
  /** ITR forms, due dates, verification, belated, revised and updated returns, fees, refunds, notices */
  "returns",
  /** presumptive income, tax audit, MAT, books */
  "business",
  "advance-tax",
  "gst",
  /** the names and numbers of prescribed forms */
  "forms",
  /** EPF, PPF, SSY, NPS rates */
  "savings-schemes",
] as const;

export type LawTopic = (typeof LAW_TOPICS)[number];

export interface LawChange {
  /** the instrument, as a reader would look it up */
  name: string;
  /**
   * The day the change was published or took effect, whichever is later: a page checked
   * before it cannot have taken it into account.
   */
  date: IsoDate;
  topics: readonly LawTopic[];
  /** what changed, briefly, with its reference */
  summary: string;
}

/** Oldest first. */
export const LAW_CHANGES: readonly LawChange[] = [
  {
    name: "GST rate rationalisation (56th GST Council; the rate notifications of 17 September 2025)",
    date: "2025-09-22",
    topics: ["gst"],
    summary: "Two main rates of 5% and 18%, a 40% rate for a few goods, from 22 September 2025 (56th GST Council meeting).",
  },
  {
    name: "Code on Social Security, 2020 in force",
    date: "2025-11-21",
    topics: ["salary"],
    summary: "Gratuity under the Code instead of the Payment of Gratuity Act, 1972; fixed-term employees after one year.",
  },
  {
    name: "EPF interest rate for 2025-26",
    date: "2026-03-02",
    topics: ["savings-schemes"],
    summary: "8.25% for 2025-26, recommended by the EPFO's Central Board of Trustees on 2 March 2026.",
  },
  {
    name: "Income-tax Act, 2025 and the Finance Act 2026 (Act No. 4 of 2026)",
    date: "2026-04-01",
    topics: ["income-tax-rates", "salary", "deductions", "capital-gains", "crypto", "tds-tcs", "returns", "business", "advance-tax"],
    summary:
      "Every section renumbered from tax year 2026-27; new return due dates (s.263), revised-return fee (s.428(b)), audit fee (s.428(c)), MAT at 14% as a final tax (s.206), updated returns after a reassessment notice, TCS changes (s.394), buyback receipts as capital gains, STT rates.",
  },
  {
    name: "Income-tax Rules, 2026 (G.S.R. 198(E), 20 March 2026)",
    date: "2026-04-01",
    topics: ["forms", "salary", "tds-tcs"],
    summary: "Every form renumbered (Form 124, 121, 130, 168, 26 ...), the HRA and allowance rules restated, in force from 1 April 2026.",
  },
  {
    name: "Income-tax (Second Amendment) Rules, 2026, as corrected (G.S.R. 262(E), 10 April 2026)",
    date: "2026-04-10",
    topics: ["returns"],
    summary: "ITR-1 and ITR-4 for AY 2026-27 take up to two house properties.",
  },
];

/** The changes to a page's topics made after it was checked, oldest first. */
export function changesSince(checked: string, topics: readonly string[]): LawChange[] {
  return LAW_CHANGES.filter((change) => change.date > checked && change.topics.some((topic) => topics.includes(topic)));
}
