import type { FinancialYear } from "@/services/financial-years";
import { useFinancialYearsQuery } from "@/store/server-data/financial-years";
import { loadView, type LoadView } from "@/store/server-data/load-view";

/** The financial years the app files for, from the server-data API. */
export function useFinancialYears(): LoadView<FinancialYear[]> {
  return loadView(useFinancialYearsQuery());
}
