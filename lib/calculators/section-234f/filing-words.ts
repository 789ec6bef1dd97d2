import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";

/* Words of the filing rules (lib/tax/late-fee-*.ts) in the page's language, shared by the late-fee and eligibility calculators. */

/*
 * The notes the rules' dates carry (lib/tax/late-fee-dates.ts, late-fee-revised.ts), in Hindi.
 * A note not in this table is left out of a Hindi page rather than shown in English.
 */
const DATE_NOTES_HI: Readonly<Record<string, string>> = {
  "CBDT Circular 15/2025 extended the date of clause (a) of Explanation 2 (audit cases) to 10 December 2025 and did not name clause (aa): we keep 30 November 2025 for transfer-pricing cases. Check the circular against your case.":
    "CBDT के परिपत्र 15/2025 ने स्पष्टीकरण 2 के खंड (a) (ऑडिट वाले मामले) की तारीख 10 दिसंबर 2025 तक बढ़ाई थी, पर ट्रांसफ़र प्राइसिंग वाले खंड का नाम नहीं लिया: ऐसे मामलों के लिए हम 30 नवंबर 2025 ही मानते हैं। अपने मामले के लिए परिपत्र देख लें।",
  "The extension to 15 January 2025 was for resident individuals only; for others (HUFs, firms, non-residents) the last date stayed 31 December 2024.":
    "15 जनवरी 2025 तक की बढ़ोतरी सिर्फ़ निवासी व्यक्तियों के लिए थी; दूसरों (HUF, फ़र्म, अनिवासी) के लिए अंतिम तारीख 31 दिसंबर 2024 ही रही।",
  "Finance Act 2026 gave revised returns (s.139(5)) until 31 March 2027, with a fee after 31 December 2026 (s.234-I); the belated-return date did not move.":
    "वित्त अधिनियम, 2026 ने संशोधित रिटर्न (धारा 139(5)) के लिए 31 मार्च 2027 तक का समय दिया, 31 दिसंबर 2026 के बाद शुल्क के साथ (धारा 234-I); विलंबित रिटर्न की तारीख नहीं बदली।",
  "The extension to 15 January 2025 was for resident individuals only; for others the last date stayed 31 December 2024.":
    "15 जनवरी 2025 तक की बढ़ोतरी सिर्फ़ निवासी व्यक्तियों के लिए थी; दूसरों के लिए अंतिम तारीख 31 दिसंबर 2024 ही रही।",
  "The sub-section number (263(5)) is our reading of the 2025 Act; the twelve months and the fee are from Finance Act 2026.":
    "उपधारा की संख्या (263(5)) 2025 के अधिनियम को हमने जैसा पढ़ा है, वैसी है; बारह महीने और शुल्क वित्त अधिनियम, 2026 से हैं।",
};

/** A date's note in the page's language: English as the rules give it; in Hindi from the table, or "" (left out) if not there. */
export function dateNoteIn(note: string, locale: Locale): string {
  return locale === "en" ? note : (DATE_NOTES_HI[note] ?? "");
}

/** A provision's name from the rules ("section 234F", "section 428(a) of the Income-tax Act, 2025") in Hindi. */
function provisionHi(english: string): string {
  const text = english.replace(/^section (\S+) of the Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $2 की धारा $1").replace(/^section /, "धारा ");
  return /[A-Za-z]{3,}/.test(text.replace(/\d[\dA-Za-z()-]*/g, "")) ? citeIn(english, "hi").text : text;
}

/** A provision's name from the rules in the page's language. */
export function provisionIn(english: string, locale: Locale): string {
  return locale === "en" ? english : provisionHi(english);
}
