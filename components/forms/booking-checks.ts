import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { checkEmail, checkMobile, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import type { FieldErrors } from "@/services/error-catalogue";

import { BOOKING_TEXT } from "./booking-text";

/*
 * What the booking form checks before it sends, with the same rules and messages as the
 * service's request schema (services/bookings), so the form never promises what the
 * service then refuses. Messages are in the page's language (English unless given), the
 * words in booking-text.ts and the contact rules' catalogue.
 */

export interface BookingValues {
  name: string;
  email: string;
  mobile: string;
  company: string;
  message: string;
}

export type BookingField = keyof BookingValues | "slot" | "verification";

export type BookingErrors = Partial<Record<BookingField, string>>;

export const EMPTY_BOOKING: BookingValues = { name: "", email: "", mobile: "", company: "", message: "" };

/** The service's limits on the optional fields (services/bookings, bookingRequestSchema). */
const COMPANY_MAX_LENGTH = 100;
const MESSAGE_MAX_LENGTH = 1000;

const words = (locale: Locale) => messagesFor(BOOKING_TEXT, locale);

const messageOf = (result: FieldResult): string | undefined => (result.ok ? undefined : result.message);

export const fieldChecks: Readonly<Record<keyof BookingValues, (value: string, locale?: Locale) => string | undefined>> = {
  name: (value, locale = "en") => messageOf(checkName(value, "name", locale)),
  email: (value, locale = "en") => messageOf(checkEmail(value, locale)),
  mobile: (value, locale = "en") => messageOf(checkMobile(value, locale)),
  // zod's maxLength counts UTF-16 units after the trim; so does this.
  company: (value, locale = "en") => (value.trim().length > COMPANY_MAX_LENGTH ? words(locale).companyTooLong(COMPANY_MAX_LENGTH) : undefined),
  message: (value, locale = "en") => (value.trim().length > MESSAGE_MAX_LENGTH ? words(locale).messageTooLong(MESSAGE_MAX_LENGTH) : undefined),
};

/** The 10-digit number typed, or null while it is not a valid mobile number. */
export function mobileNumberOf(typed: string): string | null {
  const result = checkMobile(typed);
  return result.ok ? result.value : null;
}

/**
 * Every problem with the form as it stands. `verifiedMobile` is the number whose code was
 * accepted, or undefined when this kind of booking needs no verification.
 */
export function checkBooking(
  values: BookingValues,
  slot: string,
  options: { withCompany: boolean; verifiedMobile?: string | null },
  locale: Locale = "en",
): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of ["name", "email", "mobile", "company", "message"] as const) {
    if (field === "company" && !options.withCompany) continue;
    const message = fieldChecks[field](values[field], locale);
    if (message) errors[field] = message;
  }
  if (!slot) errors.slot = words(locale).chooseSlot;
  if (options.verifiedMobile !== undefined && !errors.mobile && options.verifiedMobile !== mobileNumberOf(values.mobile)) {
    errors.verification = words(locale).verifyFirst;
  }
  return errors;
}

/** The fields a server's refusal can name. */
type RefusedField = Exclude<BookingField, "verification">;

/** The API's field names (services/bookings) and the form's. */
const API_FIELDS: Readonly<Record<string, RefusedField>> = {
  name: "name",
  email: "email",
  mobile_number: "mobile",
  company_name: "company",
  message: "message",
  date: "slot",
  time: "slot",
};

/** What was sent, so that a refused field can say what the form's own check finds in it. */
export interface SentBooking {
  values: BookingValues;
  slot: string;
}

/**
 * A refusal's field errors, placed on the form's fields; the rest stays for the alert. On
 * an English page a field shows the server's own words. The server writes only English, so
 * on a page in another language a field shows the form's own message for it (if its check
 * fails on what was sent) or says that the server did not accept it (booking-text-hi.ts).
 */
export function bookingErrorsFrom(fieldErrors: FieldErrors, locale: Locale = "en", sent?: SentBooking): BookingErrors {
  const refused = new Map<RefusedField, string[]>();
  for (const [apiField, messages] of Object.entries(fieldErrors)) {
    const field = API_FIELDS[apiField];
    if (field) refused.set(field, [...(refused.get(field) ?? []), ...messages]);
  }
  const text = words(locale);
  const errors: BookingErrors = {};
  for (const [field, messages] of refused) {
    const message = text.fromServer(field, messages, sent && localMessage(field, sent, locale));
    if (message) errors[field] = message;
  }
  return errors;
}

/** The form's own message for one field of what was sent, or undefined when it passes. */
function localMessage(field: RefusedField, sent: SentBooking, locale: Locale): string | undefined {
  if (field === "slot") return sent.slot ? undefined : words(locale).chooseSlot;
  return fieldChecks[field](sent.values[field], locale);
}
