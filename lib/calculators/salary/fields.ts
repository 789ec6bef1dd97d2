import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { CURRENT_FINANCIAL_YEAR, rulesFor } from "@/lib/tax";
import { choice, percent, rupees, toggle } from "../fields";
import { MAX_AMOUNT, ageField, financialYearField, regimeField } from "../common-fields";
import { SALARY_TEXT } from "./text";

export type PfBasis = "basic" | "ceiling" | "none";

/** Article 276(2) of the Constitution: no state may levy more than this a year (the same every year we model). */
const PROFESSIONAL_TAX_MAXIMUM = rulesFor(CURRENT_FINANCIAL_YEAR).deductionLimits.professionalTax.value;

/** PF, gratuity and professional tax in the given language: how a CTC turns into take-home pay (the salary-hike calculator uses them too). */
export function salaryDeductionFieldsIn(locale: Locale) {
  const t = messagesFor(SALARY_TEXT, locale);
  return {
    pf: choice<PfBasis>({
      locale,
      label: t.pf,
      help: t.pfHelp,
      options: [
        { value: "basic", label: t.pfOptions.basic },
        { value: "ceiling", label: t.pfOptions.ceiling },
        { value: "none", label: t.pfOptions.none },
      ],
      default: "basic",
    }),
    gratuity: toggle({
      locale,
      label: t.gratuity,
      default: true,
    }),
    pt: rupees({
      locale,
      label: t.pt,
      help: t.ptHelp,
      default: PROFESSIONAL_TAX_MAXIMUM,
      max: PROFESSIONAL_TAX_MAXIMUM,
    }),
  };
}

/** PF, gratuity and professional tax, in English. */
export const salaryDeductionFields = salaryDeductionFieldsIn("en");

export function fieldsIn(locale: Locale) {
  const t = messagesFor(SALARY_TEXT, locale);
  return {
    fy: financialYearField({ locale }),
    regime: regimeField({ locale, label: t.regime, help: t.regimeHelp }),
    age: ageField({ locale, help: t.ageHelp }),
    ctc: rupees({
      locale,
      label: t.ctc,
      help: t.ctcHelp,
      default: 1_500_000,
      max: MAX_AMOUNT,
    }),
    basicPct: percent({
      locale,
      label: t.basicPct,
      help: t.basicPctHelp,
      default: 50,
      min: 1,
      max: 100,
    }),
    hraPct: percent({
      locale,
      label: t.hraPct,
      help: t.hraPctHelp,
      default: 40,
      max: 100,
    }),
    ...salaryDeductionFieldsIn(locale),
  };
}

export const fields = fieldsIn("en");
