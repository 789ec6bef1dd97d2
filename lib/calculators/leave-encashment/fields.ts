import { formatInr } from "@/lib/format";
import { LEAVE_ENCASHMENT_RULES } from "@/lib/tax/leave-encashment-rules";
import { CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, type FinancialYear } from "@/lib/tax/years";
import { choice, days, rupees, years } from "../fields";

/** ₹100 crore: far above any salary or leave encashment, below any rounding trouble. */
const MAX_AMOUNT = 1_000_000_000;
const MAX_SERVICE_YEARS = 60;
const DAYS_IN_YEAR = 366;
/** The limit is the same in every year we model; the field cannot accept more than it. */
const LIFETIME_LIMIT = LEAVE_ENCASHMENT_RULES[CURRENT_FINANCIAL_YEAR].ceiling.value;
const MAX_DAYS_PER_YEAR = LEAVE_ENCASHMENT_RULES[CURRENT_FINANCIAL_YEAR].maxLeaveDaysPerYear.value;

export type Occasion = "leaving" | "inService";
export type Employer = "private" | "government";

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const leaving = (raw: Record<string, string>) => rawOf(raw, "when", "leaving") !== "inService";
const limitsApply = (raw: Record<string, string>) => leaving(raw) && rawOf(raw, "employer", "private") !== "government";

export const fields = {
  fy: choice<FinancialYear>({
    label: "Year you receive it",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  when: choice<Occasion>({
    label: "Leave encashed",
    options: [
      { value: "leaving", label: "On retirement or leaving the job" },
      { value: "inService", label: "While still in service" },
    ],
    default: "leaving",
    help: "Leaving includes retirement on superannuation, voluntary retirement and resignation.",
  }),
  employer: choice<Employer>({
    label: "Your employer",
    options: [
      { value: "private", label: "Private, PSU or other" },
      { value: "government", label: "Central or State Government" },
    ],
    default: "private",
    help: "Public-sector companies, banks and local authorities are not government here.",
    visibleWhen: leaving,
  }),
  received: rupees({
    label: "Leave encashment received",
    help: "The amount paid for your unused earned leave, before tax.",
    default: 1_200_000,
    max: MAX_AMOUNT,
  }),
  avgSalary: rupees({
    label: "Average salary, a month, over the 10 months before you left",
    help: "Basic + DA that counts for retirement benefits, plus commission fixed as a % of sales. Not HRA or other allowances.",
    default: 80_000,
    max: MAX_AMOUNT,
    visibleWhen: limitsApply,
  }),
  years: years({
    label: "Completed years of service",
    help: "With the employer paying the encashment. Part of a year does not count.",
    default: 25,
    max: MAX_SERVICE_YEARS,
    visibleWhen: limitsApply,
  }),
  leavePerYear: days({
    label: "Earned leave credited each year",
    help: `Earned (privilege) leave a year under your employer's rules; at most ${MAX_DAYS_PER_YEAR} days a year count.`,
    default: MAX_DAYS_PER_YEAR,
    max: DAYS_IN_YEAR,
    visibleWhen: limitsApply,
  }),
  leaveTaken: days({
    label: "Earned leave taken or encashed during service",
    help: "All the earned leave you used or were paid for while working, in days.",
    default: 400,
    max: MAX_SERVICE_YEARS * DAYS_IN_YEAR,
    visibleWhen: limitsApply,
  }),
  earlier: rupees({
    label: "Leave encashment exempted before",
    help: `From earlier employers, or another employer this year: it uses up the same ${formatInr(LIFETIME_LIMIT)} lifetime limit.`,
    default: 0,
    max: LIFETIME_LIMIT,
    visibleWhen: limitsApply,
  }),
};
