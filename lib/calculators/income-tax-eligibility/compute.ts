import { formatInr, formatLongDate } from "@/lib/format";
import { basicExemptionLimit, financialYearLabel, rulesFor, type Regime } from "@/lib/tax";
import { FILING_RULES, filingDates, meetsLimit, type FilingLimit } from "@/lib/tax/eligibility-rules";
import type { CalculatorResult, InputOf, Step } from "../types";
import type { fields } from "./fields";

export type EligibilityInput = InputOf<typeof fields>;

const REGIME_NAMES: Record<Regime, string> = { new: "new regime", old: "old regime" };

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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const limitText = ({ limit, test }: FilingLimit) => `${test === "above" ? "more than" : "at least"} ${formatInr(limit.value)}`;

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

export function computeEligibility(input: EligibilityInput): CalculatorResult {
  const rules = rulesFor(input.fy);
  const filing = FILING_RULES[input.fy];
  // A person with business or professional receipts files by the business date (31 August from FY 2025-26).
  const hasBusiness = input.turnover > 0 || input.receipts > 0;
  const dates = filingDates(input.fy);
  const ownDue = hasBusiness ? dates.business : dates.general;
  const yearLabel = financialYearLabel(input.fy);
  const year = yearLabel.startsWith("Tax year") ? `tax${yearLabel.slice(3)}` : yearLabel;
  const resident = input.status !== "nonresident";
  const seniorResident = resident && input.age !== "below60";
  const chosen = incomeTest(input, input.regime);
  const otherRegime: Regime = input.regime === "new" ? "old" : "new";
  const alternative = incomeTest(input, otherRegime);
  const tdsLimit = seniorResident ? filing.tdsAndTcsSenior : filing.tdsAndTcs;

  const amountTest = (title: string, amount: number, rule: FilingLimit, what = title.toLowerCase()): FilingTest => ({
    title,
    figure: formatInr(amount),
    limit: limitText(rule),
    met: meetsLimit(amount, rule),
    reason: `${what} of ${formatInr(amount)}, ${limitText(rule)}`,
    reference: rule.limit.reference,
    compulsory: true,
  });

  const tests: FilingTest[] = [
    {
      title: `Income before deductions (${REGIME_NAMES[input.regime]})`,
      figure: formatInr(chosen.income),
      limit: `more than ${formatInr(chosen.limit)}`,
      met: chosen.met,
      reason: `income before deductions of ${formatInr(chosen.income)}, more than the exemption limit of ${formatInr(chosen.limit)}`,
      reference: filing.incomeTest.reference,
      compulsory: true,
    },
    amountTest("Deposits in current accounts", input.current, filing.currentAccountDeposits),
    amountTest("Spending on foreign travel", input.travel, filing.foreignTravel),
    amountTest("Spending on electricity", input.electricity, filing.electricity),
    amountTest("Business turnover", input.turnover, filing.businessTurnover),
    amountTest("Professional receipts", input.receipts, filing.professionalReceipts),
    amountTest("TDS and TCS", input.tds, tdsLimit, "TDS and TCS"),
    amountTest("Deposits in savings accounts", input.savings, filing.savingsDeposits),
    {
      title: "Assets or accounts outside India",
      figure: input.foreign ? "Yes" : "No",
      limit: "any, for a resident (not RNOR)",
      met: input.foreign && input.status === "resident",
      reason: "an asset or account outside India, as a resident",
      reference: filing.foreignAssets.reference,
      compulsory: filing.foreignAssets.value,
    },
    {
      title: "Refund wanted",
      figure: input.refund ? "Yes" : "No",
      limit: "any",
      met: input.refund,
      reason: "a refund you want to claim",
      purpose: "to claim your refund",
      reference: filing.refundClaim.reference,
      compulsory: filing.refundOrLossRequiresReturn.value,
    },
    {
      title: "Loss to carry forward",
      figure: input.loss ? "Yes" : "No",
      limit: "any",
      met: input.loss,
      reason: "a loss you want to carry forward",
      purpose: "to carry your loss forward",
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

  const summary = mustFile
    ? `Yes, you must file a return for ${year}, by ${dueDate}: ${compulsoryReasons.join("; ")}.`
    : shouldFile
      ? `The law does not require you to file for ${year}, but file by ${dueDate} ${voluntaryPurposes.join(" and ")}: only a return can do that.`
      : `No, the law does not require you to file a return for ${year}. You may still file one.`;

  const notes: string[] = [];
  if (alternative.met !== chosen.met) {
    notes.push(
      `Under the ${REGIME_NAMES[otherRegime]} your income before deductions, ${formatInr(alternative.income)}, would be ${alternative.met ? "above" : "within"} its exemption limit of ${formatInr(alternative.limit)}. The Act speaks of "the maximum amount which is not chargeable to income-tax" without naming a regime${alternative.met ? "; filing is the safe course" : ""}.`,
    );
  }
  if (!mustFile && input.tds > 0 && !input.refund) {
    notes.push("Tax was deducted or collected from you. If it is more than your tax for the year, only a return gets the difference back.");
  }
  if (input.foreign && input.status !== "resident") {
    notes.push("The foreign-asset ground applies only to a resident who is ordinarily resident, so it does not apply to you.");
  }
  if (seniorResident) {
    notes.push(
      "A resident aged 75 or more whose only income is pension and interest from the bank that pays the pension, and who has given that bank the declaration for it, need not file: the bank works out and deducts the tax (section 194P of the 1961 Act, continued by the 2025 Act).",
    );
  }
  notes.push(
    `The due date is ${formatLongDate(dates.general.value)} without business or professional income, ${businessDueDate} with it when the accounts need no audit (and for partners of such firms), ${auditDueDate} when the accounts are audited and ${transferPricingDueDate} when a transfer-pricing report is due. A return filed late is accepted with a fee (${dates.lateFee.value}), and interest on unpaid tax, until ${belatedLastDate}.`,
    revisedFee
      ? `A return can be revised until ${revisedLastDate}; a revision after ${formatLongDate(revisedFee.feeFreeUntil.value)} costs ${formatInr(revisedFee.fee.value)}, or ${formatInr(revisedFee.smallIncomeFee.value)} with total income up to ${formatInr(revisedFee.smallIncomeLimit.value)} (${revisedFee.provision.value}).`
      : `A return can be revised until ${revisedLastDate}, with no fee.`,
  );
  for (const date of [ownDue, dates.audit]) if (date.note && !notes.includes(date.note)) notes.push(date.note);

  const incomeSteps: Step[] = [
    { label: "Salary or pension", amount: input.salary, reference: `${rules.act.value}: income under the head "Salaries"` },
    { label: `Less: standard deduction (${REGIME_NAMES[input.regime]})`, amount: chosen.standardDeduction, reference: rules.regimes[input.regime].standardDeduction.reference },
    { label: "Other income", amount: input.other, reference: filing.incomeTest.reference },
    { label: "Income before deductions", amount: chosen.income, reference: filing.incomeTest.reference },
    { label: "Basic exemption limit", amount: chosen.limit, reference: (resident ? rules.regimes[input.regime].slabs[input.age] : rules.regimes[input.regime].slabs.below60).reference },
  ];

  return {
    summary,
    groups: [
      {
        title: `Filing for ${year}`,
        highlight: mustFile,
        figures: [
          { name: "mustFile", label: "Must you file?", value: mustFile ? "Yes" : "No", format: "text" },
          {
            name: "reasons",
            label: "Because of",
            value: mustFile ? capitalise(compulsoryReasons.join("; ")) : "None of the grounds",
            format: "text",
          },
          {
            name: "shouldFile",
            label: "Worth filing anyway?",
            value: shouldFile ? "Yes" : "No",
            format: "text",
            note: !mustFile && shouldFile ? `File ${voluntaryPurposes.join(" and ")}.` : undefined,
          },
        ],
      },
      {
        title: "Income test",
        figures: [
          { name: "incomeForTest", label: "Income before deductions", value: chosen.income, format: "rupees" },
          { name: "exemptionLimit", label: "Basic exemption limit", value: chosen.limit, format: "rupees" },
        ],
      },
      {
        title: "Due date of the return",
        figures: [
          { name: "dueDate", label: hasBusiness ? "Without a tax audit (business or profession)" : "Without a tax audit", value: dueDate, format: "text" },
          { name: "businessDueDate", label: "Business or profession, no audit", value: businessDueDate, format: "text" },
          { name: "auditDueDate", label: "With a tax audit", value: auditDueDate, format: "text" },
          { name: "transferPricingDueDate", label: "With a transfer-pricing report", value: transferPricingDueDate, format: "text" },
          { name: "belatedLastDate", label: "Last date for a late (belated) return", value: belatedLastDate, format: "text" },
          {
            name: "revisedLastDate",
            label: "Last date to revise a return",
            value: revisedLastDate,
            format: "text",
            note: revisedFee ? `A fee applies after ${formatLongDate(revisedFee.feeFreeUntil.value)} (${revisedFee.provision.value}).` : undefined,
          },
        ],
      },
    ],
    breakdown: [
      { title: "Income test", steps: incomeSteps },
      {
        title: "Each ground",
        steps: tests.map((test) => ({
          label: `${test.title}: ${test.figure} (${test.limit})`,
          text: test.met ? (test.compulsory ? "Must file" : "File to claim it") : "Not met",
          reference: test.reference,
        })),
      },
      {
        title: "Due date",
        steps: [
          { label: "No business or profession income", text: formatLongDate(dates.general.value), reference: dates.general.reference },
          { label: "Business or profession, accounts not audited", text: businessDueDate, reference: dates.business.reference },
          { label: "With a tax audit", text: auditDueDate, reference: dates.audit.reference },
          { label: "With a transfer-pricing report", text: transferPricingDueDate, reference: dates.transferPricing.reference },
          { label: "Belated return", text: belatedLastDate, reference: dates.belated.reference },
          { label: "Revised return", text: revisedLastDate, reference: dates.revised.reference },
        ],
      },
    ],
    notes,
    tables: [
      {
        caption: `Grounds for filing a return for ${year}`,
        columns: ["Ground", "Yours", "Limit", "Result"],
        rows: tests.map((test) => [test.title, test.figure, test.limit, test.met ? (test.compulsory ? "Must file" : "File to claim it") : "Not met"]),
      },
    ],
  };
}
