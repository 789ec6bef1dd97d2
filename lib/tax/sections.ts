import { isTaxYearUnder2025Act, type FinancialYear } from "./years";

/**
 * Where each provision sits in the Income-tax Act, 1961 and in the Income-tax Act, 2025,
 * which renumbers every section from the tax year 2026-27. One table, so that a label
 * names the section of the Act the year falls under (docs/tax-methods.md, errata, "Section
 * map"). Each entry holds the citation as it reads in a sentence: "section 115BAC",
 * "Schedule III".
 */
export interface ProvisionCitation {
  /** what the provision does, for lists and tests */
  subject: string;
  /** Income-tax Act, 1961 (years up to FY 2025-26) */
  act1961: string;
  /** Income-tax Act, 2025 (tax year 2026-27 on) */
  act2025: string;
}

export const PROVISION_SECTIONS = {
  newRegime: { subject: "new tax regime (the default)", act1961: "section 115BAC", act2025: "section 202" },
  rebate: { subject: "rebate for resident individuals", act1961: "section 87A", act2025: "section 156" },
  standardDeduction: { subject: "deductions from salaries (standard deduction)", act1961: "section 16", act2025: "section 19" },
  gratuity: { subject: "gratuity exemption", act1961: "section 10(10)", act2025: "section 19" },
  hra: { subject: "house rent allowance exemption", act1961: "section 10(13A)", act2025: "Schedule III" },
  "80C": { subject: "investments and payments (80C)", act1961: "section 80C", act2025: "section 123" },
  "80CCD": { subject: "National Pension System contributions", act1961: "section 80CCD", act2025: "section 124" },
  "80CCD1B": { subject: "additional own NPS contribution", act1961: "section 80CCD(1B)", act2025: "section 124" },
  "80D": { subject: "health insurance", act1961: "section 80D", act2025: "section 126" },
  "80DD": { subject: "dependant with a disability", act1961: "section 80DD", act2025: "section 127" },
  "80TTA": { subject: "savings-account interest", act1961: "section 80TTA", act2025: "section 153" },
  "80TTB": { subject: "deposit interest of senior citizens", act1961: "section 80TTB", act2025: "section 153" },
  "80U": { subject: "person with a disability", act1961: "section 80U", act2025: "section 154" },
  "111A": { subject: "short-term gains on listed equity", act1961: "section 111A", act2025: "section 196" },
  "112": { subject: "long-term capital gains", act1961: "section 112", act2025: "section 197" },
  "112A": { subject: "long-term gains on listed equity", act1961: "section 112A", act2025: "section 198" },
  presumptive: { subject: "presumptive income (44AD, 44ADA, 44AE)", act1961: "section 44AD", act2025: "section 58" },
  presumptiveProfession: { subject: "presumptive income of professionals", act1961: "section 44ADA", act2025: "section 58" },
  presumptiveGoodsCarriage: { subject: "presumptive income from goods carriages", act1961: "section 44AE", act2025: "section 58" },
  taxAudit: { subject: "tax audit", act1961: "section 44AB", act2025: "section 63" },
  returnDueDate: { subject: "return of income and its due dates", act1961: "section 139", act2025: "section 263" },
  advanceTaxLiability: { subject: "when advance tax is payable", act1961: "section 208", act2025: "section 404" },
  advanceTaxInstalments: { subject: "advance-tax instalments", act1961: "section 211", act2025: "section 408" },
  interest234B: { subject: "interest for default in advance tax", act1961: "section 234B", act2025: "section 424" },
  interest234C: { subject: "interest for deferring advance tax", act1961: "section 234C", act2025: "section 425" },
  fee234E: { subject: "fee for late TDS statements", act1961: "section 234E", act2025: "section 427" },
  lateFee234F: { subject: "fee for a late return", act1961: "section 234F", act2025: "section 428(a)" },
  salaryArrearsRelief: { subject: "relief for salary received in arrears or in advance", act1961: "section 89", act2025: "section 157" },
  tdsSalary: { subject: "TDS on salary", act1961: "section 192", act2025: "section 392" },
  tdsProvidentFund: { subject: "TDS on provident-fund withdrawals", act1961: "section 192A", act2025: "section 392" },
  tdsOther: { subject: "TDS on other payments (193 to 194T)", act1961: "sections 193 to 194T", act2025: "section 393" },
  tcs: { subject: "tax collected at source", act1961: "section 206C", act2025: "section 394" },
} as const satisfies Readonly<Record<string, ProvisionCitation>>;

export type Provision = keyof typeof PROVISION_SECTIONS;

/** The provision as cited for the year: "section 202" for the tax year 2026-27, "section 115BAC" before it. */
export function sectionOf(provision: Provision, fy: FinancialYear): string {
  const entry = PROVISION_SECTIONS[provision];
  return isTaxYearUnder2025Act(fy) ? entry.act2025 : entry.act1961;
}

/** The same without the word: "202", "115BAC", "Schedule III" (for labels such as "80C deduction"). */
export function sectionNumberOf(provision: Provision, fy: FinancialYear): string {
  return sectionOf(provision, fy).replace(/^sections? /, "");
}

/** The year's citation with the other Act's beside it, for text shown for any year: "section 202 (section 115BAC of the 1961 Act)". */
export function sectionWithFormer(provision: Provision, fy: FinancialYear): string {
  const entry = PROVISION_SECTIONS[provision];
  return isTaxYearUnder2025Act(fy) ? `${entry.act2025} (${entry.act1961} of the 1961 Act)` : entry.act1961;
}

/** A reference naming the Act: "Income-tax Act, 2025, section 156" / "Income-tax Act, 1961, section 87A". */
export function actAndSection(provision: Provision, fy: FinancialYear): string {
  return `Income-tax Act, ${isTaxYearUnder2025Act(fy) ? "2025" : "1961"}, ${sectionOf(provision, fy)}`;
}
