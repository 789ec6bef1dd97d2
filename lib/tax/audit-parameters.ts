import type { IsoDate, Parameter } from "./types";
import type { FinancialYear } from "./years";
import { date, inr, percent } from "./parameters/helpers";
import { forEveryYear } from "./carry-forward";

/*
 * What the tax-audit calculator needs beyond the s.44AB limits in the year rules
 * (complianceRulesFor(fy).taxAudit): the presumptive schemes of s.44AD, 44ADA and 44AE that decide
 * clauses (c), (d) and (e) of s.44AB, the audit report's due date, and the consequence of
 * missing it (docs/tax-methods.md §20). From tax year 2026-27 the Income-tax Act, 2025 holds
 * the audit in section 63 and the presumptive schemes in section 58.
 */

export interface PresumptiveSchemeRules {
  /** s.44AD(1), Explanation (b): turnover up to which the business scheme is available */
  businessLimit: Parameter;
  /** the proviso to s.44AD(1): the higher limit when cash receipts are at most `cashReceiptsLimit` */
  businessLimitMostlyDigital: Parameter;
  /** s.44AD(1): deemed profit, percent of turnover */
  businessDeemedProfitRate: Parameter;
  /** s.44AD(1): deemed profit on turnover received by account-payee cheque or draft, or electronically */
  businessDeemedProfitRateDigital: Parameter;
  /** s.44ADA(1): gross receipts up to which the profession scheme is available */
  professionLimit: Parameter;
  /** the proviso to s.44ADA(1): the higher limit when cash receipts are at most `cashReceiptsLimit` */
  professionLimitMostlyDigital: Parameter;
  /** s.44ADA(1): deemed profit, percent of gross receipts */
  professionDeemedProfitRate: Parameter;
  /** the provisos to s.44AD(1) and s.44ADA(1): cash receipts at most this percent of all receipts */
  cashReceiptsLimit: Parameter;
  /** s.44AD(4) and (5), for labels */
  lockOutProvision: Parameter<string>;
  /** s.44AE, for labels */
  goodsCarriageProvision: Parameter<string>;
  /** the first proviso to s.44AB: a person declaring under s.44AD is exempt up to this turnover */
  section44ADExemptionLimit: Parameter;
  /**
   * UNSURE: whether a person who declares at least the presumptive profit is free of audit
   * up to the scheme's own limit (₹3 crore under 44AD, ₹75 lakh under 44ADA), beyond the
   * ₹2 crore of the first proviso to s.44AB and the ₹50 lakh of s.44AB(b).
   */
  auditExemptionFollowsSchemeLimit: Parameter<boolean>;
}

export type AuditDefaultConsequence =
  /** s.271B of the 1961 Act: a penalty of a percent of turnover, up to a maximum */
  | { kind: "penalty"; percentOfTurnover: Parameter; maximum: Parameter }
  /** s.428(c) of the 2025 Act: a fee for a delay of up to a month, and a higher one after that */
  | { kind: "fee"; uptoOneMonth: Parameter; afterOneMonth: Parameter };

export interface AuditYearRules {
  /** the provision that requires the audit, for labels: "section 44AB", to which the clause letter is added */
  auditSection: Parameter<string>;
  presumptive: PresumptiveSchemeRules;
  /** the "specified date" for the audit report (Form 3CA/3CB with 3CD), with any CBDT extension */
  reportDueDate: Parameter<IsoDate>;
  consequence: AuditDefaultConsequence;
}

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

const EXEMPTION_FOLLOWS_SCHEME_NOTE =
  "UNSURE: section 44AD allows turnover up to ₹3 crore and section 44ADA receipts up to ₹75 lakh when cash receipts are at most 5%, but the first proviso to s.44AB still speaks of ₹2 crore and s.44AB(b) of ₹50 lakh. We follow the common reading that a person who declares at least the presumptive profit within the scheme's limit needs no audit; a literal reading would require one between the two limits (for a business, only when cash payments are above 5%).";

