import { formatInr, parseIndianNumber } from "@/lib/format";
import { CURRENT_FINANCIAL_YEAR, rulesFor, type Regime } from "@/lib/tax";
import { financialYearField } from "../common-fields";
import { choice, months, rupees } from "../fields";
import { loanFields, MAX_LOAN_MONTHS } from "../emi/loan-fields";

export type PrepaymentType = "once" | "yearly";
/** `tenure`: keep the EMI and finish sooner; `emi`: keep the end date and pay a lower EMI. */
export type PrepaymentChoice = "tenure" | "emi";

/** ₹100 crore, as for the loan itself: the loan module takes only what is owed. */
const MAX_PREPAYMENT = 1_000_000_000;
/** Other 80C investments: anything above the limit leaves no room; the field takes any real amount. */
const MAX_OTHER_80C = 1_000_000_000;
const LIMIT_80C = rulesFor(CURRENT_FINANCIAL_YEAR).deductionLimits.ded80c.value;

/** The old regime's slab rates above nil (5%, 20%, 30%), read from the rules rather than written here. */
export const OLD_REGIME_SLAB_RATES = [...new Set(rulesFor(CURRENT_FINANCIAL_YEAR).regimes.old.slabs.below60.bands.map((band) => band.rate))]
  .filter((rate) => rate > 0)
  .map(String);
const HIGHEST_SLAB_RATE = OLD_REGIME_SLAB_RATES[OLD_REGIME_SLAB_RATES.length - 1] ?? "30";

/** Raw text: whether a prepayment was entered (visibility is decided on raw text). */
const hasPrepayment = (raw: Record<string, string>) => (parseIndianNumber(raw.prepay ?? "") ?? 0) > 0;
const inOldRegime = (raw: Record<string, string>) => ((raw.regime ?? "").trim() || "old") === "old";

export const fields = {
  /** The contract's `amount`, `rate`, `years`: docs/tax-methods.md §38.2 example 2 (₹50 lakh, 8.5%, 20 years), the home-loan example with the tax figures. */
  ...loanFields({
    amount: 50_00_000,
    rate: 8.5,
    years: 20,
    amountLabel: "Home loan amount",
    amountHelp: "The amount sanctioned and paid out, in rupees.",
  }),
  prepay: rupees({
    label: "Prepayment",
    help: "An extra payment towards the principal, on top of the EMIs. Leave 0 for none.",
    default: 0,
    max: MAX_PREPAYMENT,
  }),
  prepayType: choice<PrepaymentType>({
    label: "How often",
    options: [
      { value: "once", label: "Once" },
      { value: "yearly", label: "Every year" },
    ],
    default: "once",
    visibleWhen: hasPrepayment,
  }),
  prepayMonth: months({
    label: "Paid at the end of month",
    help: "Month 1 is the first month of the loan; month 12 ends the first year. A yearly prepayment repeats every 12 months from here.",
    default: 12,
    min: 1,
    max: MAX_LOAN_MONTHS,
    visibleWhen: hasPrepayment,
  }),
  prepayEffect: choice<PrepaymentChoice>({
    label: "Use the prepayment to",
    options: [
      { value: "tenure", label: "Reduce the tenure (same EMI)" },
      { value: "emi", label: "Reduce the EMI (same end date)" },
    ],
    default: "tenure",
    help: "Reducing the tenure saves more interest; reducing the EMI eases the monthly budget.",
    visibleWhen: hasPrepayment,
  }),
  fy: financialYearField({
    label: "Tax year of the loan's first year",
    help: "The year whose deduction limits and sections apply to the first 12 EMIs.",
  }),
  regime: choice<Regime>({
    label: "Tax regime",
    options: [
      { value: "old", label: "Old regime (deductions claimed)" },
      { value: "new", label: "New regime (the default one)" },
    ],
    default: "old",
    help: "The new regime allows no deduction for a self-occupied house: neither the interest nor the principal.",
  }),
  slab: choice<string>({
    label: "Your highest slab rate",
    options: OLD_REGIME_SLAB_RATES.map((rate) => ({ value: rate, label: `${rate}%` })),
    default: HIGHEST_SLAB_RATE,
    help: "The old-regime rate on the top part of your taxable income: the deductions save tax at this rate, plus cess.",
    visibleWhen: inOldRegime,
  }),
  other80c: rupees({
    label: "Other section 80C investments this year",
    help: `Your PF contribution, PPF, ELSS, life insurance premium, children's tuition fees and so on: they share the ${formatInr(LIMIT_80C)} limit with the principal repaid.`,
    default: 0,
    max: MAX_OTHER_80C,
    visibleWhen: inOldRegime,
  }),
};
