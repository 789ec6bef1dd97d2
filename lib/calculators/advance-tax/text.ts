import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import type { EstimateMode, PaymentMonth } from "./fields";
import { advanceTaxMeta } from "./meta";

/*
 * Every word the advance-tax calculator shows, in English and Hindi. Section and form names
 * from lib/tax come in English; the Hindi messages cite them in Hindi.
 */

/** "Form 26AS (Form 168 from tax year 2026-27)" in Hindi: "फ़ॉर्म 26AS (कर वर्ष 2026-27 से फ़ॉर्म 168)". */
export const hiFormAcrossYears = (english: string) =>
  english.replace(
    /^(.+?) \((.+?) from tax year (\S+)\)$/,
    (_match, before: string, after: string, year: string) => `${hindiCitation(before)} (कर वर्ष ${year} से ${hindiCitation(after)})`,
  );

const en = {
  description: advanceTaxMeta.description,
  keywords: advanceTaxMeta.keywords,
  cite: (english: string) => english,
  groupYou: "Year and you",
  groupTax: "Tax for the year",
  groupPaid: "Advance tax you paid",
  ageHelp: "Age on the last day of the year. Residents aged 60 or more with no business income pay no advance tax.",
  resident: "Resident in India for the year",
  mode: "Work out the year's tax from",
  modeOptions: { income: "My income", tax: "A tax figure I already have" } as Readonly<Record<EstimateMode, string>>,
  regimeHelp: "The new regime applies unless you opt out of it.",
  salary: "Salary or pension for the year",
  salaryHelp: "Gross salary before the standard deduction.",
  business: "Profit from business or profession for the year",
  businessHelp: "Your estimated profit (or the presumptive income under section 44AD or 44ADA), not your turnover.",
  other: "Other income for the year",
  otherHelp:
    "Interest, rent after its deductions and the like, taxed at the slab rates. Enter dividends below. For capital gains, enter a tax figure instead.",
  ded80c: "Section 80C investments",
  ded80cHelp: "Old regime only; counted up to ₹1,50,000.",
  ded80d: "Section 80D health insurance",
  ded80dHelp: "Old regime only; within the section's limits.",
  tax: "Estimated tax for the year",
  taxHelp: "Total tax on your income for the year, with surcharge and cess, before TDS (from the income-tax or capital-gains calculator, say).",
  hasBusiness: "Some of the income is from business or profession",
  presumptive: "Presumptive income under section 44AD or 44ADA",
  presumptiveHelp: "Then the whole advance tax is due in one instalment by 15 March.",
  tds: "TDS and TCS for the year",
  /** each argument: "Form 26AS (Form 168 from tax year 2026-27)" */
  tdsHelp: (statement: string, salaryCertificate: string, otherCertificate: string) =>
    `Tax deducted or collected at source on your income (${statement}, and the TDS certificates ${salaryCertificate} and ${otherCertificate}).`,
  paidJun: "Advance tax paid on or before 15 June",
  paidSep: "Paid from 16 June to 15 September",
  paidDec: "Paid from 16 September to 15 December",
  paidMar: "Paid from 16 December to 15 March",
  paidLate: "Paid from 16 to 31 March",
  paidLateHelp: "Still advance tax of the year, but late for the 15 March instalment.",
  paidIn: "Month the rest is (or will be) paid, after the year ends",
  paidInHelp:
    "The tax still unpaid on 31 March, paid as self-assessment tax. Interest for default in advance tax runs from 1 April to this month, a part month counting as a month.",
  month: {
    apr: "April",
    may: "May",
    jun: "June",
    jul: "July",
    aug: "August",
    sep: "September",
    oct: "October",
    nov: "November",
    dec: "December",
    jan: "January",
    feb: "February",
    mar: "March",
  } as Readonly<Record<PaymentMonth, string>>,
  paymentMonth: (month: string, months: number) => `${month}: ${months} ${months === 1 ? "month" : "months"} of interest`,
  /** "3 months" in a formula */
  months: (months: number) => `${months} ${months === 1 ? "month" : "months"}`,
  /** the year mid-sentence: "tax year 2026-27"; "FY 2025-26 (AY 2026-27)" keeps its capitals */
  year: (label: string) => (label.startsWith("Tax year") ? `tax${label.slice(3)}` : label),
  estimatedTaxStep: "Estimated tax for the year (as entered)",
  estimatedTaxReference: (act: string, section: string) => `${act}, ${section}: advance tax on the current income of the year`,
  businessStep: "Profits and gains of business or profession",
  businessReference: (act: string) => `${act}: income under the head "Profits and gains of business or profession"`,
  otherStep: "Income from other sources",
  reasonSenior: "A resident aged 60 or more with no business or professional income pays no advance tax.",
  reasonBelow: (tax: string, threshold: string) => `Your tax after TDS and TCS, ${tax}, is below ${threshold}.`,
  reasonAbove: (tax: string, threshold: string) => `Your tax after TDS and TCS, ${tax}, is ${threshold} or more.`,
  summaryNotDue: (year: string, reason: string, balance: string) =>
    `No advance tax is due for ${year}. ${reason}${balance ? ` Pay the ${balance} left as self-assessment tax before you file.` : ""}`,
  summaryPresumptive: (amount: string, year: string, date: string) => `Advance tax of ${amount} is due for ${year}, all of it by ${date}.`,
  summaryInstalments: (amount: string, year: string, instalments: readonly string[]) =>
    `Advance tax of ${amount} is due for ${year}: ${instalments.length < 2 ? instalments.join("") : `${instalments.slice(0, -1).join(", ")} and ${instalments.at(-1)}`}.`,
  instalmentBy: (amount: string, date: string) => `${amount} by ${date}`,
  breakdownTax: "Tax for the year",
  lessTds: "Less: TDS and TCS",
  lessTdsReference: (act: string, section: string) => `${act}, ${section}: tax deducted or collected at source is subtracted`,
  taxAfterTds: "Tax after TDS and TCS",
  isDue: "Is advance tax due?",
  yes: "Yes",
  no: "No",
  instalments: "Instalments",
  instalmentStep: (date: string, percent: number, rounding: number) =>
    `By ${date}: ${percent}% of the year's advance tax, in total (rounded to the nearest ₹${rounding})`,
  defermentTitle: (section: string) => `Interest for deferring instalments (${section})`,
  toleranceStep: (date: string, paid: string, percent: number) => `${date}: ${paid} paid, at least ${percent}% of the tax: no interest`,
  defermentStep: (date: string, required: string, paid: string, shortfall: string, rate: number, months: string) =>
    `${date}: ${required} due, ${paid} paid; shortfall ${shortfall} × ${rate}% × ${months}`,
  interestRounded: (rounding: number) => `Interest (rounded to the nearest ₹${rounding})`,
  defaultTitle: (section: string) => `Interest for default in advance tax (${section})`,
  paidBy: (date: string) => `Advance tax paid by ${date}`,
  defaultShare: (percent: number) => `${percent}% of the tax after TDS and TCS`,
  noInterest: "No interest",
  noInterestText: (percent: number) => `At least ${percent}% was paid as advance tax.`,
  defaultStep: (shortfall: string, rate: number, months: string, month: string, rounding: number) =>
    `Shortfall ${shortfall} × ${rate}% × ${months} (1 April to ${month}), rounded to the nearest ₹${rounding}`,
  noteRounding: (rounding: number, base: number) =>
    `Advance tax instalments and interest are rounded to the nearest ₹${rounding} (section 288B); interest is charged on the shortfall rounded down to a multiple of ₹${base}, a part of a month counting as a whole month (Rule 119A).`,
  noteHoliday: "If a due date falls on a bank holiday, a payment on the next working day is accepted as made on time.",
  noteAssumption:
    "Interest assumes the income you return, and the income finally assessed, are the estimate above. No interest for deferment is charged on a shortfall caused by capital gains, lottery winnings or dividends that arose after a due date, if the tax on them is paid in the remaining instalments; this calculator does not separate such income.",
  noteOnePayment:
    "Interest for default in advance tax is worked out to one payment of the balance. Interest for a late return (section 234A) is not included.",
  noteSlabOnly:
    "Income here is taxed at the slab rates. Capital gains and other income taxed at special rates are not included: work out the year's tax in the income-tax or capital-gains calculator and enter it as a tax figure.",
  note2025Act: (interestDefault: string, interestDeferment: string) =>
    `Tax year 2026-27 falls under the Income-tax Act, 2025: advance tax is in sections 403 to 408 and the interest in ${interestDefault} and ${interestDeferment}, with the same rates and dates as the 1961 Act.`,
  groupAdvance: (year: string) => `Advance tax for ${year}`,
  estimatedTax: "Tax for the year",
  due: "Advance tax due?",
  groupByDate: "To pay in total by each date",
  byJune: "By 15 June",
  bySeptember: "By 15 September",
  byDecember: "By 15 December",
  byMarch: "By 15 March",
  groupInterest: "Interest on what you paid",
  interestDeferment: (section: string) => `Deferring instalments (${section})`,
  interestDefault: (section: string) => `Default in advance tax (${section})`,
  totalInterest: "Total interest",
  balance: "Tax left to pay after 31 March",
  tableCaption: (year: string) => `Advance tax instalments for ${year}`,
  tableColumns: ["Due date", "Share due", "Due in total by this date", "Instalment", "Paid by this date", "Interest for deferment"] as readonly string[],
  explanation: [
    "Advance tax means paying income tax during the year in which the income is earned, instead of in one go when you file the return. It is due when the tax for the year, after the tax deducted or collected at source (TDS and TCS), comes to ₹10,000 or more (section 208 of the Income-tax Act, 1961; section 404 of the Income-tax Act, 2025 from tax year 2026-27). A resident individual aged 60 or more who has no income from business or profession need not pay advance tax at all (section 207(2); section 403(3) of the 2025 Act).",
    "The tax is paid in four instalments: at least 15% of the year's advance tax by 15 June, 45% by 15 September, 75% by 15 December and all of it by 15 March, each figure counting what was paid before (section 211; section 408). Anyone who declares presumptive income from a business under section 44AD or a profession under section 44ADA may pay the whole amount in one instalment by 15 March. Tax paid by 31 March still counts as advance tax of the year.",
    "Paying late costs simple interest. Under section 234C (section 425 of the 2025 Act), each instalment that falls short bears 1% a month on the shortfall: three months for the June, September and December instalments and one month for March. There is no interest on the June instalment if at least 12% was paid by 15 June, nor on the September instalment if at least 36% was paid by 15 September. Under section 234B (section 424 of the 2025 Act), if the advance tax paid by 31 March is less than 90% of the tax due after TDS, the unpaid tax bears 1% for every month or part of a month from 1 April after the year until it is paid.",
    "This calculator works out the year's tax from your income under the regime you choose (or takes a tax figure you already have), subtracts TDS and TCS, tells you whether advance tax is due and how much to pay by each date, and computes both kinds of interest on the payments you enter.",
  ] as readonly string[],
  faq: [
    {
      question: "I am salaried. Do I need to pay advance tax?",
      answer:
        "Usually not, because your employer deducts tax from your salary. But if you have other income, such as interest, rent, capital gains or freelance fees, and the tax on it that is not covered by TDS comes to ₹10,000 or more for the year, you must pay advance tax on it.",
    },
    {
      question: "What if I miss an instalment?",
      answer:
        "Pay as soon as you can. Interest under section 234C is 1% a month on the shortfall, for three months (one month for the March instalment), so a missed June instalment paid in August costs the same three months as one paid in September. If by 31 March you have paid less than 90% of the year's tax, interest under section 234B also runs from 1 April until you pay the rest.",
    },
    {
      question: "Is it advance tax if I pay between 16 and 31 March?",
      answer:
        "Yes. Tax paid by 31 March counts as advance tax of the year, so it counts toward the 90% test of section 234B. It is still late for the 15 March instalment, so one month's interest under section 234C applies to that instalment's shortfall.",
    },
    {
      question: "I am a senior citizen with pension and interest income. Do I pay advance tax?",
      answer:
        "Not if you are resident in India and have no income from business or profession. You pay any tax not covered by TDS as self-assessment tax before filing your return, without interest for not paying advance tax.",
    },
    {
      question: "How do I pay advance tax?",
      answer:
        "Online through the e-Pay Tax service of the income-tax e-filing portal with challan ITNS 280, choosing minor head 100 (advance tax) and the correct assessment or tax year. Keep the challan identification number: you enter it in your return.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const ADVANCE_TAX_TEXT: Catalogues<typeof en> = translatable("ADVANCE_TAX_TEXT", en);
