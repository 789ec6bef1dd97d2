import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { TDS_COMPUTE_TEXT, PAYEE_WORDS_HI } from "./tds-compute";

/* The Hindi words of TDS_COMPUTE_TEXT (tds-compute.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof TDS_COMPUTE_TEXT)["en"]> = {
  payee: PAYEE_WORDS_HI,
  citationStep: (citation: string) => citation,
  bankWorksOut: "निर्दिष्ट बैंक आपकी कटौतियों के बाद आपकी पेंशन और ब्याज पर स्लैब दरों से टैक्स निकालता है।",
  threshold: "सीमा",
  notCovered: (section: string, payee: string) => `धारा ${section} ${payee} को किए भुगतान पर लागू नहीं होती।`,
  onlyFor: (limit: string, pair: boolean, payee: string) => `${limit} की सीमा सिर्फ़ ${pair ? "व्यक्ति या HUF" : "व्यक्ति"} के लिए है: ${payee} को दी गई हर राशि पर TDS लगता है।`,
  needsPan: (limit: string) => `${limit} की सीमा के लिए PAN या आधार ज़रूरी है: इसके बिना हर राशि पर TDS लगता है।`,
  yearTotal: "इस भुगतान समेत वर्ष का कुल भुगतान",
  overSingle: (amount: string, single: string) => `${amount} का यह भुगतान ${single} से ऊपर है।`,
  overYear: (total: string, limit: string) => `वर्ष का कुल भुगतान ${total} है, जो ${limit} से ऊपर है।`,
  underBoth: (single: string, total: string, limit: string) => `यह भुगतान ${single} से ऊपर नहीं है, और वर्ष का कुल भुगतान ${total} भी ${limit} से ऊपर नहीं है।`,
  what: { month: "महीने का किराया", consideration: "बिक्री मूल्य और स्टांप ड्यूटी मूल्य में से जो अधिक है, वह", amount: "राशि" },
  appliesExcess: (what: string, measured: string, limit: string, excess: string) => `${what}, ${measured}, ${limit} से ऊपर है: इससे ऊपर के ${excess} पर TDS लगता है।`,
  appliesWhole: (what: string, measured: string, exceeds: boolean, limit: string) => `${what}, ${measured}, ${limit} ${exceeds ? "से ऊपर है" : "या उससे अधिक है"}।`,
  notApplies: (what: string, measured: string, exceeds: boolean, limit: string) => `${what}, ${measured}, ${limit} की सीमा ${exceeds ? "से ऊपर नहीं है" : "से कम है"}।`,
  noThreshold: "इस धारा में कोई सीमा नहीं है: हर राशि पर TDS लगता है।",
  appliesStep: "क्या TDS लगता है?",
  yes: "हाँ",
  no: "नहीं",
  rateFor: (payee: string) => `${payee} के लिए दर`,
  rateWithoutPan: (rule: string) => `PAN के बिना दर (${rule})`,
  incomePart: "आय वाला हिस्सा: भुगतान घटा चुकाए गए प्रीमियम",
  rentFor: (months: number) => `${months} महीने का किराया`,
  higherOfValues: "बिक्री मूल्य और स्टांप ड्यूटी मूल्य में से जो अधिक हो",
  partAbove: "सीमा से ऊपर का हिस्सा",
  cappedAtRent: "एक महीने के किराये तक सीमित",
  rounded: "TDS, निकटतम रुपये तक",
  payableAfter: "TDS के बाद देय राशि",
  taxableSalary: "कर योग्य वेतन (मानक कटौती के बाद)",
  taxForYear: (rebate: string) => `वर्ष का टैक्स (नई कर व्यवस्था, ${rebate} के तहत रिबेट के बाद, उपकर सहित)`,
  withoutPanSalary: (minimum: string) => `PAN के बिना: यह टैक्स और कर योग्य वेतन का ${minimum}, इनमें से जो अधिक हो`,
  tdsForYear: "वर्ष का TDS",
  salaryAfter: "TDS के बाद वेतन",
  salaryApplies: (taxable: string, tax: string) => `${taxable} के कर योग्य वेतन पर वर्ष का टैक्स ${tax} है: नियोक्ता इसे वर्ष भर में काटता है।`,
  salaryNone: (taxable: string, rebate: string) => `${taxable} के कर योग्य वेतन पर नई कर व्यवस्था में (${rebate} के तहत रिबेट के बाद) कोई टैक्स नहीं बनता, इसलिए कुछ नहीं कटता।`,
  rebateSection: (english: string) => english.replace(/^section /, "धारा "),
  noPanRule: (english: string) => (english.includes("2025 Act") ? "धारा 206AA का नियम, जिसे 2025 का अधिनियम बनाए रखता है" : english.replace(/^s\./, "धारा ")),
  act: (english: string) => english.replace(/^Income-tax Act, (\d{4})$/, "आयकर अधिनियम, $1"),
  roundingNote: (english: string) =>
    english.startsWith("UNSURE")
      ? "अनिश्चित: धारा 288B (निकटतम ₹10 तक) TDS पर लागू होती है या नहीं, यह तय नहीं है; हम निकटतम रुपये तक पूरा करते हैं।"
      : "TDS निकटतम रुपये तक, जैसा पेरोल और TDS सॉफ़्टवेयर करते हैं",
};

addTranslation(TDS_COMPUTE_TEXT, "hi", hi);
