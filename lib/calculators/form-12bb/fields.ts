import { parseIndianNumber } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { AGE_BANDS, CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, isFinancialYear, isTaxYearUnder2025Act, type AgeBand, type FinancialYear } from "@/lib/tax";
import { higherShareCitiesHelp, HRA_RULES } from "@/lib/tax/hra-rules";
import { choice, rupees, text, toggle } from "../fields";
import { HRA_TEXT } from "../hra/text";
import { panField } from "../rent-receipt/pan-field";
import type { InputOf } from "../types";
import { FORM_12BB_TEXT } from "./text";

/** The largest amount a field accepts: ₹1,000 crore, as in the income-tax calculator. */
const MAX_AMOUNT = 10_000_000_000;

export type LenderType = "bank" | "employer" | "other";

/** The HRA calculator's help for its city toggle: English from the rules, Hindi from its catalogue, so both pages say the same. */
function metroHelp(locale: Locale): string {
  if (locale === "en") return higherShareCitiesHelp();
  const t = HRA_TEXT.hi;
  const cities = (list: readonly string[]) => t.cities(list.map((city) => t.city[city] ?? city), "and");
  const before = HRA_RULES["2025-26"].higherShareCities.value;
  const added = HRA_RULES["2026-27"].higherShareCities.value.filter((city) => !before.includes(city));
  return t.metroHelp(cities(before), added.length > 0 ? cities(added) : "");
}

/** Whether an amount field holds more than nothing; text that does not parse counts, so its details stay in view. */
function positive(raw: Record<string, string>, name: string, fallback: string): boolean {
  const text = (raw[name] ?? "").trim() || fallback;
  const value = parseIndianNumber(text);
  return value === null || value > 0;
}
const paysRent = (raw: Record<string, string>) => positive(raw, "rent", "0");
const claimsLtc = (raw: Record<string, string>) => positive(raw, "lta", "0");
const hasHomeLoan = (raw: Record<string, string>) => positive(raw, "hl", "0");

