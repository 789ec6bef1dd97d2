import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { PDF_FONT_WARNING_TEXT } from "./pdf-font-warning";

/* The Hindi words of PDF_FONT_WARNING_TEXT (pdf-font-warning.tsx): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof PDF_FONT_WARNING_TEXT)["en"]> = {
  warning: (characters: string, more: boolean, printInstead: string) =>
    `PDF में ${characters}${more ? " और कुछ दूसरे अक्षरों" : ""} के लिए फ़ॉन्ट नहीं है: ये “?” के रूप में दिखेंगे। ${printInstead} (प्रिंट करें, फिर PDF के रूप में सेव करें)। अंग्रेज़ी और भारतीय लिपियाँ PDF में वैसी ही छपती हैं जैसी लिखी गई हैं।`,
  join: ", ",
};

addTranslation(PDF_FONT_WARNING_TEXT, "hi", hi);
