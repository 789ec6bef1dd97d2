import { translatable } from "@/lib/i18n/catalogue";

/*
 * The words of the tax optimiser's campaign form and the report it shows
 * (tax-optimizer-form.tsx). The field rules' messages come from lib/forms/contact-text.ts and
 * the failures' sentences from lib/errors/error-text.ts. The Hindi is in tax-optimizer-text-hi.ts,
 * which only Hindi pages load (docs/i18n.md, "What a page carries").
 */

/** The form's fields. */
export type TaxOptimizerField = "name" | "email" | "mobile";
/** The two regimes a report compares. */
export type Regime = "old" | "new";

const en = {
  // The section's heading: the form, then the report
  formHeading: "Get your tax report",
  reportHeading: "Your tax report",
  // The form
  intro: "Enter your name, email address and mobile number, and we'll prepare your tax report.",
  labels: { name: "Name", email: "Email address", mobile: "Mobile number" } as Readonly<Record<TaxOptimizerField, string>>,
  mobileHelp: "10 digits, starting with 6, 7, 8 or 9. +91 is optional.",
  submit: "Get my report",
  submitting: "Preparing your report…",
  /** The fields as a sentence names them. */
  fieldNames: { name: "name", email: "email address", mobile: "mobile number" } as Readonly<Record<TaxOptimizerField, string>>,
  /**
   * Beside a field the server refused (400) although our own rule accepts it, where the
   * server's reasons are not in the page's language: English pages quote the server instead.
   */
  refusedField: (field: string) => `Our server did not accept this ${field}. Check it and send the form again.`,
  // The report
  preparedFor: (name: string, email: string) => `Prepared for ${name} (${email}).`,
  loading: "Loading your report…",
  tryAgain: "Try again",
  startAgain: "Start again",
  noFigures: "Your report is ready, but it has no figures to show here. Email it to yourself to read it in full.",
  financialYear: "Financial year",
  financialYearValue: (year: string) => `FY ${year}`,
  taxUnder: { old: "Tax under the old regime", new: "Tax under the new regime" } as Readonly<Record<Regime, string>>,
  betterForYou: "Better for you",
  regimeNames: { old: "Old regime", new: "New regime" } as Readonly<Record<Regime, string>>,
  youSave: (regime: Regime) => `You save with the ${regime} regime`,
  suggestions: "Suggestions",
  /** Before suggestions the server wrote in English, on a page in another language (nothing in English). */
  suggestionsInEnglish: "",
  savesUpTo: (amount: string) => ` (saves up to ${amount})`,
  // Emailing the report
  emailMe: "Email me this report",
  emailing: "Sending the report…",
  emailed: (email: string) => `We've emailed this report to ${email}.`,
};

export const TAX_OPTIMIZER_TEXT = translatable("TAX_OPTIMIZER_TEXT", en);
