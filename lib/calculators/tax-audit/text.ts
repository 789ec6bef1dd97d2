import { formatLongDate } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { AuditActivity, AuditScheme, Past44AD } from "@/lib/tax/audit-applicability";
import { formAcrossYears, formWithFormer } from "@/lib/tax/forms";
import { financialYearLabel, isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import { taxAuditMeta } from "./meta";

/*
 * Every word the tax-audit calculator (section 44AB) shows, in English and Hindi; the findings
 * themselves come in the page's language from lib/tax/audit-applicability.ts. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */


const en = {
  description: taxAuditMeta.description,
  keywords: taxAuditMeta.keywords,
  groupYear: "Year and activity",
  groupTurnover: "Turnover and cash",
  groupProfit: "Profit declared",
  groupIncome: "Income",
  groupReport: "Audit report",
  activity: "You carry on",
  activityOptions: { business: "A business", profession: "A profession" } as Readonly<Record<AuditActivity, string>>,
  activityHelp:
    "Profession: legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration, film, company secretary, IT and other notified professions.",
  turnover: "Turnover or gross receipts for the year",
  turnoverHelp: "Total sales, turnover or gross receipts of the business or profession, not the profit.",
  cashReceipts: "Receipts in cash, as a % of all receipts",
  cashReceiptsHelp: "All amounts received, including sales. A cheque or draft that is not account-payee counts as cash.",
  cashPayments: "Payments in cash, as a % of all payments",
  cashPaymentsHelp: "All amounts paid, including expenses. A cheque or draft that is not account-payee counts as cash.",
  bizScheme: "How you declare the business profit",
  profScheme: "How you declare the professional income",
  schemeOptions: {
    books: "From the accounts (actual profit)",
    "44AD": "Presumptive, section 44AD",
    "44ADA": "Presumptive, section 44ADA",
    "44AE": "Goods carriages, section 44AE",
  } as Readonly<Record<AuditScheme, string>>,
  profit: "Profit you declare",
  profitHelp: "The income from this business or profession shown in your return.",
  digital: "Part of turnover received digitally",
  digitalHelp: "By account-payee cheque or draft, bank transfer, UPI or card, during the year or by the return due date: 6% applies to it instead of 8%.",
  past44ad: "Section 44AD in the five years before this one",
  past44adOptions: { no: "Not used", used: "Used it, and have kept to it since", optedOut: "Used it, then declared less (opted out)" } as Readonly<
    Record<Past44AD, string>
  >,
  past44adHelp:
    "Declaring less than the presumptive profit within five years of using section 44AD closes the scheme for the next five years (section 44AD(4)).",
  below44ae: "I declare less than the section 44AE income",
  below44aeHelp: "Section 44AE deems ₹1,000 per tonne of gross vehicle weight a month for heavy goods vehicles, ₹7,500 a month for others.",
  income: "Total income",
  incomeHelp: "Your total income from all sources after deductions: compared with the basic exemption limit.",
  reportFiled: "Date the audit report was, or will be, filed (optional)",
  reportFiledHelp:
    "Year first, as YYYY-MM-DD. From tax year 2026-27 a late report costs a fixed fee under section 428(c): ₹75,000 up to a month late, ₹1,50,000 after that.",

  date: (value: string) => formatLongDate(value),
  yearIn: (fy: FinancialYear) => {
    const label = financialYearLabel(fy);
    // "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26" keeps its capitals.
    return isTaxYearUnder2025Act(fy) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  },
  auditReportForm: (fy: FinancialYear) => formWithFormer("taxAuditReport", fy),
  joinClauses: (clauses: readonly string[]) => clauses.join(" and "),
  capitalise: (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
  yes: "Yes",
  no: "No",
  none: "None",

  digitalTooLarge: (digital: string, turnover: string) =>
    `The part received digitally (${digital}) cannot be more than the turnover (${turnover}): enter at most ${turnover}.`,
  profitTooLarge: (profit: string, business: boolean, turnover: string) =>
    `The profit you declare (${profit}) cannot be more than the ${business ? "turnover" : "gross receipts"} (${turnover}): check the two figures.`,
  reportTooEarly: (opens: string) => `Enter a date from ${opens}: the audit report for the year can be filed only after the year ends.`,
  summaryDigitalTooLarge: (digital: string, turnover: string) =>
    `The part received digitally (${digital}) cannot be more than the turnover (${turnover}): check the two figures.`,
  summaryRequired: (year: string, clauses: string, due: string) =>
    `A tax audit is required for ${year} under ${clauses}: the audit report is due by ${due}.`,
  summaryNotRequired: (year: string) => `No tax audit is required for ${year}.`,

  verdict: "Verdict",
  auditRequired: "Tax audit required",
  under: "Under",
  turnoverLimit: "Turnover limit that applies to you",
  receiptsLimit: "Receipts limit",
  presumptiveGroup: (scheme: string) => `Presumptive profit (section ${scheme})`,
  minimumProfit: "Profit to declare to stay in the scheme",
  dates: "Dates",
  reportDue: "Audit report due",
  reportDueIfAudited: "Audit report due (if audited)",
  returnDue: "Return due",
  ifMissed: "If the audit is missed",
  reportDaysLate: "Audit report: days after the due date",
  auditFee: "Fee under section 428(c) for this report",
  feeOnTime: (due: string) => `Filed by ${due}: no fee.`,
  feeWithinMonth: (until: string) => `Late by up to a month (to ${until}).`,
  feeAfterMonth: (after: string) => `Late by more than a month (after ${after}).`,

  noteTurnover:
    "Turnover means total sales, turnover or gross receipts, not profit. Amounts received or paid by a cheque or draft that is not account-payee count as cash.",
  noteExemptionLimit: "The basic exemption limit is that of the regime you chose; a firm has none, so for a firm any income counts as above it.",
  note2025Act:
    "From tax year 2026-27 the audit is required by section 63 and the presumptive schemes are in section 58 of the Income-tax Act, 2025; the text uses the familiar 1961 numbers (44AB, 44AD, 44ADA, 44AE).",
  noteExtensions: "CBDT sometimes extends the audit report's date late in the season: check for an extension announced for your year.",
  noteLatePenalty: (days: number) =>
    `Your report is ${days} days late. Up to FY 2025-26 the consequence is the section 271B penalty, at most the figure shown and not levied where there was a reasonable cause (section 273B); the fixed fee of section 428(c) starts with tax year 2026-27.`,
  noteOtherAudits:
    "Audits required by other laws (a company under the Companies Act, a co-operative society) and the transfer-pricing report are not covered; a person who must file the transfer-pricing report files the return by 30 November.",

  testsOf: (section: string) => `Tests of ${section}`,
  stepReportDue: (form: string) => `Audit report (${form}) due`,
  stepReportFiled: "Audit report filed",
  reportFiledText: (date: string, daysLate: number) => `${date}${daysLate > 0 ? `, ${daysLate} days late` : ", on time"}`,

  explanationFirst: (form: string) =>
    `Section 44AB of the Income-tax Act, 1961 (section 63 of the 2025 Act from tax year 2026-27) requires some businesses and professionals to have their accounts audited by a chartered accountant, who files the report in ${form}. A business needs the audit when its turnover is above ₹1 crore, or above ₹10 crore when cash receipts and cash payments are each no more than 5% of the totals. A profession needs it when gross receipts are above ₹50 lakh.`,
  explanationRest: [
    "The presumptive schemes change the answer. A business that declares at least 8% of turnover as profit (6% of the part received digitally) under section 44AD, with turnover up to ₹2 crore (₹3 crore when cash receipts are at most 5%), needs no audit. A professional who declares at least half of gross receipts under section 44ADA, with receipts up to ₹50 lakh (₹75 lakh when cash receipts are at most 5%), needs none either.",
    "Declaring less than the presumptive profit can bring an audit even on a small turnover: under section 44ADA when total income is above the basic exemption limit; under section 44AD when you used the scheme in the five years before (section 44AD(4)), again when total income is above that limit; and always under section 44AE for goods carriages.",
    "The audit report is due a month before the return due date, normally 30 September; CBDT extended it to 7 October 2024 for FY 2023-24 and to 10 November 2025 for FY 2024-25. From tax year 2026-27 the rules are in sections 58 and 63 of the Income-tax Act, 2025, and a late report costs a fixed fee under section 428(c).",
  ] as readonly string[],
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
  ] as readonly { question: string; answer: string }[],
  auditFormAcrossYears: () => formAcrossYears("taxAuditReport"),
};



export const TAX_AUDIT_TEXT: Catalogues<typeof en> = translatable("TAX_AUDIT_TEXT", en);
