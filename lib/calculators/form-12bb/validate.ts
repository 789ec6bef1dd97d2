import { formatInr } from "@/lib/format";
import { formOf, prescribedFormFor } from "@/lib/tax/forms";
import { landlordPanRequired, RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import type { fields, Form12bbInput } from "./fields";

type Problems = Partial<Record<keyof typeof fields, string>>;

const OWN_PAN = "This is your own PAN (entered under your details): ";

/**
 * Rules spanning fields (Rule 26C and the parts of salary), each message on the field the
 * person should change. The frame runs this once every field reads well on its own and
 * drops a message on a field that is hidden.
 */
export function validateForm12bb(input: Form12bbInput): Problems {
  const problems: Problems = {};
  const panThreshold = formatInr(RENT_RECEIPT_RULES.landlordPanThreshold.value);
  // The year's form and rule: Form 124 (rule 205) from tax year 2026-27, Form 12BB (rule 26C) before.
  const form = formOf("employeeClaims", input.fy);
  const rule = prescribedFormFor("employeeClaims", input.fy).rule ?? "";

  if (input.rent > 0) {
    if (input.basic + input.hraReceived > input.salary) {
      problems.hraReceived = `Basic salary and HRA are parts of your gross salary, so together they cannot be more than it (${formatInr(input.salary)}).`;
    }
    // Rule 26C, item 1: name, address and PAN of the landlord when the year's rent is above ₹1,00,000.
    if (landlordPanRequired(input.rent)) {
      const why = `The rent for the year is above ${panThreshold}, so ${form} needs the landlord's`;
      if (input.landlord === "") problems.landlord = `${why} name (${rule}).`;
      if (input.llAddress === "") problems.llAddress = `${why} address (${rule}).`;
      if (input.llPan === "" && !input.llNoPan) {
        problems.llPan = `${why} PAN: enter it, or switch on "The landlord has no PAN" and attach their declaration.`;
      }
    }
    if (input.llPan !== "" && input.llPan === input.pan) {
      problems.llPan = `${OWN_PAN}rent paid to yourself does not qualify for the HRA exemption.`;
    }
  }

  const otherParts = input.rent > 0 ? input.basic + input.hraReceived : 0;
  if (input.lta > 0 && input.lta > input.salary - otherParts) {
    problems.lta =
      otherParts > 0
        ? `LTC is part of your gross salary, with basic salary and HRA: it can be at most ${formatInr(Math.max(0, input.salary - otherParts))} here.`
        : `LTC is part of your gross salary, so it cannot be more than it (${formatInr(input.salary)}).`;
  }
  if (input.lta > 0 && input.ltaDetails === "") {
    problems.ltaDetails = `Describe the journey: who travelled, from where to where, when and how. ${form} asks for evidence of the expense (${rule}).`;
  }

  // Rule 26C, item 3: name, address and PAN of the lender; the form asks a bank's or the employer's PAN "if available".
  if (input.hl > 0) {
    if (input.lender === "") problems.lender = `${form} needs the lender's name for a home-loan interest claim (${rule}).`;
    if (input.lenderAddress === "") problems.lenderAddress = `${form} needs the lender's address for a home-loan interest claim (${rule}).`;
    if (input.lenderType === "other" && input.lenderPan === "") {
      problems.lenderPan = `For a lender other than a bank, financial institution or your employer, ${form} needs the lender's PAN.`;
    }
    if (input.lenderPan !== "" && input.lenderPan === input.pan) {
      problems.lenderPan = `${OWN_PAN}interest on money borrowed from yourself is not a deduction.`;
    }
  }

  // s.80TTA and 80TTB deduct interest that is part of income from other sources.
  if (input.ded80tta > input.other) {
    problems.ded80tta = `80TTA and 80TTB are deducted from the interest itself: enter the interest (at least ${formatInr(input.ded80tta)}) under "Other income you declare to your employer" too.`;
  }
  return problems;
}
