import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { section80ttaMeta } from "./meta";

/*
 * Every word the section 80TTA and 80TTB calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

export type Act = "1961" | "2025";
type Claimant = "individual" | "huf";

const en = {
  description: section80ttaMeta.description,
  keywords: section80ttaMeta.keywords,
  groupYear: "Year and claimant",
  groupInterest: "Interest for the year",
  groupTaxSaved: "Tax saved",
  claimant: "Who claims",
  claimantOptions: { individual: "An individual", huf: "A Hindu undivided family (HUF)" } as Readonly<Record<Claimant, string>>,
  ageHelp: "Age on the last day of the year.",
  resident: "I was resident in India during the year",
  residentHelp: "Section 80TTB is for resident senior citizens; a non-resident of any age claims 80TTA.",
  sb: "Interest on savings accounts with banks and co-operative banks",
  sbHelp:
    "For the year, from all your savings accounts (an NRO savings account too; NRE interest is exempt and stays out). An HUF adds its post-office savings interest here.",
  posb: "Interest on a post-office savings account",
  posbHelp: "Up to ₹3,500 (₹7,000 for a joint account) is exempt in both regimes before any deduction.",
  poJoint: "The post-office savings account is a joint account",
  deposits: "Interest on fixed and recurring deposits",
  depositsHelp:
    "Time deposits with banks, co-operative banks and the post office. Only a resident senior citizen's count (80TTB). Leave out bonds, debentures, company deposits and NSC.",
  coveredSenior: "interest on savings accounts and fixed and recurring deposits",
  coveredSavings: "savings-account interest",
  depositsLeftOut: (deposits: string) => ` Deposit interest of ${deposits} is not covered: only a resident senior citizen can deduct it (80TTB).`,
  summaryDeduction: (individual: boolean, amount: string, section: string, year: string, covered: string, limit: string, leftOut: string) =>
    `${individual ? "You" : "The HUF"} can deduct ${amount} under ${section} for ${year}, in the old regime only: ${covered}, up to ${limit}.${leftOut}`,
  summaryNone: (section: string, year: string, covered: string, leftOut: string) =>
    `No deduction under ${section} for ${year}: there is no ${covered} left after the exemptions.${leftOut}`,
  seniorHuf: "An HUF: section 80TTA only",
  seniorYes: "Yes: section 80TTB, instead of 80TTA",
  seniorNonResident: "No (not resident): section 80TTA",
  seniorNo: "No: section 80TTA",
  oldRegime: "Old regime",
  sectionApplies: "Section that applies",
  deductionUnder: (section: string) => `Deduction under ${section}`,
  taxableInterest: "Interest still taxable",
  newRegimeTaxable: "Interest taxable in the new regime",
  bothRegimes: "Both regimes",
  poExempt: "Post-office savings interest exempt",
  poExemptNote: "Exempt in both regimes, before any deduction.",
  stepSavings: "Savings-account interest, banks and co-operative banks",
  stepPostOffice: "Post-office savings-account interest",
  stepPostOfficeExempt: (limit: string, joint: boolean) =>
    `Exempt: post-office savings interest up to ${limit} (${joint ? "joint" : "individual"} account)`,
  stepDeposits: "Fixed and recurring deposit interest",
  stepSenior: "Resident senior citizen",
  stepCovered: (covered: string) => `Interest covered: ${covered}`,
  stepLimit: "Limit",
  stepDeduction: "Deduction: the lower of the two",
  stepTaxableOld: "Interest still taxable in the old regime",
  worth: "What it is worth",
  stepTaxableNew: "Interest taxable in the new regime: only the post-office exemption applies",
  /** The rules' meaning of "senior citizen": English reads the rule's own text. */
  seniorCitizen: (english: string, _act: Act) => english,
  noteSenior: (senior: string) => `A senior citizen for section 80TTB is ${senior}; a non-resident aged 60 or more claims 80TTA instead.`,
  noteNotCovered:
    "Interest on bonds, debentures, company deposits, NSC and other investments is not covered; NRE account interest is exempt and does not belong here.",
  noteFirm:
    "Interest on deposits held for a firm, an association of persons or a body of individuals does not give its partners or members this deduction.",
  /** A form's name across the two Acts ("Form 15G or 15H (Form 121 from tax year 2026-27)"). */
  formAcross: (before: string, after: string, year: string) => `${before} (${after} from tax year ${year})`,
  noteTds: (form: string) =>
    `Banks deduct TDS on deposit interest above the threshold whatever deduction you can claim; a senior citizen with no tax to pay can give the bank ${form} to avoid it.`,
  noteEstimate: "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
  note2025:
    "From tax year 2026-27 both deductions are in section 153 of the Income-tax Act, 2025, with the same limits as sections 80TTA and 80TTB of the 1961 Act.",
  /** The 2025 Act's note on the post-office exemption, from the rules: English reads it as given. */
  postOfficeNote: (english: string) => english,
  explanation: [
    "Section 80TTA lets an individual or an HUF deduct interest earned on savings accounts with a bank, a co-operative bank or the post office, up to ₹10,000 a year. Interest on fixed and recurring deposits is not covered, nor is interest on bonds, debentures or company deposits.",
    "A resident senior citizen, aged 60 or more at any time in the year, claims section 80TTB instead: interest on all deposits with banks, co-operative banks and the post office, savings and fixed or recurring deposits alike, is deductible up to ₹50,000. Such a person cannot claim 80TTA. A non-resident claims 80TTA whatever their age.",
    "Interest on a post-office savings account is first exempt up to ₹3,500 (₹7,000 for a joint account) under section 10(15)(i), in both regimes; only the rest is taxable and can be deducted. Both deductions belong to the old regime: the new regime allows neither. From tax year 2026-27 they are section 153 of the Income-tax Act, 2025.",
  ] as readonly string[],
  faq: [
    {
      question: "Is fixed-deposit interest covered by section 80TTA?",
      answer:
        "No. 80TTA covers only savings-account interest, up to ₹10,000. Fixed and recurring deposit interest is deductible only for a resident senior citizen, under 80TTB.",
    },
    {
      question: "I am 66. How much interest can I deduct?",
      answer:
        "If you are resident in India, up to ₹50,000 of interest on savings accounts and fixed or recurring deposits with banks, co-operative banks and the post office, under section 80TTB. You cannot also claim 80TTA.",
    },
    {
      question: "Can an NRI claim section 80TTA?",
      answer:
        "Yes, on interest from an NRO savings account, up to ₹10,000. NRE account interest is already exempt. Section 80TTB is only for resident senior citizens.",
    },
    {
      question: "Is section 80TTA or 80TTB allowed in the new tax regime?",
      answer:
        "No. The new regime allows neither. Only the post-office savings-account exemption (₹3,500, or ₹7,000 for a joint account) applies in both regimes.",
    },
    {
      question: "Does the ₹10,000 apply to each bank account?",
      answer: "No. It is one limit for the total savings-account interest from all your banks, co-operative banks and the post office.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const SENIOR_CITIZEN_HI: Readonly<Record<Act, string>> = {
  "1961": "भारत का निवासी ऐसा व्यक्ति, जिसकी उम्र वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही हो",
  "2025": "भारत का निवासी ऐसा व्यक्ति, जिसकी उम्र कर वर्ष के दौरान किसी भी समय 60 वर्ष या अधिक रही हो",
};




export const SECTION_80TTA_TEXT: Catalogues<typeof en> = translatable("SECTION_80TTA_TEXT", en);
