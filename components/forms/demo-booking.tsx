import dynamic from "next/dynamic";
import { withHindiWords } from "@/components/layout/with-hindi-words";
import { useId, useState } from "react";

import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";

import { BookingForm } from "./booking-form";
import { BOOKING_TEXT, type DemoKind } from "./booking-text";
import styles from "./forms.module.scss";

const DEMOS: readonly DemoKind[] = ["tds", "gst"];

/**
 * The product demo page's booking: the person picks the TDS or the GST demo (each has its
 * own calendar), then books with the same form. Switching keeps what was typed.
 */
function DemoBookingView() {
  const [kind, setKind] = useState<DemoKind>("tds");
  const id = useId();
  const text = messagesFor(BOOKING_TEXT, useLocale());
  const choice = (
    <fieldset className={styles.field}>
      <legend className="form-label fs-6">{text.whichDemo}</legend>
      {DEMOS.map((demo) => (
        <div key={demo} className="form-check">
          <input
            type="radio"
            className="form-check-input"
            name={`${id}-demo`}
            id={`${id}-${demo}`}
            value={demo}
            checked={kind === demo}
            onChange={() => setKind(demo)}
          />
          <label className="form-check-label" htmlFor={`${id}-${demo}`}>
            {text.demoNames[demo]}
          </label>
        </div>
      ))}
    </fieldset>
  );
  return <BookingForm kind={kind} page="demo" leadingFields={choice} />;
}

/** DemoBooking with its Hindi words, which it loads itself on Hindi pages (components/forms/hindi/demo-booking.tsx). */
export const DemoBooking = withHindiWords(
  "form:demo-booking",
  dynamic(() => import("./hindi/demo-booking")),
  DemoBookingView,
);
