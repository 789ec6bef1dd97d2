import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { isTaxYearUnder2025Act, type AgeBand } from "@/lib/tax";
import { assessTaxAudit, type AuditActivity, type AuditScheme, type Past44AD } from "@/lib/tax/audit-applicability";
import { AUDIT_RULES_BY_YEAR } from "@/lib/tax/audit-parameters";
import { firstFilingDate } from "@/lib/tax/late-fee-dates";
import type { IsoDate } from "@/lib/tax";
import { readIsoDate } from "../section-234f/date-field";
import { choice, percent, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type FigureGroup } from "../types";
import { HINDI_TITLES } from "../hindi-titles";
import { taxAuditMeta } from "./meta";
import { ageField, financialYearField, regimeField } from "../common-fields";
import { TAX_AUDIT_TEXT } from "./text";

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

function fieldsIn(locale: Locale) {
  const t = messagesFor(TAX_AUDIT_TEXT, locale);
  return {
    // The year whose audit is under way: FY 2025-26, report due 30 September 2026.
    fy: financialYearField({ locale, default: "2025-26" }),
    activity: choice<AuditActivity>({
      locale,
      label: t.activity,
      options: [
        { value: "business", label: t.activityOptions.business },
        { value: "profession", label: t.activityOptions.profession },
      ],
      default: "business",
      help: t.activityHelp,
    }),
    turnover: rupees({ locale, label: t.turnover, help: t.turnoverHelp, default: 15_000_000, max: MAX_AMOUNT }),
    cashReceipts: percent({ locale, label: t.cashReceipts, help: t.cashReceiptsHelp, default: 3, max: 100 }),
    cashPayments: percent({ locale, label: t.cashPayments, help: t.cashPaymentsHelp, default: 4, max: 100, visibleWhen: isBusiness }),
    bizScheme: choice<AuditScheme>({
      locale,
      label: t.bizScheme,
      options: [
        { value: "books", label: t.schemeOptions.books },
        { value: "44AD", label: t.schemeOptions["44AD"] },
        { value: "44AE", label: t.schemeOptions["44AE"] },
      ],
      default: "books",
      display: "select",
      visibleWhen: isBusiness,
    }),
    profScheme: choice<AuditScheme>({
      locale,
      label: t.profScheme,
      options: [
        { value: "books", label: t.schemeOptions.books },
        { value: "44ADA", label: t.schemeOptions["44ADA"] },
      ],
      default: "books",
      visibleWhen: (raw) => !isBusiness(raw),
    }),
    profit: rupees({ locale, label: t.profit, help: t.profitHelp, default: 1_200_000, max: MAX_AMOUNT, visibleWhen: declaresUnderScheme }),
    digital: rupees({
      locale,
      label: t.digital,
      help: t.digitalHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => isBusiness(raw) && businessScheme(raw) === "44AD",
    }),
    past44ad: choice<Past44AD>({
      locale,
      label: t.past44ad,
      options: [
        { value: "no", label: t.past44adOptions.no },
        { value: "used", label: t.past44adOptions.used },
        { value: "optedOut", label: t.past44adOptions.optedOut },
      ],
      default: "no",
      display: "select",
      help: t.past44adHelp,
      visibleWhen: (raw) => isBusiness(raw) && businessScheme(raw) !== "44AE",
    }),
    below44ae: toggle({
      locale,
      label: t.below44ae,
      help: t.below44aeHelp,
      default: false,
      visibleWhen: (raw) => isBusiness(raw) && businessScheme(raw) === "44AE",
    }),
    income: rupees({ locale, label: t.income, help: t.incomeHelp, default: 1_000_000, max: MAX_AMOUNT, visibleWhen: incomeMatters }),
    regime: regimeField({ locale, visibleWhen: incomeMatters }),
    age: ageField({ locale, visibleWhen: (raw) => incomeMatters(raw) && rawOf(raw, "regime", "new") === "old" }),
    // Optional: blank means not known, and only the most it can cost is shown.
    reportFiled: {
      kind: "text" as const,
      label: t.reportFiled,
      help: t.reportFiledHelp,
      defaultRaw: "",
      maxLength: 10,
      placeholder: "YYYY-MM-DD",
      autoCapitalize: "none" as const,
      read: (raw: string) => (raw.trim() === "" ? { ok: true as const, value: "" } : readIsoDate(raw, REPORT_DATE_RANGE, locale)),
    },
  };
}

export const fields = fieldsIn("en");

