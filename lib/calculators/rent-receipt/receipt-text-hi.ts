import { addTranslation, type TranslationOf } from "@/lib/i18n/catalogue";
import { formatInr } from "@/lib/format";
import { rupeesInHindiWords } from "@/lib/format/words-hi";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { RECEIPT_TEXT } from "./receipt-text";

/* The Hindi words of RECEIPT_TEXT (receipt-text.ts): loaded only by Hindi pages (docs/i18n.md). */

const hi: TranslationOf<(typeof RECEIPT_TEXT)["en"]> = {
  monthNames: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
  period: (first: string, last: string) => `${first} से ${last} तक`,
  amountInWords: (amount: number) => `${rupeesInHindiWords(amount)} मात्र`,
  title: "किराया रसीद",
  pdfTitle: "किराया रसीद",
  receiptNo: "रसीद सं. ",
  date: "तारीख: ",
  sentence: "मैंने {tenant} से {address} स्थित मकान के {period} के किराये के रूप में {amount} ({words}) {mode} धन्यवाद सहित प्राप्त किए।",
  mode: {
    bank: "बैंक ट्रांसफ़र से (UPI/NEFT/IMPS संदर्भ सं. ____________)",
    cheque: "चेक से (चेक सं. ____________)",
    cash: "नकद",
  },
  landlord: "मकान मालिक",
  landlordAddress: "मकान मालिक का पता",
  landlordPan: "मकान मालिक का PAN",
  panDeclared: "उपलब्ध नहीं: मकान मालिक की घोषणा संलग्न है",
  panNotRequired: (threshold: string) => `ज़रूरी नहीं (वर्ष का किराया ${threshold} तक)`,
  stamp: (duty: string) => `${duty} का रसीदी टिकट लगाएँ`,
  stampLines: [`${formatInr(RENT_RECEIPT_RULES.revenueStampDuty.value)} का`, "रसीदी", "टिकट", "लगाएँ"],
  signature: "मकान मालिक के हस्ताक्षर",
  blank: "खाली, हाथ से भरने के लिए",
  pdfDocumentTitle: (period: string) => `किराया रसीदें: ${period}`,
  pdfSubject: (financialYear: string, total: string) => `${financialYear} की किराया रसीदें, कुल ₹${total}`,
  pdfKeywords: ["किराया रसीद", "HRA"],
  pdfCreator: "किराया रसीद जनरेटर",
};

addTranslation(RECEIPT_TEXT, "hi", hi);
