import { formatInr, formatLongDate } from "@/lib/format";
import {
  complianceRulesFor,
  FIRST_FINANCIAL_YEAR,
  LATEST_FINANCIAL_YEAR,
  rulesFor,
  type AgeBand,
  type FinancialYear,
  type IsoDate,
  type Regime,
} from "@/lib/tax";
import { FILING_PROVISIONS, RETURN_CATEGORIES, firstFilingDate, updatedReturnLastDate, type ReturnCategory } from "@/lib/tax/late-fee-dates";
import { assessLateFiling, assessRevisedReturn, type LateFilingResult } from "@/lib/tax/late-fee-filing";
import { REVISED_RETURN_RULES } from "@/lib/tax/late-fee-revised";
import { choice, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type StepSection } from "../types";
import { isoDateField } from "./date-field";
import { revisedResult, yearInSentence } from "./revised";
import { section234fMeta } from "./meta";
import { MAX_AMOUNT, ageField, financialYearField, regimeField } from "../common-fields";

const CATEGORY_LABELS: Record<ReturnCategory, string> = {
  general: "No business or profession income (ITR-1, ITR-2)",
  business: "Business or profession, accounts not audited",
  audit: "Accounts audited, or partner in an audited firm",
  transferPricing: "Transfer-pricing report required (Form 3CEB)",
};

/** original: the first return, where the late fee of s.234F / s.428(a) arises; revised: a return correcting one already filed. */
export type ReturnKind = "original" | "revised";
const kindOf = (raw: Record<string, string>): ReturnKind => ((raw.kind ?? "").trim() === "revised" ? "revised" : "original");
const isOriginal = (raw: Record<string, string>) => kindOf(raw) === "original";

const regimeOf = (raw: Record<string, string>) => (raw.regime ?? "").trim() || "new";

export const fields = {
  fy: financialYearField({
    label: "Financial year of the income",
    help: "The year the income was earned; the return is filed in the year after it.",
    // The return most people are filing late now: FY 2025-26, due in 2026.
    default: "2025-26",
  }),
  kind: choice<ReturnKind>({
    label: "Return filed",
    help: "Original: your first return for the year (on time or late). Revised: a return that corrects one you already filed.",
    options: [
      { value: "original", label: "Original return" },
      { value: "revised", label: "Revised return" },
    ],
    default: "original",
  }),
  category: choice<ReturnCategory>({
    label: "Your return",
    help: "It sets the due date: 31 July; 31 August for business or profession income without audit from FY 2025-26; 31 October for audit cases; 30 November for transfer-pricing cases.",
    options: RETURN_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
    default: "general",
    display: "select",
    visibleWhen: isOriginal,
  }),
  filed: isoDateField({
    label: "Date you filed, or will file, the return",
    help: "Year first, as YYYY-MM-DD: 2026-09-15 is 15 September 2026.",
    default: "2026-09-15",
    min: firstFilingDate(FIRST_FINANCIAL_YEAR),
    max: updatedReturnLastDate(LATEST_FINANCIAL_YEAR),
  }),
  income: rupees({
    label: "Total income (after deductions)",
    help: "Your taxable income after deductions such as 80C and 80D. The fee is ₹1,000 if this is ₹5 lakh or less.",
    default: 800_000,
    max: MAX_AMOUNT,
  }),
  deductions: rupees({
    label: "Deductions and capital-gain exemptions claimed",
    help: "Chapter VI-A deductions (80C, 80D, …) and exemptions under sections 54 to 54GB. They are added back to decide whether you had to file.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: isOriginal,
  }),
  regime: regimeField({ visibleWhen: isOriginal }),
  age: ageField({
    help: "Age on the last day of the year; the old regime's exemption limit depends on it.",
    visibleWhen: (raw) => isOriginal(raw) && regimeOf(raw) === "old",
  }),
  mustFile: toggle({
    label: "I had to file for another reason",
    help: "Yes if, during the year, you deposited over ₹1 crore in current accounts or ₹50 lakh in savings accounts, spent over ₹2 lakh on foreign travel or ₹1 lakh on electricity, had TDS/TCS of ₹25,000 or more (₹50,000 at 60+), business turnover over ₹60 lakh or professional receipts over ₹10 lakh, or held a foreign asset; and always for a company or firm.",
    default: false,
    visibleWhen: isOriginal,
  }),
};

const longDate = (date: string) => formatLongDate(date);
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

