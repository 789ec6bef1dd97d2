import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { formOf, prescribedFormFor } from "@/lib/tax/forms";
import { landlordPanRequired } from "@/lib/tax/rent-receipt-rules";
import type { fields, Form12bbInput } from "./fields";
import { FORM_12BB_TEXT } from "./text";

type Problems = Partial<Record<keyof typeof fields, string>>;

/**
 * Rules spanning fields (Rule 26C and the parts of salary), each message on the field the
 * person should change, in the page's language. The frame runs this once every field reads
 * well on its own and drops a message on a field that is hidden.
 */
export function validateForm12bb(input: Form12bbInput, locale: Locale = "en"): Problems {
  const t = messagesFor(FORM_12BB_TEXT, locale);
  const problems: Problems = {};
  // The year's form and rule: Form 124 (rule 205) from tax year 2026-27, Form 12BB (rule 26C) before.
  const form = t.form(formOf("employeeClaims", input.fy));
  const rule = t.rule(prescribedFormFor("employeeClaims", input.fy).rule ?? "");

  if (input.rent > 0) {
    if (input.basic + input.hraReceived > input.salary) {
      problems.hraReceived = t.hraParts(formatInr(input.salary));
    }
    // Rule 26C, item 1: name, address and PAN of the landlord when the year's rent is above ₹1,00,000.
    if (landlordPanRequired(input.rent)) {
      if (input.landlord === "") problems.landlord = t.landlordName(form, rule);
      if (input.llAddress === "") problems.llAddress = t.landlordAddress(form, rule);
      if (input.llPan === "" && !input.llNoPan) problems.llPan = t.landlordPan(form);
    }
    if (input.llPan !== "" && input.llPan === input.pan) {
      problems.llPan = t.ownPanRent;
    }
  }

  const otherParts = input.rent > 0 ? input.basic + input.hraReceived : 0;
  if (input.lta > 0 && input.lta > input.salary - otherParts) {
    problems.lta = otherParts > 0 ? t.ltaAtMost(formatInr(Math.max(0, input.salary - otherParts))) : t.ltaAtMostSalary(formatInr(input.salary));
  }
  if (input.lta > 0 && input.ltaDetails === "") {
    problems.ltaDetails = t.ltaDetailsNeeded(form, rule);
  }

  // Rule 26C, item 3: name, address and PAN of the lender; the form asks a bank's or the employer's PAN "if available".
  if (input.hl > 0) {
    if (input.lender === "") problems.lender = t.lenderNeeded(form, rule);
    if (input.lenderAddress === "") problems.lenderAddress = t.lenderAddressNeeded(form, rule);
    if (input.lenderType === "other" && input.lenderPan === "") {
      problems.lenderPan = t.lenderPanNeeded(form);
    }
    if (input.lenderPan !== "" && input.lenderPan === input.pan) {
      problems.lenderPan = t.ownPanLoan;
    }
  }

  // s.80TTA and 80TTB deduct interest that is part of income from other sources.
  if (input.ded80tta > input.other) {
    problems.ded80tta = t.interestNotIncome(formatInr(input.ded80tta));
  }
  return problems;
}
