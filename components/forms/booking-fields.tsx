import { useId } from "react";

import type { BookingErrors, BookingValues } from "./booking-checks";
import { FormField } from "./form-field";
import styles from "./forms.module.scss";

interface FieldProps {
  values: BookingValues;
  errors: BookingErrors;
  onChange: (field: keyof BookingValues, value: string) => void;
  onBlur: (field: keyof BookingValues) => void;
}

/** Name, email and mobile (and the company for a product demo), each with its autocomplete. */
export function ContactFields({ values, errors, onChange, onBlur, withCompany }: FieldProps & { withCompany: boolean }) {
  return (
    <>
      <FormField
        label="Your name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(value) => onChange("name", value)}
        onBlur={() => onBlur("name")}
        error={errors.name}
      />
      <FormField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onChange={(value) => onChange("email", value)}
        onBlur={() => onBlur("email")}
        error={errors.email}
      />
      <FormField
        label="Mobile number"
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        help="10 digits, for example 98765 43210"
        value={values.mobile}
        onChange={(value) => onChange("mobile", value)}
        onBlur={() => onBlur("mobile")}
        error={errors.mobile}
      />
      {withCompany && (
        <FormField
          label="Company or firm (optional)"
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={(value) => onChange("company", value)}
          onBlur={() => onBlur("company")}
          error={errors.company}
        />
      )}
    </>
  );
}

/** The optional note, a text area laid out like FormField (which is for single lines). */
export function MessageField({ values, errors, onChange, onBlur, label }: FieldProps & { label: string }) {
  const id = useId();
  const errorId = errors.message ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        rows={3}
        className={`form-control${errors.message ? " is-invalid" : ""}`}
        value={values.message}
        onChange={(event) => onChange("message", event.target.value)}
        onBlur={() => onBlur("message")}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={errorId}
      />
      {errors.message && (
        <p id={errorId} className={`invalid-feedback ${styles.message}`}>
          {errors.message}
        </p>
      )}
    </div>
  );
}
