import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Regime, SpecialRateKind } from "./types";

/*
 * The words of the income-tax computation's lines (income-tax-steps.ts), in English and
 * Hindi. Citations that come from the rule tables (the Act's name, a section) reach these
 * messages in English; the Hindi messages cite them in Hindi (citeIn).
 */

/**
 * A citation from lib/tax in Hindi: citeIn, plus "Schedule III" alone, which it leaves in
 * English (it cites only citations with a number).
 */
export const hindiCitation = (english: string) => citeIn(english.replace(/\bSchedule\b/g, "अनुसूची"), "hi").text;

const en = {
  /** the Act as the rules name it ("Income-tax Act, 2025") */
  act: (act: string) => act,
  /** a section as sectionOf gives it ("section 80C", "Schedule III") */
  section: (section: string) => section,
  regimeName: { old: "old regime", new: "new regime" } as Readonly<Record<Regime, string>>,
  specialRate: {
    stcg111A: "Short-term capital gains on listed equity (STT paid)",
    ltcg112A: "Long-term capital gains on listed equity (STT paid)",
    ltcg112: "Other long-term capital gains",
    vda: "Income from virtual digital assets",
  } as Readonly<Record<SpecialRateKind, string>>,
  cappedIncome: { both: "dividends and capital gains", dividends: "dividends", gains: "capital gains" } as Readonly<Record<"both" | "dividends" | "gains", string>>,
  grossSalary: "Gross salary",
  salaryHead: (act: string) => `${act}: income under the head "Salaries"`,
  exemptHra: "Less: house rent allowance exemption",
  exemptHraReference: (act: string, section: string, regime: string) => `${act}, ${section}: HRA exemption, ${regime}`,
  standardDeduction: "Less: standard deduction",
  professionalTax: "Less: professional tax",
  salaryIncome: "Income from salary",
  otherIncome: "Income from other sources",
  otherSourcesHead: (act: string) => `${act}: income under the head "Income from other sources"`,
  dividendIncome: "Dividends (income from other sources, taxed at slab rates)",
  houseProperty: "Loss from self-occupied house property (home-loan interest)",
  specialRateIncome: (label: string, from: string) => `${label} (from ${from})`,
  grossTotalIncome: "Gross total income",
  grossTotalIncomeReference: (act: string) => `${act}: gross total income`,
  ded80c: (section: string) => `Less: deduction for investments (${section})`,
  ded80d: (section: string) => `Less: deduction for health insurance (${section})`,
  ded80ccd1b: (section: string) => `Less: deduction for own NPS contribution (${section})`,
  deductionsAllowed: "Deductions allowed (limited to income other than special-rate income)",
  deductionsAllowedReference: (act: string) => `${act}: deductions limited to gross total income (s.80A(2) of the 1961 Act)`,
  taxableIncome: (rounding: number) => `Total income (rounded to the nearest ₹${rounding})`,
  agriculturalTaxOnAggregate: "Tax on income plus agricultural income",
  agriculturalTaxOnExemption: "Less: tax on agricultural income plus the exemption limit",
  slabTax: "Tax at slab rates",
  specialRateTax: (label: string, rate: number) => `Tax on ${label.toLowerCase()} at ${rate}%`,
  rebate: (section: string) => `Less: ${section} rebate`,
  dividendTax: "Of which tax on dividends (slab tax × dividends ÷ slab income)",
  surchargeOnOther: (rate: number) => `Surcharge at ${rate}% on the tax on other income`,
  cappedSurcharge: (rate: number, capped: string) => `Surcharge at ${rate}% (capped) on the tax on ${capped}`,
  surcharge: (rate: number) => `Surcharge at ${rate}%`,
  marginalRelief: "Less: marginal relief on surcharge",
  cess: (rate: number) => `Health and education cess at ${rate}%`,
  totalTax: (rounding: number) => `Tax payable (rounded to the nearest ₹${rounding})`,
};



export const INCOME_TAX_STEPS_TEXT: Catalogues<typeof en> = translatable("INCOME_TAX_STEPS_TEXT", en);
