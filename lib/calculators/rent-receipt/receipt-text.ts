import { rupeesInWords } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";

/*
 * What a rent receipt says, on screen, in print and in the PDF, in English and Hindi. A
 * Hindi page makes Hindi receipts: the landlord signs what the tenant's employer reads, and
 * both read Hindi. Names, addresses, amounts and dates come in as typed or as figures; the
 * sentence of receipt is a template whose {slots} the card fills with its own elements and
 * the PDF with text, so each language keeps its own word order.
 */

/** The slots of the sentence of receipt. */
export type ReceiptSlot = "tenant" | "amount" | "words" | "mode" | "address" | "period";

const en = {
  monthNames: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as readonly string[],
  /** "April 2026 to June 2026" */
  period: (first: string, last: string) => `${first} to ${last}`,
  amountInWords: (amount: number) => `${rupeesInWords(amount)} only`,
  /** The card's heading; the PDF's is `pdfTitle`. */
  title: "Rent receipt",
  pdfTitle: "RENT RECEIPT",
  /** Followed by the receipt's number. */
  receiptNo: "Receipt no. ",
  /** Followed by the date. */
  date: "Date: ",
  sentence: "Received with thanks from {tenant} the sum of {amount} ({words}) by {mode} towards the rent of the house at {address} for {period}.",
  /** How the receipt words the payment, with a blank for the reference that differs each time. */
  mode: {
    bank: "bank transfer (UPI/NEFT/IMPS reference ____________)",
    cheque: "cheque (no. ____________)",
    cash: "cash",
  } as Readonly<Record<"bank" | "cheque" | "cash", string>>,
  landlord: "Landlord",
  landlordAddress: "Landlord's address",
  landlordPan: "Landlord's PAN",
  panDeclared: "Not available: the landlord's declaration is attached",
  panNotRequired: (threshold: string) => `Not required (rent for the year up to ${threshold})`,
  stamp: (duty: string) => `Affix ${duty} revenue stamp`,
  /** The stamp box's words in the PDF, one a line. */
  stampLines: ["Affix", "Re. 1", "revenue", "stamp"] as readonly string[],
  signature: "Signature of the landlord",
  /** Read out by screen readers where a name or address was left blank. */
  blank: "blank, to fill by hand",
  pdfDocumentTitle: (period: string) => `Rent receipts: ${period}`,
  pdfSubject: (financialYear: string, total: string) => `Rent receipts for ${financialYear}, total ₹${total}`,
  pdfKeywords: ["rent receipt", "HRA"] as readonly string[],
  pdfCreator: "Rent receipt generator",
};



export const RECEIPT_TEXT: Catalogues<typeof en> = translatable("RECEIPT_TEXT", en);

/** The sentence of receipt cut at its slots: text, then a slot name, then text… (odd indexes are slots). */
export function sentenceParts(sentence: string): string[] {
  return sentence.split(/\{(tenant|amount|words|mode|address|period)\}/);
}

/** The sentence of receipt with its slots filled in as text (the PDF's). */
export function fillSentence(sentence: string, values: Readonly<Record<ReceiptSlot, string>>): string {
  return sentenceParts(sentence)
    .map((part, index) => (index % 2 === 1 ? values[part as ReceiptSlot] : part))
    .join("");
}
