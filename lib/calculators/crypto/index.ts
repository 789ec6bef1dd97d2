import { formatInr } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { isTaxYearUnder2025Act, type IncomeTaxResult, type Parameter } from "@/lib/tax";
import { computeVdaTax, type VdaResult } from "@/lib/tax/crypto-vda";
import { slabTableFor } from "@/lib/tax/formulas/tax-on-income";
import { rulesFor } from "@/lib/tax/parameters";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type InputOf, type Step, type StepSection } from "../types";
import { fields, fieldsIn, ROW_NUMBERS, type RowNumber } from "./fields";
import { cryptoMeta } from "./meta";
import { CRYPTO_TEXT } from "./text";

export { fields } from "./fields";

type Input = InputOf<typeof fields>;
type Text = TranslationOf<(typeof CRYPTO_TEXT)["en"]>;

const VDA_REFERENCE = "Income-tax Act, 1961, s.115BBH";

/*
 * The TDS section for the year (t.tdsSection): s.194S of the 1961 Act; from 2026-27 the TDS
 * table of s.393 of the 2025 Act (errata: 193-194T → 393). The section map has no entry for
 * 194S alone, so the 1961 number is written in the catalogue.
 */

/** "section 156 rebate" for 2026-27, "section 87A rebate" before. */
const rebateName = (t: Text, fy: Input["fy"]) => t.rebateName(t.section("rebate", fy));

function yearSteps(t: Text, input: Input, result: IncomeTaxResult, rate: Parameter): Step[] {
  const rules = rulesFor(input.fy);
  const slabReference = slabTableFor({ rules, regime: input.regime, age: input.age, resident: true }).reference;
  const steps: Step[] = [
    {
      label: t.stepTotalIncome(rules.totalIncomeRounding.value),
      amount: result.taxableIncome,
      reference: rules.totalIncomeRounding.reference,
    },
    { label: t.stepSlabIncome, amount: result.slabIncome, reference: slabReference },
    { label: t.stepSlabTax, amount: result.slabTax, reference: slabReference },
  ];
  const add = (label: string, amount: number, reference: string) => {
    if (amount !== 0) steps.push({ label, amount, reference });
  };
  add(t.stepCryptoTax(rate.value), result.specialRateTax, rate.reference);
  add(t.stepRebate, result.rebate87A, rules.regimes[input.regime].rebate.reducibleTaxes.reference);
  add(t.stepSurcharge(result.surchargeRate), result.surcharge, rules.surcharge.reference);
  add(t.stepMarginalRelief, result.marginalRelief, rules.surcharge.reference);
  add(t.stepCess(rules.cess.value), result.cess, rules.cess.reference);
  steps.push({
    label: t.stepTaxForYear(rules.taxRounding.value),
    amount: result.totalTax,
    reference: rules.taxRounding.reference,
  });
  return steps;
}

function breakdownFor(t: Text, input: Input, result: VdaResult): StepSection[] {
  const rate = result.rate;
  const transactions: Step[] = result.rows.map((row, index) => ({
    label: t.stepTransaction(index + 1, formatInr(row.sale), formatInr(row.cost), row.gain < 0),
    amount: row.gain,
    reference: t.refTransaction(rate.reference),
  }));
  const tds = result.tds;
  return [
    {
      title: t.sectionEach,
      steps: transactions.length > 0 ? transactions : [{ label: t.noTransactions, amount: 0, reference: VDA_REFERENCE }],
    },
    {
      title: t.sectionIncome,
      steps: [
        { label: t.sumOfGains, amount: result.income, reference: rate.reference },
        ...(result.lossIgnored > 0
          ? [
              {
                label: t.lossesIgnored,
                amount: result.lossIgnored,
                reference: "Income-tax Act, 1961, s.115BBH(2)(b)",
              },
            ]
          : []),
        { label: t.taxedAt(rate.value), amount: (result.income * rate.value) / 100, reference: rate.reference },
      ],
    },
    { title: t.sectionWith, steps: yearSteps(t, input, result.withVda, rate) },
    {
      title: t.sectionWithout,
      steps: [
        { label: t.taxWithout, amount: result.withoutVda.totalTax, reference: rulesFor(input.fy).taxRounding.reference },
        {
          label: t.taxAdded,
          amount: result.extraTax,
          reference: t.refTaxAdded,
        },
      ],
    },
    {
      title: t.sectionTds(t.tdsSection(input.fy)),
      steps: [
        { label: t.saleValueAll, amount: tds.consideration, reference: tds.rate.reference },
        { label: t.tdsLimit, amount: tds.limit.value, reference: tds.limit.reference },
        {
          label: tds.amount > 0 ? t.tdsAt(tds.rate.value) : t.withinLimit,
          amount: tds.amount,
          reference: tds.rate.reference,
        },
      ],
    },
  ];
}

function notesFor(t: Text, input: Input, result: VdaResult): string[] {
  const notes = [t.noteCostOnly, t.noteTaxAdded, t.noteTds(t.form("annualTaxStatement"))];
  if (result.lossIgnored > 0) notes.push(t.noteLoss);
  if (result.withVda.rebate87A !== result.withoutVda.rebate87A) notes.push(t.noteRebateChanges(rebateName(t, input.fy)));
  if (result.withVda.surcharge > 0) notes.push(t.noteSurcharge);
  if (input.regime === "old") notes.push(t.noteOldRegime(rebateName(t, input.fy)));
  notes.push(t.noteGift);
  if (isTaxYearUnder2025Act(input.fy)) notes.push(t.note2025Act(t.section("rebate", input.fy), t.tdsSection(input.fy)));
  return notes;
}

/** The crypto calculator with every word in the given language; its figures are the same in each. */
export function cryptoTaxIn(locale: Locale) {
  const t = messagesFor(CRYPTO_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? cryptoMeta : { ...cryptoMeta, title: HINDI_TITLES.crypto ?? cryptoMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "regime", "age", "other"] },
      { title: t.groupTransactions, fields: ["n", ...ROW_NUMBERS.flatMap((row) => [`buy${row}` as const, `sell${row}` as const])] },
      { title: t.groupTds, fields: ["payer", "pan"] },
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
      const year = t.yearIn(input.fy);
      const loss = result.lossIgnored > 0 ? t.summaryLoss(formatInr(result.lossIgnored)) : "";
      const summary = result.income === 0 ? t.summaryNoGain(year, loss) : t.summaryGain(formatInr(result.income), formatInr(result.extraTax), year, loss);
      return {
        summary,
        groups: [
          {
            title: t.groupIncome,
            figures: [
              { name: "vdaIncome", label: t.vdaIncome, value: result.income, format: "rupees" },
              { name: "lossIgnored", label: t.lossNotSetOff, value: result.lossIgnored, format: "rupees" },
            ],
          },
          {
            title: t.groupTax,
            highlight: true,
            figures: [
              {
                name: "tax",
                label: t.taxFigure,
                value: result.extraTax,
                format: "rupees",
                note: t.taxNote(formatInr(result.withVda.totalTax), formatInr(result.withoutVda.totalTax)),
              },
              {
                name: "tds",
                label: t.tdsFigure(t.tdsSection(input.fy)),
                value: result.tds.amount,
                format: "rupees",
                note:
                  result.tds.amount > 0
                    ? t.tdsNote(result.tds.rate.value, formatInr(result.tds.consideration))
                    : t.tdsNoneNote(formatInr(result.tds.consideration), formatInr(result.tds.limit.value)),
              },
            ],
          },
        ],
        breakdown: breakdownFor(t, input, result),
        notes: notesFor(t, input, result),
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const cryptoTax = cryptoTaxIn("en");
