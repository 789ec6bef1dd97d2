import { checkPan, normalisePan } from "@/lib/pan";
import { text } from "../fields";
import type { TextField } from "../types";

/**
 * A PAN typed into a text field: spaces removed and upper-cased, then checked with
 * lib/pan.ts. Blank reads as "" (not given); whether a PAN is needed at all depends on
 * other fields, so that rule is the calculator's validate() hook, not this field's.
 */
export function panField(options: { label: string; help?: string; visibleWhen?: TextField["visibleWhen"] }): TextField {
  const base = text({
    label: options.label,
    help: options.help,
    maxLength: 10,
    placeholder: "ABCPE1234F",
    autoCapitalize: "characters",
    personal: true,
    visibleWhen: options.visibleWhen,
  });
  return {
    ...base,
    read: (raw) => {
      const pan = normalisePan(raw);
      if (pan === "") return { ok: true, value: "" };
      const check = checkPan(pan);
      return check.ok ? { ok: true, value: check.pan } : { ok: false, message: check.message };
    },
  };
}
