import Link from "@/components/layout/site-link";
import { useId } from "react";

import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { routes } from "@/lib/site/routes";

import { groupSlotsByDay, slotValue } from "./booking-format";
import { BOOKING_TEXT } from "./booking-text";
import type { SlotsState } from "./use-booking-slots";
import styles from "./forms.module.scss";

interface SlotPickerProps {
  state: SlotsState;
  onRetry: () => void;
  /** The chosen slot as slotValue() writes it, or "". */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The open times as one radio group, a fieldset per day so each time is read with its
 * date. Taken times stay in view, disabled, so a day that looks empty is not a mystery.
 * Loading, failure and "nothing open" are said in a polite live region that stays in
 * the page, so the change is announced.
 */
export function SlotPicker({ state, onRetry, value, onChange, error }: SlotPickerProps) {
  const id = useId();
  const text = messagesFor(BOOKING_TEXT, useLocale());
  const errorId = error ? `${id}-error` : undefined;
  const days = state.phase === "ready" ? groupSlotsByDay(state.slots) : [];
  const open = days.some((day) => day.slots.some((slot) => slot.available));

  return (
    <fieldset className={styles.field} aria-describedby={errorId}>
      <legend className="form-label fs-6">{text.slotLegend}</legend>
      {error && (
        <p id={errorId} className={`invalid-feedback ${styles.message} mb-2`}>
          {error}
        </p>
      )}
      <div aria-live="polite">
        {state.phase === "loading" && <p className="mb-0">{text.loadingSlots}</p>}
        {state.phase === "failed" && <p className="mb-2">{state.message}</p>}
        {state.phase === "ready" && !open && (
          <p className="mb-0">
            {text.noSlotsBefore}
            <Link href={routes.support}>{text.contactSupport}</Link>
            {text.noSlotsAfter}
          </p>
        )}
      </div>
      {state.phase === "failed" && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
          {text.loadAgain}
        </button>
      )}
      {open &&
        days.map((day) => (
          <fieldset key={day.date} className="mb-3">
            <legend className="fs-6 fw-semibold mb-2">{text.slotDay(day.date)}</legend>
            <div className="d-flex flex-wrap gap-2">
              {day.slots.map((slot) => {
                const slotId = `${id}-${slotValue(slot)}`;
                return (
                  <div key={slotValue(slot)}>
                    <input
                      type="radio"
                      className="btn-check"
                      // One radio group per day (its fieldset): arrow keys stay within the day, and the
                      // one chosen time across days is this picker's value, not the browser's grouping.
                      name={`${id}-slot-${day.date}`}
                      id={slotId}
                      value={slotValue(slot)}
                      checked={value === slotValue(slot)}
                      onChange={() => onChange(slotValue(slot))}
                      disabled={!slot.available}
                      aria-describedby={errorId}
                      data-invalid={error ? "" : undefined}
                    />
                    <label className="btn btn-outline-primary" htmlFor={slotId}>
                      {text.slotTime(slot.time)}
                      {!slot.available && text.taken}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
    </fieldset>
  );
}
