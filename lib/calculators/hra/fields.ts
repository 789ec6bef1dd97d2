import { CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, type FinancialYear } from "@/lib/tax/years";
import { higherShareCitiesHelp } from "@/lib/tax/hra-rules";
import { choice, rupees, toggle } from "../fields";

/** ₹1,000 crore a year: far above any salary, below any rounding trouble. */
const MAX_YEARLY = 10_000_000_000;
const MAX_MONTHLY = MAX_YEARLY / 12;

export type Entry = "yearly" | "monthly";

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const entryOf = (raw: Record<string, string>): Entry => ((raw.entry ?? "").trim() === "monthly" ? "monthly" : "yearly");
const yearly = (raw: Record<string, string>) => entryOf(raw) === "yearly";
const monthly = (raw: Record<string, string>) => entryOf(raw) === "monthly";

const SALARY_HELP = "Basic pay plus dearness allowance that counts for retirement benefits, plus any commission fixed as a % of your sales. Not HRA or other allowances.";

/*
 * The contract fixes `basic`, `hraReceived` and `rent` as yearly amounts. Monthly entry
 * uses fields of its own, so a parameter never changes meaning with another one.
 */
export const fields = {
  fy: choice<FinancialYear>({
    label: "Financial year",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  entry: choice<Entry>({
    label: "Enter amounts",
    options: [
      { value: "yearly", label: "For the year" },
      { value: "monthly", label: "For a month" },
    ],
    default: "yearly",
    help: "For a month: the same every month of the year. Results are always for the year.",
  }),
  basic: rupees({ label: "Salary: basic + DA, yearly", help: SALARY_HELP, default: 600_000, max: MAX_YEARLY, visibleWhen: yearly }),
  hraReceived: rupees({ label: "HRA received, yearly", help: "The house rent allowance on your payslips for the year.", default: 240_000, max: MAX_YEARLY, visibleWhen: yearly }),
  rent: rupees({ label: "Rent paid, yearly", help: "Rent actually paid for the home you live in, for the months you received HRA.", default: 240_000, max: MAX_YEARLY, visibleWhen: yearly }),
  basicMonthly: rupees({ label: "Salary: basic + DA, a month", help: SALARY_HELP, default: 50_000, max: MAX_MONTHLY, visibleWhen: monthly }),
  hraReceivedMonthly: rupees({ label: "HRA received, a month", help: "The house rent allowance on your payslip.", default: 20_000, max: MAX_MONTHLY, visibleWhen: monthly }),
  rentMonthly: rupees({ label: "Rent paid, a month", help: "Rent actually paid for the home you live in.", default: 20_000, max: MAX_MONTHLY, visibleWhen: monthly }),
  metro: toggle({
    label: "The rented home is in a city with the 50% limit",
    help: higherShareCitiesHelp(),
    default: true,
  }),
};
