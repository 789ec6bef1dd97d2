import { useLayoutEffect, useRef, type ChangeEvent } from "react";
import { amountInWordsIn, formatIndianNumber, parseIndianNumber } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { useLocale } from "@/lib/i18n/use-locale";
import type { AmountField } from "@/lib/calculators/types";

interface AmountInputProps {
  id: string;
  name: string;
  field: AmountField;
  value: string;
  invalid: boolean;
  describedBy: string;
  onChange: (value: string) => void;
}

const UNIT_SUFFIX: Readonly<Record<Locale, Partial<Record<AmountField["unit"], string>>>> = {
  en: { percent: "%", years: "years", months: "months", days: "days" },
  hi: { percent: "%", years: "वर्ष", months: "महीने", days: "दिन" },
};

/** Groups the whole part the Indian way as the person types, keeping what they typed otherwise. */
export function groupWhileTyping(text: string): string {
  const match = /^\s*₹?\s*([0-9,]*)(\.[0-9]*)?\s*$/.exec(text);
  if (!match) return text;
  const digits = (match[1] ?? "").replace(/,/g, "");
  if (digits === "") return text;
  const whole = digits.replace(/^0+(?=\d)/, "");
  const parsed = parseIndianNumber(whole);
  if (parsed === null) return text;
  return `${formatIndianNumber(parsed)}${match[2] ?? ""}`;
}

const digitsBefore = (text: string, position: number) => text.slice(0, position).replace(/[^0-9.]/g, "").length;

export function AmountInput({ id, name, field, value, invalid, describedBy, onChange }: AmountInputProps) {
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);

  // After regrouping, put the caret back after the same number of digits it followed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || caretDigits.current === null || document.activeElement !== input) return;
    let position = 0;
    let seen = 0;
    while (position < input.value.length && seen < caretDigits.current) {
      if (/[0-9.]/.test(input.value[position] ?? "")) seen += 1;
      position += 1;
    }
    input.setSelectionRange(position, position);
    caretDigits.current = null;
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    caretDigits.current = digitsBefore(typed, event.target.selectionStart ?? typed.length);
    onChange(field.unit === "rupees" ? groupWhileTyping(typed) : typed);
  };

  const parsed = parseIndianNumber(value);
  const words = field.unit === "rupees" && !invalid && parsed !== null && parsed > 0 ? amountInWordsIn(parsed, locale) : null;
  const suffix = UNIT_SUFFIX[locale][field.unit];
  const ariaDescribedBy = [describedBy, words ? `${id}-words` : ""].filter(Boolean).join(" ");

  return (
    <>
      <div className="input-group">
        {field.unit === "rupees" && (
          <span className="input-group-text" aria-hidden="true">
            ₹
          </span>
        )}
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          inputMode={field.decimals > 0 ? "decimal" : "numeric"}
          autoComplete="off"
          className={`form-control${invalid ? " is-invalid" : ""}`}
          value={field.unit === "rupees" ? groupWhileTyping(value) : value}
          onChange={handleChange}
          aria-invalid={invalid}
          aria-describedby={ariaDescribedBy || undefined}
        />
        {suffix && (
          <span className="input-group-text" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {words && (
        <div className="form-text" id={`${id}-words`}>
          ₹ {words}
        </div>
      )}
    </>
  );
}
