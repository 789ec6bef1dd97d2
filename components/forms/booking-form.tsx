import dynamic from "next/dynamic";
import { withHindiWords } from "@/components/layout/with-hindi-words";
import Link from "@/components/layout/site-link";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Container } from "@/components/layout/container";

import contentStyles from "@/components/content/content.module.scss";
import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { config } from "@/lib/site/config";
import { routes } from "@/lib/site/routes";
import { fieldErrorsFrom, userMessage } from "@/services/error-catalogue";
import type { Booking } from "@/services/bookings";

import { BookingConfirmation } from "./booking-confirmation";
import { bookingErrorsFrom, checkBooking, EMPTY_BOOKING, fieldChecks, mobileNumberOf, type BookingErrors, type BookingValues } from "./booking-checks";
import { ContactFields, MessageField } from "./booking-fields";
import { BOOKING_KINDS, parseSlotValue, type BookingFormKind } from "./booking-format";
import { FormStatus, SubmitButton } from "./form-field";
import { MobileVerification } from "./mobile-verification";
import { SlotPicker } from "./slot-picker";
import { BOOKING_TEXT, type BookingPage } from "./booking-text";
import { useBookingSlots } from "./use-booking-slots";
import styles from "./forms.module.scss";
import { loadBookingsService } from "@/store/api/bookings";

export interface BookingFormProps {
  kind: BookingFormKind;
  /** The page's heading and introduction: the booking page's own (booking-text.ts) unless given. */
  page?: BookingPage;
  heading?: string;
  intro?: string;
  /** Fields shown first inside the form: the product demo's choice of demo. */
  leadingFields?: ReactNode;
}

/** A demo or slot booking on a marketing page; without the API, a pointer to support instead. The page gives its heading and intro in its language. */
function BookingFormView({ kind, page = kind, heading, intro, leadingFields }: BookingFormProps) {
  const headingId = useId();
  const text = messagesFor(BOOKING_TEXT, useLocale());
  heading ??= text.headings[page];
  intro ??= text.intros[page];
  return (
    <section className={contentStyles.section} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className={contentStyles.sectionTitle}>
          {heading}
        </h2>
        <p className={contentStyles.prose}>{intro}</p>
        {config.apiUrl ? (
          <BookingFormBody kind={kind} labelledBy={headingId} leadingFields={leadingFields} />
        ) : (
          <p>
            {text.unavailableBefore}
            <Link href={routes.support}>{text.contactSupport}</Link>
            {text.unavailableAfter}
          </p>
        )}
      </Container>
    </section>
  );
}

/** The first field with a message, radios and the Send code button included. */
const FIRST_INVALID = '[aria-invalid="true"], [data-invalid]:not(:disabled)';

