import { translatable, messagesFor, type Catalogues } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { form12bbRulesFor } from "./form-12bb-rules";
import { dropPaise, percentOf } from "./formulas/rounding";
import { hraExemption as hraExemptionForPeriod } from "./hra-exemption";
import { HRA_RULES } from "./hra-rules";
import { computeIncomeTax, type ComputationStep, type IncomeTaxResult } from "./income-tax";
import { rulesFor } from "./parameters";
import type { AgeBand, Regime } from "./types";
import type { FinancialYear } from "./years";

/**
 * What an employee declares in Form 12BB, with the salary figures needed to see its tax
 * effect. Amounts are whole rupees for the year, finite and non-negative (the calculator
 * validates them).
 */
export interface Form12bbClaims {
  fy: FinancialYear;
  age: AgeBand;
  grossSalary: number;
  /** income from other sources declared to the employer (savings interest and the like) */
  otherIncome: number;
  /** basic salary plus DA that counts for retirement benefits: "salary" for HRA and 80CCD(1) */
  basicSalary: number;
  hraReceived: number;
  /** the rented house is in a city with the 50% limit for the year (HRA_RULES[fy].higherShareCities) */
  metro: boolean;
  rentPaid: number;
  /** leave travel concession claimed as exempt */
  ltc: number;
  /** interest on a loan for a self-occupied house */
  homeLoanInterest: number;
  ded80c: number;
  ded80ccc: number;
  ded80ccd1: number;
  ded80ccd1b: number;
  ded80d: number;
  ded80e: number;
  /** the qualifying amount of donations */
  ded80g: number;
  /** 80TTA, or 80TTB for a senior citizen */
  ded80tta: number;
}

export type ClaimId =
  | "hra"
  | "ltc"
  | "homeLoan"
  | "ded80c"
  | "ded80ccc"
  | "ded80ccd1"
  | "chapterVIA80cce"
  | "ded80ccd1b"
  | "ded80d"
  | "ded80e"
  | "ded80g"
  | "ded80tta";

/** One claim: what was declared and what the old regime allows of it, with the rule. */
export interface ClaimLine {
  id: ClaimId;
  label: string;
  declared: number;
  allowed: number;
  reference: string;
}

export interface HraExemption {
  /** (a) the HRA received */
  received: number;
  /** (b) rent paid less 10% of salary (not below nil) */
  rentLessTenPercent: number;
  /** (c) 50% or 40% of salary */
  percentOfSalary: number;
  /** the percent used for (c) */
  percent: number;
  /** the least of (a), (b) and (c); nil when no rent is paid */
  exempt: number;
}

export interface Form12bbTaxResult {
  hra: HraExemption;
  /** every claim declared (zero claims left out), with its old-regime allowance */
  claims: ClaimLine[];
  /** what the claims take off income in the old regime: salary exemptions (HRA, LTC), the home-loan loss set off and the Chapter VI-A deductions, each within its limit and within the income it can reduce */
  oldRegimeAllowed: number;
  /** the old regime's income lines, up to total income before rounding */
  oldIncomeSteps: ComputationStep[];
  old: IncomeTaxResult;
  new: IncomeTaxResult;
  better: Regime | "equal";
  saving: number;
}

/**
 * HRA exemption under s.10(13A) and Rule 2A (Schedule III and the 2026 Rules from tax year
 * 2026-27), for a year whose facts do not change (docs/tax-methods.md §6.2). The HRA calculator's
 * own computation and rules, so both calculators give the same exemption for the same rent.
 */
export function hraExemption(claims: Pick<Form12bbClaims, "fy" | "basicSalary" | "hraReceived" | "metro" | "rentPaid">): HraExemption {
  const result = hraExemptionForPeriod(
    { salary: claims.basicSalary, hraReceived: claims.hraReceived, rentPaid: claims.rentPaid, higherShareCity: claims.metro },
    HRA_RULES[claims.fy],
  );
  return {
    received: result.limits.received,
    rentLessTenPercent: result.limits.rentExcess,
    percentOfSalary: result.limits.salaryShare,
    percent: result.salarySharePercent,
    exempt: result.exempt,
  };
}

