import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { PayeeType } from "@/lib/tax/tds-rates";
import { tdsMeta } from "./meta";

/*
 * Every word the TDS calculator shows, in English and Hindi. The words of the working come
 * from lib/tax/tds-compute.ts (TDS_COMPUTE_TEXT) and the payment names from its
 * TDS_ROW_TEXT_HI; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const en = {
  description: tdsMeta.description,
  keywords: tdsMeta.keywords,
  groupPayment: "Payment",
  fy: "Financial year",
  section: "Section and payment",
  sectionOption: (section: string, nature: string) => `${section}: ${nature}`,
  payee: "Paid to",
  payeeLabels: { individual: "Individual", huf: "HUF", company: "Company", other: "Firm, LLP or other" } as Readonly<Record<PayeeType, string>>,
  amount: "Amount",
  amountHelp:
    "For most payments, the total paid to this payee in the year; per transaction for lottery and horse-race winnings; one month's rent for rent; the year's gross salary for salary; the price for a property purchase.",
  yearTotal: "Paid to this contractor in the year, including this payment",
  yearTotalHelp: "TDS applies when one payment is above ₹30,000 or the year's total is above ₹1,00,000.",
  months: "Months of rent in the year",
  monthsHelp: "The tax is deducted once, from the last month's rent.",
  premiums: "Premiums paid on the policy",
  premiumsHelp: "TDS is on the income part: the payout less the premiums.",
  stampValue: "Stamp duty value",
  stampValueHelp: "The value fixed for stamp duty. TDS is on it when it is higher than the price.",
  senior: "The payee is a senior citizen (60 or more)",
  seniorHelp: "A resident individual aged 60 or more has a ₹1,00,000 limit for bank interest.",
  specified: "I, the buyer, am a specified person",
  specifiedHelp: "An individual or HUF with no business or professional income, or with turnover up to ₹1 crore (professional receipts up to ₹50 lakh).",
  pan: "The payee has given a valid PAN",
  panHelp:
    "Without it, the rate becomes the highest of the section's rate, the rate in force and 20% (section 206AA of the 1961 Act, kept by the 2025 Act); 5% for e-commerce sales and purchases of goods.",
  summaryBank: (section: string) => `TDS under ${section} is the tax on your whole income for the year, which the bank works out at the slab rates.`,
  summaryNone: (section: string, reason: string) => `No TDS under ${section}. ${reason}`,
  summarySalary: (tds: string, net: string) => `TDS on salary for the year: ${tds}, leaving ${net} to be paid.`,
  summaryCapped: (section: string, rate: string, base: string, uncapped: string, tds: string, oneMonth: boolean, net: string) =>
    `TDS under ${section}: ${rate} of ${base} is ${uncapped}, cut to ${tds}${oneMonth ? ", one month's rent" : ", the sum paid"}, leaving ${net} to be paid.`,
  summary: (section: string, rate: string, base: string, tds: string, net: string) =>
    `TDS under ${section}: ${rate} of ${base} = ${tds}, leaving ${net} to be paid.`,
  applies: "TDS applies",
  yes: "Yes",
  no: "No",
  threshold: "Threshold",
  averageRate: "Average rate on taxable salary",
  rate: "Rate",
  rateAbove: "Rate above the threshold",
  raisedNoPan: (rule: string) => `Raised for want of PAN (${rule}).`,
  slabRates: "Slab rates",
  none: "None",
  tdsForYear: "TDS for the year",
  tdsToDeduct: "TDS to deduct",
  payable: "Amount payable after TDS",
  byBank: "Worked out by the bank",
  note2025: (fy: string, act: string) =>
    `Tax year ${fy} falls under the ${act}, which keeps the FY 2025-26 rates and thresholds: salary in section 392, other payments in the tables of section 393, TCS in section 394. The Table and serial number of section 393 are not shown, only the section.`,
  /** A form's name across the two Acts ("Form 13 (Form 128 from tax year 2026-27)"). */
  formAcross: (before: string, after: string, year: string) => `${before} (${after} from tax year ${year})`,
  noteResident: (lowerCertificate: string, declaration: string) =>
    `Rates are for resident payees. TDS is deducted when the amount is paid or credited, whichever is earlier; a lower-deduction certificate (section 197; applied for in ${lowerCertificate}) or a no-tax declaration (${declaration}) can reduce it.`,
  groupTitle: (section: string) => `Section ${section}`,
  breakdownTitle: (section: string) => `How the TDS under section ${section} is worked out`,
  explanation: [
    "Tax deducted at source (TDS) is income-tax that the payer keeps back from a payment and pays to the government for the payee, who later claims it against the tax on his or her income. Up to FY 2025-26, Chapter XVII-B of the Income-tax Act, 1961 set a section for each kind of payment (192 to 194T), with its own threshold and rate.",
    "From the tax year 2026-27 the Income-tax Act, 2025 applies: TDS on salary is in section 392 (was 192 and 192A), the other payments to residents are in the tables of section 393 (was 193 to 194T), and tax collected at source is in section 394 (was 206C). The rates and thresholds are the same as in FY 2025-26. The calculator shows both numbers, such as 393 (was 194J(b)); it does not show the Table or serial number of section 393.",
    "For FY 2025-26 the Finance Act 2025 raised many thresholds, which the tax year 2026-27 keeps: bank interest to ₹50,000 (₹1,00,000 for senior citizens), other interest and dividends to ₹10,000, professional and technical fees to ₹50,000, commission to ₹20,000, and rent to ₹50,000 a month. Once a threshold is crossed, TDS is usually due on the whole amount, not only on the part above it; sections 194N and 194Q are the exceptions.",
    "A payee who does not give a valid PAN suffers TDS at the highest of the section's rate, the rate in force and 20% under section 206AA (5% for e-commerce sales and purchases of goods); the 2025 Act keeps this rule. There is no “twice the rate”: that was section 206AB, for people who had not filed returns, removed from 1 April 2025.",
    "The calculator below tests the threshold, picks the rate for the payee, and rounds the TDS to the nearest rupee. The chart lists every section with its threshold, rates and reference; type a section number or a word such as rent to filter it.",
  ] as readonly string[],
  faqQuestions: {
    whole: "Is TDS deducted on the whole amount or only on the part above the threshold?",
    fd: "What is the TDS on bank FD interest for the tax year 2026-27 (and FY 2025-26)?",
    pan: "What if the payee does not give a PAN?",
    rent: "I pay ₹60,000 a month as house rent. Do I deduct TDS?",
    rounding: "Is TDS rounded to the nearest ten rupees?",
  } as Readonly<Record<"whole" | "fd" | "pan" | "rent" | "rounding", string>>,
  faqWhole:
    "On the whole amount, for almost every section: professional fees of ₹55,000 bear 10% of ₹55,000, that is ₹5,500. Section 194Q (purchase of goods) and section 194N (cash withdrawals) tax only the part above their limits.",
  faqFd: (declaration: string) =>
    `10% once the interest from one bank crosses ₹50,000 in the year, or ₹1,00,000 for a senior citizen. A person whose income is below the taxable limit can give the bank ${declaration} to avoid the deduction.`,
  faqPan:
    "Section 206AA applies (the 2025 Act keeps it): the rate becomes the highest of the section's rate, the rate in force and 20% (5% for e-commerce sales and purchases of goods, 194-O and 194Q). For house rent paid by an individual (194-IB) the deduction cannot exceed one month's rent.",
  faqRent:
    "Yes, if you are an individual or HUF not liable to tax audit: section 393 of the Income-tax Act, 2025 (section 194-IB of the 1961 Act up to FY 2025-26) applies above ₹50,000 a month. You deduct 2% once, from the last month's rent: 2% of ₹7,20,000 is ₹14,400 for a full year.",
  faqRounding:
    "In practice TDS is rounded to the nearest rupee, which is what this calculator does. Section 288B rounds tax payable to ₹10, but whether it applies to TDS is unsettled.",
};




export const TDS_TEXT: Catalogues<typeof en> = translatable("TDS_TEXT", en);
