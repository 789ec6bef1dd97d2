import { formatInr } from "../format";
import { AUDIT_RULES_BY_YEAR, type PresumptiveSchemeRules } from "./audit-parameters";
import { turnoverAuditRequired } from "./fees";
import { percentOf, roundToNearestMultiple, toPaise } from "./formulas/rounding";
import { basicExemptionLimit } from "./formulas/slab-tax";
import { addMonths, daysBetween, returnDueDate } from "./late-fee-dates";
import { rulesFor } from "./parameters";
import { complianceRulesFor } from "./parameters/compliance";
import type { AgeBand, IsoDate, Parameter, Regime } from "./types";
import type { FinancialYear } from "./years";

/*
 * Whether s.44AB requires a tax audit (docs/tax-methods.md §20.1): the turnover tests of
 * clauses (a) and (b), and the presumptive-scheme tests of clauses (c), (d) and (e) read
 * with s.44AD(4)-(5), 44ADA and 44AE. Every finding comes with the rule behind it.
 */

export type AuditActivity = "business" | "profession";
/** books: profit from the accounts; the presumptive schemes of s.44AD (business), s.44ADA (profession), s.44AE (goods carriages) */
export type AuditScheme = "books" | "44AD" | "44ADA" | "44AE";
/** s.44AD in the five years before this one: not used; used and still followed; left (declared less) within five years of using it */
export type Past44AD = "no" | "used" | "optedOut";
export type AuditClause = "a" | "b" | "c" | "d" | "e";

export interface AuditInput {
  fy: FinancialYear;
  activity: AuditActivity;
  /** total sales, turnover or gross receipts of the year */
  turnover: number;
  /** cash receipts, percent of all receipts (non-account-payee cheques and drafts count as cash) */
  cashReceiptsPercent: number;
  /** cash payments, percent of all payments (business only) */
  cashPaymentsPercent: number;
  /** 44AD and 44AE are business schemes, 44ADA a profession scheme; a mismatch counts as books */
  scheme: AuditScheme;
  /** profit declared (44AD, 44ADA) */
  declaredProfit: number;
  /** the part of turnover received by account-payee cheque or draft, or electronically (44AD's 6%); at most the turnover */
  digitalTurnover: number;
  past44AD: Past44AD;
  /** profit declared lower than the s.44AE presumptive income */
  below44AE: boolean;
  /** total income, for the basic-exemption test of clauses (d) and (e) */
  totalIncome: number;
  regime: Regime;
  age: AgeBand;
  /** the day the audit report was (or will be) furnished; null or absent when not known */
  reportFiledOn?: IsoDate | null;
}

/** The audit report's delay and, from tax year 2026-27, the s.428(c) fee for it. */
export interface LateAuditReport {
  /** days after the report's due date (0 when on time) */
  daysLate: number;
  /** the last day of "a delay up to one month" (the same date a month after the due date) */
  oneMonthAfter: IsoDate;
  timing: "onTime" | "withinOneMonth" | "afterOneMonth";
  /** the s.428(c) fee; null in years under the 1961 Act, where s.271B's penalty applies instead */
  fee: number | null;
  feeParameter: Parameter | null;
}

