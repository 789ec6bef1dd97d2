import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Container } from "@/components/layout/container";
import content from "@/components/content/content.module.scss";
import { formatInr } from "@/lib/format";
import { checkEmail, checkMobile, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import { fieldErrorsFrom, userActions, userMessage } from "@/services/error-catalogue";
import type { TaxReport } from "@/services/reports";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { selectTaxReport, selectTaxReportStatus, submitTaxReport, taxReportCleared, type SubmittedTaxReport } from "@/store/tax-report-slice";
import { FormField, FormStatus, SubmitButton } from "./form-field";
import styles from "./forms.module.scss";
import { useHydrated } from "./use-hydrated";
import { loadReportsService } from "@/store/api/reports";

type Field = "name" | "email" | "mobile";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ["name", "email", "mobile"];
const EMPTY: Values = { name: "", email: "", mobile: "" };
const RULES: Record<Field, (input: string) => FieldResult> = { name: (input) => checkName(input), email: checkEmail, mobile: checkMobile };
/** The API's names for the fields, as a 400 answer uses them. */
const API_FIELDS: Record<Field, string> = { name: "name", email: "email", mobile: "mobile_number" };
/** The email button is not a form: nothing typed to keep, so its messages do not say so. */
const EMAIL_ACTION = { ...userActions.emailReport, form: false };

/** The tax optimiser: name, email and mobile → the report, which can be emailed; a saved report is shown again after a reload. */
export function TaxOptimizerForm() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const status = useAppSelector(selectTaxReportStatus);
  const report = useAppSelector(selectTaxReport);
  // The server cannot know the saved report, so the first render matches its HTML (the form).
  const shown = hydrated && status === "done" && report ? report : null;

  // When the view changes under the person (report ready, start again), focus goes to the new heading;
  // not on the first render after a reload, which the person did not cause.
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (previous.current !== null && previous.current !== Boolean(shown)) heading.current?.focus();
    previous.current = Boolean(shown);
  }, [hydrated, shown]);

  return (
    <section className={content.section} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={content.sectionTitle}>
          {shown ? "Your tax report" : "Get your tax report"}
        </h2>
        {shown ? <ReportView report={shown} /> : <ContactForm headingId={headingId} ready={hydrated} />}
      </Container>
    </section>
  );
}

function checkField(field: Field, input: string): string | undefined {
  const result = RULES[field](input);
  return result.ok ? undefined : result.message;
}

/** A 400's field errors, under the form's own field names. */
function errorsFrom(failure: unknown): Errors {
  const fromServer = fieldErrorsFrom(failure);
  const errors: Errors = {};
  for (const field of FIELDS) {
    const messages = fromServer[API_FIELDS[field]];
    if (messages?.length) errors[field] = messages.join(" ");
  }
  return errors;
}

function ContactForm({ headingId, ready }: { headingId: string; ready: boolean }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectTaxReportStatus) === "pending";
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A shown message follows the typing, so it goes as soon as the value is right.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: checkField(field, value) }));
  };
  // On leaving a field: checked once something is typed, so tabbing through an empty form scolds no one.
  const blur = (field: Field) => (event: FocusEvent<HTMLInputElement>) => {
    if (event.target.value.trim() !== "" || errors[field]) setErrors((current) => ({ ...current, [field]: checkField(field, event.target.value) }));
  };

  const showErrors = (next: Errors) => {
    flushSync(() => setErrors(next));
    const first = FIELDS.find((field) => next[field]);
    if (first) (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const checked: Errors = {};
    for (const field of FIELDS) checked[field] = checkField(field, values[field]);
    if (FIELDS.some((field) => checked[field])) return showErrors(checked);
    setErrors({});
    const result = await dispatch(submitTaxReport({ name: values.name, email: values.email, mobile_number: values.mobile }));
    // A refusal by the thunk's condition (a request already out) is not a failure to report.
    if (!submitTaxReport.rejected.match(result) || result.meta.condition) return;
    const failure = result.payload ?? result.error;
    setAlert(userMessage(failure, "taxReport"));
    showErrors(errorsFrom(failure));
  }

  return (
    <form ref={form} className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <p>Enter your name, email address and mobile number, and we&apos;ll prepare your tax report.</p>
      {/* Until the page has hydrated, typing would be lost and a submit would put the details in the address.
          The fieldset only disables the fields meanwhile: it is no group of its own (role none). */}
      <fieldset disabled={!ready} className="border-0 p-0 m-0" role="none">
        <FormField label="Name" name="name" autoComplete="name" value={values.name} onChange={change("name")} onBlur={blur("name")} error={errors.name} />
        <FormField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={values.email}
          onChange={change("email")}
          onBlur={blur("email")}
          error={errors.email}
        />
        <FormField
          label="Mobile number"
          name="mobile"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          help="10 digits, starting with 6, 7, 8 or 9. +91 is optional."
          value={values.mobile}
          onChange={change("mobile")}
          onBlur={blur("mobile")}
          error={errors.mobile}
        />
        <FormStatus error={alert} />
        <SubmitButton busy={busy} label="Get my report" busyLabel="Preparing your report…" />
      </fieldset>
    </form>
  );
}

