import { choice, rupees, toggle } from "../fields";
import { MAX_AMOUNT, ageField, financialYearField, regimeField } from "../common-fields";
import { formAcrossYears } from "@/lib/tax/forms";

/** Residential status (s.6): a resident may be "not ordinarily resident" (RNOR). */
export type ResidentialStatus = "resident" | "rnor" | "nonresident";

export const fields = {
  fy: financialYearField(),
  regime: regimeField({ help: "The new regime applies unless you opt out of it. The exemption limit depends on it." }),
  age: ageField({ help: "Age on the last day of the year." }),
  status: choice<ResidentialStatus>({
    label: "Residential status for the year",
    help: 'Most people living in India are resident. "Not ordinarily resident" usually means you came back after years abroad.',
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
    help: `Tax deducted or collected at source from you in the year, as in ${formAcrossYears("annualTaxStatement")}.`,
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
