import { parseIndianNumber } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { Regime } from "@/lib/tax";
import type { PensionEmployer } from "@/lib/tax/pension-tax";
import { financialYearField } from "../common-fields";
import { choice, percent, rupees, toggle } from "../fields";
import { PENSION_TEXT } from "./text";

/** ₹1,000 crore: far above any pension, and small enough for exact integer arithmetic on shares. */
const MAX_AMOUNT = 10_000_000_000;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const isOtherEmployer = (raw: Record<string, string>) => rawOf(raw, "employer", "other") === "other";
/** The share commuted and gratuity matter only for a non-government pension with a commuted amount. */
const commutedMatters = (raw: Record<string, string>) => isOtherEmployer(raw) && parseIndianNumber(rawOf(raw, "commuted", "600000")) !== 0;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(PENSION_TEXT, locale);
  return {
    fy: financialYearField({ locale, label: t.fy }),
    regime: choice<Regime>({
      locale,
      label: t.regime,
      help: t.regimeHelp,
      options: (["new", "old"] as const).map((value) => ({ value, label: t.regimeOptions[value] })),
      default: "new",
    }),
    employer: choice<PensionEmployer>({
      locale,
      label: t.employer,
      help: t.employerHelp,
      options: (["other", "government"] as const).map((value) => ({ value, label: t.employerOptions[value] })),
      default: "other",
    }),
    pension: rupees({ locale, label: t.pension, help: t.pensionHelp, default: 360_000, max: MAX_AMOUNT }),
    commuted: rupees({ locale, label: t.commuted, help: t.commutedHelp, default: 600_000, max: MAX_AMOUNT }),
    commutedPct: percent({ locale, label: t.commutedPct, help: t.commutedPctHelp, default: 40, min: 0.01, max: 100, visibleWhen: commutedMatters }),
    gratuity: toggle({ locale, label: t.gratuity, help: t.gratuityHelp, default: true, visibleWhen: commutedMatters }),
    familyPension: rupees({ locale, label: t.familyPension, help: t.familyPensionHelp, default: 0, max: MAX_AMOUNT }),
  };
}

export const fields = fieldsIn("en");
