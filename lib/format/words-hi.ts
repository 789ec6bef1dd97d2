import { rupeesAndPaiseOf } from "./words";

/*
 * Amounts in Hindi words, in the Indian system (सौ, हज़ार, लाख, करोड़), as Hindi financial
 * pages and cheques write them: 950000 -> "नौ लाख पचास हज़ार रुपये". The words for 1 to 99
 * are irregular in Hindi (45 पैंतालीस, 51 इक्यावन, 99 निन्यानवे), so they are a table,
 * checked against an independent written reference (tests/unit/fixtures/hindi-number-words.ts).
 */

// prettier-ignore
const BELOW_HUNDRED = [
  "शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ",
  "दस", "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस",
  "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस",
  "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस",
  "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास",
  "पचास", "इक्यावन", "बावन", "तिरपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ",
  "साठ", "इकसठ", "बासठ", "तिरसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर",
  "सत्तर", "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी",
  "अस्सी", "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी",
  "नब्बे", "इक्यानवे", "बानवे", "तिरानवे", "चौरानवे", "पंचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
] as const;

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1_000;
const HUNDRED = 100;

/** 0-99 in Hindi words. */
export function hindiBelowHundred(n: number): string {
  const word = BELOW_HUNDRED[n];
  if (word === undefined) throw new RangeError(`hindiBelowHundred needs 0 to 99, got ${n}`);
  return word;
}

/** A whole number of at least 1 in Hindi words; a crore count above 99 is itself read out ("एक सौ बीस करोड़"). */
function wholeInHindi(n: number): string {
  const crore = Math.floor(n / CRORE);
  const lakh = Math.floor((n % CRORE) / LAKH);
  const thousand = Math.floor((n % LAKH) / THOUSAND);
  const hundreds = Math.floor((n % THOUSAND) / HUNDRED);
  const rest = n % HUNDRED;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${wholeInHindi(crore)} करोड़`);
  if (lakh > 0) parts.push(`${hindiBelowHundred(lakh)} लाख`);
  if (thousand > 0) parts.push(`${hindiBelowHundred(thousand)} हज़ार`);
  if (hundreds > 0) parts.push(`${hindiBelowHundred(hundreds)} सौ`);
  if (rest > 0) parts.push(hindiBelowHundred(rest));
  return parts.join(" ");
}

/**
 * Full Hindi words for receipts and results: 950000 -> "नौ लाख पचास हज़ार रुपये", 1 -> "एक
 * रुपया", 0 -> "शून्य रुपये", 1250.5 -> "एक हज़ार दो सौ पचास रुपये और पचास पैसे", 0.75 ->
 * "पचहत्तर पैसे". Rounded to the paisa. Throws on a negative or non-finite amount, as
 * rupeesInWords does.
 */
export function rupeesInHindiWords(n: number): string {
  const { rupees, paise } = rupeesAndPaiseOf(n, "rupeesInHindiWords");
  const rupeeText = rupees > 0 ? `${wholeInHindi(rupees)} ${rupees === 1 ? "रुपया" : "रुपये"}` : "";
  const paiseText = paise > 0 ? `${hindiBelowHundred(paise)} ${paise === 1 ? "पैसा" : "पैसे"}` : "";
  if (rupeeText && paiseText) return `${rupeeText} और ${paiseText}`;
  return rupeeText || paiseText || "शून्य रुपये";
}
