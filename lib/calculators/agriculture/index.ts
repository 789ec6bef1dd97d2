import { formatInr } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { computeIncomeTax, financialYearLabel, rulesFor, sectionOf, type IncomeTaxResult } from "@/lib/tax";
import { slabTableFor } from "@/lib/tax/formulas/tax-on-income";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type InputOf, type Step } from "../types";
import { fields, fieldsIn } from "./fields";
import { agricultureMeta } from "./meta";
import { AGRICULTURE_TEXT } from "./text";

export { fields };

type Input = InputOf<typeof fields>;
type Text = TranslationOf<(typeof AGRICULTURE_TEXT)["en"]>;

function engineInput(input: Input, income: number, agri: number) {
  return {
    fy: input.fy,
    regime: input.regime,
    age: input.regime === "old" ? input.age : ("below60" as const),
    grossSalary: 0,
    otherIncome: income,
    exemptHra: 0,
    deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
    netAgriculturalIncome: agri,
  };
}

const stepAmount = (result: IncomeTaxResult, id: string) => result.steps.find((step) => step.id === id)?.amount ?? null;

function breakdown(input: Input, result: IncomeTaxResult, withoutAgri: IncomeTaxResult, t: Text): Step[] {
  const rules = rulesFor(input.fy);
  const agriRules = rules.agriculturalIncome.minimumForIntegration;
  const integration = rules.regimes[input.regime].agriculturalIncomeIntegration;
  const table = slabTableFor({ rules, regime: input.regime, age: result.regime === "old" ? input.age : "below60", resident: true });
  const taxOnAggregate = stepAmount(result, "agriculturalTaxOnAggregate");
  const taxOnExemption = stepAmount(result, "agriculturalTaxOnExemption");
  const steps: Step[] = [
    { label: t.stepTotalIncome(rules.totalIncomeRounding.value), amount: result.taxableIncome, reference: rules.totalIncomeRounding.reference },
    { label: t.stepAgri, amount: Math.max(0, Math.floor(input.agri)), reference: t.stepAgriReference },
  ];
  if (taxOnAggregate !== null && taxOnExemption !== null) {
    steps.push(
      { label: t.stepTaxOnAggregate(formatInr(result.taxableIncome + input.agri)), amount: taxOnAggregate, reference: `${agriRules.reference}; ${table.reference}` },
      {
        label: t.stepTaxOnExemption(formatInr(input.agri + result.basicExemptionLimit), formatInr(result.basicExemptionLimit)),
        amount: taxOnExemption,
        reference: `${agriRules.reference}; ${integration.reference}`,
      },
    );
  } else {
    steps.push({
      label: t.stepNoIntegration,
      text: t.notApplied,
      reference: agriRules.reference,
    });
  }
  const add = (label: string, amount: number, reference: string, always = false) => {
    if (always || amount !== 0) steps.push({ label, amount, reference });
  };
  add(t.stepIncomeTax, result.slabTax, table.reference, true);
  add(t.stepRebate, result.rebate87A, rules.regimes[input.regime].rebate.incomeLimit.reference);
  add(t.stepSurcharge(result.surchargeRate), result.surcharge, rules.surcharge.reference);
  add(t.stepMarginalRelief, result.marginalRelief, rules.surcharge.reference);
  add(t.stepCess(rules.cess.value), result.cess, rules.cess.reference);
  add(t.stepTaxPayable(rules.taxRounding.value), result.totalTax, rules.taxRounding.reference, true);
  add(t.taxWithoutAgri, withoutAgri.totalTax, rules.taxRounding.reference, true);
  add(t.extraTax, Math.max(0, result.totalTax - withoutAgri.totalTax), agriRules.reference, true);
  return steps;
}

/**
 * The new-regime rebate meets partial integration (the helper's finding, explained to the
 * user): the rebate's limit is judged on total income, which leaves agricultural income
 * out, but its amount is set by a tax that integration has raised.
 */
function rebateNotes(input: Input, result: IncomeTaxResult, t: Text): string[] {
  const rules = rulesFor(input.fy);
  const rebate = rules.regimes[input.regime].rebate;
  const integrated = stepAmount(result, "agriculturalTaxOnAggregate") !== null;
  if (!integrated || !rebate.marginalRelief.value) return [];
  const limit = rebate.incomeLimit.value;
  const maximum = rebate.maximum.value;
  const atLimit = computeIncomeTax(engineInput(input, limit, input.agri)).totalTax;
  const justAbove = computeIncomeTax(engineInput(input, limit + rules.totalIncomeRounding.value, input.agri)).totalTax;
  const notes: string[] = [];
  if (result.taxableIncome > limit && result.rebate87A > 0) {
    notes.push(t.noteAboveLimit(formatInr(limit), t.cite(sectionOf("rebate", input.fy)), formatInr(maximum), atLimit > result.totalTax ? formatInr(atLimit) : ""));
  } else if (result.taxableIncome <= limit && result.slabTax > maximum) {
    notes.push(t.noteWithinLimit(formatInr(limit), formatInr(maximum), formatInr(limit + rules.totalIncomeRounding.value), formatInr(justAbove)));
  }
  return notes;
}

/** The agricultural-income calculator with every word in the given language; its figures are the same in each. */
export function agricultureIn(locale: Locale) {
  const t = messagesFor(AGRICULTURE_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? agricultureMeta
        : { ...agricultureMeta, title: HINDI_TITLES.agriculture ?? agricultureMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "regime", "age"] },
      { title: t.groupIncome, fields: ["income", "agri"] },
    ],
    compute(input) {
      const rules = rulesFor(input.fy);
      const result = computeIncomeTax(engineInput(input, input.income, input.agri), locale);
      const withoutAgri = computeIncomeTax(engineInput(input, input.income, 0), locale);
      const extraTax = Math.max(0, result.totalTax - withoutAgri.totalTax);
      const integrated = stepAmount(result, "agriculturalTaxOnAggregate") !== null;
      const year = t.year(locale === "en" ? financialYearLabel(input.fy) : yearLabel(input.fy, locale), input.fy);

      const summary = extraTax > 0 ? t.summaryExtra(year, formatInr(result.totalTax), formatInr(extraTax)) : t.summaryNone(year, formatInr(result.totalTax));

      const integrationRule = rules.regimes[input.regime].agriculturalIncomeIntegration;
      const notes = [
        t.noteExempt(formatInr(rules.agriculturalIncome.minimumForIntegration.value)),
        ...rebateNotes(input, result, t),
        t.noteResident(t.cite(sectionOf("rebate", input.fy))),
      ];
      if (input.regime === "new" && integrationRule.note) notes.push(t.noteNewRegime);
      return {
        summary,
        groups: [
          {
            title: t.groupTax,
            highlight: true,
            figures: [
              { name: "taxableIncome", label: t.taxableIncome, value: result.taxableIncome, format: "rupees" },
              { name: "tax", label: t.tax, value: result.totalTax, format: "rupees" },
            ],
          },
          {
            title: t.groupEffect,
            figures: [
              { name: "taxWithoutAgri", label: t.taxWithoutAgri, value: withoutAgri.totalTax, format: "rupees" },
              { name: "extraTax", label: t.extraTax, value: extraTax, format: "rupees" },
            ],
          },
        ],
        breakdown: [{ title: integrated ? t.breakdownIntegration : t.breakdownTax, steps: breakdown(input, result, withoutAgri, t) }],
        notes,
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const agriculture = agricultureIn("en");