function BookingFormBody({ kind, labelledBy, leadingFields }: { kind: BookingFormKind; labelledBy: string; leadingFields?: ReactNode }) {
  const withCompany = kind !== "dezerv";
  const needsVerification = kind === "dezerv";
  const locale = useLocale();
  const text = messagesFor(BOOKING_TEXT, locale);
  const slots = useBookingSlots(BOOKING_KINDS[kind]);
  const [values, setValues] = useState<BookingValues>(EMPTY_BOOKING);
  // Each calendar has its own slots: a choice made in another is no choice here.
  const [slotChoice, setSlotChoice] = useState({ kind, value: "" });
  const slot = slotChoice.kind === kind ? slotChoice.value : "";
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [failure, setFailure] = useState<string>();
  const [booked, setBooked] = useState<{ kind: BookingFormKind; booking: Booking; email: string; mobile: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // State updates land after the event, so a quick second press is stopped here.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ selector: string } | null>(null);

  useEffect(() => {
    if (focusTarget) form.current?.querySelector<HTMLElement>(focusTarget.selector)?.focus();
  }, [focusTarget]);

  const change = (field: keyof BookingValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A message already shown goes as soon as the value is right; none appears mid-typing.
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: fieldChecks[field](value, locale) }));
    // A code proved this number, not the new one.
    if (field === "mobile" && verifiedMobile !== null && mobileNumberOf(value) !== verifiedMobile) setVerifiedMobile(null);
  };

  // On leaving a field: an empty one is not flagged yet (tabbing past is not a mistake);
  // the submit flags what is still missing.
  const blur = (field: keyof BookingValues) => {
    if (values[field].trim() !== "" || errors[field]) setErrors((previous) => ({ ...previous, [field]: fieldChecks[field](values[field], locale) }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const found = checkBooking(values, slot, { withCompany, verifiedMobile: needsVerification ? verifiedMobile : undefined }, locale);
    setErrors(found);
    const chosen = parseSlotValue(slot);
    if (Object.keys(found).length > 0 || !chosen) {
      setFailure(undefined);
      setFocusTarget({ selector: FIRST_INVALID });
      return;
    }
    sending.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      const { createBooking } = await loadBookingsService();
      const booking = await createBooking(BOOKING_KINDS[kind], {
        name: values.name,
        email: values.email,
        mobile_number: values.mobile,
        ...chosen,
        ...(withCompany && values.company.trim() ? { company_name: values.company } : {}),
        ...(values.message.trim() ? { message: values.message } : {}),
      });
      setBooked({ kind, booking, email: values.email.trim(), mobile: mobileNumberOf(values.mobile) ?? values.mobile });
    } catch (error) {
      const fromServer = bookingErrorsFrom(fieldErrorsFrom(error), locale, { values, slot });
      setErrors(fromServer);
      setFailure(userMessage(error, "booking", { locale }));
      // The slot was probably taken meanwhile: show the calendar as it is now.
      if (fromServer.slot) slots.retry();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const done = booked?.kind === kind ? booked : null;
  const mobileNumber = mobileNumberOf(values.mobile);

  return (
    <form ref={form} className={styles.form} aria-labelledby={labelledBy} noValidate onSubmit={submit}>
      {done ? (
        <BookingConfirmation kind={done.kind} booking={done.booking} email={done.email} mobile={done.mobile} />
      ) : (
        <>
          {leadingFields}
          <ContactFields values={values} errors={errors} onChange={change} onBlur={blur} withCompany={withCompany} />
          {needsVerification && (
            <MobileVerification
              // A new number gets a fresh verification: no code sent, nothing typed.
              key={mobileNumber ?? values.mobile}
              mobile={values.mobile}
              verified={verifiedMobile !== null && verifiedMobile === mobileNumber}
              onVerified={(number) => {
                setVerifiedMobile(number);
                setErrors((previous) => ({ ...previous, verification: undefined }));
              }}
              onMobileInvalid={(message) => {
                setErrors((previous) => ({ ...previous, mobile: message }));
                setFocusTarget({ selector: 'input[name="mobile"]' });
              }}
              error={errors.verification}
            />
          )}
          <SlotPicker
            state={slots.state}
            onRetry={slots.retry}
            value={slot}
            onChange={(value) => {
              setSlotChoice({ kind, value });
              setErrors((previous) => ({ ...previous, slot: undefined }));
            }}
            error={errors.slot}
          />
          <MessageField
            values={values}
            errors={errors}
            onChange={change}
            onBlur={blur}
            label={needsVerification ? text.callMessageLabel : text.demoMessageLabel}
          />
          <FormStatus error={failure} />
          <SubmitButton busy={busy} label={needsVerification ? text.bookCall : text.bookDemo} busyLabel={text.booking} />
        </>
      )}
    </form>
  );
}

/** BookingForm with its Hindi words, which it loads itself on Hindi pages (components/forms/hindi/booking-form.tsx). */
export const BookingForm = withHindiWords(
  "form:booking-form",
  dynamic(() => import("./hindi/booking-form")),
  BookingFormView,
);
