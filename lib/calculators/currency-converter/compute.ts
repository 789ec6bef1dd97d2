import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import { groupAbsolute } from "@/lib/format/indian-number";
import { convertCurrency, currencyByCode, type Conversion, type Currency, type CurrencyCode } from "@/lib/finance/currency";
import { roundPaise } from "@/lib/finance/shared";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, Figure, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { CURRENCY_CONVERTER_TEXT } from "./text";

type Text = TranslationOf<(typeof CURRENCY_CONVERTER_TEXT)["en"]>;

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
function rateText(rate: number, of: Currency, t: Text, fractionDigits?: number): string {
  const value =
    fractionDigits === undefined
      ? formatIndianNumber(rate, { maximumFractionDigits: 4 })
      : groupAbsolute(rate, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).text;
  return `₹${value} ${t.per(of.per, of.code)}`;
}

/** The effective rate to 4 decimals: "₹90.2700" or "0.9259 EUR", and what it is per ("per USD"). */
function effectiveRateParts(conversion: Conversion, t: Text): { amount: string; per: string } {
  const base = currency(conversion.effectiveRateBase);
  const value = groupAbsolute(conversion.effectiveRate, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).text;
  const per = t.per(base.per, base.code);
  return { amount: conversion.effectiveRateQuote === "INR" ? `₹${value}` : `${value} ${conversion.effectiveRateQuote}`, per };
}

/** The effective rate to 4 decimals: "₹90.2700 per USD", or "0.9259 EUR per USD" for a cross pair. */
function effectiveRateText(conversion: Conversion, t: Text): string {
  const { amount, per } = effectiveRateParts(conversion, t);
  return `${amount} ${per}`;
}

