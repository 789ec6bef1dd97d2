import { formatInr } from "@/lib/format";
import { GRATUITY_RULES } from "@/lib/tax/gratuity-rules";
import { CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, type FinancialYear } from "@/lib/tax/years";
import { choice, months, rupees, toggle, years } from "../fields";
import { optionalRupees } from "./optional-rupees";

/** ₹100 crore: far above any gratuity or salary, below any rounding trouble. */
const MAX_AMOUNT = 1_000_000_000;
/** A working life: no one has more years of service with one employer. */
const MAX_SERVICE_YEARS = 60;
const MONTHS_AFTER_LAST_FULL_YEAR = 11;
/** The limit is the same in every year we model; the field cannot accept more than it. */
const LIFETIME_LIMIT = GRATUITY_RULES[CURRENT_FINANCIAL_YEAR].otherCeiling.value;

export type Employer = "private" | "government";

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const isPrivate = (raw: Record<string, string>) => rawOf(raw, "employer", "private") !== "government";
const notCovered = (raw: Record<string, string>) => isPrivate(raw) && rawOf(raw, "covered", "1") === "0";

export const fields = {
  fy: choice<FinancialYear>({
    label: "Year you receive the gratuity",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  employer: choice<Employer>({
    label: "Your employer",
    options: [
      { value: "private", label: "Private, PSU or other" },
      { value: "government", label: "Government or local authority" },
    ],
    default: "private",
    help: "Government: the Central or a State Government or a local authority. Public-sector companies and banks are not government here.",
  }),
  covered: toggle({
    label: "Covered by the Payment of Gratuity Act",
    help: "Most employers with 10 or more employees are. From 21 November 2025 its rules continue in the Code on Social Security, 2020.",
    default: true,
    visibleWhen: isPrivate,
  }),
  salary: rupees({
    label: "Last drawn salary, a month: basic + DA",
    help: "Basic pay plus dearness allowance in your last month. Not HRA, bonus or other allowances.",
    default: 60_000,
    max: MAX_AMOUNT,
    visibleWhen: isPrivate,
  }),
  avgSalary: optionalRupees({
    label: "Average salary, a month, over the 10 months before the month you left",
    help: "Basic + DA that counts for retirement benefits, plus commission fixed as a % of sales. Leave blank if it equals the last drawn salary.",
    max: MAX_AMOUNT,
    blankMeans: "use the last drawn salary",
    visibleWhen: notCovered,
  }),
  years: years({
    label: "Completed years of service",
    help: "With the employer paying the gratuity.",
    default: 20,
    max: MAX_SERVICE_YEARS,
    visibleWhen: isPrivate,
  }),
  months: months({
    label: "Months beyond the completed years",
    help: "Covered by the Act: more than 6 months count as a full year (6 months and some days is more than 6, so enter 7). Not covered: months are ignored.",
    default: 7,
    max: MONTHS_AFTER_LAST_FULL_YEAR,
    visibleWhen: isPrivate,
  }),
  received: optionalRupees({
    label: "Gratuity received",
    help: "The amount your employer paid. Leave blank to use the amount the formula gives.",
    max: MAX_AMOUNT,
    blankMeans: "use the amount the formula gives",
  }),
  earlier: rupees({
    label: "Gratuity exempted before",
    help: `Gratuity from an earlier employer (or earlier in this year) that was tax-free: it uses up the same ${formatInr(LIFETIME_LIMIT)} lifetime limit.`,
    default: 0,
    max: LIFETIME_LIMIT,
    visibleWhen: notCovered,
  }),
};
