import { formatInr, parseIndianNumber } from "@/lib/format";
import { CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, financialYearLabel, isFinancialYear, isTaxYearUnder2025Act, type FinancialYear, type Regime } from "@/lib/tax";
import { runningAllowanceExemption, transportAllowanceExemption } from "@/lib/tax/transport-exemption";
import { TRANSPORT_RULES_BY_YEAR, transportLimitDependsOnCity, type QualifyingDisability } from "@/lib/tax/transport-parameters";
import { choice, months, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type FigureGroup } from "../types";
import { transportAllowanceMeta } from "./meta";

/** ₹10 crore a month: far above any allowance, below any rounding trouble. */
const MAX_MONTHLY = 100_000_000;

/** A field's raw text, or its default when absent or blank (visibility is decided on raw text). */
const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const qualifies = (raw: Record<string, string>) => rawOf(raw, "disability", "lowerLimbs") !== "none";
/** The city matters only in a year whose limit differs by city (tax year 2026-27). */
const cityMatters = (raw: Record<string, string>) => {
  const fy = rawOf(raw, "fy", CURRENT_FINANCIAL_YEAR);
  return qualifies(raw) && isFinancialYear(fy) && transportLimitDependsOnCity(TRANSPORT_RULES_BY_YEAR[fy]);
};
const hasRunningAllowance = (raw: Record<string, string>) => parseIndianNumber(rawOf(raw, "running", "0")) !== 0;

type City = "listed" | "elsewhere";

export const fields = {
  fy: choice<FinancialYear>({
    label: "Financial year",
    options: [...FINANCIAL_YEARS].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
    default: CURRENT_FINANCIAL_YEAR,
    display: "select",
  }),
  disability: choice<QualifyingDisability | "none">({
    label: "Your disability",
    help: "The exemption is for these three only. Another disability (for example of the arms alone) does not qualify.",
    options: [
      { value: "lowerLimbs", label: "Orthopaedically handicapped, with disability of the lower limbs" },
      { value: "blind", label: "Blind" },
      { value: "deafDumb", label: "Deaf and dumb" },
      { value: "none", label: "None of these" },
    ],
    default: "lowerLimbs",
    display: "select",
  }),
  city: choice<City>({
    label: "Where you work",
    help: "From tax year 2026-27 the limit is higher in eight cities.",
    options: [
      { value: "listed", label: "Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune or Ahmedabad" },
      { value: "elsewhere", label: "Elsewhere" },
    ],
    default: "elsewhere",
    visibleWhen: cityMatters,
  }),
  monthly: rupees({
    label: "Transport allowance per month",
    help: "The allowance for travel between home and work, as in your salary slip (also called conveyance allowance).",
    default: 10_000,
    max: MAX_MONTHLY,
  }),
  months: months({
    label: "Months you received it in the year",
    help: "12 for the whole year; fewer if you joined, left or started receiving it during the year.",
    default: 12,
    min: 1,
    max: 12,
  }),
  running: rupees({
    label: "Running allowance per month (transport-system employees)",
    help: "Only for staff of a bus, rail, air or other transport service, paid for personal expenses while the vehicle runs. Enter 0 if none.",
    default: 0,
    max: MAX_MONTHLY,
  }),
  dailyAllowance: toggle({
    label: "I also receive a daily allowance",
    help: "With a daily allowance, the running allowance is fully taxable.",
    default: false,
    visibleWhen: hasRunningAllowance,
  }),
  regime: choice<Regime>({
    label: "Tax regime",
    help: "The running-allowance exemption is for the old regime only.",
    options: [
      { value: "new", label: "New (default)" },
      { value: "old", label: "Old" },
    ],
    default: "new",
    visibleWhen: hasRunningAllowance,
  }),
};

/** "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals. */
const yearInSentence = (fy: FinancialYear) => financialYearLabel(fy).replace(/^Tax year/, "tax year");