/** The words of the claim lines and the old regime's income lines (references stay as the rules give them). */
const en = {
  claim: {
    hra: "House rent allowance exemption",
    ltc: "Leave travel concession",
    homeLoan: "Interest on a home loan (self-occupied house)",
    ded80c: "Section 80C investments",
    ded80ccc: "Section 80CCC pension fund",
    ded80ccd1: "Section 80CCD(1) own NPS contribution",
    chapterVIA80cce: "80C, 80CCC and 80CCD(1) together",
    ded80ccd1b: "Section 80CCD(1B) additional NPS",
    ded80d: "Section 80D health insurance",
    ded80e: "Section 80E education-loan interest",
    ded80g: "Section 80G donations",
    ded80ttb: "Section 80TTB deposit interest",
    ded80tta: "Section 80TTA savings interest",
  } as Readonly<Record<ClaimId | "ded80ttb", string>>,
  grossSalary: "Gross salary",
  hra: "Less: house rent allowance exemption",
  ltc: "Less: leave travel concession",
  standardDeduction: "Less: standard deduction",
  salaryIncome: "Income from salary",
  otherIncome: "Income from other sources",
  houseProperty: "Loss from self-occupied house property (home-loan interest)",
  grossTotalIncome: "Gross total income",
  chapterVIA: "Less: Chapter VI-A deductions",
  totalBeforeRounding: "Total income before rounding",
};



export const FORM_12BB_TAX_TEXT: Catalogues<typeof en> = translatable("FORM_12BB_TAX_TEXT", en);

/**
 * The old-regime allowance of each claim (docs/tax-methods.md §6, §13, §14, §17 and §1.2), and
 * the tax under both regimes. The new regime ignores all of these claims (s.115BAC(2)).
 *
 * The engine (computeIncomeTax) takes HRA, 80C, 80D, 80CCD(1B) and home-loan interest, but
 * has no input for LTC, 80E, 80G or 80TTA/80TTB. LTC is a salary exemption like HRA, so it
 * is passed with the HRA exemption. The three deductions are taken off the income instead:
 * first off other income, the rest off gross salary. That gives the same total income as
 * deducting them after gross total income: both sides floor at nil at the same points (a
 * proof by cases is in the comments of the tests, and a property test checks it). The
 * engine's own income lines would then show the reduced figures, so the old regime's
 * income lines are built here and only the engine's tax lines are shown.
 */
