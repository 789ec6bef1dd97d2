import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { FORM_12BB_BLOCK_TEXT } from "./text";

/* The Hindi words of FORM_12BB_BLOCK_TEXT (text.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof FORM_12BB_BLOCK_TEXT)["en"]> = {
  heading: (form: string) => `आपका ${form}`,
  howTo:
    "नीचे के फ़ॉर्म में वे राशियाँ हैं जो आप घोषित करते हैं; सीमाएँ आपका नियोक्ता लागू करता है। फ़ॉर्म नियमों में तय अंग्रेज़ी शब्दों में ही रहता है। इसे PDF में डाउनलोड करें या प्रिंट करें, हस्ताक्षर करें, और आखिरी कॉलम में लिखे सबूतों के साथ अपने नियोक्ता को दें।",
  downloadPdf: "PDF डाउनलोड करें",
  print: "प्रिंट करें",
  printInstead: "इसकी जगह यह पेज प्रिंट करें",
  correctInputs: "भरा हुआ फ़ॉर्म देखने के लिए ऊपर चिह्नित इनपुट ठीक करें।",
  form: (name: string) => name.replace(/^Form /, "फ़ॉर्म "),
};

addTranslation(FORM_12BB_BLOCK_TEXT, "hi", hi);
