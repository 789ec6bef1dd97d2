import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";

/*
 * The words of the Form 124 / 12BB block around the filled form, in English and Hindi. The
 * filled form keeps the prescribed form's official English on every page.
 */

const en = {
  heading: (form: string) => `Your ${form}`,
  howTo:
    "The form below shows the amounts you declare; your employer applies the limits. Download it as a PDF or print it, sign it, and give it to your employer with the evidence listed in the last column.",
  downloadPdf: "Download PDF",
  print: "Print",
  printInstead: "Print this page instead",
  correctInputs: "Correct the inputs marked above to see the filled form.",
  form: (name: string) => name,
};

const hi: TranslationOf<typeof en> = {
  heading: (form: string) => `आपका ${form}`,
  howTo:
    "नीचे के फ़ॉर्म में वे राशियाँ हैं जो आप घोषित करते हैं; सीमाएँ आपका नियोक्ता लागू करता है। फ़ॉर्म नियमों में तय अंग्रेज़ी शब्दों में ही रहता है। इसे PDF में डाउनलोड करें या प्रिंट करें, हस्ताक्षर करें, और आखिरी कॉलम में लिखे सबूतों के साथ अपने नियोक्ता को दें।",
  downloadPdf: "PDF डाउनलोड करें",
  print: "प्रिंट करें",
  printInstead: "इसकी जगह यह पेज प्रिंट करें",
  correctInputs: "भरा हुआ फ़ॉर्म देखने के लिए ऊपर चिह्नित इनपुट ठीक करें।",
  form: (name: string) => name.replace(/^Form /, "फ़ॉर्म "),
};

export const FORM_12BB_BLOCK_TEXT: Catalogues<typeof en> = { en, hi };
