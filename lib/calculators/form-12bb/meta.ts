import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const form12bbMeta: CalculatorMeta = {
  ...listing("form-12bb"),
  description:
    "Fill in Form 124 (Form 12BB before tax year 2026-27), the declaration of HRA, LTC, home-loan interest and deductions you give your employer, see which regime is cheaper with these claims, and download the filled form as a PDF. Nothing you type leaves your browser.",
  keywords:
    "Form 124, Form 124 PDF, rule 205, Form 12BB, Form 12BB PDF, investment declaration, rule 26C, HRA landlord PAN, LTA, home loan interest, 80C, 80D, old vs new regime, tax year 2026-27",
};
