/*
 * The Hindi names of the banks a reader meets most (the public-sector banks, those merged
 * into them, the larger private banks), as the banks write them on their Hindi pages. A
 * bank not listed keeps its name from RBI's data, in English, and is shown as English.
 */
const NAMES: Readonly<Record<string, string>> = {
  "State Bank of India": "भारतीय स्टेट बैंक",
  "Bank of Baroda": "बैंक ऑफ़ बड़ौदा",
  "Punjab National Bank": "पंजाब नैशनल बैंक",
  "Canara Bank": "केनरा बैंक",
  "Union Bank of India": "यूनियन बैंक ऑफ़ इंडिया",
  "Bank of India": "बैंक ऑफ़ इंडिया",
  "Indian Bank": "इंडियन बैंक",
  "Central Bank of India": "सेंट्रल बैंक ऑफ़ इंडिया",
  "Indian Overseas Bank": "इंडियन ओवरसीज़ बैंक",
  "UCO Bank": "यूको बैंक",
  "Bank of Maharashtra": "बैंक ऑफ़ महाराष्ट्र",
  "Punjab & Sind Bank": "पंजाब एंड सिंध बैंक",
  "Vijaya Bank": "विजया बैंक",
  "Dena Bank": "देना बैंक",
  "Oriental Bank of Commerce": "ओरिएंटल बैंक ऑफ़ कॉमर्स",
  "United Bank of India": "यूनाइटेड बैंक ऑफ़ इंडिया",
  "Syndicate Bank": "सिंडिकेट बैंक",
  "Andhra Bank": "आंध्रा बैंक",
  "Corporation Bank": "कॉर्पोरेशन बैंक",
  "Allahabad Bank": "इलाहाबाद बैंक",
  "HDFC Bank": "एचडीएफ़सी बैंक",
  "ICICI Bank": "आईसीआईसीआई बैंक",
  "Axis Bank": "एक्सिस बैंक",
  "Kotak Mahindra Bank": "कोटक महिंद्रा बैंक",
  IDBI: "आईडीबीआई बैंक",
  "Yes Bank": "यस बैंक",
  "Indusind Bank": "इंडसइंड बैंक",
  "Federal Bank": "फ़ेडरल बैंक",
  "Bandhan Bank": "बंधन बैंक",
  "India Post Payments Bank": "इंडिया पोस्ट पेमेंट्स बैंक",
  "Reserve Bank of India": "भारतीय रिज़र्व बैंक",
};

/** A bank's name as a Hindi page writes it, or null when only RBI's English name is known. */
export function hindiBankName(english: string): string | null {
  return NAMES[english] ?? null;
}
