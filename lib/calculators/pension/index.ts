import { formatInr, parseIndianNumber } from "@/lib/format";
import { CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, isTaxYearUnder2025Act, sectionOf, type FinancialYear, type Regime } from "@/lib/tax";
import { computePensionTax, type PensionEmployer } from "@/lib/tax/pension-tax";
import { choice, percent, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type FigureGroup } from "../types";
import { pensionMeta } from "./meta";

/** ₹1,000 crore: far above any pension, and small enough for exact integer arithmetic on shares. */
const MAX_AMOUNT = 10_000_000_000;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const isOtherEmployer = (raw: Record<string, string>) => rawOf(raw, "employer", "other") === "other";
/** The share commuted and gratuity matter only for a non-government pension with a commuted amount. */
const commutedMatters = (raw: Record<string, string>) => isOtherEmployer(raw) && parseIndianNumber(rawOf(raw, "commuted", "600000")) !== 0;

export const fields = {
  fy: choice<FinancialYear>({
    label: "Financial year",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  regime: choice<Regime>({
    label: "Tax regime",
    help: "It changes the standard deduction and the family pension deduction.",
    options: [
      { value: "new", label: "New (default)" },
      { value: "old", label: "Old" },
    ],
    default: "new",
  }),
  employer: choice<PensionEmployer>({
    label: "Pension paid by",
    help: "A statutory corporation is a body set up by an Act of Parliament or a State legislature, such as LIC or SBI; a government company registered under the Companies Act is not one.",
    options: [
      { value: "other", label: "Any other employer (including a government company)" },
      { value: "government", label: "Central or State Government, defence, local authority or statutory corporation" },
    ],
    default: "other",
  }),
  pension: rupees({
    label: "Regular pension received in the year",
    help: "Your monthly (uncommuted) pension for the year, added up: 12 × the monthly amount for a full year.",
    default: 360_000,
    max: MAX_AMOUNT,
  }),
  commuted: rupees({
    label: "Commuted pension received (lump sum)",
    help: "The one-time amount paid for giving up part of the pension. Enter 0 if you did not commute.",
    default: 600_000,
    max: MAX_AMOUNT,
  }),
  commutedPct: percent({
    label: "Part of the pension commuted",
    help: "The share of the pension given up for the lump sum, from your pension order, like 40%.",
    default: 40,
    min: 0.01,
    max: 100,
    visibleWhen: commutedMatters,
  }),
  gratuity: toggle({
    label: "I also received gratuity from this employer",
    help: "With gratuity, one-third of the full commuted value is tax-free; without it, one-half.",
    default: true,
    visibleWhen: commutedMatters,
  }),
  familyPension: rupees({
    label: "Family pension received in the year",
    help: "Pension received as the family member of a pensioner or employee who has died. Enter 0 if none.",
    default: 0,
    max: MAX_AMOUNT,
  }),
};

/** "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals. */
const yearInSentence = (fy: FinancialYear) => financialYearLabel(fy).replace(/^Tax year/, "tax year");

export const pension = defineCalculator({
  meta: pensionMeta,
  fields,
  layout: [
    { title: "Year and regime", fields: ["fy", "regime"] },
    { title: "Your pension", fields: ["employer", "pension", "commuted", "commutedPct", "gratuity"] },
    { title: "Family pension", fields: ["familyPension"] },
  ],
  compute(input): CalculatorResult {
    const result = computePensionTax({
      fy: input.fy,
      regime: input.regime,
      employer: input.employer,
      pension: input.pension,
      commuted: input.commuted,
      commutedPercent: input.commutedPct,
      gratuityReceived: input.gratuity,
      familyPension: input.familyPension,
    });
    const year = yearInSentence(input.fy);
    const government = input.employer === "government";

    const commutedSentence =
      input.commuted === 0
        ? ""
        : result.commutedTaxable === 0
          ? `All of your ${formatInr(input.commuted)} commuted pension is tax-free. `
          : `Of your ${formatInr(input.commuted)} commuted pension, ${formatInr(result.commutedExempt)} is tax-free and ${formatInr(result.commutedTaxable)} is taxed as salary. `;
    const summary = `${commutedSentence}Your pension adds ${formatInr(result.totalTaxable)} to your taxable income for ${year} in the ${input.regime} regime.`;

    const commutedFigures: FigureGroup["figures"] = [
      { name: "exemptCommuted", label: "Tax-free commuted pension", value: result.commutedExempt, format: "rupees" },
      { name: "taxableCommuted", label: "Taxable commuted pension", value: result.commutedTaxable, format: "rupees" },
    ];
    if (result.fullCommutedValue !== null) {
      commutedFigures.push({
        name: "fullValue",
        label: "Full commuted value of the pension",
        value: result.fullCommutedValue,
        format: "rupees",
        note: `${formatInr(input.commuted)} for ${input.commutedPct}% of the pension; ${input.gratuity ? "one-third" : "one-half"} of this is the tax-free limit.`,
      });
    }

    const groups: FigureGroup[] = [
      { title: "Commuted pension (section 10(10A))", figures: commutedFigures },
      {
        title: "Pension taxed as salary",
        figures: [
          { name: "standardDeduction", label: "Standard deduction", value: result.standardDeduction, format: "rupees" },
          { name: "taxablePension", label: "Taxable pension", value: result.taxablePension, format: "rupees" },
        ],
      },
      {
        title: "Family pension (section 57(iia))",
        figures: [
          { name: "familyDeduction", label: "Deduction", value: result.familyPensionDeduction, format: "rupees" },
          { name: "taxableFamilyPension", label: "Taxable family pension", value: result.taxableFamilyPension, format: "rupees" },
        ],
      },
      {
        title: "Total",
        highlight: true,
        figures: [{ name: "totalTaxable", label: "Added to your taxable income", value: result.totalTaxable, format: "rupees" }],
      },
    ];

    const notes = [
      "The standard deduction is allowed once a year against all salary and pension together. If you also draw a salary, or a pension from another employer, claim it only once.",
      input.commuted > 0 && !government
        ? "The tax-free limit is worked back from the share commuted: the lump sum divided by that share gives the value of commuting the whole pension (section 10(10A)(ii))."
        : undefined,
      result.commutedTaxable > 0 ? "Relief under section 89 (Rule 21A) can reduce the tax on the taxable part of a commuted pension received in a lump sum." : undefined,
      "A commuted pension from an annuity plan of LIC or another insurer's pension fund (section 10(23AAB)) is exempt in full under section 10(10A)(iii).",
      input.familyPension > 0
        ? "Family pension is taxed as income from other sources: the salary standard deduction does not apply to it, only the section 57(iia) deduction."
        : undefined,
      "Tax-free and taxable amounts drop any paise, so an exemption or deduction never exceeds the share the law allows.",
      isTaxYearUnder2025Act(input.fy)
        ? `Tax year 2026-27 falls under the Income-tax Act, 2025, which renumbers these sections: the standard deduction is in ${sectionOf("standardDeduction", input.fy)} (section 16(ia) of the 1961 Act). For the commuted pension (section 10(10A)) and the family pension deduction (section 57(iia)) the text uses the 1961 numbers, with the same limits.`
        : undefined,
    ].filter((note): note is string => Boolean(note));

    return {
      summary,
      groups,
      breakdown: [{ title: `Pension for ${year}`, steps: result.steps.map((step) => ({ ...step })) }],
      notes,
    };
  },
  explanation: [
    "A pension from a former employer is salary for income tax, so the monthly (uncommuted) pension is taxed at your slab rates after the standard deduction: ₹50,000 in the old regime, and ₹75,000 in the new regime from FY 2024-25 (₹50,000 in FY 2023-24).",
    "Many pensioners commute part of the pension: they give up, say, 40% of it for a lump sum. Section 10(10A) exempts the lump sum in full for employees of the Central and State Governments, the defence services, local authorities and statutory corporations. For anyone else, the exemption is one-third of the value of commuting the whole pension if gratuity was also received, and one-half if it was not. That full value is the lump sum divided by the share commuted; anything above the limit is taxed as salary. The exemption applies in both regimes.",
    "Family pension, paid to the family after a pensioner or employee dies, is income from other sources. Section 57(iia) allows a deduction of one-third of it, up to ₹15,000 in the old regime and ₹25,000 in the new regime from FY 2024-25 (₹15,000 in both regimes for FY 2023-24).",
    "This calculator shows what your pension adds to taxable income. Enter that figure, with your other income, in the income tax calculator to see the tax.",
  ],
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
  ],
});