export function validateCurrencyConverter(input: CurrencyConverterInput, locale: Locale = "en"): Partial<Record<keyof CurrencyConverterInput, string>> {
  return input.from === input.to ? { to: messagesFor(CURRENCY_CONVERTER_TEXT, locale).sameCurrency } : {};
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

export function computeCurrencyConverter(input: CurrencyConverterInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(CURRENCY_CONVERTER_TEXT, locale);
  const needed = ratesNeeded(input);
  if (needed.some((entry) => entry.rate === 0)) return rateNotEntered(needed.map((entry) => entry.currency), t);

  const conversion = conversionFor(input);
  const from = currency(input.from);
  const to = currency(input.to);
  const amountText = formatMoney(input.amount, input.from);
  const convertedText = formatMoney(conversion.converted, input.to);
  const rates = needed.map((entry) => rateText(entry.rate, entry.currency, t)).join(t.join);
  const markupCost = roundPaise(conversion.markupCost);

  const summary =
    input.markup > 0
      ? t.summaryMarkup(amountText, rates, formatPercent(input.markup), convertedText, formatInr(markupCost, { paise: true }))
      : t.summary(amountText, rates, convertedText);

  const converted: Figure =
    input.to === "INR"
      ? { name: "converted", label: t.converted, value: roundPaise(conversion.converted), format: "paise" }
      : { name: "converted", label: t.converted, value: convertedText, format: "text" };

  return {
    summary,
    groups: [
      {
        title: t.pairTitle(from.code, to.code),
        figures: [
          converted,
          { name: "effectiveRate", label: input.markup > 0 ? t.rateWithMarkup : t.rateUsed, value: effectiveRateText(conversion, t), format: "text" },
          { name: "markupCost", label: t.markupCost, value: markupCost, format: "paise" },
        ],
      },
    ],
    breakdown: [{ title: t.breakdownTitle, steps: stepsFor(input, conversion, needed, t) }],
    notes: notesFor(input, t),
  };
}

function stepsFor(input: CurrencyConverterInput, conversion: Conversion, needed: { currency: Currency; rate: number }[], t: Text): Step[] {
  const from = currency(input.from);
  const to = currency(input.to);
  const amount = formatMoney(input.amount, input.from);
  const perText = (of: Currency) => (of.per === 1 ? "" : ` ÷ ${of.per}`);
  const markupStep = (rupees: number): Step => ({
    label: t.stepMarkup(formatPercent(input.markup)),
    text: formatInr(roundPaise(rupees), { paise: true }),
    reference: t.markupReference,
  });
  const steps: Step[] = needed.map((entry) => ({
    label: t.stepRateFor(entry.currency.code),
    text: rateText(entry.rate, entry.currency, t),
    reference: t.rateEnteredReference,
  }));

  if (input.to === "INR") {
    steps.push({
      label: t.stepInRupees(amount, formatIndianNumber(input.rate, { maximumFractionDigits: 4 }), perText(from)),
      text: formatMoney(conversion.atRate, "INR"),
      reference: t.amountTimesRate,
    });
    if (input.markup > 0) steps.push(markupStep(conversion.markupCost));
    steps.push({ label: t.youPay, text: formatMoney(conversion.converted, "INR"), reference: t.roundedPaisa });
    return steps;
  }
  if (input.from === "INR") {
    const effective = effectiveRateText(conversion, t);
    if (input.markup > 0)
      steps.push({
        label: t.stepRateWithMarkup(rateText(input.rate, to, t), formatPercent(input.markup)),
        text: effective,
        reference: t.markupReference,
      });
    steps.push({
      label: t.stepYouGet(amount, effectiveRateParts(conversion, t).amount, to.per === 1 ? "" : ` × ${to.per}`),
      text: formatMoney(conversion.converted, input.to),
      reference: t.youGetReference,
    });
    if (input.markup > 0) {
      steps.push({ label: t.withoutMarkup, text: formatMoney(conversion.atRate, input.to), reference: t.withoutMarkupReference });
      steps.push({
        label: t.keptBack,
        text: formatInr(roundPaise(conversion.markupCost), { paise: true }),
        reference: t.keptBackReference,
      });
    }
    return steps;
  }
  const rupees = (input.amount * input.rate) / from.per;
  steps.push({
    label: t.stepInRupees(amount, formatIndianNumber(input.rate, { maximumFractionDigits: 4 }), perText(from)),
    text: formatMoney(rupees, "INR"),
    reference: t.firstRateReference,
  });
  if (input.markup > 0) steps.push(markupStep(conversion.markupCost));
  steps.push({
    label: t.stepInTo(to.code, input.markup > 0, formatIndianNumber(input.rate2, { maximumFractionDigits: 4 }), to.per === 1 ? "" : ` × ${to.per}`),
    text: formatMoney(conversion.converted, input.to),
    reference: t.secondRateReference,
  });
  steps.push({
    label: t.stepCross(from.code, to.code),
    text: effectiveRateText(conversion, t),
    reference: t.crossReference,
  });
  return steps;
}

function notesFor(input: CurrencyConverterInput, t: Text): string[] {
  const notes = [t.noteIncomeTax, t.noteMarkup];
  if (input.from === "INR") notes.push(t.noteTcs(formatInr(TCS_THRESHOLD.value)));
  return notes;
}

/** No rate, no money figures: the visitor is told which rate to enter and where to find it. */
function rateNotEntered(currencies: Currency[], t: Text): CalculatorResult {
  const quote = (of: Currency) => t.quote(t.per(of.per, of.code));
  const wanted = currencies.map(quote).join(t.join);
  return {
    summary: t.summaryNoRate(wanted),
    groups: [],
    breakdown: [
      {
        title: t.howTitle,
        steps: [
          { label: t.howToRupees, text: t.howToRupeesText, reference: t.howToRupeesReference },
          { label: t.howFromRupees, text: t.howFromRupeesText, reference: t.howFromRupeesReference },
          { label: t.howMarkup, text: t.howMarkupText, reference: t.howMarkupReference },
        ],
      },
    ],
    notes: [t.noteNoRate],
  };
}
