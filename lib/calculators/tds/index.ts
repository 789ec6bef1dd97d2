import { formatInr, formatPercent } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { PRESCRIBED_FORMS } from "@/lib/tax/forms";
import {
  computeTds,
  describeThresholdIn,
  TDS_COMPUTE_TEXT,
  tdsAssumptionIn,
  tdsNatureIn,
  tdsNotesIn,
  tdsSectionCitationIn,
  tdsSectionLabelIn,
} from "@/lib/tax/tds-compute";
import { DEFAULT_TDS_YEAR, isTdsYear, PAYEE_TYPES, TDS_RATES_BY_YEAR, TDS_YEARS, tdsRowsFor, type PayeeType, type TdsYear } from "@/lib/tax/tds-rates";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { HINDI_TITLES } from "../hindi-titles";
import { choice, count, rupees, toggle } from "../fields";
import type { RawInputs } from "../read-inputs";
import { defineCalculator, type CalculatorResult, type Figure, type InputOf } from "../types";
import { tdsMeta } from "./meta";
import { TDS_TEXT } from "./text";

/** ₹10,000 crore: above any single payment this asks about, below any rounding trouble. */
const MAX_AMOUNT = 100_000_000_000;
const DEFAULT_YEAR: TdsYear = DEFAULT_TDS_YEAR;
const DEFAULT_SECTION = "194J-b";

/** The picker's options for a year: "393 (was 194J(b)): Fees for …" from 2026-27, "194J(b): Fees for …" before. */
export function sectionOptionsFor(fy: TdsYear, locale: Locale = "en") {
  const t = messagesFor(TDS_TEXT, locale);
  return tdsRowsFor(fy).map((row) => ({ value: row.id, label: t.sectionOption(tdsSectionLabelIn(row, locale), tdsNatureIn(row, locale)) }));
}

const rawOf = (raw: Record<string, string>, name: string, fallback: string) => (raw[name] ?? "").trim() || fallback;
const sectionOf = (raw: Record<string, string>) => rawOf(raw, "section", DEFAULT_SECTION);
/** Sections paid only to individuals, or worked out on the person's income: the payee type does not matter. */
const INDIVIDUAL_ONLY = new Set(["192", "192A", "194P"]);

/**
 * Every year's rows share these ids, so `section=194J-b` works for either `fy`; the picker
 * labels them as the chosen year's Act does (the default year's while `fy` is not one).
 */
function fieldsIn(locale: Locale) {
  const t = messagesFor(TDS_TEXT, locale);
  const sectionLabelsFor = (raw: RawInputs) => sectionOptionsFor(isTdsYear(raw.fy) ? raw.fy : DEFAULT_YEAR, locale);
  return {
    fy: choice<TdsYear>({
      locale,
      label: t.fy,
      options: TDS_YEARS.map((fy) => ({ value: fy, label: yearLabel(fy, locale) })),
      default: DEFAULT_YEAR,
      display: "select",
    }),
    section: choice<string>({
      locale,
      label: t.section,
      options: sectionOptionsFor(DEFAULT_YEAR, locale),
      labelsFor: sectionLabelsFor,
      default: DEFAULT_SECTION,
      display: "select",
    }),
    payee: choice<PayeeType>({
      locale,
      label: t.payee,
      options: PAYEE_TYPES.map((payee) => ({ value: payee, label: t.payeeLabels[payee] })),
      default: "individual",
      display: "select",
      visibleWhen: (raw) => !INDIVIDUAL_ONLY.has(sectionOf(raw)),
    }),
    amount: rupees({
      locale,
      label: t.amount,
      help: t.amountHelp,
      default: 55_000,
      max: MAX_AMOUNT,
    }),
    yearTotal: rupees({
      locale,
      label: t.yearTotal,
      help: t.yearTotalHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => sectionOf(raw) === "194C",
    }),
    months: count({
      locale,
      label: t.months,
      help: t.monthsHelp,
      default: 12,
      min: 1,
      max: 12,
      visibleWhen: (raw) => sectionOf(raw) === "194-IB",
    }),
    premiums: rupees({
      locale,
      label: t.premiums,
      help: t.premiumsHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => sectionOf(raw) === "194DA",
    }),
    stampValue: rupees({
      locale,
      label: t.stampValue,
      help: t.stampValueHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: (raw) => sectionOf(raw) === "194-IA",
    }),
    senior: toggle({
      locale,
      label: t.senior,
      help: t.seniorHelp,
      default: false,
      visibleWhen: (raw) => sectionOf(raw) === "194A-bank" && rawOf(raw, "payee", "individual") === "individual",
    }),
    specified: toggle({
      locale,
      label: t.specified,
      help: t.specifiedHelp,
      default: false,
      visibleWhen: (raw) => sectionOf(raw) === "194S",
    }),
    pan: toggle({
      locale,
      label: t.pan,
      help: t.panHelp,
      default: true,
    }),
  };
}

export const fields = fieldsIn("en");

type Input = InputOf<typeof fields>;

