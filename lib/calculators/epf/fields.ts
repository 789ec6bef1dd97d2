import { formatInr, formatPercent } from "@/lib/format";
import { EPF_MAXIMUM_MONTHLY_WAGE, EPF_MAXIMUM_YEARS, EPF_RATE, EPF_RULES, type EpfInterestTiming } from "@/lib/finance/epf";
import { choice, percent, rupees, toggle, years } from "../fields";
import { MAXIMUM_RATE, MINIMUM_RATE } from "../ppf/fields";

/** Not a scheme limit: the youngest working age considered, keeping the term within EPF_MAXIMUM_YEARS. */
const MINIMUM_AGE = 15;
/** Not a scheme limit: a long working life, keeping the term within EPF_MAXIMUM_YEARS. */
export const MAXIMUM_RETIREMENT_AGE = MINIMUM_AGE + EPF_MAXIMUM_YEARS;
/** The usual retirement age, and the age of a full pension under the Employees' Pension Scheme, 1995. */
const RETIREMENT_AGE = 58;
/** Not a scheme limit: "what if" pay rises up to 20% a year every year. */
export const MAXIMUM_WAGE_GROWTH = 20;
/** Not a scheme limit: ₹100 crore, far above any EPF balance. */
export const MAXIMUM_OPENING_BALANCE = 1_000_000_000;

export type ContributionChoice = "12" | "10";
export type TimingChoice = "month-end" | "next-month";
export const INTEREST_TIMING: Readonly<Record<TimingChoice, EpfInterestTiming>> = { "month-end": "month-end-balance", "next-month": "from-next-month" };

const ceilingText = formatInr(EPF_RULES.wageCeiling.value);

export const fields = {
  monthlyBasic: rupees({
    label: "Basic + DA, a month",
    help: "Your PF wages: basic pay, dearness allowance and any retaining allowance this month. Not HRA or other allowances.",
    default: 50_000,
    min: 1,
    max: EPF_MAXIMUM_MONTHLY_WAGE,
  }),
  age: years({
    label: "Your age now",
    default: 33,
    min: MINIMUM_AGE,
    max: MAXIMUM_RETIREMENT_AGE - 1,
  }),
  retireAge: years({
    label: "Age you retire at",
    help: `${RETIREMENT_AGE} is the usual retirement age and the pension age of the EPS; the whole EPF balance can be withdrawn on retirement at 55 or later.`,
    default: RETIREMENT_AGE,
    min: MINIMUM_AGE + 1,
    max: MAXIMUM_RETIREMENT_AGE,
  }),
  growth: percent({
    label: "Yearly rise in basic + DA, %",
    help: "Applied at the start of each year after the first. 0 keeps the wage as it is.",
    default: 5,
    max: MAXIMUM_WAGE_GROWTH,
  }),
  rate: percent({
    label: "EPF interest rate, % a year",
    help: `${formatPercent(EPF_RATE.value)} is the rate declared for ${EPF_RATE.period}. A rate is declared for each year after it ends; the calculator applies one rate to every year.`,
    default: EPF_RATE.value,
    min: MINIMUM_RATE,
    max: MAXIMUM_RATE,
  }),
  opening: rupees({
    label: "EPF balance today",
    help: "From your passbook on the EPFO member portal. 0 if you are just starting.",
    default: 0,
    max: MAXIMUM_OPENING_BALANCE,
  }),
  contribution: choice<ContributionChoice>({
    label: "Contribution rate, each side",
    options: [
      { value: "12", label: `${EPF_RULES.contributionPercent.value}% (most employers)` },
      { value: "10", label: `${EPF_RULES.reducedContributionPercent.value}% (under 20 employees, notified industries)` },
    ],
    default: "12",
  }),
  capped: toggle({
    label: `Contributions on ${ceilingText} only`,
    help: `Yes if your employer restricts both contributions to the ${ceilingText} wage ceiling (${EPF_RULES.contributionPercent.value}% of it is ${formatInr((EPF_RULES.wageCeiling.value * EPF_RULES.contributionPercent.value) / 100)} a month) instead of your full basic + DA.`,
    default: false,
  }),
  pension: toggle({
    label: "Member of the pension scheme (EPS)",
    help: `No if you first joined EPF on or after 1 September 2014 with basic + DA above ${ceilingText}: then all of the employer's share goes to EPF.`,
    default: true,
  }),
  timing: choice<TimingChoice>({
    label: "Interest on a month's contribution",
    options: [
      { value: "month-end", label: "From that month (most calculators)" },
      { value: "next-month", label: "From the next month (EPFO's ledger)" },
    ],
    default: "month-end",
  }),
};
