import type { Locale } from "@/lib/i18n/locales";
import { checkPan, normalisePan } from "@/lib/pan";
import { text } from "../fields";
import type { TextField } from "../types";
import { panProblemHi } from "./text";

/**
 * A PAN typed into a text field: spaces removed and upper-cased, then checked with
 * lib/pan.ts. Blank reads as "" (not given); whether a PAN is needed at all depends on
 * other fields, so that rule is the calculator's validate() hook, not this field's.
 */
export function panField(options: { label: string; help?: string; visibleWhen?: TextField["visibleWhen"]; locale?: Locale }): TextField {
  const locale = options.locale ?? "en";
  const base = text({
    locale,
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
      if (check.ok) return { ok: true, value: check.pan };
      // lib/pan.ts words its messages in English; a Hindi page says the same in Hindi.
      return { ok: false, message: locale === "en" ? check.message : panProblemHi(pan, check.problem) };
    },
  };
}
