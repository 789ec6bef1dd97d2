import { useId } from "react";

import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";

import type { BookingErrors, BookingValues } from "./booking-checks";
import { BOOKING_TEXT } from "./booking-text";
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
  const text = messagesFor(BOOKING_TEXT, useLocale());
  return (
    <>
      <FormField
        label={text.nameLabel}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(value) => onChange("name", value)}
        onBlur={() => onBlur("name")}
        error={errors.name}
      />
      <FormField
        label={text.emailLabel}
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
        label={text.mobileLabel}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        help={text.mobileHelp}
        value={values.mobile}
        onChange={(value) => onChange("mobile", value)}
        onBlur={() => onBlur("mobile")}
        error={errors.mobile}
      />
      {withCompany && (
        <FormField
          label={text.companyLabel}
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
