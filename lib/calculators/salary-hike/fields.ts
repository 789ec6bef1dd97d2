import { MAX_AMOUNT } from "../common-fields";
import { choice, percent, rupees, years } from "../fields";
import { salaryDeductionFields } from "../salary/fields";

export type HikeMode = "percent" | "amount" | "compare";

/** A working life of yearly hikes. */
export const MAX_HIKE_YEARS = 40;
/** The least salary: below it the fixed professional tax alone would take all the pay. */
const MIN_SALARY = 10_000;
/**
 * Basic above 80% of CTC leaves too little room for PF and gratuity on top of it; with
 * 80% at most, gross salary is always positive.
 */
const MAX_BASIC_PERCENT = 80;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const modeOf = (raw: Record<string, string>): string => (raw.mode ?? "").trim() || "percent";

export const fields = {
  mode: choice<HikeMode>({
    label: "Work out",
    options: [
      { value: "percent", label: "New salary from a hike %" },
      { value: "amount", label: "New salary from a hike in ₹" },
      { value: "compare", label: "Hike between two salaries" },
    ],
    default: "percent",
  }),
  salary: rupees({
    label: "Current salary (CTC), yearly",
    help: "Your cost to company for a year, without variable pay you are not sure to get.",
    default: 8_00_000,
    min: MIN_SALARY,
    max: MAX_AMOUNT,
  }),
  percent: percent({
    label: "Hike",
    help: "The increase in CTC, in percent of your current CTC.",
    default: 15,
    max: 200,
    visibleWhen: (raw) => modeOf(raw) === "percent",
  }),
  amount: rupees({
    label: "Hike amount, yearly",
    help: "The increase in CTC, in rupees a year.",
    default: 2_00_000,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => modeOf(raw) === "amount",
  }),
  target: rupees({
    label: "New or offered salary (CTC), yearly",
    help: "The CTC you are offered, or the one you want to reach.",
    default: 10_00_000,
    min: MIN_SALARY,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => modeOf(raw) === "compare",
  }),
  years: years({
    label: "Number of yearly hikes",
    help: "1 for this year's hike. More to see the same hike repeated every year, compounding.",
    default: 1,
    min: 1,
    max: MAX_HIKE_YEARS,
    visibleWhen: (raw) => modeOf(raw) !== "compare",
  }),
  basicPct: percent({
    label: "Basic salary (with DA) as a share of CTC",
    help: "Usually 40% to 50%. PF and gratuity are worked out on it.",
    default: 50,
    min: 1,
    max: MAX_BASIC_PERCENT,
  }),
  ...salaryDeductionFields,
};
