import type { FinancialYear } from "@/services/financial-years";
import { loadFinancialYearsService } from "../api/financial-years";
import { serverData, settle } from "./api";

/** The financial years the app files for (/tsmisc/api/financial-year/), for the dashboard and the year pickers. */
export const financialYearsData = serverData.injectEndpoints({
  endpoints: (build) => ({
    financialYears: build.query<FinancialYear[], void>({
      queryFn: () => settle(async () => (await loadFinancialYearsService()).getFinancialYears()),
    }),
  }),
});

export const { useFinancialYearsQuery } = financialYearsData;
