import { formatInr } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { complianceRulesFor, rulesFor, type AgeBand, type FinancialYear, type IsoDate, type Regime } from "@/lib/tax";
import { FILING_PROVISIONS, firstFilingDate } from "@/lib/tax/late-fee-dates";
import { assessLateFiling, assessRevisedReturn, type LateFilingResult } from "@/lib/tax/late-fee-filing";
import { REVISED_RETURN_RULES } from "@/lib/tax/late-fee-revised";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type CalculatorResult, type StepSection } from "../types";
import { fields, fieldsIn } from "./fields";
import { section234fMeta } from "./meta";
import { revisedResult } from "./revised";
import { SECTION_234F_TEXT } from "./text";

export { fields };
export type { ReturnKind } from "./fields";

type Text = TranslationOf<(typeof SECTION_234F_TEXT)["en"]>;

function summaryOf(t: Text, fy: FinancialYear, filing: LateFilingResult, filedOn: IsoDate): string {
  const longDate = t.date;
  const provisions = FILING_PROVISIONS[fy];
  const due = longDate(filing.dueDate.value);
  let summary: string;
  switch (filing.feeRule) {
    case "onTime":
      summary = t.summaryOnTime(due);
      break;
    case "notRequired":
      summary = t.summaryNotRequired(formatInr(filing.incomeForFilingTest), formatInr(filing.basicExemptionLimit), due);
      break;
    default:
      summary = t.summaryLate(t.days(filing.daysLate), due, t.provision(provisions.lateFee.value), formatInr(filing.fee));
  }
  if (filing.pastUpdatedReturnDate) {
    summary += t.summaryPastUpdated(longDate(filing.belatedReturnLastDate.value), longDate(filing.updatedReturnLastDate), longDate(filedOn));
  } else if (filing.pastBelatedReturnDate) {
    summary += t.summaryPastBelated(longDate(filing.belatedReturnLastDate.value), t.provision(provisions.updatedReturn.value), longDate(filing.updatedReturnLastDate), filing.fee > 0);
  }
  return summary;
}

function breakdownOf(
  t: Text,
  fy: FinancialYear,
  filing: LateFilingResult,
  input: { regime: Regime; age: AgeBand; deductions: number; income: number; filedOn: IsoDate },
): StepSection[] {
  const longDate = t.date;
  const rules = rulesFor(fy);
  const provisions = FILING_PROVISIONS[fy];
  const slabTable = rules.regimes[input.regime].slabs[input.age];
  const feeRules = complianceRulesFor(fy).lateFilingFee;
  return [
    {
      title: t.sectionDue,
      steps: [
        {
          label: t.stepDueDate(t.provision(provisions.returnDueDate.value)),
          text: longDate(filing.dueDate.value),
          reference: filing.dueDate.reference,
        },
        {
          label: t.filedOn,
          text: t.filedOnText(longDate(input.filedOn), filing.daysLate > 0 ? t.days(filing.daysLate) : null),
          reference: t.refFiledOn(provisions.lateFee.reference),
        },
      ],
    },
    {
      title: t.sectionMustFile,
      steps: [
        { label: t.stepIncome, amount: input.income, reference: t.refIncome },
        {
          label: t.stepAddBack,
          amount: input.deductions,
          reference: t.refAddBack(provisions.returnDueDate.reference),
        },
        { label: t.stepFilingTest, amount: filing.incomeForFilingTest, reference: provisions.returnDueDate.reference },
        {
          label: t.stepLimit(input.regime),
          amount: filing.basicExemptionLimit,
          reference: slabTable.reference,
        },
        {
          label: t.requiredToFile,
          text: filing.obligation === "income" ? t.requiredIncome : filing.obligation === "otherReason" ? t.requiredOther : t.no,
          reference: t.refRequired(provisions.returnDueDate.reference),
        },
      ],
    },
    {
      title: t.sectionFee,
      steps: [
        { label: t.stepSmallLimit, amount: feeRules.smallIncomeLimit.value, reference: feeRules.smallIncomeLimit.reference },
        {
          label: filing.feeRule === "full" ? t.feeFull : filing.feeRule === "smallIncome" ? t.feeSmall : filing.feeRule === "onTime" ? t.feeOnTime : t.feeNotRequired,
          amount: filing.fee,
          reference: filing.feeParameter?.reference ?? provisions.lateFee.reference,
        },
      ],
    },
    {
      title: t.sectionBelated,
      steps: [
        {
          label: t.stepBelatedLast(t.provision(provisions.belatedReturn.value)),
          text: `${longDate(filing.belatedReturnLastDate.value)}${filing.pastBelatedReturnDate ? t.passedOnFiling : ""}`,
          reference: filing.belatedReturnLastDate.reference,
        },
        {
          label: t.stepUpdatedLast(t.provision(provisions.updatedReturn.value)),
          text: `${longDate(filing.updatedReturnLastDate)}${filing.pastUpdatedReturnDate ? t.passedOnFiling : ""}`,
          reference: provisions.updatedReturnMonths.reference,
        },
      ],
    },
  ];
}

