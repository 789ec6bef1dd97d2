import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const rentReceiptMeta: CalculatorMeta = {
  ...listing("rent-receipt"),
  description:
    "Make monthly or quarterly rent receipts for your HRA claim, with the amount in words, the landlord's PAN when the year's rent is above ₹1 lakh and a revenue-stamp box for cash rent, then print them or download a PDF. Nothing you type leaves your browser.",
  keywords: "rent receipt generator, rent receipt format, HRA rent receipt, rent receipt PDF, landlord PAN, revenue stamp, Form 12BB, tax year 2026-27",
};