function summaryOf(fy: FinancialYear, filing: LateFilingResult, filedOn: IsoDate): string {
  const provisions = FILING_PROVISIONS[fy];
  const due = longDate(filing.dueDate.value);
  let summary: string;
  switch (filing.feeRule) {
    case "onTime":
      summary = `Filed on or before the due date of ${due}: no late fee.`;
      break;
    case "notRequired":
      summary = `No late fee: your income before deductions (${formatInr(filing.incomeForFilingTest)}) is not above the basic exemption limit (${formatInr(filing.basicExemptionLimit)}) and you had no other reason to file, so a return after ${due} attracts no fee.`;
      break;
    default:
      summary = `Filed ${days(filing.daysLate)} after the due date of ${due}: the late fee under ${provisions.lateFee.value} is ${formatInr(filing.fee)}.`;
  }
  if (filing.pastUpdatedReturnDate) {
    summary += ` Both the belated-return date (${longDate(filing.belatedReturnLastDate.value)}) and the updated-return window (to ${longDate(filing.updatedReturnLastDate)}) have passed on ${longDate(filedOn)}: a return can then be filed only in answer to a notice.`;
  } else if (filing.pastBelatedReturnDate) {
    summary += ` The last date for a belated return, ${longDate(filing.belatedReturnLastDate.value)}, has passed: only an updated return under ${provisions.updatedReturn.value} is possible (until ${longDate(filing.updatedReturnLastDate)}), with additional tax${filing.fee > 0 ? ", and the fee is payable with it" : ""}.`;
  }
  return summary;
}

function breakdownOf(
  fy: FinancialYear,
  filing: LateFilingResult,
  input: { regime: Regime; age: AgeBand; deductions: number; income: number; filedOn: IsoDate },
): StepSection[] {
  const rules = rulesFor(fy);
  const provisions = FILING_PROVISIONS[fy];
  const slabTable = rules.regimes[input.regime].slabs[input.age];
  const feeRules = complianceRulesFor(fy).lateFilingFee;
  return [
    {
      title: "Due date",
      steps: [
        {
          label: `Due date of the return under ${provisions.returnDueDate.value}`,
          text: longDate(filing.dueDate.value),
          reference: filing.dueDate.reference,
        },
        {
          label: "Filed on",
          text: `${longDate(input.filedOn)}${filing.daysLate > 0 ? `, ${days(filing.daysLate)} late` : ", on time"}`,
          reference: `${provisions.lateFee.reference}: the fee applies to a return furnished after the due date`,
        },
      ],
    },
    {
      title: "Did you have to file?",
      steps: [
        { label: "Total income after deductions", amount: input.income, reference: "Income-tax Act, total income as computed (s.2(45) of the 1961 Act)" },
        {
          label: "Add back deductions and capital-gain exemptions",
          amount: input.deductions,
          reference: `${provisions.returnDueDate.reference}: income is tested without Chapter VI-A deductions or the s.54-series exemptions`,
        },
        { label: "Income for the filing test", amount: filing.incomeForFilingTest, reference: provisions.returnDueDate.reference },
        {
          label: `Basic exemption limit (${input.regime} regime)`,
          amount: filing.basicExemptionLimit,
          reference: slabTable.reference,
        },
        {
          label: "Required to file",
          text:
            filing.obligation === "income" ? "Yes: income above the limit" : filing.obligation === "otherReason" ? "Yes: another reason to file" : "No",
          reference: `${provisions.returnDueDate.reference}, with its fourth and seventh provisos and Rule 12AB of the Income-tax Rules, 1962`,
        },
      ],
    },
    {
      title: "Late fee",
      steps: [
        { label: "Income limit for the lower fee", amount: feeRules.smallIncomeLimit.value, reference: feeRules.smallIncomeLimit.reference },
        {
          label:
            filing.feeRule === "full"
              ? "Fee: total income above the limit"
              : filing.feeRule === "smallIncome"
                ? "Fee: total income within the limit"
                : filing.feeRule === "onTime"
                  ? "Fee: filed by the due date"
                  : "Fee: not required to file",
          amount: filing.fee,
          reference: filing.feeParameter?.reference ?? provisions.lateFee.reference,
        },
      ],
    },
    {
      title: "Belated and updated returns",
      steps: [
        {
          label: `Last date for a belated return (${provisions.belatedReturn.value})`,
          text: `${longDate(filing.belatedReturnLastDate.value)}${filing.pastBelatedReturnDate ? ": passed on the filing date" : ""}`,
          reference: filing.belatedReturnLastDate.reference,
        },
        {
          label: `Last date for an updated return (${provisions.updatedReturn.value})`,
          text: `${longDate(filing.updatedReturnLastDate)}${filing.pastUpdatedReturnDate ? ": passed on the filing date" : ""}`,
          reference: provisions.updatedReturnMonths.reference,
        },
      ],
    },
  ];
}