/** The tax-audit calculator with every word in the given language; its figures are the same in each. */
export function taxAuditIn(locale: Locale) {
  const t = messagesFor(TAX_AUDIT_TEXT, locale);
  const formatLongDate = t.date;
  return defineCalculator({
    locale,
    meta: locale === "en" ? taxAuditMeta : { ...taxAuditMeta, title: HINDI_TITLES["tax-audit"] ?? taxAuditMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "activity"] },
      { title: t.groupTurnover, fields: ["turnover", "cashReceipts", "cashPayments"] },
      { title: t.groupProfit, fields: ["bizScheme", "profScheme", "profit", "digital", "past44ad", "below44ae"] },
      { title: t.groupIncome, fields: ["income", "regime", "age"] },
      { title: t.groupReport, fields: ["reportFiled"] },
    ],
    validate(input) {
      const business = input.activity === "business";
      const scheme = business ? input.bizScheme : input.profScheme;
      const turnover = formatInr(input.turnover);
      const problems: Partial<Record<keyof typeof fields, string>> = {};
      // The part received digitally is a part of the turnover (s.44AD(1), proviso).
      if (business && scheme === "44AD" && input.digital > input.turnover) {
        problems.digital = t.digitalTooLarge(formatInr(input.digital), turnover);
      }
      // A presumptive profit is a share of the turnover or gross receipts (s.44AD(1), s.44ADA(1)), never more than all of it.
      if ((scheme === "44AD" || scheme === "44ADA") && input.profit > input.turnover) {
        problems.profit = t.profitTooLarge(formatInr(input.profit), business, turnover);
      }
      // The audit is of the year's accounts, so the report comes after the year ends.
      const opens = firstFilingDate(input.fy);
      if (input.reportFiled !== "" && input.reportFiled < opens) {
        problems.reportFiled = t.reportTooEarly(formatLongDate(opens));
      }
      return problems;
    },
    compute(input): CalculatorResult {
      const business = input.activity === "business";
      const scheme = business ? input.bizScheme : input.profScheme;
      // validate() keeps this from the page; compute() stays total all the same.
      if (business && scheme === "44AD" && input.digital > input.turnover) {
        return {
          summary: t.summaryDigitalTooLarge(formatInr(input.digital), formatInr(input.turnover)),
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
      }, locale);
      const year = t.yearIn(input.fy);
      const reportDue = formatLongDate(result.reportDueDate.value);
      const clauseText = t.joinClauses(result.clauseLabels);
      const summary = result.required ? t.summaryRequired(year, clauseText, reportDue) : t.summaryNotRequired(year);

      const groups: FigureGroup[] = [
        {
          title: t.verdict,
          highlight: result.required,
          figures: [
            { name: "auditRequired", label: t.auditRequired, value: result.required ? t.yes : t.no, format: "text", note: result.reasons.join(" ") },
            { name: "clause", label: t.under, value: result.required ? t.capitalise(clauseText) : t.none, format: "text" },
            {
              name: "limit",
              label: business ? t.turnoverLimit : t.receiptsLimit,
              value: result.turnoverLimit.value,
              format: "rupees",
            },
          ],
        },
      ];
      if (result.minimumProfit !== null) {
        groups.push({
          title: t.presumptiveGroup(scheme),
          figures: [{ name: "minimumProfit", label: t.minimumProfit, value: result.minimumProfit, format: "rupees" }],
        });
      }
      groups.push({
        title: t.dates,
        figures: [
          { name: "reportDueDate", label: result.required ? t.reportDue : t.reportDueIfAudited, value: reportDue, format: "text" },
          { name: "returnDueDate", label: t.returnDue, value: formatLongDate(result.returnDueDate.value), format: "text" },
        ],
      });
      if (result.required) {
        const late = result.lateReport;
        groups.push({
          title: t.ifMissed,
          figures: [
            { name: "penalty", label: result.consequence.label, value: result.consequence.amount, format: "rupees", note: result.consequence.note },
            ...(late
              ? [
                  { name: "reportDaysLate", label: t.reportDaysLate, value: late.daysLate, format: "number" as const },
                  ...(late.fee !== null
                    ? [
                        {
                          name: "auditFee",
                          label: t.auditFee,
                          value: late.fee,
                          format: "rupees" as const,
                          note:
                            late.timing === "onTime"
                              ? t.feeOnTime(reportDue)
                              : late.timing === "withinOneMonth"
                                ? t.feeWithinMonth(formatLongDate(late.oneMonthAfter))
                                : t.feeAfterMonth(formatLongDate(late.oneMonthAfter)),
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
        t.noteTurnover,
        t.noteExemptionLimit,
        isTaxYearUnder2025Act(input.fy) ? t.note2025Act : undefined,
        t.noteExtensions,
        result.lateReport && result.lateReport.fee === null && result.lateReport.daysLate > 0 ? t.noteLatePenalty(result.lateReport.daysLate) : undefined,
        t.noteOtherAudits,
      ].filter((note): note is string => Boolean(note));

      const rules = AUDIT_RULES_BY_YEAR[input.fy];
      return {
        summary,
        groups,
        breakdown: [
          { title: t.testsOf(rules.auditSection.value), steps: result.steps.map((step) => ({ ...step })) },
          {
            title: t.dates,
            steps: [
              { label: t.stepReportDue(t.auditReportForm(input.fy)), text: reportDue, reference: result.reportDueDate.reference },
              ...(result.lateReport
                ? [
                    {
                      label: t.stepReportFiled,
                      text: t.reportFiledText(formatLongDate(input.reportFiled), result.lateReport.daysLate),
                      reference: result.lateReport.feeParameter?.reference ?? result.consequence.reference,
                    },
                  ]
                : []),
              { label: t.returnDue, text: formatLongDate(result.returnDueDate.value), reference: result.returnDueDate.reference },
            ],
          },
        ],
        notes,
      };
    },
    explanation: [t.explanationFirst(t.auditFormAcrossYears()), ...t.explanationRest],
    faq: [...t.faq],
  });
}

export const taxAudit = taxAuditIn("en");
