import { formatInr } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { PanProblem } from "@/lib/pan";
import { formAcrossYears } from "@/lib/tax/forms";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { rentReceiptMeta } from "./meta";

/*
 * Every word the rent-receipt generator shows around the receipts, in English and Hindi
 * (the receipts' own wording is in ./receipt-text.ts). Messages with figures are functions of
 * them; the Hindi is written for a Hindi reader (docs/hindi-terms.md), not word for word.
 */

const rules = RENT_RECEIPT_RULES;
export const panThreshold = formatInr(rules.landlordPanThreshold.value);
export const tdsThreshold = formatInr(rules.tdsOnRentMonthlyThreshold.value);
export const stampAbove = formatInr(rules.revenueStampAbove.value);
export const stampDuty = formatInr(rules.revenueStampDuty.value);
export const noReceiptsUpTo = formatInr(rules.receiptsNotInsistedUpToMonthlyHra.value);
export const panMonthly = formatInr(Math.floor(rules.landlordPanThreshold.value / 12));



const declareIn = formAcrossYears("employeeClaims");

const en = {
  description: rentReceiptMeta.description,
  keywords: rentReceiptMeta.keywords,
  groupWho: "Who and where",
  groupRent: "Rent and period",
  groupPan: "Landlord's PAN",
  tenant: "Your name (tenant)",
  tenantHelp: "As in your employer's records. Left blank, the receipts keep a line to write it by hand.",
  landlord: "Landlord's name",
  landlordHelp: "The person you pay the rent to.",
  address: "Address of the rented house",
  addressHelp: "The full address, with PIN code.",
  llAddress: "Landlord's address",
  llAddressHelp: "Where the landlord lives, if not at the rented house. Optional.",
  rent: "Monthly rent",
  rentHelp: "The rent for one month, without maintenance or electricity charges paid separately.",
  from: "First month",
  fromHelp: "YYYY-MM, e.g. 2026-04 for April 2026.",
  to: "Last month",
  toHelp: "YYYY-MM, in the same financial year (April to March).",
  freq: "One receipt for",
  freqOptions: { monthly: "Each month", quarterly: "Every three months" } as Readonly<Record<"monthly" | "quarterly", string>>,
  freqHelp: "Three-month receipts are counted from the first month; the last one covers whatever months are left.",
  day: "Day of the month the rent is paid",
  dayHelp: "The date on each receipt (the month's last day if the month is shorter).",
  mode: "Paid by",
  modeOptions: { bank: "Bank transfer or UPI", cheque: "Cheque", cash: "Cash" } as Readonly<Record<"bank" | "cheque" | "cash", string>>,
  pan: "Landlord's PAN",
  panHelp: `Needed when the rent for the year is above ${panThreshold}. Ten characters, like ABCPE1234F.`,
  noPan: "The landlord has no PAN",
  noPanHelp: "Then attach the landlord's signed declaration that they have no PAN, with their name and address.",
  monthFormat: "Enter the month as YYYY-MM, for example 2026-04 for April 2026.",
  monthNumber: (month: string) => `There is no month ${month}: use 01 (January) to 12 (December).`,
  monthYearRange: (earliest: number, latest: number) => `Enter a year from ${earliest} to ${latest}.`,
  lastBeforeFirst: (first: string) => `The last month is before the first (${first}).`,
  oneYearOnly: (lastMonth: string) =>
    `Receipts are made for one financial year (April to March) at a time: choose a last month up to ${lastMonth}, and make a second set for the months after.`,
  panNeeded: (yearlyRent: string) =>
    `The rent for the year comes to ${yearlyRent}, above ${panThreshold}: enter the landlord's PAN, or switch on "The landlord has no PAN" and attach their declaration.`,
  verdictNoPan: `The rent for the year is above ${panThreshold}: attach the landlord's declaration that they have no PAN.`,
  verdictPan: `The rent for the year is above ${panThreshold}, so the receipts carry the landlord's PAN.`,
  verdictNotNeeded: `The landlord's PAN is not needed: the rent for the year is not above ${panThreshold}.`,
  tdsApplies: (rate: number, month: string, capped: boolean) =>
    `Rent above ${tdsThreshold} a month: deduct ${rate}% TDS under section 194-IB from the rent of ${month}${capped ? " (capped at one month's rent without the landlord's PAN)" : ""}.`,
  tdsNone: `No TDS: the rent is not above ${tdsThreshold} a month.`,
  noteSign: "Each receipt needs the landlord's signature. Keep copies with your rent agreement; your employer may ask for both.",
  notePanYear: `The PAN rule looks at all the rent you pay in the financial year. If you pay rent for months these receipts do not cover, count those too: above ${panThreshold} in the year, give the landlord's PAN.`,
  noteDeclare: `The total of the receipts is the rent to declare in ${declareIn}. The HRA exemption it supports is allowed only in the old regime.`,
  notePrivacy:
    "What you type stays in your browser: the receipts and the PDF are made on your device and nothing is sent to us. The inputs are in this page's address, so anyone you share the link with sees them.",
  noteStamp: rules.revenueStampAbove.note ?? "",
  noteTds: `Section 194-IB: an individual or HUF not liable to tax audit who pays rent above ${tdsThreshold} a month deducts TDS once, from the last month's rent, pays it with the challan-cum-statement ${formAcrossYears("tdsChallanStatement").replace("Form 26QB, 26QC, 26QD or 26QE", "Form 26QC")} within 30 days of the month's end, and gives the landlord the TDS certificate (Form 16C up to FY 2025-26). The receipt for that month still shows the full rent.`,
  summary: (count: number, frequency: "monthly" | "quarterly", period: string, total: string, verdict: string) =>
    `${count} ${frequency === "monthly" ? "monthly" : "three-monthly"} ${count === 1 ? "receipt" : "receipts"} for ${period}: ${total} in all. ${verdict}`,
  receipts: "Receipts",
  receiptsNote: { monthly: "One for each month", quarterly: "One for every three months" } as Readonly<Record<"monthly" | "quarterly", string>>,
  totalRent: "Total rent",
  totalRentNote: `The figure to declare in ${declareIn}`,
  landlordPan: "Landlord's PAN",
  panRequired: "PAN required",
  yes: "Yes",
  no: "No",
  tdsGroup: "TDS on rent (section 194-IB)",
  tdsToDeduct: "Tax to deduct",
  stepMonthlyRent: "Monthly rent",
  stepMonthlyRentReference: "Form No. 12BB, item 1(i): rent paid to the landlord",
  stepMonths: (period: string) => `Months: ${period}`,
  monthCount: (months: number) => `${months} ${months === 1 ? "month" : "months"}`,
  stepMonthsReference: (financialYear: string) =>
    `Financial year ${financialYear}, April to March (s.3 of the Income-tax Act, 1961; the "tax year" of the 2025 Act)`,
  stepReceipts: { monthly: "One receipt a month", quarterly: "One receipt for every three months from the first month" } as Readonly<
    Record<"monthly" | "quarterly", string>
  >,
  receiptCount: (count: number) => `${count} ${count === 1 ? "receipt" : "receipts"}`,
  stepReceiptsReference: "Rent receipts: evidence of rent paid for the HRA exemption, s.10(13A)",
  stepTotal: "Total rent for the period",
  stepTotalReference: "Form No. 12BB, item 1(i): the rent declared equals the receipts' total",
  stepYearRent: "Rent in the financial year",
  stepPanAbove: "PAN needed above",
  panDeclarationAttached: "Required: declaration attached",
  panRequiredText: "Required",
  panNotRequired: "Not required",
  stampAndTds: "Revenue stamp and TDS",
  stepStamp: `Receipts for cash above ${stampAbove}`,
  stampNone: "None: no stamp",
  stampCount: (stamped: number) => `${stamped}: ${stampDuty} stamp on each`,
  stepTds: (rate: number, total: string, capped: boolean) => `TDS at ${rate}% on ${total}${capped ? ", capped at one month's rent" : ""}`,
  stepNoTds: `Monthly rent not above ${tdsThreshold}`,
  noTds: "No TDS",
  explanation: [
    "An employee who receives house rent allowance and pays rent can claim part of the HRA as exempt under section 10(13A) in the old regime. Employers ask for rent receipts as evidence before they allow the exemption in the tax they deduct from salary, and the same receipts back the claim in your return.",
    `A receipt should name the tenant and the landlord, give the address of the rented house, the rent for the period in figures and words, the date and mode of payment, and carry the landlord's signature. When the rent for the year is above ${panThreshold}, the employer must also have the landlord's PAN (${declareIn}); a landlord without a PAN gives a signed declaration instead.`,
    `Under Article 53 of the Indian Stamp Act, a receipt for more than ${stampAbove} carries a ${stampDuty} revenue stamp, which the landlord signs across. This generator shows the stamp box on receipts for rent paid in cash. Rent above ${tdsThreshold} a month also brings TDS under section 194-IB, which the tenant deducts once, from the last month's rent.`,
    "The receipts are made in your browser: nothing you type is sent anywhere. Print them, or download a PDF to sign.",
  ] as readonly string[],
  faq: [
    {
      question: "Do I need the landlord's PAN?",
      answer: `Only if the rent you pay in the financial year is above ${panThreshold} (more than ${panMonthly} a month for a full year). Exactly ${panThreshold} does not need it. If the landlord has no PAN, give your employer the landlord's signed declaration saying so, with their name and address.`,
    },
    {
      question: "When does a rent receipt need a revenue stamp?",
      answer: `A receipt for more than ${stampAbove} paid in cash should carry a ${stampDuty} revenue stamp signed across by the landlord. For rent paid by bank transfer or cheque the bank record is evidence of payment and most employers do not ask for a stamp, though the Stamp Act itself does not distinguish how the money was paid.`,
    },
    {
      question: "Can I pay rent to my parents and claim HRA?",
      answer:
        "Yes, if you really pay it, the parent owns the house and shows the rent as income in their return. Pay by bank transfer so there is a record. Rent paid to a spouse is usually not accepted, and you cannot claim HRA for a house you own and live in.",
    },
    {
      question: "My employer did not ask for rent receipts. Do I still need them?",
      answer: `Employers need not insist on receipts when the HRA is up to ${noReceiptsUpTo} a month, but the income-tax department can still ask for evidence of the rent in an assessment. Keep the receipts and the rent agreement for the year.`,
    },
    {
      question: "Should I make monthly or quarterly receipts?",
      answer:
        "Either is accepted: follow how you actually pay. Quarterly receipts here cover three months each from the first month you choose, and the last one covers whatever months remain. The total is the same either way.",
    },
    {
      question: "Is the information I enter stored anywhere?",
      answer:
        "No. The receipts and the PDF are made in your browser and nothing is sent to our servers. Your inputs are kept in the page's address so you can bookmark or share the page; anyone you share the link with sees them.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const RENT_RECEIPT_TEXT: Catalogues<typeof en> = translatable("RENT_RECEIPT_TEXT", en);

const LOOKALIKES: Readonly<Record<string, string>> = { "0": "O", O: "0", "1": "I", I: "1", "5": "S", S: "5", "8": "B", B: "8" };
const lookalike = (character: string) => (LOOKALIKES[character] ? ` (क्या यह “${LOOKALIKES[character]}” है?)` : "");
const isLetter = (character: string) => character >= "A" && character <= "Z";
const isDigit = (character: string) => character >= "0" && character <= "9";

/**
 * lib/pan.ts's message for a PAN that is not well formed, in Hindi: the same check, naming
 * the same character at fault (the PAN as normalised: no spaces, upper case).
 */
export function panProblemHi(pan: string, problem: PanProblem): string {
  const at = (from: number, to: number, wanted: (character: string) => boolean) => {
    for (let index = from; index < to; index += 1) if (!wanted(pan[index] ?? "")) return { position: index + 1, character: pan[index] ?? "" };
    return { position: to, character: pan[to - 1] ?? "" };
  };
  switch (problem) {
    case "empty":
      return "PAN दर्ज करें: दस अक्षर-अंक, पाँच अक्षर, चार अंक, फिर एक अक्षर।";
    case "characters": {
      const stray = [...pan].find((character) => !isLetter(character) && !isDigit(character)) ?? "";
      return `PAN में सिर्फ़ अक्षर और अंक होते हैं; “${stray}” हटाएँ।`;
    }
    case "length":
      return `PAN में 10 अक्षर-अंक होते हैं; इसमें ${pan.length} हैं। उसका रूप: पाँच अक्षर, चार अंक, फिर एक अक्षर।`;
    case "letters": {
      const { position, character } = at(0, 5, isLetter);
      return `PAN के पहले पाँच स्थानों पर अक्षर होते हैं; स्थान ${position} पर “${character}” है${lookalike(character)}।`;
    }
    case "digits": {
      const { position, character } = at(5, 9, isDigit);
      return `PAN के स्थान 6 से 9 पर अंक होते हैं; स्थान ${position} पर “${character}” है${lookalike(character)}।`;
    }
    case "checkLetter": {
      const last = pan[9] ?? "";
      return `PAN का आखिरी स्थान अक्षर होता है; यहाँ “${last}” है${lookalike(last)}।`;
    }
    case "holderType":
      return `PAN का चौथा अक्षर बताता है कि PAN किसका है (P व्यक्ति, C कंपनी, H हिंदू अविभाजित परिवार, F फ़र्म, A व्यक्तियों का संघ, T ट्रस्ट, B व्यक्तियों का निकाय, L स्थानीय प्राधिकरण, J कृत्रिम न्यायिक व्यक्ति, G सरकार); “${pan[3] ?? ""}” इनमें से कोई नहीं है। PAN कार्ड देखें।`;
  }
}
