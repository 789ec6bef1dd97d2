import { formatInr } from "@/lib/format";
import { computeIncomeTax, financialYearLabel, percentOf, rulesFor, type IncomeTaxResult, type Regime } from "@/lib/tax";
import { SALARY_RULES } from "@/lib/tax/salary-parameters";
import { sectionOf } from "@/lib/tax/sections";
import type { CalculatorResult, FigureGroup, InputOf, Step } from "../types";
import type { fields } from "./fields";

export type SalaryInput = InputOf<typeof fields>;

const REGIME_NAMES: Record<Regime, string> = { new: "new regime", old: "old regime" };

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

function takeHome(input: SalaryInput, structure: Structure, professionalTax: number, regime: Regime): RegimeTakeHome {
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
  });
  const inHandYearly = structure.grossSalary - structure.employeePf - professionalTax - tax.totalTax;
  return { tax, inHandYearly, inHandMonthly: Math.round(inHandYearly / 12) };
}

const monthly = (yearly: number) => formatInr(yearly / 12);

/**
 * The special allowance is what is left of the CTC after basic, HRA, PF and gratuity, so
 * those parts cannot add up to more than the CTC. The basic share drives every one of
 * them, so the message goes there.
 */
export function validateSalary(input: SalaryInput): Partial<Record<keyof SalaryInput, string>> {
  const structure = salaryStructure(input);
  if (structure.specialAllowance >= 0) return {};
  const parts = input.ctc - structure.specialAllowance;
  return {
    basicPct: `Basic, HRA, PF and gratuity come to ${formatInr(parts)}, more than the CTC of ${formatInr(input.ctc)}: lower the basic share (or the HRA share).`,
  };
}

