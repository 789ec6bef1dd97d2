import { formatInr } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { CURRENT_FINANCIAL_YEAR, rulesFor, type AgeBand } from "@/lib/tax";
import { form12bbRulesFor } from "@/lib/tax/form-12bb-rules";
import { PRESCRIBED_FORMS, prescribedFormFor } from "@/lib/tax/forms";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { form12bbMeta } from "./meta";

/*
 * Every word the Form 124 / 12BB page shows around the form, in English and Hindi. The filled
 * form itself (its rows, the verification, the PDF) keeps the prescribed form's official
 * English wording in both languages (./declaration.ts); the page that explains it, its
 * labels, help, summary, working, notes and FAQ, is in the page's language. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

/** The year's declaration and the one it replaced (lib/tax/forms.ts). */
export const current = prescribedFormFor("employeeClaims", CURRENT_FINANCIAL_YEAR);
export const earlier = PRESCRIBED_FORMS.employeeClaims.rules1962;

export const panThreshold = formatInr(RENT_RECEIPT_RULES.landlordPanThreshold.value);
export const limits = rulesFor(CURRENT_FINANCIAL_YEAR).deductionLimits;
export const interestLimits = form12bbRulesFor(CURRENT_FINANCIAL_YEAR);

export const ruleHi = (rule: string) => rule.replace(/^rule /, "नियम ");
export const sectionHi = (section: string) => section.replace(/^sections? /, "धारा ");

/** "धारा 392 (1961 के अधिनियम की धारा 192)" */
export const tdsSalaryHi = `${sectionHi(sectionOf("tdsSalary", CURRENT_FINANCIAL_YEAR))} (1961 के अधिनियम की ${sectionHi(sectionOf("tdsSalary", "2025-26"))})`;

type LenderType = "bank" | "employer" | "other";

