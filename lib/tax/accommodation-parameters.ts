import { hindiMonthOf } from "@/lib/format/date-hi";
import type { Locale } from "@/lib/i18n/locales";
import type { IsoDate, Parameter } from "./types";
import type { FinancialYear } from "./years";
import { percent } from "./parameters/helpers";
import { forEveryYear } from "./carry-forward";

/*
 * The value of rent-free or concessional accommodation, a perquisite under s.17(2)(i)
 * and (ii), by Rule 3(1) of the Income-tax Rules, 1962 (docs/tax-methods.md §12). The rates for
 * accommodation provided by an employer other than the Government changed on
 * 1 September 2023 (Income-tax (Eighteenth Amendment) Rules, 2023), so FY 2023-24 has two
 * periods: April to August under the 2001 census bands and September to March under the
 * 2011 ones.
 */

/** Population band of the city by the census the period's rule names: the large, middle and other band. */
export const CITY_CLASSES = ["large", "medium", "small"] as const;
export type CityClass = (typeof CITY_CLASSES)[number];

export interface AccommodationPeriodRules {
  /** months of the financial year under these rates: 12, or 5 and 7 in FY 2023-24 */
  monthsInYear: number;
  /** for labels: "April to August 2023" */
  label: string;
  /** the census the population bands follow, with the bands' wording */
  populationBands: Parameter<Readonly<Record<CityClass, string>>>;
  /** employer-owned accommodation: percent of salary, by population band */
  ownedRate: Readonly<Record<CityClass, Parameter>>;
  /** accommodation the employer takes on lease or rent: the lease rent, up to this percent of salary */
  leasedRate: Parameter;
}

export interface AccommodationYearRules {
  /** in order; their months add up to 12 */
  periods: readonly AccommodationPeriodRules[];
  /** s.17(2)(i) and (ii), for labels */
  perquisite: Parameter<string>;
  /** Explanation 1 to Rule 3(1): what "salary" means for the rule */
  salaryDefinition: Parameter<string>;
  /** hotel accommodation: the charges, up to this percent of salary */
  hotelRate: Parameter;
  /** hotel accommodation on transfer for at most this many days in all is not a perquisite */
  hotelTransferDays: Parameter;
  /** furniture owned by the employer: this percent of its cost a year (hired furniture: the hire charges) */
  furnitureRate: Parameter;
  /** Central or State Government accommodation: the licence fee under the Government's rules */
  governmentLicenceFee: Parameter<string>;
  /** the value is reduced by the rent the employee pays */
  rentRecovery: Parameter<string>;
  /** the cap for the same accommodation kept for more than one year, for the notes (not modelled) */
  sameAccommodationCap: Parameter<string>;
}

