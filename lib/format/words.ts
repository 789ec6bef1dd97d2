import { formatIndianNumber } from "./indian-number";

/**
 * Amounts in the Indian system of words: crore (1,00,00,000), lakh (1,00,000), thousand.
 */
const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;
const HUNDRED = 100;

function assertFinite(value: number, functionName: string): void {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`${functionName} needs a finite number, got ${String(value)}`);
  }
}

/**
 * The short hint shown under an amount field: 1275000 → "12 lakh 75 thousand",
 * 10000000 → "1 crore", 12345678 → "1 crore 23 lakh 45 thousand 678", 500 → "500",
 * 0 → "zero". Rounded to the rupee (half away from zero). The crore count itself is
 * grouped when it is large (1,234 crore). Negative amounts read "minus …".
 */
export function amountInWords(n: number): string {
  assertFinite(n, "amountInWords");
  const rupees = Math.round(Math.abs(n));
  if (rupees === 0) return "zero";
  const crore = Math.floor(rupees / CRORE);
  const lakh = Math.floor((rupees % CRORE) / LAKH);
  const thousand = Math.floor((rupees % LAKH) / THOUSAND);
  const rest = rupees % THOUSAND;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${formatIndianNumber(crore)} crore`);
  if (lakh > 0) parts.push(`${lakh} lakh`);
  if (thousand > 0) parts.push(`${thousand} thousand`);
  if (rest > 0) parts.push(String(rest));
  return `${n < 0 ? "minus " : ""}${parts.join(" ")}`;
}

/**
 * The same short hint in a page's language: "12 lakh 75 thousand" / "12 लाख 75 हज़ार" (Latin
 * digits, as Hindi financial pages print them; the full words are rupeesInHindiWords).
 */
export function amountInWordsIn(n: number, locale: "en" | "hi"): string {
  const words = amountInWords(n);
  if (locale === "en") return words;
  return words.replace(/\bcrore\b/g, "करोड़").replace(/\blakh\b/g, "लाख").replace(/\bthousand\b/g, "हज़ार").replace(/^zero$/, "शून्य").replace(/^minus /, "ऋण ");
}

const UNITS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
  "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
  "seventeen", "eighteen", "nineteen",
] as const;
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const;

/** 0–99 in words: 75 → "seventy-five". */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? "";
  const tens = TENS[Math.floor(n / 10)] ?? "";
  const unit = n % 10;
  return unit === 0 ? tens : `${tens}-${UNITS[unit]}`;
}

/** 1–999 in words, without "and": 234 → "two hundred thirty-four". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / HUNDRED);
  const rest = n % HUNDRED;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${UNITS[hundreds]} hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A whole number ≥ 1 in Indian words; a crore count above 99 is itself read out ("one hundred twenty crore"). */
function wholeInWords(n: number): string {
  const crore = Math.floor(n / CRORE);
  const lakh = Math.floor((n % CRORE) / LAKH);
  const thousand = Math.floor((n % LAKH) / THOUSAND);
  const rest = n % THOUSAND;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${wholeInWords(crore)} crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/**
 * An amount for a receipt in whole rupees and paise, rounded to the paisa (half up). Throws on
 * a negative or non-finite amount (a receipt never shows one) and above Number.MAX_SAFE_INTEGER
 * paise. Shared by the English and Hindi words (words-hi.ts).
 */
export function rupeesAndPaiseOf(n: number, functionName: string): { rupees: number; paise: number } {
  assertFinite(n, functionName);
  if (n < 0) throw new RangeError(`${functionName} needs a non-negative amount, got ${n}`);
  const totalPaise = Math.round(n * 100);
  if (!Number.isSafeInteger(totalPaise)) throw new RangeError(`${functionName}: amount too large, got ${n}`);
  return { rupees: Math.floor(totalPaise / 100), paise: totalPaise % 100 };
}

/**
 * Full words for receipts: 1275000 → "Twelve lakh seventy-five thousand rupees",
 * 1 → "One rupee", 0 → "Zero rupees", 1234.5 → "One thousand two hundred thirty-four
 * rupees and fifty paise", 0.5 → "Fifty paise". Rounded to the paisa (half up). No "and"
 * inside the rupee figure, as on Indian cheques. Throws on negative or non-finite input
 * (a receipt never shows a negative amount) and above Number.MAX_SAFE_INTEGER.
 */
export function rupeesInWords(n: number): string {
  const { rupees, paise } = rupeesAndPaiseOf(n, "rupeesInWords");
  const rupeeText = rupees > 0 ? `${wholeInWords(rupees)} ${rupees === 1 ? "rupee" : "rupees"}` : "";
  const paiseText = paise > 0 ? `${belowHundred(paise)} ${paise === 1 ? "paisa" : "paise"}` : "";
  const text = rupeeText && paiseText ? `${rupeeText} and ${paiseText}` : rupeeText || paiseText || "zero rupees";
  return text.charAt(0).toUpperCase() + text.slice(1);
}
