import { useCallback } from "react";

import { errorDetails } from "@/services/error-catalogue";
import type { FinancialYear } from "@/services/financial-years";

import { useLoad, type LoadResult, type LoadView } from "./use-load";
import { loadFinancialYearsService } from "@/store/api/financial-years";

/** The financial years the app files for (/tsmisc/api/financial-year/); the service loads with the call. */
export function useFinancialYears(): LoadView<FinancialYear[]> {
  const load = useCallback(async (): Promise<LoadResult<FinancialYear[]>> => {
    try {
      const { getFinancialYears } = await loadFinancialYearsService();
      return { ok: true, value: await getFinancialYears() };
    } catch (error) {
      return { ok: false, error: errorDetails(error) };
    }
  }, []);
  return useLoad(load);
}