/** The fields with every word in the given language (the values they read are the same in each). */
export function fieldsIn(locale: Locale) {
  const t = messagesFor(FORM_12BB_TEXT, locale);
  const details = (label: string, help: string, visibleWhen: (raw: Record<string, string>) => boolean) =>
    text({ locale, label, help, maxLength: 200, visibleWhen, personal: true });
  const amount = { locale, max: MAX_AMOUNT } as const;
  return {
    fy: choice<FinancialYear>({
      locale,
      label: t.fy,
      options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: yearLabel(fy, locale) })),
      default: CURRENT_FINANCIAL_YEAR,
      display: "select",
    }),
    age: choice<AgeBand>({
      locale,
      label: t.age,
      help: t.ageHelp,
      options: AGE_BANDS.map((band) => ({ value: band, label: t.ageOptions[band] })),
      default: "below60",
    }),
    salary: rupees({ ...amount, label: t.salary, help: t.salaryHelp, default: 1_500_000 }),
    other: rupees({ ...amount, label: t.other, help: t.otherHelp, default: 0 }),

    rent: rupees({ ...amount, label: t.rent, help: t.rentHelp, default: 0 }),
    basic: rupees({
      ...amount,
      label: t.basic,
      help: t.basicHelp,
      default: 600_000,
      visibleWhen: (raw) => paysRent(raw) || positive(raw, "ded80ccd1", "0"),
    }),
    hraReceived: rupees({ ...amount, label: t.hraReceived, default: 240_000, visibleWhen: paysRent }),
    // The same words and the same yearly list as the HRA calculator (lib/tax/hra-rules.ts).
    metro: toggle({ locale, label: t.metro, help: metroHelp(locale), default: false, visibleWhen: paysRent }),
    landlord: text({ locale, personal: true, label: t.landlord, help: t.landlordHelp, maxLength: 80, visibleWhen: paysRent }),
    llAddress: text({ locale, personal: true, label: t.llAddress, maxLength: 200, visibleWhen: paysRent }),
    llPan: panField({ locale, label: t.llPan, help: t.landlordHelp, visibleWhen: paysRent }),
    llNoPan: toggle({
      locale,
      label: t.llNoPan,
      help: t.llNoPanHelp,
      default: false,
      visibleWhen: (raw) => paysRent(raw) && (raw.llPan ?? "").trim() === "",
    }),

    // Form 124 (tax year 2026-27 on) asks for it; Form 12BB did not.
    llRelation: text({
      locale,
      personal: true,
      label: t.llRelation,
      help: t.llRelationHelp,
      maxLength: 60,
      visibleWhen: (raw) => paysRent(raw) && isTaxYearUnder2025Act(isFinancialYear(raw.fy) ? raw.fy : CURRENT_FINANCIAL_YEAR),
    }),

    lta: rupees({ ...amount, label: t.lta, help: t.ltaHelp, default: 0 }),
    ltaDetails: details(t.ltaDetails, t.ltaDetailsHelp, claimsLtc),

    hl: rupees({ ...amount, label: t.hl, help: t.hlHelp, default: 0 }),
    lenderType: choice<LenderType>({
      locale,
      label: t.lenderType,
      options: [
        { value: "bank", label: t.lenderTypeOptions.bank },
        { value: "employer", label: t.lenderTypeOptions.employer },
        { value: "other", label: t.lenderTypeOptions.other },
      ],
      default: "bank",
      display: "select",
      visibleWhen: hasHomeLoan,
    }),
    lender: text({ locale, personal: true, label: t.lender, maxLength: 80, visibleWhen: hasHomeLoan }),
    lenderAddress: text({ locale, personal: true, label: t.lenderAddress, maxLength: 200, visibleWhen: hasHomeLoan }),
    lenderPan: panField({ locale, label: t.lenderPan, help: t.lenderPanHelp, visibleWhen: hasHomeLoan }),

    ded80c: rupees({ ...amount, label: t.ded80c, help: t.ded80cHelp, default: 150_000 }),
    ev80c: details(t.ev80c, t.ev80cHelp, (raw) => positive(raw, "ded80c", "150000")),
    ded80ccc: rupees({ ...amount, label: t.ded80ccc, default: 0 }),
    ded80ccd1: rupees({ ...amount, label: t.ded80ccd1, help: t.ded80ccd1Help, default: 0 }),
    ded80ccd1b: rupees({ ...amount, label: t.ded80ccd1b, help: t.ded80ccd1bHelp, default: 0 }),
    ded80d: rupees({ ...amount, label: t.ded80d, help: t.ded80dHelp, default: 25_000 }),
    ev80d: details(t.ev80d, t.ev80dHelp, (raw) => positive(raw, "ded80d", "25000")),
    ded80e: rupees({ ...amount, label: t.ded80e, default: 0 }),
    ev80e: details(t.ev80e, t.ev80eHelp, (raw) => positive(raw, "ded80e", "0")),
    ded80g: rupees({ ...amount, label: t.ded80g, help: t.ded80gHelp, default: 0 }),
    ev80g: details(t.ev80g, t.ev80gHelp, (raw) => positive(raw, "ded80g", "0")),
    ded80tta: rupees({ ...amount, label: t.ded80tta, help: t.ded80ttaHelp, default: 0 }),

    name: text({ locale, personal: true, label: t.name, help: t.nameHelp, maxLength: 80 }),
    parent: text({ locale, personal: true, label: t.parent, help: t.parentHelp, maxLength: 80 }),
    pan: panField({ locale, label: t.pan }),
    address: text({ locale, personal: true, label: t.address, maxLength: 200 }),
    designation: text({ locale, personal: true, label: t.designation, maxLength: 80 }),
    place: text({ locale, personal: true, label: t.place, help: t.placeHelp, maxLength: 60 }),
  };
}

export const fields = fieldsIn("en");

export type Form12bbInput = InputOf<typeof fields>;
