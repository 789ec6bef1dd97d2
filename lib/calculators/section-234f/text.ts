import { formatLongDate } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import { financialYearLabel, type FinancialYear } from "@/lib/tax/years";
import type { ReturnCategory } from "@/lib/tax/late-fee-dates";
import { section234fMeta } from "./meta";

/*
 * Every word the late-fee calculator (section 234F) shows, in English and Hindi, with the
 * messages of its YYYY-MM-DD date field (also used by the tax-audit calculator). Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals. */
export const yearInSentence = (fy: FinancialYear) => {
  const label = financialYearLabel(fy);
  return label.startsWith("Tax year") ? `tax${label.slice(3)}` : label;
};

/** A rule's reference in Hindi, for a reference this calculator extends with words of its own. */
export const citeHi = (reference: string) => citeIn(reference, "hi").text;

const en = {
  description: section234fMeta.description,
  keywords: section234fMeta.keywords,
  groupYear: "Year and return",
  groupIncome: "Income",
  groupOther: "Other reasons to file",
  fy: "Financial year of the income",
  fyHelp: "The year the income was earned; the return is filed in the year after it.",
  kind: "Return filed",
  kindHelp: "Original: your first return for the year (on time or late). Revised: a return that corrects one you already filed.",
  kindOptions: { original: "Original return", revised: "Revised return" } as Readonly<Record<"original" | "revised", string>>,
  category: "Your return",
  categoryHelp:
    "It sets the due date: 31 July; 31 August for business or profession income without audit from FY 2025-26; 31 October for audit cases; 30 November for transfer-pricing cases.",
  categoryOptions: {
    general: "No business or profession income (ITR-1, ITR-2)",
    business: "Business or profession, accounts not audited",
    audit: "Accounts audited, or partner in an audited firm",
    transferPricing: "Transfer-pricing report required (Form 3CEB)",
  } as Readonly<Record<ReturnCategory, string>>,
  filed: "Date you filed, or will file, the return",
  filedHelp: "Year first, as YYYY-MM-DD: 2026-09-15 is 15 September 2026.",
  income: "Total income (after deductions)",
  incomeHelp: "Your taxable income after deductions such as 80C and 80D. The fee is ₹1,000 if this is ₹5 lakh or less.",
  deductions: "Deductions and capital-gain exemptions claimed",
  deductionsHelp: "Chapter VI-A deductions (80C, 80D, …) and exemptions under sections 54 to 54GB. They are added back to decide whether you had to file.",
  ageHelp: "Age on the last day of the year; the old regime's exemption limit depends on it.",
  mustFile: "I had to file for another reason",
  mustFileHelp:
    "Yes if, during the year, you deposited over ₹1 crore in current accounts or ₹50 lakh in savings accounts, spent over ₹2 lakh on foreign travel or ₹1 lakh on electricity, had TDS/TCS of ₹25,000 or more (₹50,000 at 60+), business turnover over ₹60 lakh or professional receipts over ₹10 lakh, or held a foreign asset; and always for a company or firm.",

  // The date field (date-field.ts).
  dateYearFirst: (suggestion: string, typed: string) => `Write the year first, as YYYY-MM-DD: ${suggestion} for ${typed}.`,
  dateShape: "Enter the date as YYYY-MM-DD, for example 2026-09-15.",
  dateMonth: "The month (the middle part) must be 01 to 12.",
  dateDay: "The day (the last part) must be 01 or more.",
  dateDaysInMonth: (month: number, year: number, days: number) => `${MONTHS_EN[month - 1]} ${year} has only ${days} days.`,
  dateRange: (from: string, to: string) => `Enter a date from ${from} to ${to}.`,

  date: (value: string) => formatLongDate(value),
  days: (n: number) => `${n} ${n === 1 ? "day" : "days"}`,
  provision: (value: string) => value,
  yearIn: (fy: FinancialYear) => yearInSentence(fy),
  dateNote: (note: string) => note,
  yes: "Yes",
  no: "No",

  validateTooEarly: (opens: string, year: string) => `Enter a date from ${opens}: a return for ${year} can be filed only after the year ends.`,
  summaryTooEarly: (year: string, opens: string) => `A return for ${year} can be filed only after the year ends, from ${opens}: check the filing date.`,
  summaryOnTime: (due: string) => `Filed on or before the due date of ${due}: no late fee.`,
  summaryNotRequired: (income: string, limit: string, due: string) =>
    `No late fee: your income before deductions (${income}) is not above the basic exemption limit (${limit}) and you had no other reason to file, so a return after ${due} attracts no fee.`,
  summaryLate: (days: string, due: string, provision: string, fee: string) =>
    `Filed ${days} after the due date of ${due}: the late fee under ${provision} is ${fee}.`,
  summaryPastUpdated: (belated: string, updated: string, filedOn: string) =>
    ` Both the belated-return date (${belated}) and the updated-return window (to ${updated}) have passed on ${filedOn}: a return can then be filed only in answer to a notice.`,
  summaryPastBelated: (belated: string, provision: string, updated: string, withFee: boolean) =>
    ` The last date for a belated return, ${belated}, has passed: only an updated return under ${provision} is possible (until ${updated}), with additional tax${withFee ? ", and the fee is payable with it" : ""}.`,

  sectionDue: "Due date",
  stepDueDate: (provision: string) => `Due date of the return under ${provision}`,
  filedOn: "Filed on",
  filedOnText: (date: string, late: string | null) => `${date}${late !== null ? `, ${late} late` : ", on time"}`,
  refFiledOn: (reference: string) => `${reference}: the fee applies to a return furnished after the due date`,
  sectionMustFile: "Did you have to file?",
  stepIncome: "Total income after deductions",
  refIncome: "Income-tax Act, total income as computed (s.2(45) of the 1961 Act)",
  stepAddBack: "Add back deductions and capital-gain exemptions",
  refAddBack: (reference: string) => `${reference}: income is tested without Chapter VI-A deductions or the s.54-series exemptions`,
  stepFilingTest: "Income for the filing test",
  stepLimit: (regime: "new" | "old") => `Basic exemption limit (${regime} regime)`,
  requiredToFile: "Required to file",
  requiredIncome: "Yes: income above the limit",
  requiredOther: "Yes: another reason to file",
  refRequired: (reference: string) => `${reference}, with its fourth and seventh provisos and Rule 12AB of the Income-tax Rules, 1962`,
  sectionFee: "Late fee",
  stepSmallLimit: "Income limit for the lower fee",
  feeFull: "Fee: total income above the limit",
  feeSmall: "Fee: total income within the limit",
  feeOnTime: "Fee: filed by the due date",
  feeNotRequired: "Fee: not required to file",
  sectionBelated: "Belated and updated returns",
  stepBelatedLast: (provision: string) => `Last date for a belated return (${provision})`,
  stepUpdatedLast: (provision: string) => `Last date for an updated return (${provision})`,
  passedOnFiling: ": passed on the filing date",

  noteInterest: "Interest under sections 234A, 234B and 234C on tax paid late is separate from this fee and is not included.",
  noteRegimeLimit:
    "Whether you had to file is tested against the basic exemption limit of the regime you chose. The Act speaks only of the amount not chargeable to tax; if your income is above the old regime's lower limit, filing is the safer course.",
  noteExtensions:
    "The dates are those fixed by the Act and by CBDT extensions known to us. CBDT sometimes extends a due date late in the season: check for an extension announced for your year.",
  noteRevise: (last: string, fee: { after: string; provision: string } | null) =>
    `A return filed on time or late can be revised until ${last}${fee ? `, with a fee after ${fee.after} (${fee.provision}): choose "Revised return" to work it out` : ""}.`,

  groupLateFee: (provision: string) => `Late fee (${provision})`,
  lateFee: "Late filing fee",
  dueDate: "Due date",
  daysLate: "Days after the due date",
  groupObligation: "Filing obligation",
  obligationIncome: (income: string, limit: string) => `Income before deductions of ${income} is above the basic exemption limit of ${limit}.`,
  obligationOther: "You had another reason to file (a deposit, spending, TDS or turnover condition, a foreign asset, or a company or firm).",
  obligationNone: (income: string, limit: string) =>
    `Income before deductions of ${income} is within the basic exemption limit of ${limit}, and no other reason applies.`,
  groupBelated: (provision: string) => `Belated return (${provision})`,
  belatedLastDate: "Last date for a belated return",
  revisedLastDate: "Last date to revise the return",
  pastBelatedDate: "Filing date past it",
  onlyUpdated: (provision: string, until: string) => `Only an updated return under ${provision} can be filed, until ${until}.`,

  // The revised return (revised.ts).
  revisedTooLate: (year: string, provision: string, last: string, filedOn: string, updatedProvision: string, updatedLast: string) =>
    `A return for ${year} could be revised under ${provision} until ${last}: on ${filedOn} it is too late. Only an updated return under ${updatedProvision} is possible (until ${updatedLast}), with additional tax.`,
  revisedNoFeeInYear: (year: string, filedOn: string, last: string) =>
    `A revised return for ${year} filed on ${filedOn} is within the last date of ${last}: no fee (the fee on revised returns starts with FY 2025-26).`,
  revisedWithinFree: (freeUntil: string, last: string, fee: string, smallFee: string, smallLimit: string, provision: string) =>
    `Filed by ${freeUntil}: no fee on the revised return. From the next day until ${last} a revised return costs ${fee} (${smallFee} with total income up to ${smallLimit}) under ${provision}.`,
  revisedFee: (freeUntil: string, provision: string, fee: string, last: string) =>
    `Revised after ${freeUntil}: the fee under ${provision} is ${fee}. The return can be revised until ${last}.`,
  revisedFeeNoFeeInYear: "Fee: none for revised returns of this year",
  revisedFeeWithinFree: (freeUntil: string) => `Fee: filed by ${freeUntil}`,
  revisedFeeTooLate: "Fee: none, the return can no longer be revised",
  stepRevisedLast: (provision: string) => `Last date for a revised return (${provision})`,
  stepFeeFree: "Last date without a fee",
  stepTotalIncome: "Total income",
  noteRevisedSeparate:
    "A revised return corrects a return already filed, on time or late; it does not cure a late original return, whose fee (section 234F, or 428(a) from tax year 2026-27) is separate. It must also be filed before the assessment is completed, if that comes first.",
  noteRevisedUpdated:
    "Amend with an updated return instead if the time to revise has passed: it can only add income or reduce a loss, and carries additional tax.",
  groupRevised: (provision: string) => `Revised return (${provision})`,
  revisedFeeFigure: "Fee on the revised return",
  revisedLastFigure: "Last date to revise",
  revisedFeeFrom: "Fee charged from",
  revisedNoFeeThisYear: "No fee for this year",
  pastRevisedDate: "Filing date past the last date",
  sectionRevised: "Revised return",

  explanation: [
    "Section 234F of the Income-tax Act, 1961 charges a fee when a person who has to file a return files it after the due date in section 139(1). The fee is ₹5,000, and ₹1,000 when total income is ₹5 lakh or less. From tax year 2026-27 the same fee is in section 428(a) of the Income-tax Act, 2025. It must be paid before the late return is filed, together with any tax and interest still due.",
    "The due date depends on the return: 31 July for most individuals, 31 August for business or profession income that needs no audit and partners of such firms (from FY 2025-26, by Finance Act 2026), 31 October when the accounts are audited, and 30 November when a transfer-pricing report is due. CBDT extends these dates some years; for FY 2024-25 the dates became 16 September 2025 and 10 December 2025. The calculator uses the extended dates.",
    "No fee is due if you did not have to file at all: when your income before deductions is within the basic exemption limit and none of the other conditions of section 139(1) applies, such as large bank deposits, foreign travel, electricity bills, TDS or a foreign asset.",
    "A late return is a belated return under section 139(4) of the 1961 Act (section 263 of the 2025 Act from tax year 2026-27), which can be filed until 31 December of the year after the financial year (three months before the assessment year ends). After that only an updated return is possible, with additional tax, and the fee still has to be paid with it.",
    "A return already filed can be revised. Up to FY 2024-25 the last date was 31 December, with no fee. Finance Act 2026 moved it to 31 March, twelve months after the year ends, and charges a fee for a revised return filed after 31 December: ₹5,000, or ₹1,000 when total income is ₹5 lakh or less (section 234-I of the 1961 Act for FY 2025-26; section 428(b) of the 2025 Act from tax year 2026-27). Transfer-pricing cases file by 30 November.",
  ] as readonly string[],
  faq: [
    {
      question: "Is there a fee for revising my return?",
      answer:
        "Only from FY 2025-26, and only after 31 December. A return for FY 2025-26 can be revised until 31 March 2027: free until 31 December 2026, then ₹5,000 (₹1,000 if total income is ₹5 lakh or less) under section 234-I. From tax year 2026-27 the same fee is in section 428(b) of the Income-tax Act, 2025. Earlier years could be revised until 31 December, with no fee.",
    },
    {
      question: "How much is the late fee for filing an ITR after the due date?",
      answer:
        "₹5,000 if your total income is above ₹5 lakh, and ₹1,000 if it is ₹5 lakh or less. There is no fee if you were not required to file the return at all.",
    },
    {
      question: "Is the ₹5 lakh limit on income before or after deductions?",
      answer:
        "After deductions: the fee looks at total income, the figure on which tax is worked out. Whether you had to file at all is judged on income before deductions, so someone with ₹6 lakh of income and ₹1.5 lakh of 80C deductions must file and pays ₹1,000 if late.",
    },
    {
      question: "Do I pay the fee if my tax is nil?",
      answer:
        "Yes, if you had to file. In the new regime, income up to ₹12 lakh can be tax-free because of the rebate (section 156 from tax year 2026-27, section 87A before it), but anyone with income above the ₹4 lakh exemption limit must still file by the due date, and a late return attracts the fee.",
    },
    {
      question: "What is the last date for a belated return?",
      answer:
        "31 December after the end of the financial year (for FY 2025-26, 31 December 2026), unless the assessment is completed earlier. For FY 2023-24 CBDT allowed resident individuals until 15 January 2025.",
    },
    {
      question: "What if I miss the belated-return date as well?",
      answer:
        "You can file an updated return (ITR-U) under section 139(8A) of the 1961 Act (section 263 of the 2025 Act from tax year 2026-27) within 48 months from the end of the assessment year, paying additional tax of 25% to 70% of the tax and interest due, and the late fee. It cannot claim a refund or lower your tax. The Finance Act 2026 also allows one after a reassessment notice, within the time the notice allows and at a further 10% of tax, and one that reduces a loss.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const SECTION_234F_TEXT: Catalogues<typeof en> = translatable("SECTION_234F_TEXT", en);
