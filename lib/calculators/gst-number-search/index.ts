import { checkGstin, GSTIN_LENGTH, gstinWeightedSum, normaliseGstin, type GstinCheck, type GstinParts } from "@/lib/gst/gstin";
import { text } from "../fields";
import { defineCalculator, type CalculatorResult, type Figure, type Step, type TextField } from "../types";
import { gstNumberSearchFaq, gstNumberSearchExplanation } from "./content";
import { gstNumberSearchMeta } from "./meta";

/** The widely used sample GSTIN of docs/tax-methods.md §26.3: valid, so the page opens on a worked answer. */
export const SAMPLE_GSTIN = "27AAPFU0939F1ZV";

const base = text({
  label: "GSTIN (GST number)",
  help: "15 characters, as printed on a GST invoice or registration certificate. Spaces are ignored.",
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
    const check = checkGstin(read.value);
    return check.verdict === "invalid" && check.malformed ? { ok: false, message: check.reason } : read;
  },
};

export const fields = { gstin: gstinField };

const KIND_LABELS: Record<GstinParts["kind"], string> = {
  normal: "Normal taxpayer",
  deductor: "Tax deductor (registered with a TAN)",
  special: "Special registration (non-resident, OIDAR, UN body or other)",
};

const STRUCTURE = "CGST Rules, 2017, rule 10 and GSTN's GSTIN format (state code, PAN, entity number, Z, check character)";

function entityMeaning(entity: string): string {
  if (/[1-9]/.test(entity)) return `registration number ${entity} of this PAN in this state`;
  if (/[A-Z]/.test(entity)) return `registration number ${entity.charCodeAt(0) - 55} of this PAN in this state (after 9 come A, B, …)`;
  return "not a valid entity number";
}

function breakdownFor(parts: GstinParts): Step[] {
  const sum = gstinWeightedSum(parts.gstin.slice(0, 14));
  return [
    { label: `Characters 1–2, state code ${parts.stateCode}`, text: parts.state, reference: "GST state codes (2011 Census codes, as GSTN lists them)" },
    {
      label: `Characters 3–12, ${parts.kind === "deductor" ? "TAN" : "PAN"} ${parts.pan}`,
      text: parts.holderType ? `Fourth letter ${parts.pan[3]}: ${parts.holderType}` : parts.kind === "deductor" ? "The deductor's TAN" : "Not checked for this kind of registration",
      reference: "Income-tax Act, 1961, s.139A (PAN); CGST Act, 2017, s.25(6) (a PAN is needed for registration)",
    },
    { label: `Character 13, entity number ${parts.entity}`, text: entityMeaning(parts.entity), reference: STRUCTURE },
    { label: `Character 14, ${parts.gstin[13]}`, text: KIND_LABELS[parts.kind], reference: STRUCTURE },
    {
      label: "Character 15, check character: weighted sum of characters 1–14 (values 0–35, weights 1, 2, 1, 2 …, each product as quotient + remainder by 36)",
      text: `${sum}; ${sum} mod 36 = ${sum % 36}; (36 − ${sum % 36}) mod 36 = ${(36 - (sum % 36)) % 36} → "${parts.expectedCheck}", found "${parts.check}"`,
      reference: "Luhn mod 36 check character, which catches any single mistyped character",
    },
  ];
}

function resultFor(check: GstinCheck): CalculatorResult {
  const parts = check.parts;
  const verdict: Figure =
    check.verdict === "valid"
      ? { name: "valid", label: "Verdict", value: "Valid", format: "text", note: "Well formed, and the check character matches." }
      : { name: "valid", label: "Verdict", value: "Invalid", format: "text", note: check.reason };
  const figures: Figure[] = [verdict];
  if (parts) {
    figures.push(
      { name: "state", label: "State", value: `${parts.state} (${parts.stateCode})`, format: "text" },
      { name: "pan", label: parts.kind === "deductor" ? "TAN" : "PAN", value: parts.pan, format: "text" },
      { name: "entity", label: "Entity number", value: parts.entity, format: "text" },
      { name: "kind", label: "Registration", value: KIND_LABELS[parts.kind] + (parts.holderType ? `; PAN of a ${parts.holderType.toLowerCase()}` : ""), format: "text" },
    );
  }
  return {
    summary:
      check.verdict === "valid"
        ? `${parts!.gstin} is a well-formed GSTIN from ${parts!.state}, with PAN ${parts!.pan}. Whether it is registered and active is for the GST portal to say: see the registered details below.`
        : `${check.parts?.gstin ?? "This"} is not a valid GSTIN: ${check.reason}`,
    groups: [{ title: "GSTIN check (in your browser, no network)", figures, highlight: check.verdict === "valid" }],
    breakdown: parts ? [{ title: "What each part of the GSTIN says", steps: breakdownFor(parts) }] : [],
    notes: [
      "This check runs in your browser on the GSTIN's structure and check character. A number can pass it and still be unregistered, cancelled or suspended; before you claim input tax credit, check the supplier's status on the GST portal and that the invoice appears in your GSTR-2B.",
    ],
  };
}

export const gstNumberSearch = defineCalculator({
  meta: gstNumberSearchMeta,
  fields,
  compute({ gstin }) {
    if (gstin === "") {
      return {
        summary: `Enter a GSTIN of ${GSTIN_LENGTH} characters to check it.`,
        groups: [],
        breakdown: [],
      };
    }
    return resultFor(checkGstin(gstin));
  },
  resultWhenInvalid(errors, raw) {
    if (!errors.gstin || normaliseGstin(raw.gstin ?? "") === "") return null;
    return resultFor(checkGstin(raw.gstin ?? ""));
  },
  explanation: gstNumberSearchExplanation,
  faq: gstNumberSearchFaq,
});
