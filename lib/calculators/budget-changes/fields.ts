import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { FINANCIAL_YEARS, LATEST_FINANCIAL_YEAR } from "@/lib/tax";
import { rupees } from "../fields";
import { MAX_AMOUNT, ageField, financialYearField } from "../common-fields";
import { BUDGET_CHANGES_TEXT } from "./text";

/** By default the two latest years: the current one and the year before, or on Budget day the proposed year and the current one. */
const YEAR_BEFORE_LATEST = FINANCIAL_YEARS.at(-2) ?? LATEST_FINANCIAL_YEAR;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(BUDGET_CHANGES_TEXT, locale);
  return {
    from: financialYearField({ locale, label: t.from, default: YEAR_BEFORE_LATEST }),
    to: financialYearField({ locale, label: t.to, help: t.toHelp, default: LATEST_FINANCIAL_YEAR }),
    age: ageField({ locale, help: t.ageHelp }),
    salary: rupees({ locale, label: t.salary, help: t.salaryHelp, default: 1_500_000, max: MAX_AMOUNT }),
    other: rupees({ locale, label: t.other, help: t.otherHelp, default: 0, max: MAX_AMOUNT }),
    hra: rupees({ locale, label: t.hra, help: t.hraHelp, default: 0, max: MAX_AMOUNT }),
    ded80c: rupees({ locale, label: t.ded80c, help: t.ded80cHelp, default: 150_000, max: MAX_AMOUNT }),
    ded80d: rupees({ locale, label: t.ded80d, help: t.ded80dHelp, default: 25_000, max: MAX_AMOUNT }),
    hl: rupees({ locale, label: t.hl, help: t.hlHelp, default: 0, max: MAX_AMOUNT }),
  };
}

export const fields = fieldsIn("en");
