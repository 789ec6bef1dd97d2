import { formatInr } from "@/lib/format";
import { financialYearLabel, isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax";
import { ACCOMMODATION_RULES_BY_YEAR } from "@/lib/tax/accommodation-parameters";
import { accommodationPerquisite } from "@/lib/tax/accommodation-perquisite";
import { defineCalculator, type CalculatorResult, type InputOf } from "../types";
import { fields, MONTHS_BEFORE_SEPTEMBER, SPLIT_YEAR } from "./fields";
import { rentFreeAccommodationMeta } from "./meta";
import { formAcrossYears } from "@/lib/tax/forms";

export { fields };

type Input = InputOf<typeof fields>;

/** September 2023 to March 2024. */
const MONTHS_FROM_SEPTEMBER = 12 - MONTHS_BEFORE_SEPTEMBER;

/**
 * The months in April–August 2023 and in September 2023–March 2024. validate() keeps
 * impossible splits from the page; compute() still answers with the nearest possible one.
 */
function splitMonths(input: Input): [number, number] {
  const before = Math.max(input.months - MONTHS_FROM_SEPTEMBER, Math.min(input.monthsBeforeSep, input.months, MONTHS_BEFORE_SEPTEMBER));
  return [before, input.months - before];
}

/** "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals. */
const yearInSentence = (fy: FinancialYear) => financialYearLabel(fy).replace(/^Tax year/, "tax year");

const KIND_WORDS = {
  owned: "The accommodation your employer owns",
  leased: "The accommodation your employer leases",
  hotel: "The hotel accommodation",
  government: "The Government quarters",
} as const;

export const rentFreeAccommodation = defineCalculator({
  meta: rentFreeAccommodationMeta,
  fields,
  layout: [
    { title: "Year and accommodation", fields: ["fy", "housing", "city", "months", "monthsBeforeSep", "city2001"] },
    { title: "Salary for the months you lived there", fields: ["basic", "da", "bonus", "allowances"] },
    {
      title: "Cost of the accommodation",
      fields: ["leaseRent", "hotelCharges", "shortStay", "licenceFee", "furniture", "furnitureCost", "furnitureHire"],
    },
    { title: "What you pay", fields: ["rentPaid"] },
  ],
  validate(input) {
    const problems: Partial<Record<keyof typeof fields, string>> = {};
    if (input.fy !== SPLIT_YEAR || (input.housing !== "owned" && input.housing !== "leased")) return problems;
    // April to August 2023 has 5 months and September 2023 to March 2024 has 7 (the rates changed on 1 September 2023).
    if (input.monthsBeforeSep > input.months) {
      problems.monthsBeforeSep = `You lived there ${input.months} ${input.months === 1 ? "month" : "months"} in all, so at most ${input.months} can fall in April to August 2023.`;
    } else if (input.months - input.monthsBeforeSep > MONTHS_FROM_SEPTEMBER) {
      problems.monthsBeforeSep = `September 2023 to March 2024 has only ${MONTHS_FROM_SEPTEMBER} months: with ${input.months} months in all, at least ${input.months - MONTHS_FROM_SEPTEMBER} fall in April to August 2023.`;
    }
    return problems;
  },
  compute(input): CalculatorResult {
    const rules = ACCOMMODATION_RULES_BY_YEAR[input.fy];
    const split = rules.periods.length > 1;
    const result = accommodationPerquisite({
      fy: input.fy,
      kind: input.housing,
      months: input.months,
      monthsByPeriod: split ? splitMonths(input) : [input.months],
      cityByPeriod: split ? [input.city2001, input.city] : [input.city],
      salary: { basic: input.basic, dearnessAllowance: input.da, bonusAndCommission: input.bonus, taxableAllowances: input.allowances },
      leaseRent: input.leaseRent,
      hotelCharges: input.hotelCharges,
      shortHotelStayOnTransfer: input.shortStay,
      licenceFee: input.licenceFee,
      furniture: input.housing === "hotel" ? "none" : input.furniture,
      furnitureCost: input.furnitureCost,
      furnitureHire: input.furnitureHire,
      rentPaid: input.rentPaid,
    });
    const year = yearInSentence(input.fy);

    const summary =
      input.housing === "hotel" && input.shortStay
        ? `A hotel stay on transfer of ${rules.hotelTransferDays.value} days or less is not taxed: no perquisite for ${year}.`
        : result.perquisite === 0
          ? `No perquisite for ${year}: the rent you pay (${formatInr(input.rentPaid)}) covers the value of the accommodation (${formatInr(result.grossValue)}).`
          : `${KIND_WORDS[input.housing]} adds ${formatInr(result.perquisite)} to your taxable salary for ${year}, for ${input.months} ${input.months === 1 ? "month" : "months"}.`;

    const notes = [
      `The perquisite is part of your salary in both the old and the new regime. Your employer shows it in ${formAcrossYears("perquisiteStatement")} and deducts tax on it.`,
      input.housing === "owned" || input.housing === "leased"
        ? "Salary for this rule is pay, DA that counts for retirement benefits, bonus, commission, fees and taxable allowances from all your employers, due for the months you lived there. It leaves out exempt allowances, the employer's PF contribution and other perquisites."
        : undefined,
      split && (input.housing === "owned" || input.housing === "leased")
        ? "FY 2023-24 is valued in two parts: the old rates (2001 census) for April to August 2023 and the new rates (2011 census) from 1 September 2023. The salary and lease rent are taken to accrue evenly over the months you lived there."
        : undefined,
      input.housing === "owned" || input.housing === "leased" ? rules.sameAccommodationCap.note : undefined,
      input.housing === "government"
        ? "Government quarters are valued at the licence fee only for employees of the Central or a State Government (and those on deputation to their bodies); a public-sector company is an ordinary employer."
        : undefined,
      "Rent you pay is set against the whole value, house and furniture together. Each part is rounded to the nearest rupee, and a month of occupation counts in full.",
      "Not taxed at all: accommodation in a remote area, and temporary accommodation of up to 1,000 sq ft at a mining, oil-exploration, project, dam, power or offshore site.",
      isTaxYearUnder2025Act(input.fy)
        ? "Tax year 2026-27 falls under the Income-tax Act, 2025 and the Income-tax Rules, 2026; we apply the rates of Rule 3(1) as amended in 2023, which we understand the new rules carry over. Check before relying on it."
        : undefined,
    ].filter((note): note is string => Boolean(note));

    return {
      summary,
      groups: [
        {
          title: "Taxable perquisite",
          highlight: true,
          figures: [{ name: "perquisite", label: "Added to your salary", value: result.perquisite, format: "rupees" }],
        },
        {
          title: "How it is made up",
          figures: [
            { name: "salary", label: "Salary for the rule", value: result.salary, format: "rupees" },
            { name: "accommodationValue", label: "Value of the accommodation", value: result.accommodationValue, format: "rupees" },
            { name: "furnitureValue", label: "Value of the furniture", value: result.furnitureValue, format: "rupees" },
          ],
        },
      ],
      breakdown: [{ title: `Perquisite for ${year}`, steps: result.steps.map((step) => ({ ...step })) }],
      notes,
    };
  },
  explanation: [
    "A house or flat your employer gives you free, or for less than its value, is a perquisite taxed as salary under section 17(2)(i) and (ii). Rule 3(1) of the Income-tax Rules fixes its value, not the market rent.",
    "From 1 September 2023 (Notification 65/2023), accommodation the employer owns is valued at 10% of salary in cities with a population above 40 lakh by the 2011 census, 7.5% in cities above 15 lakh up to 40 lakh, and 5% elsewhere. Accommodation the employer leases is valued at the rent it pays, but at most 10% of salary. Before that date the rates were 15%, 10% and 7.5% on the 2001 census bands (above 25 lakh, and above 10 lakh), and 15% for leased accommodation, so FY 2023-24 is valued in two parts.",
    "Furniture adds 10% of its cost a year if the employer owns it, or the hire charges if it is hired. A hotel is valued at 24% of salary or the actual charges, whichever is lower, and a stay of up to 15 days on transfer is not taxed. Government employees in Government quarters are taxed on the licence fee. Whatever rent you pay the employer is taken off, and the value cannot go below nil.",
    '"Salary" here means basic pay, dearness allowance that counts for retirement benefits, bonus, commission, fees and taxable allowances, for the months you lived there. The perquisite is taxable in both regimes.',
  ],
  faq: [
    {
      question: "How is rent-free accommodation taxed?",
      answer:
        "Its value under Rule 3(1) is added to your salary as a perquisite. For a flat your employer owns in a city of more than 40 lakh people, that is 10% of your salary, less any rent you pay. On a salary of ₹24 lakh with ₹60,000 of rent recovered, the perquisite is ₹1,80,000.",
    },
    {
      question: "My company leases the flat for me. What is taxed?",
      answer:
        "The lower of the rent the company pays and 10% of your salary (15% before 1 September 2023), less any rent you pay. If the company pays ₹4,20,000 a year and your salary is ₹24 lakh, ₹2,40,000 is the value before your own rent.",
    },
    {
      question: "Which census decides my city's rate?",
      answer:
        "From 1 September 2023 the 2011 census: above 40 lakh people is 10%, above 15 lakh up to 40 lakh is 7.5%, anywhere else 5%. Before that date the 2001 census applied, with bands of 25 lakh and 10 lakh.",
    },
    {
      question: "Is the perquisite taxed in the new regime?",
      answer: "Yes. Perquisites are part of salary in both regimes; the new regime only takes away deductions and exemptions, not the tax on perquisites.",
    },
    {
      question: "Does furniture make a difference?",
      answer:
        "Yes. Furniture and appliances the employer owns add 10% of their cost a year (₹50,000 on ₹5 lakh of furniture for a full year); if the employer hires them, the hire charges are added instead.",
    },
  ],
});
