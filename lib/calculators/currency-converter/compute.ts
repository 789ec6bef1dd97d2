import { formatIndianNumber, formatInr, formatLongDate, formatPercent } from "@/lib/format";
import { groupAbsolute } from "@/lib/format/indian-number";
import { convertCurrency, currencyByCode, type Conversion, type Currency, type CurrencyCode } from "@/lib/finance/currency";
import { roundPaise } from "@/lib/finance/shared";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import type { CalculatorResult, Figure, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";

export type CurrencyConverterInput = InputOf<typeof fields>;

/** Section 206C(1G) of the Income-tax Act, 1961 as amended by the Finance Act 2025: TCS on remittances under LRS above this in a year. */
const TCS_THRESHOLD = latest(incomeTaxLimits.lrsTcsThreshold);

const currency = (code: CurrencyCode): Currency => currencyByCode(code)!;

/** "USD 1,234.50": a foreign amount to two decimals with Indian grouping; rupees as "₹1,234.50". */
export function formatMoney(amount: number, code: CurrencyCode): string {
  if (code === "INR") return formatInr(amount, { paise: true });
  return `${code} ${groupAbsolute(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).text}`;
}

/** A rate as entered: "₹88.5 per USD", "₹58.3 per 100 JPY". */
function rateText(rate: number, of: Currency, fractionDigits?: number): string {
  const value =
    fractionDigits === undefined
      ? formatIndianNumber(rate, { maximumFractionDigits: 4 })
      : groupAbsolute(rate, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).text;
  return `₹${value} per ${of.per === 1 ? "" : `${of.per} `}${of.code}`;
}

/** The effective rate to 4 decimals: "₹90.2700 per USD", or "0.9259 EUR per USD" for a cross pair. */
function effectiveRateText(conversion: Conversion): string {
  const base = currency(conversion.effectiveRateBase);
  const value = groupAbsolute(conversion.effectiveRate, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).text;
  const per = `per ${base.per === 1 ? "" : `${base.per} `}${base.code}`;
  return conversion.effectiveRateQuote === "INR" ? `₹${value} ${per}` : `${value} ${conversion.effectiveRateQuote} ${per}`;
}

export function validateCurrencyConverter(input: CurrencyConverterInput): Partial<Record<keyof CurrencyConverterInput, string>> {
  return input.from === input.to ? { to: "Choose a currency different from the one you convert from." } : {};
}

/** The rupee rates the pair needs, in order: one for a pair with the rupee, two for a cross pair. */
function ratesNeeded(input: CurrencyConverterInput): { currency: Currency; rate: number }[] {
  if (input.to === "INR") return [{ currency: currency(input.from), rate: input.rate }];
  if (input.from === "INR") return [{ currency: currency(input.to), rate: input.rate }];
  return [
    { currency: currency(input.from), rate: input.rate },
    { currency: currency(input.to), rate: input.rate2 },
  ];
}

export function conversionFor(input: CurrencyConverterInput): Conversion {
  const cross = input.from !== "INR" && input.to !== "INR";
  return convertCurrency({
    amount: input.amount,
    from: input.from,
    to: input.to,
    rateFrom: input.from === "INR" ? undefined : input.rate,
    rateTo: input.to === "INR" ? undefined : cross ? input.rate2 : input.rate,
    markupPercent: input.markup,
  });
}

export function computeCurrencyConverter(input: CurrencyConverterInput): CalculatorResult {
  const needed = ratesNeeded(input);
  if (needed.some((entry) => entry.rate === 0)) return rateNotEntered(needed.map((entry) => entry.currency));

  const conversion = conversionFor(input);
  const from = currency(input.from);
  const to = currency(input.to);
  const amountText = formatMoney(input.amount, input.from);
  const convertedText = formatMoney(conversion.converted, input.to);
  const rates = needed.map((entry) => rateText(entry.rate, entry.currency)).join(" and ");
  const markupCost = roundPaise(conversion.markupCost);

  const summary =
    input.markup > 0
      ? `${amountText} at ${rates} with a ${formatPercent(input.markup)} mark-up comes to ${convertedText}; the mark-up costs you ${formatInr(markupCost, { paise: true })}.`
      : `${amountText} at ${rates} comes to ${convertedText}.`;

  const converted: Figure =
    input.to === "INR"
      ? { name: "converted", label: "Converted amount", value: roundPaise(conversion.converted), format: "paise" }
      : { name: "converted", label: "Converted amount", value: convertedText, format: "text" };

  return {
    summary,
    groups: [
      {
        title: `${from.code} to ${to.code}`,
        figures: [
          converted,
          { name: "effectiveRate", label: input.markup > 0 ? "Rate with the mark-up" : "Rate used", value: effectiveRateText(conversion), format: "text" },
          { name: "markupCost", label: "What the mark-up costs you", value: markupCost, format: "paise" },
        ],
      },
    ],
    breakdown: [{ title: "The conversion, step by step", steps: stepsFor(input, conversion, needed) }],
    notes: notesFor(input),
  };
}

function stepsFor(input: CurrencyConverterInput, conversion: Conversion, needed: { currency: Currency; rate: number }[]): Step[] {
  const from = currency(input.from);
  const to = currency(input.to);
  const amount = formatMoney(input.amount, input.from);
  const perText = (of: Currency) => (of.per === 1 ? "" : ` ÷ ${of.per}`);
  const markupStep = (rupees: number): Step => ({
    label: `Mark-up = ${formatPercent(input.markup)}`,
    text: formatInr(roundPaise(rupees), { paise: true }),
    reference: "The card's or bank's spread over the rate entered, worked against you",
  });
  const steps: Step[] = needed.map((entry) => ({
    label: `Rate for ${entry.currency.code}`,
    text: rateText(entry.rate, entry.currency),
    reference: "The rate you entered",
  }));

  if (input.to === "INR") {
    steps.push({
      label: `In rupees = ${amount} × ₹${formatIndianNumber(input.rate, { maximumFractionDigits: 4 })}${perText(from)}`,
      text: formatMoney(conversion.atRate, "INR"),
      reference: "Amount × the rate",
    });
    if (input.markup > 0) steps.push(markupStep(conversion.markupCost));
    steps.push({ label: "You pay", text: formatMoney(conversion.converted, "INR"), reference: "Rounded to the paisa" });
    return steps;
  }
  if (input.from === "INR") {
    const effective = effectiveRateText(conversion);
    if (input.markup > 0)
      steps.push({
        label: `Rate with the mark-up = ${rateText(input.rate, to)} × (1 + ${formatPercent(input.markup)})`,
        text: effective,
        reference: "The card's or bank's spread over the rate entered, worked against you",
      });
    steps.push({
      label: `You get = ${amount} ÷ ${effective.replace(/ per .*$/, "")}${to.per === 1 ? "" : ` × ${to.per}`}`,
      text: formatMoney(conversion.converted, input.to),
      reference: "Rupees ÷ the rate, to two decimals",
    });
    if (input.markup > 0) {
      steps.push({ label: "Without the mark-up you would get", text: formatMoney(conversion.atRate, input.to), reference: "Rupees ÷ the rate entered" });
      steps.push({
        label: "The currency the mark-up keeps back, in rupees",
        text: formatInr(roundPaise(conversion.markupCost), { paise: true }),
        reference: "Valued at the rate entered",
      });
    }
    return steps;
  }
  const rupees = (input.amount * input.rate) / from.per;
  steps.push({
    label: `In rupees = ${amount} × ₹${formatIndianNumber(input.rate, { maximumFractionDigits: 4 })}${perText(from)}`,
    text: formatMoney(rupees, "INR"),
    reference: "Through the rupee: the first rate",
  });
  if (input.markup > 0) steps.push(markupStep(conversion.markupCost));
  steps.push({
    label: `In ${to.code} = rupees${input.markup > 0 ? " less the mark-up" : ""} ÷ ₹${formatIndianNumber(input.rate2, { maximumFractionDigits: 4 })}${to.per === 1 ? "" : ` × ${to.per}`}`,
    text: formatMoney(conversion.converted, input.to),
    reference: "Through the rupee: the second rate",
  });
  steps.push({
    label: `Cross rate, ${from.code} to ${to.code}`,
    text: effectiveRateText(conversion),
    reference: "The two rupee rates divided, with any mark-up, to 4 decimals",
  });
  return steps;
}

function notesFor(input: CurrencyConverterInput): string[] {
  const notes = [
    "For income tax, foreign income is converted at SBI's telegraphic transfer (TT) buying rate on the date rule 115 of the Income-tax Rules, 1962 sets (for salary, the last day of the month before it is due). For customs duty and GST on imported goods, the rate is the one CBIC notifies under section 14 of the Customs Act, 1962, usually twice a month.",
    "A mark-up here always works against you, as when you buy currency or spend on a card abroad. When you sell foreign currency or receive money from abroad, the bank's buying rate is below the reference rate instead.",
  ];
  if (input.from === "INR") {
    notes.push(
      `Money sent abroad under the Liberalised Remittance Scheme bears TCS once it passes ${formatInr(TCS_THRESHOLD.value)} in a year (from ${formatLongDate(TCS_THRESHOLD.effectiveFrom)}; ${sectionWithFormer("tcs", FIRST_TAX_YEAR_UNDER_2025_ACT)} from tax year 2026-27). The rate depends on the purpose: from tax year 2026-27, 2% for education or medical treatment and 20% for other purposes above the threshold, and a flat 2% on an overseas tour package (Finance Act 2026). This converter does not work it out: ask your bank.`,
    );
  }
  return notes;
}

/** No rate, no money figures: the visitor is told which rate to enter and where to find it. */
function rateNotEntered(currencies: Currency[]): CalculatorResult {
  const quote = (of: Currency) => `₹ per ${of.per === 1 ? "" : `${of.per} `}${of.code}`;
  const wanted = currencies.map(quote).join(" and ");
  return {
    summary: `Enter today's rate (${wanted}) to convert. FBIL publishes reference rates for the US dollar and other major currencies every business day at about 1:30 pm; your bank's or card's rate is what you will actually pay.`,
    groups: [],
    breakdown: [
      {
        title: "How the conversion will be worked out",
        steps: [
          { label: "Foreign currency to rupees", text: "amount × rate", reference: "The rate is ₹ per unit, or per 100 units for JPY, KRW and IDR" },
          { label: "Rupees to foreign currency", text: "amount ÷ rate", reference: "Two foreign currencies are converted through the rupee" },
          { label: "Mark-up", text: "rate × (1 + mark-up)", reference: "You pay more rupees, or get less foreign currency" },
        ],
      },
    ],
    notes: ["This converter never assumes an exchange rate: rates move every day, and a stale rate would give a wrong answer."],
  };
}
