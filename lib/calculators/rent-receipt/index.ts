import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { CURRENT_FINANCIAL_YEAR, financialYearDates } from "@/lib/tax/years";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { HINDI_TITLES } from "../hindi-titles";
import { choice, days, rupees, text, toggle } from "../fields";
import { defineCalculator, type InputOf } from "../types";
import { rentReceiptMeta } from "./meta";
import { financialYearOfMonth, lastMonthOfFinancialYear, monthField, monthName, monthsInclusive } from "./months";
import { panField } from "./pan-field";
import { rentReceiptSchedule, type PaymentMode, type ReceiptFrequency, type RentReceiptInput } from "./schedule";
import { RENT_RECEIPT_TEXT } from "./text";

/** ₹1 crore a month: above any rent a receipt generator is used for, far below any rounding trouble. */
const MAX_MONTHLY_RENT = 10_000_000;
const rules = RENT_RECEIPT_RULES;

/** The current financial year, April to March: what the page opens on. */
const yearDates = financialYearDates(CURRENT_FINANCIAL_YEAR);

/** The generator's fields with every word in the given language. */
function fieldsIn(locale: Locale) {
  const t = messagesFor(RENT_RECEIPT_TEXT, locale);
  return {
    tenant: text({ locale, personal: true, label: t.tenant, help: t.tenantHelp, maxLength: 80 }),
    landlord: text({ locale, personal: true, label: t.landlord, help: t.landlordHelp, maxLength: 80 }),
    address: text({ locale, personal: true, label: t.address, help: t.addressHelp, maxLength: 200 }),
    llAddress: text({ locale, personal: true, label: t.llAddress, help: t.llAddressHelp, maxLength: 200 }),
    rent: rupees({ locale, label: t.rent, help: t.rentHelp, default: 8_000, min: 1, max: MAX_MONTHLY_RENT }),
    from: monthField({ locale, label: t.from, help: t.fromHelp, default: yearDates.start.slice(0, 7) }),
    to: monthField({ locale, label: t.to, help: t.toHelp, default: yearDates.end.slice(0, 7) }),
    freq: choice<ReceiptFrequency>({
      locale,
      label: t.freq,
      options: [
        { value: "monthly", label: t.freqOptions.monthly },
        { value: "quarterly", label: t.freqOptions.quarterly },
      ],
      default: "monthly",
      help: t.freqHelp,
    }),
    day: days({ locale, label: t.day, help: t.dayHelp, default: 5, min: 1, max: 31 }),
    mode: choice<PaymentMode>({
      locale,
      label: t.mode,
      options: [
        { value: "bank", label: t.modeOptions.bank },
        { value: "cheque", label: t.modeOptions.cheque },
        { value: "cash", label: t.modeOptions.cash },
      ],
      default: "bank",
    }),
    pan: panField({ locale, label: t.pan, help: t.panHelp }),
    noPan: toggle({
      locale,
      label: t.noPan,
      help: t.noPanHelp,
      default: false,
      visibleWhen: (raw) => (raw.pan ?? "").trim() === "",
    }),
  };
}

export const fields = fieldsIn("en");

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

/** The receipts for valid inputs, worded in the page's language: what the receipts block, the print view and the PDF show. */
export function receiptsFor(input: Input, locale: Locale = "en") {
  return rentReceiptSchedule(scheduleInput(input), locale);
}

/** Rules spanning fields, each message on the field to change. */
export function validateRentReceipt(input: Input, locale: Locale = "en"): Partial<Record<keyof typeof fields, string>> {
  const t = messagesFor(RENT_RECEIPT_TEXT, locale);
  if (monthsInclusive(input.from, input.to) === 0) {
    return { to: t.lastBeforeFirst(monthName(input.from, locale)) };
  }
  if (financialYearOfMonth(input.to) !== financialYearOfMonth(input.from)) {
    return { to: t.oneYearOnly(monthName(lastMonthOfFinancialYear(input.from), locale)) };
  }
  const yearlyRent = input.rent * monthsInclusive(input.from, input.to);
  if (yearlyRent > rules.landlordPanThreshold.value && input.pan === "" && !input.noPan) {
    return { pan: t.panNeeded(formatInr(yearlyRent)) };
  }
  return {};
}

