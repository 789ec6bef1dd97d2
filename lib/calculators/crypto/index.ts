import { formatInr } from "@/lib/format";
import {
  financialYearLabel,
  FIRST_TAX_YEAR_UNDER_2025_ACT,
  isTaxYearUnder2025Act,
  sectionOf,
  sectionWithFormer,
  type FinancialYear,
  type IncomeTaxResult,
  type Parameter,
} from "@/lib/tax";
import { computeVdaTax, type VdaResult } from "@/lib/tax/crypto-vda";
import { slabTableFor } from "@/lib/tax/formulas/tax-on-income";
import { rulesFor } from "@/lib/tax/parameters";
import { defineCalculator, type InputOf, type Step, type StepSection } from "../types";
import { fields, ROW_NUMBERS, type RowNumber } from "./fields";
import { cryptoMeta } from "./meta";
import { formAcrossYears, formWithFormer } from "@/lib/tax/forms";

export { fields } from "./fields";

type Input = InputOf<typeof fields>;

const VDA_REFERENCE = "Income-tax Act, 1961, s.115BBH";

/**
 * The TDS section for the year: s.194S of the 1961 Act; from 2026-27 the TDS table of
 * s.393 of the 2025 Act (errata: 193-194T → 393). The section map has no entry for 194S
 * alone, so the 1961 number is written here.
 */
function tdsSection(fy: FinancialYear): string {
  return isTaxYearUnder2025Act(fy) ? sectionOf("tdsOther", fy) : "section 194S";
}

/** "section 156 rebate" for 2026-27, "section 87A rebate" before. */
const rebateName = (fy: FinancialYear) => `${sectionOf("rebate", fy)} rebate`;

/** For text shown for every year. */
const both = (provision: "rebate" | "80C") => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

function yearSteps(input: Input, result: IncomeTaxResult, rate: Parameter): Step[] {
  const rules = rulesFor(input.fy);
  const slabReference = slabTableFor({ rules, regime: input.regime, age: input.age, resident: true }).reference;
  const steps: Step[] = [
    {
      label: `Total income (rounded to the nearest ₹${rules.totalIncomeRounding.value})`,
      amount: result.taxableIncome,
      reference: rules.totalIncomeRounding.reference,
    },
    { label: "Of which taxed at the slab rates", amount: result.slabIncome, reference: slabReference },
    { label: "Tax at the slab rates", amount: result.slabTax, reference: slabReference },
  ];
  const add = (label: string, amount: number, reference: string) => {
    if (amount !== 0) steps.push({ label, amount, reference });
  };
  add(`Tax on crypto income at ${rate.value}%`, result.specialRateTax, rate.reference);
  add("Less: rebate (on slab tax only)", result.rebate87A, rules.regimes[input.regime].rebate.reducibleTaxes.reference);
  add(`Surcharge at ${result.surchargeRate}% (no cap for crypto income)`, result.surcharge, rules.surcharge.reference);
  add("Less: marginal relief on surcharge", result.marginalRelief, rules.surcharge.reference);
  add(`Health and education cess at ${rules.cess.value}%`, result.cess, rules.cess.reference);
  steps.push({
    label: `Tax for the year (rounded to the nearest ₹${rules.taxRounding.value})`,
    amount: result.totalTax,
    reference: rules.taxRounding.reference,
  });
  return steps;
}

