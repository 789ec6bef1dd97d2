import { formatInr } from "@/lib/format";
import { compareRegimes, financialYearLabel, startYearOf, type FinancialYear, type RegimeComparison } from "@/lib/tax";
import { isProposedYear, YEAR_LAW, type LawStatus } from "@/lib/tax/law-status";
import { yearDifferences, type ValueChange } from "@/lib/tax/year-differences";
import { defineCalculator, type FigureGroup, type StepSection } from "../types";
import { fields } from "./fields";
import { budgetChangesMeta } from "./meta";
import { csvValue, valueText } from "./values";

export { fields } from "./fields";

/** "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" as it is. */
const inSentence = (fy: FinancialYear) => financialYearLabel(fy).replace(/^Tax year/, "tax year");

/** "Proposed: Finance Bill, 2027, clause 2", "Enacted: Finance Act, 2026 (Act No. 4 of 2026)", "Notified: Income-tax Rules, 2026 (G.S.R. 198(E))". */
function statusText(status: LawStatus): string {
  const stage = status.stage.charAt(0).toUpperCase() + status.stage.slice(1);
  return `${stage}: ${status.instrument}${status.provision ? `, ${status.provision}` : ""}`;
}

/** The tax of the cheaper regime, the one a person would choose. */
const cheaper = (comparison: RegimeComparison) => Math.min(comparison.new.totalTax, comparison.old.totalTax);

function yearGroup(fy: FinancialYear, comparison: RegimeComparison, prefix: "from" | "to"): FigureGroup {
  return {
    title: financialYearLabel(fy),
    figures: [
      { name: `${prefix}NewTax`, label: "New regime", value: comparison.new.totalTax, format: "rupees" },
      { name: `${prefix}OldTax`, label: "Old regime", value: comparison.old.totalTax, format: "rupees" },
    ],
  };
}

function changesTable(from: FinancialYear, to: FinancialYear, changes: readonly ValueChange[]) {
  const rows = changes.map((change) => [change.label, valueText(change.from, change.unit), valueText(change.to, change.unit), statusText(change.status)]);
  return {
    caption: `What the law changes from ${inSentence(from)} to ${inSentence(to)}`,
    columns: ["Rule", financialYearLabel(from), financialYearLabel(to), "Source and status"],
    rows: rows.length > 0 ? rows : [["No rate, limit or date in our rules differs between these years", "", "", statusText(YEAR_LAW[to].act)]],
    csvFileName: `budget-changes-${from}-to-${to}.csv`,
    // Amounts and rates as plain numbers, as in every CSV of the site; the rest as shown.
    csvRows: rows.length > 0 ? changes.map((change) => [change.label, csvValue(change.from, change.unit), csvValue(change.to, change.unit), statusText(change.status)]) : undefined,
  };
}

