import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { formAcrossYears } from "@/lib/tax/forms";
import { MAX_AMOUNT, ageField, dividendField, financialYearField } from "../common-fields";
import { rupees } from "../fields";
import { INCOME_TAX_TEXT } from "./text";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(INCOME_TAX_TEXT, locale);
  return {
    fy: financialYearField({ locale }),
    age: ageField({ locale, help: t.ageHelp }),
    salary: rupees({
      locale,
      label: t.salary,
      help: t.salaryHelp(formAcrossYears("salaryTdsCertificate")),
      default: 1_500_000,
      max: MAX_AMOUNT,
    }),
    other: rupees({
      locale,
      label: t.other,
      help: t.otherHelp,
      default: 0,
      max: MAX_AMOUNT,
    }),
    dividend: dividendField({ locale }),
    hra: rupees({
      locale,
      label: t.hra,
      help: t.hraHelp,
      default: 0,
      max: MAX_AMOUNT,
    }),
    ded80c: rupees({
      locale,
      label: t.ded80c,
      help: t.ded80cHelp,
      default: 150_000,
      max: MAX_AMOUNT,
    }),
    ded80d: rupees({
      locale,
      label: t.ded80d,
      help: t.ded80dHelp,
      default: 25_000,
      max: MAX_AMOUNT,
    }),
    ded80ccd1b: rupees({
      locale,
      label: t.ded80ccd1b,
      help: t.ded80ccd1bHelp,
      default: 0,
      max: MAX_AMOUNT,
    }),
    hl: rupees({
      locale,
      label: t.hl,
      help: t.hlHelp,
      default: 0,
      max: MAX_AMOUNT,
    }),
  };
}

export const fields = fieldsIn("en");
