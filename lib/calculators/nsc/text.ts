import { NSC_RATE } from "@/lib/finance/nsc";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { sectionNumberOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { nscMeta } from "./meta";

/*
 * Every word the NSC calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

const SECTION_80C_NEW = sectionNumberOf("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const SECTION_80C = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** In short labels: "section 123 / 80C". */
const SECTION_80C_SHORT = `section ${SECTION_80C_NEW} / 80C`;
const SECTION_80C_LONG = "section 80C of the Income-tax Act, 1961 (section 123 and Schedule XV of the Income-tax Act, 2025 from tax year 2026-27)";
/** The same in Hindi. */
export const SECTION_80C_HI = `धारा ${SECTION_80C_NEW} (1961 के अधिनियम की धारा 80C)`;
export const SECTION_80C_SHORT_HI = `धारा ${SECTION_80C_NEW} / 80C`;

const en = {
  description: nscMeta.description,
  keywords: nscMeta.keywords,
  groupCertificate: "Your certificate",
  amount: "Amount invested",
  amountHelp: (minimum: string, multiple: string) =>
    `At least ${minimum}, in multiples of ${multiple}. There is no upper limit, but only ₹1.5 lakh a year counts for ${SECTION_80C}.`,
  rate: "Interest rate, % a year",
  rateHelp: (rate: number) =>
    `${rate}% for certificates bought from 1 April 2023 (unchanged to 31 March 2026). The rate on the day you buy applies for all five years.`,
  suggestionsEither: (below: string, above: string) => `${below} or ${above}`,
  multipleError: (multiple: string, suggestions: string) => `NSCs are bought in multiples of ${multiple}: enter ${suggestions}, for example.`,
  summary: (amount: string, rate: string, maturity: string, tenure: number, interest: string, reinvested: string, reinvestedYears: number) =>
    `${amount} in NSC at ${rate} a year, compounded yearly, grows to ${maturity} after ${tenure} years: ${interest} of interest, of which ${reinvested} (years 1 to ${reinvestedYears}) counts again for ${SECTION_80C} in the old regime.`,
  stepAmount: "Amount invested",
  stepRate: "Rate, compounded yearly and fixed for the term (r)",
  stepTerm: "Term",
  years: (count: number) => `${count} years`,
  stepPerThousand: (tenure: number) => `Maturity value of ₹1,000: 1,000 × (1 + r)^${tenure}, to the paisa`,
  stepMaturity: (perThousand: string, amount: string) => `Your maturity value: ${perThousand} × ${amount} ÷ 1,000, to the rupee`,
  stepMaturityReference: (reference: string) => `${reference}, rounded to the nearest rupee`,
  stepInterest: "Interest: maturity value less amount invested",
  stepInterestReference: "Accrues every year; taxable as income from other sources at your slab rate",
  stepTableYear: (year: number, opening: string, rate: string) => `Year ${year}: ${opening} × ${rate}`,
  stepReinvested: (years: number) => `Interest of years 1 to ${years}, deemed reinvested`,
  stepLastYear: (year: number) => `Interest of year ${year}: taxable, not reinvested`,
  stepLastYearReference: (reference: string) => `${reference}; the fifth year's interest is paid at maturity and is only taxable`,
  /** A rule's reference as the page shows it (the scheme's name in the page's language). */
  reference: (reference: string) => reference,
  rateReference: NSC_RATE.reference,
  groupResult: "Your National Savings Certificate",
  interest: "Interest earned",
  maturity: (tenure: number) => `Maturity value after ${tenure} years`,
  reinvestedInterest: (years: number) => `Interest that counts for ${SECTION_80C_SHORT} (years 1 to ${years})`,
  perThousand: "Maturity value of ₹1,000",
  breakdownMaturity: "Maturity value",
  breakdownTable: "Interest on ₹1,000, year by year (the scheme's table)",
  breakdownTax: `Interest and ${SECTION_80C_SHORT} (old regime)`,
  yearLabel: (year: number) => `Year ${year}`,
  scheduleCaption: "Your NSC, year by year",
  columns: [
    "Year",
    "Opening balance",
    "Interest accrued",
    `Deemed reinvested (${SECTION_80C_SHORT})`,
    "Amount invested",
    "Total value",
  ] as readonly string[],
  chartTitle: "Amount invested and total value of the NSC at the end of each year",
  seriesInvested: "Amount invested",
  seriesValue: "Total value",
  noteRate: (entered: string, rate: number) =>
    `You entered ${entered}: certificates bought from 1 April 2023 earn ${rate}%. Use the rate printed on your certificate, which is the rate on the day of purchase.`,
  noteRateReset: `${NSC_RATE.note ?? ""}`.trim(),
  noteProportion: (perThousand: string, amount: string, tenure: number) =>
    `The post office pays any amount in proportion to the scheme's figure for ₹1,000 (${perThousand}), rounded to the rupee; for an amount that is not a multiple of ₹1,000 that can differ by a rupee or two from ${amount} × (1 + r)^${tenure}.`,
  noteTax: (years: number) =>
    `The interest is added to the certificate every year and paid with it at maturity. It is taxable as income from other sources at your slab rate, and no TDS is deducted, so declare it yourself. Most people declare it year by year as it accrues: then the interest of years 1 to ${years} counts as a fresh investment under ${SECTION_80C_LONG}, within the ₹1.5 lakh limit, in the old regime only.`,
  noteDeposit: `The deposit itself also counts under ${SECTION_80C} in the old regime. The new regime allows neither deduction.`,
  noteEncash:
    "A certificate cannot be cashed before five years except on the holder's death, forfeiture by a pledgee or a court order; it can be pledged as security for a loan.",
  explanation: [
    "The National Savings Certificate (VIII Issue) is a five-year savings certificate sold by post offices, and by some banks, under the National Savings Certificates (VIII Issue) Scheme, 2019. You invest at least ₹1,000, in multiples of ₹100, with no upper limit. An adult can hold it alone or jointly with up to two others, a guardian can buy it for a minor, and a minor of ten or more can hold it in their own name. HUFs and non-residents cannot buy it.",
    "Interest is compounded once a year and paid only at maturity, so the certificate's value is P × (1 + r)^5. The scheme states its figures for ₹1,000: at 7.7%, the interest for each year is ₹77.00, ₹82.93, ₹89.31, ₹96.19 and ₹103.60, and ₹1,000 becomes ₹1,449.03. Other amounts get the same in proportion, rounded to the rupee, so ₹1,00,000 becomes ₹1,44,903. The rate on the day you buy is fixed for the whole five years, whatever happens to later quarters' rates; the Ministry of Finance kept it at 7.7% in every quarter from 1 April 2023 to 31 March 2026.",
    `Tax: in the old regime the amount invested counts for the ₹1.5 lakh deduction under ${SECTION_80C}. The interest is taxable at your slab rate. The interest of the first four years is treated as reinvested in the certificate, so, if you declare it each year, it counts for ${SECTION_80C} again that year. The fifth year's interest is only taxable. No TDS is deducted on NSC interest.`,
  ] as readonly string[],
  faq: [
    {
      question: "How much will ₹1 lakh in NSC be worth after five years?",
      answer:
        "At 7.7% it becomes ₹1,44,903: ₹44,903 of interest. The scheme's figure is ₹1,449.03 for every ₹1,000, and the post office pays other amounts in proportion, rounded to the rupee.",
    },
    {
      question: "Is NSC interest taxable?",
      answer: `Yes, as income from other sources at your slab rate, in both regimes. No TDS is deducted, so you must declare it. Most people declare the interest every year as it accrues; in the old regime the interest of years 1 to 4 then also counts for ${SECTION_80C}, because it is deemed reinvested, so within the ₹1.5 lakh limit the two cancel out. The fifth year's interest is taxed in the year of maturity.`,
    },
    {
      question: `Can I claim NSC under ${SECTION_80C} in the new tax regime?`,
      answer: `No. Neither the amount invested nor the deemed reinvested interest can be deducted in the new regime, which allows no deduction under ${SECTION_80C}. The interest is still taxable in the new regime.`,
    },
    {
      question: "Can I cash an NSC before five years?",
      answer:
        "Only in three cases: the death of the holder (or of any joint holder), forfeiture by a pledgee to whom it was pledged as security, or an order of a court. Encashed within a year, it returns only the amount invested; after that, a reduced rate of interest applies.",
    },
    {
      question: "Does a rate change affect an NSC I already hold?",
      answer:
        "No. The Ministry of Finance sets small-savings rates every quarter, but an NSC earns the rate on the day it was bought for its whole five years. Enter the rate printed on your certificate to see its maturity value.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const SECTION_80C_LONG_HI = "आयकर अधिनियम, 1961 की धारा 80C (कर वर्ष 2026-27 से आयकर अधिनियम, 2025 की धारा 123 और अनुसूची XV)";



export const NSC_TEXT: Catalogues<typeof en> = translatable("NSC_TEXT", en);
