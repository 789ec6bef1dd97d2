import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { FORM_12BB_TAX_TEXT } from "./form-12bb-tax";

/* The Hindi words of FORM_12BB_TAX_TEXT (form-12bb-tax.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof FORM_12BB_TAX_TEXT)["en"]> = {
  claim: {
    hra: "मकान किराया भत्ते (HRA) की छूट",
    ltc: "छुट्टी यात्रा भत्ता (LTA)",
    homeLoan: "होम लोन का ब्याज (अपने रहने वाला मकान)",
    ded80c: "धारा 80C के निवेश",
    ded80ccc: "धारा 80CCC पेंशन फ़ंड",
    ded80ccd1: "धारा 80CCD(1) NPS में आपका योगदान",
    chapterVIA80cce: "80C, 80CCC और 80CCD(1) मिलाकर",
    ded80ccd1b: "धारा 80CCD(1B) अतिरिक्त NPS",
    ded80d: "धारा 80D स्वास्थ्य बीमा",
    ded80e: "धारा 80E एजुकेशन लोन का ब्याज",
    ded80g: "धारा 80G दान",
    ded80ttb: "धारा 80TTB जमा पर ब्याज",
    ded80tta: "धारा 80TTA बचत खाते का ब्याज",
  },
  grossSalary: "सकल वेतन",
  hra: "घटाएँ: मकान किराया भत्ते (HRA) की छूट",
  ltc: "घटाएँ: छुट्टी यात्रा भत्ता (LTA)",
  standardDeduction: "घटाएँ: मानक कटौती",
  salaryIncome: "वेतन से आय",
  otherIncome: "अन्य स्रोतों से आय",
  houseProperty: "अपने रहने वाले मकान से घाटा (होम लोन का ब्याज)",
  grossTotalIncome: "सकल कुल आय",
  chapterVIA: "घटाएँ: 80C, 80D आदि की कटौतियाँ",
  totalBeforeRounding: "कुल आय, पूर्णांकन से पहले",
};

addTranslation(FORM_12BB_TAX_TEXT, "hi", hi);
