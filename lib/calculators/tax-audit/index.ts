import { formatInr, formatLongDate } from "@/lib/format";
import { financialYearLabel, isTaxYearUnder2025Act, type AgeBand } from "@/lib/tax";
import { assessTaxAudit, type AuditActivity, type AuditScheme, type Past44AD } from "@/lib/tax/audit-applicability";
import { AUDIT_RULES_BY_YEAR } from "@/lib/tax/audit-parameters";
import { firstFilingDate } from "@/lib/tax/late-fee-dates";
import type { IsoDate } from "@/lib/tax";
import { readIsoDate } from "../section-234f/date-field";
import { choice, percent, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type FigureGroup } from "../types";
import { taxAuditMeta } from "./meta";
import { ageField, financialYearField, regimeField } from "../common-fields";
import { formAcrossYears, formWithFormer } from "@/lib/tax/forms";

/** Audit reports from FY 2023-24's (filed from 1 April 2024) to ten years after the last year modelled. */
const REPORT_DATE_RANGE = { min: "2024-04-01" as IsoDate, max: "2037-03-31" as IsoDate };

/** ₹10,000 crore: far above any turnover that asks this question, below any rounding trouble. */
const MAX_AMOUNT = 1_000_000_000_000;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const isBusiness = (raw: Record<string, string>) => rawOf(raw, "activity", "business") === "business";
const businessScheme = (raw: Record<string, string>) => rawOf(raw, "bizScheme", "books");
const professionScheme = (raw: Record<string, string>) => rawOf(raw, "profScheme", "books");
const declaresUnderScheme = (raw: Record<string, string>) => (isBusiness(raw) ? businessScheme(raw) === "44AD" : professionScheme(raw) === "44ADA");
/** Total income matters when a lower presumptive profit or s.44AD(4) can bring in clause (d) or (e). */
const incomeMatters = (raw: Record<string, string>) =>
  isBusiness(raw)
    ? businessScheme(raw) !== "44AE" && (businessScheme(raw) === "44AD" || rawOf(raw, "past44ad", "no") !== "no")
    : professionScheme(raw) === "44ADA";

export const fields = {
  // The year whose audit is under way: FY 2025-26, report due 30 September 2026.
  fy: financialYearField({ default: "2025-26" }),
  activity: choice<AuditActivity>({
    label: "You carry on",
    options: [
      { value: "business", label: "A business" },
      { value: "profession", label: "A profession" },
    ],
    default: "business",
    help: "Profession: legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration, film, company secretary, IT and other notified professions.",
  }),
  turnover: rupees({
    label: "Turnover or gross receipts for the year",
    help: "Total sales, turnover or gross receipts of the business or profession, not the profit.",
    default: 15_000_000,
    max: MAX_AMOUNT,
  }),
  cashReceipts: percent({
    label: "Receipts in cash, as a % of all receipts",
    help: "All amounts received, including sales. A cheque or draft that is not account-payee counts as cash.",
    default: 3,
    max: 100,
  }),
  cashPayments: percent({
    label: "Payments in cash, as a % of all payments",
    help: "All amounts paid, including expenses. A cheque or draft that is not account-payee counts as cash.",
    default: 4,
    max: 100,
    visibleWhen: isBusiness,
  }),
  bizScheme: choice<AuditScheme>({
    label: "How you declare the business profit",
    options: [
      { value: "books", label: "From the accounts (actual profit)" },
      { value: "44AD", label: "Presumptive, section 44AD" },
      { value: "44AE", label: "Goods carriages, section 44AE" },
    ],
    default: "books",
    display: "select",
    visibleWhen: isBusiness,
  }),
  profScheme: choice<AuditScheme>({
    label: "How you declare the professional income",
    options: [
      { value: "books", label: "From the accounts (actual profit)" },
      { value: "44ADA", label: "Presumptive, section 44ADA" },
    ],
    default: "books",
    visibleWhen: (raw) => !isBusiness(raw),
  }),
  profit: rupees({
    label: "Profit you declare",
    help: "The income from this business or profession shown in your return.",
    default: 1_200_000,
    max: MAX_AMOUNT,
    visibleWhen: declaresUnderScheme,
  }),
  digital: rupees({
    label: "Part of turnover received digitally",
    help: "By account-payee cheque or draft, bank transfer, UPI or card, during the year or by the return due date: 6% applies to it instead of 8%.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => isBusiness(raw) && businessScheme(raw) === "44AD",
  }),
  past44ad: choice<Past44AD>({
    label: "Section 44AD in the five years before this one",
    options: [
      { value: "no", label: "Not used" },
      { value: "used", label: "Used it, and have kept to it since" },
      { value: "optedOut", label: "Used it, then declared less (opted out)" },
    ],
    default: "no",
    display: "select",
    help: "Declaring less than the presumptive profit within five years of using section 44AD closes the scheme for the next five years (section 44AD(4)).",
    visibleWhen: (raw) => isBusiness(raw) && businessScheme(raw) !== "44AE",
  }),
  below44ae: toggle({
    label: "I declare less than the section 44AE income",
    help: "Section 44AE deems ₹1,000 per tonne of gross vehicle weight a month for heavy goods vehicles, ₹7,500 a month for others.",
    default: false,
    visibleWhen: (raw) => isBusiness(raw) && businessScheme(raw) === "44AE",
  }),
  income: rupees({
    label: "Total income",
    help: "Your total income from all sources after deductions: compared with the basic exemption limit.",
    default: 1_000_000,
    max: MAX_AMOUNT,
    visibleWhen: incomeMatters,
  }),
  regime: regimeField({ visibleWhen: incomeMatters }),
  age: ageField({ visibleWhen: (raw) => incomeMatters(raw) && rawOf(raw, "regime", "new") === "old" }),
  // Optional: blank means not known, and only the most it can cost is shown.
  reportFiled: {
    kind: "text" as const,
    label: "Date the audit report was, or will be, filed (optional)",
    help: "Year first, as YYYY-MM-DD. From tax year 2026-27 a late report costs a fixed fee under section 428(c): ₹75,000 up to a month late, ₹1,50,000 after that.",
    defaultRaw: "",
    maxLength: 10,
    placeholder: "YYYY-MM-DD",
    autoCapitalize: "none" as const,
    read: (raw: string) => (raw.trim() === "" ? { ok: true as const, value: "" } : readIsoDate(raw, REPORT_DATE_RANGE)),
  },
};