export function computeForm12bbTax(claims: Form12bbClaims, locale: Locale = "en"): Form12bbTaxResult {
  const t = messagesFor(FORM_12BB_TAX_TEXT, locale);
  const rules = form12bbRulesFor(claims.fy);
  const yearRules = rulesFor(claims.fy);
  const limits = yearRules.deductionLimits;
  const oldRegime = yearRules.regimes.old;
  const act = yearRules.act.value;
  const senior = claims.age !== "below60";

  const hra = hraExemption(claims);
  const ltc = claims.ltc;
  const homeLoan = Math.min(claims.homeLoanInterest, limits.homeLoanInterestSelfOccupied.value);

  // s.80CCE: 80C, 80CCC and 80CCD(1) together up to ₹1,50,000; 80CCD(1) itself up to 10% of salary.
  const ded80ccd1Limit = dropPaise(percentOf(claims.basicSalary, rules.ded80ccd1SalaryPercent.value));
  const ded80ccd1 = Math.min(claims.ded80ccd1, ded80ccd1Limit);
  const group80cce = Math.min(claims.ded80c + claims.ded80ccc + ded80ccd1, limits.ded80c.value);
  const ded80ccd1b = Math.min(claims.ded80ccd1b, limits.ded80ccd1b.value);
  // The engine's single 80D figure: the taxpayer's own limit plus the parents' senior-citizen limit.
  const ded80dLimit = (senior ? limits.ded80dSelfSenior.value : limits.ded80dSelfBelow60.value) + limits.ded80dParentsMaximum.value;
  const ded80d = Math.min(claims.ded80d, ded80dLimit);
  const interestLimit = senior ? rules.ded80ttb : rules.ded80tta;
  const ded80tta = Math.min(claims.ded80tta, interestLimit.value, claims.otherIncome);
  const outsideEngine = claims.ded80e + claims.ded80g + ded80tta;

  // The old regime's income, line by line.
  const exemptions = hra.exempt + ltc;
  const salaryAfterExemptions = Math.max(0, claims.grossSalary - exemptions);
  const standardDeduction = Math.min(salaryAfterExemptions, oldRegime.standardDeduction.value);
  const salaryIncome = salaryAfterExemptions - standardDeduction;
  const houseLoss = Math.min(homeLoan, salaryIncome + claims.otherIncome);
  const grossTotalIncome = salaryIncome + claims.otherIncome - houseLoss;
  const chapterVIAClaimed = group80cce + ded80ccd1b + ded80d + outsideEngine;
  const chapterVIAAllowed = Math.min(chapterVIAClaimed, grossTotalIncome);
  const totalBeforeRounding = grossTotalIncome - chapterVIAAllowed;

  const fromOther = Math.min(outsideEngine, claims.otherIncome);
  const fromSalary = outsideEngine - fromOther;
  const old = computeIncomeTax(
    {
    fy: claims.fy,
    regime: "old",
    age: claims.age,
    grossSalary: Math.max(0, claims.grossSalary - fromSalary),
    otherIncome: claims.otherIncome - fromOther,
    exemptHra: exemptions,
    deductions: { ded80c: group80cce, ded80d, ded80ccd1b, homeLoanInterest: homeLoan },
    },
    locale,
  );
  const newRegime = computeIncomeTax(
    {
    fy: claims.fy,
    regime: "new",
    age: claims.age,
    grossSalary: claims.grossSalary,
    otherIncome: claims.otherIncome,
    exemptHra: 0,
    deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
    },
    locale,
  );

  const claimLines: ClaimLine[] = [
    { id: "hra", label: t.claim.hra, declared: claims.rentPaid, allowed: hra.exempt, reference: rules.references.hra },
    { id: "ltc", label: t.claim.ltc, declared: claims.ltc, allowed: ltc, reference: rules.references.ltc },
    { id: "homeLoan", label: t.claim.homeLoan, declared: claims.homeLoanInterest, allowed: homeLoan, reference: limits.homeLoanInterestSelfOccupied.reference },
    { id: "ded80c", label: t.claim.ded80c, declared: claims.ded80c, allowed: claims.ded80c, reference: limits.ded80c.reference },
    { id: "ded80ccc", label: t.claim.ded80ccc, declared: claims.ded80ccc, allowed: claims.ded80ccc, reference: rules.references.ded80ccc },
    { id: "ded80ccd1", label: t.claim.ded80ccd1, declared: claims.ded80ccd1, allowed: ded80ccd1, reference: rules.ded80ccd1SalaryPercent.reference },
    {
      id: "chapterVIA80cce",
      label: t.claim.chapterVIA80cce,
      declared: claims.ded80c + claims.ded80ccc + ded80ccd1,
      allowed: group80cce,
      reference: limits.ded80c.reference,
    },
    { id: "ded80ccd1b", label: t.claim.ded80ccd1b, declared: claims.ded80ccd1b, allowed: ded80ccd1b, reference: limits.ded80ccd1b.reference },
    { id: "ded80d", label: t.claim.ded80d, declared: claims.ded80d, allowed: ded80d, reference: `${limits.ded80dSelfBelow60.reference}; ${limits.ded80dParentsMaximum.reference}` },
    { id: "ded80e", label: t.claim.ded80e, declared: claims.ded80e, allowed: claims.ded80e, reference: rules.references.ded80e },
    { id: "ded80g", label: t.claim.ded80g, declared: claims.ded80g, allowed: claims.ded80g, reference: rules.references.ded80g },
    {
      id: "ded80tta",
      label: senior ? t.claim.ded80ttb : t.claim.ded80tta,
      declared: claims.ded80tta,
      allowed: ded80tta,
      reference: interestLimit.reference,
    },
  ];
  // The 80CCE line is shown only when more than one of its parts is claimed or the cap bites.
  const parts80cce = [claims.ded80c, claims.ded80ccc, claims.ded80ccd1].filter((amount) => amount > 0).length;
  const claimsShown = claimLines.filter((line) =>
    line.id === "chapterVIA80cce" ? parts80cce > 1 || line.allowed < line.declared : line.declared > 0,
  );

  const oldIncomeSteps: ComputationStep[] = [];
  const add = (id: string, label: string, amount: number, reference: string, always = false) => {
    if (always || amount !== 0) oldIncomeSteps.push({ id, label, amount, reference });
  };
  add("grossSalary", t.grossSalary, claims.grossSalary, `${act}: income under the head "Salaries"`, true);
  add("hra", t.hra, hra.exempt, rules.references.hra);
  add("ltc", t.ltc, ltc, rules.references.ltc);
  add("standardDeduction", t.standardDeduction, standardDeduction, oldRegime.standardDeduction.reference);
  add("salaryIncome", t.salaryIncome, salaryIncome, `${act}: income under the head "Salaries"`, true);
  add("otherIncome", t.otherIncome, claims.otherIncome, `${act}: income under the head "Income from other sources"`);
  add("houseProperty", t.houseProperty, -houseLoss, limits.homeLoanInterestSelfOccupied.reference);
  add("grossTotalIncome", t.grossTotalIncome, grossTotalIncome, `${act}: gross total income`, true);
  add("chapterVIA", t.chapterVIA, chapterVIAAllowed, rules.references.chapterVIALimit);
  add("totalBeforeRounding", t.totalBeforeRounding, totalBeforeRounding, rules.references.chapterVIALimit, true);

  const difference = old.totalTax - newRegime.totalTax;
  return {
    hra,
    claims: claimsShown,
    oldRegimeAllowed: claims.grossSalary - salaryAfterExemptions + houseLoss + chapterVIAAllowed,
    oldIncomeSteps,
    old,
    new: newRegime,
    better: difference === 0 ? "equal" : difference < 0 ? "old" : "new",
    saving: Math.abs(difference),
  };
}
