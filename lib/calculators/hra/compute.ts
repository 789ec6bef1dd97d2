import { formatInr } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { hraExemption, type HraLimit } from "@/lib/tax/hra-exemption";
import { HRA_CITY_LIST_2026, HRA_RULES } from "@/lib/tax/hra-rules";
import { isTaxYearUnder2025Act } from "@/lib/tax/years";
import type { CalculatorResult, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { HRA_TEXT } from "./text";

type Text = TranslationOf<(typeof HRA_TEXT)["en"]>;

export type HraCalculatorInput = InputOf<typeof fields>;

const MONTHS_IN_YEAR = 12;

/** The year's amounts, whichever way they were entered. */
export function yearlyAmounts(input: HraCalculatorInput): { salary: number; hraReceived: number; rent: number } {
  return input.entry === "monthly"
    ? {
        salary: input.basicMonthly * MONTHS_IN_YEAR,
        hraReceived: input.hraReceivedMonthly * MONTHS_IN_YEAR,
        rent: input.rentMonthly * MONTHS_IN_YEAR,
      }
    : { salary: input.basic, hraReceived: input.hraReceived, rent: input.rent };
}

export function computeHra(input: HraCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(HRA_TEXT, locale);
  const rules = HRA_RULES[input.fy];
  const amounts = yearlyAmounts(input);
  const result = hraExemption(
    { salary: amounts.salary, hraReceived: amounts.hraReceived, rentPaid: amounts.rent, higherShareCity: input.metro },
    rules,
  );
  const year = t.year(yearLabel(input.fy, locale));
  const exemption = t.provision(rules.exemption.value);
  const newRegime = t.provision(rules.newRegime.value);
  const cityNames = rules.higherShareCities.value.map((city) => t.city[city] ?? city);
  const cities = t.cities(cityNames, "or");
  const shareText = t.shareOfSalary(result.salarySharePercent);
  const place = input.metro ? t.homeIn(cities) : t.homeOutside(cities);
  const rentExcess = rules.rentExcessOverSalary.value;

  const limitLabels: Record<HraLimit, string> = {
    received: t.limitReceived,
    rentExcess: t.limitRentExcess(rentExcess),
    salaryShare: t.limitSalaryShare(shareText, place),
  };
  const shortLabels: Record<HraLimit, string> = {
    received: t.limitReceived,
    rentExcess: t.limitRentExcessShort(rentExcess),
    salaryShare: t.limitSalaryShareShort(shareText),
  };
  // On a tie every limit equal to the least is named.
  const bindingText = t.bindingJoin(result.binding.map((limit) => shortLabels[limit]));

  const received = formatInr(amounts.hraReceived);
  const reason = result.limits.rentExcess === 0 ? t.reasonRentLow(formatInr(amounts.rent), rentExcess, formatInr(result.rentThreshold)) : t.reasonNoSalary;
  const summary =
    amounts.hraReceived === 0
      ? t.summaryNoHra(year)
      : result.exempt === 0
        ? t.summaryNoneExempt(received, year, reason)
        : t.summaryExempt(formatInr(result.exempt), received, year, formatInr(result.taxable));

  const monthlyNote = input.entry === "monthly" ? t.monthsNote(MONTHS_IN_YEAR) : "";
  const oldSteps: Step[] = [
    {
      label: t.stepSalary(monthlyNote),
      amount: amounts.salary,
      reference: isTaxYearUnder2025Act(input.fy) ? t.stepSalaryReference2025(rules.limitsRule.reference) : t.stepSalaryReference1961,
    },
    { label: `${limitLabels.received}${monthlyNote}`, amount: result.limits.received, reference: t.stepReceivedReference(rules.limitsRule.reference) },
    { label: t.stepRent(monthlyNote), amount: amounts.rent, reference: t.stepRentReference },
    { label: t.stepShare(rentExcess), amount: result.rentThreshold, reference: rules.rentExcessOverSalary.reference },
    { label: limitLabels.rentExcess, amount: result.limits.rentExcess, reference: rules.rentExcessOverSalary.reference },
    {
      label: limitLabels.salaryShare,
      amount: result.limits.salaryShare,
      reference: input.metro ? rules.higherSalaryShare.reference : rules.lowerSalaryShare.reference,
    },
    { label: t.stepExempt(bindingText), amount: result.exempt, reference: rules.exemption.reference },
    { label: t.stepTaxable, amount: result.taxable, reference: t.stepTaxableReference(rules.exemption.reference) },
  ];
  const newSteps: Step[] = [
    { label: t.stepNewReceived, amount: amounts.hraReceived, reference: rules.newRegime.reference },
    { label: t.stepNewExempt, amount: 0, reference: rules.newRegimeAllowsExemption.reference },
    { label: t.stepNewTaxable, amount: amounts.hraReceived, reference: rules.newRegimeAllowsExemption.reference },
  ];

  return {
    summary,
    groups: [
      {
        title: t.oldRegime,
        figures: [
          { name: "exemptHra", label: t.exemptHra, value: result.exempt, format: "rupees" },
          { name: "taxableHra", label: t.taxableHra, value: result.taxable, format: "rupees" },
        ],
      },
      {
        title: t.newRegime(newRegime),
        figures: [
          { name: "newExemptHra", label: t.exemptHra, value: 0, format: "rupees", note: t.newExemptNote },
          { name: "newTaxableHra", label: t.taxableHra, value: amounts.hraReceived, format: "rupees" },
        ],
      },
      {
        title: t.threeLimits(t.provision(rules.limitsRule.value)),
        figures: [
          { name: "limitHraReceived", label: limitLabels.received, value: result.limits.received, format: "rupees" },
          { name: "limitRentExcess", label: limitLabels.rentExcess, value: result.limits.rentExcess, format: "rupees" },
          { name: "limitSalaryShare", label: limitLabels.salaryShare, value: result.limits.salaryShare, format: "rupees" },
          { name: "bindingLimit", label: t.bindingLimit, value: bindingText, format: "text" },
        ],
      },
    ],
    breakdown: [
      { title: t.breakdownOld(exemption), steps: oldSteps },
      { title: t.breakdownNew(newRegime), steps: newSteps },
    ],
    notes: notesFor(input, amounts, rules, t, cityNames),
  };
}

function notesFor(
  input: HraCalculatorInput,
  amounts: { salary: number; hraReceived: number; rent: number },
  rules: (typeof HRA_RULES)[keyof typeof HRA_RULES],
  t: Text,
  cityNames: readonly string[],
): string[] {
  const panLimit = rules.landlordPanRentLimit.value;
  const notes: string[] = [amounts.rent > panLimit ? t.notePanAbove(formatInr(panLimit)) : t.notePanBelow(formatInr(panLimit))];
  if (amounts.rent > rules.rentTdsMonthlyLimit.value * MONTHS_IN_YEAR) notes.push(t.noteRentTds(formatInr(rules.rentTdsMonthlyLimit.value)));
  notes.push(t.noteSalary, t.notePeriods, t.noteOwnHome, t.noteNewRegime, t.noteRounding);
  if (amounts.hraReceived === 0) notes.push(t.note80gg);
  if (isTaxYearUnder2025Act(input.fy)) notes.push(t.note2025Act(t.cities(cityNames, "and")));
  // The city list's UNSURE assumption, shown wherever it applies (the same note as Form 12BB's).
  if (rules.higherShareCities.note) notes.push(t.noteCitiesAssumption(HRA_CITY_LIST_2026));
  return notes;
}
