import { checkIfsc, normaliseIfsc, type IfscCheck } from "@/lib/ifsc/ifsc";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { text } from "../fields";
import { defineCalculator, type CalculatorResult, type Figure, type TextField } from "../types";
import { hindiBankName } from "./bank-names-hi";
import { ifscCheckerMeta } from "./meta";
import { IFSC_CHECKER_TEXT } from "./text";

/** docs/tax-methods.md §27's example: an SBI branch code, well formed. */
export const SAMPLE_IFSC = "SBIN0000691";

function fieldsIn(locale: Locale) {
  const t = messagesFor(IFSC_CHECKER_TEXT, locale);
  const base = text({
    locale,
    label: t.label,
    help: t.help,
    default: SAMPLE_IFSC,
    maxLength: 16,
    placeholder: "SBIN0000691",
    autoCapitalize: "characters",
    normalise: normaliseIfsc,
  });
  const ifscField: TextField = {
    ...base,
    read(raw) {
      const read = base.read(raw);
      if (!read.ok || read.value === "") return read;
      const check = checkIfsc(read.value, locale);
      return check.ok ? read : { ok: false, message: check.reason };
    },
  };
  return { ifsc: ifscField };
}

export const fields = fieldsIn("en");

function resultFor(check: IfscCheck, locale: Locale): CalculatorResult {
  const t = messagesFor(IFSC_CHECKER_TEXT, locale);
  const name = (english: string) => (locale === "en" ? english : (hindiBankName(english) ?? english));
  const bankText = (ok: Extract<IfscCheck, { ok: true }>) => {
    if (ok.bankName) return name(ok.bankName);
    return ok.knownPrefix ? t.bankCodeListed(ok.bankCode) : t.bankCodeUnknown(ok.bankCode);
  };
  if (!check.ok) {
    return {
      summary: t.summaryInvalid(check.ifsc, check.reason),
      groups: [{ title: t.groupTitle, figures: [{ name: "valid", label: t.format_, value: t.invalid, format: "text", note: check.reason }] }],
      breakdown: [],
    };
  }
  const figures: Figure[] = [
    {
      name: "valid",
      label: t.format_,
      value: check.knownPrefix ? t.valid : t.invalid,
      format: "text",
      note: check.knownPrefix ? t.wellFormedKnown : t.wellFormedUnknown(check.bankCode),
    },
    { name: "bank", label: t.bank, value: bankText(check), format: "text" },
    { name: "bankCode", label: t.bankCode, value: check.bankCode, format: "text" },
    { name: "branchCode", label: t.branchCode, value: check.branchCode, format: "text" },
  ];
  const notes = [t.noteNoCheckDigit, t.noteSource];
  if (check.amalgamated) {
    notes.unshift(t.noteAmalgamated(check.bankName ? name(check.bankName) : check.bankCode, name(check.amalgamated.into), t.date(check.amalgamated.effective)));
  }
  return {
    summary: check.knownPrefix ? t.summaryKnown(check.ifsc, bankText(check), check.branchCode) : t.summaryUnknown(check.ifsc, check.bankCode),
    groups: [{ title: t.groupTitle, figures, highlight: check.knownPrefix }],
    breakdown: [
      {
        title: t.breakdownTitle,
        steps: [
          { label: t.stepBank(check.bankCode), text: bankText(check), reference: t.format },
          { label: t.stepFifth, text: t.stepFifthText, reference: t.format },
          { label: t.stepBranch(check.branchCode), text: t.stepBranchText, reference: t.format },
        ],
      },
    ],
    notes,
  };
}

/** The IFSC checker with every word in the given language; its verdicts are the same in each. */
export function ifscCheckerIn(locale: Locale) {
  const t = messagesFor(IFSC_CHECKER_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? ifscCheckerMeta : { ...ifscCheckerMeta, title: HINDI_TITLES["ifsc-checker"] ?? ifscCheckerMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    compute({ ifsc }) {
      if (ifsc === "") return { summary: t.enterIfsc, groups: [], breakdown: [] };
      return resultFor(checkIfsc(ifsc, locale), locale);
    },
    resultWhenInvalid(errors, raw) {
      if (!errors.ifsc || normaliseIfsc(raw.ifsc ?? "") === "") return null;
      return resultFor(checkIfsc(raw.ifsc ?? "", locale), locale);
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const ifscChecker = ifscCheckerIn("en");
