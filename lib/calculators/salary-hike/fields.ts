import { MAX_AMOUNT } from "../common-fields";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, percent, rupees, years } from "../fields";
import { salaryDeductionFieldsIn } from "../salary/fields";
import { SALARY_HIKE_TEXT } from "./text";

export type HikeMode = "percent" | "amount" | "compare";

/** A working life of yearly hikes. */
export const MAX_HIKE_YEARS = 40;
/** The least salary: below it the fixed professional tax alone would take all the pay. */
const MIN_SALARY = 10_000;
/**
 * Basic above 80% of CTC leaves too little room for PF and gratuity on top of it; with
 * 80% at most, gross salary is always positive.
 */
const MAX_BASIC_PERCENT = 80;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const modeOf = (raw: Record<string, string>): string => (raw.mode ?? "").trim() || "percent";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(SALARY_HIKE_TEXT, locale);
  return {
    mode: choice<HikeMode>({
      locale,
      label: t.mode,
      options: [
        { value: "percent", label: t.modeOptions.percent },
        { value: "amount", label: t.modeOptions.amount },
        { value: "compare", label: t.modeOptions.compare },
      ],
      default: "percent",
    }),
    salary: rupees({
      locale,
      label: t.salary,
      help: t.salaryHelp,
      default: 8_00_000,
      min: MIN_SALARY,
      max: MAX_AMOUNT,
    }),
    percent: percent({
      locale,
      label: t.percent,
      help: t.percentHelp,
      default: 15,
      max: 200,
      visibleWhen: (raw) => modeOf(raw) === "percent",
    }),
    amount: rupees({
      locale,
      label: t.amount,
      help: t.amountHelp,
      default: 2_00_000,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => modeOf(raw) === "amount",
    }),
    target: rupees({
      locale,
      label: t.target,
      help: t.targetHelp,
      default: 10_00_000,
      min: MIN_SALARY,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => modeOf(raw) === "compare",
    }),
    years: years({
      locale,
      label: t.years,
      help: t.yearsHelp,
      default: 1,
      min: 1,
      max: MAX_HIKE_YEARS,
      visibleWhen: (raw) => modeOf(raw) !== "compare",
    }),
    basicPct: percent({
      locale,
      label: t.basicPct,
      help: t.basicPctHelp,
      default: 50,
      min: 1,
      max: MAX_BASIC_PERCENT,
    }),
    ...salaryDeductionFieldsIn(locale),
  };
}

export const fields = fieldsIn("en");
