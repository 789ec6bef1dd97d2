import { NPS_ENTRY_AGE, NPS_EXIT_RULES } from "@/lib/finance/nps";
import { choice, percent, rupees, years } from "../fields";

/** Who holds the account: it picks the exit rules (PFRDA's 2025 amendment treats the two differently). */
export type NpsSector = "non-government" | "government";

/** The rule set of lib/finance/nps.ts that applies to each sector today (after the December 2025 amendment). */
export const EXIT_RULES_BY_SECTOR = {
  "non-government": "2025-non-government",
  government: "2025-government",
} as const satisfies Record<NpsSector, keyof typeof NPS_EXIT_RULES>;

/** The latest age to which either sector may defer exit (85 under the 2025 amendment). */
const LATEST_EXIT_AGE = Math.max(...Object.values(EXIT_RULES_BY_SECTOR).map((set) => NPS_EXIT_RULES[set].latestExitAge.value));
/** The age at which exit counts as normal rather than premature (60 in both sectors). */
export const NORMAL_EXIT_AGE = NPS_EXIT_RULES["2025-non-government"].normalExitAge.value;

/** The least a Tier I contribution may be (PFRDA: ₹500 a contribution, ₹1,000 a year). */
const MINIMUM_CONTRIBUTION = 500;
/**
 * ₹10 lakh a month: NPS has no upper limit, but together with the other bounds this keeps
 * even a 67-year schedule at 20% far inside exact arithmetic.
 */
const MAXIMUM_CONTRIBUTION = 10_00_000;

export const fields = {
  sector: choice<NpsSector>({
    label: "Your NPS account",
    help: "Government: Central or State Government employees in NPS. Non-government: All-Citizen and corporate subscribers. It sets the least share that must buy an annuity.",
    options: [
      { value: "non-government", label: "All-Citizen or corporate" },
      { value: "government", label: "Government employee" },
    ],
    default: "non-government",
  }),
  age: years({
    label: "Your age now",
    help: `NPS accepts subscribers from ${NPS_ENTRY_AGE.min} to ${NPS_ENTRY_AGE.max}.`,
    default: 30,
    min: NPS_ENTRY_AGE.min,
    max: NPS_ENTRY_AGE.max,
  }),
  exitAge: years({
    label: "Age at exit",
    help: `${NORMAL_EXIT_AGE} is the normal exit (retirement). You may defer up to ${LATEST_EXIT_AGE}; exit before ${NORMAL_EXIT_AGE} is a premature exit, with at least 80% in an annuity.`,
    default: NORMAL_EXIT_AGE,
    min: NPS_ENTRY_AGE.min + 1,
    max: LATEST_EXIT_AGE,
  }),
  monthly: rupees({
    label: "Contribution a month",
    help: "Your own contribution plus your employer's, if any. The least NPS accepts is ₹500 a contribution and ₹1,000 a year.",
    default: 10_000,
    min: MINIMUM_CONTRIBUTION,
    max: MAXIMUM_CONTRIBUTION,
  }),
  increase: percent({
    label: "Yearly increase in the contribution",
    help: "Raise the contribution each year as your pay grows; 0 keeps it the same.",
    default: 0,
    max: 20,
  }),
  rate: percent({
    label: "Expected return, a year",
    help: "NPS returns are market-linked, not guaranteed. 8% to 10% is a common long-run assumption for a mix of equity and debt.",
    default: 10,
    max: 20,
  }),
  annuity: percent({
    label: "Share of the corpus used to buy an annuity",
    help: "At least 20% (All-Citizen and corporate) or 40% (government) at a normal exit, and at least 80% before 60; a small corpus may be taken wholly as a lump sum.",
    default: 40,
    max: 100,
  }),
  annuityRate: percent({
    label: "Annuity rate, a year",
    help: "What the insurer pays each year on the annuity price; life annuities have paid about 5% to 7%.",
    default: 6,
    min: 1,
    max: 15,
  }),
};
