import { formatInr, parseIndianNumber } from "@/lib/format";
import {
  AGE_BANDS,
  CURRENT_FINANCIAL_YEAR,
  FINANCIAL_YEARS,
  financialYearLabel,
  isFinancialYear,
  isTaxYearUnder2025Act,
  type AgeBand,
  type FinancialYear,
} from "@/lib/tax";
import { higherShareCitiesHelp } from "@/lib/tax/hra-rules";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { choice, rupees, text, toggle } from "../fields";
import { panField } from "../rent-receipt/pan-field";
import type { InputOf } from "../types";

/** The largest amount a field accepts: ₹1,000 crore, as in the income-tax calculator. */
const MAX_AMOUNT = 10_000_000_000;

export type LenderType = "bank" | "employer" | "other";

const AGE_LABELS: Record<AgeBand, string> = { below60: "Below 60", "60to80": "60 to 79", "80plus": "80 or more" };
const panThreshold = formatInr(RENT_RECEIPT_RULES.landlordPanThreshold.value);

/** Whether an amount field holds more than nothing; text that does not parse counts, so its details stay in view. */
function positive(raw: Record<string, string>, name: string, fallback: string): boolean {
  const text = (raw[name] ?? "").trim() || fallback;
  const value = parseIndianNumber(text);
  return value === null || value > 0;
}
const paysRent = (raw: Record<string, string>) => positive(raw, "rent", "0");
const claimsLtc = (raw: Record<string, string>) => positive(raw, "lta", "0");
const hasHomeLoan = (raw: Record<string, string>) => positive(raw, "hl", "0");

const details = (label: string, help: string, visibleWhen: (raw: Record<string, string>) => boolean) =>
  text({ label, help, maxLength: 200, visibleWhen, personal: true });