function computeTdsCalculator(input: Input, locale: Locale): CalculatorResult {
  const t = messagesFor(TDS_TEXT, locale);
  const words = messagesFor(TDS_COMPUTE_TEXT, locale);
  const result = computeTds(
    {
      fy: input.fy,
      sectionId: input.section,
      payee: INDIVIDUAL_ONLY.has(input.section) ? "individual" : input.payee,
      amount: input.amount,
      panFurnished: input.pan,
      seniorCitizen: input.senior,
      specifiedPayer: input.specified,
      yearTotal: input.yearTotal,
      months: input.months,
      premiums: input.premiums,
      stampValue: input.stampValue,
    },
    locale,
  );
  const row = result.row;
  const section = tdsSectionCitationIn(row, input.fy, locale);
  const label = tdsSectionLabelIn(row, locale);
  const yearRules = TDS_RATES_BY_YEAR[input.fy];
  const across = (key: "lowerTdsCertificate" | "noTdsDeclaration") =>
    t.formAcross(PRESCRIBED_FORMS[key].rules1962.name, PRESCRIBED_FORMS[key].rules2026.name, FIRST_TAX_YEAR_UNDER_2025_ACT);

  let summary: string;
  if (!result.computed) summary = t.summaryBank(section);
  else if (!result.applies) summary = t.summaryNone(section, result.reason);
  else if (row.base === "salaryTax") summary = t.summarySalary(formatInr(result.tds), formatInr(result.net));
  else if (result.uncappedTds !== null) {
    summary = t.summaryCapped(
      section,
      formatPercent(result.rate ?? 0),
      formatInr(result.base),
      formatInr(result.uncappedTds),
      formatInr(result.tds),
      Boolean(row.noPanCappedAtOneMonth?.value && !input.pan),
      formatInr(result.net),
    );
  } else summary = t.summary(section, formatPercent(result.rate ?? 0), formatInr(result.base), formatInr(result.tds), formatInr(result.net));

  const figures: Figure[] = [
    { name: "applies", label: t.applies, value: result.applies ? t.yes : t.no, format: "text", note: result.reason },
    { name: "threshold", label: t.threshold, value: describeThresholdIn(row, locale), format: "text" },
    result.rate !== null
      ? {
          name: "rate",
          label: row.base === "salaryTax" ? t.averageRate : result.applies ? t.rate : t.rateAbove,
          value: result.rate,
          format: "percent",
          note: input.pan ? undefined : t.raisedNoPan(words.noPanRule(yearRules.noPanRuleName)),
        }
      : { name: "rate", label: t.rate, value: row.rates.kind === "slab" ? t.slabRates : t.none, format: "text" },
  ];
  if (result.computed) {
    figures.push(
      { name: "tds", label: row.base === "salaryTax" ? t.tdsForYear : t.tdsToDeduct, value: result.tds, format: "rupees" },
      { name: "net", label: t.payable, value: result.net, format: "rupees" },
    );
  } else {
    figures.push({ name: "tds", label: t.tdsToDeduct, value: t.byBank, format: "text" });
  }

  const assumption = tdsAssumptionIn(row, locale);
  const notes = [
    ...(assumption ? [assumption] : []),
    ...(row.formerSection ? [t.note2025(input.fy, words.act(yearRules.act))] : []),
    ...(result.computed && row.base !== "salaryTax" ? [words.roundingNote(yearRules.rounding.note ?? yearRules.rounding.reference)] : []),
    ...tdsNotesIn(row, locale),
    t.noteResident(across("lowerTdsCertificate"), across("noTdsDeclaration")),
  ];

  return {
    summary,
    groups: [{ title: t.groupTitle(label), highlight: result.applies && result.tds > 0, figures }],
    breakdown: [{ title: t.breakdownTitle(label), steps: result.steps.map((step) => ({ ...step })) }],
    notes,
  };
}

/** The TDS calculator with every word in the given language; its figures are the same in each. */
export function tdsIn(locale: Locale) {
  const t = messagesFor(TDS_TEXT, locale);
  const declaration = t.formAcross(PRESCRIBED_FORMS.noTdsDeclaration.rules1962.name, PRESCRIBED_FORMS.noTdsDeclaration.rules2026.name, FIRST_TAX_YEAR_UNDER_2025_ACT);
  return defineCalculator({
    locale,
    meta: locale === "en" ? tdsMeta : { ...tdsMeta, title: HINDI_TITLES.tds ?? tdsMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [{ title: t.groupPayment, fields: ["fy", "section", "payee", "amount", "yearTotal", "months", "premiums", "stampValue", "senior", "specified", "pan"] }],
    compute: (input) => computeTdsCalculator(input, locale),
    explanation: [...t.explanation],
    faq: [
      { question: t.faqQuestions.whole, answer: t.faqWhole },
      { question: t.faqQuestions.fd, answer: t.faqFd(declaration) },
      { question: t.faqQuestions.pan, answer: t.faqPan },
      { question: t.faqQuestions.rent, answer: t.faqRent },
      { question: t.faqQuestions.rounding, answer: t.faqRounding },
    ],
  });
}

export const tds = tdsIn("en");
