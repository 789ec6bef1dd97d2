import type { AgeBand, IsoDate, Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";
import { PROVISION_SECTIONS, type Provision } from "./sections";
import { forEveryYear } from "./carry-forward";

/**
 * Advance-tax rules the engine's `AdvanceTaxRules` leaves to the caller (docs/tax-methods.md
 * §2.1): who is excused from advance tax altogether, and the last day a payment still
 * counts as advance tax of the year. Keyed by financial year like lib/tax/parameters.
 */
export interface AdvanceTaxExemptionRules {
  /**
   * Resident individuals whose age band is listed here, with no income under the head
   * "Profits and gains of business or profession", need pay no advance tax.
   */
  seniorExemptAgeBands: Parameter<readonly AgeBand[]>;
  /** Tax paid on or before this date still counts as advance tax paid during the year. */
  lastDayCountedAsAdvanceTax: Parameter<IsoDate>;
}

const SENIOR_BANDS: readonly AgeBand[] = ["60to80", "80plus"];

function rules1961(fyStartYear: number): AdvanceTaxExemptionRules {
  return {
    seniorExemptAgeBands: {
      value: SENIOR_BANDS,
      unit: "list",
      effectiveFrom: "2012-04-01",
      reference: "Income-tax Act, 1961, s.207(2) (resident individual aged 60 or more with no business or professional income), inserted by Finance Act 2012",
    },
    lastDayCountedAsAdvanceTax: {
      value: `${fyStartYear + 1}-03-31`,
      unit: "date",
      effectiveFrom: "2023-04-01",
      reference: "Income-tax Act, 1961, s.211(1), proviso (tax paid on or before 31 March is advance tax of the year)",
    },
  };
}

function rules2025(taxYearStart: number): AdvanceTaxExemptionRules {
  return {
    seniorExemptAgeBands: {
      value: SENIOR_BANDS,
      unit: "list",
      effectiveFrom: "2026-04-01",
      reference: "Income-tax Act, 2025, s.403(3) (corresponding to s.207(2) of the Income-tax Act, 1961)",
    },
    lastDayCountedAsAdvanceTax: {
      value: `${taxYearStart + 1}-03-31`,
      unit: "date",
      effectiveFrom: "2026-04-01",
      reference: "Income-tax Act, 2025, s.408(3) (corresponding to the proviso to s.211(1) of the Income-tax Act, 1961)",
    },
  };
}

export const ADVANCE_TAX_EXEMPTION_RULES: Readonly<Record<FinancialYear, AdvanceTaxExemptionRules>> = forEveryYear<AdvanceTaxExemptionRules>({
  "2023-24": rules1961(2023),
  "2024-25": rules1961(2024),
  "2025-26": rules1961(2025),
  "2026-27": rules2025(2026),
});

/**
 * Section numbers for labels, by year: the Income-tax Act, 2025 renumbers them (s.403 for
 * 207, s.404 for 208, s.405 for 209, s.408 for 211, s.424 for 234B, s.425 for 234C), as
 * published in the Act's text.
 */
export interface AdvanceTaxSectionNames {
  /** advance tax is payable on the current income of the year */
  liability: string;
  /** advance tax is the tax on current income less TDS and TCS */
  computation: string;
  threshold: string;
  instalments: string;
  interestDefault: string;
  interestDeferment: string;
}

const NAMES_1961: AdvanceTaxSectionNames = {
  liability: "section 207",
  computation: "section 209(1)(d)",
  threshold: "section 208",
  instalments: "section 211",
  interestDefault: "section 234B",
  interestDeferment: "section 234C",
};

/** "section 424, formerly 234B", from the section map where it covers the provision. */
const renumbered = (provision: Provision) =>
  `${PROVISION_SECTIONS[provision].act2025}, formerly ${PROVISION_SECTIONS[provision].act1961.replace(/^section /, "")}`;

const NAMES_2025: AdvanceTaxSectionNames = {
  // s.207 and s.209 are not in the errata's map; their numbers are from the Act's text.
  liability: "section 403, formerly 207",
  computation: "section 405, formerly 209",
  threshold: renumbered("advanceTaxLiability"),
  instalments: renumbered("advanceTaxInstalments"),
  interestDefault: renumbered("interest234B"),
  interestDeferment: renumbered("interest234C"),
};

export const ADVANCE_TAX_SECTION_NAMES: Readonly<Record<FinancialYear, AdvanceTaxSectionNames>> = byAct(NAMES_1961, NAMES_2025);
