import { formatInr } from "@/lib/format";
import type { Catalogues } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { rulesFor } from "./parameters";
import { PENSION_RULES_BY_YEAR, type Fraction } from "./pension-parameters";
import type { Regime } from "./types";
import type { FinancialYear } from "./years";

/*
 * How pension is taxed (docs/tax-methods.md §10): commuted pension, exempt in full for
 * government employees and in part for others (s.10(10A)); uncommuted pension, salary
 * after the standard deduction (s.17(1)(ii), s.16(ia)); family pension, income from other
 * sources less the s.57(iia) deduction. Amounts are whole rupees; a share of an amount
 * drops its paise, so an exemption or deduction never exceeds the share the law allows.
 */

export type PensionEmployer = "government" | "other";

export interface PensionInput {
  fy: FinancialYear;
  regime: Regime;
  employer: PensionEmployer;
  /** uncommuted pension received in the year */
  pension: number;
  /** lump sum received in the year for commuting part of the pension */
  commuted: number;
  /** the part of the pension commuted, percent, two decimals at most (more than 0) */
  commutedPercent: number;
  /** whether the pensioner also received gratuity (s.10(10A)(ii)) */
  gratuityReceived: boolean;
  /** family pension received in the year */
  familyPension: number;
}

export interface PensionStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface PensionResult {
  /** commuted amount ÷ part commuted: the value of commuting the whole pension (null for government employees) */
  fullCommutedValue: number | null;
  /** the share of the full value the law exempts (null when all of it is exempt) */
  commutedExemptLimit: number | null;
  commutedExempt: number;
  commutedTaxable: number;
  /** uncommuted pension plus the taxable part of the commuted pension: salary */
  pensionSalary: number;
  standardDeduction: number;
  /** pension salary less the standard deduction */
  taxablePension: number;
  familyPensionDeduction: number;
  taxableFamilyPension: number;
  /** taxable pension and taxable family pension together */
  totalTaxable: number;
  steps: PensionStep[];
}

/** Hundredths of a per cent, as an integer: 33.33 → 3333. */
const hundredths = (percent: number) => Math.round(percent * 100);

/** floor(amount × share), exact for whole rupees (integer arithmetic). */
function shareOf(amount: number, share: Fraction): number {
  return Math.floor((amount * share.numerator) / share.denominator);
}

/** The steps' words in each language (the pension calculator's Hindi page). */
const en = {
  fraction: (share: Fraction) =>
    share.numerator === 1 && share.denominator === 2 ? "one-half" : share.numerator === 1 && share.denominator === 3 ? "one-third" : `${share.numerator}/${share.denominator}`,
  regime: (regime: Regime) => `${regime} regime`,
  governmentCommuted: "Commuted pension of a government employee: exempt in full",
  fullValue: (commuted: string, percent: number) => `Full commuted value: ${commuted} ÷ ${percent}% commuted`,
  fullValueReference: (reference: string) => `${reference}: the commuted value of the whole pension, worked back from the part commuted`,
  exemptLimit: (fraction: string, gratuity: boolean) => `Exempt limit: ${fraction} of the full commuted value (${gratuity ? "gratuity also received" : "no gratuity received"})`,
  exemptCommuted: "Exempt commuted pension: the amount received, up to that limit",
  taxableCommuted: "Taxable commuted pension (taxed as salary)",
  pensionSalary: "Pension taxed as salary (uncommuted pension + taxable commuted pension)",
  standardDeduction: (regime: string, limit: string) => `Standard deduction (${regime}, up to ${limit})`,
  taxablePension: "Taxable pension (income from salary)",
  familyPension: "Family pension (income from other sources)",
  familyDeduction: (fraction: string, cap: string, regime: string) => `Deduction: ${fraction} of the family pension, up to ${cap} (${regime})`,
  taxableFamilyPension: "Taxable family pension",
};