const presumptive1961: PresumptiveSchemeRules = {
  businessLimit: inr(2 * CRORE, "2016-04-01", "Income-tax Act, 1961, s.44AD(1) and Explanation (b) (₹2 crore since Finance Act 2016)"),
  businessLimitMostlyDigital: inr(3 * CRORE, "2023-04-01", "Income-tax Act, 1961, proviso to s.44AD(1), inserted by Finance Act 2023 (cash receipts at most 5%)"),
  businessDeemedProfitRate: percent(8, "2016-04-01", "Income-tax Act, 1961, s.44AD(1) (8% of total turnover or gross receipts)"),
  businessDeemedProfitRateDigital: percent(
    6,
    "2016-04-01",
    "Income-tax Act, 1961, s.44AD(1) (6% of turnover received by account-payee cheque or draft, ECS or other prescribed electronic mode, by the s.139(1) due date; Finance Act 2017)",
  ),
  professionLimit: inr(50 * LAKH, "2016-04-01", "Income-tax Act, 1961, s.44ADA(1) (₹50 lakh, Finance Act 2016)"),
  professionLimitMostlyDigital: inr(75 * LAKH, "2023-04-01", "Income-tax Act, 1961, proviso to s.44ADA(1), inserted by Finance Act 2023 (cash receipts at most 5%)"),
  professionDeemedProfitRate: percent(50, "2016-04-01", "Income-tax Act, 1961, s.44ADA(1) (50% of gross receipts)"),
  cashReceiptsLimit: percent(5, "2023-04-01", "Income-tax Act, 1961, provisos to s.44AD(1) and s.44ADA(1) (cash receipts at most 5% of all receipts)"),
  lockOutProvision: {
    value: "section 44AD(4)",
    unit: "text",
    effectiveFrom: "2016-04-01",
    reference: "Income-tax Act, 1961, s.44AD(4) and (5) (Finance Act 2016): after declaring less within five years of using the scheme, it is closed for five years, and an audit is needed while income exceeds the basic exemption limit",
  },
  goodsCarriageProvision: {
    value: "section 44AE",
    unit: "text",
    effectiveFrom: "2023-04-01",
    reference: "Income-tax Act, 1961, s.44AE(7) (a lower income may be claimed only with books audited under s.44AB)",
  },
  section44ADExemptionLimit: inr(2 * CRORE, "2016-04-01", "Income-tax Act, 1961, first proviso to s.44AB (person declaring profit under s.44AD(1), turnover up to ₹2 crore)"),
  auditExemptionFollowsSchemeLimit: {
    value: true,
    unit: "flag",
    effectiveFrom: "2023-04-01",
    reference: "Income-tax Act, 1961, s.44AB first proviso and clause (b), read with the provisos to s.44AD(1) and s.44ADA(1) (Finance Act 2023)",
    note: EXEMPTION_FOLLOWS_SCHEME_NOTE,
  },
};

const penalty271B: AuditDefaultConsequence = {
  kind: "penalty",
  percentOfTurnover: percent(0.5, "2023-04-01", "Income-tax Act, 1961, s.271B (one-half per cent of turnover or gross receipts)"),
  maximum: inr(1.5 * LAKH, "2023-04-01", "Income-tax Act, 1961, s.271B (at most ₹1,50,000)"),
};

const auditSection1961: Parameter<string> = {
  value: "section 44AB",
  unit: "text",
  effectiveFrom: "2023-04-01",
  reference: "Income-tax Act, 1961, s.44AB",
};

const EFFECTIVE_2025 = "2026-04-01" as const;
const CARRIED_OVER =
  "Carried over from the 1961 Act into the Income-tax Act, 2025 (our reading). Check before relying on it.";
const act2025 = (section: string, corresponding: string) => `Income-tax Act, 2025, ${section} (corresponding to ${corresponding} of the Income-tax Act, 1961)`;

