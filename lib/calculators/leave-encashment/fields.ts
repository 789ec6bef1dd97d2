import { formatInr } from "@/lib/format";
import { LEAVE_ENCASHMENT_RULES } from "@/lib/tax/leave-encashment-rules";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { CURRENT_FINANCIAL_YEAR } from "@/lib/tax/years";
import { financialYearField } from "../common-fields";
import { choice, days, rupees, years } from "../fields";
import { LEAVE_ENCASHMENT_TEXT } from "./text";

/** ₹100 crore: far above any salary or leave encashment, below any rounding trouble. */
const MAX_AMOUNT = 1_000_000_000;
const MAX_SERVICE_YEARS = 60;
const DAYS_IN_YEAR = 366;
/** The limit is the same in every year we model; the field cannot accept more than it. */
const LIFETIME_LIMIT = LEAVE_ENCASHMENT_RULES[CURRENT_FINANCIAL_YEAR].ceiling.value;
const MAX_DAYS_PER_YEAR = LEAVE_ENCASHMENT_RULES[CURRENT_FINANCIAL_YEAR].maxLeaveDaysPerYear.value;

export type Occasion = "leaving" | "inService";
export type Employer = "private" | "government";

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const leaving = (raw: Record<string, string>) => rawOf(raw, "when", "leaving") !== "inService";
const limitsApply = (raw: Record<string, string>) => leaving(raw) && rawOf(raw, "employer", "private") !== "government";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(LEAVE_ENCASHMENT_TEXT, locale);
  return {
    fy: financialYearField({ locale, label: t.fy }),
    when: choice<Occasion>({
      locale,
      label: t.when,
      options: (["leaving", "inService"] as const).map((value) => ({ value, label: t.whenOptions[value] })),
      default: "leaving",
      help: t.whenHelp,
    }),
    employer: choice<Employer>({
      locale,
      label: t.employer,
      options: (["private", "government"] as const).map((value) => ({ value, label: t.employerOptions[value] })),
      default: "private",
      help: t.employerHelp,
      visibleWhen: leaving,
    }),
    received: rupees({ locale, label: t.received, help: t.receivedHelp, default: 1_200_000, max: MAX_AMOUNT }),
    avgSalary: rupees({ locale, label: t.avgSalary, help: t.avgSalaryHelp, default: 80_000, max: MAX_AMOUNT, visibleWhen: limitsApply }),
    years: years({ locale, label: t.years, help: t.yearsHelp, default: 25, max: MAX_SERVICE_YEARS, visibleWhen: limitsApply }),
    leavePerYear: days({ locale, label: t.leavePerYear, help: t.leavePerYearHelp(MAX_DAYS_PER_YEAR), default: MAX_DAYS_PER_YEAR, max: DAYS_IN_YEAR, visibleWhen: limitsApply }),
    leaveTaken: days({ locale, label: t.leaveTaken, help: t.leaveTakenHelp, default: 400, max: MAX_SERVICE_YEARS * DAYS_IN_YEAR, visibleWhen: limitsApply }),
    earlier: rupees({ locale, label: t.earlier, help: t.earlierHelp(formatInr(LIFETIME_LIMIT)), default: 0, max: LIFETIME_LIMIT, visibleWhen: limitsApply }),
  };
}

export const fields = fieldsIn("en");
