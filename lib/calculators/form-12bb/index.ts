import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { isTaxYearUnder2025Act, type ComputationStep } from "@/lib/tax";
import { computeForm12bbTax, type Form12bbTaxResult } from "@/lib/tax/form-12bb-tax";
import { form12bbRulesFor } from "@/lib/tax/form-12bb-rules";
import { formOf, formWithFormer, prescribedFormFor } from "@/lib/tax/forms";
import { HRA_CITY_LIST_2026, HRA_RULES } from "@/lib/tax/hra-rules";
import { landlordPanRequired } from "@/lib/tax/rent-receipt-rules";
import { sectionOf } from "@/lib/tax/sections";
import { HINDI_TITLES } from "../hindi-titles";
import { HRA_TEXT } from "../hra/text";
import { defineCalculator, type Step, type StepSection } from "../types";
import { fields, fieldsIn, type Form12bbInput } from "./fields";
import { form12bbMeta } from "./meta";
import { FORM_12BB_TEXT } from "./text";
import { validateForm12bb } from "./validate";

export { form12bbDeclaration } from "./declaration";
export { fields };

type Text = (typeof FORM_12BB_TEXT)["hi"];

const toSteps = (steps: ComputationStep[]): Step[] => steps.map((step) => ({ label: step.label, amount: step.amount, reference: step.reference }));

/** The engine's lines from total income on: slab tax, rebate, surcharge, cess, tax payable. */
const taxLines = (steps: ComputationStep[]) =>
  steps.slice(
    Math.max(
      0,
      steps.findIndex((step) => step.id === "taxableIncome"),
    ),
  );

/** The tax effect of the claims: the figures the page shows (its lines in the page's language). */
export function taxEffectOf(input: Form12bbInput, locale: Locale = "en"): Form12bbTaxResult {
  return computeForm12bbTax(
    {
      fy: input.fy,
      age: input.age,
      grossSalary: input.salary,
      otherIncome: input.other,
      basicSalary: input.basic,
      hraReceived: input.hraReceived,
      metro: input.metro,
      rentPaid: input.rent,
      ltc: input.lta,
      homeLoanInterest: input.hl,
      ded80c: input.ded80c,
      ded80ccc: input.ded80ccc,
      ded80ccd1: input.ded80ccd1,
      ded80ccd1b: input.ded80ccd1b,
      ded80d: input.ded80d,
      ded80e: input.ded80e,
      ded80g: input.ded80g,
      ded80tta: input.ded80tta,
    },
    locale,
  );
}

function claimsSection(effect: Form12bbTaxResult, fy: Form12bbInput["fy"], t: Text): StepSection {
  const form = prescribedFormFor("employeeClaims", fy);
  const steps: Step[] = effect.claims.map((claim) => ({
    label: claim.allowed === claim.declared ? claim.label : t.claimDeclared(claim.label, formatInr(claim.declared)),
    amount: claim.allowed,
    reference: claim.reference,
  }));
  if (steps.length === 0) steps.push({ label: t.noClaims, text: t.nil, reference: form.reference });
  return { title: t.claimsTitle, steps };
}

function hraSection(input: Form12bbInput, effect: Form12bbTaxResult, t: Text, locale: Locale): StepSection {
  const rules = form12bbRulesFor(input.fy);
  const { hra } = effect;
  const cityNames = HRA_TEXT[locale].city;
  return {
    title: t.hraTitle,
    steps: [
      { label: t.hraReceivedStep, amount: hra.received, reference: rules.references.hra },
      { label: t.hraRentStep(rules.hraRentExcessPercent.value), amount: hra.rentLessTenPercent, reference: rules.hraRentExcessPercent.reference },
      {
        label: t.hraShareStep(
          hra.percent,
          input.metro,
          rules.hraMetroCities.value.map((city) => cityNames[city] ?? city),
        ),
        amount: hra.percentOfSalary,
        reference: (input.metro ? rules.hraMetroPercent : rules.hraOtherPercent).reference,
      },
      { label: t.exemptHra, amount: hra.exempt, reference: rules.references.hra },
    ],
  };
}

