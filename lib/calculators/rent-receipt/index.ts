import { formatInr } from "@/lib/format";
import { CURRENT_FINANCIAL_YEAR, financialYearDates } from "@/lib/tax/years";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { choice, days, rupees, text, toggle } from "../fields";
import { defineCalculator, type InputOf } from "../types";
import { rentReceiptMeta } from "./meta";
import { financialYearOfMonth, lastMonthOfFinancialYear, monthField, monthName, monthsInclusive } from "./months";
import { panField } from "./pan-field";
import { rentReceiptSchedule, type PaymentMode, type ReceiptFrequency, type RentReceiptInput } from "./schedule";
import { formAcrossYears } from "@/lib/tax/forms";

/** ₹1 crore a month: above any rent a receipt generator is used for, far below any rounding trouble. */
const MAX_MONTHLY_RENT = 10_000_000;
const rules = RENT_RECEIPT_RULES;
const panThreshold = formatInr(rules.landlordPanThreshold.value);

/** The current financial year, April to March: what the page opens on. */
const yearDates = financialYearDates(CURRENT_FINANCIAL_YEAR);

export const fields = {
  tenant: text({
    personal: true,
    label: "Your name (tenant)",
    help: "As in your employer's records. Left blank, the receipts keep a line to write it by hand.",
    maxLength: 80,
  }),
  landlord: text({ personal: true, label: "Landlord's name", help: "The person you pay the rent to.", maxLength: 80 }),
  address: text({ personal: true, label: "Address of the rented house", help: "The full address, with PIN code.", maxLength: 200 }),
  llAddress: text({
    personal: true,
    label: "Landlord's address",
    help: "Where the landlord lives, if not at the rented house. Optional.",
    maxLength: 200,
  }),
  rent: rupees({
    label: "Monthly rent",
    help: "The rent for one month, without maintenance or electricity charges paid separately.",
    default: 8_000,
    min: 1,
    max: MAX_MONTHLY_RENT,
  }),
  from: monthField({ label: "First month", help: "YYYY-MM, e.g. 2026-04 for April 2026.", default: yearDates.start.slice(0, 7) }),
  to: monthField({ label: "Last month", help: "YYYY-MM, in the same financial year (April to March).", default: yearDates.end.slice(0, 7) }),
  freq: choice<ReceiptFrequency>({
    label: "One receipt for",
    options: [
      { value: "monthly", label: "Each month" },
      { value: "quarterly", label: "Every three months" },
    ],
    default: "monthly",
    help: "Three-month receipts are counted from the first month; the last one covers whatever months are left.",
  }),
  day: days({
    label: "Day of the month the rent is paid",
    help: "The date on each receipt (the month's last day if the month is shorter).",
    default: 5,
    min: 1,
    max: 31,
  }),
  mode: choice<PaymentMode>({
    label: "Paid by",
    options: [
      { value: "bank", label: "Bank transfer or UPI" },
      { value: "cheque", label: "Cheque" },
      { value: "cash", label: "Cash" },
    ],
    default: "bank",
  }),
  pan: panField({
    label: "Landlord's PAN",
    help: `Needed when the rent for the year is above ${panThreshold}. Ten characters, like ABCPE1234F.`,
  }),
  noPan: toggle({
    label: "The landlord has no PAN",
    help: "Then attach the landlord's signed declaration that they have no PAN, with their name and address.",
    default: false,
    visibleWhen: (raw) => (raw.pan ?? "").trim() === "",
  }),
};

type Input = InputOf<typeof fields>;

const scheduleInput = (input: Input): RentReceiptInput => ({
  tenant: input.tenant,
  landlord: input.landlord,
  landlordAddress: input.llAddress,
  propertyAddress: input.address,
  monthlyRent: input.rent,
  from: input.from,
  to: input.to,
  frequency: input.freq,
  mode: input.mode,
  payDay: input.day,
  landlordPan: input.pan,
  landlordHasNoPan: input.pan === "" && input.noPan,
});

/** The receipts for valid inputs: what the receipts block, the print view and the PDF show. */
export function receiptsFor(input: Input) {
  return rentReceiptSchedule(scheduleInput(input));
}

/** Rules spanning fields, each message on the field to change. */
export function validateRentReceipt(input: Input): Partial<Record<keyof typeof fields, string>> {
  if (monthsInclusive(input.from, input.to) === 0) {
    return { to: `The last month is before the first (${monthName(input.from)}).` };
  }
  if (financialYearOfMonth(input.to) !== financialYearOfMonth(input.from)) {
    const lastMonth = monthName(lastMonthOfFinancialYear(input.from));
    return {
      to: `Receipts are made for one financial year (April to March) at a time: choose a last month up to ${lastMonth}, and make a second set for the months after.`,
    };
  }
  const yearlyRent = input.rent * monthsInclusive(input.from, input.to);
  if (yearlyRent > rules.landlordPanThreshold.value && input.pan === "" && !input.noPan) {
    return {
      pan: `The rent for the year comes to ${formatInr(yearlyRent)}, above ${panThreshold}: enter the landlord's PAN, or switch on "The landlord has no PAN" and attach their declaration.`,
    };
  }
  return {};
}

