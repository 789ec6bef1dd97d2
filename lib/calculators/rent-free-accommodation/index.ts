import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { isTaxYearUnder2025Act } from "@/lib/tax";
import { ACCOMMODATION_RULES_BY_YEAR } from "@/lib/tax/accommodation-parameters";
import { accommodationPerquisite } from "@/lib/tax/accommodation-perquisite";
import { formAcrossYears } from "@/lib/tax/forms";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type CalculatorResult, type InputOf } from "../types";
import { fields, fieldsIn, MONTHS_BEFORE_SEPTEMBER, SPLIT_YEAR } from "./fields";
import { rentFreeAccommodationMeta } from "./meta";
import { RENT_FREE_ACCOMMODATION_TEXT } from "./text";

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

/** The rent-free accommodation calculator with every word in the given language; its figures are the same in each. */
export function rentFreeAccommodationIn(locale: Locale) {
  const t = messagesFor(RENT_FREE_ACCOMMODATION_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? rentFreeAccommodationMeta
        : {
            ...rentFreeAccommodationMeta,
            title: HINDI_TITLES["rent-free-accommodation"] ?? rentFreeAccommodationMeta.title,
            description: t.description,
            keywords: t.keywords,
          },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "housing", "city", "months", "monthsBeforeSep", "city2001"] },
      { title: t.groupSalary, fields: ["basic", "da", "bonus", "allowances"] },
      {
        title: t.groupCost,
        fields: ["leaseRent", "hotelCharges", "shortStay", "licenceFee", "furniture", "furnitureCost", "furnitureHire"],
      },
      { title: t.groupPay, fields: ["rentPaid"] },
    ],
    validate(input) {
      const problems: Partial<Record<keyof typeof fields, string>> = {};
      if (input.fy !== SPLIT_YEAR || (input.housing !== "owned" && input.housing !== "leased")) return problems;
      // April to August 2023 has 5 months and September 2023 to March 2024 has 7 (the rates changed on 1 September 2023).
      if (input.monthsBeforeSep > input.months) {
        problems.monthsBeforeSep = t.tooManyBefore(input.months);
      } else if (input.months - input.monthsBeforeSep > MONTHS_FROM_SEPTEMBER) {
        problems.monthsBeforeSep = t.tooFewBefore(MONTHS_FROM_SEPTEMBER, input.months, input.months - MONTHS_FROM_SEPTEMBER);
      }
      return problems;
    },
    compute(input): CalculatorResult {
      const rules = ACCOMMODATION_RULES_BY_YEAR[input.fy];
      const split = rules.periods.length > 1;
      const result = accommodationPerquisite(
        {
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
        },
        locale,
      );
      // "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals.
      const year = t.year(yearLabel(input.fy, locale));

      const summary =
        input.housing === "hotel" && input.shortStay
          ? t.summaryShortStay(rules.hotelTransferDays.value, year)
          : result.perquisite === 0
            ? t.summaryCovered(year, formatInr(input.rentPaid), formatInr(result.grossValue))
            : t.summaryPerquisite(t.kindWords[input.housing] ?? input.housing, formatInr(result.perquisite), year, input.months);

      const ownedOrLeased = input.housing === "owned" || input.housing === "leased";
      const capNote = rules.sameAccommodationCap.note;
      const notes = [
        t.noteBothRegimes(t.formAcross(formAcrossYears("perquisiteStatement"))),
        ownedOrLeased ? t.noteSalary : undefined,
        split && ownedOrLeased ? t.noteSplit : undefined,
        ownedOrLeased && capNote ? t.ruleNote(capNote) : undefined,
        input.housing === "government" ? t.noteGovernment : undefined,
        t.noteRent,
        t.noteNotTaxed,
        isTaxYearUnder2025Act(input.fy) ? t.note2025Act : undefined,
      ].filter((note): note is string => Boolean(note));

      return {
        summary,
        groups: [
          {
            title: t.taxablePerquisite,
            highlight: true,
            figures: [{ name: "perquisite", label: t.addedToSalary, value: result.perquisite, format: "rupees" }],
          },
          {
            title: t.madeUp,
            figures: [
              { name: "salary", label: t.salaryForRule, value: result.salary, format: "rupees" },
              { name: "accommodationValue", label: t.accommodationValue, value: result.accommodationValue, format: "rupees" },
              { name: "furnitureValue", label: t.furnitureValue, value: result.furnitureValue, format: "rupees" },
            ],
          },
        ],
        breakdown: [{ title: t.breakdown(year), steps: result.steps.map((step) => ({ ...step })) }],
        notes,
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const rentFreeAccommodation = rentFreeAccommodationIn("en");
