import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { formWithFormer } from "@/lib/tax/forms";
import type { FinancialYear } from "@/lib/tax/years";

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
  fillIn: (fy: FinancialYear) => `Fill in ${formWithFormer("employeeClaims", fy)} with it`,
  typedAgain: " (the landlord's details are typed there again: they never travel in a link).",
  correctInputs: "Correct the inputs marked above to see the receipts.",
  /** The PDF button's status line. */
  making: "Making the PDF…",
  saved: (fileName: string) => `Saved as ${fileName}.`,
  failed: "The PDF could not be made on this device. Use Print instead (most phones can print to PDF).",
};



export const RECEIPTS_BLOCK_TEXT: Catalogues<typeof en> = translatable("RECEIPTS_BLOCK_TEXT", en);
