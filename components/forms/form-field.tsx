import { useId, type InputHTMLAttributes } from "react";
import styles from "./forms.module.scss";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "aria-invalid" | "aria-describedby">;

interface FormFieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What to type, shown under the field. */
  help?: string;
  /** The message shown beside the field; the field is marked invalid while it is set. */
  error?: string;
}

/**
 * One labelled text field of a public form: the message sits right under the field and is
 * tied to it (aria-describedby), and what the person typed is never cleared by an error.
 */
export function FormField({ label, value, onChange, help, error, onBlur, ...input }: FormFieldProps) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={`form-control${error ? " is-invalid" : ""}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          // Pressing the submit button: the submit checks every field anyway. Checking here
          // would put a message under this field mid-click, push the button down, and the
          // release would land beside it: the form would seem to ignore the click. (Tabbing to
          // the button still checks the field.)
          if (pointerIsDown && isSubmitButton(event.relatedTarget)) return;
          onBlur?.(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, helpId].filter(Boolean).join(" ") || undefined}
      />
      {error && (
        <p id={errorId} className={`invalid-feedback ${styles.message}`}>
          {error}
        </p>
      )}
      {help && (
        <p id={helpId} className={`form-text ${styles.help}`}>
          {help}
        </p>
      )}
    </div>
  );
}

/** Whether a mouse button or finger is down, known to every field (one pair of listeners for the page). */
let pointerIsDown = false;
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", () => (pointerIsDown = true), true);
  document.addEventListener("pointerup", () => (pointerIsDown = false), true);
  document.addEventListener("pointercancel", () => (pointerIsDown = false), true);
}

function isSubmitButton(element: EventTarget | null): boolean {
  return element instanceof HTMLElement && element.matches('button[type="submit"], input[type="submit"]');
}

/** The form's own outcome: an error (announced at once) or a success (announced politely). */
export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <div role="alert" className={error ? `alert alert-danger ${styles.status}` : undefined}>
        {error}
      </div>
      <div role="status" className={success ? `alert alert-success ${styles.status}` : undefined}>
        {success}
      </div>
    </>
  );
}

/** A submit button that says it is working and cannot be pressed twice. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy} aria-disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
