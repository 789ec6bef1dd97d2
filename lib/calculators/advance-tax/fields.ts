import { parseIndianNumber } from "@/lib/format";
import { choice, rupees, toggle } from "../fields";
import type { RawInputs } from "../read-inputs";
import { MAX_AMOUNT, ageField, dividendField, financialYearField, regimeField } from "../common-fields";
import { formAcrossYears } from "@/lib/tax/forms";

export type EstimateMode = "income" | "tax";

/**
 * The months of the year after the financial year, in which the tax still unpaid on
 * 31 March may be paid; the value is the month's position (1 = April). Section 234B
 * counts each month or part of a month from 1 April, so the month is all it needs.
 */
export const PAYMENT_MONTHS = [
  ["apr", "April"],
  ["may", "May"],
  ["jun", "June"],
  ["jul", "July"],
  ["aug", "August"],
  ["sep", "September"],
  ["oct", "October"],
  ["nov", "November"],
  ["dec", "December"],
  ["jan", "January"],
  ["feb", "February"],
  ["mar", "March"],
] as const;
export type PaymentMonth = (typeof PAYMENT_MONTHS)[number][0];

const isIncomeMode = (raw: RawInputs) => (raw.mode ?? "income") === "income";
const isTaxMode = (raw: RawInputs) => raw.mode === "tax";
const positive = (text: string | undefined) => {
  const value = parseIndianNumber(text ?? "");
  return value !== null && value > 0;
};
/** Whether the inputs say some income is from business or profession. */
const hasBusinessIncome = (raw: RawInputs) => (isTaxMode(raw) ? raw.hasBusiness === "1" : positive(raw.business));

export const fields = {
  fy: financialYearField(),
  age: ageField({ help: "Age on the last day of the year. Residents aged 60 or more with no business income pay no advance tax." }),
  resident: toggle({
    label: "Resident in India for the year",
    default: true,
  }),
  mode: choice<EstimateMode>({
    label: "Work out the year's tax from",
    options: [
      { value: "income", label: "My income" },
      { value: "tax", label: "A tax figure I already have" },
    ],
    default: "income",
  }),
  regime: regimeField({
    help: "The new regime applies unless you opt out of it.",
    visibleWhen: isIncomeMode,
  }),
  salary: rupees({
    label: "Salary or pension for the year",
    help: "Gross salary before the standard deduction.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: isIncomeMode,
  }),
  business: rupees({
    label: "Profit from business or profession for the year",
    help: "Your estimated profit (or the presumptive income under section 44AD or 44ADA), not your turnover.",
    default: 2_400_000,
    max: MAX_AMOUNT,
    visibleWhen: isIncomeMode,
  }),
  other: rupees({
    label: "Other income for the year",
    help: "Interest, rent after its deductions and the like, taxed at the slab rates. Enter dividends below. For capital gains, enter a tax figure instead.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: isIncomeMode,
  }),
  dividend: dividendField({ visibleWhen: isIncomeMode }),
  ded80c: rupees({
    label: "Section 80C investments",
    help: "Old regime only; counted up to ₹1,50,000.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => isIncomeMode(raw) && raw.regime === "old",
  }),
  ded80d: rupees({
    label: "Section 80D health insurance",
    help: "Old regime only; within the section's limits.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => isIncomeMode(raw) && raw.regime === "old",
  }),
  tax: rupees({
    label: "Estimated tax for the year",
    help: "Total tax on your income for the year, with surcharge and cess, before TDS (from the income-tax or capital-gains calculator, say).",
    default: 300_000,
    max: MAX_AMOUNT,
    visibleWhen: isTaxMode,
  }),
  hasBusiness: toggle({
    label: "Some of the income is from business or profession",
    default: true,
    visibleWhen: isTaxMode,
  }),
  presumptive: toggle({
    label: "Presumptive income under section 44AD or 44ADA",
    help: "Then the whole advance tax is due in one instalment by 15 March.",
    default: false,
    visibleWhen: hasBusinessIncome,
  }),
  tds: rupees({
    label: "TDS and TCS for the year",
    help: `Tax deducted or collected at source on your income (${formAcrossYears("annualTaxStatement")}, and the TDS certificates ${formAcrossYears("salaryTdsCertificate")} and ${formAcrossYears("otherTdsCertificate")}).`,
    default: 120_000,
    max: MAX_AMOUNT,
  }),
  paidJun: rupees({ label: "Advance tax paid on or before 15 June", default: 0, max: MAX_AMOUNT }),
  paidSep: rupees({ label: "Paid from 16 June to 15 September", default: 0, max: MAX_AMOUNT }),
  paidDec: rupees({ label: "Paid from 16 September to 15 December", default: 0, max: MAX_AMOUNT }),
  paidMar: rupees({ label: "Paid from 16 December to 15 March", default: 0, max: MAX_AMOUNT }),
  paidLate: rupees({
    label: "Paid from 16 to 31 March",
    help: "Still advance tax of the year, but late for the 15 March instalment.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  paidIn: choice<PaymentMonth>({
    label: "Month the rest is (or will be) paid, after the year ends",
    help: "The tax still unpaid on 31 March, paid as self-assessment tax. Interest for default in advance tax runs from 1 April to this month, a part month counting as a month.",
    options: PAYMENT_MONTHS.map(([value, name], index) => ({
      value,
      label: `${name}: ${index + 1} ${index === 0 ? "month" : "months"} of interest`,
    })),
    default: "jul",
    display: "select",
  }),
};
