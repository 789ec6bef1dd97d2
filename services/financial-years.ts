import { z } from "zod/mini";

import { parseResponse } from "./api-error";
import { appClient } from "./clients";

/*
 * The financial years the app files returns for, with their due dates, shown on the ITR
 * filing page. Public information: the client's basic-auth login only, no session.
 *
 * The shape is our assumption: a list of years, each with its financial and assessment
 * year ("2025-26", "2026-27") and the return's due date (ISO date). Only the financial
 * year is required; the rest is read when present.
 */

export const FINANCIAL_YEARS_PATH = "/tsmisc/api/financial-year/";

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

const financialYearSchema = z.looseObject({
  financial_year: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  assessment_year: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}$/)))),
  start_date: z.optional(z.nullable(isoDate)),
  end_date: z.optional(z.nullable(isoDate)),
  due_date: z.optional(z.nullable(isoDate)),
  is_current: z.optional(z.boolean()),
});

export type FinancialYear = z.infer<typeof financialYearSchema>;

export async function getFinancialYears(): Promise<FinancialYear[]> {
  const response = await appClient.get(FINANCIAL_YEARS_PATH);
  return parseResponse(z.array(financialYearSchema), response.data);
}
