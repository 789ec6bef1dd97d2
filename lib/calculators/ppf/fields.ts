import { formatPercent, parseIndianNumber } from "@/lib/format";
import { PPF_MAXIMUM_YEARS, PPF_RATE, PPF_RULES, type DepositTiming, type PpfExtension } from "@/lib/finance/ppf";
import { choice, percent, rupees, years } from "../fields";

/** Not a scheme limit: a "what if" rate from 1% (below it is likely a typo for 7.1) to 20%, above any rate ever notified (PPF peaked at 12%). */
export const MINIMUM_RATE = 1;
export const MAXIMUM_RATE = 20;

/** The query-string values of the deposit timing, short for shared links. */
export type TimingChoice = "april" | "monthly";
export const DEPOSIT_TIMING: Readonly<Record<TimingChoice, DepositTiming>> = { april: "yearly-by-5-april", monthly: "monthly-by-5th" };

export type ExtensionChoice = "with" | "without";
export const EXTENSION: Readonly<Record<ExtensionChoice, PpfExtension>> = { with: "with-deposits", without: "without-deposits" };

const MATURITY_YEARS = PPF_RULES.maturityYears.value;

/** The extension choice matters only past maturity (visibility is decided on raw text). */
const extended = (raw: Record<string, string>) => (parseIndianNumber((raw.years ?? "").trim()) ?? MATURITY_YEARS) > MATURITY_YEARS;

export const fields = {
  yearly: rupees({
    label: "Deposit each financial year",
    help: `₹${PPF_RULES.minimumYearlyDeposit.value} to ₹1,50,000 a year (April to March), in multiples of ₹${PPF_RULES.depositMultiple.value}, in one go or in parts.`,
    default: PPF_RULES.maximumYearlyDeposit.value,
    min: PPF_RULES.minimumYearlyDeposit.value,
    max: PPF_RULES.maximumYearlyDeposit.value,
  }),
  rate: percent({
    label: "Interest rate, % a year",
    help: `${formatPercent(PPF_RATE.value)} is the rate notified for ${PPF_RATE.period}, the latest quarter checked. The government resets it every quarter; the calculator applies one rate to every year.`,
    default: PPF_RATE.value,
    min: MINIMUM_RATE,
    max: MAXIMUM_RATE,
  }),
  years: years({
    label: "Years until you withdraw",
    help: `The account matures after ${MATURITY_YEARS} full financial years. Enter ${MATURITY_YEARS}, or ${MATURITY_YEARS + 5}, ${MATURITY_YEARS + 10} … to extend it in ${PPF_RULES.extensionBlockYears.value}-year blocks.`,
    default: MATURITY_YEARS,
    min: MATURITY_YEARS,
    max: PPF_MAXIMUM_YEARS,
  }),
  extension: choice<ExtensionChoice>({
    label: "During the extensions",
    options: [
      { value: "with", label: "Keep depositing" },
      { value: "without", label: "No more deposits" },
    ],
    default: "with",
    help: "To keep depositing, apply to the post office or bank within a year of maturity; otherwise the account continues without deposits and keeps earning interest.",
    visibleWhen: extended,
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
