/**
 * The tax engine: dated parameters (lib/tax/parameters) and the formulas that read them.
 * Pure TypeScript: no React, no network. Calculators validate their input and call these.
 */
export * from "./types";
export * from "./years";
export { RETURN_DUE_DATES, type ReturnDueDates } from "./return-due-dates";
export { TAX_RULES_BY_YEAR, rulesFor } from "./parameters";
export { COMPLIANCE_RULES_BY_YEAR, complianceRulesFor } from "./parameters/compliance";
export {
  computeIncomeTax,
  compareRegimes,
  breakEvenDeductions,
  type IncomeTaxInput,
  type IncomeTaxResult,
  type ClaimedDeductions,
  type RegimeComparison,
  type ComputationStep,
  type SpecialRateIncomeInput,
} from "./income-tax";
export { advanceTaxSchedule, interest234B, interest234C, monthsOrPart, type AdvanceTaxInstalment, type DeferralInterestLine } from "./advance-tax";
export { PROVISION_SECTIONS, sectionOf, sectionNumberOf, sectionWithFormer, actAndSection, type Provision, type ProvisionCitation } from "./sections";
export { lateFilingFee, turnoverAuditRequired } from "./fees";
export { slabTax, slabTaxBreakdown, basicExemptionLimit, type SlabLine } from "./formulas/slab-tax";
export { roundToNearestMultiple, roundDownToMultiple, dropPaise, percentOf } from "./formulas/rounding";
