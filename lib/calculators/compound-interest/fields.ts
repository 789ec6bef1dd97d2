import type { CompoundingFrequency } from "@/lib/finance/compound-interest";
import { choice, percent, rupees, years } from "../fields";

/** ₹1,000 crore: far above any one saver's deposit. */
const MAX_PRINCIPAL = 10_000_000_000;
const MAX_YEARS = 50;
/** Generous for deposits and bonds, and covers the costliest consumer credit. */
const MAX_RATE = 50;

/** The `freq` parameter: times a year interest is added to the balance. */
export type FrequencyParameter = `${CompoundingFrequency}`;

export const FREQUENCY_NAMES: Readonly<Record<FrequencyParameter, string>> = {
  "1": "yearly",
  "2": "half-yearly",
  "4": "quarterly",
  "12": "monthly",
};

export const fields = {
  principal: rupees({
    label: "Amount invested (principal)",
    help: "The sum you deposit or lend at the start.",
    default: 100_000,
    min: 1,
    max: MAX_PRINCIPAL,
  }),
  rate: percent({
    label: "Interest rate, % a year",
    help: "The nominal yearly rate, as a bank or issuer quotes it.",
    default: 10,
    min: 0,
    max: MAX_RATE,
  }),
  years: years({
    label: "Period, in years",
    help: "How long the money stays invested.",
    default: 3,
    min: 1,
    max: MAX_YEARS,
  }),
  freq: choice<FrequencyParameter>({
    label: "Interest compounded",
    help: "How often interest is added to the balance and starts earning interest itself. Bank fixed deposits usually compound quarterly.",
    options: [
      { value: "1", label: "Yearly" },
      { value: "2", label: "Half-yearly" },
      { value: "4", label: "Quarterly" },
      { value: "12", label: "Monthly" },
    ],
    default: "1",
    display: "select",
  }),
};
