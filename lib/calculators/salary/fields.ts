import { CURRENT_FINANCIAL_YEAR, rulesFor } from "@/lib/tax";
import { choice, percent, rupees, toggle } from "../fields";
import { MAX_AMOUNT, ageField, financialYearField, regimeField } from "../common-fields";



export type PfBasis = "basic" | "ceiling" | "none";

/** Article 276(2) of the Constitution: no state may levy more than this a year (the same every year we model). */
const PROFESSIONAL_TAX_MAXIMUM = rulesFor(CURRENT_FINANCIAL_YEAR).deductionLimits.professionalTax.value;

/** PF, gratuity and professional tax: how a CTC turns into take-home pay (the salary-hike calculator uses them too). */
export const salaryDeductionFields = {
  pf: choice<PfBasis>({
    label: "Provident fund",
    help: "12% of basic from you and 12% from your employer, on the full basic or on the ₹15,000 a month wage ceiling.",
    options: [
      { value: "basic", label: "On full basic" },
      { value: "ceiling", label: "On ₹15,000 a month" },
      { value: "none", label: "No PF" },
    ],
    default: "basic",
  }),
  gratuity: toggle({
    label: "Gratuity (4.81% of basic) is part of the CTC",
    default: true,
  }),
  pt: rupees({
    label: "Professional tax, yearly",
    help: "Set by your state, at most ₹2,500 a year; some states levy none. See your payslip.",
    default: PROFESSIONAL_TAX_MAXIMUM,
    max: PROFESSIONAL_TAX_MAXIMUM,
  }),
};

export const fields = {
  fy: financialYearField(),
  regime: regimeField({ label: "Tax regime you told your employer", help: "Your employer deducts tax under the new regime unless you choose the old one." }),
  age: ageField({ help: "Age on the last day of the year. It changes the old regime's tax only." }),
  ctc: rupees({
    label: "Cost to company (CTC), yearly",
    help: "The yearly CTC in your offer letter, without variable pay you are not sure to get.",
    default: 1_500_000,
    max: MAX_AMOUNT,
  }),
  basicPct: percent({
    label: "Basic salary (with DA) as a share of CTC",
    help: "Usually 40% to 50%.",
    default: 50,
    min: 1,
    max: 100,
  }),
  hraPct: percent({
    label: "House rent allowance as a share of basic",
    help: "Usually 40% (50% in the metro cities).",
    default: 40,
    max: 100,
  }),
  ...salaryDeductionFields,
};