export const taxAudit = defineCalculator({
  meta: taxAuditMeta,
  fields,
  layout: [
    { title: "Year and activity", fields: ["fy", "activity"] },
    { title: "Turnover and cash", fields: ["turnover", "cashReceipts", "cashPayments"] },
    { title: "Profit declared", fields: ["bizScheme", "profScheme", "profit", "digital", "past44ad", "below44ae"] },
    { title: "Income", fields: ["income", "regime", "age"] },
    { title: "Audit report", fields: ["reportFiled"] },
  ],
  validate(input) {
    const business = input.activity === "business";
    const scheme = business ? input.bizScheme : input.profScheme;
    const turnover = formatInr(input.turnover);
    const problems: Partial<Record<keyof typeof fields, string>> = {};
    // The part received digitally is a part of the turnover (s.44AD(1), proviso).
    if (business && scheme === "44AD" && input.digital > input.turnover) {
      problems.digital = `The part received digitally (${formatInr(input.digital)}) cannot be more than the turnover (${turnover}): enter at most ${turnover}.`;
    }
    // A presumptive profit is a share of the turnover or gross receipts (s.44AD(1), s.44ADA(1)), never more than all of it.
    if ((scheme === "44AD" || scheme === "44ADA") && input.profit > input.turnover) {
      problems.profit = `The profit you declare (${formatInr(input.profit)}) cannot be more than the ${business ? "turnover" : "gross receipts"} (${turnover}): check the two figures.`;
    }
    // The audit is of the year's accounts, so the report comes after the year ends.
    const opens = firstFilingDate(input.fy);
    if (input.reportFiled !== "" && input.reportFiled < opens) {
      problems.reportFiled = `Enter a date from ${formatLongDate(opens)}: the audit report for the year can be filed only after the year ends.`;
    }
    return problems;
  },
  compute(input): CalculatorResult {
    const business = input.activity === "business";
    const scheme = business ? input.bizScheme : input.profScheme;
    // validate() keeps this from the page; compute() stays total all the same.
    if (business && scheme === "44AD" && input.digital > input.turnover) {
      return {
        summary: `The part received digitally (${formatInr(input.digital)}) cannot be more than the turnover (${formatInr(input.turnover)}): check the two figures.`,
        groups: [],
        breakdown: [],
      };
    }
    const age: AgeBand = input.regime === "old" ? input.age : "below60";
    const result = assessTaxAudit({
      fy: input.fy,
      activity: input.activity,
      turnover: input.turnover,
      cashReceiptsPercent: input.cashReceipts,
      cashPaymentsPercent: business ? input.cashPayments : 0,
      scheme,
      declaredProfit: input.profit,
      digitalTurnover: input.digital,
      past44AD: business ? input.past44ad : "no",
      below44AE: input.below44ae,
      totalIncome: input.income,
      regime: input.regime,
      age,
      reportFiledOn: input.reportFiled === "" || input.reportFiled < firstFilingDate(input.fy) ? null : (input.reportFiled as IsoDate),
    });
    const yearLabel = financialYearLabel(input.fy);
    // "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26" keeps its capitals.
    const year = isTaxYearUnder2025Act(input.fy) ? yearLabel.charAt(0).toLowerCase() + yearLabel.slice(1) : yearLabel;
    const reportDue = formatLongDate(result.reportDueDate.value);
    const clauseText = result.clauseLabels.join(" and ");
    const summary = result.required
      ? `A tax audit is required for ${year} under ${clauseText}: the audit report is due by ${reportDue}.`
      : `No tax audit is required for ${year}.`;

    const groups: FigureGroup[] = [
      {
        title: "Verdict",
        highlight: result.required,
        figures: [
          { name: "auditRequired", label: "Tax audit required", value: result.required ? "Yes" : "No", format: "text", note: result.reasons.join(" ") },
          { name: "clause", label: "Under", value: result.required ? clauseText.charAt(0).toUpperCase() + clauseText.slice(1) : "None", format: "text" },
          {
            name: "limit",
            label: business ? "Turnover limit that applies to you" : "Receipts limit",
            value: result.turnoverLimit.value,
            format: "rupees",
          },
        ],
      },
    ];
    if (result.minimumProfit !== null) {
      groups.push({
        title: `Presumptive profit (section ${scheme})`,
        figures: [{ name: "minimumProfit", label: "Profit to declare to stay in the scheme", value: result.minimumProfit, format: "rupees" }],
      });
    }
    groups.push({
      title: "Dates",
      figures: [
        { name: "reportDueDate", label: result.required ? "Audit report due" : "Audit report due (if audited)", value: reportDue, format: "text" },
        { name: "returnDueDate", label: "Return due", value: formatLongDate(result.returnDueDate.value), format: "text" },
      ],
    });
    if (result.required) {
      const late = result.lateReport;
      groups.push({
        title: "If the audit is missed",
        figures: [
          { name: "penalty", label: result.consequence.label, value: result.consequence.amount, format: "rupees", note: result.consequence.note },
          ...(late
            ? [
                { name: "reportDaysLate", label: "Audit report: days after the due date", value: late.daysLate, format: "number" as const },
                ...(late.fee !== null
                  ? [
                      {
                        name: "auditFee",
                        label: "Fee under section 428(c) for this report",
                        value: late.fee,
                        format: "rupees" as const,
                        note:
                          late.timing === "onTime"
                            ? `Filed by ${reportDue}: no fee.`
                            : late.timing === "withinOneMonth"
                              ? `Late by up to a month (to ${formatLongDate(late.oneMonthAfter)}).`
                              : `Late by more than a month (after ${formatLongDate(late.oneMonthAfter)}).`,
                      },
                    ]
                  : []),
              ]
            : []),
        ],
      });
    }

    const notes = [
      ...result.assumptions,
      "Turnover means total sales, turnover or gross receipts, not profit. Amounts received or paid by a cheque or draft that is not account-payee count as cash.",
      "The basic exemption limit is that of the regime you chose; a firm has none, so for a firm any income counts as above it.",
      isTaxYearUnder2025Act(input.fy)
        ? "From tax year 2026-27 the audit is required by section 63 and the presumptive schemes are in section 58 of the Income-tax Act, 2025; the text uses the familiar 1961 numbers (44AB, 44AD, 44ADA, 44AE)."
        : undefined,
      "CBDT sometimes extends the audit report's date late in the season: check for an extension announced for your year.",
      result.lateReport && result.lateReport.fee === null && result.lateReport.daysLate > 0
        ? `Your report is ${result.lateReport.daysLate} days late. Up to FY 2025-26 the consequence is the section 271B penalty, at most the figure shown and not levied where there was a reasonable cause (section 273B); the fixed fee of section 428(c) starts with tax year 2026-27.`
        : undefined,
      "Audits required by other laws (a company under the Companies Act, a co-operative society) and the transfer-pricing report are not covered; a person who must file the transfer-pricing report files the return by 30 November.",
    ].filter((note): note is string => Boolean(note));

    const rules = AUDIT_RULES_BY_YEAR[input.fy];
    return {
      summary,
      groups,
      breakdown: [
        { title: `Tests of ${rules.auditSection.value}`, steps: result.steps.map((step) => ({ ...step })) },
        {
          title: "Dates",
          steps: [
            { label: `Audit report (${formWithFormer("taxAuditReport", input.fy)}) due`, text: reportDue, reference: result.reportDueDate.reference },
            ...(result.lateReport
              ? [
                  {
                    label: "Audit report filed",
                    text: `${formatLongDate(input.reportFiled)}${result.lateReport.daysLate > 0 ? `, ${result.lateReport.daysLate} days late` : ", on time"}`,
                    reference: result.lateReport.feeParameter?.reference ?? result.consequence.reference,
                  },
                ]
              : []),
            { label: "Return due", text: formatLongDate(result.returnDueDate.value), reference: result.returnDueDate.reference },
          ],
        },
      ],
      notes,
    };
  },
  explanation: [
    `Section 44AB of the Income-tax Act, 1961 (section 63 of the 2025 Act from tax year 2026-27) requires some businesses and professionals to have their accounts audited by a chartered accountant, who files the report in ${formAcrossYears("taxAuditReport")}. A business needs the audit when its turnover is above ₹1 crore, or above ₹10 crore when cash receipts and cash payments are each no more than 5% of the totals. A profession needs it when gross receipts are above ₹50 lakh.`,
    "The presumptive schemes change the answer. A business that declares at least 8% of turnover as profit (6% of the part received digitally) under section 44AD, with turnover up to ₹2 crore (₹3 crore when cash receipts are at most 5%), needs no audit. A professional who declares at least half of gross receipts under section 44ADA, with receipts up to ₹50 lakh (₹75 lakh when cash receipts are at most 5%), needs none either.",
    "Declaring less than the presumptive profit can bring an audit even on a small turnover: under section 44ADA when total income is above the basic exemption limit; under section 44AD when you used the scheme in the five years before (section 44AD(4)), again when total income is above that limit; and always under section 44AE for goods carriages.",
    "The audit report is due a month before the return due date, normally 30 September; CBDT extended it to 7 October 2024 for FY 2023-24 and to 10 November 2025 for FY 2024-25. From tax year 2026-27 the rules are in sections 58 and 63 of the Income-tax Act, 2025, and a late report costs a fixed fee under section 428(c).",
  ],
  faq: [
    {
      question: "My turnover is ₹5 crore and almost all of it comes through the bank. Do I need a tax audit?",
      answer:
        "No, if cash receipts and cash payments are each no more than 5% of the totals: the limit is then ₹10 crore. If either share is above 5%, the limit is ₹1 crore and you need the audit.",
    },
    {
      question: "Does a professional with ₹60 lakh of receipts need an audit?",
      answer:
        "Not if cash receipts are at most 5% and at least half of the receipts (₹30 lakh) is declared as income under section 44ADA: the scheme is then available up to ₹75 lakh. With books of account and actual profit, receipts above ₹50 lakh need an audit.",
    },
    {
      question: "I declared profit under section 44AD last year. Can I declare less this year?",
      answer:
        "You can, but section 44AD(4) then closes the scheme to you for the next five years, and while it is closed you need a tax audit in every year your total income is above the basic exemption limit.",
    },
    {
      question: "What happens if I need an audit and do not get one?",
      answer:
        "Up to FY 2025-26, section 271B allows a penalty of 0.5% of turnover, at most ₹1,50,000, unless there was a reasonable cause. From tax year 2026-27 a fixed fee applies: ₹75,000 for a delay of up to a month and ₹1,50,000 after that.",
    },
    {
      question: "When is the audit report due?",
      answer:
        "One month before the return due date for audit cases, normally 30 September after the year ends (the return is due on 31 October). CBDT has extended the dates in recent years, so check the current year's position.",
    },
  ],
});
