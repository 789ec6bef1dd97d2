import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const cryptoMeta: CalculatorMeta = {
  ...listing("crypto"),
  description:
    "Work out the 30% tax on your crypto and NFT gains under section 115BBH, with losses ignored as the law requires, and the 1% TDS deducted under section 194S.",
  keywords: "crypto tax calculator India, VDA tax, section 115BBH, 30% crypto tax, 1% TDS section 194S, section 393, bitcoin tax, NFT tax",
};