export const rentReceipt = defineCalculator({
  meta: rentReceiptMeta,
  fields,
  layout: [
    { title: "Who and where", fields: ["tenant", "landlord", "address", "llAddress"] },
    { title: "Rent and period", fields: ["rent", "from", "to", "freq", "day", "mode"] },
    { title: "Landlord's PAN", fields: ["pan", "noPan"] },
  ],
  validate: validateRentReceipt,
  compute(input) {
    const set = receiptsFor(input);
    const count = set.receipts.length;
    const kind = input.freq === "monthly" ? "monthly" : "three-monthly";
    const period = set.period;
    const stamped = set.receipts.filter((receipt) => receipt.revenueStamp).length;
    const panVerdict = set.panRequired
      ? set.landlordHasNoPan
        ? `The rent for the year is above ${panThreshold}: attach the landlord's declaration that they have no PAN.`
        : `The rent for the year is above ${panThreshold}, so the receipts carry the landlord's PAN.`
      : `The landlord's PAN is not needed: the rent for the year is not above ${panThreshold}.`;
    const tdsNote = set.tds.applies
      ? `Rent above ${formatInr(rules.tdsOnRentMonthlyThreshold.value)} a month: deduct ${set.tds.rate}% TDS under section 194-IB from the rent of ${monthName(input.to)}${set.tds.cappedAtOneMonth ? " (capped at one month's rent without the landlord's PAN)" : ""}.`
      : `No TDS: the rent is not above ${formatInr(rules.tdsOnRentMonthlyThreshold.value)} a month.`;

    const notes = [
      "Each receipt needs the landlord's signature. Keep copies with your rent agreement; your employer may ask for both.",
      `The PAN rule looks at all the rent you pay in the financial year. If you pay rent for months these receipts do not cover, count those too: above ${panThreshold} in the year, give the landlord's PAN.`,
      `The total of the receipts is the rent to declare in ${formAcrossYears("employeeClaims")}. The HRA exemption it supports is allowed only in the old regime.`,
      "What you type stays in your browser: the receipts and the PDF are made on your device and nothing is sent to us. The inputs are in this page's address, so anyone you share the link with sees them.",
    ];
    if (stamped > 0) notes.push(rules.revenueStampAbove.note ?? "");
    if (set.tds.applies) {
      notes.push(
        `Section 194-IB: an individual or HUF not liable to tax audit who pays rent above ${formatInr(rules.tdsOnRentMonthlyThreshold.value)} a month deducts TDS once, from the last month's rent, pays it with the challan-cum-statement ${formAcrossYears("tdsChallanStatement").replace("Form 26QB, 26QC, 26QD or 26QE", "Form 26QC")} within 30 days of the month's end, and gives the landlord the TDS certificate (Form 16C up to FY 2025-26). The receipt for that month still shows the full rent.`,
      );
    }

    return {
      summary: `${count} ${kind} ${count === 1 ? "receipt" : "receipts"} for ${period}: ${formatInr(set.totalRent)} in all. ${panVerdict}`,
      groups: [
        {
          title: "Receipts",
          figures: [
            {
              name: "receipts",
              label: "Receipts",
              value: count,
              format: "number",
              note: input.freq === "monthly" ? "One for each month" : "One for every three months",
            },
            {
              name: "totalRent",
              label: "Total rent",
              value: set.totalRent,
              format: "rupees",
              note: `The figure to declare in ${formAcrossYears("employeeClaims")}`,
            },
          ],
        },
        {
          title: "Landlord's PAN",
          figures: [{ name: "panRequired", label: "PAN required", value: set.panRequired ? "Yes" : "No", format: "text", note: panVerdict }],
        },
        {
          title: "TDS on rent (section 194-IB)",
          figures: [{ name: "tds194ib", label: "Tax to deduct", value: set.tds.amount, format: "rupees", note: tdsNote }],
        },
      ],
      breakdown: [
        {
          title: "Receipts",
          steps: [
            { label: "Monthly rent", amount: input.rent, reference: "Form No. 12BB, item 1(i): rent paid to the landlord" },
            {
              label: `Months: ${period}`,
              text: `${set.months} ${set.months === 1 ? "month" : "months"}`,
              reference: `Financial year ${set.financialYear}, April to March (s.3 of the Income-tax Act, 1961; the "tax year" of the 2025 Act)`,
            },
            {
              label: input.freq === "monthly" ? "One receipt a month" : "One receipt for every three months from the first month",
              text: `${count} ${count === 1 ? "receipt" : "receipts"}`,
              reference: "Rent receipts: evidence of rent paid for the HRA exemption, s.10(13A)",
            },
            {
              label: "Total rent for the period",
              amount: set.totalRent,
              reference: "Form No. 12BB, item 1(i): the rent declared equals the receipts' total",
            },
          ],
        },
        {
          title: "Landlord's PAN",
          steps: [
            { label: "Rent in the financial year", amount: set.totalRent, reference: rules.landlordPanThreshold.reference },
            { label: "PAN needed above", amount: rules.landlordPanThreshold.value, reference: rules.landlordPanThreshold.reference },
            {
              label: "Landlord's PAN",
              text: set.panRequired ? (set.landlordHasNoPan ? "Required: declaration attached" : "Required") : "Not required",
              reference: rules.landlordPanThreshold.reference,
            },
          ],
        },
        {
          title: "Revenue stamp and TDS",
          steps: [
            {
              label: `Receipts for cash above ${formatInr(rules.revenueStampAbove.value)}`,
              text: stamped === 0 ? "None: no stamp" : `${stamped}: ${formatInr(rules.revenueStampDuty.value)} stamp on each`,
              reference: rules.revenueStampAbove.reference,
            },
            set.tds.applies
              ? {
                  label: `TDS at ${set.tds.rate}% on ${formatInr(set.totalRent)}${set.tds.cappedAtOneMonth ? ", capped at one month's rent" : ""}`,
                  amount: set.tds.amount,
                  reference: set.tds.reference,
                }
              : {
                  label: `Monthly rent not above ${formatInr(rules.tdsOnRentMonthlyThreshold.value)}`,
                  text: "No TDS",
                  reference: rules.tdsOnRentMonthlyThreshold.reference,
                },
          ],
        },
      ],
      notes: notes.filter(Boolean),
    };
  },
  explanation: [
    "An employee who receives house rent allowance and pays rent can claim part of the HRA as exempt under section 10(13A) in the old regime. Employers ask for rent receipts as evidence before they allow the exemption in the tax they deduct from salary, and the same receipts back the claim in your return.",
    `A receipt should name the tenant and the landlord, give the address of the rented house, the rent for the period in figures and words, the date and mode of payment, and carry the landlord's signature. When the rent for the year is above ${panThreshold}, the employer must also have the landlord's PAN (${formAcrossYears("employeeClaims")}); a landlord without a PAN gives a signed declaration instead.`,
    `Under Article 53 of the Indian Stamp Act, a receipt for more than ${formatInr(rules.revenueStampAbove.value)} carries a ${formatInr(rules.revenueStampDuty.value)} revenue stamp, which the landlord signs across. This generator shows the stamp box on receipts for rent paid in cash. Rent above ${formatInr(rules.tdsOnRentMonthlyThreshold.value)} a month also brings TDS under section 194-IB, which the tenant deducts once, from the last month's rent.`,
    "The receipts are made in your browser: nothing you type is sent anywhere. Print them, or download a PDF to sign.",
  ],
  faq: [
    {
      question: "Do I need the landlord's PAN?",
      answer: `Only if the rent you pay in the financial year is above ${panThreshold} (more than ${formatInr(Math.floor(rules.landlordPanThreshold.value / 12))} a month for a full year). Exactly ${panThreshold} does not need it. If the landlord has no PAN, give your employer the landlord's signed declaration saying so, with their name and address.`,
    },
    {
      question: "When does a rent receipt need a revenue stamp?",
      answer: `A receipt for more than ${formatInr(rules.revenueStampAbove.value)} paid in cash should carry a ${formatInr(rules.revenueStampDuty.value)} revenue stamp signed across by the landlord. For rent paid by bank transfer or cheque the bank record is evidence of payment and most employers do not ask for a stamp, though the Stamp Act itself does not distinguish how the money was paid.`,
    },
    {
      question: "Can I pay rent to my parents and claim HRA?",
      answer:
        "Yes, if you really pay it, the parent owns the house and shows the rent as income in their return. Pay by bank transfer so there is a record. Rent paid to a spouse is usually not accepted, and you cannot claim HRA for a house you own and live in.",
    },
    {
      question: "My employer did not ask for rent receipts. Do I still need them?",
      answer: `Employers need not insist on receipts when the HRA is up to ${formatInr(rules.receiptsNotInsistedUpToMonthlyHra.value)} a month, but the income-tax department can still ask for evidence of the rent in an assessment. Keep the receipts and the rent agreement for the year.`,
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
  ],
});
