import { formatLongDate } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { formAcrossYears, type PrescribedFormKey } from "@/lib/tax/forms";
import { financialYearLabel, type FinancialYear } from "@/lib/tax/years";
import type { Regime } from "@/lib/tax";
import type { ResidentialStatus } from "./fields";
import { incomeTaxEligibilityMeta } from "./meta";

/*
 * Every word the "must I file a return?" calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

/** The grounds of s.139(1) / s.263(1) the calculator tests, in the order it shows them. */
export type Ground = "current" | "travel" | "electricity" | "turnover" | "receipts" | "tds" | "savings";

const GROUND_TITLES_EN: Readonly<Record<Ground, string>> = {
  current: "Deposits in current accounts",
  travel: "Spending on foreign travel",
  electricity: "Spending on electricity",
  turnover: "Business turnover",
  receipts: "Professional receipts",
  tds: "TDS and TCS",
  savings: "Deposits in savings accounts",
};

const en = {
  description: incomeTaxEligibilityMeta.description,
  keywords: incomeTaxEligibilityMeta.keywords,
  groupYou: "Year and you",
  groupIncome: "Income",
  groupMoney: "Money in and out during the year",
  groupOther: "Other reasons",
  regimeHelp: "The new regime applies unless you opt out of it. The exemption limit depends on it.",
  ageHelp: "Age on the last day of the year.",
  status: "Residential status for the year",
  statusHelp: 'Most people living in India are resident. "Not ordinarily resident" usually means you came back after years abroad.',
  statusOptions: { resident: "Resident", rnor: "Resident but not ordinarily resident", nonresident: "Non-resident" } as Readonly<
    Record<ResidentialStatus, string>
  >,
  salary: "Salary or pension for the year",
  salaryHelp: "Gross, before the standard deduction. Leave out allowances that are exempt, such as the HRA exemption in the old regime.",
  other: "All other income for the year",
  otherHelp:
    "Interest, rent, business profit, capital gains and the like, before deductions under sections 80C to 80U and before capital-gains exemptions (sections 54 to 54GB).",
  tds: "TDS and TCS for the year",
  tdsHelp: (form: string) => `Tax deducted or collected at source from you in the year, as in ${form}.`,
  current: "Deposited in current accounts",
  currentHelp: "Total of all deposits in the year into current accounts with banks.",
  savings: "Deposited in savings accounts",
  savingsHelp: "Total of all deposits in the year into savings accounts.",
  travel: "Spent on foreign travel",
  travelHelp: "For yourself or anyone else, in the year.",
  electricity: "Spent on electricity",
  electricityHelp: "Electricity bills you paid in the year, in total.",
  turnover: "Business turnover or gross receipts",
  turnoverHelp: "Total sales of your business in the year, not its profit.",
  receipts: "Gross receipts from a profession",
  receiptsHelp: "Fees received as a doctor, lawyer, consultant, freelancer and the like, before expenses.",
  foreign: "You hold an asset or an account outside India, or can sign for one",
  refund: "You want a refund of tax deducted or paid",
  loss: "You have a business or capital-gains loss to carry forward",
  form: (key: PrescribedFormKey) => formAcrossYears(key),

  date: (value: string) => formatLongDate(value),
  yearIn: (fy: FinancialYear) => {
    const label = financialYearLabel(fy);
    return label.startsWith("Tax year") ? `tax${label.slice(3)}` : label;
  },
  regimeName: { new: "new regime", old: "old regime" } as Readonly<Record<Regime, string>>,
  capitalise: (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
  yes: "Yes",
  no: "No",

  limitAbove: (amount: string) => `more than ${amount}`,
  limitAtLeast: (amount: string) => `at least ${amount}`,
  groundTitle: GROUND_TITLES_EN,
  groundReason: (ground: Ground, amount: string, limit: string) =>
    `${ground === "tds" ? "TDS and TCS" : GROUND_TITLES_EN[ground].toLowerCase()} of ${amount}, ${limit}`,
  incomeTitle: (regime: string) => `Income before deductions (${regime})`,
  incomeReason: (income: string, limit: string) => `income before deductions of ${income}, more than the exemption limit of ${limit}`,
  foreignTitle: "Assets or accounts outside India",
  foreignLimit: "any, for a resident (not RNOR)",
  foreignReason: "an asset or account outside India, as a resident",
  refundTitle: "Refund wanted",
  any: "any",
  refundReason: "a refund you want to claim",
  refundPurpose: "to claim your refund",
  lossTitle: "Loss to carry forward",
  lossReason: "a loss you want to carry forward",
  lossPurpose: "to carry your loss forward",

  summaryMust: (year: string, due: string, reasons: readonly string[]) => `Yes, you must file a return for ${year}, by ${due}: ${reasons.join("; ")}.`,
  summaryShould: (year: string, due: string, purposes: readonly string[]) =>
    `The law does not require you to file for ${year}, but file by ${due} ${purposes.join(" and ")}: only a return can do that.`,
  summaryNo: (year: string) => `No, the law does not require you to file a return for ${year}. You may still file one.`,

  noteOtherRegime: (regime: string, income: string, above: boolean, limit: string) =>
    `Under the ${regime} your income before deductions, ${income}, would be ${above ? "above" : "within"} its exemption limit of ${limit}. The Act speaks of "the maximum amount which is not chargeable to income-tax" without naming a regime${above ? "; filing is the safe course" : ""}.`,
  noteTds: "Tax was deducted or collected from you. If it is more than your tax for the year, only a return gets the difference back.",
  noteForeignNonResident: "The foreign-asset ground applies only to a resident who is ordinarily resident, so it does not apply to you.",
  noteSenior:
    "A resident aged 75 or more whose only income is pension and interest from the bank that pays the pension, and who has given that bank the declaration for it, need not file: the bank works out and deducts the tax (section 194P of the 1961 Act, continued by the 2025 Act).",
  noteDueDates: (general: string, business: string, audit: string, transferPricing: string, lateFee: string, belated: string) =>
    `The due date is ${general} without business or professional income, ${business} with it when the accounts need no audit (and for partners of such firms), ${audit} when the accounts are audited and ${transferPricing} when a transfer-pricing report is due. A return filed late is accepted with a fee (${lateFee}), and interest on unpaid tax, until ${belated}.`,
  noteRevisedFee: (last: string, after: string, fee: string, smallFee: string, smallLimit: string, provision: string) =>
    `A return can be revised until ${last}; a revision after ${after} costs ${fee}, or ${smallFee} with total income up to ${smallLimit} (${provision}).`,
  noteRevisedFree: (last: string) => `A return can be revised until ${last}, with no fee.`,

  stepSalary: "Salary or pension",
  refSalary: (act: string) => `${act}: income under the head "Salaries"`,
  stepStandard: (regime: string) => `Less: standard deduction (${regime})`,
  stepOther: "Other income",
  incomeBefore: "Income before deductions",
  exemptionLimit: "Basic exemption limit",

  groupFiling: (year: string) => `Filing for ${year}`,
  mustFile: "Must you file?",
  reasons: "Because of",
  noneOfTheGrounds: "None of the grounds",
  shouldFile: "Worth filing anyway?",
  fileTo: (purposes: readonly string[]) => `File ${purposes.join(" and ")}.`,
  incomeTest: "Income test",
  groupDue: "Due date of the return",
  dueWithoutAuditBusiness: "Without a tax audit (business or profession)",
  dueWithoutAudit: "Without a tax audit",
  businessNoAudit: "Business or profession, no audit",
  withAudit: "With a tax audit",
  withTransferPricing: "With a transfer-pricing report",
  belatedLast: "Last date for a late (belated) return",
  revisedLast: "Last date to revise a return",
  revisedFeeNote: (after: string, provision: string) => `A fee applies after ${after} (${provision}).`,
  eachGround: "Each ground",
  groundStep: (title: string, figure: string, limit: string) => `${title}: ${figure} (${limit})`,
  resultMust: "Must file",
  resultClaim: "File to claim it",
  resultNotMet: "Not met",
  dueSection: "Due date",
  noBusiness: "No business or profession income",
  businessNotAudited: "Business or profession, accounts not audited",
  belatedReturn: "Belated return",
  revisedReturn: "Revised return",
  tableCaption: (year: string) => `Grounds for filing a return for ${year}`,
  columns: ["Ground", "Yours", "Limit", "Result"] as readonly string[],

  explanation: [
    "Section 139(1) of the Income-tax Act, 1961 (section 263(1) of the Income-tax Act, 2025 from tax year 2026-27) requires an individual to file a return when the total income for the year, before the deductions under sections 80C to 80U (sections 123 to 154 of the 2025 Act) and before the capital-gains exemptions of sections 54 to 54GB, is more than the basic exemption limit: ₹4 lakh in the new regime from FY 2025-26 (₹3 lakh before), and ₹2.5 lakh in the old regime (₹3 lakh for residents aged 60 to 79, ₹5 lakh for those aged 80 or more). A salary is counted after the standard deduction.",
    "Income is not the only test. Since FY 2019-20 a person whose income is below the limit must still file if, during the year, they deposited more than ₹1 crore in current accounts, spent more than ₹2 lakh on foreign travel for themselves or anyone else, or spent more than ₹1 lakh on electricity (the seventh proviso to section 139(1)). Rule 12AB, from April 2022, adds four more: business turnover above ₹60 lakh, professional receipts above ₹10 lakh, tax deducted and collected at source of ₹25,000 or more (₹50,000 for a resident aged 60 or more), and deposits of ₹50 lakh or more in savings accounts.",
    "A resident who is ordinarily resident must also file if they hold any asset outside India, have a financial interest in a foreign entity, or can sign for a foreign account, even with no taxable income. And only a return can claim back tax deducted in excess, or carry a business or capital-gains loss forward to later years; the 2025 Act lists both among the persons who must file.",
    "This calculator applies each of these tests to your figures, tells you whether you must file, for which reasons, and the due date for the year.",
  ] as readonly string[],
  faqTdsQuestion: "Tax was deducted from my interest, but my income is below the limit. What should I do?",
  faqTdsAnswer: (noTdsForm: string) =>
    `File a return to claim the refund: it is the only way to get the tax back. If your income is below the limit you can also give the bank ${noTdsForm} at the start of the year so that it does not deduct tax.`,
  faq: [
    {
      question: "My income is below ₹12 lakh and I pay no tax in the new regime. Must I still file?",
      answer:
        "Yes, if your income before deductions is above ₹4 lakh. The rebate (section 156 from tax year 2026-27, section 87A before it) removes the tax, not the duty to file: the test is the basic exemption limit, not whether any tax is payable.",
    },
    {
      question: "Which regime's exemption limit applies?",
      answer:
        "The Act speaks only of the maximum amount not chargeable to tax. Since the new regime is the default, the new-regime limit is the usual reading unless you opt for the old regime. When the two regimes give different answers, this calculator says so; filing is the safe course.",
    },
    {
      question: "What happens if I must file and I don't?",
      answer:
        "A return filed after the due date costs a fee under section 234F (section 428(a) of the Income-tax Act, 2025 from tax year 2026-27): ₹1,000 if your total income is up to ₹5 lakh and ₹5,000 above that, plus interest on any tax unpaid. The due date is 31 July, 31 August for business or professional income without an audit (from FY 2025-26), 31 October with an audit and 30 November with a transfer-pricing report; a late return can be filed until 31 December, and a return can be revised until 31 March from FY 2025-26, with a fee of ₹1,000 or ₹5,000 after 31 December (section 234-I; section 428(b) from tax year 2026-27). Not filing at all can lead to a notice, penalties and, for large amounts, prosecution.",
    },
    {
      question: "I am a student who travelled abroad. Must I file?",
      answer:
        "If you paid more than ₹2 lakh in the year for travel abroad, for yourself or for anyone else, you must file even with no income. The test falls on whoever paid: if your parents paid for your trip, it counts as their spending, not yours.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const ELIGIBILITY_TEXT: Catalogues<typeof en> = translatable("ELIGIBILITY_TEXT", en);
