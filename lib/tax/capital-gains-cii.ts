import type { IsoDate, Parameter } from "./types";

/**
 * Cost Inflation Index (Income-tax Act, 1961, s.48, Explanation, clause (v); base year
 * 2001-02 = 100 since Finance Act 2017). Each value is the one CBDT notified for the
 * financial year, under the principal notification No. 44/2017 (S.O. 1790(E), 5 June 2017)
 * and the notifications that added a year to its table (the index for 2025-26 by
 * Notification No. 70/2025 of 1 July 2025).
 *
 * `effectiveFrom` is the first day of the financial year the index is for: the index of a
 * year is used for assets bought, improved or sold in that year. (Each notification itself
 * comes into force on the 1 April after that year, for the assessment year that follows.)
 *
 * Only notified values are listed. Tax year 2026-27 is missing on purpose: we have not
 * seen its notification, so the calculator asks for it instead of guessing.
 */

const PRINCIPAL = "CBDT Notification No. 44/2017 (S.O. 1790(E), 5 June 2017), under s.48 Explanation (v) of the Income-tax Act, 1961";

/**
 * ParameterUnit has no unit for a bare index number. An index on base 100 is the year's
 * price level as a percent of the base year's (376 means 376% of 2001-02), so "percent".
 */
const index = (value: number, financialYear: string, reference: string): Parameter => ({
  value,
  unit: "percent",
  effectiveFrom: `${financialYear.slice(0, 4)}-04-01` as IsoDate,
  reference,
});

/** The notified index by financial year ("2001-02" → 100). */
export const COST_INFLATION_INDEX: Readonly<Record<string, Parameter>> = {
  "2001-02": index(100, "2001-02", `${PRINCIPAL}, Table entry 1 (base year)`),
  "2002-03": index(105, "2002-03", `${PRINCIPAL}, Table entry 2`),
  "2003-04": index(109, "2003-04", `${PRINCIPAL}, Table entry 3`),
  "2004-05": index(113, "2004-05", `${PRINCIPAL}, Table entry 4`),
  "2005-06": index(117, "2005-06", `${PRINCIPAL}, Table entry 5`),
  "2006-07": index(122, "2006-07", `${PRINCIPAL}, Table entry 6`),
  "2007-08": index(129, "2007-08", `${PRINCIPAL}, Table entry 7`),
  "2008-09": index(137, "2008-09", `${PRINCIPAL}, Table entry 8`),
  "2009-10": index(148, "2009-10", `${PRINCIPAL}, Table entry 9`),
  "2010-11": index(167, "2010-11", `${PRINCIPAL}, Table entry 10`),
  "2011-12": index(184, "2011-12", `${PRINCIPAL}, Table entry 11`),
  "2012-13": index(200, "2012-13", `${PRINCIPAL}, Table entry 12`),
  "2013-14": index(220, "2013-14", `${PRINCIPAL}, Table entry 13`),
  "2014-15": index(240, "2014-15", `${PRINCIPAL}, Table entry 14`),
  "2015-16": index(254, "2015-16", `${PRINCIPAL}, Table entry 15`),
  "2016-17": index(264, "2016-17", `${PRINCIPAL}, Table entry 16`),
  "2017-18": index(272, "2017-18", `${PRINCIPAL}, Table entry 17`),
  "2018-19": index(280, "2018-19", "CBDT Notification No. 26/2018 (S.O. 2413(E), 13 June 2018), amending S.O. 1790(E): entry 18"),
  "2019-20": index(289, "2019-20", "CBDT Notification No. 63/2019 (S.O. 3266(E), 12 September 2019), amending S.O. 1790(E): entry 19"),
  "2020-21": index(301, "2020-21", "CBDT Notification No. 32/2020 (S.O. 1879(E), 12 June 2020), amending S.O. 1790(E): entry 20"),
  "2021-22": index(317, "2021-22", "CBDT Notification No. 73/2021 (S.O. 2336(E), 15 June 2021), amending S.O. 1790(E): entry 21"),
  "2022-23": index(331, "2022-23", "CBDT Notification No. 62/2022 (S.O. 2735(E), 14 June 2022), amending S.O. 1790(E): entry 22"),
  "2023-24": index(348, "2023-24", "CBDT Notification No. 21/2023 (S.O. 1692(E), 10 April 2023), amending S.O. 1790(E): entry 23"),
  "2024-25": index(363, "2024-25", "CBDT Notification No. 44/2024 (S.O. 2103(E), 24 May 2024), amending S.O. 1790(E): entry 24"),
  "2025-26": index(376, "2025-26", "CBDT Notification No. 70/2025 (1 July 2025), amending S.O. 1790(E): entry 25"),
};

/** The first year of the index: costs of assets bought earlier are indexed from it (s.48 Explanation (iii), s.55(2)(b)). */
export const COST_INFLATION_INDEX_BASE_YEAR = "2001-02";

/** The index for a financial year, or null when it is not in the table (not yet notified). */
export function costInflationIndex(financialYear: string): Parameter | null {
  return COST_INFLATION_INDEX[financialYear] ?? null;
}
