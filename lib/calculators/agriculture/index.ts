import { formatInr } from "@/lib/format";
import { computeIncomeTax, financialYearLabel, FIRST_TAX_YEAR_UNDER_2025_ACT, rulesFor, sectionOf, sectionWithFormer, type IncomeTaxResult } from "@/lib/tax";
import { slabTableFor } from "@/lib/tax/formulas/tax-on-income";
import { rupees } from "../fields";
import { defineCalculator, type InputOf, type Step } from "../types";
import { agricultureMeta } from "./meta";
import { MAX_AMOUNT, ageField, financialYearField, onlyInOldRegime, regimeField } from "../common-fields";



export const fields = {
  fy: financialYearField(),
  regime: regimeField(),
  age: ageField({ help: "Age on the last day of the year; it changes the old regime's tax-free limit.", visibleWhen: onlyInOldRegime }),
  income: rupees({
    label: "Total income other than agricultural income",
    help: "Your taxable income from salary, business, interest, rent and so on, after deductions (salary after the standard deduction).",
    default: 1_500_000,
    max: MAX_AMOUNT,
  }),
  agri: rupees({
    label: "Net agricultural income",
    help: "Receipts from farming (crops, rent of farm land) less the expenses of earning them (section 2(1A)).",
    default: 300_000,
    max: MAX_AMOUNT,
  }),
};

type Input = InputOf<typeof fields>;

function engineInput(input: Input, income: number, agri: number) {
  return {
    fy: input.fy,
    regime: input.regime,
    age: input.regime === "old" ? input.age : ("below60" as const),
    grossSalary: 0,
    otherIncome: income,
    exemptHra: 0,
    deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
    netAgriculturalIncome: agri,
  };
}

const stepAmount = (result: IncomeTaxResult, id: string) => result.steps.find((step) => step.id === id)?.amount ?? null;

function breakdown(input: Input, result: IncomeTaxResult, withoutAgri: IncomeTaxResult): Step[] {
  const rules = rulesFor(input.fy);
  const agriRules = rules.agriculturalIncome.minimumForIntegration;
  const integration = rules.regimes[input.regime].agriculturalIncomeIntegration;
  const table = slabTableFor({ rules, regime: input.regime, age: result.regime === "old" ? input.age : "below60", resident: true });
  const taxOnAggregate = stepAmount(result, "agriculturalTaxOnAggregate");
  const taxOnExemption = stepAmount(result, "agriculturalTaxOnExemption");
  const steps: Step[] = [
    { label: `Total income, without agricultural income (rounded to the nearest ₹${rules.totalIncomeRounding.value})`, amount: result.taxableIncome, reference: rules.totalIncomeRounding.reference },
    { label: "Net agricultural income (exempt, but used for the rate)", amount: Math.max(0, Math.floor(input.agri)), reference: "Income-tax Act, 1961, s.10(1) (exempt) and s.2(1A) (definition)" },
  ];
  if (taxOnAggregate !== null && taxOnExemption !== null) {
    steps.push(
      { label: `Tax on ${formatInr(result.taxableIncome + input.agri)} (income plus agricultural income)`, amount: taxOnAggregate, reference: `${agriRules.reference}; ${table.reference}` },
      { label: `Less: tax on ${formatInr(input.agri + result.basicExemptionLimit)} (agricultural income plus the ${formatInr(result.basicExemptionLimit)} exemption limit)`, amount: taxOnExemption, reference: `${agriRules.reference}; ${integration.reference}` },
    );
  } else {
    steps.push({
      label: "Partial integration does not apply (agricultural income up to ₹5,000, or other income within the exemption limit)",
      text: "Not applied",
      reference: agriRules.reference,
    });
  }
  const add = (label: string, amount: number, reference: string, always = false) => {
    if (always || amount !== 0) steps.push({ label, amount, reference });
  };
  add("Income-tax", result.slabTax, table.reference, true);
  add("Less: rebate", result.rebate87A, rules.regimes[input.regime].rebate.incomeLimit.reference);
  add(`Surcharge at ${result.surchargeRate}%`, result.surcharge, rules.surcharge.reference);
  add("Less: marginal relief on surcharge", result.marginalRelief, rules.surcharge.reference);
  add(`Health and education cess at ${rules.cess.value}%`, result.cess, rules.cess.reference);
  add(`Tax payable (rounded to the nearest ₹${rules.taxRounding.value})`, result.totalTax, rules.taxRounding.reference, true);
  add("Tax if you had no agricultural income", withoutAgri.totalTax, rules.taxRounding.reference, true);
  add("Tax added by partial integration", Math.max(0, result.totalTax - withoutAgri.totalTax), agriRules.reference, true);
  return steps;
}