type Loaded = { key: string; data: TaxReport } | { key: string; error: unknown };

/** The saved report's figures, fetched by its uuid; "Try again" fetches once more. */
function ReportView({ report }: { report: SubmittedTaxReport }) {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${report.uuid}#${attempt}`;

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const { getTaxReport } = await loadReportsService();
        const data = await getTaxReport(report.uuid);
        if (live) setLoaded({ key, data });
      } catch (error) {
        if (live) setLoaded({ key, error });
      }
    })();
    return () => {
      live = false;
    };
  }, [key, report.uuid]);

  const current = loaded?.key === key ? loaded : null;
  return (
    <div className={styles.form}>
      <p>
        Prepared for {report.name} ({report.email}).
      </p>
      <div aria-live="polite" aria-busy={!current}>
        {!current && <p>Loading your report…</p>}
        {current && "error" in current && (
          <>
            <p>{userMessage(current.error, "load")}</p>
            <button type="button" className="btn btn-outline-primary mb-3" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </>
        )}
        {current && "data" in current && <ReportFigures data={current.data} />}
      </div>
      <EmailReport report={report} />
      <button type="button" className="btn btn-link px-0" onClick={() => dispatch(taxReportCleared())}>
        Start again
      </button>
    </div>
  );
}

const REGIME_NAMES = { old: "Old regime", new: "New regime" } as const;

function ReportFigures({ data }: { data: TaxReport }) {
  const taxes = { old: data.old_regime_tax ?? null, new: data.new_regime_tax ?? null };
  const better = data.recommended_regime ?? null;
  const other = better === "new" ? "old" : better === "old" ? "new" : null;
  // The saving is the gap between the two regimes' tax, shown only when the better regime really costs less.
  const betterTax = better ? taxes[better] : null;
  const otherTax = other ? taxes[other] : null;
  const saving = betterTax !== null && otherTax !== null && otherTax > betterTax ? otherTax - betterTax : null;
  const suggestions = data.suggestions ?? [];
  const hasFigures = taxes.old !== null || taxes.new !== null || better !== null || suggestions.length > 0;

  if (!hasFigures) return <p>Your report is ready, but it has no figures to show here. Email it to yourself to read it in full.</p>;
  return (
    <>
      <dl className="row mb-3">
        {data.financial_year && <Figure term="Financial year" value={`FY ${data.financial_year}`} />}
        {taxes.old !== null && <Figure term="Tax under the old regime" value={formatInr(taxes.old)} />}
        {taxes.new !== null && <Figure term="Tax under the new regime" value={formatInr(taxes.new)} />}
        {better && <Figure term="Better for you" value={REGIME_NAMES[better]} />}
        {saving !== null && better && <Figure term={`You save with the ${better} regime`} value={formatInr(saving)} />}
      </dl>
      {suggestions.length > 0 && (
        <>
          <h3 className="h5">Suggestions</h3>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion.title}>
                <strong>{suggestion.title}</strong>
                {suggestion.description && <>: {suggestion.description}</>}
                {suggestion.saving != null && <> (saves up to {formatInr(suggestion.saving)})</>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="col-sm-6">{term}</dt>
      <dd className="col-sm-6">{value}</dd>
    </>
  );
}

type Sending = { phase: "idle" | "sending" } | { phase: "sent" } | { phase: "failed"; message: string };

/** "Email me this report", with its own outcome; a second press while sending does nothing. */
function EmailReport({ report }: { report: SubmittedTaxReport }) {
  const [sending, setSending] = useState<Sending>({ phase: "idle" });
  const inFlight = useRef(false);

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending({ phase: "sending" });
    try {
      const { emailTaxReport } = await loadReportsService();
      await emailTaxReport({ email: report.email, to_diy_report_uuid: report.uuid });
      setSending({ phase: "sent" });
    } catch (error) {
      setSending({ phase: "failed", message: userMessage(error, EMAIL_ACTION) });
    } finally {
      inFlight.current = false;
    }
  }

  const busy = sending.phase === "sending";
  return (
    <div className="mb-2">
      <FormStatus
        error={sending.phase === "failed" ? sending.message : null}
        success={sending.phase === "sent" ? `We've emailed this report to ${report.email}.` : null}
      />
      <button type="button" className="btn btn-primary" onClick={send} disabled={busy} aria-disabled={busy}>
        {busy ? "Sending the report…" : "Email me this report"}
      </button>
    </div>
  );
}