function breakdownFor(input: Input, result: VdaResult): StepSection[] {
  const rate = result.rate;
  const transactions: Step[] = result.rows.map((row, index) => ({
    label: `Transaction ${index + 1}: ${formatInr(row.sale)} − ${formatInr(row.cost)}${row.gain < 0 ? " (a loss: ignored)" : ""}`,
    amount: row.gain,
    reference: `${rate.reference}; s.115BBH(2)(a): only the cost of acquisition is deducted`,
  }));
  const tds = result.tds;
  return [
    {
      title: "Each transaction",
      steps: transactions.length > 0 ? transactions : [{ label: "No transactions entered", amount: 0, reference: VDA_REFERENCE }],
    },
    {
      title: "Income from virtual digital assets",
      steps: [
        { label: "Sum of the gains", amount: result.income, reference: rate.reference },
        ...(result.lossIgnored > 0
          ? [
              {
                label: "Losses, not set off against anything and not carried forward",
                amount: result.lossIgnored,
                reference: "Income-tax Act, 1961, s.115BBH(2)(b)",
              },
            ]
          : []),
        { label: `Taxed at ${rate.value}%, in either regime`, amount: (result.income * rate.value) / 100, reference: rate.reference },
      ],
    },
    { title: "Your tax for the year with it", steps: yearSteps(input, result.withVda, rate) },
    {
      title: "Your tax for the year without it",
      steps: [
        { label: "Tax for the year without crypto income", amount: result.withoutVda.totalTax, reference: rulesFor(input.fy).taxRounding.reference },
        {
          label: "Tax the crypto income adds",
          amount: result.extraTax,
          reference: "The difference between the two years' tax, each rounded under s.288B",
        },
      ],
    },
    {
      title: `TDS (${tdsSection(input.fy)})`,
      steps: [
        { label: "Sale value of all transactions", amount: tds.consideration, reference: tds.rate.reference },
        { label: "No TDS while the year's total stays within", amount: tds.limit.value, reference: tds.limit.reference },
        {
          label: tds.amount > 0 ? `TDS at ${tds.rate.value}% (to the nearest rupee)` : "Within the limit: no TDS",
          amount: tds.amount,
          reference: tds.rate.reference,
        },
      ],
    },
  ];
}

function notesFor(input: Input, result: VdaResult): string[] {
  const notes = [
    "Only the cost of acquisition is deducted: exchange fees, GST on them, internet or mining costs and interest are not (section 115BBH(2)(a)).",
    "“Tax” is what the crypto income adds to your year: your year's tax worked out with and without it, each rounded to the nearest ₹10.",
    `TDS is worked out on the total sale value as if one payer (say, one exchange) paid it all; the limit is per payer for the year, and once it is crossed TDS is due on the whole amount. Payers round TDS to the rupee. It appears in your ${formAcrossYears("annualTaxStatement")} and is credited against your tax.`,
  ];
  if (result.lossIgnored > 0) {
    notes.push(
      "A crypto loss cannot be set off against a crypto gain, against any other income, or carried forward to later years (section 115BBH(2)(b)).",
    );
  }
  if (result.withVda.rebate87A !== result.withoutVda.rebate87A) {
    notes.push(
      `Crypto income changes your ${rebateName(input.fy)}: it counts toward the rebate's income limit, but the rebate never reduces the tax on it. So the tax added can be more than 30% of the gain.`,
    );
  }
  if (result.withVda.surcharge > 0) {
    notes.push("Surcharge is included at your income's normal rate: unlike capital gains, crypto income gets no 15% cap.");
  }
  if (input.regime === "old") {
    notes.push(
      `In the old regime we do not let the ${rebateName(input.fy)} reduce the tax on crypto income. Whether it may is not settled; we take the cautious view.`,
    );
  }
  notes.push(
    "A crypto asset received as a gift from someone other than a relative is taxable when its value is over ₹50,000 (section 56(2)(x)). This calculator assumes you are resident in India.",
  );
  if (isTaxYearUnder2025Act(input.fy)) {
    notes.push(
      `Tax year 2026-27 falls under the Income-tax Act, 2025, which keeps the 30% rate and the 1% TDS with new section numbers: the rebate is in ${sectionOf("rebate", input.fy)} (section 87A of the 1961 Act) and the TDS in the table of ${tdsSection(input.fy)} (section 194S). For the tax on crypto income itself (section 115BBH), the gift rule (section 56(2)(x)) and no PAN (section 206AA) we name the 1961 Act's sections.`,
    );
  }
  return notes;
}

