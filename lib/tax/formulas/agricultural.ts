import type { SlabTable } from "../types";
import { basicExemptionLimit, slabTax } from "./slab-tax";

export interface SlabTaxWithAgriculture {
  slabTax: number;
  /** present when agricultural income was aggregated: T1 on (income + agricultural), T2 on (agricultural + exemption limit) */
  integration: { taxOnIncomeAndAgricultural: number; taxOnAgriculturalAndExemption: number } | null;
}

/**
 * Partial integration of agricultural income (Finance Act s.2(2); docs/tax-methods.md §21).
 * Agricultural income is exempt (s.10(1)) but sets the rate on the other income when net
 * agricultural income exceeds the minimum (₹5,000) and total income exceeds the basic
 * exemption limit: slab tax = T1 − T2, where T1 is the tax on (slab income + agricultural
 * income) and T2 the tax on (agricultural income + exemption limit). Special-rate income
 * is not aggregated.
 */
export function slabTaxWithAgriculture({
  table,
  slabIncome,
  totalIncome,
  agriculturalIncome,
  minimumForIntegration,
  integrationApplies,
}: {
  table: SlabTable;
  slabIncome: number;
  totalIncome: number;
  agriculturalIncome: number;
  minimumForIntegration: number;
  integrationApplies: boolean;
}): SlabTaxWithAgriculture {
  const exemptionLimit = basicExemptionLimit(table);
  if (!integrationApplies || agriculturalIncome <= minimumForIntegration || totalIncome <= exemptionLimit) {
    return { slabTax: slabTax(slabIncome, table), integration: null };
  }
  const taxOnIncomeAndAgricultural = slabTax(slabIncome + agriculturalIncome, table);
  const taxOnAgriculturalAndExemption = slabTax(agriculturalIncome + exemptionLimit, table);
  return {
    slabTax: Math.max(0, taxOnIncomeAndAgricultural - taxOnAgriculturalAndExemption),
    integration: { taxOnIncomeAndAgricultural, taxOnAgriculturalAndExemption },
  };
}
