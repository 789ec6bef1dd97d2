import { groupIndianDigits } from "@/lib/format/indian-number";
import { plural, translatable } from "@/lib/i18n/catalogue";

import { describeSlot, formatSlotDay, formatSlotTime, type BookingFormKind } from "./booking-format";

/*
 * Every word of the booking forms (booking-form.tsx and the parts it is made of, the product
 * demo's choice, the mobile verification) and of the headings the booking pages give them.
 * The Hindi is in booking-text-hi.ts, which only Hindi pages load.
 */

/** The booking pages: a form of each kind, and the product demo page's choice of two. */
export type BookingPage = BookingFormKind | "demo";

/** The two demos the product demo page offers. */
export type DemoKind = "tds" | "gst";

/** A field a server can refuse: the form's own fields, the slot, and the verification's code. */
export type RefusableField = "name" | "email" | "mobile" | "company" | "message" | "slot" | "code";

/** What is being booked, to finish "Your … is booked". */
const NOUNS: Readonly<Record<BookingFormKind, string>> = { tds: "TDS demo", gst: "GST demo", dezerv: "call" };

const en = {
  // The pages' headings and introductions
  headings: {
    tds: "Book a TDS demo",
    gst: "Book a GST demo",
    dezerv: "Book a call with our tax team",
    demo: "Book your demo",
  } as Readonly<Record<BookingPage, string>>,
  intros: {
    tds: "See challans, quarterly returns, Form 16 and TRACES corrections handled on sample data. Choose a time that suits you.",
    gst: "See GSTIN checks, return data, e-invoices and e-way bills handled on sample data, and ask how they fit your software. Choose a time that suits you.",
    dezerv:
      "Choose a time to talk through your return and the statements your portfolio needs. We check your mobile number with a code first, so the call reaches you.",
    demo: "Choose the demo, then a time that suits you. The demo takes 30 minutes.",
  } as Readonly<Record<BookingPage, string>>,
  // The product demo's choice
  whichDemo: "Which demo would you like?",
  demoNames: { tds: "TDS returns and compliance", gst: "GST returns and GST APIs" } as Readonly<Record<DemoKind, string>>,
  // A link to the support page, inside the sentences below
  contactSupport: "contact our support team",
  // Without the API: the sentence around the link
  unavailableBefore: "Online booking isn't available on this site at the moment. Please ",
  unavailableAfter: " and we'll arrange a time with you.",
  // The fields
  nameLabel: "Your name",
  emailLabel: "Email address",
  mobileLabel: "Mobile number",
  mobileHelp: "10 digits, for example 98765 43210",
  companyLabel: "Company or firm (optional)",
  callMessageLabel: "Anything we should know before the call (optional)",
  demoMessageLabel: "Anything you'd like the demo to cover (optional)",
  bookCall: "Book this slot",
  bookDemo: "Book the demo",
  booking: "Booking…",
  // The calendar
  slotLegend: "Date and time (Indian Standard Time)",
  loadingSlots: "Loading the available times…",
  noSlotsBefore: "No times are open for booking right now. Please look again later, or ",
  noSlotsAfter: " and we'll find a time with you.",
  loadAgain: "Load the times again",
  /** After a taken time's label. */
  taken: " (booked)",
  /** "2026-12-01" → "Tuesday, December 1, 2026". */
  slotDay: (date: string): string => formatSlotDay(date),
  /** "15:30" → "3:30 pm". */
  slotTime: (time: string): string => formatSlotTime(time),
  // What the form checks before it sends (booking-checks.ts)
  companyTooLong: (max: number) => `Keep the company name to ${groupIndianDigits(String(max))} characters or fewer`,
  messageTooLong: (max: number) => `Keep the message to ${groupIndianDigits(String(max))} characters or fewer`,
  chooseSlot: "Choose a date and time",
  verifyFirst: "Verify your mobile number before booking: press Send code and type the code we send you",
  /**
   * What a field the server refused says. The server writes English, so an English page
   * shows its own words; a page in another language shows the form's own check of the field
   * (`local`, when it fails) or says that the server did not accept it.
   */
  fromServer: (_field: RefusableField, server: readonly string[], _local: string | undefined): string => server.filter(Boolean).join(" "),
  // The confirmation
  booked: (kind: BookingFormKind, date: string, time: string) => `Your ${NOUNS[kind]} is booked for ${describeSlot({ date, time })}.`,
  reference: (id: number) => `Booking reference: ${id}`,
  /** The next steps, up to the link to support, then after it. */
  nextStepsBefore: (kind: BookingFormKind, email: string, mobile: string) =>
    `Our team will get in touch at ${email} or on ${mobile} before the ${NOUNS[kind]} to confirm the details. If the time no longer suits you, `,
  nextStepsAfter: " with your booking reference.",
  // The mobile verification
  verifyLegend: "Verify your mobile number",
  sendHint: "We'll send a 6-digit code by SMS to the number above.",
  sendCode: "Send code",
  sendingCode: "Sending the code…",
  codeLabel: "Code from the SMS",
  verify: "Verify",
  checkingCode: "Checking the code…",
  sendNewCode: "Send a new code",
  enterCode: "Enter the 6-digit code we sent by SMS",
  seconds: (count: number) => `${count} ${plural("en", count, { one: "second", other: "seconds" })}`,
  minutes: (count: number) => `${count} ${plural("en", count, { one: "minute", other: "minutes" })}`,
  /** `validity` is how long the code lasts (seconds or minutes above), or "" when the server did not say. */
  codeSent: (mobile: string, validity: string) => `We've sent a 6-digit code by SMS to ${mobile}.${validity ? ` The code is valid for ${validity}.` : ""}`,
  newCodeIn: (wait: string) => `You can ask for a new code in ${wait}.`,
  numberVerified: (mobile: string) => `Mobile number ${mobile} verified.`,
  verified: "Mobile number verified.",
};

export const BOOKING_TEXT = translatable("BOOKING_TEXT", en);