/** The Form 124 / 12BB generator with every word of the page in the given language; the form itself keeps its official English. */
export function form12bbIn(locale: Locale) {
  const t = messagesFor(FORM_12BB_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? form12bbMeta
        : { ...form12bbMeta, title: HINDI_TITLES["form-12bb"] ?? form12bbMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "age", "salary", "other"] },
      { title: t.groupHra, fields: ["rent", "basic", "hraReceived", "metro", "landlord", "llAddress", "llPan", "llNoPan", "llRelation"] },
      { title: t.groupLtc, fields: ["lta", "ltaDetails"] },
      { title: t.groupLoan, fields: ["hl", "lenderType", "lender", "lenderAddress", "lenderPan"] },
      {
        title: t.groupDeductions,
        fields: ["ded80c", "ev80c", "ded80ccc", "ded80ccd1", "ded80ccd1b", "ded80d", "ev80d", "ded80e", "ev80e", "ded80g", "ev80g", "ded80tta"],
      },
      { title: t.groupDetails, fields: ["name", "parent", "pan", "address", "designation", "place"] },
    ],
    validate: (input) => validateForm12bb(input, locale),
    compute(input) {
      const effect = taxEffectOf(input, locale);
      const rules = form12bbRulesFor(input.fy);
      const year = t.year(yearLabel(input.fy, locale));
      const panRequired = input.rent > 0 && landlordPanRequired(input.rent);
      const formName = t.form(formOf("employeeClaims", input.fy));
      const newRegimeSection = t.section(sectionOf("newRegime", input.fy));

      const summary =
        effect.better === "old"
          ? t.summaryOld(formatInr(effect.saving), year, formName)
          : effect.better === "new"
            ? t.summaryNew(formatInr(effect.saving), year, formName)
            : t.summaryEqual(formatInr(effect.new.totalTax), year);

      const breakdown: StepSection[] = [claimsSection(effect, input.fy, t)];
      if (input.rent > 0) breakdown.push(hraSection(input, effect, t, locale));
      breakdown.push(
        { title: t.oldRegime, steps: [...toSteps(effect.oldIncomeSteps), ...toSteps(taxLines(effect.old.steps))] },
        {
          title: t.newRegime(newRegimeSection),
          steps: [{ label: t.claimsIn(formName), text: t.notAllowed, reference: rules.references.newRegimeExclusions }, ...toSteps(effect.new.steps)],
        },
      );

      const exclusions = locale === "en" ? rules.references.newRegimeExclusions : citeIn(rules.references.newRegimeExclusions, locale).text;
      const notes = [t.noteNewRegime(exclusions), t.noteAssumptions, t.noteLtc, t.noteLeftOut, t.notePdf];
      // The HRA city list's UNSURE assumption: the HRA calculator shows the same note.
      if (input.rent > 0 && rules.hraMetroCities.note) {
        notes.push(locale === "en" ? rules.hraMetroCities.note : HRA_TEXT[locale].noteCitiesAssumption(HRA_CITY_LIST_2026));
      }
      if (isTaxYearUnder2025Act(input.fy)) {
        const former = formWithFormer("employeeClaims", input.fy);
        notes.push(
          t.note2025Act(
            yearLabel(input.fy, locale),
            locale === "en" ? former : t.form(former).replace(/\(earlier /, "(पहले "),
            t.rule(prescribedFormFor("employeeClaims", input.fy).rule ?? ""),
          ),
        );
      }

      const limitsRule = HRA_RULES[input.fy].limitsRule.value;
      return {
        summary,
        groups: [
          {
            title: t.yourClaims,
            figures: [
              {
                name: "hraExempt",
                label: t.hraExemption,
                value: effect.hra.exempt,
                format: "rupees",
                note: input.rent > 0 ? t.hraExemptionNote(locale === "en" ? limitsRule : HRA_TEXT[locale].provision(limitsRule)) : t.noRent,
              },
              { name: "oldAllowed", label: t.oldAllowed, value: effect.oldRegimeAllowed, format: "rupees", note: t.oldAllowedNote },
              {
                name: "panRequired",
                label: t.panRequired,
                value: panRequired ? t.yes : t.no,
                format: "text",
                note: panRequired ? t.panAbove : t.panNotAbove,
              },
            ],
          },
          {
            title: t.oldRegime,
            highlight: effect.better === "old",
            badge: effect.better === "old" ? t.saves(formatInr(effect.saving)) : undefined,
            figures: [
              { name: "oldTaxableIncome", label: t.taxableIncome, value: effect.old.taxableIncome, format: "rupees" },
              { name: "oldTax", label: t.taxForYear, value: effect.old.totalTax, format: "rupees" },
            ],
          },
          {
            title: t.newRegime(newRegimeSection),
            highlight: effect.better === "new",
            badge: effect.better === "new" ? t.saves(formatInr(effect.saving)) : undefined,
            figures: [
              { name: "newTaxableIncome", label: t.taxableIncome, value: effect.new.taxableIncome, format: "rupees" },
              { name: "newTax", label: t.taxForYear, value: effect.new.totalTax, format: "rupees" },
            ],
          },
        ],
        breakdown,
        notes,
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const form12bb = form12bbIn("en");
