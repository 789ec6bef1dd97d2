import { formatInr, formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel as yearLabelIn } from "@/lib/i18n/year-label";
import {
  advanceTaxSchedule,
  assessmentYearOf,
  complianceRulesFor,
  computeIncomeTax,
  financialYearDates,
  financialYearLabel,
  interest234B,
  interest234C,
  roundToNearestMultiple,
  rulesFor,
  type IsoDate,
} from "@/lib/tax";
import { ADVANCE_TAX_EXEMPTION_RULES, ADVANCE_TAX_SECTION_NAMES } from "@/lib/tax/advance-tax-exemptions";
import type { CalculatorResult, InputOf, Step, StepSection } from "../types";
import { PAYMENT_MONTHS, type fields } from "./fields";
import { ADVANCE_TAX_TEXT } from "./text";

type Text = TranslationOf<(typeof ADVANCE_TAX_TEXT)["en"]>;

export type AdvanceTaxInput = InputOf<typeof fields>;

/** The year's tax, and the lines that show how it was reached. */
function estimateTax(input: AdvanceTaxInput, locale: Locale, t: Text): { tax: number; hasBusiness: boolean; steps: Step[] } {
  const act = t.cite(rulesFor(input.fy).act.value);
  if (input.mode === "tax") {
    return {
      tax: input.tax,
      hasBusiness: input.hasBusiness,
      steps: [
        {
          label: t.estimatedTaxStep,
          amount: input.tax,
          reference: t.estimatedTaxReference(act, t.cite(ADVANCE_TAX_SECTION_NAMES[input.fy].liability)),
        },
      ],
    };
  }
  // Business profit is taxed at the slab rates like other income, so the engine takes it
  // with the other income; the lines below show the two apart again.
  const result = computeIncomeTax({
    fy: input.fy,
    regime: input.regime,
    age: input.age,
    resident: input.resident,
    grossSalary: input.salary,
    otherIncome: input.business + input.other,
    dividendIncome: input.dividend,
    exemptHra: 0,
    deductions: { ded80c: input.ded80c, ded80d: input.ded80d, ded80ccd1b: 0, homeLoanInterest: 0 },
  }, locale);
  const steps = result.steps.flatMap((step): Step[] => {
    if (step.id !== "otherIncome") return [{ label: step.label, amount: step.amount, reference: step.reference }];
    const lines: Step[] = [];
    if (input.business > 0) {
      lines.push({ label: t.businessStep, amount: input.business, reference: t.businessReference(act) });
    }
    if (input.other > 0) {
      lines.push({ label: t.otherStep, amount: input.other, reference: step.reference });
    }
    return lines;
  });
  return { tax: result.totalTax, hasBusiness: input.business > 0, steps };
}

/** The first day of the chosen month after the year ends (1 April of the assessment year is month 1). */
function paymentDate(fy: AdvanceTaxInput["fy"], month: AdvanceTaxInput["paidIn"]): IsoDate {
  const index = PAYMENT_MONTHS.findIndex(([value]) => value === month);
  const [startYear, startMonth] = financialYearDates(assessmentYearOf(fy)).start.split("-").map(Number) as [number, number];
  const monthNumber = ((startMonth - 1 + index) % 12) + 1;
  const year = startYear + Math.floor((startMonth - 1 + index) / 12);
  return `${year}-${String(monthNumber).padStart(2, "0")}-01` as IsoDate;
}

