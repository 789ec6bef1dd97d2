import { FINANCIAL_YEARS, LATEST_FINANCIAL_YEAR } from "@/lib/tax";
import { rupees } from "../fields";
import { MAX_AMOUNT, ageField, financialYearField } from "../common-fields";

/** By default the two latest years: the current one and the year before, or on Budget day the proposed year and the current one. */
const YEAR_BEFORE_LATEST = FINANCIAL_YEARS.at(-2) ?? LATEST_FINANCIAL_YEAR;

export const fields = {
  from: financialYearField({ label: "Compare the year", default: YEAR_BEFORE_LATEST }),
  to: financialYearField({ label: "With the year", help: "A year marked “proposed” has rates a Finance Bill proposes: not yet law.", default: LATEST_FINANCIAL_YEAR }),
  age: ageField({ help: "Age on the last day of the year. It changes the old regime's tax-free limit only." }),
  salary: rupees({ label: "Gross salary (yearly)", help: "Salary or pension before any deduction.", default: 1_500_000, max: MAX_AMOUNT }),
  other: rupees({ label: "Income from other sources (yearly)", help: "Interest from savings and deposits, and the like.", default: 0, max: MAX_AMOUNT }),
  hra: rupees({ label: "Exempt HRA claimed", help: "Old regime only.", default: 0, max: MAX_AMOUNT }),
  ded80c: rupees({ label: "Section 80C investments", help: "Counted up to the year's limit.", default: 150_000, max: MAX_AMOUNT }),
  ded80d: rupees({ label: "Section 80D health insurance", help: "Counted up to the year's limits.", default: 25_000, max: MAX_AMOUNT }),
  hl: rupees({ label: "Home-loan interest (self-occupied)", help: "Old regime only; counted up to the year's limit.", default: 0, max: MAX_AMOUNT }),
};
