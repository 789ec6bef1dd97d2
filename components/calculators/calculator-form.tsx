import type { RawInputs } from "@/lib/calculators/read-inputs";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { FORM_SENT_PARAMETER, isFieldVisible } from "@/lib/calculators/read-inputs";
import { useHydratedIf } from "@/components/forms/use-hydrated";
import type { Calculator, Field } from "@/lib/calculators/types";
import { AmountInput } from "./amount-input";
import styles from "./calculator.module.scss";

interface CalculatorFormProps {
  calculator: Pick<Calculator<Record<string, Field>>, "fields" | "layout" | "meta">;
  /** The calculator's own page: without scripts the form is sent there and the server answers with the figures. */
  action: string;
  raw: RawInputs;
  errors: Record<string, string | undefined>;
  onChange: (name: string, value: string) => void;
}

const fieldId = (name: string) => `calc-${name}`;

/** The labelled fields; a message beside any field whose value cannot be used. */
/**
 * The labelled fields; a message beside any field whose value cannot be used. A real GET
 * form to the calculator's page: with scripts the figures follow every keystroke and
 * Calculate only brings the result into view; without them Calculate asks the server,
 * which renders the same page with these inputs.
 */
export function CalculatorForm({ calculator, action, raw, errors, onChange }: CalculatorFormProps) {
  const locale = useLocale();
  const layout = calculator.layout ?? [{ fields: Object.keys(calculator.fields) }];
  return (
    <form
      className={styles.form}
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        document.getElementById("results-title")?.scrollIntoView({ block: "start" });
      }}
      noValidate
      aria-label={`${calculator.meta.title} inputs`}
    >
      {layout.map((section, index) => {
        const visible = section.fields.filter((name) => {
          const field = calculator.fields[name];
          return field !== undefined && isFieldVisible(field, raw);
        });
        // A section whose fields are all hidden for these inputs is left out, heading and all.
        if (visible.length === 0) return null;
        // A titled section is a fieldset named by its legend; an untitled one is no group at all
        // (a fieldset without a name is a nameless group to a screen reader).
        const Section = section.title ? "fieldset" : "div";
        return (
        <Section key={section.title ?? index} className={styles.section}>
          {section.title && <legend className={styles.sectionTitle}>{section.title}</legend>}
          {visible.map((name) => {
            const field = calculator.fields[name]!;
            return (
              <FieldControl
                key={name}
                name={name}
                field={field.kind === "choice" && field.labelsFor ? { ...field, options: field.labelsFor(raw) } : field}
                value={raw[name] ?? field.defaultRaw}
                error={errors[name]}
                onChange={(value) => onChange(name, value)}
              />
            );
          })}
        </Section>
        );
      })}
      {/* Sent with the fields, it tells the server an unticked box means "0" rather than "not given". */}
      <button type="submit" name={FORM_SENT_PARAMETER} value="1" className={`btn btn-outline-primary ${styles.calculate} no-print`}>
        {frameText(locale).calculate}
      </button>
    </form>
  );
}

interface FieldControlProps {
  name: string;
  field: Field;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function FieldControl({ name, field, value, error, onChange }: FieldControlProps) {
  const locale = useLocale();
  const id = fieldId(name);
  // Personal details only feed what the browser makes (a PDF, a receipt), and a form sent
  // without scripts would put them in the address: until the page runs they are disabled,
  // so such a form leaves them out.
  const personal = field.personal === true;
  const hydrated = useHydratedIf(personal);
  const disabled = personal && !hydrated;
  const helpId = field.help ? `${id}-help` : "";
  const errorId = error ? `${id}-error` : "";
  const describedBy = [errorId, helpId].filter(Boolean).join(" ");
  const invalid = Boolean(error);

  const messages = (
    <>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      {field.help && (
        <div id={helpId} className="form-text">
          {field.help}
        </div>
      )}
    </>
  );

  if (field.kind === "choice" && (field.display ?? (field.options.length <= 3 ? "radio" : "select")) === "radio") {
    return (
      // The group, not each radio, is what is invalid (ARIA: radios take no aria-invalid).
      <fieldset
        className={styles.field}
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
      >
        <legend id={`${id}-legend`} className="form-label">
          {field.label}
        </legend>
        <div className={styles.radios}>
          {field.options.map((option) => (
            <div key={option.value} className="form-check form-check-inline">
              <input
                className={`form-check-input${invalid ? " is-invalid" : ""}`}
                type="radio"
                id={`${id}-${option.value}`}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={describedBy || undefined}
              />
              <label className="form-check-label" htmlFor={`${id}-${option.value}`}>
                {option.label}
              </label>
            </div>
          ))}
        </div>
        {messages}
      </fieldset>
    );
  }

  if (field.kind === "toggle") {
    return (
      <div className={styles.field}>
        <div className="form-check form-switch">
          <input
            className={`form-check-input${invalid ? " is-invalid" : ""}`}
            type="checkbox"
            role="switch"
            id={id}
            name={name}
            value="1"
            checked={value === "1"}
            onChange={(event) => onChange(event.target.checked ? "1" : "0")}
            aria-invalid={invalid}
            aria-describedby={describedBy || undefined}
          />
          <label className="form-check-label" htmlFor={id}>
            {field.label}
          </label>
        </div>
        {messages}
      </div>
    );
  }

  return (
    <div className={styles.field}>
      <label className="form-label" htmlFor={id}>
        {field.label}
      </label>
      {field.kind === "amount" && (
        <AmountInput id={id} name={name} field={field} value={value} invalid={invalid} describedBy={describedBy} onChange={onChange} />
      )}
      {field.kind === "choice" && (
        <select
          id={id}
          name={name}
          className={`form-select${invalid ? " is-invalid" : ""}`}
          value={field.options.some((option) => option.value === value) ? value : ""}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
        >
          {!field.options.some((option) => option.value === value) && (
            <option value="" disabled>
              {value ? frameText(locale).notAnOption(value) : frameText(locale).choose}
            </option>
          )}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {field.kind === "text" && (
        <input
          id={id}
          name={name}
          type="text"
          className={`form-control${invalid ? " is-invalid" : ""}`}
          value={value}
          maxLength={field.maxLength * 2}
          placeholder={field.placeholder}
          autoCapitalize={field.autoCapitalize}
          autoComplete="off"
          disabled={disabled}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
        />
      )}
      {messages}
    </div>
  );
}