export function computeAdvanceTax(input: AdvanceTaxInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(ADVANCE_TAX_TEXT, locale);
  const longDate = locale === "en" ? formatLongDate : formatLongDateHi;
  const monthAndYear = (date: IsoDate) => longDate(date).replace(/^\d+ /, "");
  const { fy } = input;
  const rules = rulesFor(fy);
  const advance = complianceRulesFor(fy).advanceTax;
  const exemption = ADVANCE_TAX_EXEMPTION_RULES[fy];
  const names = ADVANCE_TAX_SECTION_NAMES[fy];
  const roundTax = (amount: number) => roundToNearestMultiple(amount, rules.taxRounding.value);
  // "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals.
  const year = t.year(locale === "en" ? financialYearLabel(fy) : yearLabelIn(fy, locale));

  const estimate = estimateTax(input, locale, t);
  const taxAfterTds = Math.max(0, estimate.tax - input.tds);
  const seniorExempt = input.resident && exemption.seniorExemptAgeBands.value.includes(input.age) && !estimate.hasBusiness;
  const belowThreshold = taxAfterTds < advance.threshold.value;
  const due = !seniorExempt && !belowThreshold;
  const presumptive = estimate.hasBusiness && input.presumptive;

  // s.211 / s.408: cumulative shares of the year's advance tax, each rounded under s.288B.
  const schedule = due
    ? advanceTaxSchedule(fy, taxAfterTds, { presumptive }).map((line) => ({ ...line, cumulativeAmount: roundTax(line.cumulativeAmount) }))
    : [];
  const instalments = schedule.map((line, index) => line.cumulativeAmount - (schedule[index - 1]?.cumulativeAmount ?? 0));
  const yearsAdvanceTax = schedule.at(-1)?.cumulativeAmount ?? 0;
  const dueBy = (month: string) => schedule.find((line) => line.dueDate.slice(5, 7) === month)?.cumulativeAmount ?? 0;

  const paidByDate = [input.paidJun, input.paidSep, input.paidDec, input.paidMar].reduce<number[]>(
    (cumulative, paid) => [...cumulative, (cumulative.at(-1) ?? 0) + paid],
    [],
  );
  const paidByMarch15 = paidByDate[3] ?? 0;
  const totalPaid = paidByMarch15 + input.paidLate;

  const deferment = due
    ? interest234C(fy, { taxDueOnReturnedIncome: taxAfterTds, paidByDueDate: presumptive ? [paidByMarch15] : paidByDate, presumptive })
    : { lines: [], total: 0 };
  const paidOn = paymentDate(fy, input.paidIn);
  const shortfall = due ? interest234B(fy, { assessedTax: taxAfterTds, advanceTaxPaid: totalPaid, paidOn }) : { shortfall: 0, months: 0, interest: 0 };
  const interest234CTotal = roundTax(deferment.total);
  const interest234BTotal = roundTax(shortfall.interest);
  const balance = roundTax(Math.max(0, taxAfterTds - totalPaid));

  const dueReason = seniorExempt
    ? t.reasonSenior
    : belowThreshold
      ? t.reasonBelow(formatInr(taxAfterTds), formatInr(advance.threshold.value))
      : t.reasonAbove(formatInr(taxAfterTds), formatInr(advance.threshold.value));
  const dueReference = seniorExempt ? exemption.seniorExemptAgeBands.reference : advance.threshold.reference;

  const summary = !due
    ? t.summaryNotDue(year, dueReason, balance > 0 ? formatInr(balance) : "")
    : presumptive
      ? t.summaryPresumptive(formatInr(yearsAdvanceTax), year, longDate(advance.presumptiveDueDate.value))
      : t.summaryInstalments(
          formatInr(yearsAdvanceTax),
          year,
          schedule.map((line, index) => t.instalmentBy(formatInr(instalments[index] ?? 0), longDate(line.dueDate))),
        );
  const act = t.cite(rules.act.value);

  const breakdown: StepSection[] = [
    {
      title: t.breakdownTax,
      steps: [
        ...estimate.steps,
        { label: t.lessTds, amount: input.tds, reference: t.lessTdsReference(act, t.cite(names.computation)) },
        { label: t.taxAfterTds, amount: taxAfterTds, reference: `${act}, ${t.cite(names.computation)}` },
      ],
    },
    {
      title: t.isDue,
      steps: [{ label: due ? t.yes : t.no, text: dueReason, reference: dueReference }],
    },
  ];
  if (due) {
    breakdown.push({
      title: t.instalments,
      steps: schedule.map((line) => ({
        label: t.instalmentStep(longDate(line.dueDate), line.cumulativePercent, rules.taxRounding.value),
        amount: line.cumulativeAmount,
        reference: presumptive ? advance.presumptiveDueDate.reference : advance.instalments.reference,
      })),
    });
    breakdown.push({
      title: t.defermentTitle(t.cite(names.interestDeferment)),
      steps: [
        ...deferment.lines.map((line): Step => {
          const tolerance = advance.deferralTolerance.value.find((entry) => entry.dueDate === line.dueDate);
          const date = longDate(line.dueDate);
          if (!presumptive && tolerance && line.shortfall === 0 && line.paid < line.required) {
            return {
              label: t.toleranceStep(date, formatInr(line.paid), tolerance.cumulativePercent),
              amount: 0,
              reference: advance.deferralTolerance.reference,
            };
          }
          return {
            label: t.defermentStep(date, formatInr(line.required), formatInr(line.paid), formatInr(line.shortfall), advance.deferralInterestRate.value, t.months(line.months)),
            amount: line.interest,
            reference: advance.deferralInterestMonths.reference,
          };
        }),
        { label: t.interestRounded(rules.taxRounding.value), amount: interest234CTotal, reference: rules.taxRounding.reference },
      ],
    });
    breakdown.push({
      title: t.defaultTitle(t.cite(names.interestDefault)),
      steps: [
        { label: t.paidBy(longDate(exemption.lastDayCountedAsAdvanceTax.value)), amount: totalPaid, reference: exemption.lastDayCountedAsAdvanceTax.reference },
        {
          label: t.defaultShare(advance.defaultPercent.value),
          amount: (taxAfterTds * advance.defaultPercent.value) / 100,
          reference: advance.defaultPercent.reference,
        },
        shortfall.interest === 0
          ? { label: t.noInterest, text: t.noInterestText(advance.defaultPercent.value), reference: advance.defaultPercent.reference }
          : {
              label: t.defaultStep(formatInr(shortfall.shortfall), advance.defaultInterestRate.value, t.months(shortfall.months), monthAndYear(paidOn), rules.taxRounding.value),
              amount: interest234BTotal,
              reference: `${advance.defaultInterestRate.reference}; ${advance.interestBaseRoundingDown.reference}`,
            },
      ],
    });
  }

  const instalmentRows = schedule.map((line, index) => [
    longDate(line.dueDate),
    `${line.cumulativePercent}%`,
    formatInr(line.cumulativeAmount),
    formatInr(instalments[index] ?? 0),
    formatInr(presumptive ? paidByMarch15 : (paidByDate[index] ?? 0)),
    formatInr(deferment.lines[index]?.interest ?? 0),
  ]);

  const notes = [t.noteRounding(rules.taxRounding.value, advance.interestBaseRoundingDown.value), t.noteHoliday, t.noteAssumption, t.noteOnePayment];
  if (input.mode === "income") notes.push(t.noteSlabOnly);
  if (rules.act.value.includes("2025")) notes.push(t.note2025Act(t.cite(names.interestDefault), t.cite(names.interestDeferment)));

  return {
    summary,
    groups: [
      {
        title: t.groupAdvance(year),
        figures: [
          { name: "estimatedTax", label: t.estimatedTax, value: estimate.tax, format: "rupees" },
          { name: "taxAfterTds", label: t.taxAfterTds, value: taxAfterTds, format: "rupees" },
          { name: "due", label: t.due, value: due ? t.yes : t.no, format: "text", note: dueReason },
        ],
      },
      {
        title: t.groupByDate,
        highlight: due,
        figures: [
          { name: "dueByJune", label: t.byJune, value: dueBy("06"), format: "rupees" },
          { name: "dueBySeptember", label: t.bySeptember, value: dueBy("09"), format: "rupees" },
          { name: "dueByDecember", label: t.byDecember, value: dueBy("12"), format: "rupees" },
          { name: "dueByMarch", label: t.byMarch, value: dueBy("03"), format: "rupees" },
        ],
      },
      {
        title: t.groupInterest,
        figures: [
          { name: "interest234C", label: t.interestDeferment(t.cite(names.interestDeferment)), value: interest234CTotal, format: "rupees" },
          { name: "interest234B", label: t.interestDefault(t.cite(names.interestDefault)), value: interest234BTotal, format: "rupees" },
          { name: "totalInterest", label: t.totalInterest, value: interest234CTotal + interest234BTotal, format: "rupees" },
          { name: "balance", label: t.balance, value: balance, format: "rupees" },
        ],
      },
    ],
    breakdown,
    notes,
    tables: due
      ? [
          {
            caption: t.tableCaption(year),
            columns: [...t.tableColumns],
            rows: instalmentRows,
          },
        ]
      : [],
  };
}
