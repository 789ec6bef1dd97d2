import { translatable } from "@/lib/i18n/catalogue";

/*
 * The words of the Form 16 merge form (form16-merge-form.tsx): its fields, the file picker,
 * the reasons a file is not added, the upload's progress and outcome, and the merged figures.
 * The Hindi is in form16-text-hi.ts, which only Hindi pages load (docs/i18n.md, "What a page
 * carries"). The email's own rule speaks through checkEmail (lib/forms/contact-text.ts) and a
 * failure through userMessage (lib/errors/error-text.ts).
 */

const en = {
  heading: "Merge your Form 16 PDFs",
  intro: "Upload the Form 16 from each employer (Part A and Part B), and we'll combine the figures into one set.",
  emailLabel: "Email address",
  filesLabel: "Form 16 PDF files",
  /** The picker's button. Empty: the browser's own file input is shown, with the browser's words. */
  chooseFiles: "",
  /** Beside the picker's button, how many files are chosen (with chooseFiles only). */
  chosenCount: (_count: number): string => "",
  /** Under the file field; the limits once the service has stated them. */
  filesHelp: (limits: { megabytes: number; files: number } | null): string =>
    `PDF files only${limits ? `, up to ${limits.megabytes} MB each and ${limits.files} files at a time` : ""}.`,
  notAdded: "Not added:",
  readyToSend: "Ready to send:",
  /** One file of the "Not added" list: its name, then why. */
  refusedFile: (name: string, reason: string) => `${name}: ${reason}.`,
  /** One file of the "Ready to send" list: its name and size. */
  readyFile: (name: string, size: string) => `${name} (${size})`,
  kilobytes: (count: number) => `${count} kB`,
  megabytes: (count: string) => `${count} MB`,
  notPdf: "not a PDF. Choose the PDF of your Form 16",
  emptyFile: "the file is empty",
  tooLarge: (maxMegabytes: number, size: string) => `larger than ${maxMegabytes} MB (it is ${size})`,
  tooMany: (maxFiles: number) => `only ${maxFiles} files can be sent at a time`,
  chooseAtLeastOne: "Choose at least one Form 16 PDF",
  /**
   * Beside the email field when the server refused it (a 400): English quotes the server's
   * words; another language gives its own sentence (or the field's own check, if it now fails).
   */
  serverRefusedEmail: (serverMessages: readonly string[], _localMessage: string | undefined): string => serverMessages.join(" "),
  /** Beside the file field when the server refused the files: as serverRefusedEmail. */
  serverRefusedFiles: (serverMessages: readonly string[]): string => serverMessages.join(" "),
  /** Names for the refused fields in the alert (userMessage's fieldLabels); English humanises the API's names. */
  serverFieldLabels: (_fields: readonly string[]): Readonly<Record<string, string>> => ({}),
  uploading: "Uploading your files",
  percentSent: (percent: number) => `${percent}% sent`,
  merged: "Your Form 16 files are merged. The figures are below.",
  submit: "Upload and merge",
  submitBusy: "Uploading…",
  figuresHeading: "Your merged Form 16 figures",
  figuresFrom: (files: readonly string[], email: string) => `From ${files.join(", ")}, for ${email}.`,
  noFigures: "No figures came back from these files. Check that they are Form 16 PDFs and try again.",
  /**
   * The merged figures' names by the API's key, written as words joined by "_" in lower case
   * ("employer_tan", "grossSalary" → "gross_salary"). English builds its labels from the key
   * itself (labelFromKey); a key another language does not name is shown in English.
   */
  figureLabels: {} as Readonly<Record<string, string>>,
  notGiven: "Not given",
  yes: "Yes",
  no: "No",
};

export type Form16Text = typeof en;

export const FORM16_TEXT = translatable("FORM16_TEXT", en);
