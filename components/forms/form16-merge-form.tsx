import dynamic from "next/dynamic";
import { withHindiWords } from "@/components/layout/with-hindi-words";
import { Fragment, useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Container } from "@/components/layout/container";
import content from "@/components/content/content.module.scss";
import { formatIndianNumber } from "@/lib/format";
import { checkEmail } from "@/lib/forms/contact-rules";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { useLocale } from "@/lib/i18n/use-locale";
import { fieldErrorsFrom, userMessage } from "@/services/error-catalogue";
import type { Form16Merged } from "@/services/form16";
import picker from "./file-picker.module.scss";
import { FormField, FormStatus, SubmitButton } from "./form-field";
import { FORM16_TEXT, type Form16Text } from "./form16-text";
import styles from "./forms.module.scss";
import { useHydrated } from "./use-hydrated";
import { loadForm16Service } from "@/store/api/form16";

/*
 * Form 16 merge: an email and one or more PDFs go up with a progress bar, and the merged
 * figures come back as a list of labelled values. The service module (and axios with it)
 * loads after hydration, never in the page's first load; its rules (PDF test, size and
 * count limits) are the ones the form checks with, so both refuse the same files.
 *
 * Every word is the page's language (form16-text.ts, FORM16_TEXT; the email's rule and the
 * failures speak through checkEmail and userMessage with the same language).
 */

const loadService = () => loadForm16Service();
type Service = Awaited<ReturnType<typeof loadService>>;

const MEGABYTE = 1024 * 1024;

type Text = TranslationOf<Form16Text>;

/** Why a file is not added; worded when shown, in the page's language. */
export type RefusalReason =
  { kind: "not-pdf" } | { kind: "empty" } | { kind: "too-large"; bytes: number; maxBytes: number } | { kind: "too-many"; maxFiles: number };

interface Refusal {
  name: string;
  reason: RefusalReason;
}

export interface Selection {
  accepted: File[];
  refused: Refusal[];
}

const sizeText = (bytes: number, text: Text) =>
  bytes < MEGABYTE ? text.kilobytes(Math.max(1, Math.round(bytes / 1024))) : text.megabytes((Math.ceil((bytes / MEGABYTE) * 10) / 10).toFixed(1));

function reasonText(reason: RefusalReason, text: Text): string {
  switch (reason.kind) {
    case "not-pdf":
      return text.notPdf;
    case "empty":
      return text.emptyFile;
    case "too-large":
      return text.tooLarge(reason.maxBytes / MEGABYTE, sizeText(reason.bytes, text));
    case "too-many":
      return text.tooMany(reason.maxFiles);
  }
}

/** Splits a choice of files into those that can go and those that cannot, each refusal with its reason. */
export function sortChosenFiles(files: readonly File[], rules: Pick<Service, "isPdfFile" | "FORM16_MAX_FILE_BYTES" | "FORM16_MAX_FILES">): Selection {
  const selection: Selection = { accepted: [], refused: [] };
  for (const file of files) {
    const refuse = (reason: RefusalReason) => selection.refused.push({ name: file.name, reason });
    if (!rules.isPdfFile(file)) refuse({ kind: "not-pdf" });
    else if (file.size === 0) refuse({ kind: "empty" });
    else if (file.size > rules.FORM16_MAX_FILE_BYTES) refuse({ kind: "too-large", bytes: file.size, maxBytes: rules.FORM16_MAX_FILE_BYTES });
    else if (selection.accepted.length >= rules.FORM16_MAX_FILES) refuse({ kind: "too-many", maxFiles: rules.FORM16_MAX_FILES });
    else selection.accepted.push(file);
  }
  return selection;
}

type Upload =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "done"; merged: Form16Merged; sent: string[] }
  | { phase: "failed"; message: string };

