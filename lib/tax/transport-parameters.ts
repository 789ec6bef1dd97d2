import type { IsoDate, Parameter } from "./types";
import { actAndSection } from "./sections";
import { byAct, type FinancialYear } from "./years";
import { flag, inr } from "./parameters/helpers";

/*
 * Transport allowance (docs/tax-methods.md §11): the exemption under s.10(14)(ii) for an
 * employee who is blind, deaf and dumb, or orthopaedically handicapped with disability of
 * the lower extremities (Rule 2BB(2) of the Income-tax Rules, 1962); nothing for other
 * employees since FY 2018-19, when the standard deduction replaced the ₹1,600 a month;
 * and the running allowance of employees of a transport system. From tax year 2026-27
 * the allowances are prescribed by the Income-tax Rules, 2026.
 */

export const QUALIFYING_DISABILITIES = ["blind", "deafDumb", "lowerLimbs"] as const;
export type QualifyingDisability = (typeof QUALIFYING_DISABILITIES)[number];

export interface TransportRules {
  /** allowances are salary; only the part exempt under s.10(14) is left out; for references */
  allowanceIsSalary: Parameter<string>;
  /** exemption for an employee without a qualifying disability, per month (nil since FY 2018-19) */
  ordinaryMonthlyLimit: Parameter;
  /** exemption for a qualifying employee, per month: in the listed cities and elsewhere (the same before tax year 2026-27) */
  disabledMonthlyLimit: { listedCities: Parameter; elsewhere: Parameter };
  /** the cities of the higher limit, for labels (empty when there is one limit) */
  listedCities: Parameter<readonly string[]>;
  /** the disabilities that qualify */
  qualifyingDisabilities: Parameter<readonly QualifyingDisability[]>;
  /** whether the exemption for a qualifying employee survives the new regime (s.115BAC(2)) */
  disabledInNewRegime: Parameter<boolean>;
  /** running allowance of a transport-system employee without daily allowance: percent exempt */
  runningAllowanceExemptPercent: Parameter;
  /** ... up to this a month */
  runningAllowanceMonthlyCap: Parameter;
  /** whether the running-allowance exemption survives the new regime */
  runningAllowanceInNewRegime: Parameter<boolean>;
}

const RULES_1962 = "Income-tax Rules, 1962, Rule 2BB(2), Table";

const DISABLED_LIMIT_1962 = inr(
  3_200,
  "2015-04-01",
  `${RULES_1962}, serial 11, under s.10(14)(ii) of the Income-tax Act, 1961 (₹3,200 a month since 1 April 2015, Income-tax (6th Amendment) Rules 2015, Notification 39/2015; deaf and dumb employees added by Notification 75/2015)`,
);

const rules1961: TransportRules = {
  allowanceIsSalary: {
    value: "salary",
    unit: "text",
    effectiveFrom: "2023-04-01",
    reference: "Income-tax Act, 1961, s.15 and s.17(1) (allowances are part of salary; only the part exempt under s.10(14) is left out)",
  },
  ordinaryMonthlyLimit: inr(
    0,
    "2018-04-01",
    `${RULES_1962}, serial 10 omitted by the Income-tax (Third Amendment) Rules 2018 (Notification 17/2018) from AY 2019-20; the standard deduction of s.16(ia) (Finance Act 2018) replaced the ₹1,600 a month`,
  ),
  disabledMonthlyLimit: { listedCities: DISABLED_LIMIT_1962, elsewhere: DISABLED_LIMIT_1962 },
  listedCities: { value: [], unit: "list", effectiveFrom: "2015-04-01", reference: `${RULES_1962}, serial 11 ("whole of India": one limit everywhere)` },
  qualifyingDisabilities: {
    value: QUALIFYING_DISABILITIES,
    unit: "list",
    effectiveFrom: "2015-09-23",
    reference: `${RULES_1962}, serial 11 (an employee who is blind or deaf and dumb or orthopaedically handicapped with disability of lower extremities; "deaf and dumb" inserted by Notification 75/2015 of 23 September 2015)`,
  },
  disabledInNewRegime: flag(
    true,
    "2020-04-01",
    "Income-tax Act, 1961, s.115BAC(2)(ii) (exemptions under s.10(14) other than those prescribed are not allowed), read with Rule 2BB as amended by CBDT Notification 38/2020 of 26 June 2020 (the transport allowance of serial 11 is prescribed)",
  ),
  runningAllowanceExemptPercent: {
    value: 70,
    unit: "percent",
    effectiveFrom: "2023-04-01",
    reference: `${RULES_1962} (allowance to an employee of a transport system for personal expenditure while running the transport from one place to another, when no daily allowance is received: 70% of the allowance)`,
  },
  runningAllowanceMonthlyCap: inr(10_000, "2023-04-01", `${RULES_1962} (transport-system running allowance: up to ₹10,000 a month)`),
  runningAllowanceInNewRegime: flag(
    false,
    "2020-04-01",
    "Income-tax Act, 1961, s.115BAC(2)(ii), read with Rule 2BB as amended by CBDT Notification 38/2020 (the running allowance is not among the prescribed allowances)",
    "UNSURE: generally treated as not available in the new regime; we follow that.",
  ),
};

