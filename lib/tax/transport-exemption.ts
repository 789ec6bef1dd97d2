import { formatInr } from "@/lib/format";
import { plural, type Catalogues } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { TRANSPORT_RULES_BY_YEAR, transportLimitDependsOnCity, type QualifyingDisability } from "./transport-parameters";
import type { Regime } from "./types";
import type { FinancialYear } from "./years";

/*
 * The exempt and taxable parts of a transport allowance and of a transport-system running
 * allowance (docs/tax-methods.md §11). The limits are monthly, so each month's allowance is
 * compared with the month's limit; a steady allowance for `months` months gives the year.
 */

/** The steps' words in each language (the transport-allowance calculator's Hindi page). */
const en = {
  city: {} as Readonly<Record<string, string>>,
  inCities: (cities: readonly string[]) => ` in ${cities.join(", ")}`,
  outsideCities: " outside the listed cities",
  limitQualifying: (where: string) => `Monthly limit for a blind, deaf and dumb, or orthopaedically handicapped employee${where}`,
  limitOrdinary: "Monthly limit for an employee without a qualifying disability (nil since FY 2018-19)",
  exemptMonthly: (allowance: string) => `Exempt each month: the allowance (${allowance}), up to the limit`,
  taxableMonthly: "Taxable each month (salary)",
  months: (months: number) => `${months} ${months === 1 ? "month" : "months"}`,
  exemptYear: (exempt: string, months: string) => `Exempt for the year: ${exempt} × ${months}`,
  taxableYear: "Taxable for the year",
  newRegime: "Allowed in the new regime too",
  yes: "Yes",
  no: "No",
  reasonDaily: "A running allowance is exempt only for an employee who does not also receive a daily allowance.",
  reasonNewRegime: "The new regime does not allow this exemption.",
  runningExempt: "Running allowance exempt",
  runningTaxable: "Taxable running allowance for the year",
  runningExemptMonthly: (percent: number, allowance: string, cap: string) => `Exempt each month: ${percent}% of ${allowance}, up to ${cap}`,
  runningExemptYear: (months: string) => `Exempt for the year (${months}, paise dropped)`,
};

const TEXT: Catalogues<typeof en> = {
  en,
  hi: {
    city: { Delhi: "दिल्ली", Mumbai: "मुंबई", Kolkata: "कोलकाता", Chennai: "चेन्नई", Bengaluru: "बेंगलुरु", Hyderabad: "हैदराबाद", Pune: "पुणे", Ahmedabad: "अहमदाबाद" },
    inCities: (cities: readonly string[]) => `, ${cities.join(", ")} में`,
    outsideCities: ", सूची के शहरों से बाहर",
    limitQualifying: (where: string) => `दृष्टिहीन, मूक-बधिर या निचले अंगों की अस्थि-दिव्यांगता वाले कर्मचारी के लिए मासिक सीमा${where}`,
    limitOrdinary: "जिस कर्मचारी को इनमें से कोई दिव्यांगता नहीं है, उसके लिए मासिक सीमा (वित्तीय वर्ष 2018-19 से शून्य)",
    exemptMonthly: (allowance: string) => `हर महीने छूट: भत्ता (${allowance}), सीमा तक`,
    taxableMonthly: "हर महीने कर योग्य (वेतन के रूप में)",
    months: (months: number) => `${months} ${plural("hi", months, { one: "महीना", other: "महीने" })}`,
    exemptYear: (exempt: string, months: string) => `वर्ष भर की छूट: ${exempt} × ${months}`,
    taxableYear: "वर्ष भर का कर योग्य हिस्सा",
    newRegime: "नई कर व्यवस्था में भी मिलती है",
    yes: "हाँ",
    no: "नहीं",
    reasonDaily: "रनिंग भत्ते पर छूट सिर्फ़ उस कर्मचारी को मिलती है जिसे साथ में दैनिक भत्ता नहीं मिलता।",
    reasonNewRegime: "नई कर व्यवस्था में यह छूट नहीं मिलती।",
    runningExempt: "रनिंग भत्ते पर छूट",
    runningTaxable: "वर्ष भर का कर योग्य रनिंग भत्ता",
    runningExemptMonthly: (percent: number, allowance: string, cap: string) => `हर महीने छूट: ${allowance} का ${percent}%, अधिकतम ${cap}`,
    runningExemptYear: (months: string) => `वर्ष भर की छूट (${months}, पैसे छोड़कर)`,
  },
};

export interface TransportStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface TransportAllowanceInput {
  fy: FinancialYear;
  disability: QualifyingDisability | "none";
  /** whether the employee works in one of the year's listed cities (only when the limit depends on the city) */
  inListedCity: boolean;
  /** allowance per month */
  monthly: number;
  /** months for which it was received in the year, 1 to 12 */
  months: number;
}

