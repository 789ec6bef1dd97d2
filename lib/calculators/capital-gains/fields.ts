import { FIRST_TAX_YEAR_UNDER_2025_ACT, financialYearDates, sectionWithFormer, type IsoDate } from "@/lib/tax";
import { CAPITAL_ASSETS, type CapitalAsset } from "@/lib/tax/capital-gains";
import { costInflationIndex } from "@/lib/tax/capital-gains-cii";
import { readIsoDate } from "@/lib/tax/capital-gains-dates";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import { financialYearOf, FIRST_FINANCIAL_YEAR, LATEST_FINANCIAL_YEAR } from "@/lib/tax/years";
import { choice, count, rupees, toggle } from "../fields";
import { dateField } from "./date-field";
import { MAX_AMOUNT, ageField, onlyInOldRegime, regimeField } from "../common-fields";


const FIRST_YEAR = FIRST_FINANCIAL_YEAR;
const LAST_YEAR = LATEST_FINANCIAL_YEAR;
const EARLIEST_SALE = financialYearDates(FIRST_YEAR).start;
const LATEST_SALE = financialYearDates(LAST_YEAR).end;

const ASSET_LABELS: Record<CapitalAsset, string> = {
  equity: "Listed shares or equity mutual fund units (STT paid)",
  unlisted: "Unlisted shares",
  property: "Land or building (house, flat, plot)",
  debtfund: "Debt or other non-equity mutual fund units",
  other: "Gold, jewellery or another asset",
};


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

export const fields = {
  asset: choice<CapitalAsset>({
    label: "What did you sell?",
    help: "Debt funds bought on or after 1 April 2023 are always short-term (section 50AA).",
    options: CAPITAL_ASSETS.map((value) => ({ value, label: ASSET_LABELS[value] })),
    default: "equity",
    display: "select",
  }),
  buy: dateField({
    label: "Date of purchase (YYYY-MM-DD)",
    help: "For an inherited or gifted asset, the date the previous owner bought it.",
    default: "2023-06-15",
    earliest: "1900-01-01",
    latest: LATEST_SALE,
  }),
  sell: dateField({
    label: "Date of sale (YYYY-MM-DD)",
    help: "The date of transfer: it decides the year, the rates and the holding period.",
    default: "2026-10-01",
    earliest: EARLIEST_SALE,
    latest: LATEST_SALE,
    outOfRange: `Enter a sale date from 1 April ${EARLIEST_SALE.slice(0, 4)} to 31 March ${LATEST_SALE.slice(0, 4)}: the years we compute.`,
  }),
  sale: rupees({
    label: "Sale price",
    help: "The full value of consideration. For land or building, the stamp duty value if it is more than 110% of the price (section 50C).",
    default: 750_000,
    max: MAX_AMOUNT,
  }),
  exp: rupees({
    label: "Transfer expenses",
    help: "Brokerage, legal fees and commission paid to sell. Securities transaction tax is not deductible.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  cost: rupees({
    label: "Purchase cost",
    help: "What you paid, with stamp duty and brokerage. Bought before 1 April 2001: its cost or its market value on that date, whichever you choose.",
    default: 500_000,
    max: MAX_AMOUNT,
  }),
  fmv2018: rupees({
    label: "Market value on 31 January 2018",
    help: "For shares or equity funds held on that day: the highest price quoted on that day (section 55(2)(ac)). Leave 0 to use your cost.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => {
      const buy = rawDate(raw, "buy");
      return assetOf(raw) === "equity" && buy !== null && buy <= CAPITAL_GAINS_RULES.grandfatheringDate.value;
    },
  }),
  impr: rupees({
    label: "Cost of improvement",
    help: "Capital spending that added to the asset (an extension, not repairs). Made before 1 April 2001: not counted.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: hasImprovement,
  }),
  imprDate: dateField({
    label: "Date of improvement (YYYY-MM-DD)",
    help: "Used to index the improvement. Several improvements: enter the date of the largest. Left blank, the improvement is not indexed.",
    default: "",
    earliest: "1900-01-01",
    latest: LATEST_SALE,
    optional: true,
    visibleWhen: (raw) => hasImprovement(raw) && (raw.impr ?? "0").replace(/[^1-9]/g, "") !== "",
  }),
  cii: count({
    label: "Cost inflation index for the year of sale",
    help: "CBDT notifies it each year; it is not in our table yet for this year. Enter it to compare the tax with indexation; leave 0 to skip.",
    default: 0,
    max: 9_999,
    visibleWhen: needsSaleYearIndex,
  }),
  other: rupees({
    label: "Your other income this year",
    help: "Taxable income apart from this sale, after deductions (salary after the standard deduction, interest, rent…). It sets the slab rates, the unused exemption and the surcharge.",
    default: 1_500_000,
    max: MAX_AMOUNT,
  }),
  ltcgOther: rupees({
    label: "Other long-term gains on listed shares or equity funds this year",
    help: `They share the yearly exemption of ${sectionWithFormer("112A", FIRST_TAX_YEAR_UNDER_2025_ACT)} with this sale; we set the exemption against them first.`,
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => assetOf(raw) === "equity",
  }),
  regime: regimeField(),
  age: ageField({ help: "Age on the last day of the year; it changes the old regime's tax-free limit.", visibleWhen: onlyInOldRegime }),
  resident: toggle({
    label: "Resident in India this year",
    help: "Non-residents get no use of the basic exemption against these gains and no indexation option for property.",
    default: true,
  }),
};
