import type { Parameter } from "./types";
import type { FinancialYear } from "./years";
import { forEveryYear } from "./carry-forward";

/**
 * Payroll values the salary calculator needs beyond the income-tax rules (docs/tax-methods.md
 * §3.2): provident fund under the Employees' Provident Funds and Miscellaneous Provisions
 * Act, 1952 and its Scheme, the gratuity provision payroll builds into a CTC, the tax on
 * large employer contributions, and the ESI wage limit (shown as a note only). Labour
 * law does not follow the financial year, but keying by year keeps one shape with
 * lib/tax/parameters and lets a year carry a change.
 */
export interface SalaryRules {
  /** employer's and employee's PF contribution, percent of PF wages (basic + DA) */
  pfContributionRate: Parameter;
  /** monthly wage ceiling on which contributions may be restricted */
  pfWageCeilingMonthly: Parameter;
  /** gratuity provision as percent of basic + DA: 15 days' wages a year on a 26-day month, spread over 12 months */
  gratuityProvisionRate: Parameter;
  /** employer contributions to PF, NPS and superannuation above this a year are a taxable perquisite */
  employerRetirementContributionLimit: Parameter;
  /** Employees' State Insurance covers employees whose monthly wages do not exceed this */
  esiWageCeilingMonthly: Parameter;
  /** employee's ESI contribution, percent of wages */
  esiEmployeeRate: Parameter;
}

const PF_ACT = "Employees' Provident Funds and Miscellaneous Provisions Act, 1952";

const PF_RATE: Parameter = {
  value: 12,
  unit: "percent",
  effectiveFrom: "1997-09-22",
  reference: `${PF_ACT}, s.6 (employer's contribution, 12% of basic wages, dearness allowance and retaining allowance); Employees' Provident Funds Scheme, 1952, para 29 (employee's equal contribution)`,
  note: "10% for establishments notified under the proviso to s.6 (fewer than 20 employees, sick units, certain industries); not modelled.",
};

const PF_CEILING: Parameter = {
  value: 15_000,
  unit: "INR",
  effectiveFrom: "2014-09-01",
  reference: "Employees' Provident Funds Scheme, 1952, para 2(f) and para 26A(2), as amended by G.S.R. 609(E) of 22 August 2014 (₹15,000 a month)",
  note: "Contributions are compulsory only on wages up to this; employers may pay on the full basic instead.",
};

const GRATUITY_PROVISION: Parameter = {
  value: 4.81,
  unit: "percent",
  effectiveFrom: "1972-09-16",
  reference: "Payment of Gratuity Act, 1972, s.4(2) (15 days' wages for each year of service, a month counted as 26 days): 15 ÷ 26 ÷ 12 = 4.81% of monthly basic + DA",
  note: "A payroll convention for the amount set aside each year inside the CTC; the gratuity itself is paid only on leaving after five years' service.",
};

const ESI_CEILING: Parameter = {
  value: 21_000,
  unit: "INR",
  effectiveFrom: "2017-01-01",
  reference: "Employees' State Insurance Act, 1948, s.2(9), read with Employees' State Insurance (Central) Rules, 1950, rule 50 (₹21,000 a month from 1 January 2017)",
};

const ESI_EMPLOYEE_RATE: Parameter = {
  value: 0.75,
  unit: "percent",
  effectiveFrom: "2019-07-01",
  reference: "Employees' State Insurance (Central) Rules, 1950, rule 51, as amended by G.S.R. 423(E) of 13 June 2019 (0.75% from 1 July 2019)",
};

const rules1961: SalaryRules = {
  pfContributionRate: PF_RATE,
  pfWageCeilingMonthly: PF_CEILING,
  gratuityProvisionRate: GRATUITY_PROVISION,
  employerRetirementContributionLimit: {
    value: 7_50_000,
    unit: "INR",
    effectiveFrom: "2020-04-01",
    reference: "Income-tax Act, 1961, s.17(2)(vii), inserted by Finance Act 2020 (employer's contributions to PF, NPS and superannuation above ₹7,50,000 a year are a perquisite)",
  },
  esiWageCeilingMonthly: ESI_CEILING,
  esiEmployeeRate: ESI_EMPLOYEE_RATE,
};

export const SALARY_RULES: Readonly<Record<FinancialYear, SalaryRules>> = forEveryYear<SalaryRules>({
  "2023-24": rules1961,
  "2024-25": rules1961,
  "2025-26": rules1961,
  "2026-27": {
    pfContributionRate: PF_RATE,
    pfWageCeilingMonthly: PF_CEILING,
    gratuityProvisionRate: GRATUITY_PROVISION,
    employerRetirementContributionLimit: {
      value: 7_50_000,
      unit: "INR",
      effectiveFrom: "2026-04-01",
      reference: "Income-tax Act, 2025, perquisite provision corresponding to s.17(2)(vii) of the Income-tax Act, 1961",
      note: "Carried over unchanged from the 1961 Act (our reading of the 2025 Act). Check before relying on it.",
    },
    esiWageCeilingMonthly: ESI_CEILING,
    esiEmployeeRate: ESI_EMPLOYEE_RATE,
  },
});