export interface TransportAllowanceResult {
  monthlyLimit: number;
  exemptMonthly: number;
  taxableMonthly: number;
  exempt: number;
  taxable: number;
  steps: TransportStep[];
}

export function transportAllowanceExemption(input: TransportAllowanceInput, locale: Locale = "en"): TransportAllowanceResult {
  const t = TEXT[locale];
  const rules = TRANSPORT_RULES_BY_YEAR[input.fy];
  const qualifies = input.disability !== "none" && rules.qualifyingDisabilities.value.includes(input.disability);
  const byCity = transportLimitDependsOnCity(rules);
  const limitRule = !qualifies
    ? rules.ordinaryMonthlyLimit
    : byCity && input.inListedCity
      ? rules.disabledMonthlyLimit.listedCities
      : rules.disabledMonthlyLimit.elsewhere;
  const exemptMonthly = Math.min(input.monthly, limitRule.value);
  const taxableMonthly = input.monthly - exemptMonthly;
  const where = !qualifies || !byCity ? "" : input.inListedCity ? t.inCities(rules.listedCities.value.map((city) => t.city[city] ?? city)) : t.outsideCities;
  const steps: TransportStep[] = [
    {
      label: qualifies ? t.limitQualifying(where) : t.limitOrdinary,
      amount: limitRule.value,
      reference: qualifies ? `${limitRule.reference}; ${rules.qualifyingDisabilities.reference}` : limitRule.reference,
    },
    { label: t.exemptMonthly(formatInr(input.monthly)), amount: exemptMonthly, reference: limitRule.reference },
    { label: t.taxableMonthly, amount: taxableMonthly, reference: rules.allowanceIsSalary.reference },
    { label: t.exemptYear(formatInr(exemptMonthly), t.months(input.months)), amount: exemptMonthly * input.months, reference: limitRule.reference },
    { label: t.taxableYear, amount: taxableMonthly * input.months, reference: rules.allowanceIsSalary.reference },
  ];
  if (qualifies) {
    steps.push({ label: t.newRegime, text: rules.disabledInNewRegime.value ? t.yes : t.no, reference: rules.disabledInNewRegime.reference });
  }
  return { monthlyLimit: limitRule.value, exemptMonthly, taxableMonthly, exempt: exemptMonthly * input.months, taxable: taxableMonthly * input.months, steps };
}

export interface RunningAllowanceInput {
  fy: FinancialYear;
  regime: Regime;
  /** running allowance per month */
  monthly: number;
  months: number;
  /** a daily allowance takes the exemption away */
  dailyAllowance: boolean;
}

export interface RunningAllowanceResult {
  /** the exempt part each month, in rupees and paise (70% of an odd amount has paise) */
  exemptMonthly: number;
  /** for the year, paise dropped */
  exempt: number;
  taxable: number;
  /** why nothing is exempt, when nothing is */
  reason: string | null;
  steps: TransportStep[];
}

export function runningAllowanceExemption(input: RunningAllowanceInput, locale: Locale = "en"): RunningAllowanceResult {
  const t = TEXT[locale];
  const rules = TRANSPORT_RULES_BY_YEAR[input.fy];
  const percent = rules.runningAllowanceExemptPercent;
  const cap = rules.runningAllowanceMonthlyCap;
  const total = input.monthly * input.months;
  const reason = input.dailyAllowance
    ? t.reasonDaily
    : input.regime === "new" && !rules.runningAllowanceInNewRegime.value
      ? t.reasonNewRegime
      : null;
  if (reason) {
    return {
      exemptMonthly: 0,
      exempt: 0,
      taxable: total,
      reason,
      steps: [
        {
          label: t.runningExempt,
          amount: 0,
          text: reason,
          reference: input.dailyAllowance ? percent.reference : rules.runningAllowanceInNewRegime.reference,
        },
        { label: t.runningTaxable, amount: total, reference: rules.allowanceIsSalary.reference },
      ],
    };
  }
  // min(70% of the allowance, cap) a month; in hundredths of a rupee so that 70% of an odd amount stays exact.
  const exemptMonthlyPaise = Math.min(input.monthly * percent.value, cap.value * 100);
  const exempt = Math.floor((exemptMonthlyPaise * input.months) / 100);
  return {
    exemptMonthly: exemptMonthlyPaise / 100,
    exempt,
    taxable: total - exempt,
    reason: null,
    steps: [
      {
        label: t.runningExemptMonthly(percent.value, formatInr(input.monthly), formatInr(cap.value)),
        text: formatInr(exemptMonthlyPaise / 100, { paise: exemptMonthlyPaise % 100 !== 0 }),
        reference: `${percent.reference}; ${cap.reference}`,
      },
      { label: t.runningExemptYear(t.months(input.months)), amount: exempt, reference: cap.reference },
      { label: t.runningTaxable, amount: total - exempt, reference: rules.allowanceIsSalary.reference },
    ],
  };
}
