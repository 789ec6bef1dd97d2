import Link from "@/components/layout/site-link";
import { useEffect, useRef } from "react";

import { routes } from "@/lib/site/routes";
import type { Booking } from "@/services/bookings";

import { BOOKING_NOUNS, describeSlot, formatMobileNumber, type BookingFormKind } from "./booking-format";
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
  const noun = BOOKING_NOUNS[kind];

  return (
    <div ref={area} tabIndex={-1}>
      <FormStatus success={`Your ${noun} is booked for ${describeSlot(booking)}.`} />
      <p>Booking reference: {booking.id}</p>
      <p className="mb-0">
        Our team will get in touch at {email} or on {formatMobileNumber(mobile)} before the {noun} to confirm the details. If the time
        no longer suits you, <Link href={routes.support}>contact our support team</Link> with your booking reference.
      </p>
    </div>
  );
}
