import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { GST_RATE_OPTIONS } from "@/lib/gst/rates";
import { choice, percent, rupeesAndPaise } from "../fields";
import { GST_CALCULATOR_TEXT } from "./text";

/** ₹1,000 crore: far above any single invoice, and exact in whole paise. */
const MAX_AMOUNT = 10_000_000_000;

type RateValue = (typeof GST_RATE_OPTIONS)[number]["value"];

export function fieldsIn(locale: Locale) {
  const t = messagesFor(GST_CALCULATOR_TEXT, locale);
  return {
    amount: rupeesAndPaise({
      locale,
      label: t.amount,
      help: t.amountHelp,
      default: 1_000,
      min: 0.01,
      max: MAX_AMOUNT,
    }),
    mode: choice<"add" | "remove">({
      locale,
      label: t.mode,
      options: [
        { value: "add", label: t.modeAdd },
        { value: "remove", label: t.modeRemove },
      ],
      default: "add",
    }),
    rate: choice<RateValue>({
      locale,
      label: t.rate,
      help: t.rateHelp,
      options: GST_RATE_OPTIONS.map((option) => ({ ...option, label: t.rateOptions[option.value] ?? option.label })),
      default: "18",
      display: "select",
    }),
    supply: choice<"intra" | "inter">({
      locale,
      label: t.supply,
      help: t.supplyHelp,
      options: [
        { value: "intra", label: t.supplyIntra },
        { value: "inter", label: t.supplyInter },
      ],
      default: "intra",
    }),
    cess: percent({
      locale,
      label: t.cess,
      help: t.cessHelp,
      default: 0,
      min: 0,
      max: 300,
    }),
  };
}

export const fields = fieldsIn("en");