const presumptive2025: PresumptiveSchemeRules = {
  businessLimit: inr(2 * CRORE, EFFECTIVE_2025, act2025("s.58", "s.44AD(1)"), CARRIED_OVER),
  businessLimitMostlyDigital: inr(3 * CRORE, EFFECTIVE_2025, act2025("s.58", "the proviso to s.44AD(1)"), CARRIED_OVER),
  businessDeemedProfitRate: percent(8, EFFECTIVE_2025, act2025("s.58", "s.44AD(1)"), CARRIED_OVER),
  businessDeemedProfitRateDigital: percent(6, EFFECTIVE_2025, act2025("s.58", "s.44AD(1)"), CARRIED_OVER),
  professionLimit: inr(50 * LAKH, EFFECTIVE_2025, act2025("s.58", "s.44ADA(1)"), CARRIED_OVER),
  professionLimitMostlyDigital: inr(75 * LAKH, EFFECTIVE_2025, act2025("s.58", "the proviso to s.44ADA(1)"), CARRIED_OVER),
  professionDeemedProfitRate: percent(50, EFFECTIVE_2025, act2025("s.58", "s.44ADA(1)"), CARRIED_OVER),
  cashReceiptsLimit: percent(5, EFFECTIVE_2025, act2025("s.58", "the provisos to s.44AD(1) and s.44ADA(1)"), CARRIED_OVER),
  lockOutProvision: { value: "section 58 (as s.44AD(4))", unit: "text", effectiveFrom: EFFECTIVE_2025, reference: act2025("s.58", "s.44AD(4) and (5)") },
  goodsCarriageProvision: { value: "section 58 (as s.44AE)", unit: "text", effectiveFrom: EFFECTIVE_2025, reference: act2025("s.58", "s.44AE(7)") },
  section44ADExemptionLimit: inr(2 * CRORE, EFFECTIVE_2025, act2025("s.63", "the first proviso to s.44AB"), CARRIED_OVER),
  auditExemptionFollowsSchemeLimit: {
    value: true,
    unit: "flag",
    effectiveFrom: EFFECTIVE_2025,
    reference: act2025("s.63", "s.44AB"),
    note: `${EXEMPTION_FOLLOWS_SCHEME_NOTE} ${CARRIED_OVER}`,
  },
};

/** The audit rules of each year, keyed by financial year. */
export const AUDIT_RULES_BY_YEAR: Readonly<Record<FinancialYear, AuditYearRules>> = forEveryYear<AuditYearRules>({
  "2023-24": {
    auditSection: auditSection1961,
    presumptive: presumptive1961,
    reportDueDate: date(
      "2024-10-07",
      "2023-04-01",
      "Income-tax Act, 1961, s.44AB, Explanation (ii) (one month before the s.139(1) due date: 30 September 2024), extended to 7 October 2024 by CBDT Circular 10/2024 (29 September 2024)",
    ),
    consequence: penalty271B,
  },
  "2024-25": {
    auditSection: auditSection1961,
    presumptive: presumptive1961,
    reportDueDate: date(
      "2025-11-10",
      "2024-04-01",
      "Income-tax Act, 1961, s.44AB, Explanation (ii) (30 September 2025), extended to 31 October 2025 (CBDT, 25 September 2025) and to 10 November 2025 by CBDT Circular 15/2025 (29 October 2025)",
    ),
    consequence: penalty271B,
  },
  "2025-26": {
    auditSection: auditSection1961,
    presumptive: presumptive1961,
    reportDueDate: date("2026-09-30", "2025-04-01", "Income-tax Act, 1961, s.44AB, Explanation (ii) (one month before the 31 October 2026 due date of s.139(1))"),
    consequence: penalty271B,
  },
  "2026-27": {
    auditSection: { value: "section 63 of the Income-tax Act, 2025, as s.44AB", unit: "text", effectiveFrom: EFFECTIVE_2025, reference: act2025("s.63", "s.44AB") },
    presumptive: presumptive2025,
    reportDueDate: date(
      "2027-09-30",
      EFFECTIVE_2025,
      act2025("s.63", "Explanation (ii) to s.44AB: one month before the return due date of 31 October 2027"),
      CARRIED_OVER,
    ),
    consequence: {
      kind: "fee",
      uptoOneMonth: inr(75_000, EFFECTIVE_2025, "Income-tax Act, 2025, s.428(c)(i), as substituted by Finance Act 2026 (delay of up to one month)"),
      afterOneMonth: inr(1.5 * LAKH, EFFECTIVE_2025, "Income-tax Act, 2025, s.428(c)(ii), as substituted by Finance Act 2026 (delay of more than one month)"),
    },
  },
});
