import { formatInr } from "@/lib/format";
import { CURRENT_FINANCIAL_YEAR, rulesFor } from "@/lib/tax";
import { form12bbRulesFor } from "@/lib/tax/form-12bb-rules";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import type { FaqEntry } from "../types";
import { PRESCRIBED_FORMS, prescribedFormFor } from "@/lib/tax/forms";
import { sectionWithFormer } from "@/lib/tax/sections";

/** The year's declaration and the one it replaced (lib/tax/forms.ts). */
const current = prescribedFormFor("employeeClaims", CURRENT_FINANCIAL_YEAR);
const earlier = PRESCRIBED_FORMS.employeeClaims.rules1962;

const panThreshold = formatInr(RENT_RECEIPT_RULES.landlordPanThreshold.value);
const limits = rulesFor(CURRENT_FINANCIAL_YEAR).deductionLimits;
const interestLimits = form12bbRulesFor(CURRENT_FINANCIAL_YEAR);

export const explanation: string[] = [
  `${current.name} is the statement an employee gives the employer, under ${current.rule} of the Income-tax Rules, 2026, of the claims the employer should allow when it works out the tax to deduct from salary under ${sectionWithFormer("tdsSalary", CURRENT_FINANCIAL_YEAR)}: house rent allowance, leave travel concession, interest on a home loan, and deductions such as those of the 1961 Act's 80C, 80D, 80E, 80G and 80TTA. Each claim goes with its evidence: rent receipts, tickets, the lender's interest certificate, premium receipts and investment statements.`,
  `${current.name} replaced ${earlier.name} (${earlier.rule} of the Income-tax Rules, 1962) from tax year 2026-27. It asks for the same four claims, and also whether the landlord is related to you and how: rent paid to a parent or spouse still counts when it is really paid and the landlord declares it. For FY 2025-26 and earlier years, choose the year and this page fills in ${earlier.name}.`,
  `For HRA the form asks for the rent paid and, when the rent for the year is above ${panThreshold}, the landlord's name, address and PAN. For interest on borrowing it asks for the lender's name, address and PAN; a bank's, financial institution's or employer's PAN only if available.`,
  "These claims lower the tax only in the old regime. The new regime (section 202 from tax year 2026-27; section 115BAC of the 1961 Act before it), which your employer applies unless you say otherwise, ignores HRA, LTC, interest on a self-occupied house and the Chapter VI-A deductions except the employer's NPS contribution. So this page also works out your tax both ways with the claims you enter, and tells you which regime to ask your employer for.",
  "Everything is worked out in your browser, and the filled form is made as a PDF on your device: nothing you type is sent to us.",
];

export const faq: FaqEntry[] = [
  {
    question: `When should I give ${current.name} to my employer?`,
    answer:
      "Employers usually ask for a declaration at the start of the year, to plan the monthly TDS, and for the proofs between January and March. Give the form with the evidence when asked; claims you miss can still be made in your income-tax return.",
  },
  {
    question: `I chose the new regime. Do I need ${current.name}?`,
    answer:
      "Mostly not: the new regime ignores HRA, LTC, interest on a self-occupied house and nearly all Chapter VI-A deductions. The employer's own NPS contribution under 80CCD(2) still counts, and your employer already has that figure.",
  },
  {
    question: "Is the landlord's PAN compulsory?",
    answer: `Only when the rent you pay in the financial year is above ${panThreshold}. If the landlord has no PAN, attach the landlord's signed declaration saying so, with their name and address.`,
  },
  {
    question: "Why does this page limit some of my claims?",
    answer: `The form shows what you declare; the law then caps some claims. 80C, 80CCC and 80CCD(1) share a limit of ${formatInr(limits.ded80c.value)}, 80CCD(1B) is capped at ${formatInr(limits.ded80ccd1b.value)}, interest on a self-occupied house at ${formatInr(limits.homeLoanInterestSelfOccupied.value)}, and 80TTA at ${formatInr(interestLimits.ded80tta.value)} (80TTB ${formatInr(interestLimits.ded80ttb.value)} at 60 or more). The tax comparison uses the capped figures; the PDF keeps the amounts you declared.`,
  },
  {
    question: `What if I forget to claim something in ${current.name}?`,
    answer: "Claim it in your income-tax return. The tax deducted by your employer is only an advance; the return works out the final tax and any refund.",
  },
];
