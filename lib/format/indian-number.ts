/**
 * Indian digit grouping (lakh and crore): the last three digits, then groups of two.
 * 1275000 → "12,75,000"; 10000000 → "1,00,00,000".
 *
 * Done by hand rather than by Intl.NumberFormat('en-IN'): the first en-IN formatter makes
 * the engine load ICU's locale data, about a fifth of a calculator page's hydration on a
 * throttled phone (issue #18), and engines differ anyway (Western grouping without full
 * ICU, "Rs." or U+2212 in some data). The text is the same on the server and in every
 * browser; the unit tests check it against ICU's en-IN output over any amount.
 */

/** Groups a string of ASCII digits the Indian way: "1275000" → "12,75,000". */
export function groupIndianDigits(digits: string): string {
  if (!/^[0-9]+$/.test(digits)) {
    throw new RangeError(`groupIndianDigits expects ASCII digits, got "${digits}"`);
  }
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const leading = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = leading.length; end > 0; end -= 2) {
    pairs.unshift(leading.slice(Math.max(0, end - 2), end));
  }
  return `${pairs.join(",")},${lastThree}`;
}

/** Above this, paise (or any fraction) are not shown: the amount is rounded to whole rupees first. */
const LARGEST_AMOUNT_WITH_FRACTION = 1e11;
const LARGEST_EXACT_INTEGER = 2 ** 53;

/**
 * Rounds a non-negative number to `fractionDigits` decimals, half up, with plain IEEE
 * arithmetic, so the result is the same in every engine (formatters disagree on ties
 * such as 1.005, exactly 1.00499… in binary: a strict reading of ECMA-402 gives "1.00",
 * V8 gives "1.01"; the tests' ICU reference meets no tie after this step). The product
 * is rounded as a double, so 1.005 → 1.00 (100.4999…) but 2.675 → 2.68 (267.5). From
 * ₹10,000 crore up, amounts are rounded to whole rupees.
 */
export function roundHalfUp(absolute: number, fractionDigits: number): number {
  if (absolute >= LARGEST_AMOUNT_WITH_FRACTION) return Math.round(absolute);
  const scale = 10 ** fractionDigits;
  return Math.round(absolute * scale) / scale;
}

/** "1e+22" → "10000000000000000000000"; "1.5e+21" → "1500000000000000000000". */
function expandExponent(text: string): string {
  const match = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[1]}${match[2] ?? ""}`;
  return digits + "0".repeat(Number(match[3]) - (digits.length - 1));
}

/**
 * The digits of an already rounded non-negative number, by hand, with a fixed count of
 * fraction digits. Beyond 2^53 a double is a whole number whose exact digits engines print
 * differently; like ICU, we print the shortest digits that identify it, padded with zeros.
 */
function formatByHand(absolute: number, fractionDigits: number): string {
  let plain: string;
  if (absolute >= LARGEST_EXACT_INTEGER) {
    plain = expandExponent(String(absolute));
    if (fractionDigits > 0) plain += `.${"0".repeat(fractionDigits)}`;
  } else {
    plain = absolute.toFixed(fractionDigits);
  }
  const [integerDigits = "0", fractionPart] = plain.split(".");
  const grouped = groupIndianDigits(integerDigits);
  return fractionPart === undefined ? grouped : `${grouped}.${fractionPart}`;
}

function assertFinite(value: number, functionName: string): void {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`${functionName} needs a finite number, got ${String(value)}`);
  }
}

export interface GroupingOptions {
  /** Digits after the decimal point that are always shown (default 0). */
  minimumFractionDigits?: number;
  /** Digits after the decimal point at most (default 0); the value is rounded half away from zero (see roundHalfUp). */
  maximumFractionDigits?: number;
}

/**
 * The absolute value of `value` with Indian grouping, and whether a minus sign is due
 * (false when the value rounds to zero, so -0.4 never shows as "-0").
 */
export function groupAbsolute(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = 0 }: GroupingOptions = {},
): { text: string; negative: boolean } {
  assertFinite(value, "groupAbsolute");
  const absolute = roundHalfUp(Math.abs(value), maximumFractionDigits);
  let text = formatByHand(absolute, maximumFractionDigits);
  if (maximumFractionDigits > minimumFractionDigits && text.includes(".")) {
    // Drop optional trailing zeros, as Intl does, but keep the minimum.
    const [whole = "", fraction = ""] = text.split(".");
    let trimmed = fraction;
    while (trimmed.length > minimumFractionDigits && trimmed.endsWith("0")) trimmed = trimmed.slice(0, -1);
    text = trimmed.length > 0 ? `${whole}.${trimmed}` : whole;
  }
  const negative = value < 0 && /[1-9]/.test(text);
  return { text, negative };
}

/**
 * A number with Indian grouping and no currency sign, for amount fields as the user types:
 * 1275000 → "12,75,000", 1234.5 → "1,234.5" (up to two fraction digits by default, no
 * trailing zeros), -500 → "-500". Throws on NaN and ±Infinity.
 */
export function formatIndianNumber(n: number, options: { maximumFractionDigits?: number } = {}): string {
  assertFinite(n, "formatIndianNumber");
  const { text, negative } = groupAbsolute(n, {
    minimumFractionDigits: 0,
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
  });
  return negative ? `-${text}` : text;
}

/**
 * Reads what a person typed into an amount field.
 *
 * Accepted: ASCII digits with at most one decimal point ("1275000", "1234.50", "1234.",
 * ".5"), commas between digits of the whole part in any grouping ("12,75,000" or
 * "1,275,000"), spaces anywhere (including no-break and thin spaces) and a leading "₹".
 *
 * Rejected (null): an empty field; any sign, including "-0" and "+5" (amounts here are
 * never negative, and "-0" is a typing slip, not zero); exponent notation ("1e309", "1e3");
 * hex, octal or binary prefixes ("0x10"); non-ASCII digits such as full-width "１２" or
 * Devanagari "१२" (they look like numbers but Number() treats them inconsistently);
 * commas at the ends, doubled, or in the fraction; and values above
 * Number.MAX_SAFE_INTEGER, where whole rupees stop being exact.
 */
export function parseIndianNumber(text: string): number | null {
  if (typeof text !== "string") return null;
  let cleaned = text.replace(/[\s\u00a0\u2009\u202f]+/g, "");
  if (cleaned.startsWith("₹")) cleaned = cleaned.slice(1);
  if (!/^(?:[0-9]+(?:,[0-9]+)*(?:\.[0-9]*)?|\.[0-9]+)$/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/,/g, ""));
  if (!Number.isFinite(value) || value > Number.MAX_SAFE_INTEGER) return null;
  return value;
}