/**
 * The new-regime rebate meets partial integration (the helper's finding, explained to the
 * user): the rebate's limit is judged on total income, which leaves agricultural income
 * out, but its amount is set by a tax that integration has raised.
 */
function rebateNotes(input: Input, result: IncomeTaxResult): string[] {
  const rules = rulesFor(input.fy);
  const rebate = rules.regimes[input.regime].rebate;
  const integrated = stepAmount(result, "agriculturalTaxOnAggregate") !== null;
  if (!integrated || !rebate.marginalRelief.value) return [];
  const limit = rebate.incomeLimit.value;
  const maximum = rebate.maximum.value;
  const atLimit = computeIncomeTax(engineInput(input, limit, input.agri)).totalTax;
  const justAbove = computeIncomeTax(engineInput(input, limit + rules.totalIncomeRounding.value, input.agri)).totalTax;
  const notes: string[] = [];
  if (result.taxableIncome > limit && result.rebate87A > 0) {
    notes.push(
      `Your income is above ${formatInr(limit)}, and the ${sectionOf("rebate", input.fy)} marginal relief caps the tax (before cess) at your income above that limit. That relief compares the tax, which partial integration has raised, with total income, which leaves agricultural income out; it is not limited to ${formatInr(maximum)}. So here your agricultural income raises the tax less than the rates alone would.${
        atLimit > result.totalTax ? ` With the same agricultural income, someone with exactly ${formatInr(limit)} would pay ${formatInr(atLimit)}, more than you.` : ""
      } This is the result of the law as written.`,
    );
  } else if (result.taxableIncome <= limit && result.slabTax > maximum) {
    notes.push(
      `Your income is within ${formatInr(limit)}, but the rebate is at most ${formatInr(maximum)}, less than the tax partial integration gives, so tax is payable. Oddly, just above the limit the marginal relief is not capped at ${formatInr(maximum)}: with the same agricultural income, ${formatInr(limit + rules.totalIncomeRounding.value)} of income would pay ${formatInr(justAbove)}. This is the result of the law as written.`,
    );
  }
  return notes;
}

