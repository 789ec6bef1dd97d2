import { checkGstin, GSTIN_LENGTH, gstinWeightedSum, normaliseGstin, type GstinCheck, type GstinParts } from "@/lib/gst/gstin";
import { stateNameIn } from "@/lib/gst/state-codes";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { PAN_HOLDER_LABELS, type PanHolderType } from "@/lib/pan";
import { HINDI_TITLES } from "../hindi-titles";
import { text } from "../fields";
import { defineCalculator, type CalculatorResult, type Figure, type Step, type TextField } from "../types";
import { gstNumberSearchMeta } from "./meta";
import { GST_NUMBER_SEARCH_TEXT } from "./text";

/** The widely used sample GSTIN of docs/tax-methods.md §26.3: valid, so the page opens on a worked answer. */
export const SAMPLE_GSTIN = "27AAPFU0939F1ZV";

type Text = TranslationOf<(typeof GST_NUMBER_SEARCH_TEXT)["en"]>;

function fieldsIn(locale: Locale) {
  const t = messagesFor(GST_NUMBER_SEARCH_TEXT, locale);
  const base = text({
    locale,
    label: t.label,
    help: t.help,
    default: SAMPLE_GSTIN,
    maxLength: 20,
    placeholder: "27AAPFU0939F1ZV",
    autoCapitalize: "characters",
    normalise: normaliseGstin,
  });
  /** Wrong length, characters or state code put the field itself in error (the contract's rule). */
  const gstinField: TextField = {
    ...base,
    read(raw) {
      const read = base.read(raw);
      if (!read.ok || read.value === "") return read;
      const check = checkGstin(read.value, locale);
      return check.verdict === "invalid" && check.malformed ? { ok: false, message: check.reason } : read;
    },
  };
  return { gstin: gstinField };
}

export const fields = fieldsIn("en");

/** The holder type's label in the page's language (checkGstin gives lib/pan.ts's English label). */
function holderIn(english: string | undefined, t: Text): string | undefined {
  if (!english) return undefined;
  const key = (Object.keys(PAN_HOLDER_LABELS) as PanHolderType[]).find((type) => PAN_HOLDER_LABELS[type] === english);
  return key ? t.holders[key] : english;
}

function entityMeaning(entity: string, t: Text): string {
  if (/[1-9]/.test(entity)) return t.entityNumber(entity);
  if (/[A-Z]/.test(entity)) return t.entityLetter(entity, entity.charCodeAt(0) - 55);
  return t.entityInvalid;
}

function breakdownFor(parts: GstinParts, state: string, t: Text): Step[] {
  const sum = gstinWeightedSum(parts.gstin.slice(0, 14));
  const holder = holderIn(parts.holderType, t);
  return [
    { label: t.stepState(parts.stateCode), text: state, reference: t.stateCodesReference },
    {
      label: t.stepPan(parts.kind === "deductor" ? "TAN" : "PAN", parts.pan),
      text: holder ? t.fourthLetter(parts.pan[3]!, holder) : parts.kind === "deductor" ? t.deductorTan : t.notChecked,
      reference: t.panReference,
    },
    { label: t.stepEntity(parts.entity), text: entityMeaning(parts.entity, t), reference: t.structure },
    { label: t.stepFourteenth(parts.gstin[13]!), text: t.kinds[parts.kind]!, reference: t.structure },
    {
      label: t.stepCheck,
      text: t.stepCheckText(sum, sum % 36, (36 - (sum % 36)) % 36, parts.expectedCheck, parts.check),
      reference: t.checkReference,
    },
  ];
}

function resultFor(check: GstinCheck, locale: Locale): CalculatorResult {
  const t = messagesFor(GST_NUMBER_SEARCH_TEXT, locale);
  const parts = check.parts;
  const state = parts ? (stateNameIn(parts.stateCode, locale) ?? parts.state) : "";
  const verdict: Figure =
    check.verdict === "valid"
      ? { name: "valid", label: t.verdict, value: t.valid, format: "text", note: t.validNote }
      : { name: "valid", label: t.verdict, value: t.invalid, format: "text", note: check.reason };
  const figures: Figure[] = [verdict];
  if (parts) {
    figures.push(
      { name: "state", label: t.state, value: t.stateValue(state, parts.stateCode), format: "text" },
      { name: "pan", label: parts.kind === "deductor" ? "TAN" : "PAN", value: parts.pan, format: "text" },
      { name: "entity", label: t.entity, value: parts.entity, format: "text" },
      { name: "kind", label: t.registration, value: t.registrationValue(t.kinds[parts.kind]!, holderIn(parts.holderType, t)), format: "text" },
    );
  }
  return {
    summary: check.verdict === "valid" ? t.summaryValid(parts!.gstin, state, parts!.pan) : t.summaryInvalid(check.parts?.gstin, check.reason),
    groups: [{ title: t.groupTitle, figures, highlight: check.verdict === "valid" }],
    breakdown: parts ? [{ title: t.breakdownTitle, steps: breakdownFor(parts, state, t) }] : [],
    notes: [t.note],
  };
}

/** The GSTIN checker with every word in the given language; its verdicts are the same in each. */
export function gstNumberSearchIn(locale: Locale) {
  const t = messagesFor(GST_NUMBER_SEARCH_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? gstNumberSearchMeta
        : { ...gstNumberSearchMeta, title: HINDI_TITLES["gst-number-search"] ?? gstNumberSearchMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    compute({ gstin }) {
      if (gstin === "") return { summary: t.enterGstin(GSTIN_LENGTH), groups: [], breakdown: [] };
      return resultFor(checkGstin(gstin, locale), locale);
    },
    resultWhenInvalid(errors, raw) {
      if (!errors.gstin || normaliseGstin(raw.gstin ?? "") === "") return null;
      return resultFor(checkGstin(raw.gstin ?? "", locale), locale);
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const gstNumberSearch = gstNumberSearchIn("en");