export const budgetChanges = defineCalculator({
  meta: budgetChangesMeta,
  fields,
  layout: [
    { title: "The two years", fields: ["from", "to", "age"] },
    { title: "Income", fields: ["salary", "other"] },
    { title: "Exemptions and deductions (old regime)", fields: ["hra", "ded80c", "ded80d", "hl"] },
  ],
  validate(input) {
    if (startYearOf(input.from) >= startYearOf(input.to)) return { to: "Choose a year later than the year you compare." };
    return {};
  },
  compute(input) {
    const taxOf = (fy: FinancialYear) =>
      compareRegimes({
        fy,
        age: input.age,
        grossSalary: input.salary,
        otherIncome: input.other,
        dividendIncome: 0,
        exemptHra: input.hra,
        deductions: { ded80c: input.ded80c, ded80d: input.ded80d, ded80ccd1b: 0, homeLoanInterest: input.hl },
      });
    const before = taxOf(input.from);
    const after = taxOf(input.to);
    const change = cheaper(after) - cheaper(before);
    const changes = yearDifferences(input.from, input.to);
    const proposed = isProposedYear(input.to);

    const verb = proposed ? "would" : "does";
    const summary =
      change === 0
        ? `On this income your tax ${proposed ? "would stay" : "stays"} at ${formatInr(cheaper(after))} with the cheaper regime: ${inSentence(input.to)} ${verb} not change it from ${inSentence(input.from)}.`
        : `On this income your tax with the cheaper regime ${proposed ? "would go" : "goes"} ${change < 0 ? "down" : "up"} by ${formatInr(Math.abs(change))}, from ${formatInr(cheaper(before))} in ${inSentence(input.from)} to ${formatInr(cheaper(after))} in ${inSentence(input.to)}.`;
    const headline = `${financialYearLabel(input.from)} to ${financialYearLabel(input.to)}, salary ${formatInr(input.salary)}: tax ${formatInr(cheaper(before))} then ${formatInr(cheaper(after))}`;

    const regimeSteps = (fy: FinancialYear, comparison: RegimeComparison): StepSection[] => [
      { title: `${financialYearLabel(fy)}, new regime`, steps: comparison.new.steps.map((step) => ({ label: step.label, amount: step.amount, reference: step.reference })) },
      { title: `${financialYearLabel(fy)}, old regime`, steps: comparison.old.steps.map((step) => ({ label: step.label, amount: step.amount, reference: step.reference })) },
    ];

    return {
      summary,
      headline,
      groups: [
        yearGroup(input.from, before, "from"),
        { ...yearGroup(input.to, after, "to"), highlight: true },
        {
          title: "The change for you",
          figures: [
            {
              name: "change",
              label: change <= 0 ? "Tax saved (cheaper regime)" : "Extra tax (cheaper regime)",
              value: Math.abs(change),
              format: "rupees",
              note: `Cheaper regime: ${before.better === "old" ? "old" : "new"} in ${inSentence(input.from)}, ${after.better === "old" ? "old" : "new"} in ${inSentence(input.to)}`,
            },
            { name: "changedValues", label: "Rates, limits and dates that changed", value: changes.length, format: "number" },
          ],
        },
      ],
      breakdown: [...regimeSteps(input.from, before), ...regimeSteps(input.to, after)],
      tables: [changesTable(input.from, input.to, changes)],
      notes: [
        "The list of changes is read from the same rules the calculators use, value by value, so it covers the slabs, rebate, standard deduction, deduction limits, surcharge and cess, capital-gains rates, advance tax, the late fee, return due dates, revised returns and the tax audit. A change to a rule those tables do not hold (a new deduction, a TDS rate) shows in its own calculator.",
        "Both years are worked out on the same income and claims. Limits apply as each year's law sets them; capital gains, dividends and crypto have their own calculators.",
      ],
    };
  },
  explanation: [
    "Each Budget, on 1 February, the Finance Bill proposes the next year's rates: slabs, the rebate, the standard deduction, deduction limits, surcharge, capital-gains rates. They become law when Parliament passes the Finance Act, usually in March. This page puts your income through both years' rules and shows what the change means for you, in both regimes.",
    "Below the figures is every rate, limit and date that differs between the two years, with the Act, Bill clause or Rules behind it and whether it is law or only proposed. On Budget day the proposed year appears here within hours of the speech, marked “proposed” everywhere, and switches to law when the Finance Act is passed.",
    "You can compare any two years the site has: FY 2024-25 with FY 2025-26 shows the big change of Budget 2025 (no tax up to ₹12 lakh in the new regime); FY 2025-26 with tax year 2026-27 shows that Budget 2026 kept the rates while the Income-tax Act, 2025 renumbered the sections.",
  ],
  faq: [
    {
      question: "Are the proposed figures final?",
      answer:
        "No. A Finance Bill can be amended before Parliament passes it, and the figures of a proposed year are marked as proposals on every screen until the Finance Act is passed. Plan with them, but file and pay under the law in force.",
    },
    {
      question: "Why does my tax not change although the Budget changed something?",
      answer:
        "A change matters to you only if it touches your income or claims: a new surcharge band changes nothing below it, and an old-regime limit changes nothing if you choose the new regime. The table lists every change; the figures above show the ones that reach your tax.",
    },
    {
      question: "Which regime does the comparison use?",
      answer: "It works out both regimes for both years and compares the cheaper one in each year, since you can choose each year.",
    },
  ],
});
