import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { LeaveLimit } from "@/lib/tax/leave-encashment-exemption";
import { leaveEncashmentMeta } from "./meta";

/*
 * Every word the leave-encashment calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md),
 * not word for word.
 */

type Occasion = "leaving" | "inService";
type Employer = "private" | "government";

const englishPlural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const en = {
  description: leaveEncashmentMeta.description,
  keywords: leaveEncashmentMeta.keywords,
  groupYear: "Year and occasion",
  groupReceived: "Amount received",
  groupService: "Salary, service and leave",
  groupEarlier: "Exempted before",
  fy: "Year you receive it",
  when: "Leave encashed",
  whenOptions: { leaving: "On retirement or leaving the job", inService: "While still in service" } as Readonly<Record<Occasion, string>>,
  whenHelp: "Leaving includes retirement on superannuation, voluntary retirement and resignation.",
  employer: "Your employer",
  employerOptions: { private: "Private, PSU or other", government: "Central or State Government" } as Readonly<Record<Employer, string>>,
  employerHelp: "Public-sector companies, banks and local authorities are not government here.",
  received: "Leave encashment received",
  receivedHelp: "The amount paid for your unused earned leave, before tax.",
  avgSalary: "Average salary, a month, over the 10 months before you left",
  avgSalaryHelp: "Basic + DA that counts for retirement benefits, plus commission fixed as a % of sales. Not HRA or other allowances.",
  years: "Completed years of service",
  yearsHelp: "With the employer paying the encashment. Part of a year does not count.",
  leavePerYear: "Earned leave credited each year",
  leavePerYearHelp: (days: number) => `Earned (privilege) leave a year under your employer's rules; at most ${days} days a year count.`,
  leaveTaken: "Earned leave taken or encashed during service",
  leaveTakenHelp: "All the earned leave you used or were paid for while working, in days.",
  earlier: "Leave encashment exempted before",
  earlierHelp: (limit: string) => `From earlier employers, or another employer this year: it uses up the same ${limit} lifetime limit.`,
  tooMuchLeave: (taken: number, perYear: number, years: number, earned: number) =>
    `You cannot have taken more leave (${englishPlural(taken, "day")}) than you earned: ${englishPlural(perYear, "day")} × ${englishPlural(years, "year")} = ${englishPlural(earned, "day")}. Check the leave taken, the leave a year and the years of service.`,
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  /** A provision's name as the rules give it ("section 10(10AA)(ii)"), in the page's language. */
  provision: (english: string) => english,
  summaryInService: (received: string, year: string) =>
    `All ${received} is taxable as salary for ${year}: leave encashed while you are still in service has no exemption.`,
  summaryAllFree: (received: string, provision: string, year: string) =>
    `All ${received} of your leave encashment is tax-free under ${provision} for ${year}, in both regimes.`,
  summaryPart: (exempt: string, received: string, provision: string, year: string, taxable: string) =>
    `${exempt} of your ${received} leave encashment is tax-free under ${provision} for ${year}; the other ${taxable} is taxed as salary.`,
  yourEncashment: "Your leave encashment",
  receivedLabel: "Leave encashment received",
  exempt: "Tax-free",
  taxable: "Taxable as salary",
  limitsUnder: (provision: string) => `Limits under ${provision}`,
  creditDays: "Leave credit counted, days",
  creditValue: "Value of the leave credit",
  monthsSalary: (months: number) => `${months} months' average salary`,
  limitLeft: "Limit left after earlier exemptions",
  limit: "Limit",
  bindingLimit: "The least, which sets the tax-free part",
  /** The limits' names in the binding-limit sentence; the ten months' salary is monthsSalary. */
  limitNames: { received: "the amount received", leaveCredit: "the value of the leave credit", ceiling: "the limit" } as Readonly<
    Record<Exclude<LeaveLimit, "tenMonths">, string>
  >,
  binding: (names: readonly string[]) => {
    const text = names.join(" and ");
    const sentence = text.charAt(0).toUpperCase() + text.slice(1);
    return names.length > 1 ? `${sentence}, equal` : sentence;
  },
  breakdownInService: "Leave encashed in service: all taxable as salary",
  breakdown: (provision: string) => `Tax-free leave encashment: ${provision}`,
  stepNothingInService: "Tax-free: nothing while in service",
  onlyOnRetirement: (reference: string) => `${reference} (only on retirement)`,
  stepAllTaxable: "Taxable: all of it",
  stepAllFree: "Tax-free: all of it",
  stepTaxable: "Taxable",
  stepAverage: (months: number) => `Average salary, a month, over the ${months} months before retirement`,
  stepCredit: (perYear: number, years: number, taken: number) =>
    `Leave credit: ${perYear} days × ${englishPlural(years, "year")} − ${englishPlural(taken, "day")} taken or encashed`,
  days: (count: number) => englishPlural(count, "day"),
  stepCreditValue: (days: number, salary: string, daysInMonth: number) =>
    `Value of the leave credit: ${englishPlural(days, "day")} × ${salary} ÷ ${daysInMonth} (paise dropped)`,
  stepLessEarlier: "Less leave encashment exempted before",
  stepLimitLeft: "Limit left",
  stepLeast: "Tax-free: the least of the four limits",
  stepTaxableRest: "Taxable: received less the tax-free part",
  noteInService:
    "Leave encashed during service is taxed in the year you receive it. If it relates to earlier years and pushes you into a higher slab, relief for salary paid in arrears (section 89 of the 1961 Act, and its counterpart in the 2025 Act) may reduce the tax.",
  noteRegimes: "The exemption is the same in the old and the new regime. Leave encashment paid to your family after your death is not taxable.",
  noteResignation: "Retirement here includes voluntary retirement and, in the usual reading that employers follow, resignation.",
  noteLifetime: (limit: string) =>
    `The ${limit} limit applies to retirements from 1 April 2023 and is for your whole life: amounts exempted from earlier employers, or from two employers in the same year, use it up.`,
  noteSalary: (months: number) =>
    `Salary here is basic pay, dearness allowance that counts for retirement benefits and commission fixed as a percentage of sales, averaged over the ${months} months before you retired. Only completed years of service count.`,
  noteDays: (maxDays: number, daysInMonth: number) =>
    `Leave counts at no more than ${maxDays} days for each year of service, whatever your employer credits. A day's salary is the monthly average divided by ${daysInMonth}, the usual practice; paise are dropped.`,
  noteGovernment:
    'Only Central and State Government employees are fully exempt. Employees of public-sector companies, banks and local authorities use the four limits: choose "Private, PSU or other".',
  explanation: [
    "Many employers pay you for earned leave you did not take. Income tax treats that payment as salary (section 17(1)(va) of the Income-tax Act, 1961), and whether any of it is tax-free depends on when you receive it and who your employer is.",
    "Leave encashed while you are still working is fully taxable. On retirement, whether on superannuation, voluntary retirement or resignation, Central and State Government employees pay no tax on it (section 10(10AA)(i)). Everyone else, including employees of public-sector companies and banks, gets the least of four amounts tax-free (section 10(10AA)(ii)): the amount received; ten months' average salary; the value of the earned leave to your credit, counting at most 30 days for each completed year of service, at your average salary; and ₹25 lakh for retirements from 1 April 2023 (₹3 lakh before), less anything exempted before.",
    "From tax year 2026-27 the same rules are deductions from salary under section 19 of the Income-tax Act, 2025 (Table, serial numbers 13 and 14). The exemption applies in both regimes. This calculator shows the four limits side by side and which one sets your tax-free amount.",
  ] as readonly string[],
  faq: [
    {
      question: "Is leave encashment on resignation tax-free?",
      answer:
        'The Act speaks of retirement "on superannuation or otherwise", and resignation is usually treated as retirement otherwise than on superannuation, so the same four limits apply. Leave encashed each year while you stay in the job is fully taxable.',
    },
    {
      question: "What is the limit on tax-free leave encashment?",
      answer:
        "₹25 lakh for non-government employees who retire on or after 1 April 2023 (CBDT notification 31/2023); it was ₹3 lakh before. It is a lifetime limit shared across employers. Government employees have no limit.",
    },
    {
      question: "My employer gives 45 days of earned leave a year. Does all of it count?",
      answer:
        "No. For the exemption, leave is counted at no more than 30 days for each completed year of service, less the leave you took or encashed. The rest can still be paid to you, but that part is taxable.",
    },
    {
      question: "Is leave encashment tax-free in the new regime?",
      answer: "Yes. The new regime keeps the leave encashment exemption, so the tax-free amount is the same in both regimes.",
    },
    {
      question: "What counts as salary for the average?",
      answer:
        "Basic pay, dearness allowance if your terms of employment count it for retirement benefits, and commission fixed as a percentage of sales, averaged over the ten months immediately before you retire. HRA and other allowances are left out.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const LEAVE_ENCASHMENT_TEXT: Catalogues<typeof en> = translatable("LEAVE_ENCASHMENT_TEXT", en);
