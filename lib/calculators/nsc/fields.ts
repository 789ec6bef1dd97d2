import { NSC_RATE, NSC_RULES } from "@/lib/finance/nsc";
import { formatInr } from "@/lib/format";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { percent, rupees } from "../fields";

/** The scheme has no maximum; ₹100 crore is far above any real holding and inside exact arithmetic. */
const MAX_AMOUNT = 1_000_000_000;
/** NSC rates have stayed inside this band since the VIII Issue began (12% at its highest). */
const MIN_RATE = 1;
const MAX_RATE = 15;

export const fields = {
  amount: rupees({
    label: "Amount invested",
    help: `At least ${formatInr(NSC_RULES.minimumDeposit.value)}, in multiples of ${formatInr(NSC_RULES.depositMultiple.value)}. There is no upper limit, but only ₹1.5 lakh a year counts for ${sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT)}.`,
    default: 100_000,
    min: NSC_RULES.minimumDeposit.value,
    max: MAX_AMOUNT,
  }),
  rate: percent({
    label: "Interest rate, % a year",
    help: `${NSC_RATE.value}% for certificates bought from 1 April 2023 (unchanged to 31 March 2026). The rate on the day you buy applies for all five years.`,
    default: NSC_RATE.value,
    min: MIN_RATE,
    max: MAX_RATE,
  }),
};