/** The rent-receipt generator with every word in the given language; its figures are the same in each. */
export function rentReceiptIn(locale: Locale) {
  const t = messagesFor(RENT_RECEIPT_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? rentReceiptMeta
        : { ...rentReceiptMeta, title: HINDI_TITLES["rent-receipt"] ?? rentReceiptMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupWho, fields: ["tenant", "landlord", "address", "llAddress"] },
      { title: t.groupRent, fields: ["rent", "from", "to", "freq", "day", "mode"] },
      { title: t.groupPan, fields: ["pan", "noPan"] },
    ],
    validate: (input) => validateRentReceipt(input, locale),
    compute(input) {
      const set = receiptsFor(input, locale);
      const count = set.receipts.length;
      const period = set.period;
      const stamped = set.receipts.filter((receipt) => receipt.revenueStamp).length;
      const panVerdict = set.panRequired ? (set.landlordHasNoPan ? t.verdictNoPan : t.verdictPan) : t.verdictNotNeeded;
      const tdsNote = set.tds.applies ? t.tdsApplies(set.tds.rate, monthName(input.to, locale), set.tds.cappedAtOneMonth) : t.tdsNone;

      const notes = [t.noteSign, t.notePanYear, t.noteDeclare, t.notePrivacy];
      if (stamped > 0) notes.push(t.noteStamp);
      if (set.tds.applies) notes.push(t.noteTds);

      return {
        summary: t.summary(count, input.freq, period, formatInr(set.totalRent), panVerdict),
        groups: [
          {
            title: t.receipts,
            figures: [
              { name: "receipts", label: t.receipts, value: count, format: "number", note: t.receiptsNote[input.freq] },
              { name: "totalRent", label: t.totalRent, value: set.totalRent, format: "rupees", note: t.totalRentNote },
            ],
          },
          {
            title: t.landlordPan,
            figures: [{ name: "panRequired", label: t.panRequired, value: set.panRequired ? t.yes : t.no, format: "text", note: panVerdict }],
          },
          {
            title: t.tdsGroup,
            figures: [{ name: "tds194ib", label: t.tdsToDeduct, value: set.tds.amount, format: "rupees", note: tdsNote }],
          },
        ],
        breakdown: [
          {
            title: t.receipts,
            steps: [
              { label: t.stepMonthlyRent, amount: input.rent, reference: t.stepMonthlyRentReference },
              { label: t.stepMonths(period), text: t.monthCount(set.months), reference: t.stepMonthsReference(set.financialYear) },
              { label: t.stepReceipts[input.freq], text: t.receiptCount(count), reference: t.stepReceiptsReference },
              { label: t.stepTotal, amount: set.totalRent, reference: t.stepTotalReference },
            ],
          },
          {
            title: t.landlordPan,
            steps: [
              { label: t.stepYearRent, amount: set.totalRent, reference: rules.landlordPanThreshold.reference },
              { label: t.stepPanAbove, amount: rules.landlordPanThreshold.value, reference: rules.landlordPanThreshold.reference },
              {
                label: t.landlordPan,
                text: set.panRequired ? (set.landlordHasNoPan ? t.panDeclarationAttached : t.panRequiredText) : t.panNotRequired,
                reference: rules.landlordPanThreshold.reference,
              },
            ],
          },
          {
            title: t.stampAndTds,
            steps: [
              { label: t.stepStamp, text: stamped === 0 ? t.stampNone : t.stampCount(stamped), reference: rules.revenueStampAbove.reference },
              set.tds.applies
                ? { label: t.stepTds(set.tds.rate, formatInr(set.totalRent), set.tds.cappedAtOneMonth), amount: set.tds.amount, reference: set.tds.reference }
                : { label: t.stepNoTds, text: t.noTds, reference: rules.tdsOnRentMonthlyThreshold.reference },
            ],
          },
        ],
        notes: notes.filter(Boolean),
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const rentReceipt = rentReceiptIn("en");
