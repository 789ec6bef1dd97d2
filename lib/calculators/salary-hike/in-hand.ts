import { computeIncomeTax, CURRENT_FINANCIAL_YEAR, percentOf, type FinancialYear, type IncomeTaxResult } from "@/lib/tax";
import { SALARY_RULES } from "@/lib/tax/salary-parameters";
import type { PfBasis } from "../salary/fields";

/**
 * Monthly in-hand pay for a CTC, the way the salary calculator (lib/calculators/salary)
 * works it out: basic as a share of CTC; employer PF at 12% of basic (or of the ₹15,000 a
 * month ceiling, or none) and the 4.81% gratuity provision come out of the CTC; the rest
 * is gross salary; the employee's PF, professional tax and the new regime's income tax
 * come out of that. HRA does not change the new regime's tax, so it is not asked for.
 */
export interface SalaryStructure {
  /** basic + DA, percent of CTC */
  basicPct: number;
  pf: PfBasis;
  /** the gratuity provision is part of the CTC */
  gratuity: boolean;
  /** professional tax, rupees a year */
  pt: number;
}

export interface InHandPay {
  ctc: number;
  basic: number;
  employerPf: number;
  gratuity: number;
  grossSalary: number;
  employeePf: number;
  professionalTax: number;
  /** employer contributions above the s.17(2)(vii) limit, taxed as a perquisite */
  taxablePerquisite: number;
  tax: IncomeTaxResult;
  inHandYearly: number;
  /** a twelfth of the year's in-hand pay, to the rupee */
  inHandMonthly: number;
}

/** Whole rupees of a share of an amount (payroll figures are kept to the rupee), as in the salary calculator. */
const share = (amount: number, rate: number) => Math.round(percentOf(amount, rate));

/** The year whose rules are used: the current one (the brief's "new regime for the current year"). */
export const IN_HAND_YEAR: FinancialYear = CURRENT_FINANCIAL_YEAR;

export function inHandPay(ctc: number, structure: SalaryStructure, fy: FinancialYear = IN_HAND_YEAR): InHandPay {
  const rules = SALARY_RULES[fy];
  const basic = share(ctc, structure.basicPct);
  const yearlyCeiling = rules.pfWageCeilingMonthly.value * 12;
  const pfWages = structure.pf === "none" ? 0 : structure.pf === "ceiling" ? Math.min(basic, yearlyCeiling) : basic;
  const employerPf = share(pfWages, rules.pfContributionRate.value);
  const gratuity = structure.gratuity ? share(basic, rules.gratuityProvisionRate.value) : 0;
  // basic + HRA + special allowance: everything in the CTC that is paid out as salary
  const grossSalary = ctc - employerPf - gratuity;
  const employeePf = employerPf;
  const taxablePerquisite = Math.max(0, employerPf - rules.employerRetirementContributionLimit.value);
  // Professional tax comes out of salary, so it can never be more than the salary left after PF.
  const professionalTax = Math.max(0, Math.min(structure.pt, grossSalary - employeePf));
  const tax = computeIncomeTax({
    fy,
    regime: "new",
    age: "below60",
    grossSalary: grossSalary + taxablePerquisite,
    otherIncome: 0,
    exemptHra: 0,
    professionalTax,
    deductions: { ded80c: employeePf, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
  });
  const inHandYearly = grossSalary - employeePf - professionalTax - tax.totalTax;
  return {
    ctc,
    basic,
    employerPf,
    gratuity,
    grossSalary,
    employeePf,
    professionalTax,
    taxablePerquisite,
    tax,
    inHandYearly,
    inHandMonthly: Math.round(inHandYearly / 12),
  };
}