export function computeSalary(input: SalaryInput): CalculatorResult {
  const rules = rulesFor(input.fy);
  const salaryRules = SALARY_RULES[input.fy];
  const act = rules.act.value;
  const structure = salaryStructure(input);
  const yearLabel = financialYearLabel(input.fy);
  const year = yearLabel.startsWith("Tax year") ? `tax${yearLabel.slice(3)}` : yearLabel;

  const structureSteps: Step[] = [
    { label: "Cost to company (CTC)", amount: input.ctc, reference: "Your employer's offer: everything the employer spends on you in a year" },
    { label: `Basic salary with DA: ${input.basicPct}% of CTC`, amount: structure.basic, reference: `Your salary structure; ${act}: salary under the head "Salaries"` },
    { label: `House rent allowance: ${input.hraPct}% of basic`, amount: structure.hra, reference: `Your salary structure; ${act}: taxable unless exempt for rent paid (old regime only)` },
    {
      label:
        input.pf === "none"
          ? "Employer's PF contribution: none"
          : `Employer's PF contribution: ${salaryRules.pfContributionRate.value}% of ${input.pf === "ceiling" ? `basic up to ${formatInr(salaryRules.pfWageCeilingMonthly.value)} a month` : "basic"}`,
      amount: structure.employerPf,
      reference: input.pf === "ceiling" ? `${salaryRules.pfContributionRate.reference}; ${salaryRules.pfWageCeilingMonthly.reference}` : salaryRules.pfContributionRate.reference,
    },
    {
      label: input.gratuity ? `Gratuity set aside: ${salaryRules.gratuityProvisionRate.value}% of basic` : "Gratuity set aside: not part of the CTC",
      amount: structure.gratuity,
      reference: salaryRules.gratuityProvisionRate.reference,
    },
    { label: "Special allowance: what is left of the CTC", amount: structure.specialAllowance, reference: `Balancing figure of the CTC; taxable as salary (${act})` },
  ];

  // validate() keeps such a structure from the page; compute() stays total all the same.
  if (structure.specialAllowance < 0) {
    const parts = input.ctc - structure.specialAllowance;
    return {
      summary: `Basic, HRA, PF and gratuity come to ${formatInr(parts)}, more than the CTC of ${formatInr(input.ctc)}. Lower the basic or HRA share to see your take-home pay.`,
      groups: [],
      breakdown: [{ title: "Salary structure", steps: structureSteps }],
      notes: ["The special allowance is whatever is left of the CTC after the other parts, so the other parts cannot add up to more than the CTC."],
    };
  }

  // Professional tax comes out of salary, so it can never be more than the salary left after PF.
  const professionalTax = Math.min(input.pt, structure.grossSalary - structure.employeePf);
  const byRegime: Record<Regime, RegimeTakeHome> = {
    new: takeHome(input, structure, professionalTax, "new"),
    old: takeHome(input, structure, professionalTax, "old"),
  };
  const chosen = byRegime[input.regime];
  const other: Regime = input.regime === "new" ? "old" : "new";
  const difference = byRegime.new.inHandYearly - byRegime.old.inHandYearly;
  const better: Regime | "equal" = difference === 0 ? "equal" : difference > 0 ? "new" : "old";

  const summary = `Your take-home pay is about ${formatInr(chosen.inHandMonthly)} a month (${formatInr(chosen.inHandYearly)} a year) under the ${REGIME_NAMES[input.regime]} for ${year}${
    better === "equal" || better === input.regime
      ? "."
      : `; the ${REGIME_NAMES[other]} would leave you ${formatInr(Math.abs(difference))} a year more.`
  }`;

  const regimeGroup = (regime: Regime): FigureGroup => ({
    title: regime === "new" ? `New regime (${sectionOf("newRegime", input.fy)})` : "Old regime",
    highlight: better === regime,
    badge: better === regime ? `${formatInr(Math.abs(difference))} a year more` : undefined,
    figures: [
      { name: `${regime}Tax`, label: "Income tax for the year", value: byRegime[regime].tax.totalTax, format: "rupees" },
      { name: `${regime}InHandMonthly`, label: "Take-home pay a month", value: byRegime[regime].inHandMonthly, format: "rupees" },
    ],
  });

  const notes = [
    "Professional tax is a state tax on employment, at most ₹2,500 a year (Article 276(2) of the Constitution). Each state sets its own slabs and some levy none: enter the yearly amount on your payslip.",
    `Income tax is the tax for the year rounded to the nearest ₹${rules.taxRounding.value} (section 288B). Your employer deducts it from salary spread over the months (${sectionOf("tdsSalary", input.fy)}), so a month's deduction can differ from a twelfth of it.`,
    `The old-regime figures count your PF contribution under ${sectionOf("80C", input.fy)} and the professional tax you pay. They leave out the HRA exemption for rent you pay and your other deductions: the income-tax and HRA calculators work those out.`,
  ];
  if (structure.grossSalary / 12 <= salaryRules.esiWageCeilingMonthly.value && structure.grossSalary > 0) {
    notes.push(
      `Your gross pay is ${formatInr(salaryRules.esiWageCeilingMonthly.value)} a month or less, so Employees' State Insurance may apply: ${salaryRules.esiEmployeeRate.value}% of your wages is deducted for it, which this calculator does not include.`,
    );
  }
  if (input.basicPct < 50) {
    notes.push(
      "Under the Code on Wages, 2019 and the Code on Social Security, 2020 (in force from 21 November 2025), allowances above half of your total pay count as wages. Once the PF and gratuity rules under the codes apply in full, your PF and gratuity may be worked out on more than the basic entered here.",
    );
  }
  if (structure.taxablePerquisite > 0) {
    notes.push(
      `Your employer's PF contribution is more than ${formatInr(salaryRules.employerRetirementContributionLimit.value)} a year, so the excess, ${formatInr(structure.taxablePerquisite)}, is taxed as a perquisite. Employer NPS and superannuation contributions count toward the same limit.`,
    );
  }

  const taxSteps: Step[] = chosen.tax.steps.map((step) =>
    step.id === "grossSalary" && structure.taxablePerquisite > 0
      ? { label: "Gross salary, with employer's PF above the limit", amount: step.amount, reference: salaryRules.employerRetirementContributionLimit.reference }
      : { label: step.label, amount: step.amount, reference: step.reference },
  );

  return {
    summary,
    groups: [
      {
        title: `Take-home pay (${REGIME_NAMES[input.regime]})`,
        figures: [
          { name: "inHandMonthly", label: "A month", value: chosen.inHandMonthly, format: "rupees" },
          { name: "inHandYearly", label: "A year", value: chosen.inHandYearly, format: "rupees" },
        ],
      },
      {
        title: "Your salary, yearly",
        figures: [
          { name: "basic", label: "Basic salary with DA", value: structure.basic, format: "rupees" },
          { name: "hra", label: "House rent allowance", value: structure.hra, format: "rupees" },
          { name: "specialAllowance", label: "Special allowance", value: structure.specialAllowance, format: "rupees" },
          { name: "grossSalary", label: "Gross salary", value: structure.grossSalary, format: "rupees" },
          { name: "employerPf", label: "Employer's PF (in CTC, not paid out)", value: structure.employerPf, format: "rupees" },
          { name: "gratuity", label: "Gratuity set aside (in CTC, not paid out)", value: structure.gratuity, format: "rupees" },
        ],
      },
      {
        title: "Deducted from your salary, yearly",
        figures: [
          { name: "employeePf", label: "Your PF contribution", value: structure.employeePf, format: "rupees" },
          { name: "professionalTax", label: "Professional tax", value: professionalTax, format: "rupees" },
          { name: "incomeTax", label: `Income tax (${REGIME_NAMES[input.regime]})`, value: chosen.tax.totalTax, format: "rupees" },
        ],
      },
      regimeGroup("new"),
      regimeGroup("old"),
    ],
    breakdown: [
      { title: "Salary structure", steps: [...structureSteps, { label: "Gross salary: basic, HRA and special allowance", amount: structure.grossSalary, reference: `${act}: salary under the head "Salaries"` }] },
      { title: `Income tax, ${REGIME_NAMES[input.regime]}`, steps: taxSteps },
      {
        title: "Take-home pay",
        steps: [
          { label: "Gross salary", amount: structure.grossSalary, reference: `${act}: salary under the head "Salaries"` },
          { label: "Less: your PF contribution", amount: structure.employeePf, reference: salaryRules.pfContributionRate.reference },
          { label: "Less: professional tax", amount: professionalTax, reference: "Constitution of India, Article 276(2) (state tax on employment, at most ₹2,500 a year), under your state's law" },
          { label: "Less: income tax", amount: chosen.tax.totalTax, reference: `${rules.taxRounding.reference}; deducted by the employer month by month` },
          { label: "Take-home pay for the year", amount: chosen.inHandYearly, reference: "Gross salary less the deductions above" },
          { label: "Take-home pay a month (a twelfth, to the rupee)", amount: chosen.inHandMonthly, reference: "Gross salary less the deductions above" },
        ],
      },
    ],
    notes,
    tables: [
      {
        caption: `Salary structure for ${year}`,
        columns: ["Part", "A month", "A year"],
        rows: [
          ["Basic salary with DA", monthly(structure.basic), formatInr(structure.basic)],
          ["House rent allowance", monthly(structure.hra), formatInr(structure.hra)],
          ["Special allowance", monthly(structure.specialAllowance), formatInr(structure.specialAllowance)],
          ["Gross salary", monthly(structure.grossSalary), formatInr(structure.grossSalary)],
          ["Employer's PF", monthly(structure.employerPf), formatInr(structure.employerPf)],
          ["Gratuity set aside", monthly(structure.gratuity), formatInr(structure.gratuity)],
          ["Cost to company", monthly(input.ctc), formatInr(input.ctc)],
          ["Less: your PF", monthly(structure.employeePf), formatInr(structure.employeePf)],
          ["Less: professional tax", monthly(professionalTax), formatInr(professionalTax)],
          ["Less: income tax", monthly(chosen.tax.totalTax), formatInr(chosen.tax.totalTax)],
          ["Take-home pay", formatInr(chosen.inHandMonthly), formatInr(chosen.inHandYearly)],
        ],
      },
    ],
  };
}
