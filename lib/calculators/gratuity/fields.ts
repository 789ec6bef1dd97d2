import { formatInr } from "@/lib/format";
import { GRATUITY_RULES } from "@/lib/tax/gratuity-rules";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { CURRENT_FINANCIAL_YEAR } from "@/lib/tax/years";
import { financialYearField } from "../common-fields";
import { choice, months, rupees, toggle, years } from "../fields";
import { optionalRupees } from "./optional-rupees";
import { GRATUITY_TEXT } from "./text";

/** ₹100 crore: far above any gratuity or salary, below any rounding trouble. */
const MAX_AMOUNT = 1_000_000_000;
/** A working life: no one has more years of service with one employer. */
const MAX_SERVICE_YEARS = 60;
const MONTHS_AFTER_LAST_FULL_YEAR = 11;
/** The limit is the same in every year we model; the field cannot accept more than it. */
const LIFETIME_LIMIT = GRATUITY_RULES[CURRENT_FINANCIAL_YEAR].otherCeiling.value;

export type Employer = "private" | "government";

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const isPrivate = (raw: Record<string, string>) => rawOf(raw, "employer", "private") !== "government";
const notCovered = (raw: Record<string, string>) => isPrivate(raw) && rawOf(raw, "covered", "1") === "0";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(GRATUITY_TEXT, locale);
  return {
    fy: financialYearField({ locale, label: t.fy }),
    employer: choice<Employer>({
      locale,
      label: t.employer,
      options: (["private", "government"] as const).map((value) => ({ value, label: t.employerOptions[value] })),
      default: "private",
      help: t.employerHelp,
    }),
    covered: toggle({ locale, label: t.covered, help: t.coveredHelp, default: true, visibleWhen: isPrivate }),
    salary: rupees({ locale, label: t.salary, help: t.salaryHelp, default: 60_000, max: MAX_AMOUNT, visibleWhen: isPrivate }),
    avgSalary: optionalRupees({ locale, label: t.avgSalary, help: t.avgSalaryHelp, max: MAX_AMOUNT, atLeastOrBlank: t.avgSalaryBlank, visibleWhen: notCovered }),
    years: years({ locale, label: t.years, help: t.yearsHelp, default: 20, max: MAX_SERVICE_YEARS, visibleWhen: isPrivate }),
    months: months({ locale, label: t.months, help: t.monthsHelp, default: 7, max: MONTHS_AFTER_LAST_FULL_YEAR, visibleWhen: isPrivate }),
    received: optionalRupees({ locale, label: t.received, help: t.receivedHelp, max: MAX_AMOUNT, atLeastOrBlank: t.receivedBlank }),
    earlier: rupees({ locale, label: t.earlier, help: t.earlierHelp(formatInr(LIFETIME_LIMIT)), default: 0, max: LIFETIME_LIMIT, visibleWhen: notCovered }),
  };
}

export const fields = fieldsIn("en");
