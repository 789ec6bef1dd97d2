import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { LawStage } from "@/lib/tax/law-status";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import { budgetChangesMeta } from "./meta";

/*
 * Every word the budget-changes page shows, in English and Hindi. The labels of what changed
 * come from lib/tax/year-differences-text.ts; the instruments of the law (YEAR_LAW) come in
 * English and the Hindi messages cite them in Hindi.
 */

/** "Finance Act, 2026 (Act No. 4 of 2026)" → "वित्त अधिनियम, 2026 (2026 का अधिनियम सं. 4)"; "S.O. 969(E), as amended" → "S.O. 969(E), यथा संशोधित". */
export const hiInstrument = (english: string) =>
  english
    .split(/ with the /)
    .map((part) => {
      const number = /\s*\(Act No\. (\d+) of (\d{4})\)$/.exec(part);
      const name = number ? part.slice(0, number.index) : part;
      const amended = /, as amended$/.test(name);
      const cited = hindiCitation(name.replace(/, as amended$/, ""));
      return `${cited}${amended ? ", यथा संशोधित" : ""}${number ? ` (${number[2]} का अधिनियम सं. ${number[1]})` : ""}`;
    })
    .join(" और ");

const en = {
  description: budgetChangesMeta.description,
  keywords: budgetChangesMeta.keywords,
  groupYears: "The two years",
  groupIncome: "Income",
  groupDeductions: "Exemptions and deductions (old regime)",
  from: "Compare the year",
  to: "With the year",
  toHelp: "A year marked “proposed” has rates a Finance Bill proposes: not yet law.",
  ageHelp: "Age on the last day of the year. It changes the old regime's tax-free limit only.",
  salary: "Gross salary (yearly)",
  salaryHelp: "Salary or pension before any deduction.",
  other: "Income from other sources (yearly)",
  otherHelp: "Interest from savings and deposits, and the like.",
  hra: "Exempt HRA claimed",
  hraHelp: "Old regime only.",
  ded80c: "Section 80C investments",
  ded80cHelp: "Counted up to the year's limit.",
  ded80d: "Section 80D health insurance",
  ded80dHelp: "Counted up to the year's limits.",
  hl: "Home-loan interest (self-occupied)",
  hlHelp: "Old regime only; counted up to the year's limit.",
  laterYear: "Choose a year later than the year you compare.",
  /** the year mid-sentence, from its label ("Tax year 2026-27" reads as "tax year 2026-27") */
  inSentence: (label: string) => label.replace(/^Tax year/, "tax year"),
  stage: { proposed: "Proposed", enacted: "Enacted", notified: "Notified" } as Readonly<Record<LawStage, string>>,
  /** an instrument of YEAR_LAW or a provision ("Finance Act, 2026 (Act No. 4 of 2026)", "clause 2") */
  instrument: (english: string) => english,
  status: (stage: string, instrument: string, provision: string) => `${stage}: ${instrument}${provision ? `, ${provision}` : ""}`,
  newRegime: "New regime",
  oldRegime: "Old regime",
  tableCaption: (from: string, to: string) => `What the law changes from ${from} to ${to}`,
  columnRule: "Rule",
  columnSource: "Source and status",
  noChange: "No rate, limit or date in our rules differs between these years",
  summarySame: (proposed: boolean, tax: string, to: string, from: string) =>
    `On this income your tax ${proposed ? "would stay" : "stays"} at ${tax} with the cheaper regime: ${to} ${proposed ? "would" : "does"} not change it from ${from}.`,
  summaryChange: (proposed: boolean, down: boolean, change: string, before: string, from: string, after: string, to: string) =>
    `On this income your tax with the cheaper regime ${proposed ? "would go" : "goes"} ${down ? "down" : "up"} by ${change}, from ${before} in ${from} to ${after} in ${to}.`,
  headline: (from: string, to: string, salary: string, before: string, after: string) => `${from} to ${to}, salary ${salary}: tax ${before} then ${after}`,
  newRegimeSteps: (year: string) => `${year}, new regime`,
  oldRegimeSteps: (year: string) => `${year}, old regime`,
  changeForYou: "The change for you",
  taxSaved: "Tax saved (cheaper regime)",
  extraTax: "Extra tax (cheaper regime)",
  regimeWord: { old: "old", new: "new" } as Readonly<Record<"old" | "new", string>>,
  cheaperNote: (before: string, from: string, after: string, to: string) => `Cheaper regime: ${before} in ${from}, ${after} in ${to}`,
  changedValues: "Rates, limits and dates that changed",
  notes: [
    "The list of changes is read from the same rules the calculators use, value by value, so it covers the slabs, rebate, standard deduction, deduction limits, surcharge and cess, capital-gains rates, advance tax, the late fee, return due dates, revised returns and the tax audit. A change to a rule those tables do not hold (a new deduction, a TDS rate) shows in its own calculator.",
    "Both years are worked out on the same income and claims. Limits apply as each year's law sets them; capital gains, dividends and crypto have their own calculators.",
  ] as readonly string[],
  // The values of the table of changes.
  none: "None",
  yes: "Yes",
  no: "No",
  nil: "nil",
  bandAbove: (from: string, rate: string) => `above ${from}: ${rate}`,
  bandUpTo: (upTo: string, rate: string) => `up to ${upTo}: ${rate}`,
  band: (from: string, upTo: string, rate: string) => `${from} to ${upTo}: ${rate}`,
  explanation: [
    "Each Budget, on 1 February, the Finance Bill proposes the next year's rates: slabs, the rebate, the standard deduction, deduction limits, surcharge, capital-gains rates. They become law when Parliament passes the Finance Act, usually in March. This page puts your income through both years' rules and shows what the change means for you, in both regimes.",
    "Below the figures is every rate, limit and date that differs between the two years, with the Act, Bill clause or Rules behind it and whether it is law or only proposed. On Budget day the proposed year appears here within hours of the speech, marked “proposed” everywhere, and switches to law when the Finance Act is passed.",
    "You can compare any two years the site has: FY 2024-25 with FY 2025-26 shows the big change of Budget 2025 (no tax up to ₹12 lakh in the new regime); FY 2025-26 with tax year 2026-27 shows that Budget 2026 kept the rates while the Income-tax Act, 2025 renumbered the sections.",
  ] as readonly string[],
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
  ] as readonly { question: string; answer: string }[],
};



export const BUDGET_CHANGES_TEXT: Catalogues<typeof en> = translatable("BUDGET_CHANGES_TEXT", en);
