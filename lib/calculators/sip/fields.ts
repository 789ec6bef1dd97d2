import { percent, rupees, years } from "../fields";

/** The smallest SIP most fund houses accept. */
const MIN_MONTHLY = 100;
/** ₹1 crore a month: far above any household SIP. */
const MAX_MONTHLY = 10_000_000;
/** A working life and more. */
const MAX_YEARS = 50;
/** Above any return a fund has sustained for years; a higher figure is no projection. */
const MAX_RATE = 50;
const MAX_STEP_UP = 50;

export const fields = {
  monthly: rupees({
    label: "Monthly investment",
    help: "The instalment paid every month. Most funds accept SIPs from ₹100 or ₹500.",
    default: 10_000,
    min: MIN_MONTHLY,
    max: MAX_MONTHLY,
  }),
  rate: percent({
    label: "Expected return, % a year",
    help: "Your assumption, after the fund's expenses. Equity funds have no fixed return: past returns do not promise future ones.",
    default: 12,
    min: 0,
    max: MAX_RATE,
  }),
  years: years({
    label: "Investment period, in years",
    help: "How long you keep paying instalments. The value is shown at the end of the last month.",
    default: 10,
    min: 1,
    max: MAX_YEARS,
  }),
  stepUp: percent({
    label: "Yearly step-up, %",
    help: "Raise the instalment by this percentage every 12 months (a step-up or top-up SIP). Leave at 0 for the same instalment throughout.",
    default: 0,
    min: 0,
    max: MAX_STEP_UP,
  }),
};
