import type { Catalogues, TranslationOf } from "@/lib/i18n/catalogue";

/*
 * The words of the receipts block and the PDF button, in English and Hindi (the receipts'
 * own wording is lib/calculators/rent-receipt/receipt-text.ts).
 */

const en = {
  heading: "Your receipts",
  intro: (count: number, period: string, total: string) =>
    `${count} ${count === 1 ? "receipt" : "receipts"} for ${period}, ${total} in all. Print them (only the receipts are printed) or download a PDF, then have the landlord sign each one.`,
  downloadPdf: "Download PDF",
  printReceipts: "Print receipts",
  printInstead: "Print the receipts instead",
  declaring: "Declaring this rent to your employer? ",
  fillIn: (form: string) => `Fill in ${form} with it`,
  typedAgain: " (the landlord's details are typed there again: they never travel in a link).",
  correctInputs: "Correct the inputs marked above to see the receipts.",
  /** The PDF button's status line. */
  making: "Making the PDF…",
  saved: (fileName: string) => `Saved as ${fileName}.`,
  failed: "The PDF could not be made on this device. Use Print instead (most phones can print to PDF).",
};

const hi: TranslationOf<typeof en> = {
  heading: "आपकी रसीदें",
  intro: (count: number, period: string, total: string) =>
    `${period} के लिए ${count} ${count === 1 ? "रसीद" : "रसीदें"}, कुल ${total}। इन्हें प्रिंट करें (सिर्फ़ रसीदें प्रिंट होती हैं) या PDF डाउनलोड करें, फिर हर रसीद पर मकान मालिक के हस्ताक्षर करवाएँ।`,
  downloadPdf: "PDF डाउनलोड करें",
  printReceipts: "रसीदें प्रिंट करें",
  printInstead: "इसकी जगह रसीदें प्रिंट करें",
  declaring: "यह किराया अपने नियोक्ता को बताना है? ",
  fillIn: (form: string) => `इसके साथ ${form} भरें`,
  typedAgain: " (मकान मालिक का विवरण वहाँ फिर से लिखना होगा: वह कभी लिंक में नहीं जाता)।",
  correctInputs: "रसीदें देखने के लिए ऊपर चिह्नित इनपुट ठीक करें।",
  making: "PDF बन रहा है…",
  saved: (fileName: string) => `${fileName} नाम से सेव हो गया।`,
  failed: "इस डिवाइस पर PDF नहीं बन सका। इसकी जगह प्रिंट करें (ज़्यादातर फ़ोन PDF के रूप में प्रिंट कर सकते हैं)।",
};

export const RECEIPTS_BLOCK_TEXT: Catalogues<typeof en> = { en, hi };
