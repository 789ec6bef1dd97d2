import { NSC_RATE, NSC_RULES } from "@/lib/finance/nsc";
import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { percent, rupees } from "../fields";
import { NSC_TEXT } from "./text";

/** The scheme has no maximum; ₹100 crore is far above any real holding and inside exact arithmetic. */
const MAX_AMOUNT = 1_000_000_000;
/** NSC rates have stayed inside this band since the VIII Issue began (12% at its highest). */
const MIN_RATE = 1;
const MAX_RATE = 15;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(NSC_TEXT, locale);
  return {
    amount: rupees({
      locale,
      label: t.amount,
      help: t.amountHelp(formatInr(NSC_RULES.minimumDeposit.value), formatInr(NSC_RULES.depositMultiple.value)),
      default: 100_000,
      min: NSC_RULES.minimumDeposit.value,
      max: MAX_AMOUNT,
    }),
    rate: percent({
      locale,
      label: t.rate,
      help: t.rateHelp(NSC_RATE.value),
      default: NSC_RATE.value,
      min: MIN_RATE,
      max: MAX_RATE,
    }),
  };
}

export const fields = fieldsIn("en");