export const transportAllowance = defineCalculator({
  meta: transportAllowanceMeta,
  fields,
  layout: [
    { title: "Year and eligibility", fields: ["fy", "disability", "city"] },
    { title: "Transport allowance", fields: ["monthly", "months"] },
    { title: "Running allowance", fields: ["running", "dailyAllowance", "regime"] },
  ],
  compute(input): CalculatorResult {
    const rules = TRANSPORT_RULES_BY_YEAR[input.fy];
    const year = yearInSentence(input.fy);
    const byCity = transportLimitDependsOnCity(rules);
    const transport = transportAllowanceExemption({
      fy: input.fy,
      disability: input.disability,
      inListedCity: input.city === "listed",
      monthly: input.monthly,
      months: input.months,
    });
    const eligible = input.disability !== "none";
    const total = input.monthly * input.months;

    const transportSentence = !eligible
      ? `Your transport allowance of ${formatInr(total)} for ${year} is fully taxable: the general exemption ended in FY 2018-19, when the standard deduction replaced it.`
      : transport.taxable === 0
        ? `All of your transport allowance, ${formatInr(total)} for ${year}, is tax-free: it is within the limit of ${formatInr(transport.monthlyLimit)} a month.`
        : `${formatInr(transport.exempt)} of your transport allowance for ${year} is tax-free (${formatInr(transport.monthlyLimit)} a month) and ${formatInr(transport.taxable)} is taxable.`;

    const groups: FigureGroup[] = [
      {
        title: "Each month",
        figures: [
          { name: "limitMonthly", label: "Tax-free limit", value: transport.monthlyLimit, format: "rupees" },
          { name: "exemptMonthly", label: "Tax-free", value: transport.exemptMonthly, format: "rupees" },
          { name: "taxableMonthly", label: "Taxable", value: transport.taxableMonthly, format: "rupees" },
        ],
      },
      {
        title: `For the year (${input.months} ${input.months === 1 ? "month" : "months"})`,
        highlight: true,
        figures: [
          { name: "exempt", label: "Tax-free transport allowance", value: transport.exempt, format: "rupees" },
          { name: "taxable", label: "Taxable transport allowance", value: transport.taxable, format: "rupees" },
        ],
      },
    ];
    const breakdown = [{ title: "Transport allowance", steps: transport.steps.map((step) => ({ ...step })) }];

    let summary = transportSentence;
    if (input.running > 0) {
      const running = runningAllowanceExemption({
        fy: input.fy,
        regime: input.regime,
        monthly: input.running,
        months: input.months,
        dailyAllowance: input.dailyAllowance,
      });
      groups.push({
        title: "Running allowance for the year",
        figures: [
          { name: "runningExempt", label: "Tax-free running allowance", value: running.exempt, format: "rupees", note: running.reason ?? undefined },
          { name: "runningTaxable", label: "Taxable running allowance", value: running.taxable, format: "rupees" },
        ],
      });
      breakdown.push({ title: "Running allowance (transport-system employees)", steps: running.steps.map((step) => ({ ...step })) });
      summary += ` Of the running allowance, ${formatInr(running.exempt)} is tax-free and ${formatInr(running.taxable)} is taxable.`;
    }

    const limitRule = !eligible ? null : byCity && input.city === "listed" ? rules.disabledMonthlyLimit.listedCities : rules.disabledMonthlyLimit.elsewhere;
    const notes = [
      eligible
        ? "The exemption for a blind, deaf and dumb, or orthopaedically handicapped employee is allowed in the new regime as well as the old one, and on top of the standard deduction. Keep the disability certificate your employer relies on."
        : "Without one of the three disabilities, a transport or conveyance allowance for travel between home and work is fully taxable in both regimes; the standard deduction (₹75,000 in the new regime, ₹50,000 in the old) takes its place.",
      limitRule?.note,
      "A conveyance allowance for travel on official duty is a different allowance: it is exempt to the extent actually spent (section 10(14)(i)), in both regimes.",
      "The limits are monthly: each month's allowance is compared with the month's limit, and a month counts in full.",
      input.running > 0 && input.regime === "new" && !input.dailyAllowance ? rules.runningAllowanceInNewRegime.note : undefined,
      input.running > 0 && !input.dailyAllowance && !(input.regime === "new" && !rules.runningAllowanceInNewRegime.value) ? rules.runningAllowanceMonthlyCap.note : undefined,
      isTaxYearUnder2025Act(input.fy)
        ? "Tax year 2026-27 falls under the Income-tax Act, 2025 and the Income-tax Rules, 2026; the text uses the familiar 1961 numbers (section 10(14), Rule 2BB)."
        : undefined,
    ].filter((note): note is string => Boolean(note));

    // The year's unverified limits share one note: show it once.
    return { summary, groups, breakdown, notes: [...new Set(notes)] };
  },
  explanation: [
    "A transport (or conveyance) allowance paid for travel between home and work is part of salary. Until FY 2017-18 every employee could treat ₹1,600 a month of it as tax-free; from FY 2018-19 that exemption was withdrawn and the standard deduction took its place. For most employees the allowance is now fully taxable.",
    "An employee who is blind, deaf and dumb, or orthopaedically handicapped with disability of the lower limbs keeps an exemption under section 10(14)(ii) read with Rule 2BB(2): the allowance is tax-free up to ₹3,200 a month (₹38,400 for a full year) up to FY 2025-26. It is one of the few exemptions the new regime keeps, and it comes on top of the standard deduction.",
    "For tax year 2026-27, the Income-tax Rules, 2026 under the new Income-tax Act, 2025 prescribe the allowances. The draft rules raised this limit to ₹15,000 a month in Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Pune and Ahmedabad and ₹8,000 elsewhere; the calculator uses these limits and flags them as unverified.",
    "Staff of a transport system (bus, rail, airline) who get a running allowance for personal expenses while on the move, and no daily allowance, may treat 70% of it as tax-free, up to ₹10,000 a month, in the old regime.",
  ],
  faq: [
    {
      question: "Is transport allowance tax-free?",
      answer:
        "Only for an employee who is blind, deaf and dumb, or orthopaedically handicapped with disability of the lower limbs: up to ₹3,200 a month up to FY 2025-26. For everyone else it has been fully taxable since FY 2018-19, when the standard deduction replaced the ₹1,600 a month exemption.",
    },
    {
      question: "Can a specially-abled employee claim it in the new regime?",
      answer:
        "Yes. The new regime removes most allowance exemptions, but this one is expressly kept, so it is available in both regimes, along with the standard deduction.",
    },
    {
      question: "My allowance is ₹4,000 a month and I am orthopaedically handicapped. How much is taxable?",
      answer:
        "Up to FY 2025-26, ₹3,200 a month is tax-free, so ₹800 a month is taxable: ₹38,400 tax-free and ₹9,600 taxable for a full year.",
    },
    {
      question: "Is conveyance allowance for official travel taxable?",
      answer:
        "No, to the extent you actually spend it on travel in the performance of your duties (section 10(14)(i)). That is separate from the transport allowance for commuting, which this calculator covers.",
    },
    {
      question: "What changes in tax year 2026-27?",
      answer:
        "The Income-tax Rules, 2026 replace Rule 2BB. The draft rules proposed ₹15,000 a month in eight large cities and ₹8,000 elsewhere for specially-abled employees, and a ₹25,000 cap on the running allowance. Confirm the notified limits with your employer.",
    },
  ],
});
