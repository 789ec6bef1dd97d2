import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { QualifyingDisability } from "@/lib/tax/transport-parameters";
import { transportAllowanceMeta } from "./meta";

/*
 * Every word the transport-allowance calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md),
 * not word for word.
 */

export type City = "listed" | "elsewhere";

const en = {
  description: transportAllowanceMeta.description,
  keywords: transportAllowanceMeta.keywords,
  groupYear: "Year and eligibility",
  groupTransport: "Transport allowance",
  groupRunning: "Running allowance",
  fy: "Financial year",
  disability: "Your disability",
  disabilityHelp: "The exemption is for these three only. Another disability (for example of the arms alone) does not qualify.",
  disabilityOptions: {
    lowerLimbs: "Orthopaedically handicapped, with disability of the lower limbs",
    blind: "Blind",
    deafDumb: "Deaf and dumb",
    none: "None of these",
  } as Readonly<Record<QualifyingDisability | "none", string>>,
  city: "Where you work",
  cityHelp: "From tax year 2026-27 the limit is higher in eight cities.",
  cityOptions: { listed: "Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune or Ahmedabad", elsewhere: "Elsewhere" } as Readonly<
    Record<City, string>
  >,
  monthly: "Transport allowance per month",
  monthlyHelp: "The allowance for travel between home and work, as in your salary slip (also called conveyance allowance).",
  months: "Months you received it in the year",
  monthsHelp: "12 for the whole year; fewer if you joined, left or started receiving it during the year.",
  running: "Running allowance per month (transport-system employees)",
  runningHelp: "Only for staff of a bus, rail, air or other transport service, paid for personal expenses while the vehicle runs. Enter 0 if none.",
  dailyAllowance: "I also receive a daily allowance",
  dailyAllowanceHelp: "With a daily allowance, the running allowance is fully taxable.",
  regime: "Tax regime",
  regimeHelp: "The running-allowance exemption is for the old regime only.",
  regimeOptions: { new: "New (default)", old: "Old" } as Readonly<Record<"new" | "old", string>>,
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  summaryNone: (total: string, year: string) =>
    `Your transport allowance of ${total} for ${year} is fully taxable: the general exemption ended in FY 2018-19, when the standard deduction replaced it.`,
  summaryAllFree: (total: string, year: string, limit: string) =>
    `All of your transport allowance, ${total} for ${year}, is tax-free: it is within the limit of ${limit} a month.`,
  summaryPart: (exempt: string, year: string, limit: string, taxable: string) =>
    `${exempt} of your transport allowance for ${year} is tax-free (${limit} a month) and ${taxable} is taxable.`,
  summaryRunning: (exempt: string, taxable: string) => ` Of the running allowance, ${exempt} is tax-free and ${taxable} is taxable.`,
  eachMonth: "Each month",
  limitMonthly: "Tax-free limit",
  exemptMonthly: "Tax-free",
  taxableMonthly: "Taxable",
  forYear: (months: number) => `For the year (${months} ${months === 1 ? "month" : "months"})`,
  exempt: "Tax-free transport allowance",
  taxable: "Taxable transport allowance",
  breakdownTransport: "Transport allowance",
  runningYear: "Running allowance for the year",
  runningExempt: "Tax-free running allowance",
  runningTaxable: "Taxable running allowance",
  breakdownRunning: "Running allowance (transport-system employees)",
  noteEligible:
    "The exemption for a blind, deaf and dumb, or orthopaedically handicapped employee is allowed in the new regime as well as the old one, and on top of the standard deduction. Keep the disability certificate your employer relies on.",
  noteNotEligible:
    "Without one of the three disabilities, a transport or conveyance allowance for travel between home and work is fully taxable in both regimes; the standard deduction (₹75,000 in the new regime, ₹50,000 in the old) takes its place.",
  noteOfficial:
    "A conveyance allowance for travel on official duty is a different allowance: it is exempt to the extent actually spent (section 10(14)(i)), in both regimes.",
  noteMonthly: "The limits are monthly: each month's allowance is compared with the month's limit, and a month counts in full.",
  note2025Act:
    "Tax year 2026-27 falls under the Income-tax Act, 2025 and the Income-tax Rules, 2026; the text uses the familiar 1961 numbers (section 10(14), Rule 2BB).",
  /** A rule's own note (lib/tax/transport-parameters.ts), as the page's language shows it. */
  ruleNote: (note: string) => note,
  explanation: [
    "A transport (or conveyance) allowance paid for travel between home and work is part of salary. Until FY 2017-18 every employee could treat ₹1,600 a month of it as tax-free; from FY 2018-19 that exemption was withdrawn and the standard deduction took its place. For most employees the allowance is now fully taxable.",
    "An employee who is blind, deaf and dumb, or orthopaedically handicapped with disability of the lower limbs keeps an exemption under section 10(14)(ii) read with Rule 2BB(2): the allowance is tax-free up to ₹3,200 a month (₹38,400 for a full year) up to FY 2025-26. It is one of the few exemptions the new regime keeps, and it comes on top of the standard deduction.",
    "For tax year 2026-27, the Income-tax Rules, 2026 under the new Income-tax Act, 2025 prescribe the allowances. The draft rules raised this limit to ₹15,000 a month in Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune and Ahmedabad and ₹8,000 elsewhere; the calculator uses these limits and flags them as unverified.",
    "Staff of a transport system (bus, rail, airline) who get a running allowance for personal expenses while on the move, and no daily allowance, may treat 70% of it as tax-free, up to ₹10,000 a month, in the old regime.",
  ] as readonly string[],
  faq: [
    {
      question: "Is transport allowance tax-free?",
      answer:
        "Only for an employee who is blind, deaf and dumb, or orthopaedically handicapped with disability of the lower limbs: up to ₹3,200 a month up to FY 2025-26. For everyone else it has been fully taxable since FY 2018-19, when the standard deduction replaced the ₹1,600 a month exemption.",
    },
    {
      question: "Can a specially-abled employee claim it in the new regime?",
      answer:
        "Yes. The new regime removes most allowance exemptions, but this one is expressly kept, so it is available in both regimes, along with the standard deduction.",
    },
    {
      question: "My allowance is ₹4,000 a month and I am orthopaedically handicapped. How much is taxable?",
      answer: "Up to FY 2025-26, ₹3,200 a month is tax-free, so ₹800 a month is taxable: ₹38,400 tax-free and ₹9,600 taxable for a full year.",
    },
    {
      question: "Is conveyance allowance for official travel taxable?",
      answer:
        "No, to the extent you actually spend it on travel in the performance of your duties (section 10(14)(i)). That is separate from the transport allowance for commuting, which this calculator covers.",
    },
    {
      question: "What changes in tax year 2026-27?",
      answer:
        "The Income-tax Rules, 2026 replace Rule 2BB. The draft rules proposed ₹15,000 a month in eight large cities and ₹8,000 elsewhere for specially-abled employees, and a ₹25,000 cap on the running allowance. Confirm the notified limits with your employer.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const DRAFT_NOTE_HI =
  'अपुष्ट: यह सीमा आयकर नियम, 2026 के मसौदे (फ़रवरी 2026) में प्रस्तावित थी; अधिसूचित पाठ से हमने इसकी पुष्टि नहीं की है। मसौदे में "साथ में उस पर महँगाई भत्ता" भी जोड़ा गया था, जिसे यह कैलकुलेटर नहीं गिनता। भरोसा करने से पहले जाँच लें।';



export const TRANSPORT_ALLOWANCE_TEXT: Catalogues<typeof en> = translatable("TRANSPORT_ALLOWANCE_TEXT", en);
