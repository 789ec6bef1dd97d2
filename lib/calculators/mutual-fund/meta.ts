import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const mutualFundMeta: CalculatorMeta = {
  ...listing("mutual-fund"),
  description:
    "Project what a one-time investment in a mutual fund could grow to at the yearly return you expect, with the returns, the absolute return and the value year by year.",
  keywords:
    "mutual fund calculator, lumpsum calculator, lump sum investment, one-time investment, mutual fund returns, CAGR, absolute return, section 112A, section 111A, section 198, section 196, section 50AA, debt fund tax",
};
