import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel as yearLabelIn } from "@/lib/i18n/year-label";
import { computeIncomeTax, financialYearLabel, percentOf, rulesFor, type IncomeTaxResult, type Regime } from "@/lib/tax";
import { SALARY_RULES } from "@/lib/tax/salary-parameters";
import { sectionOf } from "@/lib/tax/sections";
import type { CalculatorResult, FigureGroup, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { SALARY_TEXT } from "./text";

export type SalaryInput = InputOf<typeof fields>;

/** Whole rupees of a share of an amount (payroll figures are kept to the rupee). */
const share = (amount: number, rate: number) => Math.round(percentOf(amount, rate));

interface Structure {
  basic: number;
  hra: number;
  employerPf: number;
  employeePf: number;
  gratuity: number;
  /** the balancing figure; negative when the CTC cannot hold the other parts */
  specialAllowance: number;
  grossSalary: number;
  /** employer contributions above the s.17(2)(vii) limit, taxed as a perquisite */
  taxablePerquisite: number;
}

function salaryStructure(input: SalaryInput): Structure {
  const rules = SALARY_RULES[input.fy];
  const basic = share(input.ctc, input.basicPct);
  const hra = share(basic, input.hraPct);
  const yearlyCeiling = rules.pfWageCeilingMonthly.value * 12;
  const pfWages = input.pf === "none" ? 0 : input.pf === "ceiling" ? Math.min(basic, yearlyCeiling) : basic;
  const employerPf = share(pfWages, rules.pfContributionRate.value);
  const gratuity = input.gratuity ? share(basic, rules.gratuityProvisionRate.value) : 0;
  const specialAllowance = input.ctc - basic - hra - employerPf - gratuity;
  return {
    basic,
    hra,
    employerPf,
    employeePf: employerPf,
    gratuity,
    specialAllowance,
    grossSalary: basic + hra + specialAllowance,
    taxablePerquisite: Math.max(0, employerPf - rules.employerRetirementContributionLimit.value),
  };
}

interface RegimeTakeHome {
  tax: IncomeTaxResult;
  inHandYearly: number;
  inHandMonthly: number;
}

function takeHome(input: SalaryInput, structure: Structure, professionalTax: number, regime: Regime, locale: Locale): RegimeTakeHome {
  // Employee PF is a section 80C investment in the old regime; the engine caps 80C and
  // ignores it (and professional tax) in the new regime.
  const tax = computeIncomeTax({
    fy: input.fy,
    regime,
    age: input.age,
    grossSalary: structure.grossSalary + structure.taxablePerquisite,
    otherIncome: 0,
    exemptHra: 0,
    professionalTax,
    deductions: { ded80c: structure.employeePf, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
  }, locale);
  const inHandYearly = structure.grossSalary - structure.employeePf - professionalTax - tax.totalTax;
  return { tax, inHandYearly, inHandMonthly: Math.round(inHandYearly / 12) };
}

const monthly = (yearly: number) => formatInr(yearly / 12);

/**
 * The special allowance is what is left of the CTC after basic, HRA, PF and gratuity, so
 * those parts cannot add up to more than the CTC. The basic share drives every one of
 * them, so the message goes there.
 */
export function validateSalary(input: SalaryInput, locale: Locale = "en"): Partial<Record<keyof SalaryInput, string>> {
  const structure = salaryStructure(input);
  if (structure.specialAllowance >= 0) return {};
  const parts = input.ctc - structure.specialAllowance;
  return {
    basicPct: messagesFor(SALARY_TEXT, locale).partsTooLarge(formatInr(parts), formatInr(input.ctc)),
  };
}

export function computeSalary(input: SalaryInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(SALARY_TEXT, locale);
  const rules = rulesFor(input.fy);
  const salaryRules = SALARY_RULES[input.fy];
  const act = t.cite(rules.act.value);
  const structure = salaryStructure(input);
  const year = t.year(locale === "en" ? financialYearLabel(input.fy) : yearLabelIn(input.fy, locale));
  const regimeName = (regime: Regime) => t.regimeName[regime] ?? regime;

  const structureSteps: Step[] = [
    { label: t.stepCtc, amount: input.ctc, reference: t.stepCtcReference },
    { label: t.stepBasic(input.basicPct), amount: structure.basic, reference: t.stepBasicReference(act) },
    { label: t.stepHra(input.hraPct), amount: structure.hra, reference: t.stepHraReference(act) },
    {
      label:
        input.pf === "none"
          ? t.stepEmployerPfNone
          : t.stepEmployerPf(salaryRules.pfContributionRate.value, input.pf === "ceiling" ? formatInr(salaryRules.pfWageCeilingMonthly.value) : ""),
      amount: structure.employerPf,
      reference: input.pf === "ceiling" ? `${salaryRules.pfContributionRate.reference}; ${salaryRules.pfWageCeilingMonthly.reference}` : salaryRules.pfContributionRate.reference,
    },
    {
      label: input.gratuity ? t.stepGratuity(salaryRules.gratuityProvisionRate.value) : t.stepNoGratuity,
      amount: structure.gratuity,
      reference: salaryRules.gratuityProvisionRate.reference,
    },
    { label: t.stepSpecial, amount: structure.specialAllowance, reference: t.stepSpecialReference(act) },
  ];

  // validate() keeps such a structure from the page; compute() stays total all the same.
  if (structure.specialAllowance < 0) {
    const parts = input.ctc - structure.specialAllowance;
    return {
      summary: t.summaryTooLarge(formatInr(parts), formatInr(input.ctc)),
      groups: [],
      breakdown: [{ title: t.salaryStructure, steps: structureSteps }],
      notes: [t.noteTooLarge],
    };
  }

  // Professional tax comes out of salary, so it can never be more than the salary left after PF.
  const professionalTax = Math.min(input.pt, structure.grossSalary - structure.employeePf);
  const byRegime: Record<Regime, RegimeTakeHome> = {
    new: takeHome(input, structure, professionalTax, "new", locale),
    old: takeHome(input, structure, professionalTax, "old", locale),
  };
  const chosen = byRegime[input.regime];
  const other: Regime = input.regime === "new" ? "old" : "new";
  const difference = byRegime.new.inHandYearly - byRegime.old.inHandYearly;
  const better: Regime | "equal" = difference === 0 ? "equal" : difference > 0 ? "new" : "old";

  const summary = t.summary(
    formatInr(chosen.inHandMonthly),
    formatInr(chosen.inHandYearly),
    regimeName(input.regime),
    year,
    regimeName(other),
    better === "equal" || better === input.regime ? "" : formatInr(Math.abs(difference)),
  );

  const regimeGroup = (regime: Regime): FigureGroup => ({
    title: regime === "new" ? t.newRegimeOf(t.cite(sectionOf("newRegime", input.fy))) : t.oldRegime,
    highlight: better === regime,
    badge: better === regime ? t.yearMore(formatInr(Math.abs(difference))) : undefined,
    figures: [
      { name: `${regime}Tax`, label: t.incomeTaxForYear, value: byRegime[regime].tax.totalTax, format: "rupees" },
      { name: `${regime}InHandMonthly`, label: t.takeHomeMonth, value: byRegime[regime].inHandMonthly, format: "rupees" },
    ],
  });

  const notes = [
    t.noteProfessionalTax,
    t.noteIncomeTax(rules.taxRounding.value, t.cite(sectionOf("tdsSalary", input.fy))),
    t.noteOldRegime(t.cite(sectionOf("80C", input.fy))),
  ];
  if (structure.grossSalary / 12 <= salaryRules.esiWageCeilingMonthly.value && structure.grossSalary > 0) {
    notes.push(t.noteEsi(formatInr(salaryRules.esiWageCeilingMonthly.value), salaryRules.esiEmployeeRate.value));
  }
  if (input.basicPct < 50) notes.push(t.noteCodes);
  if (structure.taxablePerquisite > 0) {
    notes.push(t.notePerquisite(formatInr(salaryRules.employerRetirementContributionLimit.value), formatInr(structure.taxablePerquisite)));
  }

  const taxSteps: Step[] = chosen.tax.steps.map((step) =>
    step.id === "grossSalary" && structure.taxablePerquisite > 0
      ? { label: t.grossWithPerquisite, amount: step.amount, reference: salaryRules.employerRetirementContributionLimit.reference }
      : { label: step.label, amount: step.amount, reference: step.reference },
  );

  return {
    summary,
    groups: [
      {
        title: t.takeHomeOf(regimeName(input.regime)),
        figures: [
          { name: "inHandMonthly", label: t.aMonth, value: chosen.inHandMonthly, format: "rupees" },
          { name: "inHandYearly", label: t.aYear, value: chosen.inHandYearly, format: "rupees" },
        ],
      },
      {
        title: t.yourSalary,
        figures: [
          { name: "basic", label: t.basic, value: structure.basic, format: "rupees" },
          { name: "hra", label: t.hra, value: structure.hra, format: "rupees" },
          { name: "specialAllowance", label: t.special, value: structure.specialAllowance, format: "rupees" },
          { name: "grossSalary", label: t.gross, value: structure.grossSalary, format: "rupees" },
          { name: "employerPf", label: t.employerPf, value: structure.employerPf, format: "rupees" },
          { name: "gratuity", label: t.gratuityInCtc, value: structure.gratuity, format: "rupees" },
        ],
      },
      {
        title: t.deducted,
        figures: [
          { name: "employeePf", label: t.yourPf, value: structure.employeePf, format: "rupees" },
          { name: "professionalTax", label: t.professionalTax, value: professionalTax, format: "rupees" },
          { name: "incomeTax", label: t.incomeTaxOf(regimeName(input.regime)), value: chosen.tax.totalTax, format: "rupees" },
        ],
      },
      regimeGroup("new"),
      regimeGroup("old"),
    ],
    breakdown: [
      { title: t.salaryStructure, steps: [...structureSteps, { label: t.stepGross, amount: structure.grossSalary, reference: t.salaryHeadReference(act) }] },
      { title: t.incomeTaxSection(regimeName(input.regime)), steps: taxSteps },
      {
        title: t.takeHome,
        steps: [
          { label: t.gross, amount: structure.grossSalary, reference: t.salaryHeadReference(act) },
          { label: t.lessYourPf, amount: structure.employeePf, reference: salaryRules.pfContributionRate.reference },
          { label: t.lessProfessionalTax, amount: professionalTax, reference: t.professionalTaxReference },
          { label: t.lessIncomeTax, amount: chosen.tax.totalTax, reference: t.lessIncomeTaxReference(rules.taxRounding.reference) },
          { label: t.takeHomeYear, amount: chosen.inHandYearly, reference: t.takeHomeReference },
          { label: t.takeHomeMonthStep, amount: chosen.inHandMonthly, reference: t.takeHomeReference },
        ],
      },
    ],
    notes,
    tables: [
      {
        caption: t.tableCaption(year),
        columns: [...t.tableColumns],
        rows: [
          [t.basic, monthly(structure.basic), formatInr(structure.basic)],
          [t.hra, monthly(structure.hra), formatInr(structure.hra)],
          [t.special, monthly(structure.specialAllowance), formatInr(structure.specialAllowance)],
          [t.gross, monthly(structure.grossSalary), formatInr(structure.grossSalary)],
          [t.rowEmployerPf, monthly(structure.employerPf), formatInr(structure.employerPf)],
          [t.rowGratuity, monthly(structure.gratuity), formatInr(structure.gratuity)],
          [t.rowCtc, monthly(input.ctc), formatInr(input.ctc)],
          [t.rowLessPf, monthly(structure.employeePf), formatInr(structure.employeePf)],
          [t.lessProfessionalTax, monthly(professionalTax), formatInr(professionalTax)],
          [t.lessIncomeTax, monthly(chosen.tax.totalTax), formatInr(chosen.tax.totalTax)],
          [t.takeHome, formatInr(chosen.inHandMonthly), formatInr(chosen.inHandYearly)],
        ],
      },
    ],
  };
}