export interface AuditStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface AuditResult {
  required: boolean;
  /** the clauses of s.44AB that apply, in order */
  clauses: AuditClause[];
  /** "section 44AB(a)" for each clause that applies */
  clauseLabels: string[];
  /** why: one sentence per clause that applies, or why none does */
  reasons: string[];
  /** the s.44AB(a) or (b) limit for this turnover */
  turnoverLimit: Parameter;
  /** the presumptive profit of s.44AD or s.44ADA, raised to the whole rupee (null for other schemes) */
  minimumProfit: number | null;
  section44AD4Applies: boolean;
  basicExemptionLimit: number;
  reportDueDate: Parameter<IsoDate>;
  /** the return due date: the audit date when an audit is required, else the non-audit business date */
  returnDueDate: Parameter<IsoDate>;
  /** what missing the audit can cost: the s.271B maximum (1961 Act) or the s.428(c) fee after a month (2025 Act) */
  consequence: { amount: number; label: string; reference: string; note: string };
  /** the report's delay, when a filing date was given and an audit is required */
  lateReport: LateAuditReport | null;
  /** UNSURE assumptions these inputs rely on */
  assumptions: string[];
  steps: AuditStep[];
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The presumptive profit, raised to the next whole rupee: declaring that many rupees meets the scheme. */
const wholeRupeesAbove = (amount: number) => Math.ceil(toPaise(amount));

function schemeLimitFor(presumptive: PresumptiveSchemeRules, activity: AuditActivity, cashReceiptsPercent: number): Parameter {
  const mostlyDigital = cashReceiptsPercent <= presumptive.cashReceiptsLimit.value;
  if (activity === "business") return mostlyDigital ? presumptive.businessLimitMostlyDigital : presumptive.businessLimit;
  return mostlyDigital ? presumptive.professionLimitMostlyDigital : presumptive.professionLimit;
}

export function assessTaxAudit(input: AuditInput): AuditResult {
  const yearRules = rulesFor(input.fy);
  const limits = complianceRulesFor(input.fy).taxAudit;
  const audit = AUDIT_RULES_BY_YEAR[input.fy];
  const presumptive = audit.presumptive;
  const clauseName = (clause: AuditClause) => `${audit.auditSection.value}(${clause})`;
  const clauseReference = (clause: AuditClause) => `${audit.auditSection.reference}, clause (${clause})`;
  const business = input.activity === "business";
  const scheme: AuditScheme =
    (input.scheme === "44AD" || input.scheme === "44AE") && !business ? "books" : input.scheme === "44ADA" && business ? "books" : input.scheme;
  const bel = basicExemptionLimit(yearRules.regimes[input.regime].slabs[input.age]);
  const incomeAboveBel = input.totalIncome > bel;
  const steps: AuditStep[] = [];
  const reasons: string[] = [];
  const assumptions: string[] = [];
  const clauses: AuditClause[] = [];

  steps.push({
    label: business ? "Turnover or gross receipts of the business" : "Gross receipts of the profession",
    amount: input.turnover,
    reference: business ? limits.businessTurnoverLimit.reference : limits.professionReceiptsLimit.reference,
  });

  // Clause (a) or (b): the turnover test.
  const mostlyDigital =
    business && input.cashReceiptsPercent <= limits.cashShareLimit.value && input.cashPaymentsPercent <= limits.cashShareLimit.value;
  const turnoverLimit = business
    ? mostlyDigital
      ? limits.businessTurnoverLimitMostlyDigital
      : limits.businessTurnoverLimit
    : limits.professionReceiptsLimit;
  const overTurnoverLimit = turnoverAuditRequired(input.fy, {
    activity: input.activity,
    turnover: input.turnover,
    cashReceiptsPercent: input.cashReceiptsPercent,
    cashPaymentsPercent: business ? input.cashPaymentsPercent : 0,
  });
  if (business) {
    steps.push({
      label: `Cash receipts ${input.cashReceiptsPercent}% and cash payments ${input.cashPaymentsPercent}% of the totals: each at most ${limits.cashShareLimit.value}%?`,
      text: yesNo(mostlyDigital),
      reference: limits.cashShareLimit.reference,
    });
  }
  steps.push({ label: `Audit limit of ${clauseName(business ? "a" : "b")}`, amount: turnoverLimit.value, reference: turnoverLimit.reference });
  steps.push({ label: `${business ? "Turnover" : "Receipts"} above the limit?`, text: yesNo(overTurnoverLimit), reference: turnoverLimit.reference });

  // The presumptive schemes of s.44AD and s.44ADA.
  const lockedOut = business && scheme !== "44AE" && input.past44AD === "optedOut";
  let minimumProfit: number | null = null;
  let schemeLimit: Parameter | null = null;
  let schemeAvailable = false;
  if (scheme === "44AD" || scheme === "44ADA") {
    schemeLimit = schemeLimitFor(presumptive, input.activity, input.cashReceiptsPercent);
    schemeAvailable = input.turnover <= schemeLimit.value && !lockedOut;
    steps.push({
      label: `Limit of section ${scheme} (cash receipts ${input.cashReceiptsPercent <= presumptive.cashReceiptsLimit.value ? "at most" : "above"} ${presumptive.cashReceiptsLimit.value}%)`,
      amount: schemeLimit.value,
      reference: schemeLimit.reference,
    });
    if (scheme === "44AD") {
      const digital = Math.min(input.digitalTurnover, input.turnover);
      const other = input.turnover - digital;
      minimumProfit = wholeRupeesAbove(
        percentOf(other, presumptive.businessDeemedProfitRate.value) + percentOf(digital, presumptive.businessDeemedProfitRateDigital.value),
      );
      steps.push({
        label: `Presumptive profit: ${presumptive.businessDeemedProfitRate.value}% of ${formatInr(other)} and ${presumptive.businessDeemedProfitRateDigital.value}% of ${formatInr(digital)} received digitally`,
        amount: minimumProfit,
        reference: `${presumptive.businessDeemedProfitRate.reference}; ${presumptive.businessDeemedProfitRateDigital.reference}`,
      });
    } else {
      minimumProfit = wholeRupeesAbove(percentOf(input.turnover, presumptive.professionDeemedProfitRate.value));
      steps.push({
        label: `Presumptive profit: ${presumptive.professionDeemedProfitRate.value}% of gross receipts`,
        amount: minimumProfit,
        reference: presumptive.professionDeemedProfitRate.reference,
      });
    }
    steps.push({
      label: "Profit declared",
      amount: input.declaredProfit,
      reference: scheme === "44AD" ? presumptive.businessDeemedProfitRate.reference : presumptive.professionDeemedProfitRate.reference,
    });
    steps.push(
      lockedOut
        ? { label: "Section 44AD open this year?", text: "No: closed for five years after declaring less", reference: presumptive.lockOutProvision.reference }
        : { label: `${business ? "Turnover" : "Receipts"} within the limit of section ${scheme}?`, text: yesNo(schemeAvailable), reference: schemeLimit.reference },
    );
    if (lockedOut) reasons.push("Section 44AD is closed to you this year: you declared less than its presumptive profit within five years of using it.");
    else if (!schemeAvailable) reasons.push(`Section ${scheme} is not available: ${business ? "turnover" : "receipts"} of ${formatInr(input.turnover)} is above its ${formatInr(schemeLimit.value)} limit.`);
  }
  const declaresPresumptive = schemeAvailable && minimumProfit !== null && input.declaredProfit >= minimumProfit;

  // s.44AD(4): declaring less within five years of using the scheme closes it for five years; (5) then needs an audit above the exemption limit.
  const eligibleFor44AD = input.turnover <= schemeLimitFor(presumptive, "business", input.cashReceiptsPercent).value;
  const section44AD4Applies = business && scheme !== "44AE" && (lockedOut || (input.past44AD === "used" && eligibleFor44AD && !declaresPresumptive));

  // A presumptive declarer is free of the turnover test (first proviso to s.44AB; UNSURE between the old and new limits).
  const literalExemptionLimit = business ? presumptive.section44ADExemptionLimit.value : limits.professionReceiptsLimit.value;
  const presumptiveExempt = declaresPresumptive && (presumptive.auditExemptionFollowsSchemeLimit.value || input.turnover <= literalExemptionLimit);
  if (overTurnoverLimit && declaresPresumptive && input.turnover > literalExemptionLimit) {
    assumptions.push(presumptive.auditExemptionFollowsSchemeLimit.note ?? presumptive.auditExemptionFollowsSchemeLimit.reference);
  }

  if (overTurnoverLimit && !presumptiveExempt) {
    const clause: AuditClause = business ? "a" : "b";
    clauses.push(clause);
    reasons.push(`${business ? "Turnover" : "Gross receipts"} of ${formatInr(input.turnover)} ${business ? "is" : "are"} above the ${formatInr(turnoverLimit.value)} limit of ${clauseName(clause)}.`);
  }

  if (scheme === "44AE") {
    steps.push({ label: "Income declared lower than the presumptive income of section 44AE?", text: yesNo(input.below44AE), reference: presumptive.goodsCarriageProvision.reference });
    if (input.below44AE) {
      clauses.push("c");
      reasons.push(`You declare less than the presumptive income of section 44AE: ${clauseName("c")} requires an audit whatever your total income.`);
    }
    if (overTurnoverLimit) {
      assumptions.push(
        "UNSURE: the first proviso to s.44AB exempts only section 44AD declarers, so the turnover test of s.44AB(a) is applied to a section 44AE business too. Some read section 44AE as a complete code that needs no audit while its income is declared.",
      );
    }
  } else if (business) {
    steps.push({ label: "Section 44AD(4) applies (declared less within five years of using the scheme)?", text: yesNo(section44AD4Applies), reference: presumptive.lockOutProvision.reference });
  }

  const lowerPresumptiveProfession = scheme === "44ADA" && schemeAvailable && !declaresPresumptive;
  if (section44AD4Applies || lowerPresumptiveProfession) {
    const clause: AuditClause = business ? "e" : "d";
    steps.push({ label: "Total income", amount: input.totalIncome, reference: clauseReference(clause) });
    steps.push({
      label: `Basic exemption limit (${input.regime} regime)`,
      amount: bel,
      reference: `${yearRules.regimes[input.regime].slabs[input.age].reference}: the "maximum amount not chargeable to income-tax" of ${clauseReference(clause)}`,
    });
    steps.push({ label: "Total income above the limit?", text: yesNo(incomeAboveBel), reference: clauseReference(clause) });
    if (incomeAboveBel) {
      clauses.push(clause);
      reasons.push(
        business
          ? `Section 44AD(4) applies and total income of ${formatInr(input.totalIncome)} is above the basic exemption limit of ${formatInr(bel)}: ${clauseName("e")}, read with section 44AD(5).`
          : `You declare less than ${presumptive.professionDeemedProfitRate.value}% of receipts under section 44ADA and total income of ${formatInr(input.totalIncome)} is above the basic exemption limit of ${formatInr(bel)}: ${clauseName("d")}.`,
      );
    } else {
      reasons.push(
        business
          ? `Section 44AD(4) applies, but total income of ${formatInr(input.totalIncome)} is within the basic exemption limit of ${formatInr(bel)}.`
          : `You declare less than ${presumptive.professionDeemedProfitRate.value}% of receipts under section 44ADA, but total income of ${formatInr(input.totalIncome)} is within the basic exemption limit of ${formatInr(bel)}.`,
      );
    }
  } else if (scheme === "44AD" && schemeAvailable && !declaresPresumptive) {
    reasons.push("You declare less than the presumptive profit, but as you have not used section 44AD in the five years before, section 44AD(4) does not apply: only the turnover test counts.");
  }

  const required = clauses.length > 0;
  if (declaresPresumptive && minimumProfit !== null && !overTurnoverLimit) {
    reasons.unshift(`You declare at least the presumptive profit of ${formatInr(minimumProfit)} under section ${scheme}.`);
  } else if (presumptiveExempt && minimumProfit !== null && schemeLimit !== null) {
    reasons.unshift(`You declare at least the presumptive profit of ${formatInr(minimumProfit)} under section ${scheme}, within its ${formatInr(schemeLimit.value)} limit, so the turnover test does not apply.`);
  }
  if (!overTurnoverLimit) {
    reasons.unshift(
      `${business ? "Turnover" : "Gross receipts"} of ${formatInr(input.turnover)} ${business ? "is" : "are"} within the ${formatInr(turnoverLimit.value)} limit of ${clauseName(business ? "a" : "b")}${mostlyDigital ? ", as cash receipts and cash payments are each at most 5%" : ""}.`,
    );
  }
  if (scheme === "44AE" && !input.below44AE) reasons.push("You declare at least the presumptive income of section 44AE.");

  const consequence = audit.consequence;
  const consequenceFigure =
    consequence.kind === "penalty"
      ? {
          amount: roundToNearestMultiple(Math.min(percentOf(input.turnover, consequence.percentOfTurnover.value), consequence.maximum.value), yearRules.taxRounding.value),
          label: "Penalty under section 271B, up to",
          reference: `${consequence.percentOfTurnover.reference}; ${consequence.maximum.reference}; rounded to ₹10 under s.288B`,
          note: `Section 271B: ${consequence.percentOfTurnover.value}% of turnover, at most ${formatInr(consequence.maximum.value)}; not levied where there was reasonable cause (s.273B).`,
        }
      : {
          amount: consequence.afterOneMonth.value,
          label: "Fee under section 428(c), up to",
          reference: `${consequence.uptoOneMonth.reference}; ${consequence.afterOneMonth.reference}`,
          note: `Section 428(c) of the Income-tax Act, 2025: ${formatInr(consequence.uptoOneMonth.value)} for a delay of up to a month, ${formatInr(consequence.afterOneMonth.value)} after that.`,
        };

  const lateReport = required && input.reportFiledOn ? lateAuditReport(audit.reportDueDate.value, input.reportFiledOn, consequence) : null;

  return {
    required,
    clauses,
    clauseLabels: clauses.map(clauseName),
    reasons,
    turnoverLimit,
    minimumProfit,
    section44AD4Applies,
    basicExemptionLimit: bel,
    reportDueDate: audit.reportDueDate,
    returnDueDate: returnDueDate(input.fy, required ? "audit" : "business"),
    consequence: consequenceFigure,
    lateReport,
    assumptions,
    steps,
  };
}

/**
 * The delay of an audit report filed on `filedOn`. From tax year 2026-27, s.428(c) of the
 * 2025 Act: a fee for a delay of up to one month, a higher fee after that (no reasonable-
 * cause defence). Earlier years keep the s.271B penalty, which is not a fixed sum.
 */
export function lateAuditReport(dueDate: IsoDate, filedOn: IsoDate, consequence: (typeof AUDIT_RULES_BY_YEAR)[FinancialYear]["consequence"]): LateAuditReport {
  const daysLate = Math.max(0, daysBetween(dueDate, filedOn));
  const oneMonthAfter = addMonths(dueDate, 1);
  const timing: LateAuditReport["timing"] = daysLate === 0 ? "onTime" : filedOn <= oneMonthAfter ? "withinOneMonth" : "afterOneMonth";
  if (consequence.kind === "penalty") return { daysLate, oneMonthAfter, timing, fee: null, feeParameter: null };
  const feeParameter = timing === "onTime" ? null : timing === "withinOneMonth" ? consequence.uptoOneMonth : consequence.afterOneMonth;
  return { daysLate, oneMonthAfter, timing, fee: feeParameter?.value ?? 0, feeParameter };
}
