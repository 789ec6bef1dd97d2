import { checkIfsc, IFSC_DATA_SOURCE, normaliseIfsc, type IfscCheck } from "@/lib/ifsc/ifsc";
import { text } from "../fields";
import { defineCalculator, type CalculatorResult, type Figure, type TextField } from "../types";
import { ifscCheckerExplanation, ifscCheckerFaq } from "./content";
import { ifscCheckerMeta } from "./meta";

/** docs/tax-methods.md §27's example: an SBI branch code, well formed. */
export const SAMPLE_IFSC = "SBIN0000691";

const base = text({
  label: "IFSC",
  help: "11 characters, as on a cheque leaf or the bank's website: 4 letters, a zero, then 6 letters or digits.",
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
    const check = checkIfsc(read.value);
    return check.ok ? read : { ok: false, message: check.reason };
  },
};

export const fields = { ifsc: ifscField };

const FORMAT = "RBI, NEFT and RTGS procedural guidelines: the IFSC's 4-letter bank code, a reserved 0 and a 6-character branch code";

function bankText(check: Extract<IfscCheck, { ok: true }>): string {
  if (check.bankName) return check.bankName;
  return check.knownPrefix ? `Bank code ${check.bankCode} (in RBI's list; name not in our data)` : `Unknown bank code ${check.bankCode}`;
}

function resultFor(check: IfscCheck): CalculatorResult {
  if (!check.ok) {
    return {
      summary: `${check.ifsc || "This"} is not a valid IFSC: ${check.reason}`,
      groups: [{ title: "IFSC check (in your browser, no network)", figures: [{ name: "valid", label: "Format", value: "Invalid", format: "text", note: check.reason }] }],
      breakdown: [],
    };
  }
  const figures: Figure[] = [
    {
      name: "valid",
      label: "Format",
      value: check.knownPrefix ? "Valid" : "Invalid",
      format: "text",
      note: check.knownPrefix ? "Well formed, with a bank code in RBI's list." : `Well formed, but no bank uses the code ${check.bankCode}.`,
    },
    { name: "bank", label: "Bank", value: bankText(check), format: "text" },
    { name: "bankCode", label: "Bank code", value: check.bankCode, format: "text" },
    { name: "branchCode", label: "Branch code", value: check.branchCode, format: "text" },
  ];
  const notes = [
    "An IFSC has no check digit, so a well-formed code with a real bank's prefix may still belong to no branch. The branch's name and address come from the live look-up below; before a large transfer, confirm them with the payee or on the bank's own site.",
    `Bank names: ${IFSC_DATA_SOURCE}.`,
  ];
  if (check.amalgamated) {
    notes.unshift(
      `${check.bankName ?? check.bankCode} was amalgamated into ${check.amalgamated.into} from ${check.amalgamated.effective}. Its branches now use ${check.amalgamated.into}'s IFSCs; a payment to an old code may be rejected, so ask the payee for the new one.`,
    );
  }
  return {
    summary: check.knownPrefix
      ? `${check.ifsc} is a well-formed IFSC of ${bankText(check)}, branch code ${check.branchCode}.`
      : `${check.ifsc} is well formed, but ${check.bankCode} is not a bank code in RBI's list: check the first four letters.`,
    groups: [{ title: "IFSC check (in your browser, no network)", figures, highlight: check.knownPrefix }],
    breakdown: [
      {
        title: "What each part of the IFSC says",
        steps: [
          { label: `Characters 1–4, bank code ${check.bankCode}`, text: bankText(check), reference: FORMAT },
          { label: "Character 5", text: "0, kept by RBI for future use", reference: FORMAT },
          { label: `Characters 6–11, branch code ${check.branchCode}`, text: "The branch, as the bank numbers its branches", reference: FORMAT },
        ],
      },
    ],
    notes,
  };
}

export const ifscChecker = defineCalculator({
  meta: ifscCheckerMeta,
  fields,
  compute({ ifsc }) {
    if (ifsc === "") return { summary: "Enter an IFSC of 11 characters to check it.", groups: [], breakdown: [] };
    return resultFor(checkIfsc(ifsc));
  },
  resultWhenInvalid(errors, raw) {
    if (!errors.ifsc || normaliseIfsc(raw.ifsc ?? "") === "") return null;
    return resultFor(checkIfsc(raw.ifsc ?? ""));
  },
  explanation: ifscCheckerExplanation,
  faq: ifscCheckerFaq,
});
