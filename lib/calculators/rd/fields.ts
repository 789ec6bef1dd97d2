import { INDIA_POST_RD_MINIMUM_INSTALMENT, INDIA_POST_RD_MONTHS, INDIA_POST_RD_RATE, RD_MAX_MONTHS } from "@/lib/finance/recurring-deposit";
import { months, percent, rupees } from "../fields";

/** ₹1 crore a month: above any real instalment, far inside exact arithmetic over 120 months. */
const MAX_MONTHLY = 10_000_000;
/** Bank RDs run for 6 months to 10 years (docs/tax-methods.md §31.1). */
const MIN_MONTHS = 6;
/** Deposit rates in India have stayed well inside this band; a rate outside it is a typing slip. */
const MIN_RATE = 1;
const MAX_RATE = 15;

export const fields = {
  monthly: rupees({
    label: "Monthly instalment",
    help: `The amount you deposit every month. India Post: at least ₹${INDIA_POST_RD_MINIMUM_INSTALMENT.value}, in multiples of ₹10.`,
    default: 5_000,
    min: INDIA_POST_RD_MINIMUM_INSTALMENT.value,
    max: MAX_MONTHLY,
  }),
  rate: percent({
    label: "Interest rate, % a year",
    help: `Your bank's RD rate for this term. India Post's 5-year RD pays ${INDIA_POST_RD_RATE.value}% (from 1 October 2023). The rate on the day you open the account applies for the whole term.`,
    default: INDIA_POST_RD_RATE.value,
    min: MIN_RATE,
    max: MAX_RATE,
  }),
  months: months({
    label: "Term, in months",
    help: `How many monthly instalments: banks offer ${MIN_MONTHS} months to ${RD_MAX_MONTHS / 12} years (${MIN_MONTHS} to ${RD_MAX_MONTHS} months); India Post's RD is ${INDIA_POST_RD_MONTHS.value} months.`,
    default: INDIA_POST_RD_MONTHS.value,
    min: MIN_MONTHS,
    max: RD_MAX_MONTHS,
  }),
};
