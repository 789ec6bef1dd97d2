import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HRA_RULES } from "@/lib/tax/hra-rules";
import { financialYearField } from "../common-fields";
import { choice, rupees, toggle } from "../fields";
import { HRA_TEXT } from "./text";

/** ₹1,000 crore a year: far above any salary, below any rounding trouble. */
const MAX_YEARLY = 10_000_000_000;
const MAX_MONTHLY = MAX_YEARLY / 12;

export type Entry = "yearly" | "monthly";

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const entryOf = (raw: Record<string, string>): Entry => ((raw.entry ?? "").trim() === "monthly" ? "monthly" : "yearly");
const yearly = (raw: Record<string, string>) => entryOf(raw) === "yearly";
const monthly = (raw: Record<string, string>) => entryOf(raw) === "monthly";

/*
 * The contract fixes `basic`, `hraReceived` and `rent` as yearly amounts. Monthly entry
 * uses fields of its own, so a parameter never changes meaning with another one.
 */
export function fieldsIn(locale: Locale) {
  const t = messagesFor(HRA_TEXT, locale);
  const cities = (list: readonly string[]) => t.cities(list.map((city) => t.city[city] ?? city), "and");
  const before = HRA_RULES["2025-26"].higherShareCities.value;
  const added = HRA_RULES["2026-27"].higherShareCities.value.filter((city) => !before.includes(city));
  const amount = { locale, default: 0 } as const;
  return {
    fy: financialYearField({ locale, label: t.fy }),
    entry: choice<Entry>({
      locale,
      label: t.entry,
      options: [
        { value: "yearly", label: t.entryOptions.yearly },
        { value: "monthly", label: t.entryOptions.monthly },
      ],
      default: "yearly",
      help: t.entryHelp,
    }),
    basic: rupees({ ...amount, label: t.basic, help: t.salaryHelp, default: 600_000, max: MAX_YEARLY, visibleWhen: yearly }),
    hraReceived: rupees({ ...amount, label: t.hraReceived, help: t.hraReceivedHelp, default: 240_000, max: MAX_YEARLY, visibleWhen: yearly }),
    rent: rupees({ ...amount, label: t.rent, help: t.rentHelp, default: 240_000, max: MAX_YEARLY, visibleWhen: yearly }),
    basicMonthly: rupees({ ...amount, label: t.basicMonthly, help: t.salaryHelp, default: 50_000, max: MAX_MONTHLY, visibleWhen: monthly }),
    hraReceivedMonthly: rupees({ ...amount, label: t.hraReceivedMonthly, help: t.hraReceivedMonthlyHelp, default: 20_000, max: MAX_MONTHLY, visibleWhen: monthly }),
    rentMonthly: rupees({ ...amount, label: t.rentMonthly, help: t.rentMonthlyHelp, default: 20_000, max: MAX_MONTHLY, visibleWhen: monthly }),
    metro: toggle({ locale, label: t.metro, help: t.metroHelp(cities(before), added.length > 0 ? cities(added) : ""), default: true }),
  };
}

export const fields = fieldsIn("en");
