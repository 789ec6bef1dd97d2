import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { FinancialYear, IsoDate } from "@/lib/tax";
import { FILING_PROVISIONS, updatedReturnLastDate } from "@/lib/tax/late-fee-dates";
import type { RevisedReturnResult } from "@/lib/tax/late-fee-filing";
import type { CalculatorResult } from "../types";
import { SECTION_234F_TEXT } from "./text";

/*
 * The section-234f calculator's answer for a revised return (kind=revised): the last date
 * to revise and the fee after 31 December (s.234-I of the 1961 Act for FY 2025-26, s.428(b)
 * of the 2025 Act from tax year 2026-27).
 */

export { yearInSentence } from "./text";

export function revisedResult(fy: FinancialYear, filedOn: IsoDate, income: number, revised: RevisedReturnResult, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(SECTION_234F_TEXT, locale);
  const longDate = t.date;
  const { rules } = revised;
  const provisions = FILING_PROVISIONS[fy];
  const last = longDate(rules.lastDate.value);
  const feeRules = rules.fee;
  const freeUntil = feeRules ? longDate(feeRules.feeFreeUntil.value) : null;
  const updatedLast = longDate(updatedReturnLastDate(fy));
  const provision = t.provision(rules.provision.value);
  const updatedProvision = t.provision(provisions.updatedReturn.value);
  let summary: string;
  switch (revised.feeRule) {
    case "tooLate":
      summary = t.revisedTooLate(t.yearIn(fy), provision, last, longDate(filedOn), updatedProvision, updatedLast);
      break;
    case "noFeeInYear":
      summary = t.revisedNoFeeInYear(t.yearIn(fy), longDate(filedOn), last);
      break;
    case "withinFreePeriod":
      summary = t.revisedWithinFree(
        freeUntil!,
        last,
        formatInr(feeRules!.fee.value),
        formatInr(feeRules!.smallIncomeFee.value),
        formatInr(feeRules!.smallIncomeLimit.value),
        t.provision(feeRules!.provision.value),
      );
      break;
    default:
      summary = t.revisedFee(freeUntil!, t.provision(feeRules!.provision.value), formatInr(revised.fee), last);
  }

  const feeLabel: Record<RevisedReturnResult["feeRule"], string> = {
    noFeeInYear: t.revisedFeeNoFeeInYear,
    withinFreePeriod: t.revisedFeeWithinFree(freeUntil ?? ""),
    smallIncome: t.feeSmall,
    full: t.feeFull,
    tooLate: t.revisedFeeTooLate,
  };
  const steps = [
    { label: t.stepRevisedLast(provision), text: `${last}${revised.pastLastDate ? t.passedOnFiling : ""}`, reference: rules.lastDate.reference },
    ...(feeRules
      ? [
          { label: t.stepFeeFree, text: longDate(feeRules.feeFreeUntil.value), reference: feeRules.feeFreeUntil.reference },
          { label: t.stepSmallLimit, amount: feeRules.smallIncomeLimit.value, reference: feeRules.smallIncomeLimit.reference },
        ]
      : []),
    { label: t.filedOn, text: longDate(filedOn), reference: rules.provision.reference },
    { label: t.stepTotalIncome, amount: income, reference: feeRules ? feeRules.smallIncomeLimit.reference : rules.provision.reference },
    { label: feeLabel[revised.feeRule], amount: revised.fee, reference: revised.feeParameter?.reference ?? (feeRules ? feeRules.provision.reference : rules.lastDate.reference) },
  ];
  const notes = [t.noteRevisedSeparate, t.noteRevisedUpdated, rules.lastDate.note ? t.dateNote(rules.lastDate.note) : undefined].filter((note): note is string => Boolean(note));
  return {
    summary,
    groups: [
      {
        title: t.groupRevised(provision),
        highlight: revised.fee > 0,
        figures: [
          { name: "revisedFee", label: t.revisedFeeFigure, value: revised.fee, format: "rupees" },
          { name: "revisedLastDate", label: t.revisedLastFigure, value: last, format: "text" },
          { name: "revisedFeeFrom", label: t.revisedFeeFrom, value: feeRules ? longDate(nextDay(feeRules.feeFreeUntil.value)) : t.revisedNoFeeThisYear, format: "text" },
          {
            name: "pastRevisedDate",
            label: t.pastRevisedDate,
            value: revised.pastLastDate ? t.yes : t.no,
            format: "text",
            note: revised.pastLastDate ? t.onlyUpdated(updatedProvision, updatedLast) : undefined,
          },
        ],
      },
    ],
    breakdown: [{ title: t.sectionRevised, steps }],
    notes,
  };
}

/** The day after a date (31 December → 1 January). */
function nextDay(value: IsoDate): IsoDate {
  const time = Date.parse(`${value}T00:00:00Z`) + 86_400_000;
  return new Date(time).toISOString().slice(0, 10) as IsoDate;
}
