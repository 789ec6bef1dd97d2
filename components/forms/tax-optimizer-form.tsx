import dynamic from "next/dynamic";
import { withHindiWords } from "@/components/layout/with-hindi-words";
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Container } from "@/components/layout/container";
import content from "@/components/content/content.module.scss";
import { formatInr } from "@/lib/format";
import { checkEmail, checkMobile, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { useLocale } from "@/lib/i18n/use-locale";
import { fieldErrorsFrom, userMessage } from "@/services/error-catalogue";
import type { TaxReport } from "@/services/reports";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { selectTaxReport, selectTaxReportStatus, submitTaxReport, taxReportCleared, type SubmittedTaxReport } from "@/store/tax-report-slice";
import { FormField, FormStatus, SubmitButton } from "./form-field";
import styles from "./forms.module.scss";
import { useHydrated } from "./use-hydrated";
import { loadReportsService } from "@/store/api/reports";
import { TAX_OPTIMIZER_TEXT, type TaxOptimizerField } from "./tax-optimizer-text";

type Field = TaxOptimizerField;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
type Text = TranslationOf<typeof TAX_OPTIMIZER_TEXT.en>;

const FIELDS: readonly Field[] = ["name", "email", "mobile"];
const EMPTY: Values = { name: "", email: "", mobile: "" };
/** The contact rules, with their messages in the page's language. */
const RULES: Record<Field, (input: string, locale: Locale) => FieldResult> = {
  name: (input, locale) => checkName(input, "name", locale),
  email: checkEmail,
  mobile: checkMobile,
};
/** The API's names for the fields, as a 400 answer uses them. */
const API_FIELDS: Record<Field, string> = { name: "name", email: "email", mobile: "mobile_number" };
/** Devanagari letters: a text the server wrote with none on a Hindi page is English. */
const DEVANAGARI = /[\u0900-\u097F]/;

/** The page's language and the form's words in it. */
function useText(): { locale: Locale; text: Text } {
  const locale = useLocale();
  return { locale, text: messagesFor(TAX_OPTIMIZER_TEXT, locale) };
}

/** The tax optimiser: name, email and mobile → the report, which can be emailed; a saved report is shown again after a reload. */
function TaxOptimizerFormView() {
  const { text } = useText();
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
          {shown ? text.reportHeading : text.formHeading}
        </h2>
        {shown ? <ReportView report={shown} /> : <ContactForm headingId={headingId} ready={hydrated} />}
      </Container>
    </section>
  );
}

function checkField(field: Field, input: string, locale: Locale): string | undefined {
  const result = RULES[field](input, locale);
  return result.ok ? undefined : result.message;
}

/**
 * A 400's field errors, under the form's own field names. English pages show the server's
 * words. The server writes English, so a page in another language shows instead our own
 * rule's message for what is in the field now, or, where the rule accepts it, a sentence
 * naming the field.
 */
function errorsFrom(failure: unknown, typed: (field: Field) => string, locale: Locale, text: Text): Errors {
  const fromServer = fieldErrorsFrom(failure);
  const errors: Errors = {};
  for (const field of FIELDS) {
    const messages = fromServer[API_FIELDS[field]];
    if (!messages?.length) continue;
    errors[field] = locale === "en" ? messages.join(" ") : (checkField(field, typed(field), locale) ?? text.refusedField(text.fieldNames[field]));
  }
  return errors;
}

function ContactForm({ headingId, ready }: { headingId: string; ready: boolean }) {
  const { locale, text } = useText();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectTaxReportStatus) === "pending";
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A shown message follows the typing, so it goes as soon as the value is right.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: checkField(field, value, locale) }));
  };
  // On leaving a field: checked once something is typed, so tabbing through an empty form scolds no one.
  const blur = (field: Field) => (event: FocusEvent<HTMLInputElement>) => {
    if (event.target.value.trim() !== "" || errors[field])
      setErrors((current) => ({ ...current, [field]: checkField(field, event.target.value, locale) }));
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
    for (const field of FIELDS) checked[field] = checkField(field, values[field], locale);
    if (FIELDS.some((field) => checked[field])) return showErrors(checked);
    setErrors({});
    const result = await dispatch(submitTaxReport({ name: values.name, email: values.email, mobile_number: values.mobile }));
    // A refusal by the thunk's condition (a request already out) is not a failure to report.
    if (!submitTaxReport.rejected.match(result) || result.meta.condition) return;
    const failure = result.payload ?? result.error;
    setAlert(userMessage(failure, "taxReport", { locale }));
    // What is in each field now (it may have been changed while the request was out).
    const typed = (field: Field) => (form.current?.elements.namedItem(field) as HTMLInputElement | null)?.value ?? values[field];
    showErrors(errorsFrom(failure, typed, locale, text));
  }

  return (
    <form ref={form} className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
      <p>{text.intro}</p>
      {/* Until the page has hydrated, typing would be lost and a submit would put the details in the address.
          The fieldset only disables the fields meanwhile: it is no group of its own (role none). */}
      <fieldset disabled={!ready} className="border-0 p-0 m-0" role="none">
        <FormField
          label={text.labels.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={change("name")}
          onBlur={blur("name")}
          error={errors.name}
        />
        <FormField
          label={text.labels.email}
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
          label={text.labels.mobile}
          name="mobile"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          help={text.mobileHelp}
          value={values.mobile}
          onChange={change("mobile")}
          onBlur={blur("mobile")}
          error={errors.mobile}
        />
        <FormStatus error={alert} />
        <SubmitButton busy={busy} label={text.submit} busyLabel={text.submitting} />
      </fieldset>
    </form>
  );
}

