import { formatInr, formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { IsoDate } from "@/lib/tax/types";
import { landlordPanRequired, needsRevenueStamp, RENT_RECEIPT_RULES, tdsOnRent, type TdsOnRent } from "@/lib/tax/rent-receipt-rules";
import { dayOfMonth, financialYearOfMonth, monthFromIndex, monthIndex, monthName, monthsInclusive, type YearMonth } from "./months";
import { RECEIPT_TEXT } from "./receipt-text";

export type ReceiptFrequency = "monthly" | "quarterly";
export type PaymentMode = "bank" | "cheque" | "cash";

/** How many months one receipt covers. */
export const MONTHS_PER_RECEIPT: Readonly<Record<ReceiptFrequency, number>> = { monthly: 1, quarterly: 3 };

/** How an English receipt words the payment, with a blank for the reference that differs each time (RECEIPT_TEXT has each language's). */
export const PAYMENT_MODE_TEXT: Readonly<Record<PaymentMode, string>> = RECEIPT_TEXT.en.mode;

export interface RentReceiptInput {
  tenant: string;
  landlord: string;
  /** the landlord's own address; blank when not given */
  landlordAddress: string;
  propertyAddress: string;
  monthlyRent: number;
  from: YearMonth;
  to: YearMonth;
  frequency: ReceiptFrequency;
  mode: PaymentMode;
  /** the day of the month the rent is paid (the month's last day if it is shorter) */
  payDay: number;
  /** "" when not given */
  landlordPan: string;
  landlordHasNoPan: boolean;
}

export interface RentReceipt {
  /** 1, 2, 3… */
  serial: number;
  /** "2026-27/01" */
  number: string;
  from: YearMonth;
  to: YearMonth;
  months: number;
  /** "April 2026", or "April 2026 to June 2026" */
  period: string;
  amount: number;
  /** "Eight thousand rupees only" */
  amountInWords: string;
  paidOn: IsoDate;
  /** "5 April 2026" */
  paidOnText: string;
  /** a cash receipt above ₹5,000 carries a ₹1 revenue stamp */
  revenueStamp: boolean;
}

/** Everything the receipts show, on screen, in print and in the PDF. */
export interface RentReceiptSet {
  /** the language the receipts are worded in (the page's) */
  locale: Locale;
  tenant: string;
  landlord: string;
  landlordAddress: string;
  propertyAddress: string;
  monthlyRent: number;
  frequency: ReceiptFrequency;
  mode: PaymentMode;
  /** "2026-27" */
  financialYear: string;
  months: number;
  /** "April 2026 to March 2027", or "April 2026" for one month */
  period: string;
  totalRent: number;
  /** the year's rent is above ₹1,00,000 */
  panRequired: boolean;
  landlordPan: string;
  landlordHasNoPan: boolean;
  /** what the receipt says on the PAN line */
  panText: string;
  receipts: RentReceipt[];
  /** s.194-IB on these months' rent, deducted from the last month's */
  tds: TdsOnRent;
}

function panText(input: RentReceiptInput, panRequired: boolean, locale: Locale): string {
  const t = messagesFor(RECEIPT_TEXT, locale);
  if (input.landlordPan) return input.landlordPan;
  if (input.landlordHasNoPan) return t.panDeclared;
  return panRequired ? "" : t.panNotRequired(formatInr(RENT_RECEIPT_RULES.landlordPanThreshold.value));
}

/**
 * The receipts for a period within one financial year: one per month, or one per three
 * months counted from the first month (a last receipt covers the one or two months left).
 * Each receipt is for the rent of its months; the total is the rent for the period, the
 * figure to declare in Form 12BB (docs/tax-methods.md §7.2).
 */
export function rentReceiptSchedule(input: RentReceiptInput, locale: Locale = "en"): RentReceiptSet {
  const t = messagesFor(RECEIPT_TEXT, locale);
  const month = (value: YearMonth) => monthName(value, locale);
  const months = monthsInclusive(input.from, input.to);
  const financialYear = financialYearOfMonth(input.from);
  const step = MONTHS_PER_RECEIPT[input.frequency];
  const receipts: RentReceipt[] = [];
  for (let first = monthIndex(input.from), serial = 1; first <= monthIndex(input.to); first += step, serial += 1) {
    const last = Math.min(first + step - 1, monthIndex(input.to));
    const from = monthFromIndex(first);
    const to = monthFromIndex(last);
    const count = last - first + 1;
    const amount = input.monthlyRent * count;
    const paidOn = dayOfMonth(from, input.payDay);
    receipts.push({
      serial,
      number: `${financialYear}/${String(serial).padStart(2, "0")}`,
      from,
      to,
      months: count,
      period: count === 1 ? month(from) : t.period(month(from), month(to)),
      amount,
      amountInWords: t.amountInWords(amount),
      paidOn,
      paidOnText: locale === "en" ? formatLongDate(paidOn) : formatLongDateHi(paidOn),
      revenueStamp: needsRevenueStamp(amount, input.mode === "cash"),
    });
  }
  const totalRent = input.monthlyRent * months;
  const panRequired = landlordPanRequired(totalRent);
  return {
    locale,
    tenant: input.tenant,
    landlord: input.landlord,
    landlordAddress: input.landlordAddress,
    propertyAddress: input.propertyAddress,
    monthlyRent: input.monthlyRent,
    frequency: input.frequency,
    mode: input.mode,
    financialYear,
    months,
    period: months === 1 ? month(input.from) : t.period(month(input.from), month(input.to)),
    totalRent,
    panRequired,
    landlordPan: input.landlordPan,
    landlordHasNoPan: input.landlordHasNoPan,
    panText: panText(input, panRequired, locale),
    receipts,
    tds: tdsOnRent({
      monthlyRent: input.monthlyRent,
      months,
      deductedOn: dayOfMonth(input.to, input.payDay),
      landlordHasPan: input.landlordPan !== "",
    }),
  };
}

/** The threshold as the receipts and messages state it. */
export const LANDLORD_PAN_THRESHOLD = RENT_RECEIPT_RULES.landlordPanThreshold.value;

/** "rent-receipts-2026-27.pdf" for a whole year, "rent-receipts-2026-04-to-2026-09.pdf" for part of one. */
export function receiptsFileName(set: RentReceiptSet): string {
  const first = set.receipts[0];
  const last = set.receipts[set.receipts.length - 1];
  if (!first || !last || set.months === 12) return `rent-receipts-${set.financialYear}.pdf`;
  return `rent-receipts-${first.from}-to-${last.to}.pdf`;
}
