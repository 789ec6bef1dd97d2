import { z } from "zod/mini";

import { checkEmail, checkMobile, checkName } from "@/lib/forms/contact-rules";

import { parseResponse } from "./api-error";
import { appClient } from "./clients";
import { checkRequest, ruleField } from "./request-check";

/*
 * The public booking forms: TDS and GST demos, the Dezerv slot booking, and the mobile
 * number verification they use. Visitors need no account, so every call goes with the
 * client's basic-auth login only: no session cookie, no CSRF header.
 *
 * The issue fixes the methods and paths. The shapes are our assumption of plausible
 * Django REST answers: GET lists the open slots, POST books one; dates and times are
 * Indian time (IST), as the person reads them.
 */

export const BOOKING_PATHS = {
  "tds-demo": "/v1/tds-demo-booking/",
  "gst-demo": "/v1/gst-demo-booking/",
  "dezerv-slot": "/v1/dezerv-slot-booking/",
} as const;

export type BookingKind = keyof typeof BOOKING_PATHS;

export const MOBILE_VERIFICATION_PATH = "/v1/telecom/mobile_number_verification/";

const dateSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Choose a date"));
const timeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time"));

const bookingRequestSchema = z.object({
  name: ruleField((input) => checkName(input)),
  email: ruleField(checkEmail),
  mobile_number: ruleField(checkMobile),
  date: dateSchema,
  time: timeSchema,
  company_name: z.optional(z.string().check(z.trim(), z.maxLength(100, "Keep the company name to 100 characters or fewer"))),
  message: z.optional(z.string().check(z.trim(), z.maxLength(1000, "Keep the message to 1,000 characters or fewer"))),
});

export type BookingRequest = z.input<typeof bookingRequestSchema>;

const sendOtpSchema = z.object({ step: z.literal("send"), mobile_number: ruleField(checkMobile) });
const verifyOtpSchema = z.object({
  step: z.literal("verify"),
  mobile_number: ruleField(checkMobile),
  otp: z.string().check(z.trim(), z.regex(/^\d{6}$/, "Enter the 6-digit code we sent by SMS")),
});

const slotsSchema = z.looseObject({
  slots: z.array(z.looseObject({ date: z.string(), time: z.string(), available: z.boolean() })),
});

const bookingSchema = z.looseObject({ id: z.number(), date: z.string(), time: z.string() });

const otpSentSchema = z.looseObject({
  status: z.literal("sent"),
  /** How long the code stays valid. */
  expires_in: z.optional(z.number()),
});
const otpVerifiedSchema = z.looseObject({ status: z.literal("verified") });

export type BookingSlot = z.infer<typeof slotsSchema>["slots"][number];
export type Booking = z.infer<typeof bookingSchema>;
export type OtpSent = z.infer<typeof otpSentSchema>;

/** The slots on offer, taken ones included (`available: false`) so a calendar can grey them. */
export async function getBookingSlots(kind: BookingKind): Promise<BookingSlot[]> {
  const response = await appClient.get(BOOKING_PATHS[kind]);
  return parseResponse(slotsSchema, response.data).slots;
}

/**
 * Books a slot. A slot taken meanwhile, or anything else the server refuses, is an
 * ApiError http 400 whose field errors (fieldErrorsFrom) name the field.
 */
export async function createBooking(kind: BookingKind, request: BookingRequest): Promise<Booking> {
  const body = checkRequest(bookingRequestSchema, request);
  const response = await appClient.post(BOOKING_PATHS[kind], body);
  return parseResponse(bookingSchema, response.data);
}

/** Step one: sends a one-time code by SMS to the number. */
export async function sendMobileOtp(mobileNumber: string): Promise<OtpSent> {
  const body = checkRequest(sendOtpSchema, { step: "send", mobile_number: mobileNumber });
  const response = await appClient.post(MOBILE_VERIFICATION_PATH, body);
  return parseResponse(otpSentSchema, response.data);
}

/** Step two: checks the code. A wrong or expired code is http 400 with an `otp` field error. */
export async function verifyMobileOtp(mobileNumber: string, otp: string): Promise<void> {
  const body = checkRequest(verifyOtpSchema, { step: "verify", mobile_number: mobileNumber, otp });
  const response = await appClient.post(MOBILE_VERIFICATION_PATH, body);
  parseResponse(otpVerifiedSchema, response.data);
}
