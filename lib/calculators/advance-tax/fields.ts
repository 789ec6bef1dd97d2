import { parseIndianNumber } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, rupees, toggle } from "../fields";
import type { RawInputs } from "../read-inputs";
import { MAX_AMOUNT, ageField, dividendField, financialYearField, regimeField } from "../common-fields";
import { formAcrossYears } from "@/lib/tax/forms";
import { ADVANCE_TAX_TEXT } from "./text";

export type EstimateMode = "income" | "tax";

/**
 * The months of the year after the financial year, in which the tax still unpaid on
 * 31 March may be paid; the value is the month's position (1 = April). Section 234B
 * counts each month or part of a month from 1 April, so the month is all it needs.
 */
export const PAYMENT_MONTHS = [
  ["apr", "April"],
  ["may", "May"],
  ["jun", "June"],
  ["jul", "July"],
  ["aug", "August"],
  ["sep", "September"],
  ["oct", "October"],
  ["nov", "November"],
  ["dec", "December"],
  ["jan", "January"],
  ["feb", "February"],
  ["mar", "March"],
] as const;
export type PaymentMonth = (typeof PAYMENT_MONTHS)[number][0];

const isIncomeMode = (raw: RawInputs) => (raw.mode ?? "income") === "income";
const isTaxMode = (raw: RawInputs) => raw.mode === "tax";
const positive = (text: string | undefined) => {
  const value = parseIndianNumber(text ?? "");
  return value !== null && value > 0;
};
/** Whether the inputs say some income is from business or profession. */
const hasBusinessIncome = (raw: RawInputs) => (isTaxMode(raw) ? raw.hasBusiness === "1" : positive(raw.business));

export function fieldsIn(locale: Locale) {
  const t = messagesFor(ADVANCE_TAX_TEXT, locale);
  return {
    fy: financialYearField({ locale }),
    age: ageField({ locale, help: t.ageHelp }),
    resident: toggle({
      locale,
      label: t.resident,
      default: true,
    }),
    mode: choice<EstimateMode>({
      locale,
      label: t.mode,
      options: [
        { value: "income", label: t.modeOptions.income },
        { value: "tax", label: t.modeOptions.tax },
      ],
      default: "income",
    }),
    regime: regimeField({
      locale,
      help: t.regimeHelp,
      visibleWhen: isIncomeMode,
    }),
    salary: rupees({
      locale,
      label: t.salary,
      help: t.salaryHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: isIncomeMode,
    }),
    business: rupees({
      locale,
      label: t.business,
      help: t.businessHelp,
      default: 2_400_000,
      max: MAX_AMOUNT,
      visibleWhen: isIncomeMode,
    }),
    other: rupees({
      locale,
      label: t.other,
      help: t.otherHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: isIncomeMode,
    }),
    dividend: dividendField({ locale, visibleWhen: isIncomeMode }),
    ded80c: rupees({
      locale,
      label: t.ded80c,
      help: t.ded80cHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => isIncomeMode(raw) && raw.regime === "old",
    }),
    ded80d: rupees({
      locale,
      label: t.ded80d,
      help: t.ded80dHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => isIncomeMode(raw) && raw.regime === "old",
    }),
    tax: rupees({
      locale,
      label: t.tax,
      help: t.taxHelp,
      default: 300_000,
      max: MAX_AMOUNT,
      visibleWhen: isTaxMode,
    }),
    hasBusiness: toggle({
      locale,
      label: t.hasBusiness,
      default: true,
      visibleWhen: isTaxMode,
    }),
    presumptive: toggle({
      locale,
      label: t.presumptive,
      help: t.presumptiveHelp,
      default: false,
      visibleWhen: hasBusinessIncome,
    }),
    tds: rupees({
      locale,
      label: t.tds,
      help: t.tdsHelp(formAcrossYears("annualTaxStatement"), formAcrossYears("salaryTdsCertificate"), formAcrossYears("otherTdsCertificate")),
      default: 120_000,
      max: MAX_AMOUNT,
    }),
    paidJun: rupees({ locale, label: t.paidJun, default: 0, max: MAX_AMOUNT }),
    paidSep: rupees({ locale, label: t.paidSep, default: 0, max: MAX_AMOUNT }),
    paidDec: rupees({ locale, label: t.paidDec, default: 0, max: MAX_AMOUNT }),
    paidMar: rupees({ locale, label: t.paidMar, default: 0, max: MAX_AMOUNT }),
    paidLate: rupees({
      locale,
      label: t.paidLate,
      help: t.paidLateHelp,
      default: 0,
      max: MAX_AMOUNT,
    }),
    paidIn: choice<PaymentMonth>({
      locale,
      label: t.paidIn,
      help: t.paidInHelp,
      options: PAYMENT_MONTHS.map(([value], index) => ({
        value,
        label: t.paymentMonth(t.month[value], index + 1),
      })),
      default: "jul",
      display: "select",
    }),
  };
}

export const fields = fieldsIn("en");