const words = (value: string, effectiveFrom: IsoDate, reference: string, note?: string): Parameter<string> => ({
  value,
  unit: "text",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

const RULE_3_BEFORE = "Income-tax Rules, 1962, Rule 3(1), Table, serial 2, as it stood before 1 September 2023";
const RULE_3_AMENDED =
  "Income-tax Rules, 1962, Rule 3(1), Table, serial 2, as substituted by the Income-tax (Eighteenth Amendment) Rules, 2023 (Notification 65/2023, G.S.R. 615(E) of 18 August 2023, in force 1 September 2023; corrigendum Notification 72/2023), following Finance Act 2023's amendment of s.17(2)";
const RULE_3 = "Income-tax Rules, 1962, Rule 3(1)";
const SEPTEMBER_2023: IsoDate = "2023-09-01";

const bands2001: Parameter<Readonly<Record<CityClass, string>>> = {
  value: { large: "above 25 lakh", medium: "above 10 lakh, up to 25 lakh", small: "up to 10 lakh" },
  unit: "text",
  effectiveFrom: "2023-04-01",
  reference: `${RULE_3_BEFORE} (population as per the 2001 census)`,
};

const bands2011: Parameter<Readonly<Record<CityClass, string>>> = {
  value: { large: "above 40 lakh", medium: "above 15 lakh, up to 40 lakh", small: "up to 15 lakh" },
  unit: "text",
  effectiveFrom: SEPTEMBER_2023,
  reference: `${RULE_3_AMENDED} (population as per the 2011 census)`,
};

/** April to August 2023: the rule as it stood before the 2023 amendment. */
const beforeSeptember2023: AccommodationPeriodRules = {
  monthsInYear: 5,
  label: "April to August 2023",
  populationBands: bands2001,
  ownedRate: {
    large: percent(15, "2023-04-01", `${RULE_3_BEFORE}, clause (a)(i): 15% of salary, population above 25 lakh (2001 census)`),
    medium: percent(10, "2023-04-01", `${RULE_3_BEFORE}, clause (a)(ii): 10% of salary, population above 10 lakh up to 25 lakh (2001 census)`),
    small: percent(7.5, "2023-04-01", `${RULE_3_BEFORE}, clause (a)(iii): 7.5% of salary in other areas`),
  },
  leasedRate: percent(15, "2023-04-01", `${RULE_3_BEFORE}, clause (b): lease rent paid or payable by the employer, or 15% of salary, whichever is lower`),
};

const amendedRates = (effectiveFrom: IsoDate, reference: string, note?: string) => ({
  ownedRate: {
    large: percent(10, effectiveFrom, `${reference}, clause (a)(i): 10% of salary, population above 40 lakh (2011 census)`, note),
    medium: percent(7.5, effectiveFrom, `${reference}, clause (a)(ii): 7.5% of salary, population above 15 lakh up to 40 lakh (2011 census)`, note),
    small: percent(5, effectiveFrom, `${reference}, clause (a)(iii): 5% of salary in other areas`, note),
  },
  leasedRate: percent(
    10,
    effectiveFrom,
    `${reference}, clause (b): lease rent paid or payable by the employer, or 10% of salary, whichever is lower`,
    note ??
      "The amended rule reduced this from 15% to 10% from 1 September 2023 (Notification 65/2023 read with the corrigendum 72/2023), which is what we apply.",
  ),
});

/** September 2023 to March 2024. */
const fromSeptember2023: AccommodationPeriodRules = {
  monthsInYear: 7,
  label: "September 2023 to March 2024",
  populationBands: bands2011,
  ...amendedRates(SEPTEMBER_2023, RULE_3_AMENDED),
};

const wholeYear = (label: string, effectiveFrom: IsoDate, reference: string, note?: string): AccommodationPeriodRules => ({
  monthsInYear: 12,
  label,
  populationBands: { ...bands2011, effectiveFrom: effectiveFrom < SEPTEMBER_2023 ? SEPTEMBER_2023 : effectiveFrom, reference: `${reference} (population as per the 2011 census)`, ...(note ? { note } : {}) },
  ...amendedRates(effectiveFrom < SEPTEMBER_2023 ? SEPTEMBER_2023 : effectiveFrom, reference, note),
});

const common1961 = {
  perquisite: words(
    "section 17(2)(i) and (ii)",
    "2023-04-01",
    "Income-tax Act, 1961, s.17(2)(i) (rent-free accommodation) and s.17(2)(ii) (accommodation at a concession, the value under Rule 3(1) exceeding the rent recovered), as amended by Finance Act 2023",
  ),
  salaryDefinition: words(
    "salary",
    "2023-04-01",
    `${RULE_3}, Explanation 1: pay, allowances, bonus, commission and any monetary payment from one or more employers, due for the period of occupation; not dearness allowance that does not count for retirement benefits, the employer's provident fund contribution, exempt allowances or perquisites under s.17(2)`,
  ),
  hotelRate: percent(24, "2023-04-01", `${RULE_3}, Table (accommodation in a hotel): 24% of salary or the actual charges, whichever is lower`),
  hotelTransferDays: {
    value: 15,
    unit: "days",
    effectiveFrom: "2023-04-01",
    reference: `${RULE_3}, Table (hotel accommodation on transfer from one place to another for 15 days or less in all is not valued)`,
  } satisfies Parameter,
  furnitureRate: percent(
    10,
    "2023-04-01",
    `${RULE_3}, Table, column (4) (furnished: 10% a year of the cost of furniture, appliances and equipment owned by the employer, or the actual hire charges if hired, less charges paid by the employee)`,
  ),
  governmentLicenceFee: words(
    "licence fee",
    "2023-04-01",
    `${RULE_3}, Table, serial 1 (accommodation provided by the Central or a State Government to its employees, or to those on deputation to its bodies: the licence fee under the Government's rules, less the rent actually paid)`,
  ),
  rentRecovery: words("rent paid", "2023-04-01", `${RULE_3}, Table (the value is reduced by the rent actually paid or payable by the employee)`),
  sameAccommodationCap: words(
    "cost inflation index cap",
    SEPTEMBER_2023,
    `${RULE_3_AMENDED}, proviso (accommodation continued for the same employee for more than one year)`,
    "UNSURE: for the same accommodation kept for more than one year, the amended rule caps each later year's value at the first year's value scaled by the cost inflation index. Not modelled: the value shown is the uncapped one.",
  ),
};

const CARRIED_OVER =
  "Carried over from the Income-tax Rules, 1962 as amended in 2023 (our reading of the Income-tax Rules, 2026). Check before relying on it.";
const RULES_2026 =
  "Income-tax Rules, 2026 (in force 1 April 2026), rule valuing residential accommodation under the Income-tax Act, 2025, corresponding to Rule 3(1) of the 1962 Rules";
const TAX_YEAR_2026: IsoDate = "2026-04-01";

const carry = <V>(parameter: Parameter<V>, reference: string): Parameter<V> => ({ ...parameter, effectiveFrom: TAX_YEAR_2026, reference, note: CARRIED_OVER });

export const ACCOMMODATION_RULES_BY_YEAR: Readonly<Record<FinancialYear, AccommodationYearRules>> = forEveryYear<AccommodationYearRules>({
  "2023-24": { periods: [beforeSeptember2023, fromSeptember2023], ...common1961 },
  "2024-25": { periods: [wholeYear("April 2024 to March 2025", SEPTEMBER_2023, RULE_3_AMENDED)], ...common1961 },
  "2025-26": { periods: [wholeYear("April 2025 to March 2026", SEPTEMBER_2023, RULE_3_AMENDED)], ...common1961 },
  "2026-27": {
    periods: [wholeYear("April 2026 to March 2027", TAX_YEAR_2026, RULES_2026, CARRIED_OVER)],
    perquisite: carry(common1961.perquisite, "Income-tax Act, 2025, provision corresponding to s.17(2)(i) and (ii) of the Income-tax Act, 1961"),
    salaryDefinition: carry(common1961.salaryDefinition, `${RULES_2026}, definition of "salary" (Explanation 1 to Rule 3(1) of the 1962 Rules)`),
    hotelRate: carry(common1961.hotelRate, `${RULES_2026} (hotel: 24% of salary or the charges, whichever is lower)`),
    hotelTransferDays: carry(common1961.hotelTransferDays, `${RULES_2026} (hotel on transfer for 15 days or less)`),
    furnitureRate: carry(common1961.furnitureRate, `${RULES_2026} (furniture: 10% a year of its cost, or the hire charges)`),
    governmentLicenceFee: carry(common1961.governmentLicenceFee, `${RULES_2026} (Government accommodation: the licence fee, less the rent paid)`),
    rentRecovery: carry(common1961.rentRecovery, `${RULES_2026} (less the rent paid by the employee)`),
    sameAccommodationCap: {
      ...common1961.sameAccommodationCap,
      effectiveFrom: TAX_YEAR_2026,
      reference: `${RULES_2026} (accommodation continued for more than one year)`,
    },
  },
});


/** A period's label in the page's language: "April to August 2023" / "अप्रैल से अगस्त 2023". */
export function periodLabel(period: AccommodationPeriodRules, locale: Locale = "en"): string {
  if (locale === "en") return period.label;
  return period.label.replace(/\b[A-Z][a-z]+\b/g, hindiMonthOf).replace(/ to /g, " से ");
}

/** A population band's wording in the page's language: "above 10 lakh, up to 25 lakh" / "10 लाख से अधिक, 25 लाख तक". */
export function populationBand(period: AccommodationPeriodRules, city: CityClass, locale: Locale = "en"): string {
  const band = period.populationBands.value[city];
  if (locale === "en") return band;
  return band.replace(/above ([\d.]+) lakh/g, "$1 लाख से अधिक").replace(/up to ([\d.]+) lakh/g, "$1 लाख तक");
}
