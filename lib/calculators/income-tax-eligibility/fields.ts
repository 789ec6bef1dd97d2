import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, rupees, toggle } from "../fields";
import { MAX_AMOUNT, ageField, financialYearField, regimeField } from "../common-fields";
import { ELIGIBILITY_TEXT } from "./text";

/** Residential status (s.6): a resident may be "not ordinarily resident" (RNOR). */
export type ResidentialStatus = "resident" | "rnor" | "nonresident";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(ELIGIBILITY_TEXT, locale);
  const amount = (label: string, help: string, value = 0) => rupees({ locale, label, help, default: value, max: MAX_AMOUNT });
  return {
    fy: financialYearField({ locale }),
    regime: regimeField({ locale, help: t.regimeHelp }),
    age: ageField({ locale, help: t.ageHelp }),
    status: choice<ResidentialStatus>({
      locale,
      label: t.status,
      help: t.statusHelp,
      options: [
        { value: "resident", label: t.statusOptions.resident },
        { value: "rnor", label: t.statusOptions.rnor },
        { value: "nonresident", label: t.statusOptions.nonresident },
      ],
      default: "resident",
    }),
    salary: amount(t.salary, t.salaryHelp, 500_000),
    other: amount(t.other, t.otherHelp),
    tds: amount(t.tds, t.tdsHelp(t.form("annualTaxStatement"))),
    current: amount(t.current, t.currentHelp),
    savings: amount(t.savings, t.savingsHelp),
    travel: amount(t.travel, t.travelHelp),
    electricity: amount(t.electricity, t.electricityHelp),
    turnover: amount(t.turnover, t.turnoverHelp),
    receipts: amount(t.receipts, t.receiptsHelp),
    foreign: toggle({ locale, label: t.foreign, default: false }),
    refund: toggle({ locale, label: t.refund, default: false }),
    loss: toggle({ locale, label: t.loss, default: false }),
  };
}

export const fields = fieldsIn("en");
