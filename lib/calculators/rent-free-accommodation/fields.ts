import { parseIndianNumber } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { CURRENT_FINANCIAL_YEAR, type FinancialYear } from "@/lib/tax";
import type { CityClass } from "@/lib/tax/accommodation-parameters";
import type { AccommodationKind, FurnitureKind } from "@/lib/tax/accommodation-perquisite";
import { financialYearField } from "../common-fields";
import { choice, months, rupees, toggle } from "../fields";
import { RENT_FREE_ACCOMMODATION_TEXT } from "./text";

/** ₹1,000 crore: far above any salary or rent, and small enough for exact integer arithmetic on shares. */
const MAX_AMOUNT = 10_000_000_000;

/** The year whose rates changed mid-way (1 September 2023): its months are asked in two parts. */
export const SPLIT_YEAR: FinancialYear = "2023-24";
/** April to August 2023: the months under the rule before the amendment. */
export const MONTHS_BEFORE_SEPTEMBER = 5;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const housing = (raw: Record<string, string>) => rawOf(raw, "housing", "owned");
const isOwned = (raw: Record<string, string>) => housing(raw) === "owned";
/** Rates for employer-owned and leased accommodation changed on 1 September 2023. */
const splitYear = (raw: Record<string, string>) => rawOf(raw, "fy", CURRENT_FINANCIAL_YEAR) === SPLIT_YEAR && (housing(raw) === "owned" || housing(raw) === "leased");
const furnitureKind = (raw: Record<string, string>) => (housing(raw) === "hotel" ? "none" : rawOf(raw, "furniture", "none"));

const CITY_CLASSES: readonly CityClass[] = ["large", "medium", "small"];

export function fieldsIn(locale: Locale) {
  const t = messagesFor(RENT_FREE_ACCOMMODATION_TEXT, locale);
  const options = <Value extends string>(values: readonly Value[], labels: Readonly<Record<Value, string>>) => values.map((value) => ({ value, label: labels[value] }));
  return {
    fy: financialYearField({ locale, label: t.fy }),
    housing: choice<AccommodationKind>({
      locale,
      label: t.housing,
      options: options(["owned", "leased", "hotel", "government"], t.housingOptions),
      default: "owned",
      display: "select",
    }),
    city: choice<CityClass>({ locale, label: t.city, help: t.cityHelp, options: options(CITY_CLASSES, t.cityOptions2011), default: "large", visibleWhen: isOwned }),
    months: months({ locale, label: t.months, help: t.monthsHelp, default: 12, min: 1, max: 12 }),
    monthsBeforeSep: months({
      locale,
      label: t.monthsBeforeSep,
      help: t.monthsBeforeSepHelp,
      default: MONTHS_BEFORE_SEPTEMBER,
      min: 0,
      max: MONTHS_BEFORE_SEPTEMBER,
      visibleWhen: splitYear,
    }),
    city2001: choice<CityClass>({
      locale,
      label: t.city2001,
      help: t.city2001Help,
      options: options(CITY_CLASSES, t.cityOptions2001),
      default: "large",
      visibleWhen: (raw) => splitYear(raw) && isOwned(raw) && parseIndianNumber(rawOf(raw, "monthsBeforeSep", String(MONTHS_BEFORE_SEPTEMBER))) !== 0,
    }),
    basic: rupees({ locale, label: t.basic, help: t.basicHelp, default: 1_400_000, max: MAX_AMOUNT }),
    da: rupees({ locale, label: t.da, help: t.daHelp, default: 0, max: MAX_AMOUNT }),
    bonus: rupees({ locale, label: t.bonus, default: 400_000, max: MAX_AMOUNT }),
    allowances: rupees({ locale, label: t.allowances, help: t.allowancesHelp, default: 600_000, max: MAX_AMOUNT }),
    leaseRent: rupees({ locale, label: t.leaseRent, help: t.leaseRentHelp, default: 420_000, max: MAX_AMOUNT, visibleWhen: (raw) => housing(raw) === "leased" }),
    hotelCharges: rupees({ locale, label: t.hotelCharges, default: 300_000, max: MAX_AMOUNT, visibleWhen: (raw) => housing(raw) === "hotel" }),
    shortStay: toggle({ locale, label: t.shortStay, help: t.shortStayHelp, default: false, visibleWhen: (raw) => housing(raw) === "hotel" }),
    licenceFee: rupees({ locale, label: t.licenceFee, help: t.licenceFeeHelp, default: 30_000, max: MAX_AMOUNT, visibleWhen: (raw) => housing(raw) === "government" }),
    furniture: choice<FurnitureKind>({
      locale,
      label: t.furniture,
      options: options(["none", "owned", "hired"], t.furnitureOptions),
      default: "none",
      display: "select",
      visibleWhen: (raw) => housing(raw) !== "hotel",
    }),
    furnitureCost: rupees({ locale, label: t.furnitureCost, help: t.furnitureCostHelp, default: 500_000, max: MAX_AMOUNT, visibleWhen: (raw) => furnitureKind(raw) === "owned" }),
    furnitureHire: rupees({ locale, label: t.furnitureHire, help: t.furnitureHireHelp, default: 60_000, max: MAX_AMOUNT, visibleWhen: (raw) => furnitureKind(raw) === "hired" }),
    rentPaid: rupees({ locale, label: t.rentPaid, help: t.rentPaidHelp, default: 60_000, max: MAX_AMOUNT }),
  };
}

export const fields = fieldsIn("en");