const TAX_YEAR_2026: IsoDate = "2026-04-01";
/** The new regime's section of the 2025 Act (115BAC → 202, docs/tax-methods.md errata, section map). */
const NEW_REGIME_2025 = `${actAndSection("newRegime", "2026-27")} (corresponding to s.115BAC(2)(ii) of the 1961 Act)`;
const RULES_2026 = "Income-tax Rules, 2026 (notified 20 March 2026, in force 1 April 2026), rule prescribing exempt allowances under the Income-tax Act, 2025";
const DRAFT_NOTE =
  "UNSURE: the limit proposed in the draft Income-tax Rules, 2026 (February 2026); we have not verified the notified text. The draft added 'plus dearness allowance thereon', which is not modelled. Check before relying on it.";

const rules2025: TransportRules = {
  allowanceIsSalary: {
    value: "salary",
    unit: "text",
    effectiveFrom: TAX_YEAR_2026,
    reference: "Income-tax Act, 2025, provisions corresponding to s.15 and s.17(1) of the 1961 Act (allowances are part of salary, less the exempt part)",
  },
  ordinaryMonthlyLimit: inr(
    0,
    TAX_YEAR_2026,
    `${RULES_2026} (no exemption for the transport allowance of other employees, as under the 1962 Rules since FY 2018-19)`,
    "Carried over from the 1962 Rules (our reading). Check before relying on it.",
  ),
  disabledMonthlyLimit: {
    listedCities: inr(15_000, TAX_YEAR_2026, `${RULES_2026} (corresponding to Rule 2BB(2), serial 11, of the 1962 Rules): Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune and Ahmedabad`, DRAFT_NOTE),
    elsewhere: inr(8_000, TAX_YEAR_2026, `${RULES_2026} (corresponding to Rule 2BB(2), serial 11, of the 1962 Rules): other places`, DRAFT_NOTE),
  },
  listedCities: {
    value: ["Delhi", "Mumbai", "Kolkata", "Chennai", "Bengaluru", "Hyderabad", "Pune", "Ahmedabad"],
    unit: "list",
    effectiveFrom: TAX_YEAR_2026,
    reference: `${RULES_2026} (the eight cities of the higher limit)`,
    note: DRAFT_NOTE,
  },
  qualifyingDisabilities: {
    value: QUALIFYING_DISABILITIES,
    unit: "list",
    effectiveFrom: TAX_YEAR_2026,
    reference: `${RULES_2026} (employee who is blind, deaf and dumb, or orthopaedically handicapped with disability of lower extremities)`,
  },
  disabledInNewRegime: flag(
    true,
    TAX_YEAR_2026,
    `${NEW_REGIME_2025}, read with the Income-tax Rules, 2026 (the transport allowance of specially-abled employees is allowed in both regimes)`,
  ),
  runningAllowanceExemptPercent: {
    value: 70,
    unit: "percent",
    effectiveFrom: TAX_YEAR_2026,
    reference: `${RULES_2026} (transport-system running allowance without daily allowance: 70%)`,
  },
  runningAllowanceMonthlyCap: inr(25_000, TAX_YEAR_2026, `${RULES_2026} (transport-system running allowance: up to ₹25,000 a month)`, DRAFT_NOTE),
  runningAllowanceInNewRegime: flag(
    false,
    TAX_YEAR_2026,
    NEW_REGIME_2025,
    "UNSURE: treated as not available in the new regime, as under the 1961 Act.",
  ),
};

export const TRANSPORT_RULES_BY_YEAR: Readonly<Record<FinancialYear, TransportRules>> = byAct(rules1961, rules2025);

/** Whether the year's limit for a qualifying employee depends on the city. */
export function transportLimitDependsOnCity(rules: TransportRules): boolean {
  return rules.disabledMonthlyLimit.listedCities.value !== rules.disabledMonthlyLimit.elsewhere.value;
}
