import { FIRST_TAX_YEAR_UNDER_2025_ACT, isTaxYearUnder2025Act, type FinancialYear } from "./years";

/*
 * The prescribed forms the site names, by tax year: the Income-tax Rules, 1962 up to FY
 * 2025-26 and the Income-tax Rules, 2026 (G.S.R. 198(E) of 20 March 2026, in force 1 April
 * 2026) from tax year 2026-27, which renumbered every form. One table, so calculators, PDFs,
 * link previews and content (`{{form:key}}`, lib/content/form-placeholders.ts) read the
 * year's name here and the next renumbering is one edit.
 *
 * The 2026 numbers were checked against CBDT's old-to-new form navigator as published with
 * the draft Rules (7 February 2026) and reproduced after notification; the Gazette's own
 * Appendix II was not reachable from here. `basis` says which: "notified" where sources after
 * 20 March 2026 give the same number as the navigator, "draft" where only the draft's
 * navigator is known, and the page then says so (formNote).
 */

export interface FormName {
  /** "Form 124" */
  name: string;
  /** the rule that prescribes it, where confirmed: "rule 205" */
  rule?: string;
}

/** A form of the registry; what each is for is said beside its key below. */
export interface PrescribedForm {
  /** Income-tax Rules, 1962 (years up to FY 2025-26) */
  rules1962: FormName & { reference: string };
  /** Income-tax Rules, 2026 (tax year 2026-27 on) */
  rules2026: FormName & { reference: string; basis: "notified" | "draft" };
}

const RULES_2026 = "Income-tax Rules, 2026 (G.S.R. 198(E), 20 March 2026), Appendix II; CBDT's form navigator (old to new)";
const RULES_1962 = "Income-tax Rules, 1962, Appendix II";

const form = (old: FormName, renumbered: FormName, basis: "notified" | "draft" = "notified"): PrescribedForm => ({
  rules1962: { ...old, reference: `${RULES_1962}, ${old.name}${old.rule ? ` (${old.rule})` : ""}` },
  rules2026: {
    ...renumbered,
    basis,
    reference: `${RULES_2026}: ${renumbered.name}, replacing ${old.name}${renumbered.rule ? ` (${renumbered.rule})` : ""}`,
  },
});

export const PRESCRIBED_FORMS = {
  /** An employee's statement of claims (HRA, LTC, home-loan interest, deductions) for TDS on salary */
  employeeClaims: form({ name: "Form 12BB", rule: "rule 26C" }, { name: "Form 124", rule: "rule 205" }),
  /** A declaration that no tax is due, so that no TDS is deducted (one form for every age) */
  noTdsDeclaration: form({ name: "Form 15G or 15H", rule: "rule 29C" }, { name: "Form 121" }),
  /** The employer's certificate of TDS on salary */
  salaryTdsCertificate: form({ name: "Form 16", rule: "rule 31" }, { name: "Form 130" }),
  /** The certificate of TDS on payments other than salary */
  otherTdsCertificate: form({ name: "Form 16A", rule: "rule 31" }, { name: "Form 131" }, "draft"),
  /** An employee's statement of salary from a previous employer in the year */
  previousEmployerSalary: form({ name: "Form 12B", rule: "rule 26A" }, { name: "Form 122" }, "draft"),
  /** The employer's statement of perquisites and profits in lieu of salary */
  perquisiteStatement: form({ name: "Form 12BA", rule: "rule 26A" }, { name: "Form 123" }),
  /** The annual statement of tax deducted, collected and paid */
  annualTaxStatement: form({ name: "Form 26AS", rule: "rule 114-I" }, { name: "Form 168", rule: "rule 245" }),
  /** The tax-audit report and statement of particulars */
  taxAuditReport: form({ name: "Form 3CA or 3CB with Form 3CD", rule: "rule 6G" }, { name: "Form 26" }),
  /** The quarterly statement of TDS on salary */
  tdsStatementSalary: form({ name: "Form 24Q", rule: "rule 31A" }, { name: "Form 138" }),
  /** The quarterly statement of TDS on other payments to residents */
  tdsStatementResident: form({ name: "Form 26Q", rule: "rule 31A" }, { name: "Form 140" }),
  /** The quarterly statement of TDS on payments to non-residents */
  tdsStatementNonResident: form({ name: "Form 27Q", rule: "rule 31A" }, { name: "Form 144" }),
  /** The challan-cum-statement for TDS on a property purchase, rent, contract and professional fees paid by individuals, and crypto */
  tdsChallanStatement: form({ name: "Form 26QB, 26QC, 26QD or 26QE", rule: "rule 31A" }, { name: "Form 141" }),
  /** The claim of relief for salary received in arrears or in advance */
  salaryArrearsRelief: form({ name: "Form 10E", rule: "rule 21AA" }, { name: "Form 39" }),
  /** An application for a certificate of TDS at a lower rate or none */
  lowerTdsCertificate: form({ name: "Form 13", rule: "rule 28" }, { name: "Form 128" }),
} as const satisfies Readonly<Record<string, PrescribedForm>>;

export type PrescribedFormKey = keyof typeof PRESCRIBED_FORMS;

export const PRESCRIBED_FORM_KEYS = Object.keys(PRESCRIBED_FORMS) as PrescribedFormKey[];

export function isPrescribedFormKey(key: string): key is PrescribedFormKey {
  return Object.hasOwn(PRESCRIBED_FORMS, key);
}

/** The form as prescribed for the year, with its rule and reference. */
export function prescribedFormFor(key: PrescribedFormKey, fy: FinancialYear): PrescribedForm["rules1962"] | PrescribedForm["rules2026"] {
  const entry = PRESCRIBED_FORMS[key];
  return isTaxYearUnder2025Act(fy) ? entry.rules2026 : entry.rules1962;
}

/** "Form 124" for tax year 2026-27, "Form 12BB" before it (in Hindi: forms-in-hindi.ts). */
export function formOf(key: PrescribedFormKey, fy: FinancialYear): string {
  return prescribedFormFor(key, fy).name;
}

/**
 * The year's form with the other name beside it, for readers who know the old one: "Form 124
 * (earlier Form 12BB)"; a number known only from the draft Rules says so (in Hindi: forms-in-hindi.ts).
 */
export function formWithFormer(key: PrescribedFormKey, fy: FinancialYear): string {
  const entry = PRESCRIBED_FORMS[key];
  if (!isTaxYearUnder2025Act(fy)) return entry.rules1962.name;
  const draft = entry.rules2026.basis === "draft" ? "; the number in the draft Rules" : "";
  return `${entry.rules2026.name} (earlier ${entry.rules1962.name}${draft})`;
}

/** Where the year's number is known only from the draft Rules, the sentence that says so; "" otherwise. */
export function formNote(key: PrescribedFormKey, fy: FinancialYear): string {
  const entry = PRESCRIBED_FORMS[key];
  if (!isTaxYearUnder2025Act(fy) || entry.rules2026.basis === "notified") return "";
  return `${entry.rules2026.name} is the number in the draft Income-tax Rules, 2026; check it against the notified Rules before you rely on it.`;
}

/**
 * For text shown whatever the year (a field's help): the 1962 name with the 2026 one and the
 * year it applies from, "Form 16 (Form 130 from tax year 2026-27)".
 */
export function formAcrossYears(key: PrescribedFormKey): string {
  const entry = PRESCRIBED_FORMS[key];
  return `${entry.rules1962.name} (${entry.rules2026.name} from tax year ${FIRST_TAX_YEAR_UNDER_2025_ACT})`;
}
