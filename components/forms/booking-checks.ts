import { checkEmail, checkMobile, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import type { FieldErrors } from "@/services/error-catalogue";

/*
 * What the booking form checks before it sends, with the same rules and messages as the
 * service's request schema (services/bookings), so the form never promises what the
 * service then refuses.
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

const messageOf = (result: FieldResult): string | undefined => (result.ok ? undefined : result.message);

export const fieldChecks: Readonly<Record<keyof BookingValues, (value: string) => string | undefined>> = {
  name: (value) => messageOf(checkName(value)),
  email: (value) => messageOf(checkEmail(value)),
  mobile: (value) => messageOf(checkMobile(value)),
  // zod's maxLength counts UTF-16 units after the trim; so does this.
  company: (value) =>
    value.trim().length > COMPANY_MAX_LENGTH ? `Keep the company name to ${COMPANY_MAX_LENGTH} characters or fewer` : undefined,
  message: (value) => (value.trim().length > MESSAGE_MAX_LENGTH ? "Keep the message to 1,000 characters or fewer" : undefined),
};

export const SLOT_MESSAGE = "Choose a date and time";
export const VERIFY_MESSAGE = "Verify your mobile number before booking: press Send code and type the code we send you";

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
): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of ["name", "email", "mobile", "company", "message"] as const) {
    if (field === "company" && !options.withCompany) continue;
    const message = fieldChecks[field](values[field]);
    if (message) errors[field] = message;
  }
  if (!slot) errors.slot = SLOT_MESSAGE;
  if (options.verifiedMobile !== undefined && !errors.mobile && options.verifiedMobile !== mobileNumberOf(values.mobile)) {
    errors.verification = VERIFY_MESSAGE;
  }
  return errors;
}

/** The API's field names (services/bookings) and the form's. */
const API_FIELDS: Readonly<Record<string, BookingField>> = {
  name: "name",
  email: "email",
  mobile_number: "mobile",
  company_name: "company",
  message: "message",
  date: "slot",
  time: "slot",
};

/** A refusal's field errors, placed on the form's fields; the rest stays for the alert. */
export function bookingErrorsFrom(fieldErrors: FieldErrors): BookingErrors {
  const errors: BookingErrors = {};
  for (const [apiField, messages] of Object.entries(fieldErrors)) {
    const field = API_FIELDS[apiField];
    if (field) errors[field] = [errors[field], ...messages].filter(Boolean).join(" ");
  }
  return errors;
}
