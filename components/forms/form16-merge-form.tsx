import { Fragment, useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Container } from "@/components/layout/container";
import content from "@/components/content/content.module.scss";
import { formatIndianNumber } from "@/lib/format";
import { checkEmail } from "@/lib/forms/contact-rules";
import { fieldErrorsFrom, userMessage } from "@/services/error-catalogue";
import type { Form16Merged } from "@/services/form16";
import { FormField, FormStatus, SubmitButton } from "./form-field";
import styles from "./forms.module.scss";
import { useHydrated } from "./use-hydrated";
import { loadForm16Service } from "@/store/api/form16";

/*
 * Form 16 merge: an email and one or more PDFs go up with a progress bar, and the merged
 * figures come back as a list of labelled values. The service module (and axios with it)
 * loads after hydration, never in the page's first load; its rules (PDF test, size and
 * count limits) are the ones the form checks with, so both refuse the same files.
 */

const loadService = () => loadForm16Service();
type Service = Awaited<ReturnType<typeof loadService>>;

const MEGABYTE = 1024 * 1024;

interface Refusal {
  name: string;
  reason: string;
}

export interface Selection {
  accepted: File[];
  refused: Refusal[];
}

const sizeText = (bytes: number) =>
  bytes < MEGABYTE ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(Math.ceil((bytes / MEGABYTE) * 10) / 10).toFixed(1)} MB`;

/** Splits a choice of files into those that can go and those that cannot, each refusal with its reason. */
export function sortChosenFiles(files: readonly File[], rules: Pick<Service, "isPdfFile" | "FORM16_MAX_FILE_BYTES" | "FORM16_MAX_FILES">): Selection {
  const selection: Selection = { accepted: [], refused: [] };
  for (const file of files) {
    const refuse = (reason: string) => selection.refused.push({ name: file.name, reason });
    if (!rules.isPdfFile(file)) refuse("not a PDF. Choose the PDF of your Form 16");
    else if (file.size === 0) refuse("the file is empty");
    else if (file.size > rules.FORM16_MAX_FILE_BYTES) refuse(`larger than ${rules.FORM16_MAX_FILE_BYTES / MEGABYTE} MB (it is ${sizeText(file.size)})`);
    else if (selection.accepted.length >= rules.FORM16_MAX_FILES) refuse(`only ${rules.FORM16_MAX_FILES} files can be sent at a time`);
    else selection.accepted.push(file);
  }
  return selection;
}

type Upload =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "done"; merged: Form16Merged; sent: string[] }
  | { phase: "failed"; message: string };

export function Form16MergeForm() {
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
      setUpload({ phase: "failed", message: userMessage(error, "form16Upload") });
    } finally {
      if (choosing.current === checking) choosing.current = null;
    }
  }

  const checkEmailField = (value: string) => {
    const result = checkEmail(value);
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
        files: chosen.accepted.length === 0 ? "Choose at least one Form 16 PDF" : undefined,
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
      // The email and the chosen files stay; a 400's field messages go beside their fields.
      const fields = fieldErrorsFrom(error);
      const fileMessages = Object.entries(fields).filter(([field]) => field === "files" || field.startsWith("files."));
      setUpload({ phase: "failed", message: userMessage(error, "form16Upload") });
      showErrors({ email: fields.email?.join(" "), files: fileMessages.flatMap(([, messages]) => messages).join(" ") || undefined });
    }
  }

  const uploading = upload.phase === "uploading";
  return (
    <section className={content.section} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className={content.sectionTitle}>
          Merge your Form 16 PDFs
        </h2>
        <form ref={form} className={styles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
          <p>Upload the Form 16 from each employer (Part A and Part B), and we&apos;ll combine the figures into one set.</p>
          {/* Until the page has hydrated, a choice or a submit would be lost. The fieldset only disables
              the fields meanwhile: it is no group of its own (role none). */}
          <fieldset disabled={!hydrated} className="border-0 p-0 m-0" role="none">
            <FormField
              label="Email address"
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
            <FileField selection={selection} error={filesError} limits={limits} onChoose={choose} />
            {upload.phase === "uploading" && <UploadProgress percent={upload.percent} />}
            <FormStatus
              error={upload.phase === "failed" ? upload.message : null}
              success={upload.phase === "done" ? "Your Form 16 files are merged. The figures are below." : null}
            />
            <SubmitButton busy={uploading} label="Upload and merge" busyLabel="Uploading…" />
          </fieldset>
        </form>
        {upload.phase === "done" && <MergedFigures merged={upload.merged} sent={upload.sent} />}
      </Container>
    </section>
  );
}

interface FileFieldProps {
  selection: Selection;
  error?: string;
  limits: { bytes: number; files: number } | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}

function FileField({ selection, error, limits, onChoose }: FileFieldProps) {
  const id = useId();
  const { accepted, refused } = selection;
  const invalid = Boolean(error) || refused.length > 0;
  const describedBy = [error && `${id}-error`, refused.length > 0 && `${id}-refused`, `${id}-help`].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="form-label">
        Form 16 PDF files
      </label>
      <input
        id={id}
        name="files"
        type="file"
        accept="application/pdf"
        multiple
        className={`form-control${invalid ? " is-invalid" : ""}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChoose}
      />
      {error && (
        <p id={`${id}-error`} className={`invalid-feedback ${styles.message}`}>
          {error}
        </p>
      )}
      {/* Announced as the choice is made: which files will go, and why the others will not. */}
      <div aria-live="polite">
        {refused.length > 0 && (
          <div id={`${id}-refused`} className={`invalid-feedback ${styles.message}`}>
            <p className="mb-1">Not added:</p>
            <ul className="mb-0">
              {refused.map((refusal, index) => (
                <li key={`${index}-${refusal.name}`}>
                  {refusal.name}: {refusal.reason}.
                </li>
              ))}
            </ul>
          </div>
        )}
        {accepted.length > 0 && (
          <div className="mt-2">
            <p className="mb-1">Ready to send:</p>
            <ul className="mb-0">
              {accepted.map((file, index) => (
                <li key={`${index}-${file.name}`}>
                  {file.name} ({sizeText(file.size)})
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p id={`${id}-help`} className={`form-text ${styles.help}`}>
        PDF files only{limits ? `, up to ${limits.bytes / MEGABYTE} MB each and ${limits.files} files at a time` : ""}.
      </p>
    </div>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label mb-0">
        Uploading your files
      </label>
      <progress id={id} className={`${styles.progress} d-block w-100`} max={100} value={percent} />
      <p className="mb-0">{percent}% sent</p>
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

/** "employer_tan" → "Employer TAN", "grossSalary" → "Gross salary". */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => (ABBREVIATIONS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const label = words.join(" ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * A merged value as a person reads it. Numbers get Indian digit grouping but no ₹: the
 * answer does not say which are rupees. Strings are shown as sent (a PAN or a phone
 * number must not be regrouped).
 */
export function valueText(value: string | number | boolean | null): string {
  if (value === null || value === "") return "Not given";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return formatIndianNumber(value);
  return value;
}

function MergedFigures({ merged, sent }: { merged: Form16Merged; sent: string[] }) {
  const id = useId();
  const entries = Object.entries(merged.merged);
  return (
    <section className={`${styles.form} mt-4`} aria-labelledby={id}>
      <h3 id={id} className="h5">
        Your merged Form 16 figures
      </h3>
      <p>
        From {sent.join(", ")}, for {merged.email}.
      </p>
      {entries.length === 0 ? (
        <p className="mb-0">No figures came back from these files. Check that they are Form 16 PDFs and try again.</p>
      ) : (
        <dl className="row mb-0">
          {entries.map(([key, value]) => (
            <Fragment key={key}>
              <dt className="col-sm-6">{labelFromKey(key)}</dt>
              <dd className="col-sm-6">{valueText(value)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </section>
  );
}
