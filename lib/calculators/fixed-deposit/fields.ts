import { FD_MAX_TENURE_YEARS, SENIOR_CITIZEN_EXTRA_RATE_TYPICAL, type FixedDepositPayout } from "@/lib/finance/fixed-deposit";
import { choice, days, months, percent, rupees, toggle, years } from "../fields";

/** Banks' smallest fixed deposit is usually ₹1,000 (some take less, none needs a calculator for it). */
const MIN_AMOUNT = 1_000;
/** ₹100 crore: above any retail deposit, far inside exact arithmetic. */
const MAX_AMOUNT = 1_000_000_000;
/** Deposit rates in India have stayed well inside this band; a rate outside it is a typing slip. */
const MIN_RATE = 1;
const MAX_RATE = 15;
/** Banks add 0.25% to 0.75% for senior citizens; a few special schemes more. */
const MAX_SENIOR_EXTRA = 2;
/** Banks quote special terms in days ("444 days"): up to the ten-year limit in days alone. */
const MAX_DAYS = FD_MAX_TENURE_YEARS.value * 365;

const isSenior = (raw: Record<string, string>) => (raw.senior ?? "").trim() === "1";

export const fields = {
  amount: rupees({
    label: "Amount deposited",
    help: "The sum you place in the fixed deposit.",
    default: 100_000,
    min: MIN_AMOUNT,
    max: MAX_AMOUNT,
  }),
  rate: percent({
    label: "Interest rate, % a year",
    help: "The bank's rate for this term for the general public; tick the box below to add a senior citizen's extra.",
    default: 7,
    min: MIN_RATE,
    max: MAX_RATE,
  }),
  years: years({
    label: "Term: years",
    help: `The whole term must be 7 days to ${FD_MAX_TENURE_YEARS.value} years.`,
    default: 5,
    max: FD_MAX_TENURE_YEARS.value,
  }),
  months: months({
    label: "Term: months",
    help: "Months beyond the years.",
    default: 0,
    max: 11,
  }),
  days: days({
    label: "Term: days",
    help: "Days beyond the years and months. A term quoted in days alone, such as 444 days, can go here with 0 years and 0 months.",
    default: 0,
    max: MAX_DAYS,
  }),
  payout: choice<FixedDepositPayout>({
    label: "Interest paid",
    options: [
      { value: "cumulative", label: "At maturity (cumulative)" },
      { value: "quarterly", label: "Every quarter" },
      { value: "monthly", label: "Every month" },
    ],
    default: "cumulative",
    help: "Cumulative deposits compound the interest every quarter. Payout deposits pay it to your account as it falls due, and it is not compounded.",
  }),
  senior: toggle({
    label: "Senior citizen (60 or more)",
    help: "Banks pay senior citizens a higher rate on most terms.",
    default: false,
  }),
  seniorExtra: percent({
    label: "Senior citizen's extra rate, %",
    help: `Added to the rate above. Each bank sets its own: most add ${SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.value}%, some 0.25% to 0.75%.`,
    default: SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.value,
    max: MAX_SENIOR_EXTRA,
    visibleWhen: isSenior,
  }),
};
