import { formatInr } from "@/lib/format";
import { financialYearLabel } from "@/lib/tax";
import { landlordPanRequired, RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import type { Form12bbInput, LenderType } from "./fields";

/** One row of the claims table, laid out as in Form No. 12BB (Notification 30/2016). */
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

/** Everything the filled form shows: the PDF builder lays this out and knows no tax law. */
export interface Form12bbDeclaration {
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

/**
 * The filled Form 12BB: the employee's details and the four claims (HRA, LTC, interest on
 * borrowing, Chapter VI-A) as Rule 26C and the form lay them out, with the amounts as
 * declared (the employer applies the limits) and the evidence to attach.
 */
export function form12bbDeclaration(input: Form12bbInput): Form12bbDeclaration {
  const renting = input.rent > 0;
  const hasLoan = input.hl > 0;
  const rows: Form12bbRow[] = [
    { serial: "1", nature: "House Rent Allowance:", amount: null, evidence: "", style: "heading" },
    { serial: "", nature: "(i) Rent paid to the landlord", amount: input.rent, evidence: renting ? "Rent receipts and rent agreement" : "" },
    { serial: "", nature: "(ii) Name of the landlord", amount: null, evidence: renting ? input.landlord : "" },
    { serial: "", nature: "(iii) Address of the landlord", amount: null, evidence: renting ? input.llAddress : "" },
    { serial: "", nature: "(iv) Permanent Account Number of the landlord", amount: null, evidence: renting ? landlordPanText(input) : "" },
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
    { serial: "4", nature: "Deduction under Chapter VI-A", amount: null, evidence: "", style: "heading" },
    { serial: "", nature: "(A) Section 80C, 80CCC and 80CCD", amount: null, evidence: "", style: "heading" },
    { serial: "", nature: "(i) Section 80C", amount: input.ded80c, evidence: evidenceFor(input.ded80c, input.ev80c, "Receipts and statements of the investments and payments") },
    { serial: "", nature: "(ii) Section 80CCC", amount: input.ded80ccc, evidence: evidenceFor(input.ded80ccc, "", "Premium receipt from the pension fund") },
    { serial: "", nature: "(iii) Section 80CCD", amount: input.ded80ccd1 + input.ded80ccd1b, evidence: nps(input) },
    { serial: "", nature: "(B) Other sections (e.g. 80E, 80G, 80TTA, etc.) under Chapter VI-A", amount: null, evidence: "", style: "heading" },
    { serial: "", nature: "(i) Section 80D", amount: input.ded80d, evidence: evidenceFor(input.ded80d, input.ev80d, "Premium receipts and check-up bills") },
    { serial: "", nature: "(ii) Section 80E", amount: input.ded80e, evidence: evidenceFor(input.ded80e, input.ev80e, "Interest certificate from the lender") },
    { serial: "", nature: "(iii) Section 80G", amount: input.ded80g, evidence: evidenceFor(input.ded80g, input.ev80g, "Donation receipts with the donee's PAN") },
    {
      serial: "",
      nature: input.age === "below60" ? "(iv) Section 80TTA" : "(iv) Section 80TTB",
      amount: input.ded80tta,
      evidence: evidenceFor(input.ded80tta, "", "Interest certificate or passbook from the bank or post office"),
    },
  ];
  return {
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

/** "form-12bb-2026-27.pdf". */
export function form12bbFileName(declaration: Form12bbDeclaration): string {
  return `form-12bb-${declaration.financialYear}.pdf`;
}