const en = {
  description: form12bbMeta.description,
  keywords: form12bbMeta.keywords,
  groupYear: "Year and salary",
  groupHra: "1. House rent allowance",
  groupLtc: "2. Leave travel concession",
  groupLoan: "3. Interest on a home loan",
  groupDeductions: "4. Chapter VI-A deductions",
  groupDetails: "Your details for the form",
  fy: "Financial year",
  age: "Your age during the year",
  ageHelp: "Age on the last day of the year: it sets the old regime's slabs and the 80D and 80TTB limits.",
  ageOptions: { below60: "Below 60", "60to80": "60 to 79", "80plus": "80 or more" } as Readonly<Record<AgeBand, string>>,
  salary: "Gross salary (yearly)",
  salaryHelp: "Your salary for the year before any deduction, including HRA and LTA.",
  other: "Other income you declare to your employer",
  otherHelp: "Savings and deposit interest and the like. Needed for 80TTA or 80TTB.",
  rent: "Rent paid in the year",
  rentHelp: "Leave 0 if you do not pay rent.",
  basic: "Basic salary plus DA (yearly)",
  basicHelp: "Only the DA that counts for retirement benefits. The HRA exemption and the 80CCD(1) limit are worked out on it.",
  hraReceived: "HRA received (yearly)",
  metro: "The rented house is in a city with the 50% limit",
  landlord: "Landlord's name",
  landlordHelp: `Needed when the rent for the year is above ${panThreshold}.`,
  llAddress: "Landlord's address",
  llPan: "Landlord's PAN",
  llNoPan: "The landlord has no PAN",
  llNoPanHelp: "Then attach the landlord's signed declaration that they have no PAN, with their name and address.",
  llRelation: "Your relationship with the landlord, if any",
  llRelationHelp:
    "For example father, mother or spouse; leave blank if the landlord is not related to you. Rent paid to a relative still counts when it is really paid and the landlord shows it as income.",
  lta: "Leave travel concession claimed",
  ltaHelp: "The fare for journeys in India you claim as exempt.",
  ltaDetails: "Travel details",
  ltaDetailsHelp: "Who travelled, from where to where, when, and how (air, rail, road).",
  hl: "Home-loan interest (self-occupied house)",
  hlHelp: "Interest paid or payable for the year, from the lender's certificate.",
  lenderType: "Lender",
  lenderTypeOptions: { bank: "Bank or financial institution", employer: "Employer", other: "Someone else" } as Readonly<Record<LenderType, string>>,
  lender: "Lender's name",
  lenderAddress: "Lender's address",
  lenderPan: "Lender's PAN",
  lenderPanHelp: "Required for a lender other than a bank, financial institution or employer.",
  ded80c: "Section 80C",
  ded80cHelp: "EPF, PPF, ELSS, life insurance, tuition fees, home-loan principal, 5-year deposits.",
  ev80c: "80C particulars",
  ev80cHelp: "What you invested in, e.g. PPF ₹50,000; ELSS ₹1,00,000.",
  ded80ccc: "Section 80CCC (pension fund)",
  ded80ccd1: "Section 80CCD(1): your NPS contribution",
  ded80ccd1Help: "Counted within ₹1,50,000 together with 80C and 80CCC, up to 10% of basic plus DA.",
  ded80ccd1b: "Section 80CCD(1B): additional NPS",
  ded80ccd1bHelp: "Up to ₹50,000, over and above 80C.",
  ded80d: "Section 80D (health insurance)",
  ded80dHelp: "Premiums and check-ups for you, your family and your parents.",
  ev80d: "80D particulars",
  ev80dHelp: "Insurer and who is covered, e.g. self and family ₹25,000; parents (senior) ₹40,000.",
  ded80e: "Section 80E (education-loan interest)",
  ev80e: "80E particulars",
  ev80eHelp: "The lender and the student.",
  ded80g: "Section 80G (qualifying amount of donations)",
  ded80gHelp: "The deductible amount, after the 50% rule and limits that apply to the donee.",
  ev80g: "80G particulars",
  ev80gHelp: "Donee's name and PAN, and the receipt number.",
  ded80tta: "Section 80TTA or 80TTB (interest)",
  ded80ttaHelp: "80TTA: savings-account interest up to ₹10,000. At 60 or more, 80TTB: deposit interest up to ₹50,000.",
  name: "Your name",
  nameHelp: "For the form. Left blank, the PDF keeps a line to write it by hand.",
  parent: "Father's or mother's name",
  parentHelp: "The verification reads “son/daughter of”.",
  pan: "Your PAN",
  address: "Your address",
  designation: "Designation",
  place: "Place",
  placeHelp: "Where you sign the form.",

  /** A form's or rule's name as the registry gives it ("Form 124", "rule 205"). */
  form: (name: string) => name,
  rule: (rule: string) => rule,
  hraParts: (salary: string) => `Basic salary and HRA are parts of your gross salary, so together they cannot be more than it (${salary}).`,
  landlordName: (form: string, rule: string) => `The rent for the year is above ${panThreshold}, so ${form} needs the landlord's name (${rule}).`,
  landlordAddress: (form: string, rule: string) => `The rent for the year is above ${panThreshold}, so ${form} needs the landlord's address (${rule}).`,
  landlordPan: (form: string) =>
    `The rent for the year is above ${panThreshold}, so ${form} needs the landlord's PAN: enter it, or switch on "The landlord has no PAN" and attach their declaration.`,
  ownPanRent: "This is your own PAN (entered under your details): rent paid to yourself does not qualify for the HRA exemption.",
  ltaAtMost: (most: string) => `LTC is part of your gross salary, with basic salary and HRA: it can be at most ${most} here.`,
  ltaAtMostSalary: (salary: string) => `LTC is part of your gross salary, so it cannot be more than it (${salary}).`,
  ltaDetailsNeeded: (form: string, rule: string) =>
    `Describe the journey: who travelled, from where to where, when and how. ${form} asks for evidence of the expense (${rule}).`,
  lenderNeeded: (form: string, rule: string) => `${form} needs the lender's name for a home-loan interest claim (${rule}).`,
  lenderAddressNeeded: (form: string, rule: string) => `${form} needs the lender's address for a home-loan interest claim (${rule}).`,
  lenderPanNeeded: (form: string) => `For a lender other than a bank, financial institution or your employer, ${form} needs the lender's PAN.`,
  ownPanLoan: "This is your own PAN (entered under your details): interest on money borrowed from yourself is not a deduction.",
  interestNotIncome: (amount: string) =>
    `80TTA and 80TTB are deducted from the interest itself: enter the interest (at least ${amount}) under "Other income you declare to your employer" too.`,

  /** The year in a sentence: "tax year 2026-27", "FY 2025-26 (AY 2026-27)". */
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  summaryOld: (saving: string, year: string, form: string) =>
    `With these claims the old regime costs ${saving} less for ${year}: tell your employer you choose the old regime, and give them this ${form} with the evidence.`,
  summaryNew: (saving: string, year: string, form: string) =>
    `The new regime still costs ${saving} less for ${year}, because it ignores almost all of these claims: ${form} would not lower your tax.`,
  summaryEqual: (tax: string, year: string) => `Both regimes come to ${tax} for ${year} with these claims.`,
  claimDeclared: (label: string, declared: string) => `${label} (declared ${declared})`,
  noClaims: "No claims entered",
  nil: "Nil",
  claimsTitle: "Claims: what the old regime allows",
  hraTitle: "HRA exemption: the least of three amounts",
  hraReceivedStep: "(a) HRA received",
  hraRentStep: (percent: number) => `(b) Rent paid less ${percent}% of basic salary plus DA`,
  hraShareStep: (percent: number, metro: boolean, cities: readonly string[]) =>
    `(c) ${percent}% of basic salary plus DA (${metro ? "home in" : "home outside"} ${cities.length < 2 ? cities.join("") : `${cities.slice(0, -1).join(", ")} or ${cities[cities.length - 1]}`})`,
  exemptHra: "Exempt HRA",
  oldRegime: "Old regime",
  newRegime: (section: string) => `New regime (${section})`,
  section: (section: string) => section,
  claimsIn: (form: string) => `Claims in ${form}`,
  notAllowed: "Not allowed",
  noteNewRegime: (reference: string) =>
    `The new regime ignores HRA, LTC, interest on a self-occupied house and these Chapter VI-A deductions (${reference}). Your employer deducts tax under the new regime unless you tell them you choose the old one (CBDT Circular 04/2023).`,
  noteAssumptions:
    "The HRA exemption assumes the same rent, salary and city all year. The home loan is taken to be for the house you live in. 80D is capped at the most the section allows (your limit plus the parents' senior-citizen limit): the 80D calculator works out the exact figure. 80G is the qualifying amount from your donation receipts.",
  noteLtc:
    "LTC is exempt for two journeys in a block of four calendar years, up to the economy air fare or first-class AC rail fare by the shortest route; your employer checks the tickets.",
  noteLeftOut: "Professional tax, the employer's NPS contribution (80CCD(2)) and perquisites are left out: your employer has those figures.",
  notePdf:
    "The PDF shows the amounts you declare; the tax figures above use them within their limits. What you type stays in your browser and the PDF is made on your device. The inputs are in this page's address, so anyone you share the link with sees them.",
  note2025Act: (year: string, form: string, rule: string) =>
    `${year} falls under the Income-tax Act, 2025: the declaration is ${form} under ${rule} of the Income-tax Rules, 2026. It asks for the same four claims and evidence, and also your relationship with the landlord. The deductions are named by the 2025 Act's sections where we have confirmed them, with the 1961 section beside each.`,
  yourClaims: "Your claims",
  hraExemption: "HRA exemption",
  hraExemptionNote: (rule: string) => `Least of the three amounts of ${rule}`,
  noRent: "No rent entered",
  oldAllowed: "Claims the old regime allows",
  oldAllowedNote: "Exemptions and deductions within their limits",
  panRequired: "Landlord's PAN required",
  yes: "Yes",
  no: "No",
  panAbove: `Rent for the year is above ${panThreshold}`,
  panNotAbove: `Rent for the year is not above ${panThreshold}`,
  saves: (saving: string) => `Saves ${saving}`,
  taxableIncome: "Taxable income",
  taxForYear: "Tax for the year",

  explanation: [
    `${current.name} is the statement an employee gives the employer, under ${current.rule} of the Income-tax Rules, 2026, of the claims the employer should allow when it works out the tax to deduct from salary under ${sectionWithFormer("tdsSalary", CURRENT_FINANCIAL_YEAR)}: house rent allowance, leave travel concession, interest on a home loan, and deductions such as those of the 1961 Act's 80C, 80D, 80E, 80G and 80TTA. Each claim goes with its evidence: rent receipts, tickets, the lender's interest certificate, premium receipts and investment statements.`,
    `${current.name} replaced ${earlier.name} (${earlier.rule} of the Income-tax Rules, 1962) from tax year 2026-27. It asks for the same four claims, and also whether the landlord is related to you and how: rent paid to a parent or spouse still counts when it is really paid and the landlord declares it. For FY 2025-26 and earlier years, choose the year and this page fills in ${earlier.name}.`,
    `For HRA the form asks for the rent paid and, when the rent for the year is above ${panThreshold}, the landlord's name, address and PAN. For interest on borrowing it asks for the lender's name, address and PAN; a bank's, financial institution's or employer's PAN only if available.`,
    "These claims lower the tax only in the old regime. The new regime (section 202 from tax year 2026-27; section 115BAC of the 1961 Act before it), which your employer applies unless you say otherwise, ignores HRA, LTC, interest on a self-occupied house and the Chapter VI-A deductions except the employer's NPS contribution. So this page also works out your tax both ways with the claims you enter, and tells you which regime to ask your employer for.",
    "Everything is worked out in your browser, and the filled form is made as a PDF on your device: nothing you type is sent to us.",
  ] as readonly string[],
  faq: [
    {
      question: `When should I give ${current.name} to my employer?`,
      answer:
        "Employers usually ask for a declaration at the start of the year, to plan the monthly TDS, and for the proofs between January and March. Give the form with the evidence when asked; claims you miss can still be made in your income-tax return.",
    },
    {
      question: `I chose the new regime. Do I need ${current.name}?`,
      answer:
        "Mostly not: the new regime ignores HRA, LTC, interest on a self-occupied house and nearly all Chapter VI-A deductions. The employer's own NPS contribution under 80CCD(2) still counts, and your employer already has that figure.",
    },
    {
      question: "Is the landlord's PAN compulsory?",
      answer: `Only when the rent you pay in the financial year is above ${panThreshold}. If the landlord has no PAN, attach the landlord's signed declaration saying so, with their name and address.`,
    },
    {
      question: "Why does this page limit some of my claims?",
      answer: `The form shows what you declare; the law then caps some claims. 80C, 80CCC and 80CCD(1) share a limit of ${formatInr(limits.ded80c.value)}, 80CCD(1B) is capped at ${formatInr(limits.ded80ccd1b.value)}, interest on a self-occupied house at ${formatInr(limits.homeLoanInterestSelfOccupied.value)}, and 80TTA at ${formatInr(interestLimits.ded80tta.value)} (80TTB ${formatInr(interestLimits.ded80ttb.value)} at 60 or more). The tax comparison uses the capped figures; the PDF keeps the amounts you declared.`,
    },
    {
      question: `What if I forget to claim something in ${current.name}?`,
      answer:
        "Claim it in your income-tax return. The tax deducted by your employer is only an advance; the return works out the final tax and any refund.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const FORM_12BB_TEXT: Catalogues<typeof en> = translatable("FORM_12BB_TEXT", en);