/** The late-fee calculator with every word in the given language; its figures are the same in each. */
export function section234fIn(locale: Locale) {
  const t = messagesFor(SECTION_234F_TEXT, locale);
  const longDate = t.date;
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? section234fMeta
        : { ...section234fMeta, title: HINDI_TITLES["section-234f"] ?? section234fMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "kind", "category", "filed"] },
      { title: t.groupIncome, fields: ["income", "deductions", "regime", "age"] },
      { title: t.groupOther, fields: ["mustFile"] },
    ],
    validate(input) {
      // A return is for a year that has ended: s.139(1) asks for it after the previous year.
      const opens = firstFilingDate(input.fy);
      return input.filed < opens ? { filed: t.validateTooEarly(longDate(opens), t.yearIn(input.fy)) } : {};
    },
    compute(input): CalculatorResult {
      const filedOn = input.filed as IsoDate;
      if (input.kind === "revised") {
        return revisedResult(input.fy, filedOn, input.income, assessRevisedReturn({ fy: input.fy, filedOn, totalIncome: input.income }), locale);
      }
      // The new regime has one exemption limit for all ages; the age field is hidden then.
      const age: AgeBand = input.regime === "old" ? input.age : "below60";
      const filing = assessLateFiling({
        fy: input.fy,
        category: input.category,
        filedOn,
        totalIncome: input.income,
        deductions: input.deductions,
        regime: input.regime,
        age,
        otherReasonToFile: input.mustFile,
      });
      // validate() keeps such a date from the page; compute() stays total all the same.
      if (filing.filedBeforeYearEnded) {
        return { summary: t.summaryTooEarly(t.yearIn(input.fy), longDate(filing.firstFilingDate)), groups: [], breakdown: [] };
      }

      const provisions = FILING_PROVISIONS[input.fy];
      const revisedRules = REVISED_RETURN_RULES[input.fy];
      const notes = [
        t.noteInterest,
        t.noteRegimeLimit,
        t.noteExtensions,
        filing.dueDate.note ? t.dateNote(filing.dueDate.note) : undefined,
        filing.belatedReturnLastDate.note ? t.dateNote(filing.belatedReturnLastDate.note) : undefined,
        t.noteRevise(
          longDate(revisedRules.lastDate.value),
          revisedRules.fee ? { after: longDate(revisedRules.fee.feeFreeUntil.value), provision: t.provision(revisedRules.fee.provision.value) } : null,
        ),
      ].filter((note): note is string => Boolean(note));
      const updatedProvision = t.provision(provisions.updatedReturn.value);

      return {
        summary: summaryOf(t, input.fy, filing, filedOn),
        groups: [
          {
            title: t.groupLateFee(t.provision(provisions.lateFee.value)),
            highlight: filing.fee > 0,
            figures: [
              { name: "fee", label: t.lateFee, value: filing.fee, format: "rupees" },
              { name: "dueDate", label: t.dueDate, value: longDate(filing.dueDate.value), format: "text" },
              { name: "daysLate", label: t.daysLate, value: filing.daysLate, format: "number" },
            ],
          },
          {
            title: t.groupObligation,
            figures: [
              {
                name: "requiredToFile",
                label: t.requiredToFile,
                value: filing.obligation === "none" ? t.no : t.yes,
                format: "text",
                note:
                  filing.obligation === "income"
                    ? t.obligationIncome(formatInr(filing.incomeForFilingTest), formatInr(filing.basicExemptionLimit))
                    : filing.obligation === "otherReason"
                      ? t.obligationOther
                      : t.obligationNone(formatInr(filing.incomeForFilingTest), formatInr(filing.basicExemptionLimit)),
              },
            ],
          },
          {
            title: t.groupBelated(t.provision(provisions.belatedReturn.value)),
            figures: [
              { name: "belatedLastDate", label: t.belatedLastDate, value: longDate(filing.belatedReturnLastDate.value), format: "text" },
              { name: "revisedLastDate", label: t.revisedLastDate, value: longDate(revisedRules.lastDate.value), format: "text" },
              {
                name: "pastBelatedDate",
                label: t.pastBelatedDate,
                value: filing.pastBelatedReturnDate ? t.yes : t.no,
                format: "text",
                note: filing.pastBelatedReturnDate ? t.onlyUpdated(updatedProvision, longDate(filing.updatedReturnLastDate)) : undefined,
              },
            ],
          },
        ],
        breakdown: breakdownOf(t, input.fy, filing, { regime: input.regime, age, deductions: input.deductions, income: input.income, filedOn }),
        notes,
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const section234f = section234fIn("en");
