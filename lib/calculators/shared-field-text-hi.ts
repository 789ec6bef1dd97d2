import { addTranslation } from "@/lib/i18n/catalogue";
import type { AgeBand } from "@/lib/tax";
import { SHARED_FIELD_TEXT } from "./shared-field-text";

/* The Hindi words of SHARED_FIELD_TEXT: loaded only by Hindi pages (components/layout/hindi-frame.ts). */

addTranslation(SHARED_FIELD_TEXT, "hi", {
  financialYear: "वर्ष",
  dividendLabel: "डिविडेंड (सालाना)",
  dividendHelp: "शेयरों और म्यूचुअल फ़ंड से मिला डिविडेंड (लाभांश), TDS से पहले। इस पर आपकी स्लैब दरों से टैक्स लगता है, पर उस टैक्स पर अधिभार अधिकतम 15% है।",
  regime: "कर व्यवस्था",
  newRegime: "नई कर व्यवस्था (डिफ़ॉल्ट)",
  oldRegime: "पुरानी कर व्यवस्था",
  age: "वर्ष के दौरान आपकी आयु",
  ageLabels: { below60: "60 से कम", "60to80": "60 से 79", "80plus": "80 या अधिक" } as Readonly<Record<AgeBand, string>>,
});
