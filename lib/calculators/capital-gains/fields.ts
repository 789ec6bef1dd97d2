import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { financialYearDates, type IsoDate } from "@/lib/tax";
import { CAPITAL_ASSETS, type CapitalAsset } from "@/lib/tax/capital-gains";
import { costInflationIndex } from "@/lib/tax/capital-gains-cii";
import { readIsoDate } from "@/lib/tax/capital-gains-dates";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import { financialYearOf, FIRST_FINANCIAL_YEAR, LATEST_FINANCIAL_YEAR } from "@/lib/tax/years";
import { choice, count, rupees, toggle } from "../fields";
import { dateField } from "./date-field";
import { MAX_AMOUNT, ageField, onlyInOldRegime, regimeField } from "../common-fields";
import { CAPITAL_GAINS_TEXT } from "./text";

const FIRST_YEAR = FIRST_FINANCIAL_YEAR;
const LAST_YEAR = LATEST_FINANCIAL_YEAR;
const EARLIEST_SALE = financialYearDates(FIRST_YEAR).start;
const LATEST_SALE = financialYearDates(LAST_YEAR).end;

/** A raw date that reads as valid, or null. */
function rawDate(raw: Record<string, string>, name: string): IsoDate | null {
  const reading = readIsoDate(raw[name] ?? "");
  return reading.ok ? reading.date : null;
}

const assetOf = (raw: Record<string, string>) => (raw.asset ?? "equity").trim();
const hasImprovement = (raw: Record<string, string>) => ["property", "other"].includes(assetOf(raw));

/** Land or building bought before 23 July 2024 and sold after it, by a resident, in a year whose index we do not hold. */
function needsSaleYearIndex(raw: Record<string, string>): boolean {
  const buy = rawDate(raw, "buy");
  const sell = rawDate(raw, "sell");
  if (assetOf(raw) !== "property" || (raw.resident ?? "1").trim() === "0" || !buy || !sell) return false;
  const cutoff = CAPITAL_GAINS_RULES.landBuildingIndexedOptionAcquiredBefore.value;
  return buy < cutoff && sell >= cutoff && costInflationIndex(financialYearOf(sell)) === null;
}

export function fieldsIn(locale: Locale) {
  const t = messagesFor(CAPITAL_GAINS_TEXT, locale);
  return {
    asset: choice<CapitalAsset>({
      locale,
      label: t.asset,
      help: t.assetHelp,
      options: CAPITAL_ASSETS.map((value) => ({ value, label: t.assetOptions[value] ?? value })),
      default: "equity",
      display: "select",
    }),
    buy: dateField({
      locale,
      label: t.buy,
      help: t.buyHelp,
      default: "2023-06-15",
      earliest: "1900-01-01",
      latest: LATEST_SALE,
    }),
    sell: dateField({
      locale,
      label: t.sell,
      help: t.sellHelp,
      default: "2026-10-01",
      earliest: EARLIEST_SALE,
      latest: LATEST_SALE,
      outOfRange: t.sellOutOfRange(EARLIEST_SALE.slice(0, 4), LATEST_SALE.slice(0, 4)),
    }),
    sale: rupees({
      locale,
      label: t.sale,
      help: t.saleHelp,
      default: 750_000,
      max: MAX_AMOUNT,
    }),
    exp: rupees({
      locale,
      label: t.exp,
      help: t.expHelp,
      default: 0,
      max: MAX_AMOUNT,
    }),
    cost: rupees({
      locale,
      label: t.cost,
      help: t.costHelp,
      default: 500_000,
      max: MAX_AMOUNT,
    }),
    fmv2018: rupees({
      locale,
      label: t.fmv2018,
      help: t.fmv2018Help,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => {
        const buy = rawDate(raw, "buy");
        return assetOf(raw) === "equity" && buy !== null && buy <= CAPITAL_GAINS_RULES.grandfatheringDate.value;
      },
    }),
    impr: rupees({
      locale,
      label: t.impr,
      help: t.imprHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: hasImprovement,
    }),
    imprDate: dateField({
      locale,
      label: t.imprDate,
      help: t.imprDateHelp,
      default: "",
      earliest: "1900-01-01",
      latest: LATEST_SALE,
      optional: true,
      visibleWhen: (raw) => hasImprovement(raw) && (raw.impr ?? "0").replace(/[^1-9]/g, "") !== "",
    }),
    cii: count({
      locale,
      label: t.cii,
      help: t.ciiHelp,
      default: 0,
      max: 9_999,
      visibleWhen: needsSaleYearIndex,
    }),
    other: rupees({
      locale,
      label: t.other,
      help: t.otherHelp,
      default: 1_500_000,
      max: MAX_AMOUNT,
    }),
    ltcgOther: rupees({
      locale,
      label: t.ltcgOther,
      help: t.ltcgOtherHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => assetOf(raw) === "equity",
    }),
    regime: regimeField({ locale }),
    age: ageField({ locale, help: t.ageHelp, visibleWhen: onlyInOldRegime }),
    resident: toggle({
      locale,
      label: t.resident,
      help: t.residentHelp,
      default: true,
    }),
  };
}

export const fields = fieldsIn("en");