export const fields = {
  fy: choice<FinancialYear>({
    label: "Financial year",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  age: choice<AgeBand>({
    label: "Your age during the year",
    help: "Age on the last day of the year: it sets the old regime's slabs and the 80D and 80TTB limits.",
    options: AGE_BANDS.map((band) => ({ value: band, label: AGE_LABELS[band] })),
    default: "below60",
  }),
  salary: rupees({
    label: "Gross salary (yearly)",
    help: "Your salary for the year before any deduction, including HRA and LTA.",
    default: 1_500_000,
    max: MAX_AMOUNT,
  }),
  other: rupees({
    label: "Other income you declare to your employer",
    help: "Savings and deposit interest and the like. Needed for 80TTA or 80TTB.",
    default: 0,
    max: MAX_AMOUNT,
  }),

  rent: rupees({ label: "Rent paid in the year", help: "Leave 0 if you do not pay rent.", default: 0, max: MAX_AMOUNT }),
  basic: rupees({
    label: "Basic salary plus DA (yearly)",
    help: "Only the DA that counts for retirement benefits. The HRA exemption and the 80CCD(1) limit are worked out on it.",
    default: 600_000,
    max: MAX_AMOUNT,
    visibleWhen: (raw) => paysRent(raw) || positive(raw, "ded80ccd1", "0"),
  }),
  hraReceived: rupees({ label: "HRA received (yearly)", default: 240_000, max: MAX_AMOUNT, visibleWhen: paysRent }),
  // The same words and the same yearly list as the HRA calculator (lib/tax/hra-rules.ts).
  metro: toggle({ label: "The rented house is in a city with the 50% limit", help: higherShareCitiesHelp(), default: false, visibleWhen: paysRent }),
  landlord: text({
    personal: true,
    label: "Landlord's name",
    help: `Needed when the rent for the year is above ${panThreshold}.`,
    maxLength: 80,
    visibleWhen: paysRent,
  }),
  llAddress: text({ personal: true, label: "Landlord's address", maxLength: 200, visibleWhen: paysRent }),
  llPan: panField({ label: "Landlord's PAN", help: `Needed when the rent for the year is above ${panThreshold}.`, visibleWhen: paysRent }),
  llNoPan: toggle({
    label: "The landlord has no PAN",
    help: "Then attach the landlord's signed declaration that they have no PAN, with their name and address.",
    default: false,
    visibleWhen: (raw) => paysRent(raw) && (raw.llPan ?? "").trim() === "",
  }),

  // Form 124 (tax year 2026-27 on) asks for it; Form 12BB did not.
  llRelation: text({
    personal: true,
    label: "Your relationship with the landlord, if any",
    help: "For example father, mother or spouse; leave blank if the landlord is not related to you. Rent paid to a relative still counts when it is really paid and the landlord shows it as income.",
    maxLength: 60,
    visibleWhen: (raw) => paysRent(raw) && isTaxYearUnder2025Act(isFinancialYear(raw.fy) ? raw.fy : CURRENT_FINANCIAL_YEAR),
  }),

  lta: rupees({ label: "Leave travel concession claimed", help: "The fare for journeys in India you claim as exempt.", default: 0, max: MAX_AMOUNT }),
  ltaDetails: details("Travel details", "Who travelled, from where to where, when, and how (air, rail, road).", claimsLtc),

  hl: rupees({
    label: "Home-loan interest (self-occupied house)",
    help: "Interest paid or payable for the year, from the lender's certificate.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  lenderType: choice<LenderType>({
    label: "Lender",
    options: [
      { value: "bank", label: "Bank or financial institution" },
      { value: "employer", label: "Employer" },
      { value: "other", label: "Someone else" },
    ],
    default: "bank",
    display: "select",
    visibleWhen: hasHomeLoan,
  }),
  lender: text({ personal: true, label: "Lender's name", maxLength: 80, visibleWhen: hasHomeLoan }),
  lenderAddress: text({ personal: true, label: "Lender's address", maxLength: 200, visibleWhen: hasHomeLoan }),
  lenderPan: panField({
    label: "Lender's PAN",
    help: "Required for a lender other than a bank, financial institution or employer.",
    visibleWhen: hasHomeLoan,
  }),

  ded80c: rupees({
    label: "Section 80C",
    help: "EPF, PPF, ELSS, life insurance, tuition fees, home-loan principal, 5-year deposits.",
    default: 150_000,
    max: MAX_AMOUNT,
  }),
  ev80c: details("80C particulars", "What you invested in, e.g. PPF ₹50,000; ELSS ₹1,00,000.", (raw) => positive(raw, "ded80c", "150000")),
  ded80ccc: rupees({ label: "Section 80CCC (pension fund)", default: 0, max: MAX_AMOUNT }),
  ded80ccd1: rupees({
    label: "Section 80CCD(1): your NPS contribution",
    help: "Counted within ₹1,50,000 together with 80C and 80CCC, up to 10% of basic plus DA.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  ded80ccd1b: rupees({ label: "Section 80CCD(1B): additional NPS", help: "Up to ₹50,000, over and above 80C.", default: 0, max: MAX_AMOUNT }),
  ded80d: rupees({
    label: "Section 80D (health insurance)",
    help: "Premiums and check-ups for you, your family and your parents.",
    default: 25_000,
    max: MAX_AMOUNT,
  }),
  ev80d: details("80D particulars", "Insurer and who is covered, e.g. self and family ₹25,000; parents (senior) ₹40,000.", (raw) =>
    positive(raw, "ded80d", "25000"),
  ),
  ded80e: rupees({ label: "Section 80E (education-loan interest)", default: 0, max: MAX_AMOUNT }),
  ev80e: details("80E particulars", "The lender and the student.", (raw) => positive(raw, "ded80e", "0")),
  ded80g: rupees({
    label: "Section 80G (qualifying amount of donations)",
    help: "The deductible amount, after the 50% rule and limits that apply to the donee.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  ev80g: details("80G particulars", "Donee's name and PAN, and the receipt number.", (raw) => positive(raw, "ded80g", "0")),
  ded80tta: rupees({
    label: "Section 80TTA or 80TTB (interest)",
    help: "80TTA: savings-account interest up to ₹10,000. At 60 or more, 80TTB: deposit interest up to ₹50,000.",
    default: 0,
    max: MAX_AMOUNT,
  }),

  name: text({ personal: true, label: "Your name", help: "For the form. Left blank, the PDF keeps a line to write it by hand.", maxLength: 80 }),
  parent: text({ personal: true, label: "Father's or mother's name", help: "The verification reads “son/daughter of”.", maxLength: 80 }),
  pan: panField({ label: "Your PAN" }),
  address: text({ personal: true, label: "Your address", maxLength: 200 }),
  designation: text({ personal: true, label: "Designation", maxLength: 80 }),
  place: text({ personal: true, label: "Place", help: "Where you sign the form.", maxLength: 60 }),
};

export type Form12bbInput = InputOf<typeof fields>;
