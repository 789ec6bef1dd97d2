import type { DatedValues, IsoDate, Parameter } from "./types";
import { date, percent } from "./parameters/helpers";

/**
 * Capital-gains rules the income-tax engine does not hold (docs/tax-methods.md §22): holding
 * periods, the dates of the July 2024 changes, indexation, grandfathering and s.50AA.
 * The rates of s.111A, 112 and 112A and the s.112A exemption are the engine's
 * (YearRules.specialRates), read for the year of sale.
 *
 * Values that changed on 23 July 2024 are dated series keyed by the date of transfer
 * (`valueInForceOn(series, saleDate)`). Tax year 2026-27 falls under the Income-tax Act,
 * 2025, which restates these rules; its provision numbers are not verified here, so the
 * calculator names the 1961 Act's sections and says so in a note.
 */

/** The four holding-period classes of s.2(42A). */
export const HOLDING_CLASSES = ["listedEquity", "unlistedShares", "landOrBuilding", "otherAsset"] as const;
export type HoldingClass = (typeof HOLDING_CLASSES)[number];

export interface CapitalGainsRules {
  /** s.2(42A): an asset held for not more than this many months before transfer is short-term (by date of transfer) */
  holdingPeriodMonths: Readonly<Record<HoldingClass, DatedValues>>;
  /** s.50AA: units of a specified mutual fund acquired on or after this date are always short-term */
  specifiedFundAcquiredFrom: Parameter<string>;
  /** s.48 second proviso: indexation only for transfers before this date */
  indexationEndsForTransfersFrom: Parameter<string>;
  /** s.112(1)(a) second proviso: land or building acquired before this date, by a resident individual or HUF … */
  landBuildingIndexedOptionAcquiredBefore: Parameter<string>;
  /** … pays no more than this rate on the gain computed with indexation */
  landBuildingIndexedOptionRate: Parameter;
  /** s.55(2)(b), s.55(1)(b): costs before this date are indexed from the base year; improvements before it are ignored */
  indexationBaseDate: Parameter<string>;
  /** s.55(2)(ac): listed equity acquired on or before this date may use its fair market value on this date */
  grandfatheringDate: Parameter<string>;
  /** s.112(1)(c)(iii): non-resident, unlisted shares: rate without indexation (by date of transfer) */
  nonResidentUnlistedSharesRate: DatedValues;
}

const months = (value: number, effectiveFrom: IsoDate, reference: string, note?: string): Parameter => ({
  value,
  unit: "months",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

const AMENDED_2024 = "as amended by Finance (No. 2) Act 2024 (transfers on or after 23 July 2024)";

export const CAPITAL_GAINS_RULES: CapitalGainsRules = {
  holdingPeriodMonths: {
    listedEquity: [
      months(
        12,
        "2023-04-01",
        "Income-tax Act, 1961, s.2(42A), first proviso (listed securities, units of equity-oriented funds: 12 months); unchanged by Finance (No. 2) Act 2024",
      ),
    ],
    unlistedShares: [months(24, "2023-04-01", "Income-tax Act, 1961, s.2(42A), third proviso, inserted by Finance Act 2016 (shares of a company not listed on a recognised stock exchange in India: 24 months)")],
    landOrBuilding: [months(24, "2023-04-01", "Income-tax Act, 1961, s.2(42A), third proviso, as amended by Finance Act 2017 (land or building or both: 24 months)")],
    otherAsset: [
      months(36, "2023-04-01", "Income-tax Act, 1961, s.2(42A) (other capital assets: 36 months, transfers before 23 July 2024)"),
      months(24, "2024-07-23", `Income-tax Act, 1961, s.2(42A), ${AMENDED_2024}: 24 months for every asset other than listed securities and equity-oriented fund units`),
    ],
  },
  specifiedFundAcquiredFrom: date(
    "2023-04-01",
    "2023-04-01",
    "Income-tax Act, 1961, s.50AA, inserted by Finance Act 2023: gains on units of a specified mutual fund acquired on or after 1 April 2023 are short-term, whatever the holding period",
    "Until FY 2024-25 a specified mutual fund is one with at most 35% in equity shares of domestic companies; from FY 2025-26 one investing more than 65% in debt and money-market instruments (Finance (No. 2) Act 2024). The fund house states the classification.",
  ),
  indexationEndsForTransfersFrom: date(
    "2024-07-23",
    "2024-07-23",
    `Income-tax Act, 1961, s.48, second proviso, ${AMENDED_2024}: no indexation for transfers on or after 23 July 2024`,
  ),
  landBuildingIndexedOptionAcquiredBefore: date(
    "2024-07-23",
    "2024-07-23",
    "Income-tax Act, 1961, s.112(1)(a), second proviso, inserted by Finance (No. 2) Act 2024: land or building acquired before 23 July 2024 by a resident individual or HUF",
  ),
  landBuildingIndexedOptionRate: percent(
    20,
    "2024-07-23",
    "Income-tax Act, 1961, s.112(1)(a), second proviso (Finance (No. 2) Act 2024): tax above that computed under the law before the amendment (20% on the gain with indexation) is ignored",
  ),
  indexationBaseDate: date(
    "2001-04-01",
    "2017-04-01",
    "Income-tax Act, 1961, s.55(2)(b) (asset acquired before 1 April 2001: its cost or its fair market value on that date) and s.55(1)(b) (improvements before 1 April 2001 ignored); s.48 Explanation (iii) (indexation from 2001-02), as amended by Finance Act 2017",
  ),
  grandfatheringDate: date(
    "2018-01-31",
    "2018-04-01",
    "Income-tax Act, 1961, s.55(2)(ac), inserted by Finance Act 2018: for listed equity acquired on or before 31 January 2018, cost is the higher of the actual cost and the lower of the fair market value on 31 January 2018 and the sale consideration",
  ),
  nonResidentUnlistedSharesRate: [
    percent(10, "2023-04-01", "Income-tax Act, 1961, s.112(1)(c)(iii) (non-resident: unlisted securities and shares of a closely held company, 10% without indexation)"),
    percent(12.5, "2024-07-23", `Income-tax Act, 1961, s.112(1)(c)(iii), ${AMENDED_2024}`),
  ],
};
