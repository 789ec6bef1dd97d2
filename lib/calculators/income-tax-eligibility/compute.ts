import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { basicExemptionLimit, rulesFor, type Regime } from "@/lib/tax";
import { FILING_RULES, filingDates, meetsLimit, type FilingLimit } from "@/lib/tax/eligibility-rules";
import { dateNoteIn, provisionIn } from "../section-234f/filing-words";
import type { CalculatorResult, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { ELIGIBILITY_TEXT, type Ground } from "./text";

export type EligibilityInput = InputOf<typeof fields>;

/** One ground of s.139(1) (or s.263(1)), judged for the inputs. */
interface FilingTest {
  title: string;
  /** what the person entered, as shown in the table */
  figure: string;
  /** the limit, as the law words it */
  limit: string;
  met: boolean;
  /** short form for the list of reasons */
  reason: string;
  reference: string;
  /** true for the grounds that make a return compulsory */
  compulsory: boolean;
  /** for grounds that only make a return worth filing: what filing achieves */
  purpose?: string;
}

/** The income test: income before deductions against the regime's basic exemption limit. */
function incomeTest(input: EligibilityInput, regime: Regime) {
  const rules = rulesFor(input.fy);
  const resident = input.status !== "nonresident";
  const slabs = rules.regimes[regime].slabs;
  const limit = basicExemptionLimit(resident ? slabs[input.age] : slabs.below60);
  const standardDeduction = Math.min(input.salary, rules.regimes[regime].standardDeduction.value);
  const income = input.salary - standardDeduction + input.other;
  return { limit, standardDeduction, income, met: income > limit };
}

export function computeEligibility(input: EligibilityInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(ELIGIBILITY_TEXT, locale);
  const formatLongDate = t.date;
  const REGIME_NAMES = t.regimeName;
  const limitText = ({ limit, test }: FilingLimit) => (test === "above" ? t.limitAbove(formatInr(limit.value)) : t.limitAtLeast(formatInr(limit.value)));
  const rules = rulesFor(input.fy);
  const filing = FILING_RULES[input.fy];
  // A person with business or professional receipts files by the business date (31 August from FY 2025-26).
  const hasBusiness = input.turnover > 0 || input.receipts > 0;
  const dates = filingDates(input.fy);
  const ownDue = hasBusiness ? dates.business : dates.general;
  const year = t.yearIn(input.fy);
  const resident = input.status !== "nonresident";
  const seniorResident = resident && input.age !== "below60";
  const chosen = incomeTest(input, input.regime);
  const otherRegime: Regime = input.regime === "new" ? "old" : "new";
  const alternative = incomeTest(input, otherRegime);
  const tdsLimit = seniorResident ? filing.tdsAndTcsSenior : filing.tdsAndTcs;

  const amountTest = (ground: Ground, amount: number, rule: FilingLimit): FilingTest => ({
    title: t.groundTitle[ground] ?? ground,
    figure: formatInr(amount),
    limit: limitText(rule),
    met: meetsLimit(amount, rule),
    reason: t.groundReason(ground, formatInr(amount), limitText(rule)),
    reference: rule.limit.reference,
    compulsory: true,
  });

  const tests: FilingTest[] = [
    {
      title: t.incomeTitle(REGIME_NAMES[input.regime] ?? input.regime),
      figure: formatInr(chosen.income),
      limit: t.limitAbove(formatInr(chosen.limit)),
      met: chosen.met,
      reason: t.incomeReason(formatInr(chosen.income), formatInr(chosen.limit)),
      reference: filing.incomeTest.reference,
      compulsory: true,
    },
    amountTest("current", input.current, filing.currentAccountDeposits),
    amountTest("travel", input.travel, filing.foreignTravel),
    amountTest("electricity", input.electricity, filing.electricity),
    amountTest("turnover", input.turnover, filing.businessTurnover),
    amountTest("receipts", input.receipts, filing.professionalReceipts),
    amountTest("tds", input.tds, tdsLimit),
    amountTest("savings", input.savings, filing.savingsDeposits),
    {
      title: t.foreignTitle,
      figure: input.foreign ? t.yes : t.no,
      limit: t.foreignLimit,
      met: input.foreign && input.status === "resident",
      reason: t.foreignReason,
      reference: filing.foreignAssets.reference,
      compulsory: filing.foreignAssets.value,
    },
    {
      title: t.refundTitle,
      figure: input.refund ? t.yes : t.no,
      limit: t.any,
      met: input.refund,
      reason: t.refundReason,
      purpose: t.refundPurpose,
      reference: filing.refundClaim.reference,
      compulsory: filing.refundOrLossRequiresReturn.value,
    },
    {
      title: t.lossTitle,
      figure: input.loss ? t.yes : t.no,
      limit: t.any,
      met: input.loss,
      reason: t.lossReason,
      purpose: t.lossPurpose,
      reference: filing.lossReturn.reference,
      compulsory: filing.refundOrLossRequiresReturn.value,
    },
  ];

  const compulsoryReasons = tests.filter((test) => test.met && test.compulsory).map((test) => test.reason);
  const voluntaryPurposes = tests.filter((test) => test.met && !test.compulsory).map((test) => test.purpose ?? test.reason);
  const mustFile = compulsoryReasons.length > 0;
  const shouldFile = mustFile || voluntaryPurposes.length > 0;
  const dueDate = formatLongDate(ownDue.value);
  const auditDueDate = formatLongDate(dates.audit.value);
  const businessDueDate = formatLongDate(dates.business.value);
  const transferPricingDueDate = formatLongDate(dates.transferPricing.value);
  const belatedLastDate = formatLongDate(dates.belated.value);
  const revisedLastDate = formatLongDate(dates.revised.value);
  const revisedFee = dates.revisedFee;

  const summary = mustFile ? t.summaryMust(year, dueDate, compulsoryReasons) : shouldFile ? t.summaryShould(year, dueDate, voluntaryPurposes) : t.summaryNo(year);

  const notes: string[] = [];
  if (alternative.met !== chosen.met) {
    notes.push(t.noteOtherRegime(REGIME_NAMES[otherRegime] ?? otherRegime, formatInr(alternative.income), alternative.met, formatInr(alternative.limit)));
  }
  if (!mustFile && input.tds > 0 && !input.refund) {
    notes.push(t.noteTds);
  }
  if (input.foreign && input.status !== "resident") {
    notes.push(t.noteForeignNonResident);
  }
  if (seniorResident) {
    notes.push(t.noteSenior);
  }
  notes.push(
    t.noteDueDates(formatLongDate(dates.general.value), businessDueDate, auditDueDate, transferPricingDueDate, provisionIn(dates.lateFee.value, locale), belatedLastDate),
    revisedFee
      ? t.noteRevisedFee(
          revisedLastDate,
          formatLongDate(revisedFee.feeFreeUntil.value),
          formatInr(revisedFee.fee.value),
          formatInr(revisedFee.smallIncomeFee.value),
          formatInr(revisedFee.smallIncomeLimit.value),
          provisionIn(revisedFee.provision.value, locale),
        )
      : t.noteRevisedFree(revisedLastDate),
  );
  for (const date of [ownDue, dates.audit]) {
    const note = date.note ? dateNoteIn(date.note, locale) : "";
    if (note && !notes.includes(note)) notes.push(note);
  }

  const incomeSteps: Step[] = [
    { label: t.stepSalary, amount: input.salary, reference: t.refSalary(rules.act.value) },
    { label: t.stepStandard(REGIME_NAMES[input.regime] ?? input.regime), amount: chosen.standardDeduction, reference: rules.regimes[input.regime].standardDeduction.reference },
    { label: t.stepOther, amount: input.other, reference: filing.incomeTest.reference },
    { label: t.incomeBefore, amount: chosen.income, reference: filing.incomeTest.reference },
    { label: t.exemptionLimit, amount: chosen.limit, reference: (resident ? rules.regimes[input.regime].slabs[input.age] : rules.regimes[input.regime].slabs.below60).reference },
  ];

  const result = (test: FilingTest) => (test.met ? (test.compulsory ? t.resultMust : t.resultClaim) : t.resultNotMet);

  return {
    summary,
    groups: [
      {
        title: t.groupFiling(year),
        highlight: mustFile,
        figures: [
          { name: "mustFile", label: t.mustFile, value: mustFile ? t.yes : t.no, format: "text" },
          {
            name: "reasons",
            label: t.reasons,
            value: mustFile ? t.capitalise(compulsoryReasons.join("; ")) : t.noneOfTheGrounds,
            format: "text",
          },
          {
            name: "shouldFile",
            label: t.shouldFile,
            value: shouldFile ? t.yes : t.no,
            format: "text",
            note: !mustFile && shouldFile ? t.fileTo(voluntaryPurposes) : undefined,
          },
        ],
      },
      {
        title: t.incomeTest,
        figures: [
          { name: "incomeForTest", label: t.incomeBefore, value: chosen.income, format: "rupees" },
          { name: "exemptionLimit", label: t.exemptionLimit, value: chosen.limit, format: "rupees" },
        ],
      },
      {
        title: t.groupDue,
        figures: [
          { name: "dueDate", label: hasBusiness ? t.dueWithoutAuditBusiness : t.dueWithoutAudit, value: dueDate, format: "text" },
          { name: "businessDueDate", label: t.businessNoAudit, value: businessDueDate, format: "text" },
          { name: "auditDueDate", label: t.withAudit, value: auditDueDate, format: "text" },
          { name: "transferPricingDueDate", label: t.withTransferPricing, value: transferPricingDueDate, format: "text" },
          { name: "belatedLastDate", label: t.belatedLast, value: belatedLastDate, format: "text" },
          {
            name: "revisedLastDate",
            label: t.revisedLast,
            value: revisedLastDate,
            format: "text",
            note: revisedFee ? t.revisedFeeNote(formatLongDate(revisedFee.feeFreeUntil.value), provisionIn(revisedFee.provision.value, locale)) : undefined,
          },
        ],
      },
    ],
    breakdown: [
      { title: t.incomeTest, steps: incomeSteps },
      {
        title: t.eachGround,
        steps: tests.map((test) => ({
          label: t.groundStep(test.title, test.figure, test.limit),
          text: result(test),
          reference: test.reference,
        })),
      },
      {
        title: t.dueSection,
        steps: [
          { label: t.noBusiness, text: formatLongDate(dates.general.value), reference: dates.general.reference },
          { label: t.businessNotAudited, text: businessDueDate, reference: dates.business.reference },
          { label: t.withAudit, text: auditDueDate, reference: dates.audit.reference },
          { label: t.withTransferPricing, text: transferPricingDueDate, reference: dates.transferPricing.reference },
          { label: t.belatedReturn, text: belatedLastDate, reference: dates.belated.reference },
          { label: t.revisedReturn, text: revisedLastDate, reference: dates.revised.reference },
        ],
      },
    ],
    notes,
    tables: [
      {
        caption: t.tableCaption(year),
        columns: [...t.columns],
        rows: tests.map((test) => [test.title, test.figure, test.limit, result(test)]),
      },
    ],
  };
}
