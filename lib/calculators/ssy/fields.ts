import { formatPercent } from "@/lib/format";
import { SSY_RATE, SSY_RULES } from "@/lib/finance/ssy";
import { choice, percent, rupees, years } from "../fields";
import { MAXIMUM_RATE, MINIMUM_RATE, type TimingChoice } from "../ppf/fields";

export const fields = {
  yearly: rupees({
    label: "Deposit each financial year",
    help: `₹${SSY_RULES.minimumYearlyDeposit.value} to ₹1,50,000 a year (April to March), in multiples of ₹${SSY_RULES.depositMultiple.value}, in one go or in parts.`,
    default: SSY_RULES.maximumYearlyDeposit.value,
    min: SSY_RULES.minimumYearlyDeposit.value,
    max: SSY_RULES.maximumYearlyDeposit.value,
  }),
  rate: percent({
    label: "Interest rate, % a year",
    help: `${formatPercent(SSY_RATE.value)} is the rate notified for ${SSY_RATE.period}, the latest quarter checked. The government resets it every quarter; the calculator applies one rate to all ${SSY_RULES.maturityYears.value} years.`,
    default: SSY_RATE.value,
    min: MINIMUM_RATE,
    max: MAXIMUM_RATE,
  }),
  depositYears: years({
    label: "Years of deposits",
    help: `Deposits are allowed for ${SSY_RULES.depositYears.value} years from opening (14 under the 2014 rules); the account then earns interest without deposits until it matures at ${SSY_RULES.maturityYears.value} years.`,
    default: SSY_RULES.depositYears.value,
    min: 1,
    max: SSY_RULES.depositYears.value,
  }),
  timing: choice<TimingChoice>({
    label: "When you deposit",
    options: [
      { value: "april", label: "All of it by 5 April" },
      { value: "monthly", label: "A twelfth by the 5th of each month" },
    ],
    default: "april",
    help: "A deposit made by the 5th earns interest for that month; one made later waits until the next month.",
  }),
};