const TEXT: Catalogues<typeof en> = {
  en,
  hi: {
    fraction: (share: Fraction) =>
      share.numerator === 1 && share.denominator === 2 ? "आधा" : share.numerator === 1 && share.denominator === 3 ? "एक-तिहाई" : `${share.numerator}/${share.denominator}`,
    regime: (regime: Regime) => (regime === "new" ? "नई कर व्यवस्था" : "पुरानी कर व्यवस्था"),
    governmentCommuted: "सरकारी कर्मचारी की एकमुश्त पेंशन: पूरी छूट",
    fullValue: (commuted: string, percent: number) => `पूरी पेंशन का कम्यूटेड मूल्य: ${commuted} ÷ ${percent}% (कम्यूट किया गया हिस्सा)`,
    fullValueReference: (reference: string) => `${reference}: पूरी पेंशन का कम्यूटेड मूल्य, कम्यूट किए गए हिस्से से निकाला गया`,
    exemptLimit: (fraction: string, gratuity: boolean) => `छूट की सीमा: पूरे कम्यूटेड मूल्य का ${fraction} (${gratuity ? "ग्रेच्युटी भी मिली" : "ग्रेच्युटी नहीं मिली"})`,
    exemptCommuted: "छूट वाली एकमुश्त पेंशन: मिली राशि, उस सीमा तक",
    taxableCommuted: "कर योग्य एकमुश्त पेंशन (वेतन के रूप में)",
    pensionSalary: "वेतन के रूप में कर योग्य पेंशन (मासिक पेंशन + एकमुश्त पेंशन का कर योग्य हिस्सा)",
    standardDeduction: (regime: string, limit: string) => `मानक कटौती (${regime}, अधिकतम ${limit})`,
    taxablePension: "कर योग्य पेंशन (वेतन से आय)",
    familyPension: "पारिवारिक पेंशन (अन्य स्रोतों से आय)",
    familyDeduction: (fraction: string, cap: string, regime: string) => `कटौती: पारिवारिक पेंशन का ${fraction}, अधिकतम ${cap} (${regime})`,
    taxableFamilyPension: "कर योग्य पारिवारिक पेंशन",
  },
};

export function computePensionTax(input: PensionInput, locale: Locale = "en"): PensionResult {
  const t = TEXT[locale];
  const rules = PENSION_RULES_BY_YEAR[input.fy];
  const standardDeductionRule = rulesFor(input.fy).regimes[input.regime].standardDeduction;
  const steps: PensionStep[] = [];

  // Commuted pension, s.10(10A).
  let fullCommutedValue: number | null = null;
  let commutedExemptLimit: number | null = null;
  let commutedExempt: number;
  if (input.employer === "government") {
    commutedExempt = input.commuted;
    steps.push({
      label: t.governmentCommuted,
      amount: commutedExempt,
      reference: rules.governmentCommutedExempt.reference,
    });
  } else {
    const share = input.gratuityReceived ? rules.commutedShareWithGratuity : rules.commutedShareWithoutGratuity;
    const part = hundredths(input.commutedPercent);
    // Full value = commuted ÷ (part / 10,000); the exempt limit is its share, in one exact division.
    fullCommutedValue = Math.round((input.commuted * 10_000) / part);
    commutedExemptLimit = Math.floor((input.commuted * 10_000 * share.value.numerator) / (part * share.value.denominator));
    commutedExempt = Math.min(input.commuted, commutedExemptLimit);
    steps.push(
      {
        label: t.fullValue(formatInr(input.commuted), input.commutedPercent),
        amount: fullCommutedValue,
        reference: t.fullValueReference(share.reference),
      },
      {
        label: t.exemptLimit(t.fraction(share.value), input.gratuityReceived),
        amount: commutedExemptLimit,
        reference: share.reference,
      },
      { label: t.exemptCommuted, amount: commutedExempt, reference: share.reference },
    );
  }
  const commutedTaxable = input.commuted - commutedExempt;
  if (input.commuted > 0) {
    steps.push({ label: t.taxableCommuted, amount: commutedTaxable, reference: rules.pensionIsSalary.reference });
  }

  // Uncommuted pension and the taxable commuted part are salary; the standard deduction applies once.
  const pensionSalary = input.pension + commutedTaxable;
  const standardDeduction = Math.min(standardDeductionRule.value, pensionSalary);
  const taxablePension = pensionSalary - standardDeduction;
  steps.push(
    { label: t.pensionSalary, amount: pensionSalary, reference: rules.pensionIsSalary.reference },
    {
      label: t.standardDeduction(t.regime(input.regime), formatInr(standardDeductionRule.value)),
      amount: standardDeduction,
      reference: standardDeductionRule.reference,
    },
    { label: t.taxablePension, amount: taxablePension, reference: standardDeductionRule.reference },
  );

  // Family pension, s.57(iia).
  const cap = rules.familyPensionCap[input.regime];
  const familyPensionDeduction = Math.min(shareOf(input.familyPension, rules.familyPensionShare.value), cap.value);
  const taxableFamilyPension = input.familyPension - familyPensionDeduction;
  if (input.familyPension > 0) {
    steps.push(
      { label: t.familyPension, amount: input.familyPension, reference: rules.familyPensionShare.reference },
      {
        label: t.familyDeduction(t.fraction(rules.familyPensionShare.value), formatInr(cap.value), t.regime(input.regime)),
        amount: familyPensionDeduction,
        reference: `${rules.familyPensionShare.reference}; ${cap.reference}`,
      },
      { label: t.taxableFamilyPension, amount: taxableFamilyPension, reference: cap.reference },
    );
  }

  return {
    fullCommutedValue,
    commutedExemptLimit,
    commutedExempt,
    commutedTaxable,
    pensionSalary,
    standardDeduction,
    taxablePension,
    familyPensionDeduction,
    taxableFamilyPension,
    totalTaxable: taxablePension + taxableFamilyPension,
    steps,
  };
}
