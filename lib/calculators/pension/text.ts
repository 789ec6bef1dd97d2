import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { Regime } from "@/lib/tax";
import type { PensionEmployer } from "@/lib/tax/pension-tax";
import { pensionMeta } from "./meta";

/*
 * Every word the pension calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md), not word
 * for word.
 */

const en = {
  description: pensionMeta.description,
  keywords: pensionMeta.keywords,
  groupYear: "Year and regime",
  groupPension: "Your pension",
  groupFamily: "Family pension",
  fy: "Financial year",
  regime: "Tax regime",
  regimeHelp: "It changes the standard deduction and the family pension deduction.",
  regimeOptions: { new: "New (default)", old: "Old" } as Readonly<Record<Regime, string>>,
  employer: "Pension paid by",
  employerHelp:
    "A statutory corporation is a body set up by an Act of Parliament or a State legislature, such as LIC or SBI; a government company registered under the Companies Act is not one.",
  employerOptions: {
    other: "Any other employer (including a government company)",
    government: "Central or State Government, defence, local authority or statutory corporation",
  } as Readonly<Record<PensionEmployer, string>>,
  pension: "Regular pension received in the year",
  pensionHelp: "Your monthly (uncommuted) pension for the year, added up: 12 × the monthly amount for a full year.",
  commuted: "Commuted pension received (lump sum)",
  commutedHelp: "The one-time amount paid for giving up part of the pension. Enter 0 if you did not commute.",
  commutedPct: "Part of the pension commuted",
  commutedPctHelp: "The share of the pension given up for the lump sum, from your pension order, like 40%.",
  gratuity: "I also received gratuity from this employer",
  gratuityHelp: "With gratuity, one-third of the full commuted value is tax-free; without it, one-half.",
  familyPension: "Family pension received in the year",
  familyPensionHelp: "Pension received as the family member of a pensioner or employee who has died. Enter 0 if none.",
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  commutedAllFree: (commuted: string) => `All of your ${commuted} commuted pension is tax-free. `,
  commutedPart: (commuted: string, exempt: string, taxable: string) =>
    `Of your ${commuted} commuted pension, ${exempt} is tax-free and ${taxable} is taxed as salary. `,
  summary: (commutedSentence: string, total: string, year: string, regime: Regime) =>
    `${commutedSentence}Your pension adds ${total} to your taxable income for ${year} in the ${regime} regime.`,
  exemptCommuted: "Tax-free commuted pension",
  taxableCommuted: "Taxable commuted pension",
  fullValue: "Full commuted value of the pension",
  fullValueNote: (commuted: string, percent: number, gratuity: boolean) =>
    `${commuted} for ${percent}% of the pension; ${gratuity ? "one-third" : "one-half"} of this is the tax-free limit.`,
  groupCommuted: "Commuted pension (section 10(10A))",
  groupSalary: "Pension taxed as salary",
  standardDeduction: "Standard deduction",
  taxablePension: "Taxable pension",
  groupFamilyResult: "Family pension (section 57(iia))",
  familyDeduction: "Deduction",
  taxableFamilyPension: "Taxable family pension",
  total: "Total",
  totalTaxable: "Added to your taxable income",
  noteStandardDeduction:
    "The standard deduction is allowed once a year against all salary and pension together. If you also draw a salary, or a pension from another employer, claim it only once.",
  noteWorkedBack:
    "The tax-free limit is worked back from the share commuted: the lump sum divided by that share gives the value of commuting the whole pension (section 10(10A)(ii)).",
  noteRelief: "Relief under section 89 (Rule 21A) can reduce the tax on the taxable part of a commuted pension received in a lump sum.",
  noteAnnuity:
    "A commuted pension from an annuity plan of LIC or another insurer's pension fund (section 10(23AAB)) is exempt in full under section 10(10A)(iii).",
  noteFamily:
    "Family pension is taxed as income from other sources: the salary standard deduction does not apply to it, only the section 57(iia) deduction.",
  notePaise: "Tax-free and taxable amounts drop any paise, so an exemption or deduction never exceeds the share the law allows.",
  note2025Act: (section: string) =>
    `Tax year 2026-27 falls under the Income-tax Act, 2025, which renumbers these sections: the standard deduction is in ${section} (section 16(ia) of the 1961 Act). For the commuted pension (section 10(10A)) and the family pension deduction (section 57(iia)) the text uses the 1961 numbers, with the same limits.`,
  /** A section's name from the rules ("section 19"), in the page's language. */
  section: (english: string) => english,
  breakdown: (year: string) => `Pension for ${year}`,
  explanation: [
    "A pension from a former employer is salary for income tax, so the monthly (uncommuted) pension is taxed at your slab rates after the standard deduction: ₹50,000 in the old regime, and ₹75,000 in the new regime from FY 2024-25 (₹50,000 in FY 2023-24).",
    "Many pensioners commute part of the pension: they give up, say, 40% of it for a lump sum. Section 10(10A) exempts the lump sum in full for employees of the Central and State Governments, the defence services, local authorities and statutory corporations. For anyone else, the exemption is one-third of the value of commuting the whole pension if gratuity was also received, and one-half if it was not. That full value is the lump sum divided by the share commuted; anything above the limit is taxed as salary. The exemption applies in both regimes.",
    "Family pension, paid to the family after a pensioner or employee dies, is income from other sources. Section 57(iia) allows a deduction of one-third of it, up to ₹15,000 in the old regime and ₹25,000 in the new regime from FY 2024-25 (₹15,000 in both regimes for FY 2023-24).",
    "This calculator shows what your pension adds to taxable income. Enter that figure, with your other income, in the income tax calculator to see the tax.",
  ] as readonly string[],
  faq: [
    {
      question: "Is commuted pension taxable?",
      answer:
        "For government employees it is fully exempt. For others, one-third of the full commuted value is exempt if you also received gratuity, and one-half if you did not; any excess is taxed as salary.",
    },
    {
      question: "How is the full commuted value worked out?",
      answer:
        "Divide the lump sum by the share of the pension commuted. If 40% of the pension was commuted for ₹6,00,000, the full value is ₹15,00,000, and with gratuity one-third of it, ₹5,00,000, is tax-free.",
    },
    {
      question: "Do pensioners get the standard deduction?",
      answer:
        "Yes. Pension from a former employer is salary, so the standard deduction applies: ₹75,000 in the new regime from FY 2024-25 and ₹50,000 in the old regime. It is allowed once, against salary and pension together.",
    },
    {
      question: "What is the deduction on family pension?",
      answer:
        "One-third of the family pension, up to ₹15,000 in the old regime and ₹25,000 in the new regime from FY 2024-25. A family pension of ₹60,000 in the new regime gets ₹20,000, leaving ₹40,000 taxable.",
    },
    {
      question: "Is the commuted pension exemption available in the new regime?",
      answer:
        "Yes. Section 10(10A) is not among the exemptions the new regime takes away, so commuted pension is exempt to the same extent in both regimes.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const PENSION_TEXT: Catalogues<typeof en> = translatable("PENSION_TEXT", en);
