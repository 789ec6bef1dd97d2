import { useId, useState } from "react";

import { BookingForm } from "./booking-form";
import styles from "./forms.module.scss";

type DemoKind = "tds" | "gst";

const DEMOS: readonly { kind: DemoKind; label: string }[] = [
  { kind: "tds", label: "TDS returns and compliance" },
  { kind: "gst", label: "GST returns and GST APIs" },
];

/**
 * The product demo page's booking: the person picks the TDS or the GST demo (each has its
 * own calendar), then books with the same form. Switching keeps what was typed.
 */
export function DemoBooking() {
  const [kind, setKind] = useState<DemoKind>("tds");
  const id = useId();
  const choice = (
    <fieldset className={styles.field}>
      <legend className="form-label fs-6">Which demo would you like?</legend>
      {DEMOS.map((demo) => (
        <div key={demo.kind} className="form-check">
          <input
            type="radio"
            className="form-check-input"
            name={`${id}-demo`}
            id={`${id}-${demo.kind}`}
            value={demo.kind}
            checked={kind === demo.kind}
            onChange={() => setKind(demo.kind)}
          />
          <label className="form-check-label" htmlFor={`${id}-${demo.kind}`}>
            {demo.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
  return (
    <BookingForm
      kind={kind}
      heading="Book your demo"
      intro="Choose the demo, then a time that suits you. The demo takes 30 minutes."
      leadingFields={choice}
    />
  );
}
