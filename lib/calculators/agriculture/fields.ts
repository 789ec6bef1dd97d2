import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { MAX_AMOUNT, ageField, financialYearField, onlyInOldRegime, regimeField } from "../common-fields";
import { rupees } from "../fields";
import { AGRICULTURE_TEXT } from "./text";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(AGRICULTURE_TEXT, locale);
  return {
    fy: financialYearField({ locale }),
    regime: regimeField({ locale }),
    age: ageField({ locale, help: t.ageHelp, visibleWhen: onlyInOldRegime }),
    income: rupees({
      locale,
      label: t.income,
      help: t.incomeHelp,
      default: 1_500_000,
      max: MAX_AMOUNT,
    }),
    agri: rupees({
      locale,
      label: t.agri,
      help: t.agriHelp,
      default: 300_000,
      max: MAX_AMOUNT,
    }),
  };
}

export const fields = fieldsIn("en");