function Form16MergeFormView() {
  const locale = useLocale();
  const text = messagesFor(FORM16_TEXT, locale);
  const headingId = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [limits, setLimits] = useState<{ bytes: number; files: number } | null>(null);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [selection, setSelection] = useState<Selection>({ accepted: [], refused: [] });
  const [filesError, setFilesError] = useState<string>();
  const [upload, setUpload] = useState<Upload>({ phase: "idle" });
  const inFlight = useRef(false);
  // The check of the files chosen last, while it runs (the service loads on first use).
  const choosing = useRef<Promise<Selection> | null>(null);

  // Fetched early so the limits can be stated and the first check of a file is quick.
  useEffect(() => {
    let live = true;
    loadService().then(
      (service) => live && setLimits({ bytes: service.FORM16_MAX_FILE_BYTES, files: service.FORM16_MAX_FILES }),
      () => {}, // stated without the limits; choosing a file tries again
    );
    return () => {
      live = false;
    };
  }, []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    const checking = loadService().then((service) => sortChosenFiles(files, service));
    choosing.current = checking;
    try {
      const next = await checking;
      if (choosing.current !== checking) return; // a later choice replaced this one
      setSelection(next);
      setFilesError(undefined);
    } catch (error) {
      setUpload({ phase: "failed", message: userMessage(error, "form16Upload", { locale }) });
    } finally {
      if (choosing.current === checking) choosing.current = null;
    }
  }

  const checkEmailField = (value: string) => {
    const result = checkEmail(value, locale);
    return result.ok ? undefined : result.message;
  };
  const changeEmail = (value: string) => {
    setEmail(value);
    if (emailError) setEmailError(checkEmailField(value));
  };
  const blurEmail = (event: FocusEvent<HTMLInputElement>) => {
    if (event.target.value.trim() !== "" || emailError) setEmailError(checkEmailField(event.target.value));
  };

  const showErrors = (next: { email?: string; files?: string }) => {
    flushSync(() => {
      setEmailError(next.email);
      setFilesError(next.files);
    });
    const first = next.email ? "email" : next.files ? "files" : null;
    if (first) (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // Files chosen a moment ago may still be being checked: send them, not the choice before.
      const chosen = choosing.current ? await choosing.current.catch(() => selection) : selection;
      const problems = {
        email: checkEmailField(email),
        files: chosen.accepted.length === 0 ? text.chooseAtLeastOne : undefined,
      };
      if (problems.email || problems.files) return showErrors(problems);
      showErrors({});
      setUpload({ phase: "uploading", percent: 0 });
      await send(chosen.accepted);
    } finally {
      inFlight.current = false;
    }
  }

  async function send(files: File[]) {
    try {
      const { uploadForm16 } = await loadService();
      const onProgress = (percent: number) => setUpload((now) => (now.phase === "uploading" ? { phase: "uploading", percent } : now));
      const merged = await uploadForm16({ email, files }, { onProgress });
      setUpload({ phase: "done", merged, sent: files.map((file) => file.name) });
    } catch (error) {
      // The email and the chosen files stay; a 400's field messages go beside their fields, in
      // the page's language (in Hindi, not the server's English: the catalogue's own sentence).
      const fields = fieldErrorsFrom(error);
      const fileMessages = Object.entries(fields).filter(([field]) => field === "files" || field.startsWith("files."));
      setUpload({
        phase: "failed",
        message: userMessage(error, "form16Upload", { locale, fieldLabels: { ...text.serverFieldLabels(Object.keys(fields)) } }),
      });
      showErrors({
        email: fields.email && (text.serverRefusedEmail(fields.email, checkEmailField(email)) || undefined),
        files: fileMessages.length > 0 ? text.serverRefusedFiles(fileMessages.flatMap(([, messages]) => messages)) || undefined : undefined,
      });
    }
  }

  const uploading = upload.phase === "uploading";
  return (
    <section className={content.section} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className={content.sectionTitle}>
          {text.heading}
        </h2>
        <form ref={form} className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
          <p>{text.intro}</p>
          {/* Until the page has hydrated, a choice or a submit would be lost. The fieldset only disables
              the fields meanwhile: it is no group of its own (role none). */}
          <fieldset disabled={!hydrated} className="border-0 p-0 m-0" role="none">
            <FormField
              label={text.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={changeEmail}
              onBlur={blurEmail}
              error={emailError}
            />
            <FileField text={text} selection={selection} error={filesError} limits={limits} onChoose={choose} />
            {upload.phase === "uploading" && <UploadProgress text={text} percent={upload.percent} />}
            <FormStatus error={upload.phase === "failed" ? upload.message : null} success={upload.phase === "done" ? text.merged : null} />
            <SubmitButton busy={uploading} label={text.submit} busyLabel={text.submitBusy} />
          </fieldset>
        </form>
        {upload.phase === "done" && <MergedFigures text={text} locale={locale} merged={upload.merged} sent={upload.sent} />}
      </Container>
    </section>
  );
}

interface FileFieldProps {
  text: Text;
  selection: Selection;
  error?: string;
  limits: { bytes: number; files: number } | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}

function FileField({ text, selection, error, limits, onChoose }: FileFieldProps) {
  const id = useId();
  const { accepted, refused } = selection;
  const invalid = Boolean(error) || refused.length > 0;
  const describedBy = [error && `${id}-error`, refused.length > 0 && `${id}-refused`, `${id}-help`].filter(Boolean).join(" ");
  const input = (
    <input
      id={id}
      name="files"
      type="file"
      accept="application/pdf"
      multiple
      className={text.chooseFiles ? picker.input : `form-control${invalid ? " is-invalid" : ""}`}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={onChoose}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="form-label">
        {text.filesLabel}
      </label>
      {text.chooseFiles ? (
        // The browser words its own file input in the browser's language: where the page's
        // language has its own words, the input lies unseen over a button and a count that say
        // them. It keeps the focus, the label and the description; the words beside it are for the eye.
        <div className={picker.picker}>
          {input}
          <span className={`btn ${invalid ? "btn-outline-danger" : "btn-outline-secondary"} ${picker.button}`} aria-hidden="true">
            {text.chooseFiles}
          </span>
          <span aria-hidden="true">{text.chosenCount(accepted.length + refused.length)}</span>
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={`${id}-error`} className={`invalid-feedback ${styles.message}`}>
          {error}
        </p>
      )}
      {/* Announced as the choice is made: which files will go, and why the others will not. */}
      <div aria-live="polite">
        {refused.length > 0 && (
          <div id={`${id}-refused`} className={`invalid-feedback ${styles.message}`}>
            <p className="mb-1">{text.notAdded}</p>
            <ul className="mb-0">
              {refused.map((refusal, index) => (
                <li key={`${index}-${refusal.name}`}>{text.refusedFile(refusal.name, reasonText(refusal.reason, text))}</li>
              ))}
            </ul>
          </div>
        )}
        {accepted.length > 0 && (
          <div className="mt-2">
            <p className="mb-1">{text.readyToSend}</p>
            <ul className="mb-0">
              {accepted.map((file, index) => (
                <li key={`${index}-${file.name}`}>{text.readyFile(file.name, sizeText(file.size, text))}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p id={`${id}-help`} className={`form-text ${styles.help}`}>
        {text.filesHelp(limits && { megabytes: limits.bytes / MEGABYTE, files: limits.files })}
      </p>
    </div>
  );
}

function UploadProgress({ text, percent }: { text: Text; percent: number }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label mb-0">
        {text.uploading}
      </label>
      <progress id={id} className={`${styles.progress} d-block w-100`} max={100} value={percent} />
      <p className="mb-0">{text.percentSent(percent)}</p>
    </div>
  );
}

/** Abbreviations a Form 16 uses, written in capitals when a key is turned into a label. */
const ABBREVIATIONS = new Set([
  "pan",
  "tan",
  "tds",
  "tcs",
  "ay",
  "fy",
  "gst",
  "gstin",
  "hra",
  "lta",
  "nps",
  "epf",
  "pf",
  "uan",
  "itr",
  "id",
  "ifsc",
  "pin",
]);

/** The words of a key, in lower case: "grossSalary" → ["gross", "salary"], "employer-name" → ["employer", "name"]. */
const keyWords = (key: string): string[] =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** "employer_tan" → "Employer TAN", "grossSalary" → "Gross salary". */
export function labelFromKey(key: string): string {
  const label = keyWords(key)
    .map((word) => (ABBREVIATIONS.has(word) ? word.toUpperCase() : word))
    .join(" ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * A merged figure's name in the page's language: the catalogue's name for the key, or, where
 * the language names none (a key the API added), the English label, marked as English.
 */
export function figureLabel(key: string, locale: Locale = "en"): { text: string; lang?: "en" } {
  const labels = messagesFor(FORM16_TEXT, locale).figureLabels;
  const name = keyWords(key).join("_");
  // Own keys only: a key such as "constructor" is a figure's name, not the object's.
  if (Object.hasOwn(labels, name)) return { text: labels[name] ?? "" };
  return locale === "en" ? { text: labelFromKey(key) } : { text: labelFromKey(key), lang: "en" };
}

/**
 * A merged value as a person reads it. Numbers get Indian digit grouping but no ₹: the
 * answer does not say which are rupees. Strings are shown as sent (a PAN or a phone
 * number must not be regrouped).
 */
export function valueText(value: string | number | boolean | null, locale: Locale = "en"): string {
  const text = messagesFor(FORM16_TEXT, locale);
  if (value === null || value === "") return text.notGiven;
  if (typeof value === "boolean") return value ? text.yes : text.no;
  if (typeof value === "number") return formatIndianNumber(value);
  return value;
}

function MergedFigures({ text, locale, merged, sent }: { text: Text; locale: Locale; merged: Form16Merged; sent: string[] }) {
  const id = useId();
  const entries = Object.entries(merged.merged);
  return (
    <section className={`${styles.form} mt-4`} aria-labelledby={id}>
      <h3 id={id} className="h5">
        {text.figuresHeading}
      </h3>
      <p>{text.figuresFrom(sent, merged.email)}</p>
      {entries.length === 0 ? (
        <p className="mb-0">{text.noFigures}</p>
      ) : (
        <dl className="row mb-0">
          {entries.map(([key, value]) => {
            const label = figureLabel(key, locale);
            return (
              <Fragment key={key}>
                <dt className="col-sm-6" lang={label.lang}>
                  {label.text}
                </dt>
                <dd className="col-sm-6">{valueText(value, locale)}</dd>
              </Fragment>
            );
          })}
        </dl>
      )}
    </section>
  );
}

/** Form16MergeForm with its Hindi words, which it loads itself on Hindi pages (components/forms/hindi/form16-merge-form.tsx). */
export const Form16MergeForm = withHindiWords(
  "form:form16-merge-form",
  dynamic(() => import("./hindi/form16-merge-form")),
  Form16MergeFormView,
);
