import { formatFigure } from "@/lib/calculators/format-figure";
import { defaultRawInputs, queryStringFor, readInputs, resultFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { Calculator, Field } from "@/lib/calculators/types";

type AnyCalculator = Calculator<Record<string, Field>>;

/**
 * Written out where the first amount field is conditional or absent, or where changing it
 * alone makes an invalid case (a PAN the link cannot carry, a deposit off the ₹50 step, an
 * age past the exit age, a conversion with no rate).
 */
const WRITTEN_CASES: Record<string, RawInputs> = {
  "rent-receipt": { rent: "8000", from: "2026-04", to: "2027-03", freq: "quarterly" },
  ssy: { yearly: "100000" },
  nps: { age: "35", monthly: "12000" },
  "currency-converter": { amount: "2500", from: "USD", to: "INR", rate: "85.25", markup: "1.5" },
  hra: { fy: "2026-27", entry: "yearly", basic: "720000", hraReceived: "300000", rent: "264000", metro: "0" },
  "gst-number-search": { gstin: "29AAGCB7383J1Z4" },
  "ifsc-checker": { ifsc: "HDFC0004321" },
  "hsn-finder": { q: "1006" },
};

/**
 * A shared link of a calculator whose figures differ from the bare page's: the defaults with
 * the first amount field changed (or a written case), every parameter in the address.
 */
export function sharedLinkCase(slug: string, calculator: AnyCalculator): { raw: RawInputs; query: string } {
  const raw = { ...defaultRawInputs(calculator) };
  if (WRITTEN_CASES[slug]) Object.assign(raw, WRITTEN_CASES[slug]);
  else {
    const entry = Object.entries(calculator.fields).find(([, field]) => field.kind === "amount" && !field.visibleWhen);
    if (!entry || entry[1].kind !== "amount") throw new Error(`${slug}: write a shared-link case for it`);
    const [name, field] = entry;
    const current = Number(field.defaultRaw);
    let candidate = Math.min(field.max, Math.max(field.min, Math.round(current * 1.5) + 1000));
    if (candidate === current) candidate = Math.max(field.min, Math.floor((field.min + current) / 2));
    raw[name] = String(candidate);
  }
  return { raw, query: queryStringFor(calculator, raw) };
}

/**
 * The figures the page must show for these inputs, by output name. The arithmetic is proven
 * by the unit tests' hand-worked examples; here the library is the reference for the page's
 * plumbing (address → fields → compute → <output>).
 */
export function expectedFigures(calculator: AnyCalculator, raw: RawInputs): Record<string, string> {
  const result = resultFor(calculator, readInputs(calculator, raw), raw);
  if (!result) throw new Error(`no result for ${JSON.stringify(raw)}`);
  return Object.fromEntries(result.groups.flatMap((group) => group.figures).map((figure) => [figure.name, formatFigure(figure)]));
}
