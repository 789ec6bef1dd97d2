import { translatable } from "@/lib/i18n/catalogue";
import { formatLongDate } from "@/lib/format";

/*
 * The words of the financial-years list (financial-years.tsx): its heading, its states and its
 * table. The Hindi is in financial-years-text-hi.ts, which only Hindi pages load (docs/i18n.md,
 * "What a page carries"); a failure to load speaks through userMessage in the same language.
 */

const en = {
  heading: "Financial years and return due dates",
  notConfigured: "The current financial years and their due dates can't be shown here at the moment.",
  loading: "Loading the current financial years…",
  tryAgain: "Try again",
  noYears: "No financial years are listed at the moment.",
  financialYearColumn: "Financial year",
  assessmentYearColumn: "Assessment year",
  yearRunsColumn: "Year runs",
  dueDateColumn: "Return due date",
  /** The year as its row names it ("2025-26", as the API sends it). */
  financialYear: (fy: string): string => `FY ${fy}`,
  assessmentYear: (ay: string) => `AY ${ay}`,
  current: "Current",
  period: (start: string, end: string) => `${start} to ${end}`,
  /** A date from the API ("2026-07-31") as a person reads it; throws on a date that does not exist. */
  date: (iso: string) => formatLongDate(iso),
  notGiven: "Not given",
};

export type FinancialYearsText = typeof en;

export const FINANCIAL_YEARS_TEXT = translatable("FINANCIAL_YEARS_TEXT", en);
