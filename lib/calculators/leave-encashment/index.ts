import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeLeaveEncashment, validateLeaveEncashment } from "./compute";
import { fields, fieldsIn } from "./fields";
import { leaveEncashmentMeta } from "./meta";
import { LEAVE_ENCASHMENT_TEXT } from "./text";

export { fields };

/** The leave-encashment calculator with every word in the given language; its figures are the same in each. */
export function leaveEncashmentIn(locale: Locale) {
  const t = messagesFor(LEAVE_ENCASHMENT_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? leaveEncashmentMeta
        : { ...leaveEncashmentMeta, title: HINDI_TITLES["leave-encashment"] ?? leaveEncashmentMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "when", "employer"] },
      { title: t.groupReceived, fields: ["received"] },
      { title: t.groupService, fields: ["avgSalary", "years", "leavePerYear", "leaveTaken"] },
      { title: t.groupEarlier, fields: ["earlier"] },
    ],
    validate: (input) => validateLeaveEncashment(input, locale),
    compute: (input) => computeLeaveEncashment(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const leaveEncashment = leaveEncashmentIn("en");
