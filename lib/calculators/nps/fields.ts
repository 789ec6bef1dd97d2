import { NPS_ENTRY_AGE, NPS_EXIT_RULES } from "@/lib/finance/nps";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, percent, rupees, years } from "../fields";
import { NPS_TEXT } from "./text";

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

export function fieldsIn(locale: Locale) {
  const t = messagesFor(NPS_TEXT, locale);
  return {
    sector: choice<NpsSector>({
      locale,
      label: t.sector,
      help: t.sectorHelp,
      options: [
        { value: "non-government", label: t.sectorOptions["non-government"] },
        { value: "government", label: t.sectorOptions.government },
      ],
      default: "non-government",
    }),
    age: years({
      locale,
      label: t.age,
      help: t.ageHelp(NPS_ENTRY_AGE.min, NPS_ENTRY_AGE.max),
      default: 30,
      min: NPS_ENTRY_AGE.min,
      max: NPS_ENTRY_AGE.max,
    }),
    exitAge: years({
      locale,
      label: t.exitAge,
      help: t.exitAgeHelp(NORMAL_EXIT_AGE, LATEST_EXIT_AGE),
      default: NORMAL_EXIT_AGE,
      min: NPS_ENTRY_AGE.min + 1,
      max: LATEST_EXIT_AGE,
    }),
    monthly: rupees({
      locale,
      label: t.monthly,
      help: t.monthlyHelp,
      default: 10_000,
      min: MINIMUM_CONTRIBUTION,
      max: MAXIMUM_CONTRIBUTION,
    }),
    increase: percent({
      locale,
      label: t.increase,
      help: t.increaseHelp,
      default: 0,
      max: 20,
    }),
    rate: percent({
      locale,
      label: t.rate,
      help: t.rateHelp,
      default: 10,
      max: 20,
    }),
    annuity: percent({
      locale,
      label: t.annuity,
      help: t.annuityHelp,
      default: 40,
      max: 100,
    }),
    annuityRate: percent({
      locale,
      label: t.annuityRate,
      help: t.annuityRateHelp,
      default: 6,
      min: 1,
      max: 15,
    }),
  };
}

export const fields = fieldsIn("en");
