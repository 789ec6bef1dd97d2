import { englishWordsIn } from "./english-words";
import type { Locale } from "./locales";

/*
 * Legal references in the page's language. The rules' references are written once, in
 * English, beside their values (lib/tax); a Hindi page shows the same citation the way Hindi
 * legal text writes it (../shared/HINDI.md): "आयकर अधिनियम, 2025, धारा 392(1)", "नियम 2A",
 * "फ़ॉर्म 124". The explanatory asides some references carry ("(15 days' wages …)") are
 * English prose a pattern cannot translate; a Hindi page leaves them out, since the
 * calculator's own Hindi text explains the rule. A citation naming an instrument this table
 * does not know stays in English, and is marked as English where it is shown.
 */

const NAMES: readonly (readonly [RegExp, string])[] = [
  [/\bIncome-tax Act,? (\d{4})/g, "आयकर अधिनियम, $1"],
  [/\bIncome-tax Rules,? (\d{4})/g, "आयकर नियम, $1"],
  [/\bFinance \(No\. ?(\d)\) Act,? (\d{4})/g, "वित्त (सं. $1) अधिनियम, $2"],
  [/\bFinance Act,? (\d{4})/g, "वित्त अधिनियम, $1"],
  [/\bFinance Bill,? (\d{4})/g, "वित्त विधेयक, $1"],
  [/\bthe (\d{4}) Act\b/g, "$1 का अधिनियम"],
  [/\bPayment of Gratuity Act,? (\d{4})/g, "उपदान संदाय अधिनियम, $1"],
  [/\bCode on Social Security,? (\d{4})/g, "सामाजिक सुरक्षा संहिता, $1"],
  [/\bEmployees' Provident Funds Scheme,? (\d{4})/g, "कर्मचारी भविष्य निधि योजना, $1"],
  [/\bEmployees' Provident Funds and Miscellaneous Provisions Act,? (\d{4})/g, "कर्मचारी भविष्य निधि और प्रकीर्ण उपबंध अधिनियम, $1"],
  [/\bEmployees' Pension Scheme,? (\d{4})/g, "कर्मचारी पेंशन योजना, $1"],
  [/\bEmployees' State Insurance \(Central\) Rules,? (\d{4})/g, "कर्मचारी राज्य बीमा (केंद्रीय) नियम, $1"],
  [/\bEmployees' State Insurance Act,? (\d{4})/g, "कर्मचारी राज्य बीमा अधिनियम, $1"],
  [/\bCentral Goods and Services Tax Act,? (\d{4})/g, "केंद्रीय माल और सेवा कर अधिनियम, $1"],
  [/\bIntegrated Goods and Services Tax Act,? (\d{4})/g, "एकीकृत माल और सेवा कर अधिनियम, $1"],
  [/\bCGST Act,? (\d{4})/g, "CGST अधिनियम, $1"],
  [/\bIGST Act,? (\d{4})/g, "IGST अधिनियम, $1"],
  [/\bCGST Rules,? (\d{4})/g, "CGST नियम, $1"],
  [/\bPublic Provident Fund Scheme,? (\d{4})/g, "लोक भविष्य निधि योजना, $1"],
  [/\bSukanya Samriddhi Account Scheme,? (\d{4})/g, "सुकन्या समृद्धि खाता योजना, $1"],
  [/\bNational Savings Certificates? \(VIII Issue\) Scheme,? (\d{4})/g, "राष्ट्रीय बचत पत्र (VIII निर्गम) योजना, $1"],
  [/\bNational Savings Recurring Deposit Scheme,? (\d{4})/g, "राष्ट्रीय बचत आवर्ती जमा योजना, $1"],
  [/\bNational Savings Time Deposit Scheme,? (\d{4})/g, "राष्ट्रीय बचत सावधि जमा योजना, $1"],
  [/\bReserve Bank of India\b/g, "भारतीय रिज़र्व बैंक"],
];

/** Phrases that tie a 2025 provision to its 1961 predecessor, and dates of amendments. */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\(formerly (?:the )?(s\.|section )?([^()]*?(?:\([^()]*\)[^()]*?)*) of the Income-tax Act, 1961\)/g, "(पहले आयकर अधिनियम, 1961 की धारा $2)"],
  [/\bformerly (?:s\.)?(\d[\w()-]*)/g, "पहले धारा $1"],
  [/\bprovisions? corresponding to (?:s\.|section )?([\w()-]+) of the Income-tax Act, 1961/g, "आयकर अधिनियम, 1961 की धारा $1 के अनुरूप प्रावधान"],
  [/\bprovisions? corresponding to (?:s\.|section )?([\w()-]+) of the 1961 Act/g, "1961 के अधिनियम की धारा $1 के अनुरूप प्रावधान"],
  [/\bcorresponds? to (?:s\.|section )?([\w()-]+) of the 1961 Act/g, "1961 के अधिनियम की धारा $1 के अनुरूप"],
  [/\bunchanged by Finance Act,? (\d{4})/g, "वित्त अधिनियम, $1 से अपरिवर्तित"],
  [/\bkept by Finance Act,? (\d{4})/g, "वित्त अधिनियम, $1 द्वारा यथावत"],
  [/\bas substituted by\b/g, "द्वारा यथा प्रतिस्थापित"],
];

const WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bsub-sections? /g, "उपधारा "],
  [/\bsections? (?=\d)/gi, "धारा "],
  [/\bss?\.\s?(?=\d)/g, "धारा "],
  [/\brules? (?=\d)/gi, "नियम "],
  [/\br\.\s?(?=\d)/g, "नियम "],
  [/\bForms? (?=\d|[A-Z0-9]+\b)/g, "फ़ॉर्म "],
  [/\bFirst Schedule\b/g, "पहली अनुसूची"],
  [/\bSchedule\b/g, "अनुसूची"],
  [/\bParagraph\b/g, "पैरा"],
  [/\bitem\b/g, "मद"],
  [/\bArticle\b/g, "अनुच्छेद"],
  [/\bConstitution of India\b/g, "भारत का संविधान"],
  [/\bPart\b/g, "भाग"],
  [/\bChapter\b/g, "अध्याय"],
  [/\bExplanation\b/g, "स्पष्टीकरण"],
  [/\b(first|second|third|fourth|fifth|sixth|seventh) proviso\b/g, "$1 परंतुक"],
  [/\bprovisos?\b/g, "परंतुक"],
  [/\bclauses? (?=\()/g, "खंड "],
  [/\bclauses?\b/g, "खंड"],
  [/\bTable\b/g, "सारणी"],
  [/\bItem\b/g, "मद"],
  [/\bSl\. No\./g, "क्रम सं."],
  [/\bpara\b/g, "पैरा"],
  [/\bread with\b/g, "के साथ पठित"],
  [/\bas amended by\b/g, "यथा संशोधित"],
  [/\binserted by\b/g, "द्वारा जोड़ी गई"],
  [/\bsubstituted by\b/g, "द्वारा प्रतिस्थापित"],
  [/\band\b/g, "और"],
  [/\bwith\b/g, "के साथ"],
  [/\bof\b/g, ""],
  [/\bthe\b/g, ""],
];

const ORDINALS: Readonly<Record<string, string>> = {
  first: "पहला",
  second: "दूसरा",
  third: "तीसरा",
  fourth: "चौथा",
  fifth: "पाँचवाँ",
  sixth: "छठा",
  seventh: "सातवाँ",
};

/** Whether a text still has an English word outside those a citation keeps. */
export function hasEnglishWords(text: string): boolean {
  return englishWordsIn(text).length > 0;
}

/** A citation in the page's language; `lang` says which language the text came out in. */
function citeSegment(segment: string): string {
  // The citation is what comes before an explanatory aside: a colon, or a bracket holding words.
  let text = segment.split(/:\s/)[0] ?? segment;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  text = text.replace(/\s*\((?=[^)]*[a-z]{3,})[^()]*(?:\([^()]*\)[^()]*)*\)/g, "");
  for (const [pattern, replacement] of NAMES) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of WORDS) text = text.replace(pattern, replacement);
  text = text.replace(/\b(first|second|third|fourth|fifth|sixth|seventh)\b/g, (word) => ORDINALS[word] ?? word);
  return text.replace(/\s{2,}/g, " ").replace(/\s+,/g, ",").replace(/,\s*,/g, ",").replace(/,\s*$/, "").trim();
}

/** The longest run of a citation's comma-separated parts, from its start, that is all in Hindi ("आयकर अधिनियम, 2025, धारा 19(1)"). */
function leadingCitation(text: string): string {
  const parts = text.split(/,\s+/);
  for (let count = parts.length; count > 0; count -= 1) {
    const candidate = parts.slice(0, count).join(", ");
    if (!hasEnglishWords(candidate)) return /\d/.test(candidate) ? candidate : "";
  }
  return "";
}

export function citeIn(reference: string, locale: Locale): { text: string; lang: Locale } {
  if (locale === "en" || !hasEnglishWords(reference)) return { text: reference, lang: locale };
  // Each part of a reference is cited on its own; a part a pattern cannot put in Hindi (an aside) is left out.
  const parts = reference
    .split(/;\s+/)
    .map(citeSegment)
    .map(leadingCitation)
    .filter((part) => part !== "" && !hasEnglishWords(part));
  return parts.length === 0 ? { text: reference, lang: "en" } : { text: parts.join("; "), lang: locale };
}
