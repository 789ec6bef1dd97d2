import { formatInr, formatLongDate } from "@/lib/format";
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

export type AdvanceTaxInput = InputOf<typeof fields>;

/** The year's tax, and the lines that show how it was reached. */
function estimateTax(input: AdvanceTaxInput): { tax: number; hasBusiness: boolean; steps: Step[] } {
  const act = rulesFor(input.fy).act.value;
  if (input.mode === "tax") {
    return {
      tax: input.tax,
      hasBusiness: input.hasBusiness,
      steps: [
        {
          label: "Estimated tax for the year (as entered)",
          amount: input.tax,
          reference: `${act}, ${ADVANCE_TAX_SECTION_NAMES[input.fy].liability}: advance tax on the current income of the year`,
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
  });
  const steps = result.steps.flatMap((step): Step[] => {
    if (step.id !== "otherIncome") return [{ label: step.label, amount: step.amount, reference: step.reference }];
    const lines: Step[] = [];
    if (input.business > 0) {
      lines.push({ label: "Profits and gains of business or profession", amount: input.business, reference: `${act}: income under the head "Profits and gains of business or profession"` });
    }
    if (input.other > 0) {
      lines.push({ label: "Income from other sources", amount: input.other, reference: step.reference });
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

/** "a, b and c". */
const listInWords = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

const monthAndYear = (date: IsoDate) => formatLongDate(date).replace(/^\d+ /, "");

export function computeAdvanceTax(input: AdvanceTaxInput): CalculatorResult {
  const { fy } = input;
  const rules = rulesFor(fy);
  const advance = complianceRulesFor(fy).advanceTax;
  const exemption = ADVANCE_TAX_EXEMPTION_RULES[fy];
  const names = ADVANCE_TAX_SECTION_NAMES[fy];
  const roundTax = (amount: number) => roundToNearestMultiple(amount, rules.taxRounding.value);
  const yearLabel = financialYearLabel(fy);
  // "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals.
  const year = yearLabel.startsWith("Tax year") ? `tax${yearLabel.slice(3)}` : yearLabel;

  const estimate = estimateTax(input);
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
    ? `A resident aged 60 or more with no business or professional income pays no advance tax.`
    : belowThreshold
      ? `Your tax after TDS and TCS, ${formatInr(taxAfterTds)}, is below ${formatInr(advance.threshold.value)}.`
      : `Your tax after TDS and TCS, ${formatInr(taxAfterTds)}, is ${formatInr(advance.threshold.value)} or more.`;
  const dueReference = seniorExempt ? exemption.seniorExemptAgeBands.reference : advance.threshold.reference;

  const summary = !due
    ? `No advance tax is due for ${year}. ${dueReason}${balance > 0 ? ` Pay the ${formatInr(balance)} left as self-assessment tax before you file.` : ""}`
    : presumptive
      ? `Advance tax of ${formatInr(yearsAdvanceTax)} is due for ${year}, all of it by ${formatLongDate(advance.presumptiveDueDate.value)}.`
      : `Advance tax of ${formatInr(yearsAdvanceTax)} is due for ${year}: ${listInWords(
          schedule.map((line, index) => `${formatInr(instalments[index] ?? 0)} by ${formatLongDate(line.dueDate)}`),
        )}.`;

  const breakdown: StepSection[] = [
    {
      title: "Tax for the year",
      steps: [
        ...estimate.steps,
        { label: "Less: TDS and TCS", amount: input.tds, reference: `${rules.act.value}, ${names.computation}: tax deducted or collected at source is subtracted` },
        { label: "Tax after TDS and TCS", amount: taxAfterTds, reference: `${rules.act.value}, ${names.computation}` },
      ],
    },
    {
      title: "Is advance tax due?",
      steps: [{ label: due ? "Yes" : "No", text: dueReason, reference: dueReference }],
    },
  ];
  if (due) {
    breakdown.push({
      title: "Instalments",
      steps: schedule.map((line) => ({
        label: `By ${formatLongDate(line.dueDate)}: ${line.cumulativePercent}% of the year's advance tax, in total (rounded to the nearest ₹${rules.taxRounding.value})`,
        amount: line.cumulativeAmount,
        reference: presumptive ? advance.presumptiveDueDate.reference : advance.instalments.reference,
      })),
    });
    breakdown.push({
      title: `Interest for deferring instalments (${names.interestDeferment})`,
      steps: [
        ...deferment.lines.map((line): Step => {
          const tolerance = advance.deferralTolerance.value.find((entry) => entry.dueDate === line.dueDate);
          const date = formatLongDate(line.dueDate);
          if (!presumptive && tolerance && line.shortfall === 0 && line.paid < line.required) {
            return {
              label: `${date}: ${formatInr(line.paid)} paid, at least ${tolerance.cumulativePercent}% of the tax: no interest`,
              amount: 0,
              reference: advance.deferralTolerance.reference,
            };
          }
          return {
            label: `${date}: ${formatInr(line.required)} due, ${formatInr(line.paid)} paid; shortfall ${formatInr(line.shortfall)} × ${advance.deferralInterestRate.value}% × ${line.months} ${line.months === 1 ? "month" : "months"}`,
            amount: line.interest,
            reference: advance.deferralInterestMonths.reference,
          };
        }),
        { label: `Interest (rounded to the nearest ₹${rules.taxRounding.value})`, amount: interest234CTotal, reference: rules.taxRounding.reference },
      ],
    });
    breakdown.push({
      title: `Interest for default in advance tax (${names.interestDefault})`,
      steps: [
        { label: `Advance tax paid by ${formatLongDate(exemption.lastDayCountedAsAdvanceTax.value)}`, amount: totalPaid, reference: exemption.lastDayCountedAsAdvanceTax.reference },
        {
          label: `${advance.defaultPercent.value}% of the tax after TDS and TCS`,
          amount: (taxAfterTds * advance.defaultPercent.value) / 100,
          reference: advance.defaultPercent.reference,
        },
        shortfall.interest === 0
          ? { label: "No interest", text: `At least ${advance.defaultPercent.value}% was paid as advance tax.`, reference: advance.defaultPercent.reference }
          : {
              label: `Shortfall ${formatInr(shortfall.shortfall)} × ${advance.defaultInterestRate.value}% × ${shortfall.months} ${shortfall.months === 1 ? "month" : "months"} (1 April to ${monthAndYear(paidOn)}), rounded to the nearest ₹${rules.taxRounding.value}`,
              amount: interest234BTotal,
              reference: `${advance.defaultInterestRate.reference}; ${advance.interestBaseRoundingDown.reference}`,
            },
      ],
    });
  }

  const instalmentRows = schedule.map((line, index) => [
    formatLongDate(line.dueDate),
    `${line.cumulativePercent}%`,
    formatInr(line.cumulativeAmount),
    formatInr(instalments[index] ?? 0),
    formatInr(presumptive ? paidByMarch15 : (paidByDate[index] ?? 0)),
    formatInr(deferment.lines[index]?.interest ?? 0),
  ]);

  const notes = [
    `Advance tax instalments and interest are rounded to the nearest ₹${rules.taxRounding.value} (section 288B); interest is charged on the shortfall rounded down to a multiple of ₹${advance.interestBaseRoundingDown.value}, a part of a month counting as a whole month (Rule 119A).`,
    "If a due date falls on a bank holiday, a payment on the next working day is accepted as made on time.",
    "Interest assumes the income you return, and the income finally assessed, are the estimate above. No interest for deferment is charged on a shortfall caused by capital gains, lottery winnings or dividends that arose after a due date, if the tax on them is paid in the remaining instalments; this calculator does not separate such income.",
    "Interest for default in advance tax is worked out to one payment of the balance. Interest for a late return (section 234A) is not included.",
  ];
  if (input.mode === "income") {
    notes.push("Income here is taxed at the slab rates. Capital gains and other income taxed at special rates are not included: work out the year's tax in the income-tax or capital-gains calculator and enter it as a tax figure.");
  }
  if (rules.act.value.includes("2025")) {
    notes.push(`Tax year 2026-27 falls under the Income-tax Act, 2025: advance tax is in sections 403 to 408 and the interest in ${names.interestDefault} and ${names.interestDeferment}, with the same rates and dates as the 1961 Act.`);
  }

  return {
    summary,
    groups: [
      {
        title: `Advance tax for ${year}`,
        figures: [
          { name: "estimatedTax", label: "Tax for the year", value: estimate.tax, format: "rupees" },
          { name: "taxAfterTds", label: "Tax after TDS and TCS", value: taxAfterTds, format: "rupees" },
          { name: "due", label: "Advance tax due?", value: due ? "Yes" : "No", format: "text", note: dueReason },
        ],
      },
      {
        title: "To pay in total by each date",
        highlight: due,
        figures: [
          { name: "dueByJune", label: "By 15 June", value: dueBy("06"), format: "rupees" },
          { name: "dueBySeptember", label: "By 15 September", value: dueBy("09"), format: "rupees" },
          { name: "dueByDecember", label: "By 15 December", value: dueBy("12"), format: "rupees" },
          { name: "dueByMarch", label: "By 15 March", value: dueBy("03"), format: "rupees" },
        ],
      },
      {
        title: "Interest on what you paid",
        figures: [
          { name: "interest234C", label: `Deferring instalments (${names.interestDeferment})`, value: interest234CTotal, format: "rupees" },
          { name: "interest234B", label: `Default in advance tax (${names.interestDefault})`, value: interest234BTotal, format: "rupees" },
          { name: "totalInterest", label: "Total interest", value: interest234CTotal + interest234BTotal, format: "rupees" },
          { name: "balance", label: "Tax left to pay after 31 March", value: balance, format: "rupees" },
        ],
      },
    ],
    breakdown,
    notes,
    tables: due
      ? [
          {
            caption: `Advance tax instalments for ${year}`,
            columns: ["Due date", "Share due", "Due in total by this date", "Instalment", "Paid by this date", "Interest for deferment"],
            rows: instalmentRows,
          },
        ]
      : [],
  };
}
