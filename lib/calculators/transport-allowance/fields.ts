import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { parseIndianNumber } from "@/lib/format";
import { CURRENT_FINANCIAL_YEAR, isFinancialYear, type Regime } from "@/lib/tax";
import { TRANSPORT_RULES_BY_YEAR, transportLimitDependsOnCity, type QualifyingDisability } from "@/lib/tax/transport-parameters";
import { financialYearField } from "../common-fields";
import { choice, months, rupees, toggle } from "../fields";
import { TRANSPORT_ALLOWANCE_TEXT, type City } from "./text";

/** ₹10 crore a month: far above any allowance, below any rounding trouble. */
const MAX_MONTHLY = 100_000_000;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const qualifies = (raw: Record<string, string>) => rawOf(raw, "disability", "lowerLimbs") !== "none";
/** The city matters only in a year whose limit differs by city (tax year 2026-27). */
const cityMatters = (raw: Record<string, string>) => {
  const fy = rawOf(raw, "fy", CURRENT_FINANCIAL_YEAR);
  return qualifies(raw) && isFinancialYear(fy) && transportLimitDependsOnCity(TRANSPORT_RULES_BY_YEAR[fy]);
};
const hasRunningAllowance = (raw: Record<string, string>) => parseIndianNumber(rawOf(raw, "running", "0")) !== 0;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(TRANSPORT_ALLOWANCE_TEXT, locale);
  const option = <Value extends string>(labels: Readonly<Record<Value, string>>, value: Value) => ({ value, label: labels[value] });
  return {
    fy: financialYearField({ locale, label: t.fy }),
    disability: choice<QualifyingDisability | "none">({
      locale,
      label: t.disability,
      help: t.disabilityHelp,
      options: (["lowerLimbs", "blind", "deafDumb", "none"] as const).map((value) => option(t.disabilityOptions, value)),
      default: "lowerLimbs",
      display: "select",
    }),
    city: choice<City>({
      locale,
      label: t.city,
      help: t.cityHelp,
      options: (["listed", "elsewhere"] as const).map((value) => option(t.cityOptions, value)),
      default: "elsewhere",
      visibleWhen: cityMatters,
    }),
    monthly: rupees({ locale, label: t.monthly, help: t.monthlyHelp, default: 10_000, max: MAX_MONTHLY }),
    months: months({ locale, label: t.months, help: t.monthsHelp, default: 12, min: 1, max: 12 }),
    running: rupees({ locale, label: t.running, help: t.runningHelp, default: 0, max: MAX_MONTHLY }),
    dailyAllowance: toggle({ locale, label: t.dailyAllowance, help: t.dailyAllowanceHelp, default: false, visibleWhen: hasRunningAllowance }),
    regime: choice<Regime>({
      locale,
      label: t.regime,
      help: t.regimeHelp,
      options: (["new", "old"] as const).map((value) => option(t.regimeOptions, value)),
      default: "new",
      visibleWhen: hasRunningAllowance,
    }),
  };
}

export const fields = fieldsIn("en");
