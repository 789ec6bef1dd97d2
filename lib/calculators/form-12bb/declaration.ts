import { formatInr } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { financialYearLabel, isTaxYearUnder2025Act } from "@/lib/tax";
import { formOf, prescribedFormFor, PRESCRIBED_FORMS } from "@/lib/tax/forms";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { sectionOf } from "@/lib/tax/sections";
import { landlordPanRequired, RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import type { Form12bbInput, LenderType } from "./fields";

/**
 * One row of the claims table, laid out as in Form No. 12BB (rule 26C of the 1962 Rules,
 * Notification 30/2016) or, from tax year 2026-27, Form No. 124 (rule 205 of the 2026 Rules),
 * which keeps the four claims and adds the employee's relationship with the landlord.
 */
export interface Form12bbRow {
  /** the serial number ("1" to "4") on the first row of each claim, "" on its sub-rows */
  serial: string;
  /** column (2), nature of claim */
  nature: string;
  /** column (3), amount in rupees; null where the form has no amount */
  amount: number | null;
  /** column (4), evidence or particulars */
  evidence: string;
  /** a heading row (bold, no amount) or the form's note under item 1 */
  style?: "heading" | "note";
}

/** The form's heading as the Rules word it for the year. */
export interface DeclarationHeading {
  /** "Form 124" (from the form registry, lib/tax/forms.ts) */
  formName: string;
  /** "FORM NO. 124" */
  number: string;
  /** "(See rule 205)" */
  rule: string;
  /** "Statement showing particulars of claims by an employee for deduction of tax under section 392" */
  title: string;
  /** item 3 of the form: "Tax year" from 2026-27, "Financial year" before */
  yearItem: string;
}

/** Everything the filled form shows: the PDF builder lays this out and knows no tax law. */
export interface Form12bbDeclaration {
  heading: DeclarationHeading;
  /** "2026-27" */
  financialYear: string;
  /** "Tax year 2026-27" or "FY 2025-26 (AY 2026-27)" */
  yearLabel: string;
  employee: { name: string; parent: string; address: string; pan: string; designation: string; place: string };
  rows: Form12bbRow[];
  /** the verification as the form words it, with the name and parent filled in (dotted blanks otherwise) */
  verification: string;
}

const BLANK = "....................................";
/** "Form 12BB": the form's name under the 1962 Rules, which readers know. */
const FORM_1962 = PRESCRIBED_FORMS.employeeClaims.rules1962.name;
const LENDER_ROWS: readonly { type: LenderType; nature: string }[] = [
  { type: "bank", nature: "(a) Financial institutions (if available)" },
  { type: "employer", nature: "(b) Employer (if available)" },
  { type: "other", nature: "(c) Others" },
];

function landlordPanText(input: Form12bbInput): string {
  if (input.llPan) return input.llPan;
  if (input.rent > 0 && input.llNoPan) return "The landlord has no PAN: the landlord's declaration is attached";
  if (input.rent > 0 && !landlordPanRequired(input.rent)) {
    return `Not required: rent for the year not above ${formatInr(RENT_RECEIPT_RULES.landlordPanThreshold.value)}`;
  }
  return "";
}

/** "80CCD(1) ₹40,000; 80CCD(1B) ₹50,000": the split of item 4(A)(iii) between the sub-sections. */
function nps(input: Form12bbInput): string {
  const parts = [
    input.ded80ccd1 > 0 ? `80CCD(1) ${formatInr(input.ded80ccd1)}` : "",
    input.ded80ccd1b > 0 ? `80CCD(1B) ${formatInr(input.ded80ccd1b)}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? `NPS transaction statement: ${parts.join("; ")}` : "";
}

/** Column (4) for a claim: what the person wrote, else the usual evidence, and nothing for a nil claim. */
const evidenceFor = (amount: number, written: string, usual: string) => (amount > 0 ? written || usual : "");

/** The year's form: Form 124 under rule 205 for tax year 2026-27 on, Form 12BB under rule 26C before. */
export function declarationHeading(fy: Form12bbInput["fy"]): DeclarationHeading {
  const form = prescribedFormFor("employeeClaims", fy);
  const formName = formOf("employeeClaims", fy);
  return {
    formName,
    number: formName.replace(/^Form /, "FORM NO. "),
    rule: `(See ${form.rule ?? "the rules"})`,
    title: `Statement showing particulars of claims by an employee for deduction of tax under ${sectionOf("tdsSalary", fy)}`,
    yearItem: isTaxYearUnder2025Act(fy) ? "Tax year" : "Financial year",
  };
}

/**
 * Item 4's deductions as the year's Act numbers them: the 2025 Act's section where the
 * section map has it (lib/tax/sections.ts), and the 1961 section beside it, since that is
 * what receipts and readers name; a deduction the map does not cover is named by what it is.
 */
function deductionNames(fy: Form12bbInput["fy"], age: Form12bbInput["age"]) {
  const interest = age === "below60" ? "80TTA" : "80TTB";
  if (!isTaxYearUnder2025Act(fy)) {
    return {
      groupA: "(A) Section 80C, 80CCC and 80CCD",
      ded80c: "(i) Section 80C",
      ded80ccc: "(ii) Section 80CCC",
      ded80ccd: "(iii) Section 80CCD",
      groupB: "(B) Other sections (e.g. 80E, 80G, 80TTA, etc.) under Chapter VI-A",
      ded80d: "(i) Section 80D",
      ded80e: "(ii) Section 80E",
      ded80g: "(iii) Section 80G",
      ded80tta: `(iv) Section ${interest}`,
    };
  }
  const section = (provision: "80C" | "80CCD" | "80D" | "80TTA" | "80TTB") => sectionOf(provision, fy).replace(/^section/, "Section");
  return {
    groupA: "(A) Investments and pension contributions, within the overall limit",
    ded80c: `(i) ${section("80C")} (earlier section 80C)`,
    ded80ccc: "(ii) Contribution to a pension fund (earlier section 80CCC)",
    ded80ccd: `(iii) ${section("80CCD")} (earlier section 80CCD)`,
    groupB: "(B) Other deductions",
    ded80d: `(i) ${section("80D")} (earlier section 80D)`,
    ded80e: "(ii) Interest on a loan for higher education (earlier section 80E)",
    ded80g: "(iii) Donations (earlier section 80G)",
    ded80tta: `(iv) ${section(interest)} (earlier section ${interest})`,
  };
}

/**
 * The filled Form 12BB: the employee's details and the four claims (HRA, LTC, interest on
 * borrowing, Chapter VI-A) as Rule 26C and the form lay them out, with the amounts as
 * declared (the employer applies the limits) and the evidence to attach.
 */
export function form12bbDeclaration(input: Form12bbInput): Form12bbDeclaration {
  const renting = input.rent > 0;
  const hasLoan = input.hl > 0;
  const newRules = isTaxYearUnder2025Act(input.fy);
  const names = deductionNames(input.fy, input.age);
  const rows: Form12bbRow[] = [
    { serial: "1", nature: "House Rent Allowance:", amount: null, evidence: "", style: "heading" },
    { serial: "", nature: "(i) Rent paid to the landlord", amount: input.rent, evidence: renting ? "Rent receipts and rent agreement" : "" },
    { serial: "", nature: "(ii) Name of the landlord", amount: null, evidence: renting ? input.landlord : "" },
    { serial: "", nature: "(iii) Address of the landlord", amount: null, evidence: renting ? input.llAddress : "" },
    { serial: "", nature: "(iv) Permanent Account Number of the landlord", amount: null, evidence: renting ? landlordPanText(input) : "" },
    // Form 124 adds the relationship, so that rent paid within a family is declared as such.
    ...(newRules
      ? [
          {
            serial: "",
            nature: "(v) Relationship of the employee with the landlord, if any",
            amount: null,
            evidence: renting ? input.llRelation || "None" : "",
          },
        ]
      : []),
    {
      serial: "",
      nature: "Note: Permanent Account Number shall be furnished if the aggregate rent paid during the previous year exceeds one lakh rupees",
      amount: null,
      evidence: "",
      style: "note",
    },
    {
      serial: "2",
      nature: "Leave travel concessions or assistance",
      amount: input.lta,
      evidence: evidenceFor(input.lta, input.ltaDetails ? `${input.ltaDetails}. Tickets and travel proof attached` : "", "Tickets and travel proof"),
    },
    { serial: "3", nature: "Deduction of interest on borrowing:", amount: null, evidence: "", style: "heading" },
    { serial: "", nature: "(i) Interest payable/paid to the lender", amount: input.hl, evidence: hasLoan ? "Interest certificate from the lender" : "" },
    { serial: "", nature: "(ii) Name of the lender", amount: null, evidence: hasLoan ? input.lender : "" },
    { serial: "", nature: "(iii) Address of the lender", amount: null, evidence: hasLoan ? input.lenderAddress : "" },
    { serial: "", nature: "(iv) Permanent Account Number of the lender", amount: null, evidence: "" },
    ...LENDER_ROWS.map(({ type, nature }) => ({
      serial: "",
      nature,
      amount: null,
      evidence: hasLoan && input.lenderType === type ? input.lenderPan || "Lender named above" : "",
    })),
    { serial: "4", nature: newRules ? "Deductions" : "Deduction under Chapter VI-A", amount: null, evidence: "", style: "heading" },
    { serial: "", nature: names.groupA, amount: null, evidence: "", style: "heading" },
    {
      serial: "",
      nature: names.ded80c,
      amount: input.ded80c,
      evidence: evidenceFor(input.ded80c, input.ev80c, "Receipts and statements of the investments and payments"),
    },
    { serial: "", nature: names.ded80ccc, amount: input.ded80ccc, evidence: evidenceFor(input.ded80ccc, "", "Premium receipt from the pension fund") },
    { serial: "", nature: names.ded80ccd, amount: input.ded80ccd1 + input.ded80ccd1b, evidence: nps(input) },
    { serial: "", nature: names.groupB, amount: null, evidence: "", style: "heading" },
    { serial: "", nature: names.ded80d, amount: input.ded80d, evidence: evidenceFor(input.ded80d, input.ev80d, "Premium receipts and check-up bills") },
    { serial: "", nature: names.ded80e, amount: input.ded80e, evidence: evidenceFor(input.ded80e, input.ev80e, "Interest certificate from the lender") },
    { serial: "", nature: names.ded80g, amount: input.ded80g, evidence: evidenceFor(input.ded80g, input.ev80g, "Donation receipts with the donee's PAN") },
    {
      serial: "",
      nature: names.ded80tta,
      amount: input.ded80tta,
      evidence: evidenceFor(input.ded80tta, "", "Interest certificate or passbook from the bank or post office"),
    },
  ];
  return {
    heading: declarationHeading(input.fy),
    financialYear: input.fy,
    yearLabel: financialYearLabel(input.fy),
    employee: {
      name: input.name,
      parent: input.parent,
      address: input.address,
      pan: input.pan,
      designation: input.designation,
      place: input.place,
    },
    rows,
    verification: `I, ${input.name || BLANK}, son/daughter of ${input.parent || BLANK} do hereby certify that the information given above is complete and correct.`,
  };
}

/**
 * Which form the year needs, in a sentence for the page, in its language: "For tax year 2026-27
 * the Income-tax Rules, 2026 prescribe Form 124 (rule 205), which replaced Form 12BB; ..."
 */
export function formForYearText(declaration: Form12bbDeclaration, locale: Locale = "en"): string {
  const { heading, financialYear } = declaration;
  const fy = financialYear as Form12bbInput["fy"];
  const rule = heading.rule.replace(/^\(See (.*)\)$/, "$1");
  const first = FIRST_TAX_YEAR_UNDER_2025_ACT;
  if (locale !== "en") {
    const form = (name: string) => name.replace(/^Form /, "फ़ॉर्म ");
    const ruleHi = rule.replace(/^rule /, "नियम ");
    if (isTaxYearUnder2025Act(fy)) {
      return `${yearLabel(fy, locale)} के लिए आयकर नियम, 2026 ${form(heading.formName)} (${ruleHi}) तय करते हैं, जिसने ${form(FORM_1962)} की जगह ली है और जिसमें मकान मालिक से आपका रिश्ता भी पूछा जाता है। ${form(FORM_1962)} के लिए ऊपर कोई पिछला वर्ष चुनें।`;
    }
    return `${yearLabel(fy, locale)} के लिए आयकर नियम, 1962 ${form(FORM_1962)} (${ruleHi}) तय करते हैं। ${yearLabel(first, locale)} से यह ${form(formOf("employeeClaims", first))} है।`;
  }
  if (isTaxYearUnder2025Act(fy)) {
    return `For ${financialYearLabel(fy).replace(/^Tax/, "tax")} the Income-tax Rules, 2026 prescribe ${heading.formName} (${rule}), which replaced ${FORM_1962} and adds the landlord's relationship to you. Choose an earlier year above for ${FORM_1962}.`;
  }
  return `For ${financialYearLabel(fy)} the Income-tax Rules, 1962 prescribe ${FORM_1962} (${rule}). From ${financialYearLabel(first).replace(/^Tax/, "tax")} it is ${formOf("employeeClaims", first)}.`;
}

/** "form-124-2026-27.pdf", "form-12bb-2025-26.pdf": the year's form. */
export function form12bbFileName(declaration: Form12bbDeclaration): string {
  return `${declaration.heading.formName.toLowerCase().replace(/\s+/g, "-")}-${declaration.financialYear}.pdf`;
}