export const agriculture = defineCalculator({
  meta: agricultureMeta,
  fields,
  layout: [
    { title: "Year and regime", fields: ["fy", "regime", "age"] },
    { title: "Income", fields: ["income", "agri"] },
  ],
  compute(input) {
    const rules = rulesFor(input.fy);
    const result = computeIncomeTax(engineInput(input, input.income, input.agri));
    const withoutAgri = computeIncomeTax(engineInput(input, input.income, 0));
    const extraTax = Math.max(0, result.totalTax - withoutAgri.totalTax);
    const integrated = stepAmount(result, "agriculturalTaxOnAggregate") !== null;
    const label = financialYearLabel(input.fy);
    const year = label.startsWith("Tax year") ? `tax year ${input.fy}` : label;

    const summary =
      extraTax > 0
        ? `Your tax for ${year} is ${formatInr(result.totalTax)}: your agricultural income adds ${formatInr(extraTax)} by raising the rate on your other income.`
        : `Your tax for ${year} is ${formatInr(result.totalTax)}: your agricultural income adds nothing to it.`;

    const integrationRule = rules.regimes[input.regime].agriculturalIncomeIntegration;
    const notes = [
      `Agricultural income is exempt (section 10(1)), but when it is over ${formatInr(rules.agriculturalIncome.minimumForIntegration.value)} and your other income is over the basic exemption limit, it is added to your income to find the rate (“partial integration”, Finance Act, section 2(2)). The tax on agricultural income plus the exemption limit is then taken off.`,
      ...rebateNotes(input, result),
      `We assume you are a resident individual: the ${sectionOf("rebate", input.fy)} rebate and the higher old-regime limits for seniors are for residents. Income at special rates (capital gains, crypto) is not integrated and has its own calculators.`,
    ];
    if (input.regime === "new" && integrationRule.note) {
      notes.push("In the new regime we apply partial integration with the new regime's exemption limit, as the e-filing utilities do. The Finance Act's wording is written for the old regime's slabs, so this is a reading, not settled law.");
    }
    return {
      summary,
      groups: [
        {
          title: "Your tax",
          highlight: true,
          figures: [
            { name: "taxableIncome", label: "Total income (agricultural income left out)", value: result.taxableIncome, format: "rupees" },
            { name: "tax", label: "Tax payable (with cess)", value: result.totalTax, format: "rupees" },
          ],
        },
        {
          title: "Effect of agricultural income",
          figures: [
            { name: "taxWithoutAgri", label: "Tax if you had no agricultural income", value: withoutAgri.totalTax, format: "rupees" },
            { name: "extraTax", label: "Tax added by partial integration", value: extraTax, format: "rupees" },
          ],
        },
      ],
      breakdown: [{ title: integrated ? "Partial integration" : "Tax", steps: breakdown(input, result, withoutAgri) }],
      notes,
    };
  },
  explanation: [
    "Income from agriculture in India, such as the sale of crops you grow or rent from farm land, is exempt from income-tax under section 10(1). But it is not ignored: when your net agricultural income is more than ₹5,000 and your other income is above the basic exemption limit, the Finance Act adds the two together to decide the rate at which your other income is taxed. This is called partial integration.",
    `The method has two steps. First, work out the tax on your other income plus your agricultural income, as if it were all taxable. Then work out the tax on your agricultural income plus the basic exemption limit, and take it off. What is left is the tax on your other income, taxed at the higher rate its combination with agricultural income brings. The rebate of ${sectionWithFormer("rebate", FIRST_TAX_YEAR_UNDER_2025_ACT)}, surcharge and 4% cess then follow as usual, judged on your total income, which does not include agricultural income.`,
    "The rule applies to individuals, HUFs and associations of persons, not to firms or companies. It is written for the old regime's slabs; the e-filing utilities apply it in the new regime too, with the new regime's exemption limit, and this calculator does the same.",
  ],
  faq: [
    {
      question: "Is agricultural income taxable in India?",
      answer:
        "No, it is exempt under section 10(1). But if it is over ₹5,000 and your other income is above the basic exemption limit, it raises the rate of tax on your other income.",
    },
    {
      question: "I have only agricultural income. Do I pay tax?",
      answer: "No. Partial integration needs other income above the basic exemption limit; with none, there is nothing to tax.",
    },
    {
      question: "Does agricultural income count toward the ₹12 lakh rebate limit?",
      answer:
        `No. The rebate limit of ${sectionWithFormer("rebate", FIRST_TAX_YEAR_UNDER_2025_ACT)} is judged on total income, which leaves agricultural income out. The rebate is then set against the tax partial integration gives, which can leave tax to pay even below the limit.`,
    },
    {
      question: "What counts as net agricultural income?",
      answer:
        "Rent or revenue from agricultural land in India, and income from growing and selling crops on it, less the expenses of earning it. Dairy and poultry farming are not agriculture, and a gain on selling the land is not agricultural income (on urban land it is a capital gain).",
    },
  ],
});
