import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormField, FormStatus, SubmitButton } from "@/components/forms/form-field";
import type { Profile } from "@/services/profile";
import { useAppDispatch, useAppSelector, useAppStore } from "@/store/hooks";
import {
  allFieldsValidated,
  selectCheckoutContact,
  selectCheckoutErrors,
  selectCheckoutUser,
  userFieldUpdated,
  type CheckedUserField,
  type CheckoutContact,
} from "@/store/checkout-slice";
import styles from "./checkout.module.scss";

interface UserFormProps {
  profile: Profile;
  busy: boolean;
  /** Called with the cleaned-up details once every field passes its rule. */
  onSubmit: (contact: CheckoutContact) => void;
  /** A failure not tied to a field (the store's `errors.other`). */
  error: string | null;
}

/**
 * The buyer's details, held in the checkout store as typed; the store's field rules give
 * each field its message. A message shows once the person has left the field or tried to
 * continue, not while they are still typing their first letters. Names and email start
 * from the profile when the store has none.
 */
export function UserForm({ profile, busy, onSubmit, error }: UserFormProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const user = useAppSelector(selectCheckoutUser);
  const errors = useAppSelector(selectCheckoutErrors);
  const [touched, setTouched] = useState<Partial<Record<CheckedUserField, boolean>>>({});
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const addressId = useId();

  useEffect(() => {
    const prefill: [CheckedUserField, string][] = [
      ["firstname", profile.first_name],
      ["lastname", profile.last_name],
      ["email", profile.email],
    ];
    const saved = selectCheckoutUser(store.getState());
    for (const [field, value] of prefill) {
      if (value && !saved[field]) dispatch(userFieldUpdated({ field, value }));
    }
  }, [dispatch, profile, store]);

  // After a refused attempt, the first field with a message takes the focus.
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const shown = (field: CheckedUserField) => (touched[field] || attempts > 0 ? (errors[field] ?? undefined) : undefined);
  const change = (field: CheckedUserField) => (value: string) => dispatch(userFieldUpdated({ field, value }));
  const leave = (field: CheckedUserField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    dispatch(allFieldsValidated());
    const contact = selectCheckoutContact(store.getState());
    if (contact) onSubmit(contact);
    else setAttempts((count) => count + 1);
  };

  const addressError = shown("address");
  return (
    <section className={styles.panel} aria-labelledby="checkout-details">
      <h2 id="checkout-details">Your details</h2>
      <form ref={form} onSubmit={submit} noValidate>
        <FormField label="First name" value={user.firstname} onChange={change("firstname")} onBlur={leave("firstname")} error={shown("firstname")} autoComplete="given-name" />
        <FormField label="Last name" value={user.lastname} onChange={change("lastname")} onBlur={leave("lastname")} error={shown("lastname")} autoComplete="family-name" />
        <FormField label="Email" type="email" value={user.email} onChange={change("email")} onBlur={leave("email")} error={shown("email")} autoComplete="email" />
        <FormField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          value={user.mobilenumber}
          onChange={change("mobilenumber")}
          onBlur={leave("mobilenumber")}
          error={shown("mobilenumber")}
          help="10 digits; +91 in front is optional."
          autoComplete="tel"
        />
        <div className="mb-3">
          <label htmlFor={addressId} className="form-label">
            Billing address
          </label>
          <textarea
            id={addressId}
            className={`form-control ${styles.textarea}${addressError ? " is-invalid" : ""}`}
            value={user.address}
            onChange={(event) => change("address")(event.target.value)}
            onBlur={leave("address")}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={`${addressId}-help${addressError ? ` ${addressId}-error` : ""}`}
            autoComplete="street-address"
          />
          {addressError && (
            <p id={`${addressId}-error`} className="invalid-feedback d-block mb-0">
              {addressError}
            </p>
          )}
          <p id={`${addressId}-help`} className="form-text mb-0">
            The address for your invoice, with the PIN code.
          </p>
        </div>
        <FormStatus error={error} />
        <SubmitButton busy={busy} label="Continue to payment" busyLabel="Placing your order…" />
      </form>
    </section>
  );
}
