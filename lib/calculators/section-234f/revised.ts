import { formatInr, formatLongDate } from "@/lib/format";
import { financialYearLabel, type FinancialYear, type IsoDate } from "@/lib/tax";
import { FILING_PROVISIONS, updatedReturnLastDate } from "@/lib/tax/late-fee-dates";
import type { RevisedReturnResult } from "@/lib/tax/late-fee-filing";
import type { CalculatorResult } from "../types";

/*
 * The section-234f calculator's answer for a revised return (kind=revised): the last date
 * to revise and the fee after 31 December (s.234-I of the 1961 Act for FY 2025-26, s.428(b)
 * of the 2025 Act from tax year 2026-27).
 */

const longDate = (date: string) => formatLongDate(date);

/** "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals. */
export const yearInSentence = (fy: FinancialYear) => {
  const label = financialYearLabel(fy);
  return label.startsWith("Tax year") ? `tax${label.slice(3)}` : label;
};

export function revisedResult(fy: FinancialYear, filedOn: IsoDate, income: number, revised: RevisedReturnResult): CalculatorResult {
  const { rules } = revised;
  const provisions = FILING_PROVISIONS[fy];
  const last = longDate(rules.lastDate.value);
  const feeRules = rules.fee;
  const freeUntil = feeRules ? longDate(feeRules.feeFreeUntil.value) : null;
  const updatedLast = longDate(updatedReturnLastDate(fy));
  let summary: string;
  switch (revised.feeRule) {
    case "tooLate":
      summary = `A return for ${yearInSentence(fy)} could be revised under ${rules.provision.value} until ${last}: on ${longDate(filedOn)} it is too late. Only an updated return under ${provisions.updatedReturn.value} is possible (until ${updatedLast}), with additional tax.`;
      break;
    case "noFeeInYear":
      summary = `A revised return for ${yearInSentence(fy)} filed on ${longDate(filedOn)} is within the last date of ${last}: no fee (the fee on revised returns starts with FY 2025-26).`;
      break;
    case "withinFreePeriod":
      summary = `Filed by ${freeUntil}: no fee on the revised return. From the next day until ${last} a revised return costs ${formatInr(feeRules!.fee.value)} (${formatInr(feeRules!.smallIncomeFee.value)} with total income up to ${formatInr(feeRules!.smallIncomeLimit.value)}) under ${feeRules!.provision.value}.`;
      break;
    default:
      summary = `Revised after ${freeUntil}: the fee under ${feeRules!.provision.value} is ${formatInr(revised.fee)}. The return can be revised until ${last}.`;
  }

  const feeLabel: Record<RevisedReturnResult["feeRule"], string> = {
    noFeeInYear: "Fee: none for revised returns of this year",
    withinFreePeriod: `Fee: filed by ${freeUntil}`,
    smallIncome: "Fee: total income within the limit",
    full: "Fee: total income above the limit",
    tooLate: "Fee: none, the return can no longer be revised",
  };
  const steps = [
    { label: `Last date for a revised return (${rules.provision.value})`, text: `${last}${revised.pastLastDate ? ": passed on the filing date" : ""}`, reference: rules.lastDate.reference },
    ...(feeRules
      ? [
          { label: "Last date without a fee", text: longDate(feeRules.feeFreeUntil.value), reference: feeRules.feeFreeUntil.reference },
          { label: "Income limit for the lower fee", amount: feeRules.smallIncomeLimit.value, reference: feeRules.smallIncomeLimit.reference },
        ]
      : []),
    { label: "Filed on", text: longDate(filedOn), reference: rules.provision.reference },
    { label: "Total income", amount: income, reference: feeRules ? feeRules.smallIncomeLimit.reference : rules.provision.reference },
    { label: feeLabel[revised.feeRule], amount: revised.fee, reference: revised.feeParameter?.reference ?? (feeRules ? feeRules.provision.reference : rules.lastDate.reference) },
  ];
  const notes = [
    "A revised return corrects a return already filed, on time or late; it does not cure a late original return, whose fee (section 234F, or 428(a) from tax year 2026-27) is separate. It must also be filed before the assessment is completed, if that comes first.",
    "Amend with an updated return instead if the time to revise has passed: it can only add income or reduce a loss, and carries additional tax.",
    rules.lastDate.note,
  ].filter((note): note is string => Boolean(note));
  return {
    summary,
    groups: [
      {
        title: `Revised return (${rules.provision.value})`,
        highlight: revised.fee > 0,
        figures: [
          { name: "revisedFee", label: "Fee on the revised return", value: revised.fee, format: "rupees" },
          { name: "revisedLastDate", label: "Last date to revise", value: last, format: "text" },
          { name: "revisedFeeFrom", label: "Fee charged from", value: feeRules ? longDate(nextDay(feeRules.feeFreeUntil.value)) : "No fee for this year", format: "text" },
          {
            name: "pastRevisedDate",
            label: "Filing date past the last date",
            value: revised.pastLastDate ? "Yes" : "No",
            format: "text",
            note: revised.pastLastDate ? `Only an updated return under ${provisions.updatedReturn.value} can be filed, until ${updatedLast}.` : undefined,
          },
        ],
      },
    ],
    breakdown: [{ title: "Revised return", steps }],
    notes,
  };
}

/** The day after a date (31 December → 1 January). */
function nextDay(value: IsoDate): IsoDate {
  const time = Date.parse(`${value}T00:00:00Z`) + 86_400_000;
  return new Date(time).toISOString().slice(0, 10) as IsoDate;
}
