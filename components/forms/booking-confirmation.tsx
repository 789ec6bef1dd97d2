import Link from "@/components/layout/site-link";
import { useEffect, useRef } from "react";

import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { routes } from "@/lib/site/routes";
import type { Booking } from "@/services/bookings";

import { formatMobileNumber, type BookingFormKind } from "./booking-format";
import { BOOKING_TEXT } from "./booking-text";
import { FormStatus } from "./form-field";

interface BookingConfirmationProps {
  kind: BookingFormKind;
  /** The server's answer: the slot it booked, which is what we repeat. */
  booking: Booking;
  email: string;
  /** The 10-digit number. */
  mobile: string;
}

/**
 * What the person reads once booked: the slot in words, a reference, and what comes next.
 * It takes focus when it appears (the form it replaces had it), so a screen reader reads it.
 *
 * The next steps are deliberately general: the API answers only with the booking, and
 * says nothing of how or when the team confirms it.
 */
export function BookingConfirmation({ kind, booking, email, mobile }: BookingConfirmationProps) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => area.current?.focus(), []);
  const text = messagesFor(BOOKING_TEXT, useLocale());

  return (
    <div ref={area} tabIndex={-1}>
      <FormStatus success={text.booked(kind, booking.date, booking.time)} />
      <p>{text.reference(booking.id)}</p>
      <p className="mb-0">
        {text.nextStepsBefore(kind, email, formatMobileNumber(mobile))}
        <Link href={routes.support}>{text.contactSupport}</Link>
        {text.nextStepsAfter}
      </p>
    </div>
  );
}