export const section234f = defineCalculator({
  meta: section234fMeta,
  fields,
  layout: [
    { title: "Year and return", fields: ["fy", "kind", "category", "filed"] },
    { title: "Income", fields: ["income", "deductions", "regime", "age"] },
    { title: "Other reasons to file", fields: ["mustFile"] },
  ],
  validate(input) {
    // A return is for a year that has ended: s.139(1) asks for it after the previous year.
    const opens = firstFilingDate(input.fy);
    return input.filed < opens
      ? { filed: `Enter a date from ${longDate(opens)}: a return for ${yearInSentence(input.fy)} can be filed only after the year ends.` }
      : {};
  },
  compute(input): CalculatorResult {
    const filedOn = input.filed as IsoDate;
    if (input.kind === "revised") {
      return revisedResult(input.fy, filedOn, input.income, assessRevisedReturn({ fy: input.fy, filedOn, totalIncome: input.income }));
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
      return {
        summary: `A return for ${yearInSentence(input.fy)} can be filed only after the year ends, from ${longDate(filing.firstFilingDate)}: check the filing date.`,
        groups: [],
        breakdown: [],
      };
    }

    const provisions = FILING_PROVISIONS[input.fy];
    const notes = [
      "Interest under sections 234A, 234B and 234C on tax paid late is separate from this fee and is not included.",
      "Whether you had to file is tested against the basic exemption limit of the regime you chose. The Act speaks only of the amount not chargeable to tax; if your income is above the old regime's lower limit, filing is the safer course.",
      "The dates are those fixed by the Act and by CBDT extensions known to us. CBDT sometimes extends a due date late in the season: check for an extension announced for your year.",
      filing.dueDate.note,
      filing.belatedReturnLastDate.note,
      `A return filed on time or late can be revised until ${longDate(REVISED_RETURN_RULES[input.fy].lastDate.value)}${REVISED_RETURN_RULES[input.fy].fee ? `, with a fee after ${longDate(REVISED_RETURN_RULES[input.fy].fee!.feeFreeUntil.value)} (${REVISED_RETURN_RULES[input.fy].fee!.provision.value}): choose "Revised return" to work it out` : ""}.`,
    ].filter((note): note is string => Boolean(note));

    return {
      summary: summaryOf(input.fy, filing, filedOn),
      groups: [
        {
          title: `Late fee (${provisions.lateFee.value})`,
          highlight: filing.fee > 0,
          figures: [
            { name: "fee", label: "Late filing fee", value: filing.fee, format: "rupees" },
            { name: "dueDate", label: "Due date", value: longDate(filing.dueDate.value), format: "text" },
            { name: "daysLate", label: "Days after the due date", value: filing.daysLate, format: "number" },
          ],
        },
        {
          title: "Filing obligation",
          figures: [
            {
              name: "requiredToFile",
              label: "Required to file",
              value: filing.obligation === "none" ? "No" : "Yes",
              format: "text",
              note:
                filing.obligation === "income"
                  ? `Income before deductions of ${formatInr(filing.incomeForFilingTest)} is above the basic exemption limit of ${formatInr(filing.basicExemptionLimit)}.`
                  : filing.obligation === "otherReason"
                    ? "You had another reason to file (a deposit, spending, TDS or turnover condition, a foreign asset, or a company or firm)."
                    : `Income before deductions of ${formatInr(filing.incomeForFilingTest)} is within the basic exemption limit of ${formatInr(filing.basicExemptionLimit)}, and no other reason applies.`,
            },
          ],
        },
        {
          title: `Belated return (${provisions.belatedReturn.value})`,
          figures: [
            { name: "belatedLastDate", label: "Last date for a belated return", value: longDate(filing.belatedReturnLastDate.value), format: "text" },
            {
              name: "revisedLastDate",
              label: "Last date to revise the return",
              value: longDate(REVISED_RETURN_RULES[input.fy].lastDate.value),
              format: "text",
            },
            {
              name: "pastBelatedDate",
              label: "Filing date past it",
              value: filing.pastBelatedReturnDate ? "Yes" : "No",
              format: "text",
              note: filing.pastBelatedReturnDate
                ? `Only an updated return under ${provisions.updatedReturn.value} can be filed, until ${longDate(filing.updatedReturnLastDate)}.`
                : undefined,
            },
          ],
        },
      ],
      breakdown: breakdownOf(input.fy, filing, { regime: input.regime, age, deductions: input.deductions, income: input.income, filedOn }),
      notes,
    };
  },
  explanation: [
    "Section 234F of the Income-tax Act, 1961 charges a fee when a person who has to file a return files it after the due date in section 139(1). The fee is ₹5,000, and ₹1,000 when total income is ₹5 lakh or less. From tax year 2026-27 the same fee is in section 428(a) of the Income-tax Act, 2025. It must be paid before the late return is filed, together with any tax and interest still due.",
    "The due date depends on the return: 31 July for most individuals, 31 August for business or profession income that needs no audit and partners of such firms (from FY 2025-26, by Finance Act 2026), 31 October when the accounts are audited, and 30 November when a transfer-pricing report is due. CBDT extends these dates some years; for FY 2024-25 the dates became 16 September 2025 and 10 December 2025. The calculator uses the extended dates.",
    "No fee is due if you did not have to file at all: when your income before deductions is within the basic exemption limit and none of the other conditions of section 139(1) applies, such as large bank deposits, foreign travel, electricity bills, TDS or a foreign asset.",
    "A late return is a belated return under section 139(4) of the 1961 Act (section 263 of the 2025 Act from tax year 2026-27), which can be filed until 31 December of the year after the financial year (three months before the assessment year ends). After that only an updated return is possible, with additional tax, and the fee still has to be paid with it.",
    "A return already filed can be revised. Up to FY 2024-25 the last date was 31 December, with no fee. Finance Act 2026 moved it to 31 March, twelve months after the year ends, and charges a fee for a revised return filed after 31 December: ₹5,000, or ₹1,000 when total income is ₹5 lakh or less (section 234-I of the 1961 Act for FY 2025-26; section 428(b) of the 2025 Act from tax year 2026-27). Transfer-pricing cases file by 30 November.",
  ],
  faq: [
    {
      question: "Is there a fee for revising my return?",
      answer:
        "Only from FY 2025-26, and only after 31 December. A return for FY 2025-26 can be revised until 31 March 2027: free until 31 December 2026, then ₹5,000 (₹1,000 if total income is ₹5 lakh or less) under section 234-I. From tax year 2026-27 the same fee is in section 428(b) of the Income-tax Act, 2025. Earlier years could be revised until 31 December, with no fee.",
    },
    {
      question: "How much is the late fee for filing an ITR after the due date?",
      answer:
        "₹5,000 if your total income is above ₹5 lakh, and ₹1,000 if it is ₹5 lakh or less. There is no fee if you were not required to file the return at all.",
    },
    {
      question: "Is the ₹5 lakh limit on income before or after deductions?",
      answer:
        "After deductions: the fee looks at total income, the figure on which tax is worked out. Whether you had to file at all is judged on income before deductions, so someone with ₹6 lakh of income and ₹1.5 lakh of 80C deductions must file and pays ₹1,000 if late.",
    },
    {
      question: "Do I pay the fee if my tax is nil?",
      answer:
        "Yes, if you had to file. In the new regime, income up to ₹12 lakh can be tax-free because of the rebate (section 156 from tax year 2026-27, section 87A before it), but anyone with income above the ₹4 lakh exemption limit must still file by the due date, and a late return attracts the fee.",
    },
    {
      question: "What is the last date for a belated return?",
      answer:
        "31 December after the end of the financial year (for FY 2025-26, 31 December 2026), unless the assessment is completed earlier. For FY 2023-24 CBDT allowed resident individuals until 15 January 2025.",
    },
    {
      question: "What if I miss the belated-return date as well?",
      answer:
        "You can file an updated return (ITR-U) under section 139(8A) of the 1961 Act (section 263 of the 2025 Act from tax year 2026-27) within 48 months from the end of the assessment year, paying additional tax of 25% to 70% of the tax and interest due, and the late fee. It cannot claim a refund or lower your tax. The Finance Act 2026 also allows one after a reassessment notice, within the time the notice allows and at a further 10% of tax, and one that reduces a loss.",
    },
  ],
});