type Loaded = { key: string; data: TaxReport } | { key: string; error: unknown };

/** The saved report's figures, fetched by its uuid; "Try again" fetches once more. */
function ReportView({ report }: { report: SubmittedTaxReport }) {
  const { locale, text } = useText();
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${report.uuid}#${attempt}`;

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const { getTaxReport } = await loadReportsService();
        const data = await getTaxReport(report.uuid, locale);
        if (live) setLoaded({ key, data });
      } catch (error) {
        if (live) setLoaded({ key, error });
      }
    })();
    return () => {
      live = false;
    };
  }, [key, report.uuid, locale]);

  const current = loaded?.key === key ? loaded : null;
  return (
    <div className={styles.form}>
      <p>{text.preparedFor(report.name, report.email)}</p>
      <div aria-live="polite" aria-busy={!current}>
        {!current && <p>{text.loading}</p>}
        {current && "error" in current && (
          <>
            <p>{userMessage(current.error, "load", { locale })}</p>
            <button type="button" className="btn btn-outline-primary mb-3" onClick={() => setAttempt((n) => n + 1)}>
              {text.tryAgain}
            </button>
          </>
        )}
        {current && "data" in current && <ReportFigures data={current.data} />}
      </div>
      <EmailReport report={report} />
      <button type="button" className="btn btn-link px-0" onClick={() => dispatch(taxReportCleared())}>
        {text.startAgain}
      </button>
    </div>
  );
}

function ReportFigures({ data }: { data: TaxReport }) {
  const { locale, text } = useText();
  const taxes = { old: data.old_regime_tax ?? null, new: data.new_regime_tax ?? null };
  const better = data.recommended_regime ?? null;
  const other = better === "new" ? "old" : better === "old" ? "new" : null;
  // The saving is the gap between the two regimes' tax, shown only when the better regime really costs less.
  const betterTax = better ? taxes[better] : null;
  const otherTax = other ? taxes[other] : null;
  const saving = betterTax !== null && otherTax !== null && otherTax > betterTax ? otherTax - betterTax : null;
  const suggestions = data.suggestions ?? [];
  const hasFigures = taxes.old !== null || taxes.new !== null || better !== null || suggestions.length > 0;

  // The suggestions are the server's words: on a page in another language, those it wrote in English are marked so, with a line saying why.
  const inEnglish = (suggestion: Suggestion) => locale !== "en" && !DEVANAGARI.test(`${suggestion.title} ${suggestion.description ?? ""}`);

  if (!hasFigures) return <p>{text.noFigures}</p>;
  return (
    <>
      <dl className="row mb-3">
        {data.financial_year && <Figure term={text.financialYear} value={text.financialYearValue(data.financial_year)} />}
        {taxes.old !== null && <Figure term={text.taxUnder.old} value={formatInr(taxes.old)} />}
        {taxes.new !== null && <Figure term={text.taxUnder.new} value={formatInr(taxes.new)} />}
        {better && <Figure term={text.betterForYou} value={text.regimeNames[better]} />}
        {saving !== null && better && <Figure term={text.youSave(better)} value={formatInr(saving)} />}
      </dl>
      {suggestions.length > 0 && (
        <>
          <h3 className="h5">{text.suggestions}</h3>
          {suggestions.some(inEnglish) && <p>{text.suggestionsInEnglish}</p>}
          <ul>
            {suggestions.map((suggestion) => {
              const words = (
                <>
                  <strong>{suggestion.title}</strong>
                  {suggestion.description && <>: {suggestion.description}</>}
                </>
              );
              return (
                <li key={suggestion.title}>
                  {inEnglish(suggestion) ? <span lang="en">{words}</span> : words}
                  {suggestion.saving != null && text.savesUpTo(formatInr(suggestion.saving))}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}

type Suggestion = NonNullable<TaxReport["suggestions"]>[number];

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
  const { locale, text } = useText();
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
      // The email button is not a form: nothing typed to keep, so its messages do not say so.
      setSending({ phase: "failed", message: userMessage(error, "emailReport", { locale, form: false }) });
    } finally {
      inFlight.current = false;
    }
  }

  const busy = sending.phase === "sending";
  return (
    <div className="mb-2">
      <FormStatus error={sending.phase === "failed" ? sending.message : null} success={sending.phase === "sent" ? text.emailed(report.email) : null} />
      <button type="button" className="btn btn-primary" onClick={send} disabled={busy} aria-disabled={busy}>
        {busy ? text.emailing : text.emailMe}
      </button>
    </div>
  );
}

/** TaxOptimizerForm with its Hindi words, which it loads itself on Hindi pages (components/forms/hindi/tax-optimizer-form.tsx). */
export const TaxOptimizerForm = withHindiWords(
  "form:tax-optimizer-form",
  dynamic(() => import("./hindi/tax-optimizer-form")),
  TaxOptimizerFormView,
);