export const cryptoTax = defineCalculator({
  meta: cryptoMeta,
  fields,
  layout: [
    { title: "Your year", fields: ["fy", "regime", "age", "other"] },
    { title: "Transactions", fields: ["n", ...ROW_NUMBERS.flatMap((row) => [`buy${row}` as const, `sell${row}` as const])] },
    { title: "TDS", fields: ["payer", "pan"] },
  ],
  compute(input) {
    const shown = ROW_NUMBERS.filter((row) => row <= input.n);
    const transactions = shown
      .map((row: RowNumber) => ({ cost: input[`buy${row}`], sale: input[`sell${row}`] }))
      .filter((row) => row.cost > 0 || row.sale > 0);
    const result = computeVdaTax({
      fy: input.fy,
      regime: input.regime,
      age: input.regime === "old" ? input.age : "below60",
      otherIncome: input.other,
      transactions,
      payer: input.payer,
      panGiven: input.pan,
    });
    const label = financialYearLabel(input.fy);
    const year = label.startsWith("Tax year") ? `tax year ${input.fy}` : label;
    const loss = result.lossIgnored > 0 ? ` The ${formatInr(result.lossIgnored)} of losses cannot be set off.` : "";
    const summary =
      result.income === 0
        ? `No crypto gains, so no tax on crypto for ${year}.${loss}`
        : `Crypto gains of ${formatInr(result.income)} add ${formatInr(result.extraTax)} to your tax for ${year}.${loss}`;
    return {
      summary,
      groups: [
        {
          title: "Crypto income (section 115BBH)",
          figures: [
            { name: "vdaIncome", label: "Taxable crypto income", value: result.income, format: "rupees" },
            { name: "lossIgnored", label: "Losses not set off", value: result.lossIgnored, format: "rupees" },
          ],
        },
        {
          title: "Tax",
          highlight: true,
          figures: [
            {
              name: "tax",
              label: "Tax the crypto income adds (with cess)",
              value: result.extraTax,
              format: "rupees",
              note: `Your tax for the year: ${formatInr(result.withVda.totalTax)} with crypto income, ${formatInr(result.withoutVda.totalTax)} without it.`,
            },
            {
              name: "tds",
              label: `TDS deducted (${tdsSection(input.fy)})`,
              value: result.tds.amount,
              format: "rupees",
              note:
                result.tds.amount > 0
                  ? `${result.tds.rate.value}% of the sale value of ${formatInr(result.tds.consideration)}; it is credited against your tax for the year.`
                  : `No TDS: the sale value of ${formatInr(result.tds.consideration)} is within the ${formatInr(result.tds.limit.value)} limit.`,
            },
          ],
        },
      ],
      breakdown: breakdownFor(input, result),
      notes: notesFor(input, result),
    };
  },
  explanation: [
    `Since 1 April 2022, income from transferring a virtual digital asset (cryptocurrency, NFTs and other tokens notified by the government) is taxed under section 115BBH at a flat 30%, plus surcharge and 4% cess, whatever your income and in either regime. The only deduction is what you paid for the asset: no fees, no expenses, no basic exemption and no ${both("80C")} or other deductions against this income.`,
    "Each transfer stands alone. A loss on one coin cannot reduce the gain on another, cannot reduce any other income and cannot be carried forward. So if you gained ₹50,000 on one coin and lost ₹30,000 on another, you pay tax on ₹50,000.",
    `Since 1 July 2022 the buyer, usually the exchange, deducts 1% TDS from the sale value under section 194S (from tax year 2026-27, ${sectionOf("tdsOther", FIRST_TAX_YEAR_UNDER_2025_ACT)} of the Income-tax Act, 2025) when the year's payments exceed ₹10,000 (₹50,000 when the buyer is an individual or HUF without a large business). The TDS is not an extra tax: it is credited against your tax when you file your return.`,
    "This calculator adds up your gains, ignores the losses as the law requires, and works out your year's tax with and without the crypto income, so the rebate and surcharge are those you will actually pay.",
  ],
  faq: [
    {
      question: "Can I set off my crypto losses against gains?",
      answer:
        "No. Under section 115BBH(2)(b) a loss from one virtual digital asset cannot be set off against the gain from another, or against any other income, and it cannot be carried forward.",
    },
    {
      question: "Are exchange fees deductible?",
      answer: "No. Only the cost of acquiring the asset is deducted from the sale value. Trading fees, GST and other expenses are not.",
    },
    {
      question: "Is crypto income tax-free if my income is below ₹12 lakh?",
      answer: `No. The rebate under ${both("rebate")} reduces only the tax on slab-rate income, so the 30% tax on crypto income is due even when the rest of your income is tax-free.`,
    },
    {
      question: "What is the 1% TDS on crypto?",
      answer: `Section 194S (${sectionOf("tdsOther", FIRST_TAX_YEAR_UNDER_2025_ACT)} of the Income-tax Act, 2025 from tax year 2026-27) makes the buyer (the exchange, on an exchange) deduct 1% of the sale value once the year's payments cross ₹10,000 (₹50,000 for a specified person). It shows in your ${formWithFormer("annualTaxStatement", FIRST_TAX_YEAR_UNDER_2025_ACT)} and reduces the tax you pay with your return.`,
    },
    {
      question: "Does the new or old regime change the crypto tax?",
      answer: "No. The rate is 30% in both. The regime only changes the tax on your other income and the rebate on it.",
    },
  ],
});
