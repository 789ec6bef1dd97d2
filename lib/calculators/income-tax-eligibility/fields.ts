import { AGE_BANDS, CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, type AgeBand, type FinancialYear, type Regime } from "@/lib/tax";
import { choice, rupees, toggle } from "../fields";

/** The largest amount a field accepts: ₹1,000 crore. */
const MAX_AMOUNT = 10_000_000_000;

const AGE_LABELS: Record<AgeBand, string> = {
  below60: "Below 60",
  "60to80": "60 to 79",
  "80plus": "80 or more",
};

/** Residential status (s.6): a resident may be "not ordinarily resident" (RNOR). */
export type ResidentialStatus = "resident" | "rnor" | "nonresident";

export const fields = {
  fy: choice<FinancialYear>({
    label: "Financial year",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  regime: choice<Regime>({
    label: "Tax regime",
    help: "The new regime applies unless you opt out of it. The exemption limit depends on it.",
    options: [
      { value: "new", label: "New regime" },
      { value: "old", label: "Old regime" },
    ],
    default: "new",
  }),
  age: choice<AgeBand>({
    label: "Your age during the year",
    help: "Age on the last day of the year.",
    options: AGE_BANDS.map((band) => ({ value: band, label: AGE_LABELS[band] })),
    default: "below60",
  }),
  status: choice<ResidentialStatus>({
    label: "Residential status for the year",
    help: "Most people living in India are resident. \"Not ordinarily resident\" usually means you came back after years abroad.",
    options: [
      { value: "resident", label: "Resident" },
      { value: "rnor", label: "Resident but not ordinarily resident" },
      { value: "nonresident", label: "Non-resident" },
    ],
    default: "resident",
  }),
  salary: rupees({
    label: "Salary or pension for the year",
    help: "Gross, before the standard deduction. Leave out allowances that are exempt, such as the HRA exemption in the old regime.",
    default: 500_000,
    max: MAX_AMOUNT,
  }),
  other: rupees({
    label: "All other income for the year",
    help: "Interest, rent, business profit, capital gains and the like, before deductions under sections 80C to 80U and before capital-gains exemptions (sections 54 to 54GB).",
    default: 0,
    max: MAX_AMOUNT,
  }),
  tds: rupees({
    label: "TDS and TCS for the year",
    help: "Tax deducted or collected at source from you in the year, as in Form 26AS.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  current: rupees({
    label: "Deposited in current accounts",
    help: "Total of all deposits in the year into current accounts with banks.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  savings: rupees({
    label: "Deposited in savings accounts",
    help: "Total of all deposits in the year into savings accounts.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  travel: rupees({
    label: "Spent on foreign travel",
    help: "For yourself or anyone else, in the year.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  electricity: rupees({
    label: "Spent on electricity",
    help: "Electricity bills you paid in the year, in total.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  turnover: rupees({
    label: "Business turnover or gross receipts",
    help: "Total sales of your business in the year, not its profit.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  receipts: rupees({
    label: "Gross receipts from a profession",
    help: "Fees received as a doctor, lawyer, consultant, freelancer and the like, before expenses.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  foreign: toggle({
    label: "You hold an asset or an account outside India, or can sign for one",
    default: false,
  }),
  refund: toggle({
    label: "You want a refund of tax deducted or paid",
    default: false,
  }),
  loss: toggle({
    label: "You have a business or capital-gains loss to carry forward",
    default: false,
  }),
};
