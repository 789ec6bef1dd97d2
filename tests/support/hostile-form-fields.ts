import { fieldChecks } from "@/components/forms/booking-checks";
import { checkAddress, checkEmail, checkMobile, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import { checkPan } from "@/lib/pan";
import { routes } from "@/lib/site/routes";

/*
 * The forms the hostile-input checks type into, and their fields: one table for both halves
 * of each check, the browser's (tests/e2e/hostile-input.spec.ts, "hostile text in the
 * public forms"; tests/e2e/hostile-app-forms.spec.ts) and jsdom's
 * (tests/unit/components/forms/hostile-public-forms.test.tsx;
 * tests/unit/components/app/hostile-app-forms.test.tsx). Each side spreads a form's entry
 * into its own, and adds what only it can say: how the form is opened, made ready and
 * watched, and where its request goes. Only lib and the forms' own rules are imported here,
 * so both Playwright and Jest can load it.
 */

/* ------------------------------------------------------------------ the public forms */

export interface PublicFormField {
  label: string;
  /** The field's name in the request body. */
  api: string;
  /** What a person would type, so only the field under test is hostile. */
  valid: string;
  /** The form's own rule: the value it sends, or the message it shows. */
  check: (typed: string) => FieldResult;
  email?: boolean;
}

export interface PublicFormSpec {
  /** The page the form is on. */
  path: string;
  /** The form's accessible name. */
  form: string;
  submit: string;
  fields: PublicFormField[];
}

const taxOptimizer: PublicFormSpec = {
  path: "/campaigns/tax-optimizer",
  form: "Get your tax report",
  submit: "Get my report",
  fields: [
    { label: "Name", api: "name", valid: "Priya Sharma", check: (typed) => checkName(typed) },
    { label: "Email address", api: "email", valid: "priya.sharma@example.in", check: checkEmail, email: true },
    { label: "Mobile number", api: "mobile_number", valid: "+91 98765 43210", check: checkMobile },
  ],
};

const form16Merge: PublicFormSpec = {
  path: "/business/merge-form16",
  form: "Merge your Form 16 PDFs",
  submit: "Upload and merge",
  fields: [{ label: "Email address", api: "email", valid: "priya.sharma@example.in", check: checkEmail, email: true }],
};

const tdsDemo: PublicFormSpec = {
  path: "/business/tds-returns-compliance",
  form: "Book a TDS demo",
  submit: "Book the demo",
  fields: [
    { label: "Your name", api: "name", valid: "Anil Kumar", check: (typed) => checkName(typed) },
    { label: "Email address", api: "email", valid: "anil@example.com", check: checkEmail, email: true },
    { label: "Mobile number", api: "mobile_number", valid: "+91 98765 43210", check: checkMobile },
    {
      label: "Company or firm (optional)",
      api: "company_name",
      valid: "",
      // Sent trimmed (services/bookings.ts); only its length is checked.
      check: (typed) => {
        const message = fieldChecks.company(typed);
        return message ? { ok: false, message } : { ok: true, value: typed.trim() };
      },
    },
  ],
};

/** The tax optimiser's campaign form, the Form 16 merge and the TDS demo booking. */
export const publicFormSpecs = { taxOptimizer, form16Merge, tdsDemo };

/* ------------------------------------------------------------------ the signed-in screens' forms */

/** The stand-in's two signed-in people: a regular user, and one of the CMS staff. */
export type SignedInAs = "regular" | "staff";

export interface AppFormField {
  label: string;
  /** The field's name in the request body. */
  api: string;
  /** What a person would type, so only the field under test is hostile. */
  valid: string;
  /** The site's own rule for the field, where lib holds it. */
  rule?: (typed: string) => FieldResult;
  email?: boolean;
}

export interface AppFormSpec {
  title: string;
  as: SignedInAs;
  /** The address the form is opened at. */
  path: string;
  submit: string;
  fields: AppFormField[];
}

/** A TRACES login the stand-in accepts. */
export interface TracesLogin {
  userId: string;
  password: string;
  tan: string;
}

const panRule = (typed: string): FieldResult => {
  const result = checkPan(typed);
  return result.ok ? { ok: true, value: result.pan } : { ok: false, message: result.message };
};

const ADDRESS = "Flat 12, Shanti Apartments, Baner Road, Pune 411045";

/**
 * The WhatsApp ITR update, the checkout's details, the CMS video upload and the TRACES
 * sign-in of the bulk PAN check. The sign-in is filled with the login given (TRACES_LOGIN of
 * tests/e2e/pan-check-steps.ts, a Playwright module this one does not import).
 */
export function appFormSpecs(tracesLogin: TracesLogin) {
  const whatsappUpdate: AppFormSpec = {
    title: "WhatsApp ITR update",
    as: "regular",
    path: `${routes.app.whatsapp}?phone=919876543210`,
    submit: "Save changes",
    fields: [
      { label: "Name", api: "name", valid: "Priya Sharma", rule: (typed) => checkName(typed) },
      { label: "Email", api: "email", valid: "priya.sharma@example.in", rule: checkEmail, email: true },
      { label: "PAN", api: "pan", valid: "ABCPE1234F", rule: panRule },
      { label: "Bank account number", api: "bank_account_number", valid: "001234567890" },
      { label: "IFSC", api: "ifsc", valid: "SBIN0001234" },
      { label: "Address", api: "address", valid: ADDRESS, rule: checkAddress },
    ],
  };
  const checkout: AppFormSpec = {
    title: "checkout details",
    as: "regular",
    path: routes.app.checkout,
    submit: "Continue to payment",
    fields: [
      { label: "First name", api: "firstname", valid: "Priya", rule: (typed) => checkName(typed, "first name") },
      { label: "Last name", api: "lastname", valid: "Sharma", rule: (typed) => checkName(typed, "last name") },
      { label: "Email", api: "email", valid: "priya.sharma@example.in", rule: checkEmail, email: true },
      { label: "Mobile number", api: "mobilenumber", valid: "+91 98765 43210", rule: checkMobile },
      { label: "Billing address", api: "address", valid: ADDRESS, rule: checkAddress },
    ],
  };
  const videoUpload: AppFormSpec = {
    title: "CMS video upload",
    as: "staff",
    path: routes.app.videoUpload,
    submit: "Upload the video",
    fields: [
      { label: "Title", api: "title", valid: "ITR basics" },
      { label: "Description (optional)", api: "description", valid: "Filing ITR-1 in ten minutes." },
    ],
  };
  const tracesSignIn: AppFormSpec = {
    title: "TRACES sign-in of the bulk PAN check",
    as: "staff",
    path: routes.app.panValidate,
    submit: "Get the captcha",
    fields: [
      { label: "TRACES user ID", api: "userid", valid: tracesLogin.userId },
      { label: "TRACES password", api: "password", valid: tracesLogin.password },
      { label: "TAN", api: "tan", valid: tracesLogin.tan },
    ],
  };
  return { whatsappUpdate, checkout, videoUpload, tracesSignIn };
}
