import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { formWithFormerHi } from "@/lib/tax/forms-in-hindi";
import type { FinancialYear } from "@/lib/tax/years";
import { RECEIPTS_BLOCK_TEXT } from "./text";

/* The Hindi words of RECEIPTS_BLOCK_TEXT (text.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof RECEIPTS_BLOCK_TEXT)["en"]> = {
  heading: "आपकी रसीदें",
  intro: (count: number, period: string, total: string) =>
    `${period} के लिए ${count} ${count === 1 ? "रसीद" : "रसीदें"}, कुल ${total}। इन्हें प्रिंट करें (सिर्फ़ रसीदें प्रिंट होती हैं) या PDF डाउनलोड करें, फिर हर रसीद पर मकान मालिक के हस्ताक्षर करवाएँ।`,
  downloadPdf: "PDF डाउनलोड करें",
  printReceipts: "रसीदें प्रिंट करें",
  printInstead: "इसकी जगह रसीदें प्रिंट करें",
  declaring: "यह किराया अपने नियोक्ता को बताना है? ",
  fillIn: (fy: FinancialYear) => `इसके साथ ${formWithFormerHi("employeeClaims", fy)} भरें`,
  typedAgain: " (मकान मालिक का विवरण वहाँ फिर से लिखना होगा: वह कभी लिंक में नहीं जाता)।",
  correctInputs: "रसीदें देखने के लिए ऊपर चिह्नित इनपुट ठीक करें।",
  making: "PDF बन रहा है…",
  saved: (fileName: string) => `${fileName} नाम से सेव हो गया।`,
  failed: "इस डिवाइस पर PDF नहीं बन सका। इसकी जगह प्रिंट करें (ज़्यादातर फ़ोन PDF के रूप में प्रिंट कर सकते हैं)।",
};

addTranslation(RECEIPTS_BLOCK_TEXT, "hi", hi);
